/**
 * A freight container's number (ISO 6346): owner code (three letters), category (U, J or Z), six digits
 * and a check digit. The check digit catches most misread or swapped characters on a bill of lading.
 */
const CONTAINER_NUMBER = /^([A-Z]{3}[UJZ])(\d{6})(\d)$/;

/** Letters count from 10 and skip the multiples of 11 (11, 22, 33), as ISO 6346 says. */
function containerCharacterValue(character: string): number {
  if (/\d/.test(character)) return Number(character);
  let value = 10;
  for (let code = 'A'.charCodeAt(0); code < character.charCodeAt(0); code += 1) {
    value += 1;
    if (value % 11 === 0) value += 1;
  }
  return value;
}

/** The check digit of the first ten characters: each value times 2 to the power of its place, mod 11, mod 10. */
export function containerCheckDigit(tenCharacters: string): number {
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    sum += containerCharacterValue(tenCharacters[index] ?? '0') * 2 ** index;
  }
  return (sum % 11) % 10;
}

/** The number in capitals without spaces when it is a valid one, else undefined. */
export function containerNumberFrom(text: string): string | undefined {
  const number = text.replace(/[\s-]/g, '').toUpperCase();
  const match = CONTAINER_NUMBER.exec(number);
  if (!match) return undefined;
  return containerCheckDigit(number.slice(0, 10)) === Number(match[3]) ? number : undefined;
}
