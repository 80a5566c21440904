import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

/** A page the portal lists but has not built yet (the spec's "coming soon" page). */
export function ComingSoonPage({ name }: { name: string }) {
  const { t } = useTranslation();
  return <StatusPage title={t('errors.comingSoonTitle')} text={t('errors.comingSoonText', { tool: name })} />;
}
