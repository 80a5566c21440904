import { FALLBACK_LANGUAGE, isLanguage } from '@tsw/domain';
import type { ToolsPage } from '../frontEndPages/toolsPage.js';
import type { WebPages } from '../frontEndPages/webPages.js';
import type { GeneratedFile, SiteGenerator } from './siteGenerator.js';
import { sitePathOf } from './sitePaths.js';

export type SiteAnswer = { kind: 'redirect'; location: string } | { kind: 'file'; file: GeneratedFile };

/** What answers a GET for a path of the front end. */
export interface SitePages {
  /** `search` is the request's query with its `?` (or ''), which only pages drawn per request read. */
  answer(requestPath: string, search: string): Promise<SiteAnswer | undefined>;
}

/**
 * The front end's answer for a path: a legacy or misspelt language moves (301); a generated page of the
 * site is its file; another page of the front end (a tool) is the tools' page, which the browser draws; a
 * page of the site that was not generated (an unpublished news item), or a path no route takes, is the 404
 * page of its language.
 */
export function sitePagesOf(patterns: WebPages, site: SiteGenerator, tools: ToolsPage): SitePages {
  return {
    async answer(requestPath, search) {
      const pattern = patterns.answer(requestPath);
      if (pattern.kind === 'redirect') return pattern;
      await site.ready();
      const path = sitePathOf(requestPath);
      const first = path?.split('/')[1];
      const language = isLanguage(first) ? first : FALLBACK_LANGUAGE;
      if (path !== undefined && site.isPerRequestPath(path)) {
        const drawn = await site.perRequestPage(path, search, 'html').catch(() => 'failed' as const);
        const file = drawn === 'failed' ? site.statusPage(language, 500) : drawn;
        if (file) return { kind: 'file', file };
      }
      const generated = path === undefined ? undefined : site.page(path);
      if (generated) return { kind: 'file', file: generated };
      if (pattern.kind === 'page' && path !== undefined && !site.isSitePath(path)) {
        return { kind: 'file', file: tools.of(language, path) };
      }
      const notFound = site.statusPage(language, 404);
      return notFound ? { kind: 'file', file: notFound } : undefined;
    },
  };
}
