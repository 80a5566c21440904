/**
 * The unique constraint a failed statement broke (PostgreSQL's error 23505, as both the server's driver and
 * PGlite report it), or undefined for any other error: two requests racing for one name meet here, after
 * each checked that the name was free.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return undefined;
  return typeof constraint === 'string' ? constraint : '';
}
