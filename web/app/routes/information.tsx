import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { informationPageOfRoute } from '../config/paths';
import { ComingSoonPage } from '../features/errors/ComingSoonPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';

/** An information page; the content pages come with the information-site issue. */
export default function InformationRoute() {
  const { t } = useTranslation();
  // The route's id names the page, whatever the case or trailing slash of the URL.
  const page = informationPageOfRoute(useMatches().at(-1)?.id);
  if (!page) return <NotFoundPage />;
  return <ComingSoonPage name={t(page.key)} />;
}
