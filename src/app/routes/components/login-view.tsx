import { getRouteApi } from '@tanstack/react-router';
import { LoginScreen } from '../../../screens/login/LoginScreen';

// The route's typed API by its id: the route lazy-loads this view, so importing it back would be a cycle.
const login = getRouteApi('/login');

/** /login → the sign-in screen, returning to `redirect` afterwards. */
export function LoginView() {
  const { redirect, sso_error: ssoError } = login.useSearch();
  return <LoginScreen returnTo={redirect} ssoError={ssoError} />;
}
