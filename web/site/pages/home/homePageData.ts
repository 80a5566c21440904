import type { ContentView, DataSets, SiteSource } from '@tsw/domain';
import type { Language } from '../../../shared/i18n/languages';
import { latestNews, type NewsSummary } from '../news/newsPageData';

export interface HomePageData {
  /** The editors' home-page blocks, in their order. */
  readonly blocks: readonly ContentView[];
  /** The newest news. */
  readonly news: readonly NewsSummary[];
  /** What the reference data in force is: the page's "latest information". */
  readonly dataSets: DataSets;
}

export function homePageData(source: SiteSource, language: Language): HomePageData {
  return {
    blocks: source.items('homeBlock').map((item) => source.view(item, language)),
    news: latestNews(source, language),
    dataSets: source.dataSets,
  };
}
