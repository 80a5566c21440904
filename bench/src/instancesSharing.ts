/**
 * Two instances of the portal on one PostgreSQL behind one address (issue 29's reliability figures): a
 * round-robin proxy sends each request to the next instance, so that a sign-in's steps land on both; the
 * tokens it gives are then used on each instance directly; and news items published and then edited on one
 * instance are timed until the other serves them, through the public content API and as the information
 * site's page. Each round's slug and title are new, so nothing cached answers for the work. The instances
 * keep their default refresh intervals (5 s): what shows sooner was announced by the database
 * (decision 0012). Nothing is asserted: the figures go in docs/benchmarks.md.
 * Run: npm run bench:instances (INSTANCES_ROUNDS to change the rounds).
 */
import { randomBytes } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import pg from 'pg';
import { SERVER_PATHS } from '@tsw/domain';
import { CONTENT_PATH } from '@tsw/server/content/contentJson';
import { SAMPLE_USERS, samplePasswordOf } from '@tsw/server/sampleData/sampleUsers';
import { freePort, startPortalProcess, type PortalProcess } from '@tsw/server/testing/portalProcess';
import { fetchTransport, SignInFlow } from '@tsw/server/testing/signInFlow';
import { startRoundRobinProxy } from './roundRobinProxy.js';

const ROUNDS = Number(process.env.INSTANCES_ROUNDS ?? 20);
/** How often the other instance is asked whether it shows the change yet. */
const POLL_MS = 20;
/** A change not shown by then counts as never shown. */
const GIVE_UP_MS = 15_000;
/** The target issue 29 sets. */
const TARGET_MS = 1_000;
const WEB_DIST = new URL('../../web/build/client', import.meta.url).pathname;

interface Instance {
  readonly name: string;
  readonly portal: PortalProcess;
}

async function signIn(proxyUrl: string, role: string): Promise<string> {
  const user = SAMPLE_USERS.find((sample) => sample.role === role);
  if (!user) throw new Error(`No sample account has the role ${role}`);
  const flow = new SignInFlow(fetchTransport(proxyUrl), {
    publicUrl: proxyUrl,
    username: user.username,
    password: samplePasswordOf(user.username),
  });
  return `Bearer ${(await flow.signIn()).tokens.access_token}`;
}

