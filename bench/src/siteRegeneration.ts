/**
 * The information site's regeneration benchmark (issue 7): the time from an editor's publish of one news
 * item (POST …/publish answered) until its page is served, in English and in Bengali, for news items whose
 * titles are drawn from the HS 2022 headings; and how long a fresh portal takes to serve its first generated
 * page. The portal runs as `npm start` runs it (NODE_ENV=production, embedded database).
 * Run: npm run bench:site
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { SERVER_PATHS } from '@tsw/domain';
import { fetchTransport, SignInFlow } from '@tsw/server/testing/signInFlow';
import { pick } from './benchInputs.js';
import { BENCH_NOMENCLATURE } from './benchTariffData.js';
import { startProductionPortal } from './productionPortal.js';

const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 10);
const POLL_MS = 10;

async function servedAfter(url: string, started: number): Promise<number> {
  for (;;) {
    if ((await fetch(url)).status === 200) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  const headings = (
    parse(readFileSync(BENCH_NOMENCLATURE), { columns: true, bom: true }) as Record<string, string>[]
  )
    .filter((row) => row.level_name === 'heading')
    .map((row) => row.description ?? '');
  const dataDirectory = mkdtempSync(join(tmpdir(), 'tsw-bench-site-'));
  const startedAt = performance.now();
  const portal = await startProductionPortal(dataDirectory);
  try {
    const firstPage = await servedAfter(`${portal.url}/en/news`, startedAt);
    const flow = new SignInFlow(fetchTransport(portal.url), {
      publicUrl: portal.url,
      username: 'editor',
      password: 'editor-sample',
    });
    const authorization = `Bearer ${(await flow.signIn()).tokens.access_token}`;
    const english: number[] = [];
    const bengali: number[] = [];
    for (let index = 0; index < PUBLISHES; index += 1) {
      const title = pick(headings).slice(0, 180);
      const slug = `bench-${Date.now()}-${index}`;
      const created = await fetch(`${portal.url}${SERVER_PATHS.contentEditorItems}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          kind: 'news',
          slug,
          date: '2026-11-23',
          translations: {
            en: { title: `New rules for ${title}`, body: `Importers of ${title} should read the notice.` },
            bn: { title: `নতুন নিয়ম: ${title}`, body: `আমদানিকারকদের জন্য বিজ্ঞপ্তি: ${title}` },
          },
        }),
      });
      const { id, version } = (await created.json()) as { id: string; version: number };
      const published = await fetch(`${portal.url}${SERVER_PATHS.contentEditorItems}/${id}/publish`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ version }),
      });
      if (published.status !== 200) throw new Error(`publish answered ${published.status}`);
      const started = performance.now();
      english.push(await servedAfter(`${portal.url}/en/news/${slug}`, started));
      bengali.push(await servedAfter(`${portal.url}/bn/news/${slug}`, started));
    }
    const ms = (value: number) => `${Math.round(value)} ms`;
    const cpu = cpus()[0]?.model ?? 'unknown CPU';
    console.log(
      `\nMachine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
        'embedded database (PGlite), NODE_ENV=production.\n',
    );
    console.log(`Fresh start to the first generated page served: ${ms(firstPage)}`);
    console.log(`Publish to page served, ${PUBLISHES} news items (titles from HS 2022 headings):`);
    console.log(`  English: median ${ms(median(english))}, slowest ${ms(Math.max(...english))}`);
    console.log(`  Bengali: median ${ms(median(bengali))}, slowest ${ms(Math.max(...bengali))}`);
  } finally {
    await portal.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

await main();
