import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse } from 'react-router';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { ServerErrorPage } from '../features/errors/ServerErrorPage';
import { AppLayout } from '../features/layout/AppLayout';
import { SiteLoadError } from '../siteData/siteLoadError';

/**
 * What the root route shows for a route that threw: 404 for a missing page, the 500 page for anything
 * else, saying what did not load when a page of the site could not be.
 */
export function PageErrorBoundary({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (error instanceof SiteLoadError) console.error(error.message);
  }, [error]);
  const detail = error instanceof SiteLoadError ? t(error.failure.key, error.failure.values) : undefined;
  return (
    <AppLayout>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundPage />
      ) : (
        <ServerErrorPage detail={detail} />
      )}
    </AppLayout>
  );
}
