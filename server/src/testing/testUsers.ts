import type { PortalRole } from '@tsw/domain';
import type { Database } from '../database/database.js';
import { createUser } from '../identity/userStore.js';

export const TEST_PASSWORD = 'correct horse battery';

/** An account holding the given portal roles (none: signed in, but no role). */
export async function createTestUser(database: Database, username: string, roles: readonly PortalRole[]) {
  return createUser(database, {
    username,
    email: `${username}@example.test`,
    firstName: username,
    lastName: 'Tester',
    password: TEST_PASSWORD,
    clientRoles: roles.length > 0 ? { portal: roles } : {},
    realmRoles: ['offline_access'],
  });
}
