import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with a random salt per password. N = 2^15 costs about 32 MiB and some tens of milliseconds per
 * check: cheap for one sign-in, dear for a guesser. The parameters travel with each hash, so they can
 * grow later without invalidating stored passwords.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function maxmemFor(options: { N: number; r: number }): number {
  return 256 * options.N * options.r;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, { ...COST, maxmem: maxmemFor(COST) });
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), {
    ...options,
    maxmem: maxmemFor(options),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of no password at all: checked against when the username is unknown, so timing tells nothing. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(12).toString('base64url'));
  return decoyHash;
}
