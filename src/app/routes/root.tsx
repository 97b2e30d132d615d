import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../shell/AppShell';
import { NotFoundScreen } from '../../screens/system/NotFoundScreen';
import type { RouterContext } from './router-context';

/**
 * The root of the route tree (spec 01 section 2): the shell around every screen, and the 404
 * page for any path no route claims (and for paths whose ids do not parse).
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFoundScreen,
});
