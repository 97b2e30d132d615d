import { LoginScreen } from '../../../screens/login/LoginScreen';
import { loginRoute } from '../authenticated';

/** /login → the sign-in screen, returning to `redirect` afterwards. */
export function LoginView() {
  const { redirect } = loginRoute.useSearch();
  return <LoginScreen returnTo={redirect} />;
}
