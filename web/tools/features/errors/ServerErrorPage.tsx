import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

/** A failure while showing a page, with what failed to load when the browser knows it. */
export function ServerErrorPage({ detail }: { detail?: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={500}
      title={t('errors.serverErrorTitle')}
      text={t('errors.serverErrorText')}
      detail={detail}
    />
  );
}
