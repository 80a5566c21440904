import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

/** Any unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage code={404} title={t('errors.notFoundTitle')} text={t('errors.notFoundText')} />;
}
