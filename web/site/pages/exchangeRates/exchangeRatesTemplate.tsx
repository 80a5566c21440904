import { siteDescription } from '../../render/siteDescription';
import type { SitePageTemplate } from '../../render/sitePageTemplate';
import { ExchangeRatesPage, type SiteRatesData } from './ExchangeRatesPage';

export const exchangeRatesTemplate: SitePageTemplate<SiteRatesData> = {
  data: (source) => ({ date: source.today, rates: source.exchangeRates }),
  head: (_result, _request, t, source) => ({
    title: t('site.rates.title'),
    description: siteDescription('rates', t, source),
  }),
  Page: ({ result, request }) => <ExchangeRatesPage data={result} language={request.language} />,
};
