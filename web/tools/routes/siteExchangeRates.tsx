import { SiteExchangeRatesPage, type SiteRatesData } from '../features/exchangeRates/SiteExchangeRatesPage';
import { languageOfParam } from '../../shared/i18n/languagePath';
import { pageResult } from '../site/pageDataClient';
import { siteSourceOf } from '../site/siteContext';
import type { Route } from './+types/siteExchangeRates';

export function loader({ context }: Route.LoaderArgs): SiteRatesData {
  const source = siteSourceOf(context);
  return { date: source.today, rates: source.exchangeRates };
}

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => pageResult<SiteRatesData>(request);

export default function SiteExchangeRatesRoute({ loaderData, params }: Route.ComponentProps) {
  return <SiteExchangeRatesPage data={loaderData} language={languageOfParam(params.lang)} />;
}
