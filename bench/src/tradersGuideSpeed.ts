/**
 * The traders' guide's speed (issue 24): guides of 1, 5, 10 and 20 consignments over 10,000 rules, POSTed over
 * HTTP with a signed-in trader's token to the portal as `npm start` runs it (embedded database, shipped and
 * sample data). The rules are generated from real FY2025-26 tariff lines (prefixes of 2 to 8 digits), real
 * country codes and origin groups, and the portal's document and procedure codes, and land through the
 * editors' CSV import, as an editor would load them. Each consignment is a real tariff line with a real
 * origin and CPC; each case sends BODIES_PER_CASE different bodies, so that no cache of one request can
 * answer for the work. The portal runs with V8's sampling profiler (`--cpu-prof`), and the benchmark prints
 * where each case's CPU went (matching, lookups, the answer's text, Fastify, HTTP…) beside the CPU each
 * request cost the process, both repeatable on a busy machine where latency is not.
 * Run: npm run bench:traders-guide
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { SERVER_PATHS } from '@tsw/domain';
import { fetchTransport, SignInFlow } from '@tsw/server/testing/signInFlow';
import { pick } from './benchInputs.js';
import {
  cpuProfileIn,
  cpuProfileSplit,
  profileClockNow,
  type CpuProfileCategory,
  type CpuProfileSplit,
} from './cpuProfileSplit.js';
import { processCpuMs } from './processCpu.js';
import { BENCH_TARIFF } from './benchTariffData.js';
import { startProductionPortal } from './productionPortal.js';
import { wrkLoad, type LoadFigures } from './wrkLoad.js';

const RULE_COUNT = 10_000;
const CONSIGNMENT_COUNTS = [1, 5, 10, 20] as const;
const BODIES_PER_CASE = 500;
const CONNECTIONS = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const GROUPS = ['SAARC', 'ASEAN', 'EU'];
/** The sample accounts every portal with sample data has (docs/signing-in.md). */
const SAMPLE_TRADER = { username: 'trader', password: 'trader-sample' };
const SAMPLE_GUIDE_EDITOR = { username: 'guide', password: 'guide-sample' };

const inFile =
  (...names: string[]) =>
  (frame: { url: string }) =>
    names.some((name) => frame.url.endsWith(`/${name}`));
const inPackage =
  (...names: string[]) =>
  (frame: { url: string }) =>
    names.some((name) => frame.url.includes(`/node_modules/${name}/`));
/** Where a guide's CPU goes, by the frame nearest each sample that one of these claims. */
const GUIDE_CATEGORIES: readonly CpuProfileCategory[] = [
  {
    name: 'matching the rules (GuideRuleIndex)',
    claims: (frame) =>
      inFile('guideMatching.js')(frame) &&
      ['matching', 'guideRuleMatches', 'listAllows', 'originNamed', 'guideRuleValidOn'].includes(
        frame.functionName,
      ),
  },
  {
    name: "the answer's text (documents merged, JSON)",
    claims: (frame) =>
      inFile('tradersGuideAnswerJson.js')(frame) ||
      inPackage('fast-json-stringify')(frame) ||
      (inFile('guideMatching.js')(frame) &&
        [
          'guideDocumentsOf',
          'guideConditionsOf',
          'guideAuthorityOf',
          'guideSourcesOf',
          'distinctTexts',
          'guideTextIn',
          'guideAttachmentsOf',
        ].includes(frame.functionName)),
  },
  {
    name: 'reading the request, code lookups, the route',
    claims: inFile(
      'tradersGuideRequest.js',
      'tradersGuideLookups.js',
      'entityIndex.js',
      'referenceCache.js',
      'tradersGuideRoutes.js',
      'guideRuleCache.js',
    ),
  },
  {
    name: "the body's JSON and schema check",
    claims: (frame) =>
      inPackage('ajv', '@fastify/ajv-compiler', 'secure-json-parse', 'typebox')(frame) ||
      inFile('contentTypeParser.js', 'validation.js')(frame),
  },
  { name: 'sign-in check (bearer token)', claims: (frame) => frame.url.includes('/identity/') },
  { name: 'compression', claims: (frame) => frame.url.startsWith('node:zlib') },
  { name: "Fastify's request and reply", claims: inPackage('fastify', 'find-my-way', 'avvio') },
  {
    name: 'HTTP parsing and writing, sockets',
    claims: (frame) => /^node:(_http|net|stream|internal\/streams|buffer|internal\/http)/.test(frame.url),
  },
];

async function signIn(url: string, account: { username: string; password: string }): Promise<string> {
  const flow = new SignInFlow(fetchTransport(url), { publicUrl: url, ...account });
  return `Bearer ${(await flow.signIn()).tokens.access_token}`;
}

