import { Readable } from 'node:stream';
import { IMPORT_PROBLEMS_SHOWN, SERVER_PATHS, TRADERS_GUIDE_LIMITS } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnvironment } from '../config/config.js';
import { mintAccessToken } from '../testing/mintToken.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';

/*
 * Hostile rule files (security review, issue 44): 50,000 rows each with a cell of 196 words once made
 * 9 million problems and filled the memory. Each limit is reached here by a small file.
 */

let portal: TestPortal;
let editor: string;

beforeAll(async () => {
  portal = await openTestPortal();
  const { identity } = configFromEnvironment({});
  const roles = { resource_access: { portal: { roles: ['guide-editor'] } } };
  editor = `Bearer ${await mintAccessToken(portal.database, identity, { claims: roles })}`;
});
afterAll(() => portal.close());

interface Refusal {
  code: string;
  problemCount?: number;
  problems: { path: string; code: string; params?: Record<string, string | number> }[];
}

const HEADER = 'documentCode,ruleType,commodityPrefixes,authority_en,source_en,validFrom';
/** A row of a rule that is good but for its prefixes, which are what `prefixes` says. */
const row = (prefixes: string) => `INV,required,"${prefixes}",Customs,Customs Act,2025-01-01`;
const csv = (rows: readonly string[]) => [HEADER, ...rows].join('\n');

const importCsv = (payload: string | Readable, headers: Record<string, string> = {}) =>
  portal.app.inject({
    method: 'POST',
    url: `${SERVER_PATHS.guideEditorRules}/import`,
    headers: { authorization: editor, 'content-type': 'text/csv', ...headers },
    payload,
  });

async function storedRules(): Promise<number> {
  const [row] = await portal.database.query<{ count: number }>(
    'select count(*)::integer as count from guide_rule',
  );
  return row?.count ?? 0;
}

describe(`guide rule imports' limits on ${testDatabaseKind()}`, () => {
  it('counts every problem of many rows of many bad codes, and lists only the first ones', async () => {
    const before = await storedRules();
    const words = Array.from({ length: 196 }, () => 'ab').join(' ');
    const response = await importCsv(csv(Array.from({ length: 500 }, () => row(words))));
    expect(response.statusCode).toBe(400);
    const answer = response.json<Refusal>();
    expect(answer.code).toBe('GUIDE_IMPORT_INVALID');
    expect(answer.problems).toHaveLength(IMPORT_PROBLEMS_SHOWN);
    // Each word is a bad prefix, and each row's document is unknown to an empty portal.
    expect(answer.problemCount).toBeGreaterThanOrEqual(500 * 196);
    expect(await storedRules()).toBe(before);
  });

  it('splits a list cell no further than one code past the limit', async () => {
    const codes = Array.from({ length: TRADERS_GUIDE_LIMITS.maxCodesPerList * 10 }, () => 'ab').join(';');
    const answer = (await importCsv(csv([row(codes)]))).json<Refusal>();
    expect(answer.problems.map((found) => found.code)).toContain('GUIDE_TOO_MANY_CODES');
    // The codes past the limit are never read: at most the limit's and one more are named.
    expect(answer.problemCount).toBeLessThanOrEqual(TRADERS_GUIDE_LIMITS.maxCodesPerList + 5);
  });

  it('stops reading at one row too many, or at a row too long', async () => {
    const rows = Array.from({ length: TRADERS_GUIDE_LIMITS.importMaxRules + 1 }, () => row('84'));
    const tooMany = (await importCsv(csv(rows))).json<Refusal>();
    expect(tooMany).toMatchObject({ code: 'GUIDE_IMPORT_INVALID', problemCount: 1 });
    expect(tooMany.problems).toEqual([
      expect.objectContaining({
        code: 'GUIDE_IMPORT_TOO_MANY_RULES',
        params: { max: TRADERS_GUIDE_LIMITS.importMaxRules },
      }),
    ]);
    const long = (
      await importCsv(csv([row('84'), row('8'.repeat(TRADERS_GUIDE_LIMITS.importRowMaxCharacters))]))
    ).json<Refusal>();
    expect(long.problems).toEqual([
      expect.objectContaining({
        code: 'GUIDE_IMPORT_ROW_TOO_LONG',
        params: { row: 3, max: TRADERS_GUIDE_LIMITS.importRowMaxCharacters },
      }),
    ]);
  });

  it('answers a file over the byte limit with 413, by its length or by what arrives', async () => {
    const before = await storedRules();
    const over = TRADERS_GUIDE_LIMITS.importMaxBytes + 1;
    const declared = await importCsv('x', { 'content-length': String(over) });
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ code: 'GUIDE_IMPORT_TOO_LARGE' });
    const chunk = Buffer.alloc(1024 * 1024, 'x');
    const chunks = Array.from({ length: Math.ceil(over / chunk.length) }, () => chunk);
    const streamed = await importCsv(Readable.from(chunks));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toMatchObject({ code: 'GUIDE_IMPORT_TOO_LARGE' });
    expect(await storedRules()).toBe(before);
  });
});
