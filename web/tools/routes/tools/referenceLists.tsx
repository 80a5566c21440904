import { RequireSignIn } from '../RequireSignIn';
import { toolRoles } from '../../../shared/config/tools';
import { ReferenceListsPage } from '../../features/referenceLists/ReferenceListsPage';

export default function ReferenceListsRoute() {
  return (
    <RequireSignIn roles={toolRoles('reference-lists')}>
      <ReferenceListsPage />
    </RequireSignIn>
  );
}
