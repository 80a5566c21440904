import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PortalRole } from '@tsw/domain';
import type { SqlExecutor } from '../database/database.js';

/** A client id: as Keycloak allows them in practice, and safe in a URL, a header and a log line. */
export const API_CLIENT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
/** Bytes of a secret the portal makes: 256 bits, beyond any guessing. */
const SECRET_BYTES = 32;
/** A secret brought from another server (a deployed Keycloak's) is at least this long. */
export const API_CLIENT_SECRET_MIN_LENGTH = 16;

/** A machine client of the embedded provider (Keycloak's confidential or public API client). */
export interface ApiClient {
  readonly clientId: string;
  /** `sha256$…` of the secret; undefined for a public client, which may use the password grant only. */
  readonly secretHash: string | undefined;
  /** The portal roles it holds: those of its client_credentials tokens, the limit of its password grants. */
  readonly roles: readonly PortalRole[];
  /** Made for the password grant: it signs users in, and gets no client_credentials token. */
  readonly passwordGrant: boolean;
  readonly enabled: boolean;
}

interface ApiClientRow {
  client_id: string;
  secret_hash: string | null;
  roles: PortalRole[];
  password_grant: boolean;
  enabled: boolean;
}

const COLUMNS = 'client_id, secret_hash, roles, password_grant, enabled';

function clientOfRow(row: ApiClientRow): ApiClient {
  return {
    clientId: row.client_id,
    secretHash: row.secret_hash ?? undefined,
    roles: [...row.roles],
    passwordGrant: row.password_grant,
    enabled: row.enabled,
  };
}

class ApiClientTakenError extends Error {
  constructor(clientId: string) {
    super(`A client named '${clientId}' already exists.`);
  }
}

/** A new random secret, as the portal hands it out once. */
export function newApiClientSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

/**
 * SHA-256, not scrypt: a secret made here carries 256 random bits (and one brought along at least 16
 * characters), so a slow hash adds nothing against guessing, and every token request checks it.
 */
function apiClientSecretHash(secret: string): string {
  return `sha256$${createHash('sha256').update(secret, 'utf8').digest('base64url')}`;
}

export function apiClientSecretMatches(secret: string, stored: string | undefined): boolean {
  if (!stored) return false;
  const expected = Buffer.from(stored);
  const actual = Buffer.from(apiClientSecretHash(secret));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export async function apiClientById(executor: SqlExecutor, clientId: string): Promise<ApiClient | undefined> {
  // PostgreSQL's text holds no U+0000: a client id with it (sent as "%00") names no client.
  if (clientId.includes('\u0000')) return undefined;
  const [row] = await executor.query<ApiClientRow>(`select ${COLUMNS} from api_client where client_id = $1`, [
    clientId,
  ]);
  return row ? clientOfRow(row) : undefined;
}

export async function listApiClients(executor: SqlExecutor): Promise<ApiClient[]> {
  const rows = await executor.query<ApiClientRow>(`select ${COLUMNS} from api_client order by client_id`);
  return rows.map(clientOfRow);
}

/** Stores a new client; its secret (undefined for a public client) is kept only as a hash. */
export async function createApiClient(
  executor: SqlExecutor,
  client: {
    clientId: string;
    secret: string | undefined;
    roles: readonly PortalRole[];
    passwordGrant: boolean;
  },
): Promise<ApiClient> {
  const [row] = await executor.query<ApiClientRow>(
    `insert into api_client (client_id, secret_hash, roles, password_grant) values ($1, $2, $3, $4)
     on conflict (client_id) do nothing
     returning ${COLUMNS}`,
    [
      client.clientId,
      client.secret === undefined ? null : apiClientSecretHash(client.secret),
      [...new Set(client.roles)],
      client.passwordGrant,
    ],
  );
  if (!row) throw new ApiClientTakenError(client.clientId);
  return clientOfRow(row);
}

/** Changes what a client may do; false when there is no such client. */
export async function updateApiClient(
  executor: SqlExecutor,
  clientId: string,
  change: { roles?: readonly PortalRole[]; enabled?: boolean; secret?: string },
): Promise<boolean> {
  const rows = await executor.query<{ client_id: string }>(
    `update api_client set
       roles = coalesce($2, roles),
       enabled = coalesce($3, enabled),
       secret_hash = coalesce($4, secret_hash),
       updated_at = now()
     where client_id = $1
     returning client_id`,
    [
      clientId,
      change.roles ? [...new Set(change.roles)] : null,
      change.enabled ?? null,
      change.secret === undefined ? null : apiClientSecretHash(change.secret),
    ],
  );
  return rows.length > 0;
}
