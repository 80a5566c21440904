import { randomBytes } from 'node:crypto';
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

/** What the start prints, once, about sample accounts given random passwords. */
export function sampleAccountsNotice(accounts: readonly SampleAccount[], publicUrl: string): string {
  const width = Math.max(...accounts.map((account) => account.username.length));
  return [
    `Sample accounts at ${publicUrl}, an address others reach, have random passwords, shown this once:`,
    ...accounts.map((account) => `  ${account.username.padEnd(width)}  ${account.password}`),
    'Change them on the account page; a real deployment starts with SAMPLE_DATA=false (docs/signing-in.md).',
    '',
  ].join('\n');
}
