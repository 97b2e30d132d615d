import { createRoute, redirect } from '@tanstack/react-router';
import { tokenAnswerFromFragment } from '../../api/calls/sign-on';
import { lazyView } from './lazy-view';
import * as z from 'zod';
import { rootRoute } from './root';

/** An in-app path to return to after signing in; anything else (another origin, '//') is dropped. */
const returnPath = z.string().regex(/^\/(?!\/)/).max(2000);

/** A catalogue key the single sign-on callback sends back with a refusal. */
const errorKey = z.string().regex(/^[\w.]+$/).max(100);

const loginSearch = z.object({
  redirect: returnPath.optional().catch(undefined),
  /** 'done': the single sign-on callback opened a session; the refresh cookie holds it (spec 02 section 2). */
  sso: z.literal('done').optional().catch(undefined),
  sso_error: errorKey.optional().catch(undefined),
});

/**
 * Every route that needs a signed-in user sits under this pathless layout (spec 02 section 2,
 * 'Authenticated routes'): without a session the user is sent to /login, which returns them
 * here after signing in. After a reload the access token is gone (it lives in memory only):
 * resume() brings the session back through the refresh cookie first.
 */
export const authenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authenticated',
  beforeLoad: async ({ context, location }) => {
    if ((await context.api.resume()) === null) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
});

/** /login (spec 02 section 2, 'Routes without authentication'); a signed-in user goes on to the app. */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: loginSearch,
  beforeLoad: async ({ context, search, location }) => {
    if (search.sso === 'done') {
      // The callback's token variant (spec 02 section 2) in the fragment; without it the refresh cookie holds the session.
      const carried = tokenAnswerFromFragment(location.hash);
      const adopt = () => (carried ? Promise.resolve(context.api.adoptTokenAnswer('SignOnCallback', carried)) : context.api.adoptCookieSession());
      const adopted = await adopt().then(() => true, () => false);
      if (adopted) throw redirect({ href: search.redirect ?? '/', replace: true });
      throw redirect({ to: '/login', search: { sso_error: 'accounts.server.loginTokenFailed' }, replace: true });
    }
    if ((await context.api.resume()) !== null) throw redirect({ href: search.redirect ?? '/', replace: true });
  },
  component: lazyView(() => import('./components/login-view'), 'LoginView'),
});

/**
 * /logout, the user menu's 'log out' (spec 02 section 2). A route rather than a button handler so
 * that leaving the screen goes through the navigation auto-save first: the edits are saved while
 * the session still works, then the session ends here.
 */
export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'logout',
  beforeLoad: async ({ context }) => {
    const signOff = await context.api.signOut();
    // A single sign-on user signs off at the provider too, which sends the browser back to /login (spec 02 section 7).
    if (signOff) window.location.assign(signOff);
    throw redirect({ to: '/login', replace: true });
  },
});
