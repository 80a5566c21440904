import { Type, type Static } from 'typebox';

/*
 * An account of the embedded identity provider as `/api/account` (and user administration) answers it,
 * written once: the server's routes declare it, the web front end checks what it receives against it.
 */

const ACCOUNT_ROLES = Type.Object({
  realm: Type.Array(Type.String()),
  clients: Type.Record(Type.String(), Type.Array(Type.String())),
});

export const PORTAL_ACCOUNT = Type.Object(
  {
    id: Type.String(),
    username: Type.String(),
    email: Type.String(),
    emailVerified: Type.Boolean(),
    firstName: Type.String(),
    lastName: Type.String(),
    roles: ACCOUNT_ROLES,
    disabled: Type.Boolean({
      description: 'An administrator disabled the account: it cannot sign in, and its sessions ended.',
    }),
  },
  { description: 'An account of the embedded identity provider.' },
);

export type PortalAccount = Static<typeof PORTAL_ACCOUNT>;

/** Every account, as the administrators' list answers it (`GET /api/admin/users`). */
export const ADMIN_ACCOUNTS_ANSWER = Type.Array(PORTAL_ACCOUNT);

/** What an administrator sends to disable an account or enable it again (`PUT …/{id}/disabled`). */
export const ACCOUNT_DISABLED_BODY = Type.Object(
  {
    disabled: Type.Boolean({
      description: 'true disables the account and ends its sessions; false enables it.',
    }),
  },
  { additionalProperties: false },
);
