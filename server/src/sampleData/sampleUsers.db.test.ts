import { describe, expect, it } from 'vitest';
import { listUsers } from '../identity/userStore.js';
import { injectTransport } from '../testing/injectTransport.js';
import { SignInFlow } from '../testing/signInFlow.js';
import { openTestPortal } from '../testing/testApp.js';
import { createSampleUsersIfNone, samplePasswordOf, SAMPLE_USERS } from './sampleUsers.js';

describe('sample users', () => {
  it('creates one account per role on an empty database, once, and each signs in', async () => {
    const portal = await openTestPortal();
    try {
      expect(await createSampleUsersIfNone(portal.database, 'portal')).toBe(true);
      expect(await createSampleUsersIfNone(portal.database, 'portal')).toBe(false);
      const users = await listUsers(portal.database);
      expect(users.map((user) => user.clientRoles.portal?.join())).toEqual(
        ['admin', 'declarant', 'editor', 'guide', 'helpdesk', 'officer', 'rates', 'trader'].map(
          (name) => SAMPLE_USERS.find((user) => user.username === name)?.role,
        ),
      );
      const flow = new SignInFlow(injectTransport(portal.app), {
        publicUrl: 'http://localhost:3000',
        username: 'officer',
        password: samplePasswordOf('officer'),
      });
      await expect(flow.signIn()).resolves.toBeDefined();
    } finally {
      await portal.close();
    }
  });
});
