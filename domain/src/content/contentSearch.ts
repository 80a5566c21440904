import { foldText, singular } from '../tariff/search/searchWords.js';
import type { ContentTranslation } from './contentItem.js';
import { CONTENT_LIMITS } from './contentKinds.js';
import { contentPlainText } from './contentMarkdown.js';

/** What a search reads of an item: its texts in every language it has, and its date for ties. */
export interface SearchableContent {
  readonly id: string;
  readonly date?: string | undefined;
  readonly translations: Readonly<Record<string, ContentTranslation | undefined>>;
}

/** The words of a text as a search compares them: folded, singular; digits kept (2025, SRO numbers). */
export function contentSearchWords(text: string): string[] {
  return [...new Set((foldText(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map(singular))];
}

/** Why a search's words cannot be searched: none to search by, or more than a search reads. */
export type ContentQueryProblem = 'empty' | 'tooLong';

/**
 * What is wrong with a search's words, if anything: a query of no word (blank, or only punctuation, which
 * would find everything) or longer than `CONTENT_LIMITS.searchTextMaxLength`.
 */
export function contentQueryProblem(query: string): ContentQueryProblem | undefined {
  if (query.length > CONTENT_LIMITS.searchTextMaxLength) return 'tooLong';
  return contentSearchWords(query).length === 0 ? 'empty' : undefined;
}

interface IndexedContent {
  readonly id: string;
  readonly date: string;
  readonly titleWords: readonly string[];
  readonly bodyWords: readonly string[];
}

const TITLE_WEIGHT = 3;

/**
 * The search of news and help-desk articles (issue 7): every word of the query must begin a word of the
 * item's title or body, in any of its languages (a Bengali word's endings vary, so a prefix finds them);
 * titles count more, then the newest comes first. The content is small and held in memory.
 */
export class ContentSearchIndex {
  private readonly items: readonly IndexedContent[];

  constructor(items: readonly SearchableContent[]) {
    this.items = items.map((item) => {
      const texts = Object.values(item.translations).filter((text) => text !== undefined);
      return {
        id: item.id,
        date: item.date ?? '',
        titleWords: contentSearchWords(texts.map((text) => text.title).join(' ')),
        bodyWords: contentSearchWords(
          texts.map((text) => `${text.summary ?? ''} ${contentPlainText(text.body ?? '')}`).join(' '),
        ),
      };
    });
  }

  /** The ids of the items every query word finds, best first; every item, newest first, for no words. */
  search(query: string): string[] {
    const words = contentSearchWords(query);
    const scored: { id: string; date: string; score: number }[] = [];
    for (const item of this.items) {
      let score = 0;
      for (const word of words) {
        const inTitle = item.titleWords.some((candidate) => candidate.startsWith(word));
        const inBody = inTitle || item.bodyWords.some((candidate) => candidate.startsWith(word));
        if (!inBody) {
          score = -1;
          break;
        }
        score += inTitle ? TITLE_WEIGHT : 1;
      }
      if (score >= 0) scored.push({ id: item.id, date: item.date, score });
    }
    scored.sort((left, right) => right.score - left.score || right.date.localeCompare(left.date));
    return scored.map((item) => item.id);
  }
}
