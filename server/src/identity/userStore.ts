import { randomUUID } from 'node:crypto';
import { normalizedEmail, normalizedUsername, type IdentityRoles } from '@tsw/domain';
import type { SqlExecutor } from '../database/database.js';
import { hashPassword } from './passwordHash.js';
import { violatedUniqueConstraint } from '../database/uniqueViolation.js';

/** Realm roles are stored under this client id (Keycloak's `realm_access`). */
const REALM_ROLE_CLIENT = '';

export interface PortalUser extends IdentityRoles {
  readonly id: string;
  readonly username: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly emailVerified: boolean;
  readonly passwordHash: string;
  /** An administrator disabled the account: it cannot sign in (`npm run users -- disable`). */
  readonly disabled: boolean;
}

interface UserRow {
  id: string;
  username: string;
  email: string;
  given_name: string;
  family_name: string;
  email_verified: boolean;
  password_hash: string;
  disabled: boolean;
}

export interface NewUser {
  readonly username: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly password: string;
  /** Roles per client id. */
  readonly clientRoles: Readonly<Record<string, readonly string[]>>;
  readonly realmRoles?: readonly string[];
}

export class UserTakenError extends Error {
  constructor(readonly field: 'username' | 'email') {
    super(`That ${field} is already taken.`);
  }
}

async function rolesOf(executor: SqlExecutor, userId: string): Promise<IdentityRoles> {
  const rows = await executor.query<{ client_id: string; role: string }>(
    'select client_id, role from app_user_role where user_id = $1 order by client_id, role',
    [userId],
  );
  const clientRoles: Record<string, string[]> = {};
  const realmRoles: string[] = [];
  for (const row of rows) {
    if (row.client_id === REALM_ROLE_CLIENT) realmRoles.push(row.role);
    else (clientRoles[row.client_id] ??= []).push(row.role);
  }
  return { realmRoles, clientRoles };
}

async function userOfRow(executor: SqlExecutor, row: UserRow | undefined): Promise<PortalUser | undefined> {
  if (!row) return undefined;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.given_name,
    lastName: row.family_name,
    emailVerified: row.email_verified,
    passwordHash: row.password_hash,
    disabled: row.disabled,
    ...(await rolesOf(executor, row.id)),
  };
}

const USER_COLUMNS =
  'id, username, email, given_name, family_name, email_verified, password_hash, disabled_at is not null as disabled';

export async function userById(executor: SqlExecutor, id: string): Promise<PortalUser | undefined> {
  // Subjects of another realm's tokens need not be UUIDs; they simply are not ours.
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await executor.query<UserRow>(`select ${USER_COLUMNS} from app_user where id = $1`, [id]);
  return userOfRow(executor, row);
}

/** Signing in takes the username or the email address. */
export async function userByLogin(executor: SqlExecutor, login: string): Promise<PortalUser | undefined> {
  const [row] = await executor.query<UserRow>(
    `select ${USER_COLUMNS} from app_user where username = $1 or email = $2 limit 1`,
    [normalizedUsername(login), normalizedEmail(login)],
  );
  return userOfRow(executor, row);
}

/**
 * Whether an enabled administrator of `clientId` other than `userId` remains. Their rows are locked, in one
 * order: of two administrators demoting or disabling each other at once, the second waits for the first,
 * then finds itself the last (a count alone let both pass). Call it within the change's transaction.
 */
export async function otherEnabledAdministratorExists(
  transaction: SqlExecutor,
  clientId: string,
  userId: string,
): Promise<boolean> {
  const administrators = await transaction.query<{ user_id: string }>(
    `select role.user_id from app_user_role role join app_user account on account.id = role.user_id
     where role.client_id = $1 and role.role = 'administrator' and account.disabled_at is null
     order by role.user_id for update`,
    [clientId],
  );
  return administrators.some((row) => row.user_id !== userId);
}

export async function listUsers(executor: SqlExecutor): Promise<PortalUser[]> {
  const rows = await executor.query<UserRow>(`select ${USER_COLUMNS} from app_user order by username`);
  return Promise.all(rows.map(async (row) => (await userOfRow(executor, row)) as PortalUser));
}

/** Creates an account with its roles; a taken username or email throws UserTakenError. */
export async function createUser(executor: SqlExecutor, user: NewUser): Promise<PortalUser> {
  const username = normalizedUsername(user.username);
  const email = normalizedEmail(user.email);
  const [taken] = await executor.query<{ username: string }>(
    'select username from app_user where username = $1 or email = $2 limit 1',
    [username, email],
  );
  if (taken) throw new UserTakenError(taken.username === username ? 'username' : 'email');
  const id = randomUUID();
  const passwordHash = await hashPassword(user.password);
  try {
    await executor.query(
      `insert into app_user (id, username, email, given_name, family_name, password_hash)
       values ($1, $2, $3, $4, $5, $6)`,
      [id, username, email, user.firstName.trim(), user.lastName.trim(), passwordHash],
    );
  } catch (error) {
    // Two sign-ups racing for one name: the database's unique constraint decides.
    const violated = violatedUniqueConstraint(error);
    if (violated !== undefined) throw new UserTakenError(violated.includes('email') ? 'email' : 'username');
    throw error;
  }
  await replaceRoles(executor, id, user.clientRoles, user.realmRoles ?? []);
  return (await userById(executor, id)) as PortalUser;
}

export async function replaceRoles(
  executor: SqlExecutor,
  userId: string,
  clientRoles: Readonly<Record<string, readonly string[]>>,
  realmRoles: readonly string[],
): Promise<void> {
  await executor.query('delete from app_user_role where user_id = $1', [userId]);
  const pairs = [
    ...realmRoles.map((role) => [REALM_ROLE_CLIENT, role] as const),
    ...Object.entries(clientRoles).flatMap(([client, roles]) => roles.map((role) => [client, role] as const)),
  ];
  for (const [client, role] of pairs) {
    await executor.query(
      'insert into app_user_role (user_id, client_id, role) values ($1, $2, $3) on conflict do nothing',
      [userId, client, role],
    );
  }
}

export async function updateNames(
  executor: SqlExecutor,
  userId: string,
  names: { firstName: string; lastName: string },
): Promise<void> {
  await executor.query(
    'update app_user set given_name = $2, family_name = $3, updated_at = now() where id = $1',
    [userId, names.firstName.trim(), names.lastName.trim()],
  );
}

/** Stores a password's hash (hashed beforehand: scrypt takes long to hold a transaction open). */
export async function setPasswordHash(
  executor: SqlExecutor,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await executor.query('update app_user set password_hash = $2, updated_at = now() where id = $1', [
    userId,
    passwordHash,
  ]);
}
