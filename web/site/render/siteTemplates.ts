import type { SitePageId } from '../../shared/config/sitePages';
import { customPageTemplate } from '../pages/customPages/customPageTemplate';
import { downloadsTemplate } from '../pages/downloads/downloadsTemplate';
import { exchangeRatesTemplate } from '../pages/exchangeRates/exchangeRatesTemplate';
import { faqTemplate } from '../pages/faq/faqTemplate';
import { homeTemplate } from '../pages/home/homeTemplate';
import { newsArticleTemplate, newsListTemplate, newsSearchTemplate } from '../pages/news/newsTemplates';
import { toolsTemplate } from '../pages/toolList/toolsTemplate';
import type { AnySitePageTemplate } from './sitePageTemplate';

/** Each page of the site (shared/config/sitePages.ts, where their addresses are) with its template. */
export const SITE_TEMPLATES: Readonly<Record<SitePageId, AnySitePageTemplate>> = {
  'routes/home': homeTemplate,
  'routes/newsList': newsListTemplate,
  'routes/newsListPage': newsListTemplate,
  'routes/newsSearch': newsSearchTemplate,
  'routes/newsArticle': newsArticleTemplate,
  'routes/customPage': customPageTemplate,
  'routes/downloads': downloadsTemplate,
  'routes/faq': faqTemplate,
  'routes/siteExchangeRates': exchangeRatesTemplate,
  'routes/internalTools': toolsTemplate,
};
