import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  addressListMatcher,
  installForwardedHeaders,
  proxyTrustOf,
  proxyTrustOption,
  type ProxyTrust,
} from './proxyTrust.js';

/** What a route sees of a request sent from `remoteAddress` through proxies that add `forwardedFor`. */
async function seen(
  trust: ProxyTrust,
  remoteAddress: string,
  forwardedFor: string,
  publicUrl = 'http://localhost:3000',
) {
  const app = Fastify({ trustProxy: proxyTrustOption(trust) });
  installForwardedHeaders(app, { publicUrl, providerPath: '/' });
  app.get('/', async (request) => ({
    ip: request.ip,
    protocol: request.protocol,
    raw: {
      for: request.raw.headers['x-forwarded-for'],
      proto: request.raw.headers['x-forwarded-proto'],
    },
  }));
  const response = await app.inject({
    url: '/',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
  });
  await app.close();
  return response.json() as { ip: string; protocol: string; raw: { for?: string; proto?: string } };
}

describe('trust in reverse proxies (TRUST_PROXY)', () => {
  it('reads a hop count, or addresses and ranges, and refuses trusting every hop', () => {
    expect(proxyTrustOf('false')).toEqual({ trust: false });
    expect(proxyTrustOf('1')).toEqual({ trust: 1 });
    expect(proxyTrustOf('10.0.0.5, 10.1.0.0/16,::1')).toEqual({ trust: ['10.0.0.5', '10.1.0.0/16', '::1'] });
    expect(proxyTrustOf('true')).toMatchObject({ problem: expect.stringMatching(/forge/) as unknown });
    for (const bad of ['0', '11', '10.0.0.300', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1']) {
      expect(proxyTrustOf(bad), bad).toHaveProperty('problem');
    }
  });

  it('takes the address the trusted hop saw, so that a client cannot forge its own', async () => {
    // The client forged 6.6.6.6; the one proxy in front of the portal added the address it saw.
    const oneHop = await seen(1, '10.0.0.5', '6.6.6.6, 203.0.113.9');
    expect(oneHop).toMatchObject({ ip: '203.0.113.9', protocol: 'https' });
    // The provider (which trusts all or nothing) is handed the same reading.
    expect(oneHop.raw).toEqual({ for: '203.0.113.9', proto: 'https' });

    expect((await seen(['10.0.0.0/8'], '10.0.0.5', '6.6.6.6, 203.0.113.9')).ip).toBe('203.0.113.9');
    // A request that does not come from a listed proxy speaks for itself.
    const stranger = await seen(['10.0.0.0/8'], '198.51.100.7', '6.6.6.6');
    expect(stranger).toMatchObject({ ip: '198.51.100.7', protocol: 'http' });
    expect(stranger.raw).toEqual({ for: '198.51.100.7', proto: 'http' });

    expect(await seen(false, '10.0.0.5', '6.6.6.6')).toMatchObject({
      ip: '10.0.0.5',
      raw: { for: '10.0.0.5', proto: 'http' },
    });
  });

  it('tells the provider https whenever the public address is, so that its cookies are secure', async () => {
    const untrusted = await seen(false, '10.0.0.5', '6.6.6.6', 'https://portal.example.gov');
    expect(untrusted).toMatchObject({ protocol: 'http', raw: { for: '10.0.0.5', proto: 'https' } });
  });
});

describe('the host the provider is told', () => {
  it('is the public address’s, whatever Host or X-Forwarded-Host say', async () => {
    const app = Fastify({ trustProxy: proxyTrustOption(1) });
    installForwardedHeaders(app, { publicUrl: 'https://portal.example.gov', providerPath: '/realms/' });
    app.get('/*', async (request) => ({ host: request.raw.headers['x-forwarded-host'] }));
    const hostOf = async (url: string, headers: Record<string, string>) =>
      (await app.inject({ url, headers })).json<{ host?: string }>().host;
    expect(await hostOf('/realms/tsw', { 'x-forwarded-host': 'evil.example' })).toBe('portal.example.gov');
    expect(await hostOf('/realms/tsw', { host: 'evil.example' })).toBe('portal.example.gov');
    // Other routes read Fastify's own reading, not the raw header.
    expect(await hostOf('/api', { 'x-forwarded-host': 'proxy.example' })).toBe('proxy.example');
    await app.close();
  });
});

describe('addressListMatcher', () => {
  it('matches the addresses and ranges listed, of either family', () => {
    const matches = addressListMatcher(['127.0.0.1', '10.1.0.0/16', 'fd00::/8']);
    expect(['127.0.0.1', '10.1.200.3', 'fd12::1'].map(matches)).toEqual([true, true, true]);
    expect(['127.0.0.2', '10.2.0.1', '2001:db8::1', 'not an address'].map(matches)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
