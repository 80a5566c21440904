import { contentDraftProblems, type ContentDraft } from '@tsw/domain';
import type { SqlExecutor } from '../database/database.js';
import { violatedUniqueConstraint } from '../database/uniqueViolation.js';
import { problem } from '../http/problem.js';
import { contentMedia } from './contentMediaStore.js';
import { isContentSlugTaken } from './contentStore.js';

/*
 * Saving a draft as the editors' API and the help desk's "answer into an article" both do: checked against
 * what is stored, and safe against two saves taking one slug at once.
 */

/** The draft's problems against what is stored: categories of any state, files uploaded. */
export async function storedDraftProblems(
  database: SqlExecutor,
  draft: ContentDraft,
  exceptId: string | null,
) {
  const categories = new Set(
    (
      await database.query<{ key: string }>(
        `select kind || ' ' || slug as key from content_item where kind like '%Category'`,
      )
    ).map((row) => row.key),
  );
  const media = draft.mediaId ? await contentMedia(database, draft.mediaId) : undefined;
  const problems = contentDraftProblems(draft, {
    isCategory: (kind, slug) => categories.has(`${kind} ${slug}`),
    isMedia: (id) => media?.id === id,
  });
  if (problems.length === 0 && (await isContentSlugTaken(database, draft.kind, draft.slug, exceptId))) {
    problems.push({
      path: 'slug',
      code: 'CONTENT_SLUG_TAKEN',
      message: `Another ${draft.kind} already has the address name "${draft.slug}".`,
      params: { slug: draft.slug },
    });
  }
  return problems;
}

export const SLUG_RACE_LOST = Symbol('slug race lost');

/**
 * Runs a save that checked its slug was free: when another save took the slug between that check and this
 * one's write (two editors at once, on a PostgreSQL server), the database's unique constraint refuses it.
 */
export async function slugRace<T>(save: () => Promise<T>): Promise<T | typeof SLUG_RACE_LOST> {
  try {
    return await save();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'content_item_slug') return SLUG_RACE_LOST;
    throw error;
  }
}

/** A 409: the slug went to another item while this one was being saved. */
export function slugTaken(slug: string) {
  const message = `Another item has just taken the address name "${slug}".`;
  return problem(409, 'CONTENT_SLUG_TAKEN', message, [
    { path: 'slug', code: 'CONTENT_SLUG_TAKEN', message, params: { slug } },
  ]);
}

export function invalid(problems: ReturnType<typeof contentDraftProblems>) {
  return problem(400, 'CONTENT_INVALID', problems[0]?.message ?? 'The item is not valid.', problems);
}
