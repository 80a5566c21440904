import { readFileSync } from 'node:fs';
import { configFromEnvironment, issuerOf, type Config } from '../config/config.js';
import type { Database } from '../database/database.js';
import { migrateDatabase } from '../database/migrate.js';
import { openDatabase } from '../database/openDatabase.js';
import {
  API_CLIENT_SECRET_MIN_LENGTH,
  apiClientById,
  createApiClient,
  listApiClients,
  newApiClientSecret,
  updateApiClient,
  type ApiClient,
} from '../identity/apiClientStore.js';
import { IDENTITY_PATHS } from '../identity/identityPaths.js';
import { API_CLIENTS_USAGE, apiClientArguments, type ApiClientCommand } from './apiClientArguments.js';
import { runCommandLine } from './commandLine.js';

/** The secret from standard input (its first line), or why it will not do. */
function secretFromStdin(): string | Error {
  const secret = readFileSync(0, 'utf8').split(/\r?\n/)[0] ?? '';
  return secret.length >= API_CLIENT_SECRET_MIN_LENGTH
    ? secret
    : new Error(`The secret on standard input needs at least ${API_CLIENT_SECRET_MIN_LENGTH} characters.`);
}

function describe(client: ApiClient): string {
  const grant = client.passwordGrant ? 'password grant' : 'client_credentials';
  return `${client.clientId}  ${client.enabled ? 'enabled' : 'DISABLED'}  ${client.secretHash ? 'confidential' : 'public'}  ${grant}  roles: ${client.roles.join(', ')}`;
}

/** Prints a secret once, with where to use it. */
function printSecret(config: Config, clientId: string, secret: string | undefined): void {
  console.log(`client_id:      ${clientId}`);
  if (secret !== undefined) console.log(`client_secret:  ${secret}`);
  console.log(`token endpoint: ${issuerOf(config.identity)}${IDENTITY_PATHS.token}`);
  if (secret !== undefined) {
    console.log('Keep the secret safe: it is shown only now (the portal keeps its hash).');
  }
}

async function run(database: Database, config: Config, command: ApiClientCommand): Promise<number> {
  switch (command.name) {
    case 'list': {
      const clients = await listApiClients(database);
      for (const client of clients) console.log(describe(client));
      if (clients.length === 0) console.log('No API clients yet.');
      return 0;
    }
    case 'create': {
      const given = command.secretFromStdin ? secretFromStdin() : undefined;
      if (given instanceof Error) {
        console.error(given.message);
        return 2;
      }
      const secret = command.isPublic ? undefined : (given ?? newApiClientSecret());
      const client = await createApiClient(database, {
        clientId: command.clientId,
        secret,
        roles: command.roles,
        passwordGrant: command.passwordGrant,
      });
      console.log(`Created ${describe(client)}`);
      printSecret(config, client.clientId, given === undefined ? secret : undefined);
      if (command.passwordGrant && !config.identity.passwordGrant) {
        console.log('Note: the portal serves the password grant only with AUTH_PASSWORD_GRANT=true.');
      }
      return 0;
    }
    case 'new-secret': {
      const client = await apiClientById(database, command.clientId);
      if (!client?.secretHash) {
        console.error(
          client
            ? `${client.clientId} is a public client: it has no secret.`
            : `No client '${command.clientId}'.`,
        );
        return 1;
      }
      const given = command.secretFromStdin ? secretFromStdin() : undefined;
      if (given instanceof Error) {
        console.error(given.message);
        return 2;
      }
      const secret = given ?? newApiClientSecret();
      await updateApiClient(database, client.clientId, { secret });
      console.log(`New secret for ${client.clientId}; the previous one no longer signs in.`);
      if (given === undefined) printSecret(config, client.clientId, secret);
      return 0;
    }
    default: {
      const change =
        command.name === 'roles' ? { roles: command.roles } : { enabled: command.name === 'enable' };
      if (!(await updateApiClient(database, command.clientId, change))) {
        console.error(`No client '${command.clientId}'.`);
        return 1;
      }
      const client = await apiClientById(database, command.clientId);
      // Tokens already issued stay valid until they expire (AUTH_ACCESS_TOKEN_SECONDS).
      if (client) console.log(describe(client));
      return 0;
    }
  }
}

async function main(): Promise<number> {
  const config = configFromEnvironment(process.env);
  const parsed = apiClientArguments(process.argv.slice(2), config.identity.clientId);
  if (!parsed.ok) {
    for (const problem of parsed.problems) console.error(problem);
    console.error(`${parsed.problems.length > 0 ? '\n' : ''}${API_CLIENTS_USAGE}`);
    return parsed.help ? 0 : 2;
  }
  if (!config.identity.embedded) {
    console.error(
      `The portal signs in with ${config.identity.authServerUrl} (AUTH_SERVER_URL): make API clients in that realm.`,
    );
    return 2;
  }
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    return await run(database, config, parsed.command);
  } finally {
    await database.close();
  }
}

runCommandLine(main);
