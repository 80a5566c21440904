/**
 * A ship's two identities: the IMO number (Lloyd's number), given once for the hull's life, and the MMSI
 * its radio transmits, whose first digits (the MID) name the flag's country.
 */

/** `IMO 9321483` or `9321483`: seven digits, the last a check digit. */
const IMO_NUMBER = /^(?:IMO\s?)?(\d{7})$/i;

/**
 * The IMO check digit: the first six digits weighted 7 down to 2, summed; the sum's last digit is the
 * seventh (IMO resolution A.1117(30)).
 */
export function imoCheckDigit(sixDigits: string): number {
  let sum = 0;
  for (let index = 0; index < 6; index += 1) sum += Number(sixDigits[index]) * (7 - index);
  return sum % 10;
}

export type VesselIdentityProblemCode = 'IMO_NUMBER_FORM' | 'IMO_CHECK_DIGIT' | 'MMSI_FORM' | 'MMSI_COUNTRY';

/** The IMO number's seven digits (without the `IMO` prefix), or the reason it is not one. */
export function imoNumberFrom(
  text: string,
):
  | { readonly ok: true; readonly imoNumber: string }
  | { readonly ok: false; readonly code: VesselIdentityProblemCode } {
  const digits = IMO_NUMBER.exec(text.trim())?.[1];
  if (!digits) return { ok: false, code: 'IMO_NUMBER_FORM' };
  if (imoCheckDigit(digits) !== Number(digits[6])) return { ok: false, code: 'IMO_CHECK_DIGIT' };
  return { ok: true, imoNumber: digits };
}

/** The Maritime Identification Digits of the ITU given to countries: 201 (Albania) to 775 (Venezuela). */
export const MMSI_COUNTRY_DIGITS = { first: 201, last: 775 } as const;

/**
 * A ship station's MMSI: nine digits, the first three its country's MID (ITU-R M.585). Coast stations (00…),
 * groups (0…), SAR aircraft (111…) and devices (97…, 98…, 99…) carry other forms and are no ship's.
 */
export function mmsiFrom(
  text: string,
):
  | { readonly ok: true; readonly mmsi: string; readonly mid: number }
  | { readonly ok: false; readonly code: VesselIdentityProblemCode } {
  const mmsi = text.trim();
  if (!/^\d{9}$/.test(mmsi)) return { ok: false, code: 'MMSI_FORM' };
  const mid = Number(mmsi.slice(0, 3));
  if (mid < MMSI_COUNTRY_DIGITS.first || mid > MMSI_COUNTRY_DIGITS.last)
    return { ok: false, code: 'MMSI_COUNTRY' };
  return { ok: true, mmsi, mid };
}

/** The messages of the problems above, in English, for the API's readers and the import's report. */
export const VESSEL_IDENTITY_MESSAGES: Readonly<Record<VesselIdentityProblemCode, string>> = {
  IMO_NUMBER_FORM: 'An IMO number is seven digits (IMO 9321483).',
  IMO_CHECK_DIGIT: "The IMO number's last digit does not match its check digit.",
  MMSI_FORM: 'An MMSI is nine digits.',
  MMSI_COUNTRY: `An MMSI's first three digits name the flag's country: ${MMSI_COUNTRY_DIGITS.first} to ${MMSI_COUNTRY_DIGITS.last}.`,
};
