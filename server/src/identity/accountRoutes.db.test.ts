import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnvironment } from '../config/config.js';
import { injectTransport } from '../testing/injectTransport.js';
import { SignInFlow } from '../testing/signInFlow.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { createTestUser, TEST_PASSWORD } from '../testing/testUsers.js';
import { userById } from './userStore.js';

describe('the account API', () => {
  let portal: TestPortal;
  const publicUrl = configFromEnvironment({}).identity.publicUrl;
  const signIn = async (username: string, password = TEST_PASSWORD) =>
    `Bearer ${(await new SignInFlow(injectTransport(portal.app), { publicUrl, username, password }).signIn()).tokens.access_token}`;

  beforeAll(async () => {
    portal = await openTestPortal({
      prepare: async (database) => {
        await createTestUser(database, 'karim', ['trader']);
        await createTestUser(database, 'boss', ['administrator']);
      },
    });
  });
  afterAll(() => portal.close());

  it('shows and renames the signed-in account, naming bad fields', async () => {
    const authorization = await signIn('karim');
    const account = await portal.app.inject({ url: '/api/account', headers: { authorization } });
    expect(account.json()).toMatchObject({
      username: 'karim',
      firstName: 'karim',
      roles: { clients: { portal: ['trader'] } },
    });
    const bad = await portal.app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: { authorization },
      payload: { firstName: ' ', lastName: 'x'.repeat(101) },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad.json().problems.map((found: { path: string; code: string }) => `${found.path}:${found.code}`),
    ).toEqual(['firstName:REQUIRED', 'lastName:TOO_LONG']);
    const renamed = await portal.app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: { authorization },
      payload: { firstName: ' Karim ', lastName: 'Hossain' },
    });
    expect(renamed.json()).toMatchObject({ firstName: 'Karim', lastName: 'Hossain' });
    const junk = await portal.app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: { authorization },
      payload: { firstName: 'K', lastName: 'H', username: 'root' },
    });
    // Unknown fields are dropped, never applied.
    expect(junk.json()).toMatchObject({ username: 'karim', firstName: 'K' });
  });

  it('changes the password only with the current one, and signs in with the new one', async () => {
    const authorization = await signIn('karim');
    const change = (body: object) =>
      portal.app.inject({
        method: 'PUT',
        url: '/api/account/password',
        headers: { authorization },
        payload: body,
      });
    const wrong = await change({
      currentPassword: 'nope',
      newPassword: 'new password 1',
      newPasswordConfirmation: 'new password 1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    const short = await change({
      currentPassword: TEST_PASSWORD,
      newPassword: 'short',
      newPasswordConfirmation: 'short',
    });
    expect(short.json().problems[0]).toMatchObject({ path: 'newPassword', code: 'PASSWORD_TOO_SHORT' });
    const mismatch = await change({
      currentPassword: TEST_PASSWORD,
      newPassword: 'new password 1',
      newPasswordConfirmation: 'new password 2',
    });
    expect(mismatch.json().problems[0]).toMatchObject({
      path: 'newPasswordConfirmation',
      code: 'PASSWORD_MISMATCH',
    });
    expect(
      (
        await change({
          currentPassword: TEST_PASSWORD,
          newPassword: 'new password 1',
          newPasswordConfirmation: 'new password 1',
        })
      ).statusCode,
    ).toBe(204);
    await expect(signIn('karim', 'new password 1')).resolves.toMatch(/^Bearer /);
    await expect(signIn('karim')).rejects.toThrow();
  });

  it('ends the other sessions on a password change, and keeps the one it was made in', async () => {
    await createTestUser(portal.database, 'moved', ['trader']);
    const flowOf = () =>
      new SignInFlow(injectTransport(portal.app), { publicUrl, username: 'moved', password: TEST_PASSWORD });
    const [here, elsewhere] = [flowOf(), flowOf()];
    const [mine, theirs] = [(await here.signIn()).tokens, (await elsewhere.signIn()).tokens];
    const account = (token: string) =>
      portal.app.inject({ url: '/api/account', headers: { authorization: `Bearer ${token}` } });
    expect((await account(theirs.access_token)).statusCode).toBe(200);
    const changed = await portal.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { authorization: `Bearer ${mine.access_token}` },
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'moved house 2026',
        newPasswordConfirmation: 'moved house 2026',
      },
    });
    expect(changed.statusCode).toBe(204);
    // The other session: its access token is refused at once, its refresh token no longer works.
    const refused = await account(theirs.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'TOKEN_REVOKED' });
    expect((await elsewhere.refresh(theirs.refresh_token)).status).toBe(400);
    // This session goes on, and refreshes.
    expect((await account(mine.access_token)).statusCode).toBe(200);
    const refreshed = await here.refresh(mine.refresh_token);
    expect(refreshed.status).toBe(200);
    const next = JSON.parse(refreshed.body) as { access_token: string };
    expect((await account(next.access_token)).statusCode).toBe(200);
  });

  it('lets an administrator set roles, but never remove the last administrator', async () => {
    const authorization = await signIn('boss');
    const users = (
      await portal.app.inject({ url: '/api/admin/users', headers: { authorization } })
    ).json() as { id: string; username: string }[];
    const karim = users.find((user) => user.username === 'karim');
    const boss = users.find((user) => user.username === 'boss');
    const setRoles = (id: string, roles: unknown) =>
      portal.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${id}/roles`,
        headers: { authorization },
        payload: { roles },
      });
    expect((await setRoles(karim?.id ?? '', ['declarant', 'trader'])).json()).toMatchObject({
      roles: { clients: { portal: ['declarant', 'trader'] } },
    });
    expect((await setRoles(karim?.id ?? '', ['pilot'])).statusCode).toBe(400);
    expect((await setRoles(boss?.id ?? '', ['trader'])).statusCode).toBe(409);
    expect((await setRoles('00000000-0000-4000-8000-000000000001', ['trader'])).statusCode).toBe(404);
    expect((await setRoles('not-a-uuid', ['trader'])).statusCode).toBe(400);
  });

  it('lets an administrator disable and enable an account, not their own; no one else', async () => {
    await createTestUser(portal.database, 'rahim', ['declarant']);
    const [authorization, rahimsToken] = await Promise.all([signIn('boss'), signIn('rahim')]);
    const users = (
      await portal.app.inject({ url: '/api/admin/users', headers: { authorization } })
    ).json() as { id: string; username: string; disabled: boolean }[];
    const idOf = (username: string) => users.find((user) => user.username === username)?.id ?? '';
    expect(users.find((user) => user.username === 'rahim')?.disabled).toBe(false);
    const setDisabled = (id: string, payload: object, by = authorization) =>
      portal.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${id}/disabled`,
        headers: { authorization: by },
        payload,
      });

    // Not an administrator: refused, whoever the account.
    const byNonAdmin = await setDisabled(idOf('karim'), { disabled: true }, rahimsToken);
    expect(byNonAdmin.statusCode).toBe(403);
    // One's own account: refused, with a code the screen translates.
    const own = await setDisabled(idOf('boss'), { disabled: true });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'ACCOUNT_DISABLE_OWN' });
    // A body of another shape, an unknown or malformed id.
    expect((await setDisabled(idOf('rahim'), { disabled: 'yes' })).statusCode).toBe(400);
    expect((await setDisabled(idOf('rahim'), {})).statusCode).toBe(400);
    expect((await setDisabled('00000000-0000-4000-8000-000000000001', { disabled: true })).statusCode).toBe(
      404,
    );
    expect((await setDisabled('not-a-uuid', { disabled: true })).statusCode).toBe(400);

    // Disabled: the list says so, and the account's token is refused at once, as the users command does.
    const disabled = await setDisabled(idOf('rahim'), { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ username: 'rahim', disabled: true });
    const refused = await portal.app.inject({ url: '/api/account', headers: { authorization: rahimsToken } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'TOKEN_REVOKED' });
    await expect(signIn('rahim')).rejects.toThrow();
    // Enabled again: it signs in anew.
    expect((await setDisabled(idOf('rahim'), { disabled: false })).json()).toMatchObject({ disabled: false });
    expect(await signIn('rahim')).toMatch(/^Bearer /);
  });

  it('never lets the last enabled administrator be disabled, however the id is written', async () => {
    await createTestUser(portal.database, 'second', ['administrator']);
    const [boss, second] = await Promise.all([signIn('boss'), signIn('second')]);
    const users = (
      await portal.app.inject({ url: '/api/admin/users', headers: { authorization: boss } })
    ).json() as { id: string; username: string }[];
    const idOf = (username: string) => users.find((user) => user.username === username)?.id ?? '';
    const setDisabled = (authorization: string, id: string) =>
      portal.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${id}/disabled`,
        headers: { authorization },
        payload: { disabled: true },
      });
    // One's own id in capitals is still one's own.
    const own = await setDisabled(boss, idOf('boss').toUpperCase());
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ problems: [{ code: 'ACCOUNT_DISABLE_OWN' }] });
    // second steps down (boss remains) while its token still says administrator: boss is then the last.
    const demoted = await portal.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${idOf('second')}/roles`,
      headers: { authorization: second },
      payload: { roles: ['trader'] },
    });
    expect(demoted.statusCode).toBe(200);
    const last = await setDisabled(second, idOf('boss').toUpperCase());
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ problems: [{ path: 'id', code: 'LAST_ADMINISTRATOR' }] });
    expect((await userById(portal.database, idOf('boss')))?.disabled).toBe(false);
  });

  it('keeps an administrator when two demote each other at once', async () => {
    await createTestUser(portal.database, 'chief', ['administrator']);
    await createTestUser(portal.database, 'deputy', ['administrator']);
    const [chief, deputy] = await Promise.all([signIn('chief'), signIn('deputy')]);
    const users = (
      await portal.app.inject({ url: '/api/admin/users', headers: { authorization: chief } })
    ).json() as { id: string; username: string }[];
    const idOf = (username: string) => users.find((user) => user.username === username)?.id ?? '';
    const setRoles = (authorization: string, username: string, roles: string[]) =>
      portal.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${idOf(username)}/roles`,
        headers: { authorization },
        payload: { roles },
      });
    // boss steps down first, leaving chief and deputy, who then demote each other in parallel.
    expect((await setRoles(chief, 'boss', ['trader'])).statusCode).toBe(200);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        setRoles(chief, 'deputy', ['trader']),
        setRoles(deputy, 'chief', ['trader']),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const [administrators] = await portal.database.query<{ count: number }>(
        `select count(*)::int as count from app_user_role where role = 'administrator'`,
      );
      expect(administrators?.count).toBe(1);
      // The one demoted is made administrator again for the next round (its token still says so).
      const demoted = answers[0]?.statusCode === 200 ? 'deputy' : 'chief';
      expect(
        (await setRoles(demoted === 'deputy' ? chief : deputy, demoted, ['administrator'])).statusCode,
      ).toBe(200);
    }
  });
});
