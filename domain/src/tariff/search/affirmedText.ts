/**
 * Where a tariff text says what it does not cover: from "not", "other than", "excluding", "excl." or
 * "except" to the next punctuation ("not containing biodiesel", "other than crude"). "Whether or not"
 * qualifies rather than excludes ("whether or not roasted" covers roasted coffee): it is kept.
 */
const NEGATED_SPAN = /(?<!\bor\s)\b(?:not|other\s+than|excluding|excl|except)\b[^,;:()]*/giu;

/**
 * A tariff text without the goods it excludes, as the search reads it: petroleum oils "not crude" are not
 * found by "crude oil", nor those "not containing biodiesel" by "biodiesel". The text shown is unchanged.
 */
export function affirmedText(text: string): string {
  return text.replace(NEGATED_SPAN, ' ');
}
