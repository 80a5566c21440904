/*
 * An Atom feed (RFC 4287) as text: what a feed reader needs and nothing more. Every text is escaped, every
 * date is an RFC 3339 instant, and the feed and each entry carry the elements the RFC requires (id, title,
 * updated; an author on the feed; a link to each entry's page).
 */

export interface AtomEntry {
  /** A permanent IRI, the same on every reading: readers tell new entries from it. */
  readonly id: string;
  readonly title: string;
  /** RFC 3339 (2027-07-01T00:00:00+06:00). */
  readonly updated: string;
  readonly summary: string;
  /** The entry's page (rel="alternate"). */
  readonly href: string;
}

export interface AtomFeed {
  readonly id: string;
  /** The feed's language (xml:lang), which its texts are in. */
  readonly language: string;
  readonly title: string;
  readonly subtitle: string;
  readonly author: string;
  readonly updated: string;
  /** The feed's own address (rel="self") and the page it is the feed of (rel="alternate"). */
  readonly selfHref: string;
  readonly pageHref: string;
  readonly entries: readonly AtomEntry[];
}

/** The media type of an Atom feed, for the answer and for the pages' `<link rel="alternate">`. */
export const ATOM_MEDIA_TYPE = 'application/atom+xml';

/** Whether XML 1.0 allows the character: of the controls, only tab, line feed and carriage return. */
function xmlAllows(character: string): boolean {
  const code = character.charCodeAt(0);
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

function xmlEscaped(text: string): string {
  return [...text]
    .filter(xmlAllows)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function element(name: string, text: string, indent: string): string {
  return `${indent}<${name}>${xmlEscaped(text)}</${name}>`;
}

function link(rel: string, href: string, type: string, indent: string): string {
  return `${indent}<link rel="${rel}" type="${type}" href="${xmlEscaped(href)}"/>`;
}

/** The feed as an XML document, entries in the order given (newest first, as readers expect). */
export function atomFeedXml(feed: AtomFeed): string {
  const entries = feed.entries.flatMap((entry) => [
    '  <entry>',
    element('id', entry.id, '    '),
    element('title', entry.title, '    '),
    element('updated', entry.updated, '    '),
    link('alternate', entry.href, 'text/html', '    '),
    element('summary', entry.summary, '    '),
    '  </entry>',
  ]);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlEscaped(feed.language)}">`,
    element('id', feed.id, '  '),
    element('title', feed.title, '  '),
    element('subtitle', feed.subtitle, '  '),
    element('updated', feed.updated, '  '),
    `  <author>${element('name', feed.author, '')}</author>`,
    link('self', feed.selfHref, ATOM_MEDIA_TYPE, '  '),
    link('alternate', feed.pageHref, 'text/html', '  '),
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
