import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ComingSoonPage } from '../features/errors/ComingSoonPage';

/** The information pages' navigation names, by the end of their path. */
const INFORMATION_TITLES = {
  news: 'nav.news',
  downloads: 'nav.downloads',
  faq: 'nav.faq',
  'exchange-rates': 'nav.exchangeRates',
} as const;

/** An information page; the content pages come with the information-site issue. */
export default function InformationRoute() {
  const { t } = useTranslation();
  const page = useLocation().pathname.split('/').pop() as keyof typeof INFORMATION_TITLES;
  return <ComingSoonPage name={t(INFORMATION_TITLES[page] ?? 'nav.information')} />;
}
