import { RequireSignIn } from '../RequireSignIn';
import { toolRoles } from '../../../shared/config/tools';
import { HelpDeskPage } from '../../features/helpDesk/HelpDeskPage';

export default function HelpDeskRoute() {
  return (
    <RequireSignIn roles={toolRoles('help-desk')}>
      <HelpDeskPage />
    </RequireSignIn>
  );
}
