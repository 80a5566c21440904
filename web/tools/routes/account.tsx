import { RequireSignIn } from './RequireSignIn';
import { AccountPage } from '../features/account/AccountPage';

export default function AccountRoute() {
  return (
    <RequireSignIn>
      <AccountPage />
    </RequireSignIn>
  );
}
