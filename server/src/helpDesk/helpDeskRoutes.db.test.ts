import { HELP_DESK_LIMITS, HELP_DESK_PATHS, type HelpDeskQuestion } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnvironment } from '../config/config.js';
import { CONTENT_PATH } from '../content/contentJson.js';
import { insertContentItem } from '../content/contentStore.js';
import { injectTransport } from '../testing/injectTransport.js';
import { SignInFlow } from '../testing/signInFlow.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { createTestUser, TEST_PASSWORD } from '../testing/testUsers.js';

const QUESTIONS = `${CONTENT_PATH}/${HELP_DESK_PATHS.questions}`;
const MINE = `${CONTENT_PATH}/${HELP_DESK_PATHS.myQuestions}`;
const answerOf = (id: string) => `${CONTENT_PATH}/${HELP_DESK_PATHS.answer(id)}`;
const articleOf = (id: string) => `${CONTENT_PATH}/${HELP_DESK_PATHS.article(id)}`;
const SCRIPT = '<script>window.pwned = 1</script><img src=x onerror=alert(1)>';
const GONE = '3f1c7a52-9d4e-4b8a-a1f0-0c2d9e6b7a11';

describe(`the help desk's questions on ${testDatabaseKind()}`, () => {
  let portal: TestPortal;
  let staff: string;
  let trader: string;
  let other: string;
  const publicUrl = configFromEnvironment({}).identity.publicUrl;
  const signIn = async (username: string) =>
    `Bearer ${(await new SignInFlow(injectTransport(portal.app), { publicUrl, username, password: TEST_PASSWORD }).signIn()).tokens.access_token}`;

  beforeAll(async () => {
    portal = await openTestPortal({
      prepare: async (database) => {
        await createTestUser(database, 'desk-staff', ['help-desk']);
        await createTestUser(database, 'asking-trader', ['trader']);
        await createTestUser(database, 'other-trader', ['trader']);
        await createTestUser(database, 'busy-trader', ['trader']);
        await createTestUser(database, 'renamed-trader', ['trader']);
        await database.transaction((transaction) =>
          insertContentItem(
            transaction,
            { kind: 'helpCategory', slug: 'payments', translations: { en: { title: 'Payments' } } },
            { username: 'seed', status: 'published' },
          ),
        );
      },
    });
    staff = await signIn('desk-staff');
    trader = await signIn('asking-trader');
    other = await signIn('other-trader');
  });
  afterAll(() => portal.close());

  const send = (authorization: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    portal.app.inject({
      method,
      url,
      ...(authorization ? { headers: { authorization } } : {}),
      ...(payload ? { payload } : {}),
    });

  async function asked(question: string, page = '/en/tools/tariff-search'): Promise<HelpDeskQuestion> {
    const response = await send(trader, 'POST', QUESTIONS, { question, page });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<HelpDeskQuestion>();
  }

  it('keeps a question with its asker and the page it came from; the asker reads the answer', async () => {
    const question = await asked('  How do I pay duties online?  ');
    expect(question).toMatchObject({
      username: 'asking-trader',
      question: 'How do I pay duties online?',
      page: '/en/tools/tariff-search',
      answer: null,
    });

    const answered = await send(staff, 'POST', answerOf(question.id), { answer: 'Through the bank portal.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ answer: 'Through the bank portal.', answeredBy: 'desk-staff' });

    const mine = (await send(trader, 'GET', MINE)).json<{ questions: HelpDeskQuestion[] }>().questions;
    expect(mine.find((each) => each.id === question.id)?.answer).toBe('Through the bank portal.');
    const others = (await send(other, 'GET', MINE)).json<{ questions: HelpDeskQuestion[] }>().questions;
    expect(others).toEqual([]);
  });

  it('puts questions without an answer first in the queue', async () => {
    const waiting = await asked('Where is the exchange rate of yesterday?');
    const queue = (await send(staff, 'GET', QUESTIONS)).json<{ questions: HelpDeskQuestion[] }>().questions;
    expect(queue[0]?.id).toBe(waiting.id);
    expect(queue.at(-1)?.answer).not.toBeNull();
  });

  it('lets only the help desk see the queue and answer: strangers get 401, traders 403', async () => {
    const question = await asked('Who answers?');
    expect((await send(undefined, 'GET', QUESTIONS)).statusCode).toBe(401);
    expect((await send(undefined, 'POST', QUESTIONS, { question: 'x' })).statusCode).toBe(401);
    expect((await send(trader, 'GET', QUESTIONS)).statusCode).toBe(403);
    expect((await send(trader, 'POST', answerOf(question.id), { answer: 'me' })).statusCode).toBe(403);
    const article = { slug: 'who', category: 'payments', title: 'Who' };
    expect((await send(trader, 'POST', articleOf(question.id), article)).statusCode).toBe(403);
  });

  it('refuses a question of 100,000 characters with its limit, and an empty one', async () => {
    const long = await send(trader, 'POST', QUESTIONS, { question: 'a'.repeat(100_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'HELP_DESK_INVALID',
      problems: [
        {
          path: 'question',
          code: 'HELP_DESK_TEXT_TOO_LONG',
          params: { max: HELP_DESK_LIMITS.questionMaxLength },
        },
      ],
    });
    const blank = await send(trader, 'POST', QUESTIONS, { question: ' \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ problems: [{ path: 'question', code: 'HELP_DESK_TEXT_EMPTY' }] });
    const tooLongAnswer = await send(staff, 'POST', answerOf(GONE), {
      answer: 'b'.repeat(HELP_DESK_LIMITS.answerMaxLength + 1),
    });
    expect(tooLongAnswer.json()).toMatchObject({ problems: [{ code: 'HELP_DESK_TEXT_TOO_LONG' }] });
  });

  it('stores script in a question as the text it is, and answers it as JSON text', async () => {
    const question = await asked(SCRIPT);
    expect(question.question).toBe(SCRIPT);
    const queue = await send(staff, 'GET', QUESTIONS);
    expect(queue.headers['content-type']).toMatch(/^application\/json/);
    expect(queue.json<{ questions: HelpDeskQuestion[] }>().questions.map((each) => each.question)).toContain(
      SCRIPT,
    );
  });

  it('refuses a page that would leave the portal as a link, and stores nothing of the question', async () => {
    const before = await portal.database.query<{ count: number }>(
      'select count(*)::int as count from help_desk_question',
    );
    for (const page of [
      '/\\evil.example/login',
      '/\t/evil.example/login',
      '//evil.example/login',
      'https://evil.example/login',
      'javascript:alert(1)',
      `/en/${'a'.repeat(HELP_DESK_LIMITS.pageMaxLength)}`,
    ]) {
      const refused = await send(trader, 'POST', QUESTIONS, { question: 'Where do I log in?', page });
      expect(refused.statusCode, JSON.stringify(page)).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'HELP_DESK_INVALID',
        problems: [
          { path: 'page', code: 'HELP_DESK_PAGE_INVALID', params: { max: HELP_DESK_LIMITS.pageMaxLength } },
        ],
      });
    }
    const after = await portal.database.query<{ count: number }>(
      'select count(*)::int as count from help_desk_question',
    );
    expect(after).toEqual(before);
    // A path of the portal, with its query, is kept; no page at all is kept as none.
    expect((await asked('From the SRO screen', '/en/tools/sro?code=1')).page).toBe('/en/tools/sro?code=1');
    const without = await send(trader, 'POST', QUESTIONS, { question: 'No page' });
    expect(without.json<HelpDeskQuestion>().page).toBeNull();
  });

  it('takes at most a few questions waiting for an answer from one user, even posted at once', async () => {
    const busy = await signIn('busy-trader');
    const max = HELP_DESK_LIMITS.openQuestionsPerAsker;
    const posts = await Promise.all(
      Array.from({ length: max * 3 }, (_, index) =>
        send(busy, 'POST', QUESTIONS, { question: `Question ${index}` }),
      ),
    );
    const statuses = posts.map((post) => post.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(max).fill(201), ...Array<number>(max * 2).fill(409)]);
    expect(posts.find((post) => post.statusCode === 409)?.json()).toMatchObject({
      code: 'HELP_DESK_OPEN_QUESTIONS_LIMIT',
      problems: [{ path: 'question', code: 'HELP_DESK_OPEN_QUESTIONS_LIMIT', params: { max } }],
    });
    // Others are not held back; an answer frees a place.
    expect((await send(other, 'POST', QUESTIONS, { question: 'Mine too?' })).statusCode).toBe(201);
    const first = posts.find((post) => post.statusCode === 201)?.json<HelpDeskQuestion>();
    await send(staff, 'POST', answerOf(first?.id ?? GONE), { answer: 'Answered.' });
    expect((await send(busy, 'POST', QUESTIONS, { question: 'One more' })).statusCode).toBe(201);
    expect((await send(busy, 'POST', QUESTIONS, { question: 'And another' })).statusCode).toBe(409);
  });

  it('keeps a question with its asker’s account, not their name, which another account may take', async () => {
    const before = await signIn('renamed-trader');
    const question = (
      await send(before, 'POST', QUESTIONS, { question: 'Whose is this?' })
    ).json<HelpDeskQuestion>();
    await portal.database.query(
      `update app_user set username = 'renamed-trader-2', email = 'renamed@example.test' where username = $1`,
      ['renamed-trader'],
    );
    await createTestUser(portal.database, 'renamed-trader', ['trader']);
    const newcomer = await signIn('renamed-trader');
    const theirs = (await send(newcomer, 'GET', MINE)).json<{ questions: HelpDeskQuestion[] }>().questions;
    expect(theirs).toEqual([]);
    const renamed = await signIn('renamed-trader-2');
    const mine = (await send(renamed, 'GET', MINE)).json<{ questions: HelpDeskQuestion[] }>().questions;
    expect(mine.map((each) => each.id)).toEqual([question.id]);
  });

  it('answers a question that no longer exists with a 404, not a 500; a bad id with a 400', async () => {
    const gone = await send(staff, 'POST', answerOf(GONE), { answer: 'Too late.' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'HELP_DESK_QUESTION_NOT_FOUND' });
    const article = await send(staff, 'POST', articleOf(GONE), {
      slug: 'late',
      category: 'payments',
      title: 'Late',
    });
    expect(article.statusCode).toBe(404);
    expect((await send(staff, 'POST', answerOf('not-an-id'), { answer: 'x' })).statusCode).toBe(400);
  });

  it('turns an answer into a draft help-desk article, once it is answered and well named', async () => {
    const question = await asked('Can I pay in instalments?');
    const article = { slug: 'instalments', category: 'payments', title: 'Paying in instalments' };
    const early = await send(staff, 'POST', articleOf(question.id), article);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'HELP_DESK_NOT_ANSWERED' });

    await send(staff, 'POST', answerOf(question.id), { answer: 'Yes, for **large** amounts.' });
    const unknownCategory = await send(staff, 'POST', articleOf(question.id), {
      ...article,
      category: 'nope',
    });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json()).toMatchObject({ problems: [{ code: 'CONTENT_CATEGORY_UNKNOWN' }] });

    const made = await send(staff, 'POST', articleOf(question.id), article);
    expect(made.statusCode, made.body).toBe(201);
    const articleId = made.json<HelpDeskQuestion>().articleId;
    expect(articleId).toEqual(expect.any(String));

    const rows = await portal.database.query<{ status: string; kind: string; body: string }>(
      `select status, kind, translations->'en'->>'body' as body from content_item where id = $1`,
      [articleId],
    );
    expect(rows).toEqual([{ status: 'draft', kind: 'helpArticle', body: 'Yes, for **large** amounts.' }]);
    // A draft: not on the site until an editor publishes it.
    const published = await send(undefined, 'GET', `${CONTENT_PATH}/items/helpArticle/instalments?lang=en`);
    expect(published.statusCode).toBe(404);

    const again = await send(staff, 'POST', articleOf(question.id), article);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ problems: [{ code: 'CONTENT_SLUG_TAKEN' }] });
  });
});
