import { RequireSignIn } from './RequireSignIn';
import { CARGO_ROLES } from '../../shared/config/tools';
import { ManifestPage } from '../features/cargo/ManifestPage';
import type { Route } from './+types/manifest';

/** One cargo manifest, behind sign-in with the manifests tool's roles. */
export default function ManifestRoute({ params }: Route.ComponentProps) {
  return (
    <RequireSignIn roles={CARGO_ROLES}>
      <ManifestPage id={params.id} />
    </RequireSignIn>
  );
}
