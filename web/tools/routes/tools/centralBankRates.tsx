import { RequireSignIn } from '../RequireSignIn';
import { toolRoles } from '../../../shared/config/tools';
import { CentralBankRatesPage } from '../../features/centralBankRates/CentralBankRatesPage';

export default function CentralBankRatesRoute() {
  return (
    <RequireSignIn roles={toolRoles('central-bank-rates')}>
      <CentralBankRatesPage />
    </RequireSignIn>
  );
}
