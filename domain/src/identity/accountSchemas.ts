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

/**
 * An application (an MCP client that registered itself) the signed-in person has allowed on the consent
 * page, as `GET /api/account/clients` lists them; `DELETE …/{clientId}` withdraws one.
 */
export const CLIENT_APPROVAL = Type.Object(
  {
    clientId: Type.String(),
    clientName: Type.Union([Type.String(), Type.Null()], {
      description: 'The name the application gave itself when it registered; nobody verified it.',
    }),
    redirectHosts: Type.Array(Type.String(), {
      description: 'Where its sign-ins return: the hosts of its redirect URIs.',
    }),
    approvedAt: Type.String({ format: 'date-time' }),
    expiresAt: Type.String({
      format: 'date-time',
      description: 'When the approval ends unless given again.',
    }),
  },
  { description: 'An application the person allowed to use their account.' },
);

export type ClientApproval = Static<typeof CLIENT_APPROVAL>;

export const CLIENT_APPROVALS_ANSWER = Type.Array(CLIENT_APPROVAL);
