import type { PortalRole } from '@tsw/domain';
import { useAuth } from '../../auth/authContext';
import {
  CONTENT_EDITOR_ROLES,
  GUIDE_EDITOR_ROLES,
  HELP_DESK_ROLES,
  USER_ADMIN_ROLES,
} from '../../../shared/config/editorRoles';
import { paths } from '../../../shared/config/paths';
import type { Language } from '../../../shared/i18n/languages';

/** The staff's screens a user's menus offer (the header's and the phone's), each to the roles it admits. */
const STAFF_SCREENS = [
  { roles: CONTENT_EDITOR_ROLES, path: paths.contentEditor, label: 'contentEditor.menuLink' },
  { roles: GUIDE_EDITOR_ROLES, path: paths.guideEditor, label: 'guideEditor.menuLink' },
  { roles: HELP_DESK_ROLES, path: paths.helpDeskQueue, label: 'helpDesk.queue.menuLink' },
  { roles: USER_ADMIN_ROLES, path: paths.userAdmin, label: 'userAdmin.menuLink' },
] as const satisfies readonly {
  roles: readonly PortalRole[];
  path: { build: (language: Language) => string };
  label: string;
}[];

/** The staff's screens the signed-in user's roles open, with their addresses in `language`. */
export function useStaffScreens(language: Language) {
  const { holdsAnyRole } = useAuth();
  return STAFF_SCREENS.filter((screen) => holdsAnyRole(screen.roles)).map((screen) => ({
    to: screen.path.build(language),
    label: screen.label,
  }));
}
