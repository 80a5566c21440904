/**
 * A page's path as the site keys it, from a request's path: percent-decoded (Bengali slugs), NFC, without
 * a trailing slash. Undefined when the path is not readable text.
 */
export function sitePathOf(requestPath: string): string | undefined {
  try {
    const decoded = decodeURIComponent(requestPath).normalize('NFC');
    return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  } catch {
    return undefined;
  }
}
