import {
  ACCOUNT_DISABLED_BODY,
  ACCOUNT_LIMITS,
  ADMIN_ACCOUNTS_ANSWER,
  nameProblems,
  passwordProblems,
  PORTAL_ACCOUNT,
  PORTAL_ROLES,
  SERVER_PATHS,
} from '@tsw/domain';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import type { Database } from '../database/database.js';
import { problem } from '../http/problem.js';
import type { TypedApp } from '../http/typedApp.js';
import { changePassword, setAccountDisabledIn } from './accountRevocation.js';
import { loginSucceeded, reserveLoginAttempt, throttledAccountOf } from './loginThrottle.js';
import { passwordMatches } from './passwordHash.js';
import type { RevokedAccessTokens } from './revokedAccessTokens.js';
import {
  listUsers,
  otherEnabledAdministratorExists,
  replaceRoles,
  updateNames,
  userById,
  type PortalUser,
} from './userStore.js';

const ADMIN_USERS_PATH = SERVER_PATHS.adminUsers;

const NAMES_BODY = Type.Object(
  {
    firstName: Type.String({ maxLength: ACCOUNT_LIMITS.nameMaxLength * 4 }),
    lastName: Type.String({ maxLength: ACCOUNT_LIMITS.nameMaxLength * 4 }),
  },
  { additionalProperties: false },
);

const PASSWORD_BODY = Type.Object(
  {
    currentPassword: Type.String({ maxLength: ACCOUNT_LIMITS.passwordMaxLength * 4 }),
    newPassword: Type.String({ maxLength: ACCOUNT_LIMITS.passwordMaxLength * 4 }),
    newPasswordConfirmation: Type.String({ maxLength: ACCOUNT_LIMITS.passwordMaxLength * 4 }),
  },
  { additionalProperties: false },
);

const ROLES_BODY = Type.Object(
  { roles: Type.Array(Type.Enum(PORTAL_ROLES), { maxItems: PORTAL_ROLES.length, uniqueItems: true }) },
  { additionalProperties: false },
);

function accountOf(user: PortalUser) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: {
      realm: [...user.realmRoles],
      clients: Object.fromEntries(Object.entries(user.clientRoles).map(([c, r]) => [c, [...r]])),
    },
    disabled: user.disabled,
  };
}

const PROBLEM_REF = Type.Ref('Problem');

const LAST_ADMINISTRATOR_MESSAGE = 'The portal needs at least one enabled administrator.';

/** An administrator's change refused; the problem names itself in `problems`, which the screens translate. */
function adminRefusal(reply: FastifyReply, status: 404 | 409, code: string, message: string) {
  return reply.status(status).send(problem(status, code, message, [{ path: 'id', code, message }]));
}

/**
 * The signed-in user's own account (view, rename, change password) and, for administrators, everyone's
 * roles. Only with the embedded provider: a Keycloak realm has its own account console.
 */
