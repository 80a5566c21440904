import { decimalFromText, type DecimalNumber } from '../exchange/decimalNumber.js';
import type { ReferenceRecord } from '../reference/referenceRecord.js';

/**
 * What a statutory regulatory order (SRO) does to an item's taxes, as its `sro` record states it:
 * `rateCaps` caps rates (`CD:1,VAT:0`: customs duty above 1% and VAT exempted; `*:0` every tax), and
 * `suspendsTaxes` ("true") suspends the taxes against a guarantee (goods under bond) instead of exempting.
 */
export interface TaxReduction {
  readonly sro: string;
  /** Tax code (or `*`, every tax) → the highest rate charged, in percent. */
  readonly caps: ReadonlyMap<string, DecimalNumber>;
  readonly suspends: boolean;
}

const CAP_ENTRY = /^([A-Z][A-Z0-9]*|\*):(\d+(?:\.\d+)?)$/;

/** The reduction an SRO record defines, or undefined when it defines none (or writes it wrongly). */
export function taxReductionOf(record: ReferenceRecord): TaxReduction | undefined {
  const caps = new Map<string, DecimalNumber>();
  const written = (record.rateCaps ?? '').replace(/\s+/g, '');
  for (const entry of written === '' ? [] : written.split(',')) {
    const match = CAP_ENTRY.exec(entry);
    const rate = match ? decimalFromText(match[2] ?? '') : undefined;
    if (!match || !rate) return undefined;
    caps.set(match[1] ?? '', rate);
  }
  const suspends = record.suspendsTaxes?.trim().toLowerCase() === 'true';
  if (caps.size === 0 && !suspends) return undefined;
  return { sro: record.code ?? '', caps, suspends };
}

/** Problems of an SRO record's reduction fields, for its import: a cap that cannot be read. */
export function taxReductionProblems(record: ReferenceRecord): string[] {
  const written = (record.rateCaps ?? '').replace(/\s+/g, '');
  if (written === '') return [];
  return written
    .split(',')
    .filter((entry) => !CAP_ENTRY.test(entry))
    .map((entry) => `rateCaps '${entry}' is not TAX:RATE (CD:1, *:0)`);
}
