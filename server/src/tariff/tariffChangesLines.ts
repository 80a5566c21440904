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

/** Periods whose lines are kept per data set: the two of a comparison, and two more looked at before. */
const PERIODS_KEPT = 4;

interface KeptLines {
  readonly latestStart: IsoDate | undefined;
  readonly byPeriod: Map<string, readonly TariffChangedLine[]>;
}

/**
 * The tariff's lines in force on a date, as the changes between two dates compare them (issue 46): read
 * from the commodity's memory index, not through the search's ranker, which a comparison does not need and
 * which costs far more to build. Kept per period, and dropped with the index when the tariff changes.
 */
export class TariffChangesLines {
  private readonly commodity: EntityDefinition;
  private readonly kept = new WeakMap<EntityIndex, KeptLines>();

  constructor(private readonly cache: ReferenceCache) {
    const commodity = entityDefinition('commodity');
    if (!commodity) throw new Error('the entity catalog has no commodity');
    this.commodity = commodity;
  }

  private async keptLines(): Promise<{ index: EntityIndex; kept: KeptLines }> {
    const index = await this.cache.entityIndex(this.commodity);
    let kept = this.kept.get(index);
    if (!kept) {
      // The latest start of any line is the latest period's start: an import opens a period on that day.
      let latestStart: IsoDate | undefined;
      for (const record of index.records) {
        const from = record.validFromDate;
        if (from && isIsoDate(from) && (latestStart === undefined || from > latestStart)) latestStart = from;
      }
      kept = { latestStart, byPeriod: new Map() };
      this.kept.set(index, kept);
    }
    return { index, kept };
  }

  /** The first day of the latest period of the tariff (which may be a future one); none when it is empty. */
  async latestStart(): Promise<IsoDate | undefined> {
    return (await this.keptLines()).kept.latestStart;
  }

  /** Every line in force on the date, in code order. */
  async linesOn(date: IsoDate): Promise<readonly TariffChangedLine[]> {
    const { index, kept } = await this.keptLines();
    const period = index.periodOf(date);
    let lines = kept.byPeriod.get(period);
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
      if (kept.byPeriod.size >= PERIODS_KEPT) {
        const oldest = kept.byPeriod.keys().next();
        if (!oldest.done) kept.byPeriod.delete(oldest.value);
      }
      kept.byPeriod.set(period, lines);
    }
    return lines;
  }
}
