import { contentHtmlText } from './contentMarkdown.js';
import type { ContentView } from './contentView.js';

/**
 * The longest page description search engines show whole (about 160 characters): a longer one is cut at a
 * word, so that a result's snippet ends on a whole word.
 */
export const CONTENT_DESCRIPTION_MAX_LENGTH = 160;

/** A text cut to a page description's length at the last whole word, marked as cut. */
export function pageDescriptionOf(text: string): string {
  const single = text.replace(/\s+/g, ' ').trim();
  if (single.length <= CONTENT_DESCRIPTION_MAX_LENGTH) return single;
  const cut = single.slice(0, CONTENT_DESCRIPTION_MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > CONTENT_DESCRIPTION_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** What an item's page says of itself to search engines: its summary, else the start of its body. */
export function contentDescriptionOf(view: Pick<ContentView, 'summary' | 'bodyHtml' | 'title'>): string {
  const bodyText = view.bodyHtml ? contentHtmlText(view.bodyHtml) : '';
  return pageDescriptionOf(view.summary ?? (bodyText === '' ? view.title : bodyText));
}
