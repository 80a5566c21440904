import { RequireSignIn } from './RequireSignIn';
import { USER_ADMIN_ROLES } from '../../shared/config/editorRoles';
import { UserAdminPage } from '../features/userAdmin/UserAdminPage';

export default function UserAdminRoute() {
  return (
    <RequireSignIn roles={USER_ADMIN_ROLES}>
      <UserAdminPage />
    </RequireSignIn>
  );
}
