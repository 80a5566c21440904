import { describe, expect, it } from 'vitest';
import { readStoredSignIn, secondsLeft, storedSignInKey } from './storedSignIn';

const login = { authority: 'https://portal.example/realms/tsw', clientId: 'tsw-portal' };

/** A Storage holding one entry, as oidc-client-ts's WebStorageStateStore leaves session storage. */
function storageWith(key: string, value: string): Storage {
  const entries = new Map([[key, value]]);
  return { getItem: (name: string) => entries.get(name) ?? null } as Storage;
}

describe("a tab's stored sign-in, read without the client's code", () => {
  it('is found under the key oidc-client-ts writes, with its tokens, profile and expiry', () => {
    expect(storedSignInKey(login)).toBe('oidc.user:https://portal.example/realms/tsw:tsw-portal');
    const stored = JSON.stringify({
      id_token: 'id',
      session_state: 'session-1',
      access_token: 'access',
      refresh_token: 'refresh',
      token_type: 'Bearer',
      scope: 'openid profile email',
      profile: { sub: 'u1', preferred_username: 'trader' },
      expires_at: 1_800_000_300,
    });
    const user = readStoredSignIn(login, storageWith(storedSignInKey(login), stored));
    expect(user).toEqual({
      access_token: 'access',
      id_token: 'id',
      session_state: 'session-1',
      profile: { sub: 'u1', preferred_username: 'trader' },
      expires_at: 1_800_000_300,
    });
    expect(user && secondsLeft(user, 1_800_000_000_000)).toBe(300);
  });

  it('is none when absent, of another client, or not what the client writes', () => {
    const other = { ...login, clientId: 'other' };
    const stored = JSON.stringify({ access_token: 'a', profile: {} });
    expect(readStoredSignIn(login, storageWith(storedSignInKey(other), stored))).toBeNull();
    expect(readStoredSignIn(login, storageWith(storedSignInKey(login), '{not json'))).toBeNull();
    expect(readStoredSignIn(login, storageWith(storedSignInKey(login), '{"profile":{}}'))).toBeNull();
    const noExpiry = readStoredSignIn(login, storageWith(storedSignInKey(login), stored));
    expect(noExpiry && secondsLeft(noExpiry)).toBe(0);
  });
});
