import { Type, type Static } from 'typebox';
import { HELP_DESK_LIMITS } from './helpDeskQuestion.js';

/*
 * The help desk's questions API, under the content service's address (`services.content` in
 * /portal-config.json), written once: the server's routes declare these schemas, the web checks what it
 * receives against them.
 */

/** The help desk's addresses below the content service's. */
export const HELP_DESK_PATHS = {
  /** POST a question (signed in); GET the queue (role help-desk). */
  questions: 'help-desk/questions',
  /** The signed-in user's own questions, with their answers. */
  myQuestions: 'help-desk/questions/mine',
  /** POST `{questions}/{id}/answer` answers; POST `{questions}/{id}/article` makes a draft article. */
  answer: (id: string) => `help-desk/questions/${encodeURIComponent(id)}/answer`,
  article: (id: string) => `help-desk/questions/${encodeURIComponent(id)}/article`,
} as const;

export const HELP_DESK_QUESTION_BODY = Type.Object(
  {
    question: Type.String({ maxLength: HELP_DESK_LIMITS.requestTextMaxLength }),
    page: Type.Optional(
      Type.String({
        maxLength: HELP_DESK_LIMITS.requestTextMaxLength,
        description:
          'The portal page the question was asked from: a path such as /en/tools/tariff-search; ' +
          'anything else (another site, a backslash) is refused with HELP_DESK_PAGE_INVALID.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const HELP_DESK_ANSWER_BODY = Type.Object(
  { answer: Type.String({ maxLength: HELP_DESK_LIMITS.requestTextMaxLength }) },
  { additionalProperties: false },
);

/** What a help-desk article made from an answer is called and filed under; its body is the answer. */
export const HELP_DESK_ARTICLE_BODY = Type.Object(
  {
    slug: Type.String({ maxLength: 480 }),
    category: Type.String({ maxLength: 480 }),
    title: Type.String({ maxLength: 400 }),
  },
  { additionalProperties: false },
);

/** A question as its asker and the help desk see it: text only, shown as text. */
export const HELP_DESK_QUESTION = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    username: Type.String(),
    question: Type.String(),
    page: Type.Union([Type.String(), Type.Null()]),
    askedAt: Type.String(),
    answer: Type.Union([Type.String(), Type.Null()]),
    answeredBy: Type.Union([Type.String(), Type.Null()]),
    answeredAt: Type.Union([Type.String(), Type.Null()]),
    /** The draft article made from the answer, once one is. */
    articleId: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'HelpDeskQuestion' },
);

export type HelpDeskQuestion = Static<typeof HELP_DESK_QUESTION>;

/** A list of questions, newest first (the queue puts those without an answer first). */
export const HELP_DESK_QUESTIONS_ANSWER = Type.Object({ questions: Type.Array(HELP_DESK_QUESTION) });
