import type { ReferenceSearchAnswer, TariffSearchAnswer } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceDataIfEmpty } from '../shippedData/firstStartLoad.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';

type Answer = TariffSearchAnswer & { code?: string; problems?: { path: string; code: string }[] };

describe('the tariff search in French and Spanish, on the shipped tariff (issue 49)', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await openTestPortal({
      prepare: (database, today) => loadReferenceDataIfEmpty(database, today, { real: true, sample: false }),
    });
  }, 120_000);
  afterAll(() => portal.close());

  const search = async (q: string, lang?: string) => {
    const query = new URLSearchParams({ q, ...(lang ? { lang } : {}) });
    const response = await portal.inject({ url: `/api/tariff/search?${query}` });
    return { status: response.statusCode, body: response.json() as Answer };
  };
  const topCodes = async (q: string, lang?: string, count = 5) =>
    (await search(q, lang)).body.lines.slice(0, count).map((line) => line.code);

  it('finds rice by "riz" on a French screen and "arroz" on a Spanish one', async () => {
    for (const code of await topCodes('riz', 'fr')) expect(code).toMatch(/^1006/);
    for (const code of await topCodes('arroz', 'es')) expect(code).toMatch(/^1006/);
  });

  it('finds telephones by their everyday names', async () => {
    expect(await topCodes('téléphone portable', 'fr', 1)).toEqual([expect.stringMatching(/^8517/)]);
    expect(await topCodes('portable', 'fr', 1)).toEqual([expect.stringMatching(/^8517/)]);
    expect(await topCodes('celular', 'es', 1)).toEqual([expect.stringMatching(/^8517/)]);
    expect(await topCodes('ordinateur portable', 'fr', 1)).toEqual([expect.stringMatching(/^847130/)]);
    expect(await topCodes('computadora portátil', 'es', 1)).toEqual([expect.stringMatching(/^847130/)]);
  });

  it('reads elisions with either apostrophe, plurals and accents typed decomposed', async () => {
    for (const q of ["l'huile d'olive", 'l’huile d’olive', "huiles d'olive"]) {
      for (const code of await topCodes(q, 'fr')) expect(code).toMatch(/^1509/);
    }
    for (const code of await topCodes('aceite de oliva', 'es')) expect(code).toMatch(/^1509/);
    const decomposed = 'te\u0301le\u0301phone portable';
    expect(await topCodes(decomposed, 'fr')).toEqual(await topCodes('téléphone portable', 'fr'));
    expect(await topCodes('tele\u0301fono celular', 'es', 1)).toEqual([expect.stringMatching(/^8517/)]);
  });

  it('answers a query that mixes languages, or is in one the portal lacks, without failing', async () => {
    expect((await topCodes('riz basmati', 'fr', 1))[0]).toMatch(/^1006/);
    expect((await topCodes('smartphone', 'es', 1))[0]).toMatch(/^851713/);
    for (const [q, lang] of [
      ['大米', 'fr'],
      ['рис', 'es'],
      ['de la', 'fr'],
      ['Reis und Öl', 'es'],
    ] as const) {
      const { status, body } = await search(q, lang);
      expect(status).toBe(200);
      expect(body.lines.length).toBeLessThanOrEqual(body.total);
    }
    // Accents alone, with no letter: too short, as the screen says in every language.
    const accents = await search('\u0301\u0301\u0301', 'fr');
    expect(accents.status).toBe(400);
    expect(accents.body.problems?.[0]).toMatchObject({ path: 'q', code: 'KEYWORD_TOO_SHORT' });
    // Latin-1 bytes where UTF-8 was expected: read as they come, never a 500.
    const latin1 = await portal.inject({ url: '/api/tariff/search?q=t%E9l%E9phone&lang=fr' });
    expect(latin1.statusCode).toBeLessThan(500);
  });

  it('says where a French word and an English one were found', async () => {
    const response = await portal.inject({
      url: `/api/tariff/search?${new URLSearchParams({ q: 'riz brown', lang: 'fr', explain: 'true' })}`,
    });
    // The national text of 1006.20.00 is "Husked (Brown) Rice"; its HS subheading's French, "Riz décortiqué".
    const [first] = (response.json() as Answer).lines;
    expect(first?.code).toBe('10062000');
    expect(first?.matched?.words).toEqual([
      { word: 'riz', found: expect.objectContaining({ field: 'subheading' }) },
      { word: 'brown', found: expect.objectContaining({ field: 'line' }) },
    ]);
  });

  it('refuses a language the portal does not have', async () => {
    const { status, body } = await search('riz', 'de');
    expect(status).toBe(400);
    // INVALID_VALUE, which every screen's language says ("… is not valid"), naming the parameter.
    expect(body.problems?.[0]).toMatchObject({
      code: 'INVALID_VALUE',
      path: expect.stringContaining('lang'),
    });
  });

  it('leaves an English search as it was: no language is English, and Bengali and Arabic read so', async () => {
    const english = await search('mobile phone charger');
    expect(english.body.lines[0]?.code).toMatch(/^850440/);
    for (const lang of ['en', 'bn', 'ar']) {
      expect((await search('mobile phone charger', lang)).body).toEqual(english.body);
    }
    expect((await topCodes('laptop', 'en', 1))[0]).toMatch(/^847130/);
    // A French word on an English screen is not read as French.
    expect((await search('riz', 'en')).body).toEqual((await search('riz')).body);
  });

  it('ranks free text in the reference contract in the language of meta.lang', async () => {
    const reference = async (value: string, meta: Record<string, string>, operator = 'FULL_TEXT') => {
      const response = await portal.inject({
        method: 'POST',
        url: '/rimm-server/commodity/search',
        payload: {
          max: 5,
          restrictions: [{ field: 'descriptionTranslated', operator, value }],
          meta,
        },
      });
      return { status: response.statusCode, body: response.json() as ReferenceSearchAnswer & Answer };
    };
    const riz = await reference('riz', { lang: 'fr' });
    expect(riz.status).toBe(200);
    for (const record of riz.body.resultList) expect(record.code).toMatch(/^1006/);
    const arroz = await reference('arroz', { lang: 'ES' });
    for (const record of arroz.body.resultList) expect(record.code).toMatch(/^1006/);
    // As §7's clients write it: descriptionTranslated CONTAINS the keywords, on a Spanish screen.
    const contains = await reference('aceite de oliva', { lang: 'es' }, 'CONTAINS');
    expect(contains.body.resultList.length).toBeGreaterThan(0);
    for (const record of contains.body.resultList) expect(record.code).toMatch(/^1509/);
    const refused = await reference('riz', { lang: 'klingon' });
    expect(refused.status).toBe(400);
    expect(refused.body.problems?.[0]).toMatchObject({ path: 'meta.lang', code: 'INVALID_VALUE' });
  });
});
