import {
  entityDefinition,
  tariffCodeFromRecord,
  TariffRanker,
  type EntityDefinition,
  type ReferenceRecord,
  type TariffCode,
  type TariffQuery,
  type TariffSynonym,
  type RankedLine,
} from '@tsw/domain';
import type { EntityIndex } from '../reference/entityIndex.js';
import type { ReferenceCache } from '../reference/referenceCache.js';

/** Dates whose ranker is kept per data set: today, and a few dates people look back at. */
const RANKERS_KEPT_PER_DATA_SET = 4;

/** What a search found: the codes best first, and each line's data when a page needs it. */
export interface TariffSearchResult {
  readonly ranked: readonly RankedLine[];
  line(code: string): TariffCode;
}

/**
 * The ranked tariff search over the commodity entity: one ranker per data set and date, built from the
 * memory index on first use and dropped with it when the tariff changes (decision 0001).
 */
export class TariffSearchService {
  private readonly commodity: EntityDefinition;
  private readonly rankers = new WeakMap<EntityIndex, Map<string, RankerEntry>>();

  constructor(
    private readonly cache: ReferenceCache,
    private readonly synonyms: readonly TariffSynonym[],
  ) {
    const commodity = entityDefinition('commodity');
    if (!commodity) throw new Error('the entity catalog has no commodity');
    this.commodity = commodity;
  }

  private async rankerFor(date: string) {
    const index = await this.cache.entityIndex(this.commodity);
    let byDate = this.rankers.get(index);
    if (!byDate) {
      byDate = new Map();
      this.rankers.set(index, byDate);
    }
    let entry = byDate.get(date);
    if (!entry) {
      const records = index.recordsValidOn(date);
      const ranker = new TariffRanker(
        records.map((record) => ({
          code: record.code ?? '',
          description: record.description ?? '',
          descriptionTranslated: record.descriptionTranslated ?? null,
        })),
        this.synonyms,
      );
      entry = {
        ranker,
        records: new Map(records.map((record) => [record.code ?? '', record])),
        lines: new Map(),
      };
      if (byDate.size >= RANKERS_KEPT_PER_DATA_SET) byDate.delete(byDate.keys().next().value ?? '');
      byDate.set(date, entry);
    }
    return entry;
  }

  /** Every line under a code (chapter, heading) on the date, in code order. */
  async linesUnder(prefix: string, date: string): Promise<TariffCode[]> {
    const entry = await this.rankerFor(date);
    return entry.ranker.linesUnder(prefix).map((code) => lineOf(entry, code));
  }

  /** The national line with this code on the date; none for a code that other lines refine. */
  async line(code: string, date: string): Promise<TariffCode | undefined> {
    if (!/^\d{6,12}$/.test(code)) return undefined;
    const entry = await this.rankerFor(date);
    const [only, ...more] = entry.ranker.linesUnder(code);
    return only === code && more.length === 0 ? lineOf(entry, code) : undefined;
  }

  /** Every line the query finds on the date, best first; a line's data is made only when asked for. */
  async search(query: TariffQuery, date: string): Promise<TariffSearchResult> {
    const entry = await this.rankerFor(date);
    return { ranked: entry.ranker.rank(query), line: (code) => lineOf(entry, code) };
  }
}

/** A line as the screens show it, made on first use and kept with its data set. */
function lineOf(entry: RankerEntry, code: string): TariffCode {
  let line = entry.lines.get(code);
  if (!line) {
    line = tariffCodeFromRecord(entry.records.get(code) as ReferenceRecord);
    entry.lines.set(code, line);
  }
  return line;
}

interface RankerEntry {
  readonly ranker: TariffRanker;
  readonly records: Map<string, ReferenceRecord>;
  /** Lines as the screen shows them, made on first use. */
  readonly lines: Map<string, TariffCode>;
}
