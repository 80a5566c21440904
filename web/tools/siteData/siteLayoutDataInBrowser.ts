import { pageDataPath, type PageData } from '@tsw/domain';
import { paths } from '../../shared/config/paths';
import type { Language } from '../../shared/i18n/languages';
import type { SiteLayoutData } from '../../shared/site/siteLayoutData';
import { siteJson, staticQueryResult } from './pageDataClient';

/**
 * The site's frame data in the browser, for the tools' frame (footer pages, settings): the shared result
 * that the language's home page names among its static queries.
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
