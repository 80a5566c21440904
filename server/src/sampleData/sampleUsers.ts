import { randomBytes } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';
import type { PortalRole } from '@tsw/domain';
import { isLoopbackUrl } from '../config/loopbackAddress.js';
import type { Database } from '../database/database.js';
import { passwordMatches } from '../identity/passwordHash.js';
import { changePassword } from '../identity/accountRevocation.js';
import { createUser, userByLogin } from '../identity/userStore.js';

/**
 * One sample account per role, for trying the portal; their published passwords are in docs/signing-in.md.
 * They are created only with SAMPLE_DATA on, on a database without accounts: a deployment creates its own
 * administrator with `npm run users -- add` and turns sample data off.
 */
export const SAMPLE_USERS: readonly {
  username: string;
  role: PortalRole;
  firstName: string;
  lastName: string;
}[] = [
  { username: 'trader', role: 'trader', firstName: 'Sample', lastName: 'Trader' },
  { username: 'declarant', role: 'declarant', firstName: 'Sample', lastName: 'Declarant' },
  { username: 'officer', role: 'customs-officer', firstName: 'Sample', lastName: 'Officer' },
  { username: 'rates', role: 'rates-publisher', firstName: 'Sample', lastName: 'Rates Desk' },
  { username: 'editor', role: 'content-editor', firstName: 'Sample', lastName: 'Editor' },
  { username: 'guide', role: 'guide-editor', firstName: 'Sample', lastName: 'Guide Editor' },
  { username: 'helpdesk', role: 'help-desk', firstName: 'Sample', lastName: 'Help Desk' },
  { username: 'admin', role: 'administrator', firstName: 'Sample', lastName: 'Administrator' },
];

/** Every sample password is the username followed by "-sample". */
export function samplePasswordOf(username: string): string {
  return `${username}-sample`;
}

/** A sample account and the password it was given. */
export interface SampleAccount {
  readonly username: string;
  readonly password: string;
}

/**
 * Published passwords only where nobody else reaches the portal (PUBLIC_URL on this machine, as the
 * one-command first start has it); anywhere else each account gets a random one, told once at start.
 */
export function samplePasswordsArePublishable(publicUrl: string): boolean {
  return isLoopbackUrl(publicUrl);
}

function randomSamplePassword(): string {
  return randomBytes(12).toString('base64url');
}

/** Creates the sample accounts on a database without accounts; returns them (none if there were accounts). */
export async function createSampleUsersIfNone(
  database: Database,
  clientId: string,
  options: { publishedPasswords: boolean },
): Promise<SampleAccount[]> {
  const [row] = await database.query<{ count: number }>('select count(*)::int as count from app_user');
  if ((row?.count ?? 0) > 0) return [];
  const created = SAMPLE_USERS.map((user) => ({
    user,
    password: options.publishedPasswords ? samplePasswordOf(user.username) : randomSamplePassword(),
  }));
  await database.transaction(async (transaction) => {
    for (const { user, password } of created) {
      await createUser(transaction, {
        ...user,
        email: `${user.username}@sample.invalid`,
        password,
        clientRoles: { [clientId]: [user.role] },
        realmRoles: ['offline_access'],
      });
    }
  });
  return created.map(({ user, password }) => ({ username: user.username, password }));
}

/**
 * Gives each sample account that still has its published password a random one, and returns those: a start
 * on an address others reach runs it, so that a database first started on this machine and then put online
 * keeps no published password.
 */
export async function replacePublishedSamplePasswords(database: Database): Promise<SampleAccount[]> {
  const replaced: SampleAccount[] = [];
  for (const { username } of SAMPLE_USERS) {
    const user = await userByLogin(database, username);
    if (!user || !(await passwordMatches(samplePasswordOf(username), user.passwordHash))) continue;
    const password = randomSamplePassword();
    // Whoever signed in with the published password is signed out.
    await changePassword(database, user.id, password);
    replaced.push({ username, password });
  }
  return replaced;
}

/** The file, in DATA_DIR, that keeps the random sample passwords, for the portal's own system user alone. */
export const SAMPLE_ACCOUNTS_FILE = 'sample-accounts.txt';

/**
 * Adds the sample accounts given random passwords to `SAMPLE_ACCOUNTS_FILE` in `directory`, which only the
 * portal's system user may read, and returns what the start prints: where they are, not the passwords. The
 * start's output is often a log that others read, kept or shipped elsewhere. A start that gives more
 * passwords adds them below the ones before, which stay.
 */
export async function writeSampleAccountsFile(
  accounts: readonly SampleAccount[],
  options: { publicUrl: string; directory: string; now: Date },
): Promise<string> {
  const width = Math.max(...accounts.map((account) => account.username.length));
  const text = [
    `Sample accounts at ${options.publicUrl}, given random passwords on ${options.now.toISOString()}:`,
    ...accounts.map((account) => `  ${account.username.padEnd(width)}  ${account.password}`),
    '',
  ].join('\n');
  await mkdir(options.directory, { recursive: true });
  const path = join(options.directory, SAMPLE_ACCOUNTS_FILE);
  const file = await open(path, 'a', 0o600);
  try {
    // A file made before, or by hand, keeps its mode when opened: it is narrowed before anything is written.
    await file.chmod(0o600);
    await file.appendFile(text);
  } finally {
    await file.close();
  }
  return [
    `Sample accounts at ${options.publicUrl}, an address others reach, have random passwords: see ${path}`,
    '(readable by this system user only). Change them on the account page; a real deployment starts with',
    'SAMPLE_DATA=false (docs/signing-in.md).',
    '',
  ].join('\n');
}
