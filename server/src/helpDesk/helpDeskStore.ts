import { randomUUID } from 'node:crypto';
import { HELP_DESK_LIMITS, type HelpDeskQuestion } from '@tsw/domain';
import type { SqlExecutor } from '../database/database.js';

const UTC = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const QUESTION_COLUMNS = `id, username, question, page, ${UTC('asked_at')} as "askedAt", answer,
  answered_by as "answeredBy", ${UTC('answered_at')} as "answeredAt", article_id as "articleId"`;

export async function insertHelpDeskQuestion(
  database: SqlExecutor,
  question: { username: string; question: string; page: string | null },
): Promise<HelpDeskQuestion> {
  const [row] = await database.query<HelpDeskQuestion>(
    `insert into help_desk_question (id, username, question, page) values ($1, $2, $3, $4)
     returning ${QUESTION_COLUMNS}`,
    [randomUUID(), question.username, question.question, question.page],
  );
  if (!row) throw new Error('The new question was not returned by its insert.');
  return row;
}

export async function helpDeskQuestion(
  database: SqlExecutor,
  id: string,
): Promise<HelpDeskQuestion | undefined> {
  const [row] = await database.query<HelpDeskQuestion>(
    `select ${QUESTION_COLUMNS} from help_desk_question where id = $1`,
    [id],
  );
  return row;
}

/** One user's questions, newest first. */
export async function helpDeskQuestionsOf(
  database: SqlExecutor,
  username: string,
): Promise<HelpDeskQuestion[]> {
  return database.query<HelpDeskQuestion>(
    `select ${QUESTION_COLUMNS} from help_desk_question where username = $1 order by asked_at desc, id limit $2`,
    [username, HELP_DESK_LIMITS.listMax],
  );
}

/** The help desk's queue: questions without an answer first, then the newest. */
export async function helpDeskQueue(database: SqlExecutor): Promise<HelpDeskQuestion[]> {
  return database.query<HelpDeskQuestion>(
    `select ${QUESTION_COLUMNS} from help_desk_question
      order by (answer is null) desc, asked_at desc, id limit $1`,
    [HELP_DESK_LIMITS.listMax],
  );
}

/** Answers a question (or replaces its answer); undefined when there is no such question. */
export async function answerHelpDeskQuestion(
  database: SqlExecutor,
  id: string,
  answer: { answer: string; username: string },
): Promise<HelpDeskQuestion | undefined> {
  const [row] = await database.query<HelpDeskQuestion>(
    `update help_desk_question set answer = $2, answered_by = $3, answered_at = now() where id = $1
     returning ${QUESTION_COLUMNS}`,
    [id, answer.answer, answer.username],
  );
  return row;
}

export async function linkHelpDeskArticle(
  database: SqlExecutor,
  id: string,
  articleId: string,
): Promise<HelpDeskQuestion | undefined> {
  const [row] = await database.query<HelpDeskQuestion>(
    `update help_desk_question set article_id = $2 where id = $1 returning ${QUESTION_COLUMNS}`,
    [id, articleId],
  );
  return row;
}
