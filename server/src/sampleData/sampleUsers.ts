import type { PortalRole } from '@tsw/domain';
import type { Database } from '../database/database.js';
import { createUser } from '../identity/userStore.js';

/**
 * One sample account per role, for trying the portal; their passwords are in docs/signing-in.md. They are
 * created only with SAMPLE_DATA on, on a database without accounts: a deployment creates its own
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

export async function createSampleUsersIfNone(database: Database, clientId: string): Promise<boolean> {
  const [row] = await database.query<{ count: number }>('select count(*)::int as count from app_user');
  if ((row?.count ?? 0) > 0) return false;
  await database.transaction(async (transaction) => {
    for (const user of SAMPLE_USERS) {
      await createUser(transaction, {
        ...user,
        email: `${user.username}@sample.invalid`,
        password: samplePasswordOf(user.username),
        clientRoles: { [clientId]: [user.role] },
        realmRoles: ['offline_access'],
      });
    }
  });
  return true;
}
