/**
 * The database refused a value a request carried (PostgreSQL's data exceptions, as both the server's driver
 * and PGlite report them): a text with the character U+0000, which PostgreSQL's text cannot hold; a number
 * beyond its column; a date that is no date. The request is at fault, not the server: the answer is a 400.
 */
const VALUE_REFUSALS: Readonly<Record<string, string>> = {
  '22021': 'A text holds the character U+0000, or bytes that are not UTF-8, which cannot be stored.',
  '22P05': 'A text holds a character that cannot be stored.',
  '22003': 'A number is out of the range that can be stored.',
  '22008': 'A date or time is out of range.',
  '22007': 'A date or time is not valid.',
  '22P02': 'A value is not of the kind expected.',
};

/** What was wrong with the value, or undefined when the error is no refusal of a value. */
export function refusedValueOf(error: unknown): string | undefined {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' ? VALUE_REFUSALS[code] : undefined;
}
