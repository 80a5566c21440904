import {
  entityDefinition,
  scheduleGapLine,
  scheduleGapsOf,
  tariffCodeFromRecord,
  TariffRanker,
  type EntityDefinition,
  type FrenchOrSpanish,
  type ReferenceRecord,
  type TariffCode,
  type TariffQuery,
  type TariffSearchLanguage,
  type TariffSearchLine,
  type TariffSynonym,
  type RankedLine,
} from '@tsw/domain';
import type { EntityIndex } from '../referenceService/entityIndex.js';
import type { HsTextsFrEs } from './hsStructure.js';
import type { ReferenceCache } from '../referenceService/referenceCache.js';
import { NO_TARIFF_SEARCH_FR_ES, tariffRankerFrEsOf, type TariffSearchFrEs } from './tariffRankerFrEs.js';

/**
 * Periods whose ranker is kept per data set: today's, which no other can push out, and a few that people
 * look back at.
 */
const RANKERS_KEPT_PER_DATA_SET = 4;

/** The HS levels whose texts count for the lines under them: headings and subheadings. */
const BROADER_CODE_LENGTHS = [4, 6] as const;

/**
 * The ranker of a tariff's lines: their texts, the broader texts above them (HS headings and subheadings,
 * by code; English and our Bengali titles), whose words count for the lines under them where the data set
 * has no line of that code itself (the shipped tariff has national lines only), and the everyday names.
 * The broader texts are lines the ranker reads only as parents: each has lines under it, so none is ever
 * a result. The schedule's gaps (scheduleGapsOf) are results of their own, with HS 2022's text.
 */
export function tariffRankerOf(
  records: readonly ReferenceRecord[],
  synonyms: readonly TariffSynonym[],
  broaderTexts: ReadonlyMap<string, string>,
  broaderTranslated: ReadonlyMap<string, string>,
  gaps: ReadonlySet<string> = new Set(),
): TariffRanker {
  const lines: TariffSearchLine[] = records.map((record) => ({
    code: record.code ?? '',
    description: record.description ?? '',
    descriptionTranslated: record.descriptionTranslated ?? null,
  }));
  const broader = tariffBroaderLines(records, broaderTexts, gaps).map((line) => ({
    ...line,
    descriptionTranslated: gaps.has(line.code) ? null : (broaderTranslated.get(line.code) ?? null),
  }));
  return new TariffRanker([...lines, ...broader], synonyms);
}

/**
 * The lines a ranker reads besides the data set's: the schedule's gaps, and the HS headings and
 * subheadings above the lines that the data set has no line of, with their English texts.
 */
export function tariffBroaderLines(
  records: readonly ReferenceRecord[],
  broaderTexts: ReadonlyMap<string, string>,
  gaps: ReadonlySet<string>,
): { readonly code: string; readonly description: string }[] {
  const lines = [...records.map((record) => record.code ?? ''), ...gaps];
  const codes = new Set(lines);
  const above = new Set<string>();
  for (const code of lines) {
    for (const length of BROADER_CODE_LENGTHS) if (code.length > length) above.add(code.slice(0, length));
  }
  const broader = [...above].flatMap((code) => {
    const description = broaderTexts.get(code);
    return description === undefined || codes.has(code) ? [] : [{ code, description }];
  });
  return [...[...gaps].map((code) => ({ code, description: broaderTexts.get(code) ?? '' })), ...broader];
}

/** The schedule's gaps among the HS subheadings of the broader texts (scheduleGapsOf). */
export function tariffScheduleGaps(
  records: readonly ReferenceRecord[],
  broaderTexts: ReadonlyMap<string, string>,
): ReadonlySet<string> {
  return scheduleGapsOf(
    records.map((record) => record.code ?? ''),
    broaderTexts.keys(),
  );
}

/** No French or Spanish subheading texts: the lines carry the English ones only. */
const NO_HS_TEXTS_FR_ES: HsTextsFrEs = { fr: {}, es: {} };

/** What a search found: the codes best first, and the tariff they are lines of. */
export interface TariffSearchResult {
  readonly ranked: readonly RankedLine[];
  readonly tariff: TariffOnDate;
}

