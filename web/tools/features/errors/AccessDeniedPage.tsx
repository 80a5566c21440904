import { isPortalRole } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { roleNamesText } from '../../../shared/i18n/roleNames';
import { StatusPage } from './StatusPage';

/** What the route guard tells the page it sends a user to: the roles that would have opened the page. */
export interface AccessDeniedState {
  readonly roles: readonly string[];
}

/**
 * Where the route guard sends a signed-in user who lacks the role a page requires: which roles open it,
 * when the guard said so, and whom to ask.
 */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const roles = ((location.state as Partial<AccessDeniedState> | null)?.roles ?? []).filter(isPortalRole);
  const text =
    roles.length > 0
      ? t('errors.accessDeniedNeeds', { roles: roleNamesText(t, languageOfPath(location.pathname), roles) })
      : t('errors.accessDeniedText');
  return <StatusPage code={403} title={t('errors.accessDeniedTitle')} text={text} />;
}
