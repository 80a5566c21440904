import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HS_FINDER_LIMITS, type HsFinderSearchAnswer, type HsFinderTreeAnswer } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceDataIfEmpty } from '../shippedData/firstStartLoad.js';
import { loadHsStructure } from '../tariff/hsStructure.js';
import { testFileFolder } from '../testing/temporaryFolder.js';
import { openTestPortal, TEST_TODAY, type TestPortal } from '../testing/testApp.js';
import { importHsHistory } from './hsHistoryImport.js';
import { rebuildHsModel } from './hsModelRebuild.js';
import { HS_FINDER_PATH } from './hsFinderRoutes.js';

interface Problem {
  code: string;
  message: string;
  problems?: { path: string; code: string }[];
}

const folder = testFileFolder('hs-history-');
const REFRESH_MS = 200;

function csvFile(name: string, rows: readonly (readonly [string, string])[]): string {
  const file = join(folder, name);
  const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
  writeFileSync(
    file,
    ['description,code', ...rows.map(([text, code]) => `${quoted(text)},${code}`)].join('\n'),
  );
  return file;
}

describe('the HS code finder, on the shipped tariff, HS 2022 and model', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await openTestPortal({
      refreshMs: REFRESH_MS,
      prepare: (database, today) => loadReferenceDataIfEmpty(database, today, { real: true, sample: true }),
    });
  }, 120_000);
  afterAll(() => portal.close());

  const get = async (path: string, headers: Record<string, string> = { country: 'bd' }) => {
    const response = await portal.inject({ url: `${HS_FINDER_PATH}/${path}`, headers });
    return { status: response.statusCode, headers: response.headers, body: response.json() as unknown };
  };
  const search = async (query: string, headers?: Record<string, string>) => {
    const answer = await get(`search?${new URLSearchParams({ query })}`, headers);
    return { ...answer, body: answer.body as HsFinderSearchAnswer & Problem };
  };
  const headingsOf = (answer: HsFinderSearchAnswer) => answer.predictions.map((p) => p.hsCode.slice(0, 4));

  it("finds a real description's heading among its suggestions, with lines, taxes and reasons", async () => {
    const { status, headers, body } = await search('canvas sneakers with rubber soles');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(headingsOf(body)).toContain('6404');
    expect(body.predictions.length).toBeLessThanOrEqual(HS_FINDER_LIMITS.maxPredictions);
    // The probability that the suggestion's heading is right: in the fused order, never rising.
    let previous = 1;
    for (const { probability } of body.predictions) {
      expect(probability).toBeGreaterThanOrEqual(0);
      expect(probability).toBeLessThanOrEqual(previous);
      expect(Math.round(probability * 100) / 100).toBe(probability);
      previous = probability;
    }
    const shoes = body.predictions.find((prediction) => prediction.hsCode.startsWith('6404'));
    expect(shoes?.description).not.toBe('');
    expect(shoes?.children.length).toBeGreaterThan(0);
    for (const line of shoes?.children ?? []) {
      expect(line.code.startsWith(shoes?.hsCode ?? '')).toBe(true);
      expect(line.taxCodes.length).toBeGreaterThan(0);
    }
    expect(shoes?.reasons.matchedWords.length).toBeGreaterThan(0);
    expect(shoes?.reasons.supportingTexts).toContainEqual(
      expect.objectContaining({ source: 'hs', code: shoes?.hsCode }),
    );
    expect(body).toMatchObject({
      clarification: null,
      language: 'en',
      model: { version: expect.any(String) },
    });

    expect(headingsOf((await search('frozen whole chickens')).body)).toContain('0207');
    expect(headingsOf((await search('portable laptop computer')).body)).toContain('8471');
    expect(headingsOf((await search('cotton t-shirts for men')).body)).toContain('6109');
  });

  it('names the chapter note that excludes goods the description names', async () => {
    const exclusionsOf = async (query: string) =>
      (await search(query)).body.predictions.flatMap((prediction) => prediction.reasons.exclusions);
    expect(await exclusionsOf('worn leather boots')).toContainEqual(
      expect.objectContaining({ subject: '64', referredCode: '6309' }),
    );
    expect(await exclusionsOf('sports clothing for football')).toContainEqual(
      expect.objectContaining({ subject: '95', referredCode: '61' }),
    );
  });

  it('understands a Bengali description', async () => {
    const { status, body } = await search('মোবাইল ফোন', { country: 'bd', language: 'bn' });
    expect(status).toBe(200);
    expect(headingsOf(body)).toContain('8517');
    expect(['bn', 'en']).toContain(body.language);
    // Each description says its language: Bengali where the tariff has it, else English.
    for (const prediction of (body as HsFinderSearchAnswer).predictions)
      expect(prediction.descriptionLanguage).toBe(
        /\p{Script=Bengali}/u.test(prediction.description) ? 'bn' : 'en',
      );
    expect(headingsOf((await search('চাল', { country: 'bd', language: 'bn' })).body)).toContain('1006');
  });

  it('offers heading 3004 for a medicament in measured doses, and tells the rule that weighed', async () => {
    const { status, body } = await search('paracetamol tablets 500mg');
    expect(status).toBe(200);
    expect(headingsOf(body).slice(0, 3)).toContain('3004');
    const medicament = body.predictions.find((prediction) => prediction.hsCode.startsWith('3004'));
    expect(medicament?.reasons.fusion?.rules.join(' ')).toMatch(/3004/);
    // The chemical itself is not put before it.
    const chemical = headingsOf(body).indexOf('2924');
    if (chemical >= 0) expect(chemical).toBeGreaterThan(headingsOf(body).indexOf('3004'));
  });

  it("gives a Bengali description the heading and subheading of its English: men's cotton t-shirts", async () => {
    const english = await search("men's cotton t-shirt");
    const bengali = await search('পুরুষদের সুতি টি-শার্ট', { country: 'bd', language: 'bn' });
    expect(english.body.predictions[0]?.hsCode).toBe('610910');
    expect(bengali.body.predictions[0]?.hsCode).toBe('610910');
    // The first suggestion, right for both, no longer shows the model's small probability of it.
    for (const answer of [english, bengali])
      expect(answer.body.predictions[0]?.probability).toBeGreaterThanOrEqual(0.5);
    // The search's everyday names and the words it matched are told as the reasons.
    expect(bengali.body.predictions[0]?.reasons.fusion?.searchPlace).toBe(1);
    expect(bengali.body.predictions[0]?.reasons.matchedWords.length).toBeGreaterThan(0);
  });

  it('reads French and Spanish descriptions, and says the language of each text it shows', async () => {
    const french = { country: 'bd', language: 'fr' };
    const spanish = { country: 'bd', language: 'es' };
    for (const [query, headers, heading] of [
      ['t-shirt en coton pour homme', french, '6109'],
      ['camiseta de algodón para hombre', spanish, '6109'],
      ['comprimés de paracétamol', french, '3004'],
      ['tabletas de paracetamol 500 mg', spanish, '3004'],
      // Accents folded and elisions cut: as typed without them, and with "d'".
      ['telephone portable', french, '8517'],
      ["huile d'olive vierge", french, '1509'],
    ] as const) {
      const { status, body } = await search(query, headers);
      expect({ query, status }).toEqual({ query, status: 200 });
      expect(headingsOf(body).slice(0, 3), query).toContain(heading);
    }
    const { body } = await search('t-shirt en coton pour homme', french);
    expect(body.language).toBe('fr');
    const [first] = body.predictions;
    // The EU's French text of the subheading, after its heading's title ("De coton" alone says little).
    expect(first).toMatchObject({ hsCode: '610910', descriptionLanguage: 'fr' });
    expect(first?.description).toMatch(/^T-shirts.* — De coton$/);
    for (const support of first?.reasons.supportingTexts ?? [])
      expect(['en', 'fr', 'es', 'bn']).toContain(support.language);
    expect(first?.reasons.supportingTexts).toContainEqual(
      expect.objectContaining({ source: 'hs', code: '610910', language: 'fr' }),
    );
    // The place in the nomenclature is in Spanish too; the national lines keep their English.
    const tree = (await get('tree?code=610910', spanish)).body as HsFinderTreeAnswer;
    expect(tree.subheading).toMatchObject({
      language: 'es',
      description: expect.stringMatching(/De algodón$/),
    });
    expect(tree.heading.language).toBe('es');
  });

  it('answers a description in a language it does not read, and refuses nonsense in French', async () => {
    for (const query of ['Baumwoll-T-Shirt für Herren', '棉质男士T恤', 'хлопковая футболка']) {
      const { status } = await search(query, { country: 'bd', language: 'fr' });
      expect([200, 404], query).toContain(status);
    }
    for (const query of ['<script>alert(1)</script>', 'les des du', 'zqxv wplk brrt']) {
      const { status, body } = await search(query, { country: 'bd', language: 'fr' });
      expect({ query, status, code: body.code }).toEqual({
        query,
        status: 404,
        code: 'HS_FINDER_NOTHING_LIKELY',
      });
    }
  });

  it('asks about a vague description instead of guessing', async () => {
    const { status, body } = await search('parts');
    expect(status).toBe(200);
    expect(body.predictions).toEqual([]);
    expect(body.clarification).toMatchObject({
      term: 'parts',
      question: expect.any(String),
      choices: expect.arrayContaining([expect.any(String)]),
    });
  });

  it('says to describe the product differently when nothing is likely', async () => {
    const { status, headers, body } = await search('zqxv wplk brrt');
    expect(status).toBe(404);
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toMatchObject({
      code: 'HS_FINDER_NOTHING_LIKELY',
      message: 'Please describe your product in a different way to get results',
    });
    // Markup is no description: a script is nothing (it once gave beer, from "ale" in "alert"), and tags
    // around goods leave the goods. A lone stop word and random letters are nothing either.
    for (const markup of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'the', 'asdkjh qwe']) {
      const refused = await search(markup);
      expect(refused.status, markup).toBe(404);
      expect(refused.body).toMatchObject({ code: 'HS_FINDER_NOTHING_LIKELY' });
    }
    const tagged = await search('<b>men’s cotton t-shirts</b>');
    expect(tagged.status).toBe(200);
    expect(tagged.body.predictions[0]?.hsCode).toBe('610910');
  });

  it('refuses bad descriptions and headers clearly, never with a 500', async () => {
    const refusals: [string, Record<string, string> | undefined, string][] = [
      ['', undefined, 'HS_FINDER_QUERY_EMPTY'],
      ['     ', undefined, 'HS_FINDER_QUERY_EMPTY'],
      ['?!. -- ;;', undefined, 'HS_FINDER_QUERY_NO_WORDS'],
      ['a'.repeat(HS_FINDER_LIMITS.queryMaxLength + 1), undefined, 'HS_FINDER_QUERY_TOO_LONG'],
      ['shoe '.repeat(20_000), undefined, 'HS_FINDER_QUERY_TOO_LONG'],
      ['PK\u0003\u0004\u0000\u0001 shoes', undefined, 'HS_FINDER_QUERY_NOT_TEXT'],
      ['canvas shoes', { country: 'ke' }, 'HS_FINDER_COUNTRY_UNSUPPORTED'],
      ['canvas shoes', { country: 'bd', language: 'de' }, 'HS_FINDER_LANGUAGE_UNSUPPORTED'],
    ];
    for (const [query, headers, code] of refusals) {
      const { status, headers: answerHeaders, body } = await search(query, headers);
      expect({ query: query.slice(0, 20), status, code: body.code }).toEqual({
        query: query.slice(0, 20),
        status: 400,
        code,
      });
      expect(answerHeaders['cache-control']).toBe('no-store');
    }
    expect((await get('search')).status).toBe(400);
  });

  it('needs a signed-in user, as its documentation says', async () => {
    const response = await portal.app.inject({ url: `${HS_FINDER_PATH}/search?query=shoes` });
    expect(response.statusCode).toBe(401);
    const document = (await portal.app.inject('/docs/json')).json() as {
      paths: Record<string, { get?: { security?: unknown[]; parameters?: { name: string; in: string }[] } }>;
    };
    for (const path of ['search', 'tree']) {
      const operation = document.paths[`${HS_FINDER_PATH}/${path}`]?.get;
      expect(operation?.security).toEqual([{ bearer: [] }]);
      expect(operation?.parameters).toContainEqual(
        expect.objectContaining({ name: 'country', in: 'header' }),
      );
    }
  });

  it("places a code in the nomenclature, with today's lines and their taxes and every level's notes", async () => {
    const { status, headers, body } = await get('tree?code=6404.19');
    const tree = body as HsFinderTreeAnswer;
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(tree).toMatchObject({
      code: '640419',
      section: { roman: 'XII' },
      chapter: { code: '64' },
      heading: { code: '6404' },
      subheading: { code: '640419' },
    });
    expect(tree.lines.length).toBeGreaterThan(0);
    expect(tree.lines.every((line) => line.code.startsWith('640419') && line.taxCodes.length > 0)).toBe(true);
    expect(tree.notes).toContainEqual(
      expect.objectContaining({
        subject: '64',
        text: expect.stringContaining('does not cover toy footwear'),
      }),
    );
    const line = tree.lines[0]?.code ?? '';
    expect(((await get(`tree?code=${line}`)).body as HsFinderTreeAnswer).code).toBe(line);
    const arabic = (await get('tree?code=640419', { country: 'bd', language: 'ar' }))
      .body as HsFinderTreeAnswer;
    expect(arabic.chapter.description).toMatch(/\p{Script=Arabic}/u);
    // HS 2022 has the headings in English only: the answer says so, for the screen to mark the text.
    expect([arabic.section.language, arabic.chapter.language, arabic.heading.language]).toEqual([
      'ar',
      'ar',
      'en',
    ]);
    const french = (await get('tree?code=640419', { country: 'bd', language: 'fr' }))
      .body as HsFinderTreeAnswer;
    // French titles are the EU's Combined Nomenclature's, at every level (issue 49).
    expect([french.chapter.language, french.heading.language]).toEqual(['fr', 'fr']);
    expect(french.chapter.description).toMatch(/^Chaussures, guêtres/);
  });

  it('says that an unknown code does not exist, and refuses what is no code', async () => {
    for (const code of ['999999', '64041999999']) {
      const { status, body } = await get(`tree?code=${code}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({
        code: 'HS_CODE_NOT_FOUND',
        message: 'The HS code you are trying to view does not exist',
      });
    }
    expect(((await get('tree?code=shoes')).body as Problem).code).toBe('HS_FINDER_CODE_INVALID');
  });

  it('refuses a history with one bad row whole, naming its line and column', async () => {
    const file = csvFile('bad.csv', [
      ['canvas shoes with rubber soles', '640419'],
      ['a fish that does not exist', '039999'],
      ['x'.repeat(HS_FINDER_LIMITS.historyDescriptionMaxLength + 1), '6404'],
    ]);
    const outcome = await importHsHistory(portal.database, file, {
      structure: loadHsStructure(),
      batch: 'bad',
    });
    expect(outcome).toEqual({
      landed: false,
      problems: [
        { line: 3, column: 'code', message: expect.stringContaining('039999') },
        { line: 4, column: 'description', message: expect.stringContaining('at most') },
      ],
    });
    expect(await portal.database.query('select 1 from hs_history_declaration')).toEqual([]);
  });

  it("learns from an imported history: the administration's own words lead to its codes", async () => {
    const codesFor = async (query: string) => {
      const answer = await search(query);
      return answer.status === 404 ? [] : answer.body.predictions.map((prediction) => prediction.hsCode);
    };
    expect(await codesFor('zorblax gleamer units')).not.toContain('950300');
    const rows = Array.from(
      { length: 40 },
      (_, index) => [`zorblax gleamer units lot ${index}`, '950300'] as const,
    );
    const file = csvFile('good.csv', rows);
    expect(
      await importHsHistory(portal.database, file, { structure: loadHsStructure(), batch: 'good' }),
    ).toMatchObject({ landed: true, rows: 40 });
    const built = await rebuildHsModel(portal.database, portal.cache, TEST_TODAY);
    expect(built.trainedOn.historyRows).toBe(40);
    let after = await search('zorblax gleamer units');
    for (let tries = 0; after.body.model?.version !== built.version && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, REFRESH_MS));
      after = await search('zorblax gleamer units');
    }
    expect(after.status).toBe(200);
    expect(after.body.model.version).toBe(built.version);
    expect(after.body.predictions[0]?.hsCode).toBe('950300');
    expect(after.body.predictions[0]?.reasons.supportingTexts).toContainEqual(
      expect.objectContaining({ source: 'history' }),
    );
  }, 300_000);
});
