import { RequireSignIn } from '../auth/RequireSignIn';
import { AccountPage } from '../features/account/AccountPage';

export default function AccountRoute() {
  return (
    <RequireSignIn>
      <AccountPage />
    </RequireSignIn>
  );
}
