/*
 * The key conventions of the HS code finder's wire (§7): requests in snake_case, answers in camelCase. A
 * conversion never merges two keys into one (§8): `{ hs_code, hsCode }` has no camelCase form, and saying
 * so beats keeping whichever came last.
 */

/** Two keys of one object that a conversion would make one. */
export class KeyCaseCollisionError extends Error {
  constructor(
    readonly key: string,
    readonly convertedKey: string,
  ) {
    super(`Converting the key "${key}" to "${convertedKey}" would overwrite another key.`);
    this.name = 'KeyCaseCollisionError';
  }
}

/** hs_code → hsCode; a key already in camelCase, and leading underscores, stay as they are. */
export function camelCaseKey(key: string): string {
  return key.replace(/(?<=[A-Za-z0-9])_+([a-z0-9])/g, (_match, next: string) => next.toUpperCase());
}

/** hsCode → hs_code; a key already in snake_case stays as it is. */
export function snakeCaseKey(key: string): string {
  return key.replace(/(?<=[a-z0-9])([A-Z])/g, (_match, capital: string) => `_${capital.toLowerCase()}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A value with every object key, at any depth, converted by `convert`; arrays keep their order. */
export function keysConverted(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => keysConverted(item, convert));
  if (!isPlainObject(value)) return value;
  const converted: Record<string, unknown> = {};
  const sourceOf = new Map<string, string>();
  for (const [key, item] of Object.entries(value)) {
    const next = convert(key);
    const earlier = sourceOf.get(next);
    // Name the key that moved: the other one may already have been in the wanted case.
    if (earlier !== undefined) throw new KeyCaseCollisionError(key === next ? earlier : key, next);
    sourceOf.set(next, key);
    // A key named __proto__ would set the prototype, not a key.
    Object.defineProperty(converted, next, {
      value: keysConverted(item, convert),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return converted;
}

/** An answer as the client reads it: camelCase keys. */
export const keysToCamelCase = (value: unknown): unknown => keysConverted(value, camelCaseKey);

/** A request as the service reads it: snake_case keys. */
export const keysToSnakeCase = (value: unknown): unknown => keysConverted(value, snakeCaseKey);