export function registerAccountRoutes(
  app: TypedApp,
  options: { database: Database; clientId: string; revoked: RevokedAccessTokens },
): void {
  const { database, clientId, revoked } = options;
  const currentUser = async (subject: string | undefined) =>
    subject ? userById(database, subject) : undefined;
  const gone = problem(404, 'ACCOUNT_NOT_FOUND', 'This account no longer exists.');
  const isEnabledAdministrator = (user: PortalUser) =>
    !user.disabled && (user.clientRoles[clientId] ?? []).includes('administrator');

  app.get(
    SERVER_PATHS.account,
    {
      schema: {
        tags: ['Account'],
        summary: 'The signed-in account',
        response: { 200: PORTAL_ACCOUNT, 404: PROBLEM_REF },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request.identity?.subject);
      return user ? accountOf(user) : reply.status(404).send(gone);
    },
  );

  app.put(
    SERVER_PATHS.account,
    {
      schema: {
        tags: ['Account'],
        summary: 'Changes the signed-in user’s first and last name',
        body: NAMES_BODY,
        response: { 200: PORTAL_ACCOUNT, 400: PROBLEM_REF, 404: PROBLEM_REF },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request.identity?.subject);
      if (!user) return reply.status(404).send(gone);
      const problems = nameProblems(request.body);
      if (problems.length > 0) {
        return reply.status(400).send(problem(400, 'INVALID_REQUEST', problems[0]?.message ?? '', problems));
      }
      await updateNames(database, user.id, request.body);
      return accountOf((await userById(database, user.id)) as PortalUser);
    },
  );

  app.put(
    `${SERVER_PATHS.account}/password`,
    {
      schema: {
        tags: ['Account'],
        summary:
          'Changes the signed-in user’s password; the current one is required. Every other session of the ' +
          'account ends: its refresh tokens stop working and its access tokens are refused.',
        body: PASSWORD_BODY,
        response: { 204: Type.Null(), 400: PROBLEM_REF, 404: PROBLEM_REF, 429: PROBLEM_REF },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request.identity?.subject);
      if (!user) return reply.status(404).send(gone);
      // Guessing the current password from a stolen token is throttled like signing in.
      const subjects = { account: throttledAccountOf(user, user.username), address: request.ip };
      const waitMs = await reserveLoginAttempt(database, subjects, new Date());
      if (waitMs > 0) {
        return reply.status(429).send(
          problem(429, 'TOO_MANY_ATTEMPTS', 'Too many failed attempts; try again later.', [
            {
              path: 'currentPassword',
              code: 'TOO_MANY_ATTEMPTS',
              message: 'Too many failed attempts.',
              params: { minutes: Math.ceil(waitMs / 60_000) },
            },
          ]),
        );
      }
      if (!(await passwordMatches(request.body.currentPassword, user.passwordHash))) {
        const wrong = {
          path: 'currentPassword',
          code: 'WRONG_PASSWORD',
          message: 'The current password is wrong.',
        };
        return reply.status(400).send(problem(400, 'WRONG_PASSWORD', wrong.message, [wrong]));
      }
      await loginSucceeded(database, subjects);
      const problems = passwordProblems(
        request.body.newPassword,
        request.body.newPasswordConfirmation,
        'newPassword',
      ).map((found) =>
        found.path === 'passwordConfirmation' ? { ...found, path: 'newPasswordConfirmation' } : found,
      );
      if (problems.length > 0) {
        return reply.status(400).send(problem(400, 'INVALID_REQUEST', problems[0]?.message ?? '', problems));
      }
      // Whoever else knew the old password is signed out; this session, which knew it, goes on.
      await changePassword(database, user.id, request.body.newPassword, request.sessionUid ?? undefined);
      await revoked.refresh();
      return reply.status(204).send(null);
    },
  );

  app.get(
    ADMIN_USERS_PATH,
    {
      config: { access: { roles: ['administrator'] } },
      schema: {
        tags: ['Account'],
        summary: 'Every account with its roles (administrators)',
        response: { 200: ADMIN_ACCOUNTS_ANSWER },
      },
    },
    async () => (await listUsers(database)).map(accountOf),
  );

  app.put(
    `${ADMIN_USERS_PATH}/:id/roles`,
    {
      config: { access: { roles: ['administrator'] } },
      schema: {
        tags: ['Account'],
        summary: 'Replaces an account’s portal roles (administrators)',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: ROLES_BODY,
        response: { 200: PORTAL_ACCOUNT, 404: PROBLEM_REF, 409: PROBLEM_REF },
      },
    },
    async (request, reply) => {
      const result = await database.transaction(async (transaction) => {
        const user = await userById(transaction, request.params.id);
        if (!user) return 'missing' as const;
        if (
          !request.body.roles.includes('administrator') &&
          isEnabledAdministrator(user) &&
          !(await otherEnabledAdministratorExists(transaction, clientId, user.id))
        ) {
          return 'last-administrator' as const;
        }
        const clientRoles = { ...user.clientRoles, [clientId]: request.body.roles };
        await replaceRoles(transaction, user.id, clientRoles, user.realmRoles);
        return (await userById(transaction, user.id)) as PortalUser;
      });
      if (result === 'missing')
        return adminRefusal(reply, 404, 'ACCOUNT_NOT_FOUND', 'No account has this id.');
      if (result === 'last-administrator')
        return adminRefusal(reply, 409, 'LAST_ADMINISTRATOR', LAST_ADMINISTRATOR_MESSAGE);
      return accountOf(result);
    },
  );

  app.put(
    `${ADMIN_USERS_PATH}/:id/disabled`,
    {
      config: { access: { roles: ['administrator'] } },
      schema: {
        tags: ['Account'],
        summary:
          'Disables an account or enables it again (administrators; not their own account, nor the last enabled administrator)',
        description:
          'A disabled account cannot sign in; its sessions, grants and refresh tokens end, and its access ' +
          'tokens are refused at once on every instance, as `npm run users -- disable` does. Enabled again, ' +
          'it signs in anew.',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: ACCOUNT_DISABLED_BODY,
        response: { 200: PORTAL_ACCOUNT, 404: PROBLEM_REF, 409: PROBLEM_REF },
      },
    },
    async (request, reply) => {
      // An administrator who disabled themselves would be signed out with no one left to undo it. Ids are
      // compared as UUIDs, whose hexadecimal digits may come in either case.
      const id = request.params.id.toLowerCase();
      if (id === request.identity?.subject.toLowerCase()) {
        return adminRefusal(
          reply,
          409,
          'ACCOUNT_DISABLE_OWN',
          'An administrator cannot disable their own account.',
        );
      }
      const result = await database.transaction(async (transaction) => {
        const user = await userById(transaction, id);
        if (!user) return 'missing' as const;
        if (
          request.body.disabled &&
          isEnabledAdministrator(user) &&
          !(await otherEnabledAdministratorExists(transaction, clientId, user.id))
        ) {
          return 'last-administrator' as const;
        }
        await setAccountDisabledIn(transaction, user.id, request.body.disabled);
        return user.id;
      });
      if (result === 'missing')
        return adminRefusal(reply, 404, 'ACCOUNT_NOT_FOUND', 'No account has this id.');
      if (result === 'last-administrator')
        return adminRefusal(reply, 409, 'LAST_ADMINISTRATOR', LAST_ADMINISTRATOR_MESSAGE);
      // This instance refuses the ended tokens at once; the others hear of it through the database.
      await revoked.refresh();
      return accountOf((await userById(database, result)) as PortalUser);
    },
  );
}
