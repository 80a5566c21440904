import {
  CENTRAL_BANK_RATES_ANSWER,
  CONTENT_CHANGES_ANSWER,
  CONTENT_EDITOR_ITEM,
  CONTENT_EDITOR_ITEMS_ANSWER,
  CONTENT_MEDIA_LIST_ANSWER,
  DATA_SETS_ANSWER,
  PORTAL_ACCOUNT,
  PORTAL_CONFIG_ANSWER,
  PUBLIC_CONTENT_ITEM,
  RATE_PERIOD_START_ANSWER,
  REFERENCE_SEARCH_ANSWER,
  SERVER_PATHS,
  TARIFF_CHAPTER,
  TARIFF_HEADING,
  TARIFF_LINE_PAGE,
  TARIFF_SEARCH_ANSWER,
  TARIFF_SECTION,
  TARIFF_SECTIONS,
} from '@tsw/domain';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CENTRAL_BANK_RATES_PATH } from '../centralBankRates/centralBankRateRoutes.js';
import { loadCentralBankSampleIfEmpty } from '../centralBankRates/centralBankRateSample.js';
import { configFromEnvironment } from '../config/config.js';
import { loadContentSampleIfEmpty } from '../content/contentSample.js';
import { REFERENCE_BASE_PATH } from '../referenceService/referenceRoutes.js';
import { loadReferenceDataIfEmpty } from '../shippedData/firstStartLoad.js';
import { injectTransport } from '../testing/injectTransport.js';
import { SignInFlow } from '../testing/signInFlow.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { createTestUser, TEST_PASSWORD } from '../testing/testUsers.js';

/**
 * The web front end refuses an answer that is not of the shape the domain's schema declares
 * (web/tools/api/apiFetch.ts): every answer it reads is checked here against the same schema, so that a
 * route whose answer drifts from its schema fails here rather than in the browser.
 */
describe(`the answers the web front end reads, on ${testDatabaseKind()}`, () => {
  let portal: TestPortal;
  let staff: string;
  const publicUrl = configFromEnvironment({}).identity.publicUrl;

  beforeAll(async () => {
    portal = await openTestPortal({
      prepare: async (database, today) => {
        await loadReferenceDataIfEmpty(database, today, { real: true, sample: true });
        await loadCentralBankSampleIfEmpty(database, today);
        await loadContentSampleIfEmpty(database);
        await createTestUser(database, 'answers-staff', ['content-editor', 'rates-publisher']);
      },
    });
    const flow = new SignInFlow(injectTransport(portal.app), {
      publicUrl,
      username: 'answers-staff',
      password: TEST_PASSWORD,
    });
    staff = `Bearer ${(await flow.signIn()).tokens.access_token}`;
  });
  afterAll(() => portal.close());

  async function answerOf<Answer extends TSchema>(
    answer: Answer,
    request: { url: string; method?: 'GET' | 'POST'; payload?: object },
  ) {
    const response = await portal.app.inject({ ...request, headers: { authorization: staff } });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const body: unknown = response.json();
    if (!Value.Check(answer, body)) {
      expect.fail(`${request.url}: ${JSON.stringify([...Value.Errors(answer, body)].slice(0, 3))}`);
    }
    return body;
  }

  it('has the frame’s data sets and portal configuration as declared', async () => {
    await answerOf(DATA_SETS_ANSWER, { url: SERVER_PATHS.dataSets });
    await answerOf(PORTAL_CONFIG_ANSWER, { url: SERVER_PATHS.portalConfig });
    await answerOf(PORTAL_ACCOUNT, { url: SERVER_PATHS.account });
  });

  it('has the reference search and the central banks’ rates as declared', async () => {
    await answerOf(REFERENCE_SEARCH_ANSWER, {
      method: 'POST',
      url: `${REFERENCE_BASE_PATH}/exchangeRate/search`,
      payload: { max: 5, selectFields: ['code', 'rate', 'validFromDate', 'validToDate'] },
    });
    await answerOf(CENTRAL_BANK_RATES_ANSWER, { url: `${CENTRAL_BANK_RATES_PATH}/search?max=5` });
    await answerOf(RATE_PERIOD_START_ANSWER, { url: `${SERVER_PATHS.ratePublication}/latest` });
  });

  it('has the tariff’s search and browsing as declared', async () => {
    const found = await answerOf(TARIFF_SEARCH_ANSWER, {
      url: `${SERVER_PATHS.tariffSearch}?q=horses`,
    });
    const line = found.lines[0]?.code ?? '';
    await answerOf(TARIFF_SECTIONS, { url: SERVER_PATHS.tariffSections });
    await answerOf(TARIFF_SECTION, { url: `${SERVER_PATHS.tariffSections}/I` });
    await answerOf(TARIFF_CHAPTER, { url: `${SERVER_PATHS.tariffChapters}/${line.slice(0, 2)}` });
    await answerOf(TARIFF_HEADING, { url: `${SERVER_PATHS.tariffHeadings}/${line.slice(0, 4)}` });
    await answerOf(TARIFF_LINE_PAGE, { url: `${SERVER_PATHS.tariffLines}/${line}` });
  });

  it('has the content editors’ items, changes, files and preview as declared', async () => {
    const { items } = await answerOf(CONTENT_EDITOR_ITEMS_ANSWER, { url: SERVER_PATHS.contentEditorItems });
    const item = items.find((candidate) => candidate.kind === 'news') ?? items[0];
    await answerOf(CONTENT_EDITOR_ITEM, { url: `${SERVER_PATHS.contentEditorItems}/${item?.id}` });
    await answerOf(CONTENT_CHANGES_ANSWER, { url: `${SERVER_PATHS.contentEditorItems}/${item?.id}/changes` });
    await answerOf(CONTENT_MEDIA_LIST_ANSWER, { url: SERVER_PATHS.contentEditorMedia });
    await answerOf(PUBLIC_CONTENT_ITEM, {
      method: 'POST',
      url: SERVER_PATHS.contentEditorPreview,
      payload: {
        item: { kind: 'news', slug: 'preview', translations: { en: { title: 'A preview' } } },
        lang: 'en',
      },
    });
  });
});
