import type { SitePortal, SiteSource } from '@tsw/domain';
import { paths } from '../config/paths';
import type { Language } from '../i18n/languages';

/**
 * What every page's frame shows from the content, in a language: the custom pages in the footer, the
 * portal's settings, and whether the portal runs on sample data. The site draws it into each page and
 * serves it as the static query every page data names; the tools' frame reads it from there.
 */
export interface SiteLayoutData {
  readonly portal: SitePortal;
  readonly footerPages: readonly {
    readonly title: string;
    readonly path: string;
    readonly language: Language;
  }[];
  /** Whether any published content is the sample we wrote. */
  readonly sampleContent: boolean;
  /** Whether any reference table in force is the sample we wrote. */
  readonly sampleData: boolean;
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
    sampleData: source.dataSets.sampleData,
  };
}
