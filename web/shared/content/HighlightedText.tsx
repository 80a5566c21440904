import { contentHighlightParts } from '@tsw/domain';
import { Fragment } from 'react';

/**
 * A text with the words a content search found marked (`<mark>`), as the search compared them. Drawn as
 * text only: whatever the text holds, nothing of it becomes HTML.
 */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {contentHighlightParts(text, query).map((part, index) =>
        part.match ? (
          <mark key={index} className="search-match">
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** The text a reader sees of an item's body (safe HTML from the content service), for an excerpt. */
export function plainTextOfContentHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ');
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
