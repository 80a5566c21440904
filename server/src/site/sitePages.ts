import { FALLBACK_LANGUAGE, isLanguage } from '@tsw/domain';
import type { ToolsPage } from '../frontEndPages/toolsPage.js';
import type { WebPages } from '../frontEndPages/webPages.js';
import { isPerRequestRefusal } from './perRequestPages.js';
import type { GeneratedFile, SiteGenerator } from './siteGenerator.js';
import { sitePathOf } from './sitePaths.js';

/**
 * What answers a GET for a path of the front end. A page says who wrote its HTML, which its security policy
 * follows: the site's renderer, from content and the request's query (no inline script of it may run), or
 * the build (the tools' page, whose inline scripts are the build's own). A reader who asked for too many
 * pages drawn per request waits: the 429 page of their language, when there is one.
 */
export type SiteAnswer =
  | { kind: 'redirect'; location: string }
  | { kind: 'file'; file: GeneratedFile; from: 'renderer' | 'build' }
  | { kind: 'wait'; retryAfter: number; file: GeneratedFile | undefined };

export interface SitePages {
  /**
   * `search` is the request's query with its `?` (or ''), which only pages drawn per request read; `admit`
   * counts a page about to be drawn for the request against its address's limit (seconds to wait, or 0).
   */
  answer(requestPath: string, search: string, admit: () => Promise<number>): Promise<SiteAnswer | undefined>;
}

/**
 * The front end's answer for a path: a legacy or misspelt language moves (301); a generated page of the
 * site is its file; another page of the front end (a tool) is the tools' page, which the browser draws; a
 * page of the site that was not generated (an unpublished news item), or a path no route takes, is the 404
 * page of its language.
 */
export function sitePagesOf(patterns: WebPages, site: SiteGenerator, tools: ToolsPage): SitePages {
  return {
    async answer(requestPath, search, admit) {
      const pattern = patterns.answer(requestPath);
      if (pattern.kind === 'redirect') return pattern;
      await site.ready();
      const path = sitePathOf(requestPath);
      const first = path?.split('/')[1];
      const language = isLanguage(first) ? first : FALLBACK_LANGUAGE;
      if (path !== undefined && site.isPerRequestPath(path)) {
        const drawn = await site.perRequestPage(path, search, 'html', admit).catch(() => 'failed' as const);
        if (drawn !== 'failed' && isPerRequestRefusal(drawn)) {
          return { kind: 'wait', retryAfter: drawn.retryAfter, file: site.statusPage(language, 429) };
        }
        const file = drawn === 'failed' ? site.statusPage(language, 500) : drawn;
        if (file) return { kind: 'file', file, from: 'renderer' };
      }
      const generated = path === undefined ? undefined : site.page(path);
      if (generated) return { kind: 'file', file: generated, from: 'renderer' };
      if (pattern.kind === 'page' && path !== undefined && !site.isSitePath(path)) {
        return { kind: 'file', file: tools.of(language, path), from: 'build' };
      }
      const notFound = site.statusPage(language, 404);
      return notFound ? { kind: 'file', file: notFound, from: 'renderer' } : undefined;
    },
  };
}
