import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configFromEnvironment, issuerOf } from '../config/config.js';
import { accessTokenVerifier } from './accessTokenVerifier.js';

const identity = configFromEnvironment({}).identity;

describe('the access token verifier', () => {
  afterEach(() => vi.useRealTimers());

  it('remembers a verified token only until it expires, and never a changed one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: 'key-1', alg: 'RS256' };
    const verify = accessTokenVerifier(identity, () => [jwk]);
    const token = await new SignJWT({ resource_access: { portal: { roles: ['trader'] } } })
      .setProtectedHeader({ alg: 'RS256', kid: 'key-1', typ: 'at+jwt' })
      .setIssuer(issuerOf(identity))
      .setAudience(identity.audience)
      .setSubject('someone')
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(privateKey);
    const first = await verify(`Bearer ${token}`);
    expect(first.ok && first.identity.clientRoles).toEqual({ portal: ['trader'] });
    expect((await verify(`Bearer ${token}`)).ok).toBe(true);
    // A changed signature: one of its characters inside (the last ones may only hold ignored bits).
    const at = token.length - 20;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect((await verify(`Bearer ${changed}`)).ok).toBe(false);
    vi.setSystemTime(new Date('2026-01-01T10:01:10Z'));
    expect(await verify(`Bearer ${token}`)).toMatchObject({ ok: false, code: 'TOKEN_EXPIRED' });
  });
});
