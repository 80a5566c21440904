/**
 * Where a commodity record keeps each rate of the tariff, declared once for the importers, the wire
 * records and the tariff screens. The columns are the portal's (tax01 CD … tax08 TTI), which ASYCUDA-style
 * clients read by position: CD, SD, VAT, AIT and AT in tax01…tax05, EXD (excise, zero in Bangladesh) in
 * tax06, RD in tax07 and the total incidence in tax08. tax09…tax20 hold nothing here and are sent as null.
 */
export const TARIFF_TAX_COLUMNS = {
  CD: 'tax01',
  SD: 'tax02',
  VAT: 'tax03',
  AIT: 'tax04',
  AT: 'tax05',
  EXD: 'tax06',
  RD: 'tax07',
  TTI: 'tax08',
} as const;

export type TariffTaxName = keyof typeof TARIFF_TAX_COLUMNS;
