import { RequireSignIn } from '../RequireSignIn';
import { toolRoles } from '../../../shared/config/tools';
import { SroPage } from '../../features/sro/SroPage';

export default function SroRoute() {
  return (
    <RequireSignIn roles={toolRoles('sro')}>
      <SroPage />
    </RequireSignIn>
  );
}
