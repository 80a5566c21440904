import type { ReferenceRecord } from '../reference/referenceRecord.js';

/** A code an SRO may cite: a chapter, a heading, a subheading or a line (2 to 12 digits). */
const CITED_CODE = /^\d{2,12}$/;

/**
 * The tariff codes an SRO record cites (its `tariffCodes`: codes separated by spaces or commas), in the
 * order written; none when the order names no line (most apply through their procedure code alone).
 */
export function sroTariffCodesOf(record: ReferenceRecord): string[] {
  const text = record.tariffCodes;
  return typeof text === 'string' ? text.split(/[\s,]+/).filter((code) => code !== '') : [];
}

/** The cited codes that are not codes: what an import of SROs refuses. */
export function sroTariffCodesProblems(record: ReferenceRecord): string[] {
  return sroTariffCodesOf(record)
    .filter((code) => !CITED_CODE.test(code))
    .map((code) => `tariffCodes: “${code}” is not a tariff code (2 to 12 digits)`);
}

/** Whether an SRO citing `codes` concerns the part of the tariff under `scope` ('' for all of it). */
export function sroCitesScope(codes: readonly string[], scope: string): boolean {
  return codes.some((code) => code.startsWith(scope) || scope.startsWith(code));
}
