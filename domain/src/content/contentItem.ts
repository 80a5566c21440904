import { isIsoDate } from '../calendar/isoDate.js';
import { isLanguage, type Language } from '../portal/portalLanguages.js';
import type { RequestProblem } from '../portal/requestProblem.js';
import {
  CONTENT_CATEGORY_KIND,
  CONTENT_FIELDS,
  CONTENT_LIMITS,
  contentKindShape,
  isContentKind,
  isNewsCategory,
  NEWS_SEARCH_SEGMENT,
  type ContentField,
  type ContentKind,
  type ContentPart,
} from './contentKinds.js';

/** One language's text of an item; bodies are Markdown. */
export interface ContentTranslation {
  readonly title: string;
  readonly summary?: string | undefined;
  readonly body?: string | undefined;
}

/** What an editor writes: the item without its history. */
export interface ContentDraft {
  readonly kind: string;
  readonly slug: string;
  readonly date?: string | undefined;
  readonly category?: string | undefined;
  readonly order?: number | undefined;
  readonly link?: string | undefined;
  readonly number?: string | undefined;
  readonly mediaId?: string | undefined;
  readonly translations: Readonly<Record<string, ContentTranslation>>;
}

export type ContentStatus = 'draft' | 'published';

/** An item as stored: its draft, its state and who changed it last. */
export interface ContentItem extends ContentDraft {
  readonly id: string;
  readonly kind: ContentKind;
  readonly status: ContentStatus;
  /** Sample content we wrote ourselves, shown as such. */
  readonly sample: boolean;
  readonly version: number;
  readonly publishedAt: string | null;
  readonly updatedAt: string;
  readonly updatedBy: string;
}

export type ContentProblemCode =
  | 'CONTENT_KIND_UNKNOWN'
  | 'CONTENT_SLUG_INVALID'
  | 'CONTENT_SLUG_RESERVED'
  | 'CONTENT_FIELD_REQUIRED'
  | 'CONTENT_FIELD_NOT_USED'
  | 'CONTENT_TOO_LONG'
  | 'CONTENT_DATE_INVALID'
  | 'CONTENT_ORDER_INVALID'
  | 'CONTENT_LINK_INVALID'
  | 'CONTENT_LANGUAGE_UNKNOWN'
  | 'CONTENT_ENGLISH_MISSING'
  | 'CONTENT_CATEGORY_UNKNOWN'
  | 'CONTENT_MEDIA_UNKNOWN';

/** What a draft is checked against besides itself: the categories and files that exist. */
export interface ContentDraftContext {
  isCategory(kind: ContentKind, slug: string): boolean;
  isMedia(id: string): boolean;
}