/** Every code of a reference list today. */
async function listCodes(url: string, authorization: string, entity: string): Promise<string[]> {
  const response = await fetch(`${url}/rimm-server/${entity}/search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: JSON.stringify({ max: 10_000, selectFields: ['code'] }),
  });
  const answer = (await response.json()) as { resultList: { code: string }[] };
  return [...new Set(answer.resultList.map((record) => record.code))];
}

/** Up to `count` distinct picks from a list. */
function some<T>(list: readonly T[], count: number): T[] {
  return [...new Set(Array.from({ length: count }, () => pick(list)))];
}

interface Lists {
  readonly codes: readonly string[];
  readonly countries: readonly string[];
  readonly documents: readonly string[];
  readonly extendedProcedures: readonly string[];
}

/** One generated rule as a CSV row; most rules name a prefix of 4 or 6 digits, as real rules do. */
function ruleRow(lists: Lists): string {
  const code = pick(lists.codes);
  const length = pick([2, 4, 4, 4, 6, 6, 8]);
  const prefixes = some([code.slice(0, length), pick(lists.codes).slice(0, length)], 2);
  const origins =
    Math.random() < 0.7
      ? []
      : Math.random() < 0.5
        ? [pick(GROUPS)]
        : some(lists.countries, 1 + Math.floor(Math.random() * 3));
  const conditional = Math.random() < 0.4;
  const cells = [
    pick(lists.documents),
    conditional ? 'conditional' : 'required',
    prefixes.join(' '),
    Math.random() < 0.1 ? `${code.slice(0, length + 2)}` : '',
    origins.join(' '),
    Math.random() < 0.1 ? pick(lists.countries) : '',
    pick(['IM', 'IM', 'EX', '']),
    Math.random() < 0.2 ? some(lists.extendedProcedures, 2).join(' ') : '',
    conditional ? 'When the goods are declared under the condition the rule names' : '',
    'Generated authority for the benchmark',
    'Generated source for the benchmark',
    '2025-07-01',
    'true',
  ];
  return cells.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',');
}

function rulesCsv(lists: Lists): string {
  const header =
    'documentCode,ruleType,commodityPrefixes,exceptCommodityPrefixes,origins,exceptOrigins,flows,' +
    'extendedProcedureCodes,condition_en,authority_en,source_en,validFrom,sample';
  return [header, ...Array.from({ length: RULE_COUNT }, () => ruleRow(lists))].join('\n');
}

function guideBody(consignments: number, lists: Lists): string {
  const items = Array.from({ length: consignments }, () => ({
    commodityCode: pick(lists.codes),
    itemCountryOfOriginCode: pick(lists.countries),
    extendedProcedureCode: pick(lists.extendedProcedures),
    statisticalValue: (100 + Math.random() * 50_000).toFixed(2),
  }));
  return JSON.stringify({ document: { typeOfDeclaration: 'IM', generalProcedureCode: '4' }, items });
}

async function main(): Promise<void> {
  if (!existsSync(BENCH_TARIFF)) {
    console.error('The benchmark draws its tariff lines from ../shared/data, which is not here.');
    process.exit(1);
  }
  const rows = parse(readFileSync(BENCH_TARIFF), { columns: true, bom: true }) as Record<string, string>[];
  const codes = rows.map((row) => row.hs_code_digits ?? '').filter((code) => /^\d{8}$/.test(code));
  const dataDirectory = mkdtempSync(join(tmpdir(), 'tsw-bench-guide-'));
  const results: {
    name: string;
    figures: LoadFigures;
    documents: number;
    bytes: number;
    encoding: string;
    cpuMs: number;
    window: { from: number; to: number };
  }[] = [];
  const profiles = join(dataDirectory, 'profiles');
  const loadBefore = loadavg()[0] ?? 0;
  let lists: Lists | undefined;
  let ruleTotal: number | undefined;
  process.stderr.write('Starting the portal (first start: the shipped data and the sample)…\n');
  const portal = await startProductionPortal(dataDirectory, {
    nodeArguments: ['--cpu-prof', `--cpu-prof-dir=${profiles}`],
  });
  let split: CpuProfileSplit[] = [];
  try {
    const authorization = await signIn(portal.url, SAMPLE_TRADER);
    const extended = await listCodes(portal.url, authorization, 'extendedProcedure');
    lists = {
      codes,
      countries: (await listCodes(portal.url, authorization, 'country')).filter((code) =>
        /^[A-Z]{2}$/.test(code),
      ),
      documents: await listCodes(portal.url, authorization, 'attachedDocument'),
      extendedProcedures: extended.filter((code) => code.startsWith('4')),
    };
    process.stderr.write(`Importing ${RULE_COUNT} generated rules…\n`);
    const editor = await signIn(portal.url, SAMPLE_GUIDE_EDITOR);
    const started = Date.now();
    const imported = await fetch(`${portal.url}${SERVER_PATHS.guideEditorRules}/import`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', Authorization: editor },
      body: rulesCsv(lists),
    });
    if (!imported.ok) throw new Error(`The import failed: ${(await imported.text()).slice(0, 2000)}`);
    process.stderr.write(`  imported in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    const listed = await fetch(`${portal.url}${SERVER_PATHS.guideEditorRules}?max=1&status=active`, {
      headers: { Authorization: editor },
    });
    ruleTotal = ((await listed.json()) as { totalCount: number }).totalCount;
    for (const count of CONSIGNMENT_COUNTS) {
      const bodies = Array.from({ length: BODIES_PER_CASE }, () => guideBody(count, lists as Lists));
      const measure = (seconds: number) =>
        wrkLoad({
          url: `${portal.url}/api/traders-guide/`,
          bodies,
          connections: CONNECTIONS,
          seconds,
          scriptPath: join(dataDirectory, 'case.lua'),
          authorization,
        });
      const name = `${count} consignment${count === 1 ? '' : 's'}`;
      process.stderr.write(`  ${name}…\n`);
      const sample = await fetch(`${portal.url}/api/traders-guide/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: authorization },
        body: bodies[0],
      });
      const text = await sample.text();
      const answer = JSON.parse(text) as { data: { items: { attachments: unknown[] }[] } };
      const attachments = answer.data.items.reduce((total, item) => total + item.attachments.length, 0);
      await measure(WARM_UP_SECONDS);
      const cpuBefore = processCpuMs(portal.pid);
      const from = profileClockNow();
      const figures = await measure(SECONDS);
      results.push({
        name,
        figures,
        documents: attachments / count,
        bytes: Buffer.byteLength(text),
        // wrk asks for no compression; a browser asks, and this says whether the answer would be compressed.
        encoding:
          (
            await fetch(`${portal.url}/api/traders-guide/`, {
              method: 'POST',
              headers: {
                'Content-Type': 'application/json',
                Authorization: authorization,
                'Accept-Encoding': 'br, gzip',
              },
              body: bodies[0],
            })
          ).headers.get('content-encoding') ?? 'none',
        cpuMs: processCpuMs(portal.pid) - cpuBefore,
        window: { from, to: profileClockNow() },
      });
    }
  } finally {
    await portal.stop();
    try {
      const profile = cpuProfileIn(profiles);
      split = results.map((result) => cpuProfileSplit(profile, result.window, GUIDE_CATEGORIES));
    } finally {
      rmSync(dataDirectory, { recursive: true, force: true });
    }
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nMachine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `load average ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after (the benchmark's ` +
      `own included); embedded database, ${ruleTotal ?? 0} active rules, ${CONNECTIONS} connections, ` +
      `${SECONDS} s per case, ${BODIES_PER_CASE} bodies per case from ${codes.length} tariff lines, ` +
      `${lists?.countries.length ?? 0} countries; load generator on the same machine; the portal under ` +
      'the sampling profiler.\n',
  );
  console.log(
    '| guide | requests/s | p50 ms | p95 ms | p99 ms | errors | documents per consignment | answer KB | ' +
      'compressed | server CPU ms per request |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---:|');
  for (const result of results) {
    const { figures } = result;
    const requests = figures.requestsPerSecond * SECONDS;
    console.log(
      `| ${result.name} | ${figures.requestsPerSecond} | ${figures.p50} | ${figures.p95} | ${figures.p99} | ` +
        `${figures.errors} | ${result.documents.toFixed(1)} | ${(result.bytes / 1000).toFixed(1)} | ` +
        `${result.encoding} | ${(result.cpuMs / requests).toFixed(2)} |`,
    );
  }
  const names = [...GUIDE_CATEGORIES.map((category) => category.name), 'garbage collection', 'other'];
  console.log("\nWhere the portal's main thread spent its CPU, ms per request (sampled, V8's profiler):\n");
  console.log(`| part | ${results.map((result) => result.name).join(' | ')} |`);
  console.log(`|---|${results.map(() => '---:').join('|')}|`);
  const perRequest = (index: number, ms: number) =>
    (ms / ((results[index]?.figures.requestsPerSecond ?? 1) * SECONDS)).toFixed(2);
  for (const name of names) {
    console.log(
      `| ${name} | ${results.map((_, index) => perRequest(index, split[index]?.get(name) ?? 0)).join(' | ')} |`,
    );
  }
  const totals = split.map((parts) => [...parts.values()].reduce((sum, ms) => sum + ms, 0));
  console.log(`| total | ${totals.map((ms, index) => perRequest(index, ms)).join(' | ')} |`);
}

await main();
