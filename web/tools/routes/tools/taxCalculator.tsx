import { RequireSignIn } from '../RequireSignIn';
import { toolRoles } from '../../../shared/config/tools';
import { TaxCalculatorPage } from '../../features/taxation/TaxCalculatorPage';

export default function TaxCalculatorRoute() {
  return (
    <RequireSignIn roles={toolRoles('tax-calculator')}>
      <TaxCalculatorPage />
    </RequireSignIn>
  );
}
