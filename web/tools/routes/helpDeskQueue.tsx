import { RequireSignIn } from './RequireSignIn';
import { HELP_DESK_ROLES } from '../../shared/config/editorRoles';
import { HelpDeskQueuePage } from '../features/helpDesk/HelpDeskQueuePage';

export default function HelpDeskQueueRoute() {
  return (
    <RequireSignIn roles={HELP_DESK_ROLES}>
      <HelpDeskQueuePage />
    </RequireSignIn>
  );
}
