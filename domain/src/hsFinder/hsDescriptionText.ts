/**
 * Markup that is no part of the goods: a script or style block whole (its code is not a description), a
 * comment, then any tag. "<b>cotton shirts</b>" is cotton shirts; "<script>alert(1)</script>" is nothing,
 * where the model once read "ale" in "alert" and offered beer.
 */
const MARKUP = [
  /<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/giu,
  /<!--[\s\S]*?(?:-->|$)/gu,
  /<\/?[a-z][^<>]*>/giu,
] as const;

/** A description as the HS finder classifies it: without markup, its spaces collapsed. */
export function hsDescriptionText(description: string): string {
  let text = description;
  for (const markup of MARKUP) text = text.replace(markup, ' ');
  return text.replace(/\s+/gu, ' ').trim();
}

/** Whether a description still names anything once its markup is gone: a letter or a digit. */
export function hsDescriptionHasWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}
