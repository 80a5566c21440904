import type { SitePageData, SiteRenderer, SiteSource } from '@tsw/domain';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPerRequestRefusal, type PerRequestAnswer } from './perRequestPages.js';
import { SiteGenerator } from './siteGenerator.js';
import type { SiteInputs } from './siteSources.js';
import { siteStoreIn, type SiteStore } from './siteStore.js';

/** A site of news titles: one page per item and a list, drawn by a renderer that counts its drawings. */
function fakeSite(options: { store?: SiteStore; portal?: SiteSource['portal'] } = {}) {
  let titles: Record<string, string> = { a: 'First', b: 'Second' };
  let key = 1;
  const drawn: string[] = [];
  const failing = new Set<string>();
  const source = { portal: options.portal } as SiteSource;
  const renderer: SiteRenderer = {
    buildHash: 'build-1',
    pagePaths: () => ['/en/news', ...Object.keys(titles).map((slug) => `/en/news/${slug}`)],
    async pageData(path): Promise<SitePageData | undefined> {
      const slug = path.split('/')[3];
      const layout = { key: 'layout /en', data: { footer: 'About us' } };
      if (path.startsWith('/en/news/search?')) {
        return { componentChunkName: 'search', result: path, staticQueries: [layout] };
      }
      if (path === '/en/news') {
        return { componentChunkName: 'list', result: Object.values(titles), staticQueries: [layout] };
      }
      if (slug && !(slug in titles)) return undefined;
      return { componentChunkName: 'article', result: slug ? titles[slug] : null, staticQueries: [layout] };
    },
    async render(path, _source, options) {
      drawn.push(path);
      if (failing.has(path)) return { status: 500, html: 'broken' };
      if (options?.serverError) return { status: 500, html: `<h1>500 ${path}</h1>` };
      if (options?.tooManyRequests) return { status: 429, html: `<h1>429 ${path}</h1>` };
      if (path.endsWith('/404')) return { status: 404, html: `<h1>404 ${path}</h1>` };
      return { status: 200, html: `<h1>${path} ${JSON.stringify(titles)}</h1>` };
    },
    isSitePath: (path) => path.startsWith('/en/news'),
    isPerRequestPath: (path) => path === '/en/news/search',
  };
  const inputs = {
    key: async () => String(key),
    read: async (): Promise<SiteInputs> => ({ key: String(key), source }),
  };
  return {
    generator: new SiteGenerator(
      renderer,
      inputs,
      pino({ level: 'silent' }),
      'https://portal.example',
      options.store,
    ),
    drawn,
    failing,
    change(next: Record<string, string>) {
      titles = next;
      key += 1;
    },
  };
}

/** Every drawing let through: no limit reached. */
const ADMIT = async () => 0;

/** The body of a page drawn per request, when it was drawn. */
function bodyOf(answer: PerRequestAnswer): string | undefined {
  return answer && !isPerRequestRefusal(answer) ? answer.body : undefined;
}

