import { RequireSignIn } from '../RequireSignIn';
import { toolRoles } from '../../../shared/config/tools';
import { CodificationPage } from '../../features/codification/CodificationPage';

export default function CodificationRoute() {
  return (
    <RequireSignIn roles={toolRoles('codification')}>
      <CodificationPage />
    </RequireSignIn>
  );
}