/** Milliseconds from `since` until `shows` holds on the instance, or undefined when it never did. */
async function millisecondsUntil(since: number, shows: () => Promise<boolean>): Promise<number | undefined> {
  while (performance.now() - since < GIVE_UP_MS) {
    if (await shows()) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return undefined;
}

async function sendJson(
  url: string,
  method: 'POST' | 'PUT',
  authorization: string,
  body: object,
): Promise<{ id: string; version: number }> {
  const response = await fetch(url, {
    method,
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; version: number };
}

/** Whether the instance's public content API gives the item with this title. */
async function apiShows(instance: Instance, slug: string, title: string): Promise<boolean> {
  const response = await fetch(`${instance.portal.url}${CONTENT_PATH}/items/news/${slug}?lang=en`);
  return response.ok && ((await response.json()) as { title?: string }).title === title;
}

/** Whether the instance's information site has the item's page, with this title (found by its sitemap). */
async function pageShows(instance: Instance, slug: string, title: string): Promise<boolean> {
  const sitemap = await (await fetch(`${instance.portal.url}/sitemap.xml`)).text();
  const address = sitemap.match(new RegExp(`<loc>([^<]*/en/[^<]*${slug})</loc>`))?.[1];
  if (!address) return false;
  const page = await fetch(`${instance.portal.url}${new URL(address).pathname}`);
  return page.ok && (await page.text()).includes(title);
}

interface ShownTimes {
  /** Until the other instance's public content API gives it. */
  readonly api: number | undefined;
  /** Until the other instance's site has its page. */
  readonly page: number | undefined;
  /** Until the site of the instance that made the change has its page: what generation alone takes. */
  readonly ownPage: number | undefined;
}

/** Times from now until the change (the item's title) shows, measured side by side. */
async function timesUntilShown(
  writer: Instance,
  reader: Instance,
  slug: string,
  title: string,
): Promise<ShownTimes> {
  const since = performance.now();
  const [api, page, ownPage] = await Promise.all([
    millisecondsUntil(since, () => apiShows(reader, slug, title)),
    millisecondsUntil(since, () => pageShows(reader, slug, title)),
    millisecondsUntil(since, () => pageShows(writer, slug, title)),
  ]);
  return { api, page, ownPage };
}

function figures(samples: readonly (number | undefined)[]): string {
  const shown = samples.filter((sample): sample is number => sample !== undefined).sort((a, b) => a - b);
  const at = (share: number) => shown[Math.min(shown.length - 1, Math.floor(share * shown.length))] ?? NaN;
  const within = shown.filter((sample) => sample <= TARGET_MS).length;
  return [
    samples.length,
    at(0.5).toFixed(0),
    at(0.95).toFixed(0),
    (shown.at(-1) ?? NaN).toFixed(0),
    within,
    samples.length - shown.length,
  ].join(' | ');
}

async function main(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.error('The benchmark needs BENCH_DATABASE_URL (npm run bench:instances sets it).');
    process.exit(1);
  }
  const name = `tsw_instances_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const proxyPort = await freePort();
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl.href,
    PUBLIC_URL: publicUrl,
    WEB_DIST,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_EXEMPT: '127.0.0.1',
  };
  const instances: Instance[] = [];
  try {
    // The first migrates and loads the data; the second then starts on what it finds.
    process.stderr.write('Starting instance A (migrations, data), then B…\n');
    instances.push({ name: 'A', portal: await startPortalProcess(env) });
    instances.push({ name: 'B', portal: await startPortalProcess(env) });
    const [a, b] = instances as [Instance, Instance];
    const proxy = await startRoundRobinProxy(
      proxyPort,
      instances.map((instance) => instance.portal.url),
    );
    try {
      const editor = await signIn(publicUrl, 'content-editor');
      const trader = await signIn(publicUrl, 'trader');
      const [onA, onB] = proxy.served;
      console.log(`Sign-in of two accounts through one address: ${onA} requests went to A, ${onB} to B.`);
      for (const instance of instances) {
        const account = await fetch(`${instance.portal.url}${SERVER_PATHS.account}`, {
          headers: { authorization: trader },
        });
        console.log(`The trader's token on ${instance.name} directly: ${account.status}.`);
      }

      const published: ShownTimes[] = [];
      const edited: ShownTimes[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Half the rounds change on A and read on B, half the other way.
        const [writer, reader] = round % 2 === 0 ? [a, b] : [b, a];
        const slug = `shared-${round}-${randomBytes(3).toString('hex')}`;
        const title = `Notice ${randomBytes(4).toString('hex')}`;
        const news = { slug, date: '2026-11-27', translations: { en: { title, body: 'Sample text.' } } };
        const items = `${writer.portal.url}${SERVER_PATHS.contentEditorItems}`;
        const created = await sendJson(items, 'POST', editor, { kind: 'news', ...news });
        const live = await sendJson(`${items}/${created.id}/publish`, 'POST', editor, {
          version: created.version,
        });
        published.push(await timesUntilShown(writer, reader, slug, title));

        const newTitle = `${title} (corrected)`;
        await sendJson(`${items}/${created.id}`, 'PUT', editor, {
          ...news,
          translations: { en: { title: newTitle, body: 'Sample text, corrected.' } },
          version: live.version,
        });
        edited.push(await timesUntilShown(writer, reader, slug, newTitle));
      }

      console.log(
        `\nMilliseconds from the editor's answer on one instance until the change shows (${ROUNDS} rounds):\n`,
      );
      console.log(
        '| change, where it shows | rounds | p50 ms | p95 ms | max ms | within 1 s | never shown |',
      );
      console.log(
        '| ---------------------- | -----: | -----: | -----: | -----: | ---------: | ----------: |',
      );
      for (const [change, times] of [
        ['published', published],
        ['edited', edited],
      ] as const) {
        const rows = [
          ["other instance's content API", times.map((time) => time.api)],
          ["other instance's site page", times.map((time) => time.page)],
          ["same instance's site page", times.map((time) => time.ownPage)],
        ] as const;
        for (const [where, samples] of rows) console.log(`| ${change}, ${where} | ${figures(samples)} |`);
      }
      console.log(
        `\nPeak memory (VmHWM): A ${a.portal.peakMemoryMiB()} MiB, B ${b.portal.peakMemoryMiB()} MiB.`,
      );
    } finally {
      await proxy.close();
    }
  } finally {
    for (const instance of instances) await instance.portal.stop();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `Machine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
  );
}

await main();
