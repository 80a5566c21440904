/**
 * Text operators (STARTS_WITH, CONTAINS, ENDS_WITH, FULL_TEXT) ignore case, as people expect of a search
 * box; EQUALS and IN compare exactly, as codes are compared.
 */
export function foldForMatch(text: string): string {
  // Normalizing costs more than the match itself; ASCII text is already in normal form.
  return NON_ASCII.test(text) ? text.normalize('NFC').toLowerCase() : text.toLowerCase();
}

const NON_ASCII = /[\u0080-\uffff]/;
