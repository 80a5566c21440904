import { RequireSignIn } from '../RequireSignIn';
import { toolRoles } from '../../../shared/config/tools';
import { TaxationSimulationPage } from '../../features/taxation/TaxationSimulationPage';

export default function TaxationSimulationRoute() {
  return (
    <RequireSignIn roles={toolRoles('taxation-simulation')}>
      <TaxationSimulationPage />
    </RequireSignIn>
  );
}
