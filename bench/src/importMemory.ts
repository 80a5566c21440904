/**
 * Peak memory of the imports' uploads (security review, issue 44): the largest file each upload route
 * takes, written to be as costly as the limits allow (every count at its cap or the file at its byte limit,
 * every text at its longest, every bill or row full of problems), sent to a portal on PGlite started for that
 * file alone; the portal's peak resident memory (VmHWM) is read after the answer, beside its peak before.
 * Run: npm run bench:import-memory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { CARGO_IMPORT_LIMITS, csvText, SERVER_PATHS, TRADERS_GUIDE_LIMITS } from '@tsw/domain';
import { MANIFEST_CSV_COLUMNS } from '@tsw/server/manifests/manifestCsv';
import { MANIFEST_PATH } from '@tsw/server/manifests/manifestRoutes';
import { AWMDS_FILE_END, AWMDS_FILE_START } from '@tsw/server/testing/cargoFiles';
import { startPortalProcess } from '@tsw/server/testing/portalProcess';
import { signIn } from './benchSignIn.js';

/** The sample accounts every portal with sample data has (docs/signing-in.md). */
const OFFICER = { username: 'officer', password: 'officer-sample' };
const GUIDE_EDITOR = { username: 'guide', password: 'guide-sample' };

interface ImportCase {
  readonly name: string;
  readonly url: string;
  readonly type: string;
  readonly account: { readonly username: string; readonly password: string };
  readonly file: () => string;
}

/** A text as long as a kept text may be. */
const longest = (letter: string) => letter.repeat(CARGO_IMPORT_LIMITS.textMaxLength);

/** Up to `max` parts, as many as fit in `bytes` with `start` and `end` around them. */
function filled(start: string, part: string, end: string, max: number, bytes: number): string {
  const count = Math.min(max, Math.floor((bytes - start.length - end.length) / Buffer.byteLength(part)));
  return `${start}${part.repeat(count)}${end}`;
}

/** Bills whose codes are all unknown and whose texts are at their longest: each has several problems. */
function manifestXml(): string {
  const bill =
    `<Bol_segment><Bol_id><Bol_reference>B</Bol_reference></Bol_id>` +
    `<Traders_segment><Exporter><Exporter_name>${longest('E')}</Exporter_name></Exporter>` +
    `<Consignee><Consignee_name>${longest('C')}</Consignee_name></Consignee></Traders_segment>` +
    `<Goods_segment><Package_type_code>ZZ</Package_type_code><Gross_mass>x</Gross_mass>` +
    `<Goods_description>${longest('G')}</Goods_description></Goods_segment></Bol_segment>\n`;
  return filled(
    `${AWMDS_FILE_START}<Awmds><General_segment/>`,
    bill,
    `</Awmds>${AWMDS_FILE_END}`,
    CARGO_IMPORT_LIMITS.billsOfLadingMax,
    CARGO_IMPORT_LIMITS.fileBytesMax,
  );
}

function manifestCsv(): string {
  const row = csvText([
    MANIFEST_CSV_COLUMNS.map((column) =>
      ['consignor', 'consignee', 'goodsDescription', 'notifyParty'].includes(column) ? longest('T') : 'ZZ',
    ),
  ]);
  return filled(
    csvText([MANIFEST_CSV_COLUMNS]),
    row,
    '',
    CARGO_IMPORT_LIMITS.billsOfLadingMax,
    CARGO_IMPORT_LIMITS.fileBytesMax,
  );
}

/** The review's file: rows each with a cell of 196 short words, every one a bad prefix. */
function guideRulesCsv(): string {
  const words = Array.from({ length: 196 }, () => 'ab').join(' ');
  return filled(
    'documentCode,ruleType,commodityPrefixes,authority_en,source_en,validFrom\n',
    `INV,required,"${words}",Customs,Customs Act,2025-01-01\n`,
    '',
    TRADERS_GUIDE_LIMITS.importMaxRules,
    TRADERS_GUIDE_LIMITS.importMaxBytes,
  );
}

const CASES: readonly ImportCase[] = [
  {
    name: 'manifest, AWMDS XML',
    url: `${MANIFEST_PATH}/import`,
    type: 'application/xml',
    account: OFFICER,
    file: manifestXml,
  },
  {
    name: 'manifest, CSV layout',
    url: `${MANIFEST_PATH}/import`,
    type: 'text/csv',
    account: OFFICER,
    file: manifestCsv,
  },
  {
    name: "traders' guide rules, CSV",
    url: `${SERVER_PATHS.guideEditorRules}/import`,
    type: 'text/csv',
    account: GUIDE_EDITOR,
    file: guideRulesCsv,
  },
];

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'tsw-import-memory-'));
  const env = { ...process.env, DATA_DIR: join(work, 'data'), DATABASE_URL: '', LOG_LEVEL: 'warn' };
  try {
    // The first start loads the data; each case then starts the portal again on it, so that each peak is
    // its file's alone.
    await (await startPortalProcess(env)).stop();
    console.log(
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB`,
    );
    console.log('| upload | file | answer | problems counted | peak RSS before | peak RSS after |');
    console.log('| ------ | ---- | ------ | ---------------- | --------------- | -------------- |');
    for (const found of CASES) {
      const portal = await startPortalProcess(env);
      try {
        const authorization = await signIn(portal.url, found.account);
        const file = found.file();
        const before = portal.peakMemoryMiB();
        const response = await fetch(`${portal.url}${found.url}`, {
          method: 'POST',
          headers: { authorization, 'content-type': found.type },
          body: file,
        });
        const answer = (await response.json()) as { code?: string; problemCount?: number };
        const mib = (Buffer.byteLength(file) / 2 ** 20).toFixed(1);
        console.log(
          `| ${found.name} | ${mib} MiB | ${response.status} ${answer.code ?? ''} | ` +
            `${answer.problemCount ?? 0} | ${before} MiB | ${portal.peakMemoryMiB()} MiB |`,
        );
      } finally {
        await portal.stop();
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
