/** Bengali and Arabic-Indic digits read as the digits they are (০১০১ is 0101), for codes and amounts typed in either script. */
export function asciiDigits(text: string): string {
  return text
    .replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6))
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
}
