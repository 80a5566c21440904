import {
  HELP_DESK_ANSWER_BODY,
  HELP_DESK_ARTICLE_BODY,
  HELP_DESK_LIMITS,
  HELP_DESK_PATHS,
  HELP_DESK_QUESTION,
  HELP_DESK_QUESTION_BODY,
  HELP_DESK_QUESTIONS_ANSWER,
  helpDeskPageOf,
  helpDeskPageProblems,
  helpDeskTextOf,
  helpDeskTextProblems,
  type ContentDraft,
  type PortalIdentity,
} from '@tsw/domain';
import Type from 'typebox';
import type { Database } from '../database/database.js';
import { problem } from '../http/problem.js';
import type { TypedApp } from '../http/typedApp.js';
import type { ContentCache } from '../content/contentCache.js';
import {
  invalid,
  SLUG_RACE_LOST,
  slugRace,
  slugTaken,
  storedDraftProblems,
} from '../content/contentDraftSave.js';
import { CONTENT_PATH } from '../content/contentJson.js';
import { insertContentItem } from '../content/contentStore.js';
import {
  answerHelpDeskQuestion,
  helpDeskQuestion,
  helpDeskQuestionsOf,
  helpDeskQueue,
  insertHelpDeskQuestion,
  linkHelpDeskArticle,
  type HelpDeskAsker,
} from './helpDeskStore.js';

/** The route configuration of the help desk's staff operations. */
const HELP_DESK_STAFF = { access: { roles: ['help-desk'] as const } };

const ID_PARAMS = Type.Object({ id: Type.String({ format: 'uuid' }) });
const QUESTION_REF = Type.Ref('HelpDeskQuestion');
const NOT_FOUND = problem(
  404,
  'HELP_DESK_QUESTION_NOT_FOUND',
  'There is no such question: it may have been removed.',
);
const NOT_ANSWERED = problem(
  409,
  'HELP_DESK_NOT_ANSWERED',
  'The question has no answer yet: answer it before making an article of it.',
);

const at = (path: string) => `${CONTENT_PATH}/${path}`;

/** Who asks or answers: the account's name, or the token's subject for a client without one. */
function whoIs(identity: PortalIdentity | null): string {
  return identity?.username || identity?.subject || 'unknown';
}

/** Who asks: the token's subject owns the question; the name is what staff read. */
function askerOf(identity: PortalIdentity | null): HelpDeskAsker {
  return { sub: identity?.subject ?? '', username: whoIs(identity) };
}

const OPEN_QUESTIONS_MESSAGE =
  `You have ${HELP_DESK_LIMITS.openQuestionsPerAsker} questions waiting for an answer: ` +
  'ask again once the help desk has answered one.';
const OPEN_QUESTIONS_LIMIT = problem(409, 'HELP_DESK_OPEN_QUESTIONS_LIMIT', OPEN_QUESTIONS_MESSAGE, [
  {
    path: 'question',
    code: 'HELP_DESK_OPEN_QUESTIONS_LIMIT',
    message: OPEN_QUESTIONS_MESSAGE,
    params: { max: HELP_DESK_LIMITS.openQuestionsPerAsker },
  },
]);

function textRefused(problems: ReturnType<typeof helpDeskTextProblems>) {
  return problem(400, 'HELP_DESK_INVALID', problems[0]?.message ?? 'The question is not valid.', problems);
}

/**
 * The help desk's questions (issue 27), beside the content service whose articles answer most of them:
 * any signed-in user asks and reads their own questions; staff with the role help-desk see the queue,
 * answer, and turn an answer into a draft help-desk article for the content editors to publish.
 */
