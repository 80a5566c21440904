import { createHash } from 'node:crypto';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import {
  LANGUAGE_CODES,
  type AppData,
  type Language,
  type PageData,
  type SiteRenderer,
  type SiteSource,
} from '@tsw/domain';
import type { FastifyBaseLogger } from 'fastify';
import { PerRequestPages, perRequestQueryOf, type PerRequestAnswer } from './perRequestPages.js';
import { siteMapXml } from './siteMap.js';
import type { SiteInputs } from './siteSources.js';
import type { SiteStore } from './siteStore.js';

/** A generated file as served: its body, its status and the validator a browser revalidates with. */
export interface GeneratedFile {
  readonly body: string;
  readonly status: number;
  readonly etag: string;
}

export interface GeneratedPage {
  readonly html: GeneratedFile;
  readonly data: GeneratedFile | undefined;
  /** Everything the HTML was drawn from: the build and the page's data with its layout's. */
  readonly fingerprint: string;
}

/** What one generation did, for the log and the benchmark. */
export interface SiteGenerationReport {
  readonly pages: number;
  readonly rendered: number;
  readonly kept: number;
  readonly failed: number;
  readonly milliseconds: number;
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** A file to serve, with the validator of its body. */
export function generated(body: string, status = 200): GeneratedFile {
  return { body, status, etag: `"${digest(body).slice(0, 27)}"` };
}

/**
 * A static query's hash names the query (a layout in a language), not its result, as Gatsby's do: a page
 * keeps pointing at the same file while the footer it holds changes.
 */
function staticQueryHash(key: string): string {
  return BigInt(`0x${createHash('sha256').update(key).digest('hex').slice(0, 12)}`).toString();
}

/**
 * The status pages, drawn ahead in every language: a missing page (404), a failure (500), and a reader who
 * asked for too many pages drawn per request (429), which so costs nothing to answer.
 */
const STATUS_PAGES = [404, 500, 429] as const;
type StatusPage = (typeof STATUS_PAGES)[number];

/** The paths the status pages are drawn at: any path of the language that no page takes. */
const statusPagePath = (language: Language, status: StatusPage) => `/${language}/${status}`;

/**
 * The information site, generated at run time from the web build's renderer and held in memory (issue 7):
 * one HTML file and one page-data file per page and language, the layouts' shared results, and the 404
 * and 500 pages. Each generation asks every page for its data (cheap: the
 * content is in memory) and draws again only the pages whose data, or whose build, changed; the new set
 * replaces the old at once, so that a reader never mixes two versions. Generations run one at a time; a
 * change during one starts another after it.
 */
export class SiteGenerator {
  private pages = new Map<string, GeneratedPage>();
  private staticQueries = new Map<string, GeneratedFile>();
  private statusPages = new Map<string, GeneratedPage>();
  private siteMap: GeneratedFile | undefined;
  /** What the pages generated now were drawn from: pages answered per request are drawn from it too. */
  private source: SiteSource | undefined;
  private readonly appData: GeneratedFile;
  private readonly perRequest = new PerRequestPages();
  private lastKey: string | undefined;
  private running: Promise<SiteGenerationReport> | undefined;
  private pending: Promise<SiteGenerationReport> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private firstGeneration: Promise<unknown> | undefined;
  /** Whether the pages a previous run kept (siteStore.ts) have been read: once, at the first generation. */
  private restored = false;

  constructor(
    private readonly renderer: SiteRenderer,
    private readonly inputs: { key(): Promise<string>; read(): Promise<SiteInputs> },
    private readonly log: FastifyBaseLogger,
    /** Where readers reach the site (PUBLIC_URL): the sitemap names its pages by their full address. */
    private readonly publicUrl: string,
    /** Keeps the pages across restarts; without one, each start draws every page. */
    private readonly store?: SiteStore,
  ) {
    const appData: AppData = { webpackCompilationHash: renderer.buildHash };
    this.appData = generated(JSON.stringify(appData));
  }

