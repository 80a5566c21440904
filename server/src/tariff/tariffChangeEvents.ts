import {
  entityDefinition,
  isIsoDate,
  isoDateDayBefore,
  isoDateDaysAfter,
  sroCitesScope,
  sroTariffCodesOf,
  tariffChangesBetween,
  type EntityDefinition,
  type IsoDate,
  type ReferenceRecord,
  type TariffChanges,
} from '@tsw/domain';
import type { ReferenceCache } from '../referenceService/referenceCache.js';
import type { TariffChangesLines } from './tariffChangesLines.js';

/** An SRO as a change event names it. */
export interface TariffChangeSro {
  readonly code: string;
  readonly sroNumber: string;
}

/**
 * One change of a part of the tariff: what took effect on a day (a period that starts, a period that
 * ends), compared with the day before: lines, texts and rates, and the SROs citing its lines that started
 * or ended.
 */
export interface TariffChangeEvent {
  readonly date: IsoDate;
  readonly changes: TariffChanges;
  readonly srosStarted: readonly TariffChangeSro[];
  readonly srosEnded: readonly TariffChangeSro[];
}

function definitionOf(name: string): EntityDefinition {
  const definition = entityDefinition(name);
  if (!definition) throw new Error(`the entity catalog has no ${name}`);
  return definition;
}

/** The days on which the records' validity begins or has just ended: when what is in force may change. */
function changeDaysOf(records: readonly ReferenceRecord[]): Set<IsoDate> {
  const days = new Set<IsoDate>();
  for (const record of records) {
    const from = record.validFromDate;
    const to = record.validToDate;
    if (typeof from === 'string' && isIsoDate(from)) days.add(from);
    if (typeof to === 'string' && isIsoDate(to)) days.add(isoDateDaysAfter(to, 1));
  }
  return days;
}

/** The SROs in force on a day that cite a line of the scope, by code. */
function srosCiting(records: readonly ReferenceRecord[], scope: string): Map<string, TariffChangeSro> {
  const sros = new Map<string, TariffChangeSro>();
  for (const record of records) {
    if (!sroCitesScope(sroTariffCodesOf(record), scope)) continue;
    const code = record.code ?? '';
    sros.set(code, { code, sroNumber: record.sroNumber ?? code });
  }
  return sros;
}

function notIn(
  these: ReadonlyMap<string, TariffChangeSro>,
  those: ReadonlyMap<string, TariffChangeSro>,
): TariffChangeSro[] {
  return [...these.values()].filter((sro) => !those.has(sro.code));
}

/**
 * The change events of the tariff and of the SROs that cite its lines (issue 46, the feeds): every day on
 * which a tariff line or a citing SRO starts or ends, compared with the day before. The day the tariff's
 * data begins is no change (nothing was in force before it).
 */
export class TariffChangeEvents {
  private readonly commodity = definitionOf('commodity');
  private readonly sro = definitionOf('sro');

  constructor(
    private readonly lines: TariffChangesLines,
    private readonly cache: ReferenceCache,
  ) {}

  /** The change events of a scope ('' for the whole tariff), newest first, at most `limit`. */
  async of(scope: string, limit: number): Promise<TariffChangeEvent[]> {
    const tariff = await this.cache.entityIndex(this.commodity);
    const sros = await this.cache.entityIndex(this.sro);
    const citing = sros.records.filter((record) => sroTariffCodesOf(record).length > 0);
    const days = [...new Set([...changeDaysOf(tariff.records), ...changeDaysOf(citing)])].sort().reverse();
    const events: TariffChangeEvent[] = [];
    for (const date of days) {
      if (events.length >= limit) break;
      const dayBefore = isoDateDayBefore(date);
      const before = await this.lines.linesOn(dayBefore);
      if (before.length === 0) continue;
      const changes = tariffChangesBetween(before, await this.lines.linesOn(date), scope);
      const srosBefore = srosCiting(sros.recordsValidOn(dayBefore), scope);
      const srosAfter = srosCiting(sros.recordsValidOn(date), scope);
      const event = {
        date,
        changes,
        srosStarted: notIn(srosAfter, srosBefore),
        srosEnded: notIn(srosBefore, srosAfter),
      };
      const { started, ended, descriptions, rates } = changes;
      const counts = [started, ended, descriptions, rates, event.srosStarted, event.srosEnded];
      if (counts.some((list) => list.length > 0)) events.push(event);
    }
    return events;
  }
}
