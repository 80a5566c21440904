import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isPortalRole, passwordProblems, PORTAL_ROLES, signUpProblems } from '@tsw/domain';
import { configFromEnvironment } from '../config/config.js';
import type { Database } from '../database/database.js';
import { migrateDatabase } from '../database/migrate.js';
import { openDatabase } from '../database/openDatabase.js';
import { revokeSessions, setAccountDisabled } from '../identity/accountRevocation.js';
import { rotateSigningKey } from '../identity/identitySecrets.js';
import { createUser, replaceRoles, userByLogin } from '../identity/userStore.js';
import { runCommandLine } from './commandLine.js';

const USAGE = `Accounts of the embedded sign-in, and its signing keys.

  npm run users -- add --username <name> --email <address> --first-name <text> --last-name <text>
                       --roles <role,role…> --password-stdin
  npm run users -- roles --username <name> --roles <role,role…>
  npm run users -- disable <name>
  npm run users -- enable <name>
  npm run users -- revoke-sessions <name>
  npm run users -- rotate-keys

Roles: ${PORTAL_ROLES.join(', ')}. The password is read from standard input (first line), so that it
stays out of the shell history: echo 'long password' | npm run users -- add … --password-stdin
disable refuses the account's sign-in and ends its sessions; its access tokens are refused at once on every
instance. enable lets it sign in again. revoke-sessions signs the account out everywhere: its refresh tokens
stop working and its access tokens are refused. <name> is the username or the email address.
rotate-keys makes the next token signing key, published since the previous rotation (or the first start),
sign, and publishes a new next key: every instance takes them within seconds, without a restart. Tokens
signed with the previous key stay valid until they expire; older keys are retired.
The database is the portal's (DATABASE_URL, or the embedded one in DATA_DIR, which must not be in use).`;

function rolesOf(text: string | undefined): string[] | string {
  const roles = (text ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  const unknown = roles.filter((role) => !isPortalRole(role));
  return unknown.length > 0
    ? `Unknown roles: ${unknown.join(', ')}. Roles: ${PORTAL_ROLES.join(', ')}.`
    : roles;
}

const COMMANDS = ['add', 'roles', 'disable', 'enable', 'revoke-sessions', 'rotate-keys'];
/** The commands that name an account as their one argument. */
const ACCOUNT_COMMANDS = ['disable', 'enable', 'revoke-sessions'];

/** disable, enable or revoke-sessions for the account `name`. */
async function changeSignIn(database: Database, command: string, name: string): Promise<number> {
  const user = await userByLogin(database, name);
  if (!user) {
    console.error(`No account named '${name}'.`);
    return 1;
  }
  if (command === 'revoke-sessions') {
    await database.transaction((transaction) => revokeSessions(transaction, user.id));
    console.log(`${user.username}: signed out everywhere; its access tokens are refused.`);
  } else {
    await setAccountDisabled(database, user.id, command === 'disable');
    console.log(
      command === 'disable'
        ? `${user.username}: disabled; its sessions ended and its access tokens are refused.`
        : `${user.username}: enabled; it may sign in again.`,
    );
  }
  return 0;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      roles: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const [command, accountName] = positionals;
  if (values.help || !command || !COMMANDS.includes(command)) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  if (ACCOUNT_COMMANDS.includes(command) && !accountName) {
    console.error(`Name the account: npm run users -- ${command} <name>\n\n${USAGE}`);
    return 2;
  }
  const roles = rolesOf(values.roles);
  if (typeof roles === 'string') {
    console.error(roles);
    return 2;
  }
  const config = configFromEnvironment(process.env);
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    if (command === 'rotate-keys') {
      const rotation = await rotateSigningKey(database);
      if ('tooSoonSeconds' in rotation) {
        console.error(
          `The next key was published too recently for every client to know it: rotate again in ${rotation.tooSoonSeconds} s.`,
        );
        return 1;
      }
      console.log(
        `Key ${rotation.signing} signs now (every instance within seconds); key ${rotation.next} is published to sign next.`,
      );
      return 0;
    }
    if (ACCOUNT_COMMANDS.includes(command)) return await changeSignIn(database, command, accountName ?? '');
    const clientId = config.identity.clientId;
    if (command === 'roles') {
      const user = values.username ? await userByLogin(database, values.username) : undefined;
      if (!user) {
        console.error(`No account named '${values.username ?? ''}'.`);
        return 1;
      }
      await replaceRoles(database, user.id, { ...user.clientRoles, [clientId]: roles }, user.realmRoles);
      console.log(`${user.username}: ${roles.join(', ') || 'no roles'}`);
      return 0;
    }
    const password = values['password-stdin'] ? (readFileSync(0, 'utf8').split(/\r?\n/)[0] ?? '') : '';
    const input = {
      username: values.username ?? '',
      email: values.email ?? '',
      firstName: values['first-name'] ?? '',
      lastName: values['last-name'] ?? '',
      password,
      passwordConfirmation: password,
    };
    const problems = [
      ...signUpProblems(input),
      ...(values['password-stdin'] ? [] : passwordProblems('', '')),
    ];
    if (problems.length > 0) {
      for (const problem of problems) console.error(`  ${problem.path}: ${problem.message}`);
      console.error(`\n${USAGE}`);
      return 2;
    }
    const user = await createUser(database, {
      ...input,
      clientRoles: { [clientId]: roles },
      realmRoles: ['offline_access'],
    });
    console.log(`Created ${user.username} (${user.email}) with roles: ${roles.join(', ') || 'none'}.`);
    return 0;
  } finally {
    await database.close();
  }
}

runCommandLine(main);
