import type { PortalRole } from '@tsw/domain';

/**
 * Who may write the site's content: the editor's screens admit them, and the user menu offers them
 * the editor. The server checks the same role.
 */
export const CONTENT_EDITOR_ROLES: readonly PortalRole[] = ['content-editor'];

/** Who may write the traders' guide's rules: the guide editors' screens admit them, as the server does. */
export const GUIDE_EDITOR_ROLES: readonly PortalRole[] = ['guide-editor'];

/** Who answers the help desk's questions: the queue admits them, and the user menu offers it, as the server does. */
export const HELP_DESK_ROLES: readonly PortalRole[] = ['help-desk'];

/** Who keeps the accounts (disables and enables them): the accounts screen admits them, as the server does. */
export const USER_ADMIN_ROLES: readonly PortalRole[] = ['administrator'];