describe('SiteGenerator', () => {
  it('generates every page with its page data, the layouts’ shared results and the status pages', async () => {
    const { generator } = fakeSite();
    const report = await generator.regenerate();
    expect(report).toMatchObject({ pages: 3, failed: 0 });
    expect(generator.page('/en/news/a')?.body).toContain('First');
    const data = JSON.parse(generator.pageData('/en/news/a')?.body ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({ componentChunkName: 'article', path: '/en/news/a', result: 'First' });
    const [hash] = data.staticQueryHashes as string[];
    expect(JSON.parse(generator.staticQuery(hash ?? '')?.body ?? 'null')).toEqual({ footer: 'About us' });
    expect(JSON.parse(generator.appDataFile().body)).toEqual({ webpackCompilationHash: 'build-1' });
    expect(generator.statusPage('bn', 404)?.status).toBe(404);
    expect(generator.statusPage('ar', 500)?.status).toBe(500);
    expect(generator.statusPage('fr', 429)?.body).toContain('429 /fr/429');
  });

  it('draws a page answered per request with its query, never ahead, and not before a generation', async () => {
    const { generator, drawn } = fakeSite();
    expect(await generator.perRequestPage('/en/news/search', '?q=x', 'html', ADMIT)).toBeUndefined();
    await generator.regenerate();
    expect(drawn).not.toContain('/en/news/search');
    expect(generator.page('/en/news/search')).toBeUndefined();
    expect(bodyOf(await generator.perRequestPage('/en/news/search', '?q=x', 'html', ADMIT))).toContain(
      '/en/news/search?q=x',
    );
    const data = await generator.perRequestPage('/en/news/search', '?q=x', 'data', ADMIT);
    expect(JSON.parse(bodyOf(data) ?? '{}')).toMatchObject({
      path: '/en/news/search',
      result: '/en/news/search?q=x',
    });
    expect(generator.siteMapFile()?.body).not.toContain('search');
  });

  it('keeps a page drawn per request by its normalised query, until the next generation', async () => {
    const { generator, drawn, change } = fakeSite();
    await generator.regenerate();
    drawn.length = 0;
    let counted = 0;
    const admit = async () => {
      counted += 1;
      return 0;
    };
    const search = (query: string) => generator.perRequestPage('/en/news/search', query, 'html', admit);
    const first = await search('?q=rice');
    const pages = await Promise.all(['?q=+rice+', '?q=rice&', '?q=%20rice', '?q=rice'].map(search));
    expect(pages.every((page) => page === first)).toBe(true);
    expect(bodyOf(first)).toBe('<h1>/en/news/search?q=rice {"a":"First","b":"Second"}</h1>');
    expect(drawn).toEqual(['/en/news/search?q=rice']);
    // Only a drawing is counted against the reader's limit.
    expect(counted).toBe(1);
    // Parameters in another order, and blanks inside a value, are the same query too.
    await search('?q=wheat++flour&category=notices');
    await search('?category=notices&q=wheat%20flour');
    expect(drawn).toEqual(['/en/news/search?q=rice', '/en/news/search?category=notices&q=wheat+flour']);
    // Another generation's content: drawn anew.
    change({ a: 'Later' });
    await generator.regenerate();
    drawn.length = 0;
    expect(bodyOf(await search('?q=rice'))).toContain('Later');
    expect(drawn).toEqual(['/en/news/search?q=rice']);
  });

  it('refuses to draw a page per request when its reader must wait, and keeps no refusal', async () => {
    const { generator, drawn } = fakeSite();
    await generator.regenerate();
    drawn.length = 0;
    const kept = await generator.perRequestPage('/en/news/search', '?q=kept', 'html', ADMIT);
    const waiting = async () => 42;
    expect(await generator.perRequestPage('/en/news/search', '?q=new', 'html', waiting)).toEqual({
      retryAfter: 42,
    });
    expect(await generator.perRequestPage('/en/news/search', '?q=new', 'data', waiting)).toEqual({
      retryAfter: 42,
    });
    // A page kept from before costs nothing, and is answered whatever the limit says.
    expect(await generator.perRequestPage('/en/news/search', '?q=kept', 'html', waiting)).toBe(kept);
    expect(drawn).toEqual(['/en/news/search?q=kept']);
    expect(bodyOf(await generator.perRequestPage('/en/news/search', '?q=new', 'html', ADMIT))).toContain(
      '?q=new',
    );
  });

  it('draws again only the pages whose data changed, and drops pages that are gone', async () => {
    const { generator, drawn, change } = fakeSite();
    await generator.regenerate();
    const before = generator.page('/en/news/b');
    drawn.length = 0;
    change({ a: 'First, corrected' });
    const report = await generator.regenerate();
    expect(drawn.sort()).toEqual(['/en/news', '/en/news/a']);
    expect(report).toMatchObject({ pages: 2, rendered: 2 });
    expect(generator.page('/en/news/a')?.body).toContain('corrected');
    expect(generator.page('/en/news/b')).toBeUndefined();
    expect(before?.etag).toBeDefined();
  });

  it('keeps a page as it was when it fails to draw', async () => {
    const { generator, failing, change } = fakeSite();
    await generator.regenerate();
    failing.add('/en/news/a');
    change({ a: 'Changed', b: 'Second' });
    const report = await generator.regenerate();
    expect(report.failed).toBe(1);
    expect(generator.page('/en/news/a')?.body).toContain('First');
    expect(generator.page('/en/news')?.body).toContain('Changed');
  });

  it('runs one generation at a time, and one more for changes that came during it', async () => {
    const { generator, change } = fakeSite();
    const first = generator.regenerate();
    change({ a: 'Later' });
    const second = generator.regenerate();
    const third = generator.regenerate();
    expect(third).toBe(second);
    await Promise.all([first, second]);
    expect(generator.page('/en/news/a')?.body).toContain('Later');
  });

  it('generates again only when its inputs moved', async () => {
    const { generator, drawn, change } = fakeSite();
    await generator.regenerate();
    drawn.length = 0;
    await generator.regenerateIfChanged();
    expect(drawn).toEqual([]);
    change({ a: 'New' });
    await generator.regenerateIfChanged();
    expect(drawn).toContain('/en/news/a');
  });

  describe('across restarts', () => {
    const portal = { country: 'BD' } as unknown as SiteSource['portal'];
    let directory = '';
    beforeEach(() => {
      directory = mkdtempSync(join(tmpdir(), 'tsw-site-store-'));
    });
    afterEach(() => rmSync(directory, { recursive: true, force: true }));

    it('draws at the next start only what changed since, and serves the same files', async () => {
      const first = fakeSite({ store: siteStoreIn(directory), portal });
      await first.generator.regenerate();

      const next = fakeSite({ store: siteStoreIn(directory), portal });
      expect(await next.generator.regenerate()).toMatchObject({ pages: 3, rendered: 0, kept: 18 });
      expect(next.drawn).toEqual([]);
      expect(next.generator.page('/en/news/a')).toEqual(first.generator.page('/en/news/a'));
      expect(next.generator.statusPage('bn', 404)).toEqual(first.generator.statusPage('bn', 404));

      const changed = fakeSite({ store: siteStoreIn(directory), portal });
      changed.change({ a: 'First, corrected', b: 'Second' });
      await changed.generator.regenerate();
      expect(changed.drawn.sort()).toEqual(['/en/news', '/en/news/a']);
    });

    it('draws every page again for another configuration of the portal', async () => {
      await fakeSite({ store: siteStoreIn(directory), portal }).generator.regenerate();
      const other = fakeSite({ store: siteStoreIn(directory), portal: { country: 'NG' } as typeof portal });
      expect(await other.generator.regenerate()).toMatchObject({ rendered: 18, kept: 0 });
    });

    it('draws every page when the kept file is unreadable or of another format, and replaces it', async () => {
      const file = join(directory, 'generated-site.json');
      for (const text of [
        '{"format": 1, "pages": [',
        JSON.stringify({ format: 0, context: '', pages: [] }),
      ]) {
        writeFileSync(file, text);
        const site = fakeSite({ store: siteStoreIn(directory), portal });
        expect(await site.generator.regenerate()).toMatchObject({ rendered: 18, failed: 0 });
        expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ format: 1 });
      }
    });
  });
});
