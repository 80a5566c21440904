import { randomUUID } from 'node:crypto';
import { HELP_DESK_LIMITS, type HelpDeskQuestion } from '@tsw/domain';
import type { Database, SqlExecutor } from '../database/database.js';

const UTC = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const QUESTION_COLUMNS = `id, username, question, page, ${UTC('asked_at')} as "askedAt", answer,
  answered_by as "answeredBy", ${UTC('answered_at')} as "answeredAt", article_id as "articleId"`;

/** Who asks: the token's subject, which owns the question, and the name staff read. */
export interface HelpDeskAsker {
  readonly sub: string;
  readonly username: string;
}

/** Serialises one asker's new questions across connections and instances, so that the count holds. */
const ASKER_LOCK_KEY = 4_270_303;

/**
 * Stores a question, unless its asker already has `HELP_DESK_LIMITS.openQuestionsPerAsker` waiting for an
 * answer ('limit'). The count and the insert run under the asker's advisory lock: parallel posts wait their
 * turn rather than each counting before the others insert.
 */
export async function insertHelpDeskQuestion(
  database: Database,
  asker: HelpDeskAsker,
  question: { question: string; page: string | null },
): Promise<HelpDeskQuestion | 'limit'> {
  return database.transaction(async (transaction) => {
    await transaction.query('select pg_advisory_xact_lock($1, hashtext($2))', [ASKER_LOCK_KEY, asker.sub]);
    const [open] = await transaction.query<{ count: number }>(
      'select count(*)::int as count from help_desk_question where asker_sub = $1 and answer is null',
      [asker.sub],
    );
    if ((open?.count ?? 0) >= HELP_DESK_LIMITS.openQuestionsPerAsker) return 'limit';
    const [row] = await transaction.query<HelpDeskQuestion>(
      `insert into help_desk_question (id, asker_sub, username, question, page) values ($1, $2, $3, $4, $5)
       returning ${QUESTION_COLUMNS}`,
      [randomUUID(), asker.sub, asker.username, question.question, question.page],
    );
    if (!row) throw new Error('The new question was not returned by its insert.');
    return row;
  });
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

/**
 * One asker's questions, newest first: those of their subject, and those asked before questions had one
 * whose name no account here held (migration 0012), by that name.
 */
export async function helpDeskQuestionsOf(
  database: SqlExecutor,
  asker: HelpDeskAsker,
): Promise<HelpDeskQuestion[]> {
  return database.query<HelpDeskQuestion>(
    `select ${QUESTION_COLUMNS} from help_desk_question
      where asker_sub = $1 or (asker_sub is null and username = $2)
      order by asked_at desc, id limit $3`,
    [asker.sub, asker.username, HELP_DESK_LIMITS.listMax],
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
