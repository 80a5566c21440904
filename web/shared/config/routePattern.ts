/**
 * A route pattern ("/:lang/news/:slug") matched against a decoded path, as React Router matches its own
 * routes (trailing slashes ignored, case kept): the parameters, or undefined when it does not match. The
 * information site has no router of its own; this is all of one it needs.
 */
export function routePatternMatch(
  pattern: string,
  path: string,
): Readonly<Record<string, string>> | undefined {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = value;
    else if (segment !== value) return undefined;
  }
  return params;
}
