import type { SitePortal, SiteSource } from '@tsw/domain';
import { paths } from '../../shared/config/paths';
import type { Language } from '../../shared/i18n/languages';
import { pageDataPath, type PageData } from '@tsw/domain';
import { siteJson, staticQueryResult } from './pageDataClient';

/** What every page's frame shows from the content: the custom pages in the footer, and the portal's settings. */
export interface SiteLayoutData {
  readonly portal: SitePortal;
  readonly footerPages: readonly {
    readonly title: string;
    readonly path: string;
    readonly language: Language;
  }[];
  /** Whether any published content is the sample we wrote. */
  readonly sampleContent: boolean;
}

export function siteLayoutData(source: SiteSource, language: Language): SiteLayoutData {
  const pages = source.items('page');
  return {
    portal: source.portal,
    footerPages: pages.map((item) => {
      const view = source.view(item, language);
      return {
        title: view.title,
        path: paths.customPage.build(language, item.slug),
        language: view.language,
      };
    }),
    sampleContent: [...pages, ...source.items('news')].some((item) => item.sample),
  };
}

/**
 * The layout's data in the browser, for pages drawn there (the tools): the shared result that the
 * language's home page names among its static queries.
 */
export async function siteLayoutDataInBrowser(language: Language): Promise<SiteLayoutData | null> {
  try {
    const home = await siteJson<PageData>(pageDataPath(paths.home.build(language)));
    const [hash] = home?.staticQueryHashes ?? [];
    return hash ? await staticQueryResult<SiteLayoutData>(hash) : null;
  } catch (error) {
    // The tools work without the footer's pages; the console says what was missing.
    console.error(error instanceof Error ? error.message : error);
    return null;
  }
}
