import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Which reverse proxies may speak for the client (X-Forwarded-For, -Proto, -Host): none, the last `n` hops
 * in front of the portal, or the proxies at these addresses (CIDR ranges allowed). Trusting every hop would
 * let a client forge its address, and with it escape the per-address sign-in throttle.
 */
export type ProxyTrust = false | number | readonly string[];

/** The most proxies a request may come through. */
const PROXY_HOPS_MAX = 10;

function isAddressOrRange(text: string): boolean {
  const [address = '', bits, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY's value read, or the reason it is not one. */
export function proxyTrustOf(text: string): { trust: ProxyTrust } | { problem: string } {
  if (text === 'false') return { trust: false };
  if (text === 'true') {
    return {
      problem: `trusting every proxy lets a client forge its address; give the number of proxies in front of the portal (usually 1) or their addresses`,
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= PROXY_HOPS_MAX) return { trust: hops };
    return { problem: `a number of proxies from 1 to ${PROXY_HOPS_MAX}` };
  }
  const list = addressListOf(text);
  return 'problem' in list ? list : { trust: list.addresses };
}

/** A comma-separated list of addresses and CIDR ranges (10.0.0.5,10.1.0.0/16) read, or what is wrong. */
export function addressListOf(text: string): { addresses: readonly string[] } | { problem: string } {
  const addresses = text.split(',').map((part) => part.trim());
  const bad = addresses.filter((address) => !isAddressOrRange(address));
  if (bad.length > 0) return { problem: `not an address or range: ${bad.join(', ')}` };
  return { addresses };
}

/** Whether an address is one of the list's addresses or in one of its ranges. */
export function addressListMatcher(addresses: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of addresses) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Fastify reads the forwarded headers as `trust` allows (request.ip, .protocol, .host). The embedded sign-in
 * provider (Koa, told to believe them) is handed Fastify's reading instead of the headers sent, since Koa
 * can only trust all or nothing: it too sees the real client. Its scheme is the public address's, so that
 * its cookies are marked secure wherever people reach the portal over https, trusted proxy or not. Its host
 * is the public address's too, whatever Host or X-Forwarded-Host said: the provider writes it into the
 * discovery document's endpoints and its redirects, and a client's word there would send others to its
 * server. Without PUBLIC_URL that is `localhost:PORT`, the issuer's own host, which the redirect URIs already
 * require. Only requests under `providerPath` (the realm) are touched: no other route reads the raw headers.
 */
export function installForwardedHeaders(
  app: FastifyInstance,
  options: { publicUrl: string; providerPath: string },
): void {
  const publicHttps = options.publicUrl.startsWith('https:');
  const publicHost = new URL(options.publicUrl).host;
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.startsWith(options.providerPath)) {
      request.raw.headers['x-forwarded-for'] = request.ip;
      request.raw.headers['x-forwarded-proto'] = publicHttps ? 'https' : request.protocol;
      request.raw.headers['x-forwarded-host'] = publicHost;
    }
    done();
  });
}

/** The trust as Fastify's `trustProxy` option takes it (a hop count as proxy-addr's function of the hop). */
export function proxyTrustOption(
  trust: ProxyTrust,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return typeof trust === 'object' ? [...trust] : trust;
}
