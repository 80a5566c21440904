import { RequireSignIn } from '../RequireSignIn';
import { toolRoles } from '../../../shared/config/tools';
import { ExchangeRatesPage } from '../../features/exchangeRates/ExchangeRatesPage';

export default function ExchangeRatesRoute() {
  return (
    <RequireSignIn roles={toolRoles('exchange-rates')}>
      <ExchangeRatesPage />
    </RequireSignIn>
  );
}
