import { RequireSignIn } from '../RequireSignIn';
import { toolRoles } from '../../../shared/config/tools';
import { TariffChangesPage } from '../../features/tariffChanges/TariffChangesPage';

export default function TariffChangesRoute() {
  return (
    <RequireSignIn roles={toolRoles('tariff-changes')}>
      <TariffChangesPage />
    </RequireSignIn>
  );
}