/**
 * The tariff in force on one date, from one data set: the same object until the data changes, so that what
 * is made from it (a tariff book) can be kept with it.
 */
export class TariffOnDate {
  /** Lines as the screens show them, made on first use. */
  private readonly lines = new Map<string, TariffCode>();

  constructor(
    readonly ranker: TariffRanker,
    private readonly records: ReadonlyMap<string, ReferenceRecord>,
    /** The international text of an HS code (headings and subheadings), told beside each national line. */
    private readonly hsTextOf: (code: string) => string | undefined,
    /** The HS subheadings the schedule has no line under, which the ranker finds as lines of their own. */
    private readonly gaps: ReadonlySet<string> = new Set(),
    /**
     * The French and Spanish texts of the subheadings: a national line has none of its own in those
     * languages, so that a French or Spanish screen shows its subheading's (issue 49).
     */
    private readonly hsTextsFrEs: HsTextsFrEs = NO_HS_TEXTS_FR_ES,
    /** Makes the ranker of a French or Spanish search; none: those searches read as English ones. */
    private readonly rankerFrEsOf?: (language: FrenchOrSpanish) => TariffRanker,
  ) {}

  /** The French and Spanish rankers, made at the first search in their language. */
  private readonly rankersFrEs = new Map<FrenchOrSpanish, TariffRanker>();

  /** The ranker of a search in the language (issue 49); the English one reads Bengali too. */
  rankerIn(language: TariffSearchLanguage): TariffRanker {
    if (language === 'en' || !this.rankerFrEsOf) return this.ranker;
    let ranker = this.rankersFrEs.get(language);
    if (!ranker) {
      ranker = this.rankerFrEsOf(language);
      this.rankersFrEs.set(language, ranker);
    }
    return ranker;
  }

  /** The subheading's French and Spanish texts, where the nomenclature has them. */
  private frEsOf(subheading: string): Pick<TariffCode, 'hsDescriptionFr' | 'hsDescriptionEs'> {
    const fr = this.hsTextsFrEs.fr[subheading];
    const es = this.hsTextsFrEs.es[subheading];
    return {
      ...(fr !== undefined && { hsDescriptionFr: fr }),
      ...(es !== undefined && { hsDescriptionEs: es }),
    };
  }

  /** A line the ranker gave (a gap of the schedule is one, with HS 2022's text and no rates). */
  line(code: string): TariffCode {
    let line = this.lines.get(code);
    if (!line) {
      line = this.gaps.has(code)
        ? { ...scheduleGapLine(code, this.hsTextOf(code) ?? ''), ...this.frEsOf(code) }
        : {
            ...tariffCodeFromRecord(this.records.get(code) as ReferenceRecord),
            hsDescription: code.length >= 6 ? (this.hsTextOf(code.slice(0, 6)) ?? null) : null,
            ...(code.length >= 6 && this.frEsOf(code.slice(0, 6))),
          };
      this.lines.set(code, line);
    }
    return line;
  }

  /** Whether a code the ranker gave is a line of the schedule, not one of its gaps. */
  inSchedule(code: string): boolean {
    return !this.gaps.has(code);
  }

  /**
   * Every line under a code (chapter, heading; '' for all), in code order; with `gaps`, the HS
   * subheadings the schedule lacks among them, as browsing shows them.
   */
  linesUnder(prefix: string, options: { gaps?: boolean } = {}): TariffCode[] {
    const codes = this.ranker.linesUnder(prefix);
    return (options.gaps ? codes : codes.filter((code) => this.inSchedule(code))).map((code) =>
      this.line(code),
    );
  }
}

/**
 * The ranked tariff search over the commodity entity: one ranker per data set and date, built from the
 * memory index on first use and dropped with it when the tariff changes (decision 0001).
 */
export class TariffSearchService {
  private readonly commodity: EntityDefinition;
  private readonly tariffs = new WeakMap<EntityIndex, Map<string, TariffOnDate>>();

