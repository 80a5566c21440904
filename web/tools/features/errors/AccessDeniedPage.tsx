import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

/** Where the route guard sends a signed-in user who lacks the role a page requires. */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  return <StatusPage code={403} title={t('errors.accessDeniedTitle')} text={t('errors.accessDeniedText')} />;
}
