import { useParams } from 'react-router';
import { RequireSignIn } from './RequireSignIn';
import { CARGO_ROLES } from '../../shared/config/tools';
import { ManifestPage } from '../features/cargo/ManifestPage';

/** One cargo manifest, behind sign-in with the manifests tool's roles. */
export default function ManifestRoute() {
  const params = useParams();
  return (
    <RequireSignIn roles={CARGO_ROLES}>
      <ManifestPage id={params.id ?? ''} />
    </RequireSignIn>
  );
}
