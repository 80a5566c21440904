import { entityDefinition, recordKey, recordProblems, type IsoDate, type ReferenceRecord } from '@tsw/domain';

/** One period of an entity that the first start loads: real data we ship, or the sample we wrote. */
export interface FirstStartPeriod {
  readonly entity: string;
  readonly validFrom: IsoDate;
  readonly records: readonly ReferenceRecord[];
  /** Shown to users as the data set's source. */
  readonly source: string;
  readonly sample: boolean;
}

/** What is wrong with a period we ship; our own files must pass the checks any import passes. */
export function firstStartPeriodProblems(period: FirstStartPeriod): string[] {
  const definition = entityDefinition(period.entity);
  if (!definition) return [`${period.entity}: no such entity`];
  const keys = new Set<string>();
  const problems: string[] = [];
  period.records.forEach((record, index) => {
    for (const problem of recordProblems(definition, record)) {
      problems.push(`${period.entity} ${period.validFrom} #${index + 1}: ${problem}`);
    }
    const key = recordKey(definition, record);
    if (keys.has(key)) problems.push(`${period.entity} ${period.validFrom} #${index + 1}: duplicate ${key}`);
    keys.add(key);
  });
  return problems;
}
