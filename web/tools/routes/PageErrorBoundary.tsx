import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerErrorPage } from '../features/errors/ServerErrorPage';
import { AppLayout } from '../features/layout/AppLayout';
import { SiteLoadError } from '../siteData/siteLoadError';

/**
 * What the frame shows for a screen that threw (RouteErrorBoundary): the 500 page, saying what did not load
 * when a page of the site could not be. A missing page is no error: the catch-all route draws the 404 page.
 */
export function PageErrorBoundary({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (error instanceof SiteLoadError) console.error(error.message);
  }, [error]);
  const detail = error instanceof SiteLoadError ? t(error.failure.key, error.failure.values) : undefined;
  return (
    <AppLayout>
      <ServerErrorPage detail={detail} />
    </AppLayout>
  );
}
