import type { IsoDate, ReferenceRecord } from '@tsw/domain';
import { referenceSearch } from './referenceSearch';

/** What a screen reads of a customs rate: the currency, its names, the rate and its days of validity. */
export const CUSTOMS_RATE_FIELDS = [
  'code',
  'description',
  'descriptionTranslated',
  'rate',
  'validFromDate',
  'validToDate',
];

/**
 * The customs rate record of one currency in force on a date (national currency per unit, as `rate`), or
 * undefined when none applies: what the converter multiplies by and the tax simulation shows before it runs.
 */
export async function customsRateOn(
  serviceUrl: string,
  code: string,
  validityDate: IsoDate,
  accessToken: string | null,
): Promise<ReferenceRecord | undefined> {
  const answer = await referenceSearch(
    serviceUrl,
    'exchangeRate',
    {
      max: 1,
      restrictions: [{ field: 'code', operator: 'EQUALS', value: code }],
      selectFields: CUSTOMS_RATE_FIELDS,
      meta: { validityDate },
    },
    accessToken,
  );
  return answer.resultList[0];
}
