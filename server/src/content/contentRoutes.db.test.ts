import { CONTENT_LIMITS, CONTENT_MEDIA_LIMITS, SERVER_PATHS } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnvironment } from '../config/config.js';
import { injectTransport } from '../testing/injectTransport.js';
import { SignInFlow } from '../testing/signInFlow.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { createTestUser, TEST_PASSWORD } from '../testing/testUsers.js';
import { CONTENT_PATH } from './contentJson.js';
import { CONTENT_MEDIA_SECURITY_POLICY } from './contentMediaReply.js';
import { SRO_DOCUMENTS_PATH } from './sroDocumentRoutes.js';

const ITEMS = SERVER_PATHS.contentEditorItems;
const SCRIPT = '<script>window.pwned = 1</script>';

interface EditorItem {
  id: string;
  version: number;
  status: string;
}

describe(`the content service on ${testDatabaseKind()}`, () => {
  let portal: TestPortal;
  let editor: string;
  let trader: string;
  const publicUrl = configFromEnvironment({}).identity.publicUrl;
  const signIn = async (username: string) =>
    `Bearer ${(await new SignInFlow(injectTransport(portal.app), { publicUrl, username, password: TEST_PASSWORD }).signIn()).tokens.access_token}`;

  beforeAll(async () => {
    portal = await openTestPortal({
      prepare: async (database) => {
        await createTestUser(database, 'web-editor', ['content-editor']);
        await createTestUser(database, 'plain-trader', ['trader']);
      },
    });
    editor = await signIn('web-editor');
    trader = await signIn('plain-trader');
  });
  afterAll(() => portal.close());

  const asEditor = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    portal.app.inject({ method, url, headers: { authorization: editor }, ...(payload ? { payload } : {}) });
  const publicGet = (url: string) => portal.app.inject({ method: 'GET', url });

  const news = (slug: string, overrides: object = {}) => ({
    kind: 'news',
    slug,
    date: '2025-07-01',
    translations: {
      en: {
        title: 'New tariff in force',
        summary: 'From 1 July.',
        body: 'The **FY2025-26** tariff applies.',
      },
      bn: { title: 'নতুন শুল্কহার কার্যকর', body: '২০২৫-২৬ অর্থবছরের শুল্কহার প্রযোজ্য।' },
    },
    ...overrides,
  });

  async function created(payload: object): Promise<EditorItem> {
    const response = await asEditor('POST', ITEMS, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EditorItem>();
  }

  async function published(payload: object): Promise<EditorItem> {
    const item = await created(payload);
    const response = await asEditor('POST', `${ITEMS}/${item.id}/publish`, { version: item.version });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EditorItem>();
  }

  it('lets only content editors write: strangers get 401, traders 403', async () => {
    expect((await portal.app.inject({ method: 'POST', url: ITEMS, payload: news('x') })).statusCode).toBe(
      401,
    );
    const refused = await portal.app.inject({
      method: 'POST',
      url: ITEMS,
      headers: { authorization: trader },
      payload: news('x'),
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await portal.app.inject({ method: 'GET', url: ITEMS, headers: { authorization: trader } })).statusCode,
    ).toBe(403);
    expect((await publicGet(`${CONTENT_PATH}/items/news`)).statusCode).toBe(200);
  });

  it('keeps drafts private until they are published, and withdraws them again', async () => {
    const draft = await created(news('budget-2025-26'));
    expect(draft.status).toBe('draft');
    expect((await publicGet(`${CONTENT_PATH}/items/news/budget-2025-26`)).statusCode).toBe(404);
    expect((await publicGet(`${CONTENT_PATH}/items/news`)).json()).toMatchObject({ total: 0 });

    const publish = await asEditor('POST', `${ITEMS}/${draft.id}/publish`, { version: draft.version });
    expect(publish.statusCode).toBe(200);
    const shown = await publicGet(`${CONTENT_PATH}/items/news/budget-2025-26?lang=bn`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      title: 'নতুন শুল্কহার কার্যকর',
      language: 'bn',
      fallback: false,
      sample: false,
    });
    // No Arabic text: the English one, said to be a fallback; links and body as HTML.
    expect((await publicGet(`${CONTENT_PATH}/items/news/budget-2025-26?lang=ar`)).json()).toMatchObject({
      title: 'New tariff in force',
      language: 'en',
      fallback: true,
      bodyHtml: '<p>The <strong>FY2025-26</strong> tariff applies.</p>\n',
    });

    const withdrawn = await asEditor('POST', `${ITEMS}/${draft.id}/unpublish`, {
      version: publish.json<EditorItem>().version,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await publicGet(`${CONTENT_PATH}/items/news/budget-2025-26`)).statusCode).toBe(404);

    const changes = await asEditor('GET', `${ITEMS}/${draft.id}/changes`);
    expect(changes.json<{ changes: { action: string; username: string }[] }>().changes).toEqual([
      expect.objectContaining({ action: 'unpublish', username: 'web-editor' }),
      expect.objectContaining({ action: 'publish', username: 'web-editor' }),
      expect.objectContaining({ action: 'create', username: 'web-editor' }),
    ]);
  });

  it('finds an item by a Bengali slug as long as a slug may be', async () => {
    const slug = `${'ভিডিও-টিউটোরিয়াল-নির্দেশিকা-'.repeat(5)}x`.slice(-CONTENT_LIMITS.slugMaxLength);
    await published(news(slug));
    const shown = await publicGet(`${CONTENT_PATH}/items/news/${encodeURIComponent(slug)}?lang=bn`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ slug });
  });

  it('names each bad part of an item, and keeps what is stored', async () => {
    const response = await asEditor('POST', ITEMS, {
      kind: 'news',
      slug: 'Not A Slug',
      date: 'yesterday',
      translations: { bn: { title: 'শিরোনাম' } },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response.json<{ problems: { path: string; code: string }[] }>().problems.map((problem) => problem.code),
    ).toEqual([
      'CONTENT_SLUG_INVALID',
      'CONTENT_DATE_INVALID',
      'CONTENT_ENGLISH_MISSING',
      'CONTENT_FIELD_REQUIRED',
    ]);
    expect((await asEditor('POST', ITEMS, { ...news('x'), kind: 'poster' })).json()).toMatchObject({
      problems: [{ path: 'kind', code: 'CONTENT_KIND_UNKNOWN' }],
    });

    await created(news('taken'));
    expect((await asEditor('POST', ITEMS, news('taken'))).json()).toMatchObject({
      problems: [{ path: 'slug', code: 'CONTENT_SLUG_TAKEN' }],
    });
  });

  it('gives one slug to one of several editors saving it at once, and a conflict to the others', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        asEditor('POST', ITEMS, news('budget-speech', { date: `2025-06-0${index + 1}` })),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // The others checked the slug after the first stored it (400), or before (409, on a PostgreSQL server).
    for (const answer of answers.filter((each) => each.statusCode !== 201)) {
      expect([400, 409]).toContain(answer.statusCode);
      expect(answer.json()).toMatchObject({ problems: [{ path: 'slug', code: 'CONTENT_SLUG_TAKEN' }] });
    }
  });

  it('refuses a save made from an old version', async () => {
    const item = await created(news('two-editors'));
    const first = await asEditor('PUT', `${ITEMS}/${item.id}`, {
      ...news('two-editors'),
      kind: undefined,
      version: item.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await asEditor('PUT', `${ITEMS}/${item.id}`, {
      ...news('two-editors', { translations: { en: { title: 'Mine', body: 'Mine' } } }),
      kind: undefined,
      version: item.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONTENT_CHANGED_MEANWHILE' });
    const stored = await asEditor('GET', `${ITEMS}/${item.id}`);
    expect(stored.json()).toMatchObject({
      translations: { en: { title: 'New tariff in force' } },
      version: item.version + 1,
    });
    expect(
      (
        await asEditor('PUT', `${ITEMS}/00000000-0000-4000-8000-000000000001`, {
          ...news('y'),
          kind: undefined,
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('never lets a script through, whatever field carries it', async () => {
    const hostile = await published({
      kind: 'news',
      slug: 'hostile',
      date: '2025-08-01',
      translations: {
        en: {
          title: `Title ${SCRIPT}`,
          summary: `Summary <img src=x onerror=alert(1)>`,
          body: `${SCRIPT}\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) [data](data:text/html,x) <a href="javascript:alert(1)">a</a>`,
        },
      },
    });
    const shown = (await publicGet(`${CONTENT_PATH}/items/news/hostile`)).json<{
      title: string;
      summary: string;
      bodyHtml: string;
    }>();
    // Titles and summaries are text, escaped wherever they are shown; the body is HTML without any script.
    expect(shown.title).toBe(`Title ${SCRIPT}`);
    // Raw HTML stays text (&lt;img …&gt;); no element, handler or script link is made.
    expect(shown.bodyHtml).not.toMatch(/<script|<img|<a\s[^>]*href="(?:javascript|data)|<[^>]+\son\w+=/i);
    expect(shown.bodyHtml).toContain('&lt;script&gt;');
    expect(hostile.status).toBe('published');

    for (const [field, value] of [
      ['slug', '<script>'],
      ['link', 'javascript:alert(1)'],
      ['date', SCRIPT],
    ] as const) {
      const kind = field === 'link' ? 'homeBlock' : 'news';
      const payload =
        kind === 'homeBlock'
          ? { kind, slug: 'block', link: value, translations: { en: { title: 'B', body: 'B' } } }
          : { ...news('script-test'), [field]: value };
      const response = await asEditor('POST', ITEMS, payload);
      expect(response.statusCode, `${field}`).toBe(400);
    }
  });

  it('finds news by words of either language, and pages the list', async () => {
    for (const [index, slug] of ['rates-week-1', 'rates-week-2', 'rates-week-3'].entries()) {
      await published(
        news(slug, {
          date: `2025-09-0${index + 1}`,
          translations: {
            en: { title: `Exchange rates of week ${index + 1}`, body: 'Customs rates for the week.' },
            bn: { title: `সপ্তাহ ${index + 1}-এর বিনিময় হার`, body: 'সপ্তাহের শুল্ক বিনিময় হার।' },
          },
        }),
      );
    }
    const found = await publicGet(
      `${CONTENT_PATH}/items/news?q=${encodeURIComponent('exchange rate')}&size=2`,
    );
    expect(found.json()).toMatchObject({
      total: 3,
      size: 2,
      items: [{ slug: 'rates-week-3' }, { slug: 'rates-week-2' }],
    });
    const bengali = (
      await publicGet(`${CONTENT_PATH}/items/news?lang=bn&q=${encodeURIComponent('বিনিময়')}`)
    ).json<{
      total: number;
      items: { title: string }[];
    }>();
    expect(bengali.total).toBe(3);
    expect(bengali.items[0]?.title).toBe('সপ্তাহ 3-এর বিনিময় হার');
    expect((await publicGet(`${CONTENT_PATH}/items/news?page=2&size=2`)).json()).toMatchObject({ page: 2 });
    expect((await publicGet(`${CONTENT_PATH}/items/news?q=nothingmatches`)).json()).toMatchObject({
      total: 0,
    });
  });

  it('answers bad requests with a 400 or 404, never a 500', async () => {
    for (const url of [
      `${CONTENT_PATH}/items/posters`,
      `${CONTENT_PATH}/items/news?page=0`,
      `${CONTENT_PATH}/items/news?lang=xx`,
      `${CONTENT_PATH}/items/news?size=100000`,
      `${CONTENT_PATH}/media/not-a-uuid/x.pdf`,
    ]) {
      expect((await publicGet(url)).statusCode, url).toBe(400);
    }
    expect((await publicGet(`${CONTENT_PATH}/items/news/%E0%A4`)).statusCode).toBeLessThan(500);
    expect((await publicGet(`${CONTENT_PATH}/items/news/${'x'.repeat(300)}`)).statusCode).toBeLessThan(500);
    expect((await asEditor('GET', `${ITEMS}/not-a-uuid`)).statusCode).toBe(400);
  });

  describe('files', () => {
    const pdf = Buffer.from('%PDF-1.7\n% a sample\n%%EOF\n');
    const upload = (fileName: string, body: Buffer, headers: Record<string, string> = {}) =>
      portal.app.inject({
        method: 'POST',
        url: `${SERVER_PATHS.contentEditorMedia}?fileName=${encodeURIComponent(fileName)}`,
        headers: { authorization: editor, 'content-type': 'application/octet-stream', ...headers },
        payload: body,
      });

    it('checks a file by name, content and size', async () => {
      expect((await upload('setup.exe', pdf)).json()).toMatchObject({ code: 'MEDIA_TYPE_NOT_ALLOWED' });
      expect((await upload('order.pdf', Buffer.from('MZ\x90\x00'))).json()).toMatchObject({
        code: 'MEDIA_CONTENT_MISMATCH',
      });
      expect((await upload('../../etc/passwd.pdf', pdf)).json()).toMatchObject({
        code: 'MEDIA_NAME_INVALID',
      });
      const tooLarge = await upload('big.pdf', pdf, {
        'content-length': String(CONTENT_MEDIA_LIMITS.maxBytes + 1),
      });
      expect(tooLarge.statusCode).toBe(413);
      const anonymous = await portal.app.inject({
        method: 'POST',
        url: `${SERVER_PATHS.contentEditorMedia}?fileName=a.pdf`,
        headers: { 'content-type': 'application/octet-stream' },
        payload: pdf,
      });
      expect(anonymous.statusCode).toBe(401);
      const asJson = await portal.app.inject({
        method: 'POST',
        url: `${SERVER_PATHS.contentEditorMedia}?fileName=a.pdf`,
        headers: { authorization: editor },
        payload: { file: 'a.pdf' },
      });
      expect(asJson.statusCode).toBe(415);
    });

    it('stores a file in chunks, and serves it publicly once a published item offers it', async () => {
      // Over two mebibytes: three stored chunks.
      const large = Buffer.concat([pdf, Buffer.alloc(2 * 1024 * 1024 + 10, 7)]);
      const stored = await upload('SRO 118 (sample).pdf', large);
      expect(stored.statusCode, stored.body).toBe(201);
      const media = stored.json<{ id: string; url: string; byteSize: number }>();
      expect(media.byteSize).toBe(large.length);
      expect((await publicGet(media.url)).statusCode).toBe(404);
      const editorCopy = await asEditor('GET', `${SERVER_PATHS.contentEditorMedia}/${media.id}`);
      expect(editorCopy.rawPayload.equals(large)).toBe(true);

      await published({
        kind: 'sro',
        slug: 'sro-118-2025',
        date: '2025-06-30',
        number: 'S.R.O. No. 118',
        mediaId: media.id,
        translations: { en: { title: 'Duty exemption (sample)' } },
      });
      const item = (await publicGet(`${CONTENT_PATH}/items/sro/sro-118-2025`)).json<{
        file: { url: string };
      }>();
      expect(item.file.url).toBe(media.url);
      const served = await publicGet(media.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      // A PDF downloads: Chromium's viewer does not run in the sandbox every file is served in.
      expect(served.headers['content-disposition']).toBe(
        `attachment; filename="SRO 118 (sample).pdf"; filename*=UTF-8''SRO%20118%20%28sample%29.pdf`,
      );
      expect(served.headers['content-security-policy']).toBe(CONTENT_MEDIA_SECURITY_POLICY);
      expect(served.rawPayload.equals(large)).toBe(true);
    });

    it('serves every file in a sandbox: pictures open in the browser, other files download', async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      const picture = (await upload('বন্দর-মানচিত্র.png', png)).json<{ id: string }>();
      const shown = await asEditor('GET', `${SERVER_PATHS.contentEditorMedia}/${picture.id}`);
      expect(shown.headers['content-type']).toBe('image/png');
      expect(shown.headers['content-security-policy']).toBe("sandbox; frame-ancestors 'none'");
      expect(shown.headers['content-disposition']).toBe(
        `inline; filename="${'_'.repeat('বন্দর'.length)}-${'_'.repeat('মানচিত্র'.length)}.png"; ` +
          `filename*=UTF-8''${encodeURIComponent('বন্দর-মানচিত্র')}.png`,
      );
      const document = (await upload('tarif douanière.pdf', pdf)).json<{ id: string }>();
      const saved = await asEditor('GET', `${SERVER_PATHS.contentEditorMedia}/${document.id}`);
      expect(saved.headers['content-security-policy']).toBe("sandbox; frame-ancestors 'none'");
      expect(saved.headers['content-disposition']).toBe(
        `attachment; filename="tarif douani_re.pdf"; filename*=UTF-8''tarif%20douani%C3%A8re.pdf`,
      );
    });

    it('serves an SRO’s document at its slug, the file the editors last published', async () => {
      const first = (await upload('sro-57-2025.pdf', pdf)).json<{ id: string }>();
      const sro = {
        kind: 'sro',
        slug: 'sro-57-2025',
        date: '2025-03-01',
        number: 'S.R.O. No. 57',
        mediaId: first.id,
        translations: { en: { title: 'Duty exemption (sample)' } },
      };
      const item = await published(sro);
      const address = `${SRO_DOCUMENTS_PATH}/sro-57-2025`;
      const served = await publicGet(address);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['cache-control']).toBe('public, no-cache');
      expect(served.headers['content-security-policy']).toBe(CONTENT_MEDIA_SECURITY_POLICY);
      expect(served.headers['content-disposition']).toMatch(/^attachment; filename="sro-57-2025\.pdf"/);
      expect(served.rawPayload.equals(pdf)).toBe(true);

      const replacement = Buffer.from('%PDF-1.7\n% the amended order\n%%EOF\n');
      const second = (await upload('sro-57-2025-amended.pdf', replacement)).json<{ id: string }>();
      const saved = await asEditor('PUT', `${ITEMS}/${item.id}`, {
        ...sro,
        kind: undefined,
        mediaId: second.id,
        version: item.version,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await publicGet(address)).rawPayload.equals(replacement)).toBe(true);

      for (const missing of ['sro-1-1999', 'Not%20A%20Slug']) {
        expect((await publicGet(`${SRO_DOCUMENTS_PATH}/${missing}`)).statusCode, missing).toBe(404);
      }
      expect((await publicGet(`${SRO_DOCUMENTS_PATH}/%E0%A4`)).statusCode).toBe(400);
      // Too long for a path parameter: refused before any lookup (414), never a failure.
      expect((await publicGet(`${SRO_DOCUMENTS_PATH}/${'x'.repeat(10_000)}`)).statusCode).toBe(414);
    });

    it('refuses an item whose file or category does not exist', async () => {
      const response = await asEditor('POST', ITEMS, {
        kind: 'download',
        slug: 'form-a',
        date: '2025-01-01',
        category: 'forms',
        mediaId: '00000000-0000-4000-8000-000000000009',
        translations: { en: { title: 'Form A' } },
      });
      expect(
        response.json<{ problems: { code: string }[] }>().problems.map((problem) => problem.code),
      ).toEqual(['CONTENT_CATEGORY_UNKNOWN', 'CONTENT_MEDIA_UNKNOWN']);
    });
  });

  it('previews an item as the site would show it, without storing it', async () => {
    const response = await asEditor('POST', SERVER_PATHS.contentEditorPreview, {
      item: news('preview-only', {
        translations: { en: { title: 'Preview', body: 'See [FAQ](/{lang}/faq)' } },
      }),
      lang: 'bn',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Preview',
      fallback: true,
      bodyHtml: '<p>See <a href="/bn/faq">FAQ</a></p>\n',
    });
    expect((await publicGet(`${CONTENT_PATH}/items/news/preview-only`)).statusCode).toBe(404);
  });
});
