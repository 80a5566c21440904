import { useParams } from 'react-router';
import { RequireSignIn } from './RequireSignIn';
import { CARGO_ROLES } from '../../shared/config/tools';
import { VesselPage } from '../features/cargo/VesselPage';

/** One vessel, behind sign-in with the vessels tool's roles. */
export default function VesselRoute() {
  const params = useParams();
  return (
    <RequireSignIn roles={CARGO_ROLES}>
      <VesselPage imoNumber={params.imoNumber ?? ''} />
    </RequireSignIn>
  );
}
