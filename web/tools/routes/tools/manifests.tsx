import { RequireSignIn } from '../RequireSignIn';
import { toolRoles } from '../../../shared/config/tools';
import { ManifestSearchPage } from '../../features/cargo/ManifestSearchPage';

export default function ManifestsRoute() {
  return (
    <RequireSignIn roles={toolRoles('manifests')}>
      <ManifestSearchPage />
    </RequireSignIn>
  );
}
