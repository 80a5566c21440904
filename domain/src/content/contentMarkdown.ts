import MarkdownIt from 'markdown-it';
import type { Language } from '../portal/portalLanguages.js';

/** Where a link may lead: the web, mail, telephone, and paths without a scheme. Nothing else runs. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** A URL without the characters browsers strip before reading its scheme (java\tscript:). */
function withoutUrlNoise(url: string): string {
  let kept = '';
  for (const character of url) {
    const code = character.charCodeAt(0);
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) kept += character;
  }
  return kept;
}

export function isSafeContentLink(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(withoutUrlNoise(url));
  return scheme === null || SAFE_SCHEMES.has((scheme[1] ?? '').toLowerCase());
}

/**
 * Markdown as content editors write it, rendered without any HTML of their own: raw HTML is shown as
 * text, and links and images that are not web addresses or paths (javascript:, data:, vbscript:) are
 * dropped, so no script from content ever runs. `{lang}` in a path becomes the page's language.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
markdown.validateLink = isSafeContentLink;

const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = token?.attrGet('href') ?? '';
  if (token && /^https?:/i.test(href)) {
    // A page elsewhere opens without a handle on ours.
    token.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, index, options, env, self);
};

/** Safe HTML of a Markdown body, its portal links under `language`. */
export function contentHtml(body: string, language: Language): string {
  return markdown.render(body.replaceAll('{lang}', language));
}

/** The plain text of a Markdown body, for search and for summaries made from it. */
export function contentPlainText(body: string): string {
  return contentHtmlText(markdown.render(body));
}

/** The text of the HTML a Markdown body became: its tags dropped, its entities read, its spaces single. */
export function contentHtmlText(html: string): string {
  return (
    html
      // A block's end parts words; an inline tag sits inside a word or beside its punctuation.
      .replace(/<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|pre|hr)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => HTML_ENTITIES[entity] ?? entity)
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
