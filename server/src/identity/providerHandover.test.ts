import { describe, expect, it } from 'vitest';
import { providerHandoverOf } from './providerHandover.js';

const PREFIX = '/realms/tsw';

describe('providerHandoverOf', () => {
  it('counts every spelling of the token and sign-in endpoints the provider serves', () => {
    for (const path of [
      '/protocol/openid-connect/token',
      '/protocol/openid-connect/token/',
      '/protocol/openid-connect/TOKEN',
      '/Protocol/OpenID-Connect/Token//',
      '/protocol/openid-connect/./token',
      '/protocol/openid-connect/x/../token',
      '/protocol\\openid-connect\\token',
      '/protocol/openid-connect/token#fragment',
      '/protocol/openid-connect/token\t',
    ]) {
      expect(providerHandoverOf(`${PREFIX}${path}`, PREFIX).rateLimit, JSON.stringify(path)).toBe(
        'tokenRequests',
      );
    }
    expect(providerHandoverOf(`${PREFIX}/Clients-Registrations/openid-connect/`, PREFIX).rateLimit).toBe(
      'clientRegistrations',
    );
    expect(providerHandoverOf(`${PREFIX}/protocol/openid-connect/AUTH/?client_id=portal`, PREFIX)).toEqual({
      url: '/protocol/openid-connect/AUTH/?client_id=portal',
      rateLimit: 'authorizationRequests',
    });
  });

  it('hands over a path the provider reads as it was counted, and limits nothing else', () => {
    expect(providerHandoverOf(`${PREFIX}/protocol/openid-connect/./token#x?y`, PREFIX).url).toBe(
      '/protocol/openid-connect/token',
    );
    expect(providerHandoverOf(`${PREFIX}/protocol/openid-connect/to ken`, PREFIX)).toEqual({
      url: '/protocol/openid-connect/to%20ken',
      rateLimit: undefined,
    });
    // A double slash after the prefix stays a path: no authority comes out of it.
    expect(providerHandoverOf(`${PREFIX}//evil.example/token`, PREFIX).url).toBe('//evil.example/token');
    expect(providerHandoverOf(PREFIX, PREFIX).url).toBe('/');
    expect(providerHandoverOf(`${PREFIX}?a=b`, PREFIX).url).toBe('/?a=b');
    expect(providerHandoverOf(`${PREFIX}/protocol/openid-connect/certs`, PREFIX).rateLimit).toBeUndefined();
  });
});