export function registerHelpDeskRoutes(
  app: TypedApp,
  options: { database: Database; cache: ContentCache },
): void {
  const { database, cache } = options;
  app.addSchema(HELP_DESK_QUESTION);

  app.post(
    at(HELP_DESK_PATHS.questions),
    {
      schema: {
        tags: ['Help desk'],
        summary: 'Ask the help desk a question, from a page of the portal',
        body: HELP_DESK_QUESTION_BODY,
        response: { 201: QUESTION_REF, 400: Type.Ref('Problem'), 409: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      const problems = [
        ...helpDeskTextProblems('question', request.body.question, HELP_DESK_LIMITS.questionMaxLength),
        ...helpDeskPageProblems(request.body.page),
      ];
      if (problems.length > 0) return reply.status(400).send(textRefused(problems));
      const question = await insertHelpDeskQuestion(database, askerOf(request.identity), {
        question: helpDeskTextOf(request.body.question),
        page: helpDeskPageOf(request.body.page),
      });
      if (question === 'limit') return reply.status(409).send(OPEN_QUESTIONS_LIMIT);
      return reply.status(201).send(question);
    },
  );

  app.get(
    at(HELP_DESK_PATHS.myQuestions),
    {
      schema: {
        tags: ['Help desk'],
        summary: 'The signed-in user’s questions and their answers, newest first',
        response: { 200: HELP_DESK_QUESTIONS_ANSWER },
      },
    },
    async (request) => ({ questions: await helpDeskQuestionsOf(database, askerOf(request.identity)) }),
  );

  app.get(
    at(HELP_DESK_PATHS.questions),
    {
      config: HELP_DESK_STAFF,
      schema: {
        tags: ['Help desk'],
        summary: 'The queue: questions without an answer first, then the newest',
        response: { 200: HELP_DESK_QUESTIONS_ANSWER },
      },
    },
    async () => ({ questions: await helpDeskQueue(database) }),
  );

  app.post(
    `${at(HELP_DESK_PATHS.questions)}/:id/answer`,
    {
      config: HELP_DESK_STAFF,
      schema: {
        tags: ['Help desk'],
        summary: 'Answer a question (again, to change the answer); the asker reads it on their account page',
        params: ID_PARAMS,
        body: HELP_DESK_ANSWER_BODY,
        response: { 200: QUESTION_REF, 400: Type.Ref('Problem'), 404: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      const problems = helpDeskTextProblems('answer', request.body.answer, HELP_DESK_LIMITS.answerMaxLength);
      if (problems.length > 0) return reply.status(400).send(textRefused(problems));
      const answered = await answerHelpDeskQuestion(database, request.params.id, {
        answer: helpDeskTextOf(request.body.answer),
        username: whoIs(request.identity),
      });
      return answered ?? reply.status(404).send(NOT_FOUND);
    },
  );

  app.post(
    `${at(HELP_DESK_PATHS.questions)}/:id/article`,
    {
      config: HELP_DESK_STAFF,
      schema: {
        tags: ['Help desk'],
        summary:
          'Make a draft help-desk article of an answer (in English), for the content editors to publish',
        params: ID_PARAMS,
        body: HELP_DESK_ARTICLE_BODY,
        response: {
          201: QUESTION_REF,
          400: Type.Ref('Problem'),
          404: Type.Ref('Problem'),
          409: Type.Ref('Problem'),
        },
      },
    },
    async (request, reply) => {
      const { slug, category, title } = request.body;
      const outcome = await slugRace(() =>
        database.transaction(async (transaction) => {
          const question = await helpDeskQuestion(transaction, request.params.id);
          if (!question) return { status: 404 as const };
          if (question.answer === null) return { status: 409 as const };
          const draft: ContentDraft = {
            kind: 'helpArticle',
            slug: slug.normalize('NFC').trim(),
            category,
            translations: { en: { title, body: question.answer } },
          };
          const problems = await storedDraftProblems(transaction, draft, null);
          if (problems.length > 0) return { status: 400 as const, problems };
          const article = await insertContentItem(transaction, draft, { username: whoIs(request.identity) });
          const linked = await linkHelpDeskArticle(transaction, question.id, article.id);
          return { status: 201 as const, question: linked ?? { ...question, articleId: article.id } };
        }),
      );
      if (outcome === SLUG_RACE_LOST) return reply.status(409).send(slugTaken(slug));
      if (outcome.status === 404) return reply.status(404).send(NOT_FOUND);
      if (outcome.status === 409) return reply.status(409).send(NOT_ANSWERED);
      if (outcome.status === 400) return reply.status(400).send(invalid(outcome.problems));
      await cache.refresh();
      return reply.status(201).send(outcome.question);
    },
  );
}
