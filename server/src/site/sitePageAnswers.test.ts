import { createHash } from 'node:crypto';
import type { SiteRenderer, SiteSource } from '@tsw/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagePolicy } from '../http/contentSecurityPolicy.js';
import { installNotFoundHandler } from '../http/errorHandler.js';
import { installRateLimits } from '../http/rateLimiter.js';
import { RATE_LIMITS } from '../http/rateLimits.js';
import { generated, SiteGenerator } from './siteGenerator.js';
import { sitePagesOf } from './sitePages.js';

const TOOLS_SCRIPT = 'window.__reactRouterContext = {};';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * A site whose news search is drawn per request, by a renderer that writes the query into an inline script:
 * the flaw a content security policy must not let run.
 */
const renderer: SiteRenderer = {
  buildHash: 'build-1',
  pagePaths: () => ['/en/news'],
  pageData: async () => ({ componentChunkName: 'page', result: null, staticQueries: [] }),
  async render(path, _source, options) {
    const language = path.split('/')[1];
    if (options?.serverError) return { status: 500, html: `<h1>500 ${language}</h1>` };
    if (options?.tooManyRequests)
      return { status: 429, html: `<html lang="${language}"><h1>429</h1></html>` };
    if (path.endsWith('/404')) return { status: 404, html: `<h1>404 ${language}</h1>` };
    const query = new URL(path, 'http://site.invalid').searchParams.get('q') ?? '';
    return { status: 200, html: `<html><script>${query}</script><p>${path}</p></html>` };
  },
  isSitePath: (path) => !path.includes('/tools/'),
  isPerRequestPath: (path) => path.endsWith('/news/search'),
};

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  const rateLimit = await installRateLimits(app, { exempt: [] });
  const site = new SiteGenerator(
    renderer,
    { key: async () => '1', read: async () => ({ key: '1', source: {} as SiteSource }) },
    pino({ level: 'silent' }),
    'https://portal.example',
  );
  const toolsPage = generated(`<html><script>${TOOLS_SCRIPT}</script></html>`);
  const pages = sitePagesOf({ answer: () => ({ kind: 'page' }) }, site, { of: () => toolsPage });
  const policy = new PagePolicy({ serviceUrls: [], authServerUrl: 'http://localhost:3000' });
  installNotFoundHandler(app, ['/api'], { pages, policy, rateLimit });
  await app.ready();
});
afterAll(() => app.close());

const scriptSources = (policy: unknown) =>
  String(policy)
    .split('; ')
    .find((directive) => directive.startsWith('script-src'));

describe('the pages of the site as answered', () => {
  it('let no inline script of a page drawn from a query run; the tools’ page runs the build’s', async () => {
    const injected = await app.inject({ url: '/en/news/search?q=alert(1)', remoteAddress: '192.0.2.40' });
    expect(injected.statusCode).toBe(200);
    expect(injected.body).toContain('<script>alert(1)</script>');
    expect(scriptSources(injected.headers['content-security-policy'])).toBe("script-src 'self'");

    const tools = await app.inject({ url: '/en/tools/tariff-search', remoteAddress: '192.0.2.40' });
    expect(scriptSources(tools.headers['content-security-policy'])).toBe(
      `script-src 'self' ${sha256(TOOLS_SCRIPT)}`,
    );
  });

  it('draws a query once, and answers a reader past the limit with the 429 page of their language', async () => {
    const { max, windowMs } = RATE_LIMITS.sitePagesDrawn;
    const search = (query: string, language = 'en') =>
      app.inject({ url: `/${language}/news/search?q=${query}`, remoteAddress: '192.0.2.41' });
    for (let index = 0; index < max; index++) {
      expect((await search(`word${index}`)).statusCode).toBe(200);
    }
    // The same queries again, however written, are the pages kept: not counted, always answered.
    expect((await search('+word0+')).statusCode).toBe(200);
    const refused = await search('another', 'fr');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('<html lang="fr">');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(windowMs / 1000);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(scriptSources(refused.headers['content-security-policy'])).toBe("script-src 'self'");
    // Another address is not held back.
    const other = await app.inject({ url: '/en/news/search?q=another', remoteAddress: '192.0.2.42' });
    expect(other.statusCode).toBe(200);
  });
});
