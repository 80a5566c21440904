import { describe, expect, it } from 'vitest';
import { changePassword } from '../identity/accountRevocation.js';
import { listUsers, userByLogin } from '../identity/userStore.js';
import { injectTransport } from '../testing/injectTransport.js';
import { SignInFlow } from '../testing/signInFlow.js';
import { openTestPortal } from '../testing/testApp.js';
import {
  createSampleUsersIfNone,
  replacePublishedSamplePasswords,
  samplePasswordOf,
  samplePasswordsArePublishable,
  SAMPLE_USERS,
} from './sampleUsers.js';

function signIn(portal: Awaited<ReturnType<typeof openTestPortal>>, username: string, password: string) {
  return new SignInFlow(injectTransport(portal.app), {
    publicUrl: 'http://localhost:3000',
    username,
    password,
  }).signIn();
}

describe('sample users', () => {
  it('creates one account per role on an empty database, once, and each signs in', async () => {
    const portal = await openTestPortal();
    try {
      const published = { publishedPasswords: true };
      expect(await createSampleUsersIfNone(portal.database, 'portal', published)).toEqual(
        SAMPLE_USERS.map(({ username }) => ({ username, password: samplePasswordOf(username) })),
      );
      expect(await createSampleUsersIfNone(portal.database, 'portal', published)).toEqual([]);
      const users = await listUsers(portal.database);
      expect(users.map((user) => user.clientRoles.portal?.join())).toEqual(
        ['admin', 'declarant', 'editor', 'guide', 'helpdesk', 'officer', 'rates', 'trader'].map(
          (name) => SAMPLE_USERS.find((user) => user.username === name)?.role,
        ),
      );
      await expect(signIn(portal, 'officer', samplePasswordOf('officer'))).resolves.toBeDefined();
    } finally {
      await portal.close();
    }
  });

  it('publishes passwords only on this machine', () => {
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000'])
      expect(samplePasswordsArePublishable(local)).toBe(true);
    for (const reachable of ['https://portal.example.gov', 'http://192.0.2.10:3000', 'http://0.0.0.0:3000'])
      expect(samplePasswordsArePublishable(reachable)).toBe(false);
  });

  it('gives random passwords on an address others reach, and replaces published ones left from before', async () => {
    const portal = await openTestPortal();
    try {
      const created = await createSampleUsersIfNone(portal.database, 'portal', { publishedPasswords: false });
      expect(created.map((account) => account.username)).toEqual(SAMPLE_USERS.map((user) => user.username));
      expect(new Set(created.map((account) => account.password)).size).toBe(SAMPLE_USERS.length);
      const trader = created.find((account) => account.username === 'trader');
      await expect(signIn(portal, 'trader', samplePasswordOf('trader'))).rejects.toThrow(/stopped at 401/);
      await expect(signIn(portal, 'trader', trader?.password ?? '')).resolves.toBeDefined();
      expect(await replacePublishedSamplePasswords(portal.database)).toEqual([]);

      // An account still on its published password, from a database first started on this machine.
      const admin = await userByLogin(portal.database, 'admin');
      await changePassword(portal.database, admin?.id ?? '', samplePasswordOf('admin'));
      const replaced = await replacePublishedSamplePasswords(portal.database);
      expect(replaced.map((account) => account.username)).toEqual(['admin']);
      await expect(signIn(portal, 'admin', samplePasswordOf('admin'))).rejects.toThrow(/stopped at 401/);
      await expect(signIn(portal, 'admin', replaced[0]?.password ?? '')).resolves.toBeDefined();
    } finally {
      await portal.close();
    }
  });
});
