import { useTranslation } from 'react-i18next';
import {
  CONTENT_EDITOR_ROLES,
  GUIDE_EDITOR_ROLES,
  HELP_DESK_ROLES,
  USER_ADMIN_ROLES,
} from '../../shared/config/editorRoles';
import { paths } from '../../shared/config/paths';
import type { Language } from '../../shared/i18n/languages';
import type { SitePlace } from './SiteFrame';

/**
 * Sign in and sign up, as links to the tools' page that starts the sign-in and comes back here: a page of
 * the site loads nothing of sign-in until they are followed. The site's script shows a signed-in user's
 * menu in their place (`data-account`), from the sign-in the tools keep in this tab.
 */
export function AccountLinks({ place, signUp }: { place: SitePlace; signUp: boolean }) {
  const { t } = useTranslation();
  const returnTo = place.pathAndQuery;
  return (
    <div className="site-account" data-account>
      <a className="site-button" href={paths.signIn.build(place.language, { returnTo })}>
        {t('auth.signIn')}
      </a>
      {signUp && (
        <a
          className="site-button site-button-outline"
          href={paths.signIn.build(place.language, { returnTo, signUp: true })}
        >
          {t('auth.signUp')}
        </a>
      )}
    </div>
  );
}

/**
 * A signed-in user's menu, written in the page's language for the script to fill in (their name) and to
 * trim (the staff screens their roles do not open): the script itself carries no words.
 */
export function SignedInAccountTemplate({ language }: { language: Language }) {
  const { t } = useTranslation();
  const staffScreens = [
    {
      roles: CONTENT_EDITOR_ROLES,
      href: paths.contentEditor.build(language),
      label: t('contentEditor.menuLink'),
    },
    { roles: GUIDE_EDITOR_ROLES, href: paths.guideEditor.build(language), label: t('guideEditor.menuLink') },
    {
      roles: HELP_DESK_ROLES,
      href: paths.helpDeskQueue.build(language),
      label: t('helpDesk.queue.menuLink'),
    },
    { roles: USER_ADMIN_ROLES, href: paths.userAdmin.build(language), label: t('userAdmin.menuLink') },
  ];
  return (
    <template id="site-signed-in">
      <details className="site-dropdown site-user" data-menu>
        <summary data-user-label={t('auth.userMenu', { name: '{{name}}' })}>
          <span className="site-user-name" data-user-name />
        </summary>
        <ul className="site-dropdown-list">
          <li>
            <a href={paths.account.build(language)}>{t('auth.account')}</a>
          </li>
          {staffScreens.map((screen) => (
            <li key={screen.href} data-roles={screen.roles.join(' ')}>
              <a href={screen.href}>{screen.label}</a>
            </li>
          ))}
          <li>
            <a href={paths.signOut.build(language)}>{t('auth.signOut')}</a>
          </li>
        </ul>
      </details>
    </template>
  );
}
