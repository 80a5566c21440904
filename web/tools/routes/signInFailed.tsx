import { SignInFailedPage } from '../features/signIn/SignInFailedPage';

export default function SignInFailedRoute() {
  return <SignInFailedPage />;
}
