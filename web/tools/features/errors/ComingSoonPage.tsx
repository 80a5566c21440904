import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

/** A page the portal lists but has not built yet (the old site's "coming soon"), titled with its name. */
export function ComingSoonPage({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={name}
      text={`${t('errors.comingSoonTitle')}: ${t('errors.comingSoonText', { tool: name })}`}
    />
  );
}
