import type { SitePageData, SiteRenderer, SiteSource } from '@tsw/domain';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { isPerRequestSitePage, SITE_LAYOUT_ID, sitePageAt } from '../../shared/config/sitePages';
import { i18nFor } from '../../shared/i18n/i18n';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/languages';
import { siteLayoutData } from '../../shared/site/siteLayoutData';
import { SiteFrame } from '../frame/SiteFrame';
import { StatusPage, STATUS_TEXTS, type StatusPageStatus } from '../pages/status/StatusPage';
import { SiteDocument, type SiteAssets } from './SiteDocument';
import { sitePagePaths } from './sitePagePaths';
import type { SitePageHead, SitePageRequest } from './sitePageTemplate';
import { SITE_TEMPLATES } from './siteTemplates';

/** What the site's build tells the server of itself (site-build.json, written by buildSteps/buildSite.ts). */
export interface SiteBuild extends SiteAssets {
  /** Changes with every build of the site's templates, styles or script. */
  readonly buildHash: string;
}

/** The page data's name of the page drawn for a path that no template takes. */
const NOT_FOUND_ID = 'routes/notFound';

const ORIGIN = 'http://site.invalid';

/** What a template draws a path with: its template, and the request it reads. */
function pageRequest(path: string, query: URLSearchParams, source: SiteSource) {
  const matched = sitePageAt(path);
  if (!matched) return undefined;
  const request: SitePageRequest = {
    language: matched.language,
    params: matched.params,
    query,
    portal: source.portal,
  };
  return { id: matched.page.id, template: SITE_TEMPLATES[matched.page.id], request, page: matched.page };
}

/** A path as given ("/bn/news/%E0…?q=x") read: decoded, as templates match it, and its query. */
function pathOf(path: string): { pathname: string; query: URLSearchParams; search: string } {
  const url = new URL(path, ORIGIN);
  return { pathname: decodeURI(url.pathname), query: url.searchParams, search: url.search };
}

function languageOf(pathname: string): Language | undefined {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : undefined;
}

/**
 * How the portal server generates the information site from this build, at run time and as often as the
 * content changes: each page is React drawn once on the server to plain HTML, with no script of React's
 * own; a reader's browser gets that HTML, its styles in its head, and one small script.
 */
export function createSiteRenderer(build: SiteBuild): SiteRenderer {
  const draw = (options: {
    language: Language;
    source: SiteSource;
    head: SitePageHead;
    /** The page's own address (none for the status pages, drawn once for every missing path). */
    path: string | undefined;
    search: string;
    content: ReactNode;
  }) => {
    const { language, source, path } = options;
    const i18n = i18nFor(language);
    const place = {
      language,
      pathAndQuery: path === undefined ? `/${language}` : `${path}${options.search}`,
    };
    return `<!DOCTYPE html>${renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <SiteDocument
          language={language}
          path={path}
          head={options.head}
          publicUrl={source.portal.publicUrl}
          assets={build}
        >
          <SiteFrame place={place} layout={siteLayoutData(source, language)}>
            {options.content}
          </SiteFrame>
        </SiteDocument>
      </I18nextProvider>,
    )}`;
  };

  const statusPage = (status: StatusPageStatus, language: Language, source: SiteSource) => ({
    status,
    html: draw({
      language,
      source,
      head: { title: i18nFor(language).t(STATUS_TEXTS[status].title), noindex: true },
      path: undefined,
      search: '',
      content: <StatusPage status={status} language={language} />,
    }),
  });

  return {
    buildHash: build.buildHash,
    pagePaths: sitePagePaths,

    async pageData(path, source): Promise<SitePageData | undefined> {
      const { pathname, query } = pathOf(path);
      const language = languageOf(pathname);
      if (!language) return undefined;
      const staticQueries = [
        { key: `${SITE_LAYOUT_ID} /${language}`, data: siteLayoutData(source, language) },
      ];
      const page = pageRequest(pathname, query, source);
      if (!page) return { componentChunkName: NOT_FOUND_ID, result: null, staticQueries };
      const result = page.template.data(source, page.request);
      return result === undefined ? undefined : { componentChunkName: page.id, result, staticQueries };
    },

    async render(path, source, options = {}) {
      const { pathname, query, search } = pathOf(path);
      const language = languageOf(pathname) ?? FALLBACK_LANGUAGE;
      if (options.serverError) return statusPage(500, language, source);
      if (options.tooManyRequests) return statusPage(429, language, source);
      const page = pageRequest(pathname, query, source);
      const result = page?.template.data(source, page.request);
      if (!page || result === undefined) return statusPage(404, language, source);
      const { template, request } = page;
      const Page = template.Page;
      return {
        status: 200,
        html: draw({
          language,
          source,
          head: template.head(result, request, i18nFor(language).t, source),
          path: pathname,
          // Only a page drawn per request is its query's: the others are the same for every query.
          search: isPerRequestSitePage(page.page) ? search : '',
          content: <Page result={result} request={request} />,
        }),
      };
    },

    isSitePath(path) {
      return sitePageAt(path) !== undefined;
    },

    isPerRequestPath(path) {
      const matched = sitePageAt(path);
      return matched !== undefined && isPerRequestSitePage(matched.page);
    },
  };
}
