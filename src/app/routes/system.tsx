import { createRoute } from '@tanstack/react-router';
import { lazyView } from './lazy-view';
import { rootRoute } from './root';

/**
 * /forbidden (spec 01 section 2): navigating to it from a screen is refused by the global
 * navigation guard, which raises the alert after 3000 ms; loading it directly shows this screen,
 * which raises the same alert.
 */
export const forbiddenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forbidden',
  component: lazyView(() => import('../../screens/system/ForbiddenScreen'), 'ForbiddenScreen'),
});

/**
 * /browser_warning (spec 01 section 2): where the modern-syntax test at start sends browsers that
 * are too old. It needs no session: an old browser may not be signed in.
 */
export const browserWarningRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'browser_warning',
  component: lazyView(() => import('../../screens/system/BrowserWarningScreen'), 'BrowserWarningScreen'),
});
