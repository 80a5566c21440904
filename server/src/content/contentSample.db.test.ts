import { readFileSync } from 'node:fs';
import { LEGACY_CUSTOM_PAGE_SLUGS, type ContentKind } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../testing/pdfText.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { CONTENT_PATH } from './contentJson.js';
import { SRO_DOCUMENTS_PATH } from './sroDocumentRoutes.js';
import { loadContentSampleIfEmpty } from './contentSample.js';
import { contentItems } from './contentStore.js';

interface Listed {
  total: number;
  items: {
    slug: string;
    title: string;
    language: string;
    fallback: boolean;
    sample: boolean;
    file?: { url: string };
  }[];
}

describe(`the sample content on ${testDatabaseKind()}`, () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await openTestPortal({ prepare: (database) => loadContentSampleIfEmpty(database) });
  });
  afterAll(() => portal.close());

  const list = async (kind: ContentKind, language = 'en') =>
    (
      await portal.app.inject({
        method: 'GET',
        url: `${CONTENT_PATH}/items/${kind}?lang=${language}&size=100`,
      })
    ).json<Listed>();

  it('has what the issue asks for, published, in English and Bengali, marked as sample', async () => {
    const minimum: Partial<Record<ContentKind, number>> = {
      news: 12,
      page: LEGACY_CUSTOM_PAGE_SLUGS.length,
      faq: 10,
      download: 8,
      helpArticle: 10,
      sro: 10,
      homeBlock: 3,
    };
    for (const [kind, count] of Object.entries(minimum) as [ContentKind, number][]) {
      for (const language of ['en', 'bn']) {
        const listed = await list(kind, language);
        expect(listed.total, kind).toBeGreaterThanOrEqual(count);
        for (const item of listed.items) {
          expect(item, `${kind} ${item.slug} ${language}`).toMatchObject({
            language,
            fallback: false,
            sample: true,
          });
        }
      }
    }
    expect((await list('page')).items.map((item) => item.slug).sort()).toEqual(
      [...LEGACY_CUSTOM_PAGE_SLUGS].sort(),
    );
    const stored = await contentItems(portal.database);
    expect(stored.every((item) => item.status === 'published' && item.sample)).toBe(true);
  });

  it('offers a PDF for every download and SRO, saying it is a sample', async () => {
    const [download] = (await list('download')).items;
    const [sro] = (await list('sro')).items;
    for (const item of [download, sro]) {
      const response = await portal.app.inject({ method: 'GET', url: item?.file?.url ?? '/missing' });
      expect(response.statusCode).toBe(200);
      expect(pdfText(response.rawPayload).text).toContain('SAMPLE DOCUMENT');
    }
  });

  it('serves the PDF of every sample reference SRO at its path: the same orders, written once', async () => {
    const sampleSros = JSON.parse(
      readFileSync(new URL('../../sample-data/sro.json', import.meta.url), 'utf8'),
    ) as { periods: { records: { code: string; path: string; sroNumber: string }[] }[] };
    const records = sampleSros.periods.flatMap((period) => period.records);
    expect(records.length).toBeGreaterThan(10);
    for (const record of records) {
      const response = await portal.app.inject({ method: 'GET', url: `${SRO_DOCUMENTS_PATH}${record.path}` });
      expect(response.statusCode, record.code).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const { text } = pdfText(response.rawPayload);
      expect(text).toContain(record.sroNumber);
      expect(text).toContain('SAMPLE DOCUMENT');
    }
  });

  it('loads only into a database without content', async () => {
    expect(await loadContentSampleIfEmpty(portal.database)).toBe(false);
  });
});
