/**
 * The information site's Lighthouse benchmark (issue 7): Lighthouse 12.8 with Debian's Chromium, mobile
 * emulation (Moto G Power, slow 4G and a 4× slower CPU, simulated), performance and SEO, on the home page,
 * the news list and a news item drawn at random from the published news, in English and Bengali. Prints the
 * performance score, the largest contentful paint, the bytes transferred (scripts, the document, all) and the
 * SEO score with the SEO audits that failed.
 * Targets: score ≥ 95, LCP ≤ 1.5 s, scripts ≤ 100 KB compressed; SEO 100 (issue 27).
 * The portal runs as `npm start` runs it (NODE_ENV=production, embedded database, sample content).
 * Run: npm run bench:lighthouse
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@tsw/server/testing/chromium';
import { pick } from './benchInputs.js';
import { startProductionPortal } from './productionPortal.js';

const LANGUAGES = ['en', 'bn'] as const;

interface PageFigures {
  readonly page: string;
  readonly score: number;
  readonly lcpMs: number;
  readonly fcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly scriptBytes: number;
  readonly documentBytes: number;
  readonly totalBytes: number;
  readonly seoScore: number;
  /** The SEO audits that failed, by id. */
  readonly seoFailed: readonly string[];
}

interface ResourceSummaryItem {
  readonly resourceType: string;
  readonly transferSize: number;
}

async function firstServed(url: string): Promise<void> {
  for (;;) {
    if ((await fetch(url)).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A news item published on the site, at random: each run reads a different page. */
async function someNewsPath(origin: string, language: string): Promise<string> {
  const response = await fetch(`${origin}/page-data/${language}/news/page-data.json`);
  const data = (await response.json()) as { result: { items: { slug: string }[] } };
  return `/${language}/news/${encodeURIComponent(pick(data.result.items).slug)}`;
}

async function measure(url: string, port: number): Promise<Omit<PageFigures, 'page'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const summary =
    (audits['resource-summary']?.details as { items?: ResourceSummaryItem[] } | undefined)?.items ?? [];
  const bytes = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: bytes('script'),
    documentBytes: bytes('document'),
    totalBytes: bytes('total'),
    seoScore: Math.round((categories.seo?.score ?? 0) * 100),
    seoFailed: (categories.seo?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'tsw-bench-lighthouse-'));
  const portal = await startProductionPortal(dataDirectory);
  const chromium = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS] });
  try {
    await firstServed(`${portal.url}/en/news`);
    const figures: PageFigures[] = [];
    for (const language of LANGUAGES) {
      for (const page of [`/${language}`, `/${language}/news`, await someNewsPath(portal.url, language)]) {
        figures.push({ page, ...(await measure(`${portal.url}${page}`, chromium.port)) });
      }
    }
    const cpu = cpus()[0]?.model ?? 'unknown CPU';
    console.log(
      `\nMachine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
        'Lighthouse 12.8, Debian Chromium, mobile emulation (simulated slow 4G, 4× CPU)',
    );
    console.log('page | score | LCP | FCP | TBT | CLS | scripts | document | all | SEO | SEO audits failed');
    for (const row of figures) {
      console.log(
        [
          row.page,
          row.score,
          seconds(row.lcpMs),
          seconds(row.fcpMs),
          `${Math.round(row.tbtMs)} ms`,
          row.cls.toFixed(3),
          kb(row.scriptBytes),
          kb(row.documentBytes),
          kb(row.totalBytes),
          row.seoScore,
          row.seoFailed.join(', ') || '—',
        ].join(' | '),
      );
    }
  } finally {
    chromium.kill();
    await portal.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

await main();
