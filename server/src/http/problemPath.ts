/**
 * "/restrictions/0/value" → "restrictions[0].value": a JSON pointer from a schema check, as the problems of a
 * request name their bad part (the API's 400s and the MCP tools' refusals alike).
 */
export function problemPathOfPointer(pointer: string): string {
  return pointer
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('')
    .replace(/^\./, '');
}