  /**
   * `broaderTexts`: the international texts of the levels above the national lines (HS headings and
   * subheadings, by code), whose words count for the lines under them where the data set has no line of
   * that code itself; the shipped tariff has national lines only.
   */
  constructor(
    private readonly cache: ReferenceCache,
    private readonly synonyms: readonly TariffSynonym[],
    private readonly broaderTexts: ReadonlyMap<string, string>,
    /**
     * Our Bengali titles of those levels (headings), by code: a Bengali search finds the lines under a
     * heading by its Bengali title, as an English one does by the English text.
     */
    private readonly broaderTranslated: ReadonlyMap<string, string>,
    /** The administration's today, whose tariff stays built. */
    private readonly today: () => string,
    /** The French and Spanish texts of the subheadings, which each line carries (TariffOnDate). */
    private readonly hsTextsFrEs: HsTextsFrEs = NO_HS_TEXTS_FR_ES,
    /** The texts and everyday names a French or Spanish search reads. */
    private readonly searchFrEs: TariffSearchFrEs = NO_TARIFF_SEARCH_FR_ES,
  ) {
    const commodity = entityDefinition('commodity');
    if (!commodity) throw new Error('the entity catalog has no commodity');
    this.commodity = commodity;
  }

  /** The tariff in force on the date, built on first use for the date's period (EntityIndex.periodOf). */
  async tariffOn(date: string): Promise<TariffOnDate> {
    const index = await this.cache.entityIndex(this.commodity);
    let byPeriod = this.tariffs.get(index);
    if (!byPeriod) {
      byPeriod = new Map();
      this.tariffs.set(index, byPeriod);
    }
    const period = index.periodOf(date);
    let tariff = byPeriod.get(period);
    if (!tariff) {
      const records = index.recordsValidOn(date);
      const gaps = tariffScheduleGaps(records, this.broaderTexts);
      const ranker = tariffRankerOf(records, this.synonyms, this.broaderTexts, this.broaderTranslated, gaps);
      tariff = new TariffOnDate(
        ranker,
        new Map(records.map((record) => [record.code ?? '', record])),
        (code) => this.broaderTexts.get(code),
        gaps,
        this.hsTextsFrEs,
        (language) =>
          tariffRankerFrEsOf(
            language,
            records,
            tariffBroaderLines(records, this.broaderTexts, gaps),
            this.searchFrEs,
          ),
      );
      if (byPeriod.size >= RANKERS_KEPT_PER_DATA_SET) {
        // The oldest other than today's goes: requests for past dates never cost today's searches a rebuild.
        const todays = index.periodOf(this.today());
        const oldest = [...byPeriod.keys()].find((kept) => kept !== todays);
        if (oldest !== undefined) byPeriod.delete(oldest);
      }
      byPeriod.set(period, tariff);
    }
    return tariff;
  }

  /**
   * Every line under a code (chapter, heading) on the date, in code order; with `gaps`, the HS subheadings
   * the schedule lacks among them.
   */
  async linesUnder(prefix: string, date: string, options: { gaps?: boolean } = {}): Promise<TariffCode[]> {
    return (await this.tariffOn(date)).linesUnder(prefix, options);
  }

  /**
   * The national line with this code on the date; none for a code that other lines refine, nor for a gap
   * of the schedule (it has no line, and its heading's page says so).
   */
  async line(code: string, date: string): Promise<TariffCode | undefined> {
    if (!/^\d{6,12}$/.test(code)) return undefined;
    const tariff = await this.tariffOn(date);
    const [only, ...more] = tariff.ranker.linesUnder(code);
    return only === code && more.length === 0 && tariff.inSchedule(code) ? tariff.line(code) : undefined;
  }

  /**
   * Every line the query finds on the date, best first, read in the language (English by default); a
   * line's data is made only when asked for.
   */
  async search(
    query: TariffQuery,
    date: string,
    language: TariffSearchLanguage = 'en',
  ): Promise<TariffSearchResult> {
    const tariff = await this.tariffOn(date);
    return { ranked: tariff.rankerIn(language).rank(query), tariff };
  }
}
