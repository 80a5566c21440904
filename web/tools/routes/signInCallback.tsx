import { SignInCallbackPage } from '../features/signIn/SignInCallbackPage';

/** The provider sends the browser here with the code (or an error); it never shows for long. */
export default function SignInCallbackRoute() {
  return <SignInCallbackPage />;
}
