import {
  entityDefinition,
  isIsoDate,
  tariffCodeFromRecord,
  type EntityDefinition,
  type IsoDate,
  type TariffChangedLine,
} from '@tsw/domain';
import type { EntityIndex } from '../referenceService/entityIndex.js';
import type { ReferenceCache } from '../referenceService/referenceCache.js';

/**
 * Periods whose lines are kept per data set: the two of a comparison, and more looked at before (the feeds
 * compare each period with the one before it: four with the sample data, a past and a next year).
 */
const PERIODS_KEPT = 6;

/**
 * The tariff's lines in force on a date, as the changes between two dates compare them (issue 46): read
 * from the commodity's memory index, not through the search's ranker, which a comparison does not need and
 * which costs far more to build. Kept per period, and dropped with the index when the tariff changes.
 */
export class TariffChangesLines {
  private readonly commodity: EntityDefinition;
  /** Each period's lines, by the index they were read from. */
  private readonly kept = new WeakMap<EntityIndex, Map<string, readonly TariffChangedLine[]>>();
  /** Every code the tariff has had, by the index it was read from. */
  private readonly codes = new WeakMap<EntityIndex, readonly { code: string }[]>();

  constructor(private readonly cache: ReferenceCache) {
    const commodity = entityDefinition('commodity');
    if (!commodity) throw new Error('the entity catalog has no commodity');
    this.commodity = commodity;
  }

  /** The first day of the latest period of the tariff (which may be a future one); none when it is empty. */
  async latestStart(): Promise<IsoDate | undefined> {
    const latest = (await this.cache.entityIndex(this.commodity)).latestValidFrom();
    return latest !== undefined && isIsoDate(latest) ? latest : undefined;
  }

  /** Every line code of every period (a scope that names none of them names nothing), once each. */
  async everyCode(): Promise<readonly { code: string }[]> {
    const index = await this.cache.entityIndex(this.commodity);
    let codes = this.codes.get(index);
    if (!codes) {
      codes = [...new Set(index.records.map((record) => record.code ?? ''))].map((code) => ({ code }));
      this.codes.set(index, codes);
    }
    return codes;
  }

  /** Every line in force on the date, in code order. */
  async linesOn(date: IsoDate): Promise<readonly TariffChangedLine[]> {
    const index = await this.cache.entityIndex(this.commodity);
    let kept = this.kept.get(index);
    if (!kept) {
      kept = new Map();
      this.kept.set(index, kept);
    }
    const period = index.periodOf(date);
    let lines = kept.get(period);
    if (!lines) {
      lines = index
        .recordsValidOn(date)
        .map(tariffCodeFromRecord)
        .map(({ code, description, descriptionTranslated, taxCodes }) => ({
          code,
          description,
          descriptionTranslated,
          taxCodes: [...taxCodes],
        }));
      if (kept.size >= PERIODS_KEPT) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      kept.set(period, lines);
    }
    return lines;
  }
}
