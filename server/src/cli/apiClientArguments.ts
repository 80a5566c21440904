import { parseArgs } from 'node:util';
import { isPortalRole, PORTAL_ROLES, type PortalRole } from '@tsw/domain';
import { API_CLIENT_ID_PATTERN } from '../identity/apiClientStore.js';

export const API_CLIENTS_USAGE = `Machine clients of the embedded sign-in: software that reads reference data without a browser.

  npm run api-clients -- create <client-id> --roles <role,role…> [--password-grant [--public]] [--secret-stdin]
  npm run api-clients -- list
  npm run api-clients -- roles <client-id> --roles <role,role…>
  npm run api-clients -- disable <client-id>
  npm run api-clients -- enable <client-id>
  npm run api-clients -- new-secret <client-id> [--secret-stdin]

Roles: ${PORTAL_ROLES.join(', ')}.
A client gets a secret and signs in with client_credentials; its tokens carry its roles. The secret is
printed once; only its hash is stored. --secret-stdin takes the secret from standard input instead (first
line), e.g. the one a deployed Keycloak gave the client, so that its scripts need no change.
--password-grant makes a client that signs users in with their password instead (the portal must run with
AUTH_PASSWORD_GRANT=true): their tokens carry their roles among the client's only. --public leaves it
without a secret, as a Keycloak public client whose scripts send the client_id alone.
The database is the portal's (DATABASE_URL, or the embedded one in DATA_DIR, which must not be in use).`;

export type ApiClientCommand =
  | {
      readonly name: 'create';
      readonly clientId: string;
      readonly roles: readonly PortalRole[];
      readonly passwordGrant: boolean;
      /** No secret: the password grant only. */
      readonly isPublic: boolean;
      readonly secretFromStdin: boolean;
    }
  | { readonly name: 'list' }
  | { readonly name: 'roles'; readonly clientId: string; readonly roles: readonly PortalRole[] }
  | { readonly name: 'disable' | 'enable'; readonly clientId: string }
  | { readonly name: 'new-secret'; readonly clientId: string; readonly secretFromStdin: boolean };

/** What to run, or why not: each problem on its own line. */
export type ApiClientArguments =
  | { readonly ok: true; readonly command: ApiClientCommand }
  | { readonly ok: false; readonly problems: readonly string[]; readonly help: boolean };

const COMMANDS = ['create', 'list', 'roles', 'disable', 'enable', 'new-secret'] as const;

function rolesOf(text: string | undefined, problems: string[]): PortalRole[] {
  const roles = (text ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  const unknown = roles.filter((role) => !isPortalRole(role));
  if (text === undefined || roles.length === 0) {
    problems.push(`--roles: name at least one role (${PORTAL_ROLES.join(', ')}).`);
  } else if (unknown.length > 0) {
    problems.push(`--roles: unknown ${unknown.join(', ')}. Roles: ${PORTAL_ROLES.join(', ')}.`);
  }
  return [...new Set(roles.filter(isPortalRole))];
}

/**
 * Reads the command line of `npm run api-clients`. `portalClientId` is the web front end's client, whose
 * id no machine client may take.
 */
export function apiClientArguments(args: readonly string[], portalClientId: string): ApiClientArguments {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        roles: { type: 'string' },
        'password-grant': { type: 'boolean', default: false },
        public: { type: 'boolean', default: false },
        'secret-stdin': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return { ok: false, problems: [(error as Error).message], help: false };
  }
  const { values, positionals } = parsed;
  const [name, clientId, ...extra] = positionals;
  if (values.help) return { ok: false, problems: [], help: true };
  const command = COMMANDS.find((known) => known === name);
  if (!command) {
    return {
      ok: false,
      problems: [name ? `Unknown command '${name}'.` : 'Name a command.'],
      help: false,
    };
  }
  const problems: string[] = [];
  if (extra.length > 0) problems.push(`Unexpected arguments: ${extra.join(' ')}.`);
  if (command === 'list') {
    if (clientId !== undefined) problems.push(`Unexpected argument: ${clientId}.`);
    return problems.length > 0
      ? { ok: false, problems, help: false }
      : { ok: true, command: { name: 'list' } };
  }
  if (clientId === undefined) {
    problems.push(`${command}: name the client id.`);
  } else if (!API_CLIENT_ID_PATTERN.test(clientId)) {
    problems.push(
      `'${clientId}' is not a client id: 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit.`,
    );
  } else if (clientId === portalClientId) {
    problems.push(`'${clientId}' is the web front end's client (AUTH_CLIENT_ID): choose another id.`);
  }
  const id = clientId ?? '';
  const roles = command === 'create' || command === 'roles' ? rolesOf(values.roles, problems) : [];
  if (command !== 'create' && command !== 'roles' && values.roles !== undefined) {
    problems.push(`--roles does not go with ${command}.`);
  }
  if (command !== 'create' && (values['password-grant'] || values.public)) {
    problems.push(`--password-grant and --public go with create only.`);
  }
  if (values.public && !values['password-grant']) {
    problems.push('--public needs --password-grant: a client without a secret can only sign users in.');
  }
  if (values.public && values['secret-stdin'])
    problems.push('--public and --secret-stdin contradict each other.');
  if (values['secret-stdin'] && command !== 'create' && command !== 'new-secret') {
    problems.push(`--secret-stdin does not go with ${command}.`);
  }
  if (problems.length > 0) return { ok: false, problems, help: false };
  switch (command) {
    case 'create':
      return {
        ok: true,
        command: {
          name: command,
          clientId: id,
          roles,
          passwordGrant: values['password-grant'],
          isPublic: values.public,
          secretFromStdin: values['secret-stdin'],
        },
      };
    case 'roles':
      return { ok: true, command: { name: command, clientId: id, roles } };
    case 'new-secret':
      return { ok: true, command: { name: command, clientId: id, secretFromStdin: values['secret-stdin'] } };
    default:
      return { ok: true, command: { name: command, clientId: id } };
  }
}