/** Lowercase words of letters and digits joined by hyphens; Bengali slugs of the old site included. */
const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{M}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{M}\p{Nd}]+)*$/u;
/** A path of the portal below the language, as a home-page block links to it (tools/tariff-search). */
const LINK_PATTERN = /^(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isContentSlug(text: string): boolean {
  return (
    text.length <= CONTENT_LIMITS.slugMaxLength && SLUG_PATTERN.test(text) && text === text.normalize('NFC')
  );
}

function contentProblem(
  path: string,
  code: ContentProblemCode,
  message: string,
  params?: Readonly<Record<string, string | number>>,
): RequestProblem {
  return { path, code, message, ...(params ? { params } : {}) };
}

const PART_LIMITS: Record<ContentPart, number> = {
  title: CONTENT_LIMITS.titleMaxLength,
  summary: CONTENT_LIMITS.summaryMaxLength,
  body: CONTENT_LIMITS.bodyMaxLength,
};

function isBlank(text: string | undefined): boolean {
  return text === undefined || text.trim() === '';
}

function translationProblems(
  kind: ContentKind,
  language: string,
  text: ContentTranslation,
): RequestProblem[] {
  const problems: RequestProblem[] = [];
  const { parts } = contentKindShape(kind);
  for (const part of ['title', 'summary', 'body'] as const) {
    const path = `translations.${language}.${part}`;
    const value = text[part];
    const use = parts[part as keyof typeof parts];
    if (use === undefined) {
      if (!isBlank(value))
        problems.push(contentProblem(path, 'CONTENT_FIELD_NOT_USED', `A ${kind} has no ${part}.`));
    } else if (use === 'required' && isBlank(value)) {
      problems.push(contentProblem(path, 'CONTENT_FIELD_REQUIRED', `The ${part} is required.`));
    } else if (value !== undefined && value.length > PART_LIMITS[part]) {
      problems.push(
        contentProblem(
          path,
          'CONTENT_TOO_LONG',
          `The ${part} is longer than ${PART_LIMITS[part]} characters.`,
          {
            max: PART_LIMITS[part],
          },
        ),
      );
    }
  }
  return problems;
}

function fieldProblem(
  field: ContentField,
  draft: ContentDraft,
  kind: ContentKind,
  context: ContentDraftContext,
) {
  const value = draft[field];
  switch (field) {
    case 'date':
      return typeof value === 'string' && !isIsoDate(value)
        ? contentProblem(field, 'CONTENT_DATE_INVALID', 'The date is not a date (YYYY-MM-DD).')
        : undefined;
    case 'order':
      return typeof value === 'number' &&
        (!Number.isInteger(value) || value < 0 || value > CONTENT_LIMITS.orderMax)
        ? contentProblem(
            field,
            'CONTENT_ORDER_INVALID',
            `The order is a whole number from 0 to ${CONTENT_LIMITS.orderMax}.`,
            {
              max: CONTENT_LIMITS.orderMax,
            },
          )
        : undefined;
    case 'link':
      return typeof value === 'string' &&
        (value.length > CONTENT_LIMITS.linkMaxLength || !LINK_PATTERN.test(value))
        ? contentProblem(
            field,
            'CONTENT_LINK_INVALID',
            'The link is a path of the portal, such as tools/tariff-search.',
          )
        : undefined;
    case 'number':
      return typeof value === 'string' && value.length > CONTENT_LIMITS.numberMaxLength
        ? contentProblem(
            field,
            'CONTENT_TOO_LONG',
            `The number is longer than ${CONTENT_LIMITS.numberMaxLength} characters.`,
            {
              max: CONTENT_LIMITS.numberMaxLength,
            },
          )
        : undefined;
    case 'category': {
      if (typeof value !== 'string' || value === '') return undefined;
      // News has a fixed list of categories; the other kinds' categories are items editors write.
      const categoryKind = CONTENT_CATEGORY_KIND[kind];
      const known =
        kind === 'news' ? isNewsCategory(value) : !categoryKind || context.isCategory(categoryKind, value);
      return !known
        ? contentProblem(field, 'CONTENT_CATEGORY_UNKNOWN', `There is no category "${value}".`, {
            category: value,
          })
        : undefined;
    }
    case 'mediaId':
      return typeof value === 'string' && !(UUID_PATTERN.test(value) && context.isMedia(value))
        ? contentProblem(field, 'CONTENT_MEDIA_UNKNOWN', 'The file is not one uploaded to the portal.')
        : undefined;
  }
}

/**
 * Everything wrong with a draft, each named by where it is (`slug`, `translations.bn.title`) and a code the
 * screens translate; empty when it may be stored. English is required: it is what a missing translation
 * falls back to.
 */
export function contentDraftProblems(draft: ContentDraft, context: ContentDraftContext): RequestProblem[] {
  if (!isContentKind(draft.kind)) {
    return [contentProblem('kind', 'CONTENT_KIND_UNKNOWN', `There is no kind of content "${draft.kind}".`)];
  }
  const kind = draft.kind;
  const problems: RequestProblem[] = [];
  if (!isContentSlug(draft.slug)) {
    problems.push(
      contentProblem(
        'slug',
        'CONTENT_SLUG_INVALID',
        'The address name is lowercase letters and digits joined by hyphens (budget-2025-26).',
        { max: CONTENT_LIMITS.slugMaxLength },
      ),
    );
  }
  if (kind === 'news' && draft.slug === NEWS_SEARCH_SEGMENT) {
    problems.push(
      contentProblem('slug', 'CONTENT_SLUG_RESERVED', 'This address name is the news search’s own.', {
        slug: draft.slug,
      }),
    );
  }
  const { fields } = contentKindShape(kind);
  for (const field of CONTENT_FIELDS) {
    const use = fields[field as keyof typeof fields];
    const value = draft[field];
    const empty = value === undefined || value === '';
    if (use === undefined) {
      if (!empty)
        problems.push(contentProblem(field, 'CONTENT_FIELD_NOT_USED', `A ${kind} has no ${field}.`));
    } else if (empty) {
      if (use === 'required')
        problems.push(contentProblem(field, 'CONTENT_FIELD_REQUIRED', `The ${field} is required.`));
    } else {
      const problem = fieldProblem(field, draft, kind, context);
      if (problem) problems.push(problem);
    }
  }
  const english = draft.translations.en;
  if (!english) {
    problems.push(
      contentProblem(
        'translations.en',
        'CONTENT_ENGLISH_MISSING',
        'The English text is required: other languages fall back to it.',
      ),
    );
  }
  for (const [language, text] of Object.entries(draft.translations)) {
    if (!isLanguage(language)) {
      problems.push(
        contentProblem(
          `translations.${language}`,
          'CONTENT_LANGUAGE_UNKNOWN',
          `"${language}" is not a language of the portal.`,
        ),
      );
    } else if (text) {
      problems.push(...translationProblems(kind, language, text));
    }
  }
  return problems;
}

/** The text of an item in a language, or in English when it has none; `fallback` says which happened. */
export function contentTextIn(
  item: Pick<ContentDraft, 'translations'>,
  language: Language,
): { readonly text: ContentTranslation; readonly language: Language; readonly fallback: boolean } {
  const own = item.translations[language];
  if (own && !isBlank(own.title)) return { text: own, language, fallback: false };
  return { text: item.translations.en ?? { title: '' }, language: 'en', fallback: language !== 'en' };
}
