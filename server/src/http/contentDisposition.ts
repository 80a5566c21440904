/**
 * A Content-Disposition header naming a file (RFC 6266): `filename*` carries the real name in UTF-8
 * (RFC 5987), and `filename` an ASCII stand-in for clients that read only that one: each character outside
 * printable ASCII, and the quote and backslash that would end or escape the quoted string, becomes `_`.
 */
export function contentDispositionOf(disposition: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/gu, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${rfc5987Encoded(fileName)}`;
}

/** Percent-encoding as RFC 5987's attr-char allows: encodeURIComponent leaves ' ( ) * unescaped. */
function rfc5987Encoded(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
