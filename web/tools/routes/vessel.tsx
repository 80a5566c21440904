import { RequireSignIn } from './RequireSignIn';
import { CARGO_ROLES } from '../../shared/config/tools';
import { VesselPage } from '../features/cargo/VesselPage';
import type { Route } from './+types/vessel';

/** One vessel, behind sign-in with the vessels tool's roles. */
export default function VesselRoute({ params }: Route.ComponentProps) {
  return (
    <RequireSignIn roles={CARGO_ROLES}>
      <VesselPage imoNumber={params.imoNumber} />
    </RequireSignIn>
  );
}
