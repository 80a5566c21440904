/**
 * The query string that expresses `wanted` (empty values dropped, keys sorted so that equal sets compare
 * equal), or null when `current` already says the same: callers navigate only on a change.
 */
export function searchMatching(
  current: string,
  wanted: Readonly<Record<string, string | number | null | undefined>>,
): string | null {
  const next = new URLSearchParams();
  for (const key of Object.keys(wanted).sort()) {
    const value = wanted[key];
    if (value !== null && value !== undefined && value !== '') next.set(key, String(value));
  }
  const present = new URLSearchParams(current);
  present.sort();
  const nextText = next.toString();
  return present.toString() === nextText ? null : nextText ? `?${nextText}` : '';
}