  /**
   * Starts the first generation, unless a page asked for earlier started it (pages asked for meanwhile wait
   * for it), and then looks every `checkMs` for inputs that moved: content another instance published, new
   * rates, a new day.
   */
  start(checkMs: number): void {
    this.startFirstGeneration();
    this.timer = setInterval(() => {
      void this.regenerateIfChanged();
    }, checkMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Resolves once the first generation has finished, well or not; starts it if nothing has yet. */
  async ready(): Promise<void> {
    await this.startFirstGeneration();
  }

  private startFirstGeneration(): Promise<unknown> {
    this.firstGeneration ??= this.regenerate().catch((error: unknown) => {
      this.log.error({ err: error }, 'the information site could not be generated');
    });
    return this.firstGeneration;
  }

  async regenerateIfChanged(): Promise<void> {
    try {
      if ((await this.inputs.key()) !== this.lastKey) await this.regenerate();
    } catch (error) {
      this.log.error({ err: error }, 'the information site could not be generated again');
    }
  }

  /** Generates the site again; called during a generation, it runs once more after it. */
  regenerate(): Promise<SiteGenerationReport> {
    if (!this.running) {
      this.running = this.generate().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    this.pending ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.pending = undefined;
        return this.regenerate();
      });
    return this.pending;
  }

  page(path: string): GeneratedFile | undefined {
    return this.pages.get(path)?.html;
  }

  pageData(path: string): GeneratedFile | undefined {
    return this.pages.get(path)?.data;
  }

  staticQuery(hash: string): GeneratedFile | undefined {
    return this.staticQueries.get(hash);
  }

  appDataFile(): GeneratedFile {
    return this.appData;
  }

  /** The 404, 500 or 429 page of a language. */
  statusPage(language: Language, status: StatusPage): GeneratedFile | undefined {
    return this.statusPages.get(statusPagePath(language, status))?.html;
  }

  /** The sitemap of the pages generated now (sitemap.xml). */
  siteMapFile(): GeneratedFile | undefined {
    return this.siteMap;
  }

  /** Every page generated now, by its path, with its page data (the site's export reads them). */
  *generatedPages(): Generator<{ path: string; html: GeneratedFile; data: GeneratedFile | undefined }> {
    for (const [path, page] of this.pages) yield { path, html: page.html, data: page.data };
  }

  /** Whether the path is a page drawn for each request from its query (a search's results). */
  isPerRequestPath(path: string): boolean {
    return this.renderer.isPerRequestPath(path);
  }

  /**
   * A page drawn for this request from its query (`search`, with its `?`), from the content the generated
   * pages show: its HTML, or its page data for a move in the browser. Kept by its normalised query for the
   * next request of it (`perRequestPages.ts`); a drawing is first counted by `admit` (the seconds to wait,
   * 0 to go on), and refused when the reader must wait. Undefined before the first generation, or when its
   * route answers that there is no such page.
   */
  async perRequestPage(
    path: string,
    search: string,
    part: 'html' | 'data',
    admit: () => Promise<number>,
  ): Promise<PerRequestAnswer> {
    const { source, lastKey } = this;
    if (!source || lastKey === undefined) return undefined;
    const query = perRequestQueryOf(search);
    return this.perRequest.answer(lastKey, `${part} ${path}${query}`, admit, () =>
      this.drawPerRequest(source, path, query, part),
    );
  }

  private async drawPerRequest(
    source: SiteSource,
    path: string,
    query: string,
    part: 'html' | 'data',
  ): Promise<GeneratedFile | undefined> {
    const pathAndQuery = `${path}${query}`;
    if (part === 'data') {
      const data = await this.renderer.pageData(pathAndQuery, source);
      if (!data) return undefined;
      const pageData: PageData = {
        componentChunkName: data.componentChunkName,
        path,
        staticQueryHashes: data.staticQueries.map((query) => staticQueryHash(query.key)),
        result: data.result,
      };
      return generated(JSON.stringify(pageData));
    }
    const rendering = await this.renderer.render(pathAndQuery, source);
    if (rendering.status !== 200) {
      this.log.error({ path, status: rendering.status }, 'a page drawn per request could not be drawn');
      return undefined;
    }
    return generated(rendering.html);
  }

  /** The layouts' shared results, by hash. */
  *generatedStaticQueries(): Generator<{ hash: string; file: GeneratedFile }> {
    for (const [hash, file] of this.staticQueries) yield { hash, file };
  }

  /** Whether the path would be a page of the site (so that, not generated, it is missing). */
  isSitePath(path: string): boolean {
    return this.renderer.isSitePath(path);
  }

  /** The pages a previous run kept, drawn with this context; none after the first generation. */
  private async storedPages(context: string): Promise<Map<string, GeneratedPage>> {
    if (!this.store || this.restored) return new Map();
    this.restored = true;
    try {
      const stored = await this.store.read();
      return new Map(stored?.context === context ? stored.pages : []);
    } catch (error) {
      this.log.warn({ err: error }, 'the pages kept by the last run could not be read: all are drawn again');
      return new Map();
    }
  }

  private async keep(context: string, pages: Iterable<[string, GeneratedPage]>): Promise<void> {
    try {
      await this.store?.write({ context, pages: [...pages] });
    } catch (error) {
      this.log.warn({ err: error }, 'the pages drawn could not be kept for the next start');
    }
  }

  private async generate(): Promise<SiteGenerationReport> {
    const started = performance.now();
    const { key, source } = await this.inputs.read();
    // A page's fingerprint holds the build and its data; the portal's configuration is the rest it is drawn
    // with, which only a restart can change.
    const context = digest(`${this.renderer.buildHash}\n${JSON.stringify(source.portal)}`);
    const stored = await this.storedPages(context);
    const pages = new Map<string, GeneratedPage>();
    const staticQueries = new Map<string, GeneratedFile>();
    let rendered = 0;
    let kept = 0;
    let failed = 0;

    /** A page's data, its layouts' results, and the fingerprint of everything its HTML shows. */
    const dataOf = async (path: string) => {
      const data = await this.renderer.pageData(path, source);
      if (!data) return undefined;
      const hashes = data.staticQueries.map((query) => {
        const hash = staticQueryHash(query.key);
        staticQueries.set(hash, generated(JSON.stringify(query.data)));
        return hash;
      });
      const pageData: PageData = {
        componentChunkName: data.componentChunkName,
        path,
        staticQueryHashes: hashes,
        result: data.result,
      };
      const json = JSON.stringify(pageData);
      const layouts = hashes.map((hash) => staticQueries.get(hash)?.body).join('\n');
      return { json, fingerprint: digest(`${this.renderer.buildHash}\n${json}\n${layouts}`) };
    };

    const draw = async (
      path: string,
      previous: GeneratedPage | undefined,
      expected: 200 | StatusPage,
      data: { json: string | undefined; fingerprint: string },
    ): Promise<GeneratedPage | undefined> => {
      if (previous?.fingerprint === data.fingerprint) {
        kept += 1;
        return previous;
      }
      const rendering = await this.renderer.render(path, source, {
        serverError: expected === 500,
        tooManyRequests: expected === 429,
      });
      await yieldToRequests();
      if (rendering.status !== expected) {
        failed += 1;
        this.log.error({ path, status: rendering.status }, 'a page of the site could not be drawn');
        // The page as it was stays: better an older page than none.
        return previous;
      }
      rendered += 1;
      return {
        html: generated(rendering.html, expected),
        data: data.json === undefined ? undefined : generated(data.json),
        fingerprint: data.fingerprint,
      };
    };

    for (const path of this.renderer.pagePaths(source)) {
      const data = await dataOf(path);
      if (!data) continue;
      const page = await draw(path, this.pages.get(path) ?? stored.get(path), 200, data);
      if (page) pages.set(path, page);
    }
    const statusPages = new Map<string, GeneratedPage>();
    for (const language of LANGUAGE_CODES) {
      for (const status of STATUS_PAGES) {
        const path = statusPagePath(language, status);
        const data = await dataOf(path);
        const fingerprint = digest(`${status}\n${data?.fingerprint ?? this.renderer.buildHash}`);
        const page = await draw(path, this.statusPages.get(path) ?? stored.get(path), status, {
          json: undefined,
          fingerprint,
        });
        if (page) statusPages.set(path, page);
      }
    }

    this.pages = pages;
    this.staticQueries = staticQueries;
    this.statusPages = statusPages;
    this.siteMap = generated(siteMapXml(this.publicUrl, pages.keys()));
    this.source = source;
    this.lastKey = key;
    if (rendered > 0) await this.keep(context, [...pages, ...statusPages]);
    const report = {
      pages: pages.size,
      rendered,
      kept,
      failed,
      milliseconds: Math.round(performance.now() - started),
    };
    this.log.info(report, 'information site generated');
    return report;
  }
}
