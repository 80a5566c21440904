import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

/** A failure while showing a page (§2). */
export function ServerErrorPage() {
  const { t } = useTranslation();
  return <StatusPage code={500} title={t('errors.serverErrorTitle')} text={t('errors.serverErrorText')} />;
}
