import { RequireSignIn } from '../RequireSignIn';
import { toolRoles } from '../../../shared/config/tools';
import { TariffSearchPage } from '../../features/tariff/TariffSearchPage';

export default function TariffSearchRoute() {
  return (
    <RequireSignIn roles={toolRoles('tariff-search')}>
      <TariffSearchPage />
    </RequireSignIn>
  );
}
