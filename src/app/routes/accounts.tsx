import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod';
import { authenticatedRoute } from './authenticated';
import { projectRoute } from './projects';
import { rootRoute } from './root';

const opaque = z.string().regex(/^[\w-]{16,200}$/);

const connectSearch = z.object({
  invite_token: opaque.optional().catch(undefined),
  ticket: opaque.optional().catch(undefined),
  /** 'licence': the sign-on reaches several licences; the user picks one and a language (spec 02 section 2). */
  choose: z.literal('licence').optional().catch(undefined),
  redirect: z.string().regex(/^\/(?!\/)/).max(2000).optional().catch(undefined),
});

/**
 * /connect-azure (spec 02 section 2, without authentication): accepts an invitation through single
 * sign-on, or links the external sign-in (its ticket) to classic credentials or an invite token.
 */
export const connectAzureRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'connect-azure',
  validateSearch: connectSearch,
  component: lazyRouteComponent(() => import('./components/account-views'), 'ConnectAzureView'),
});

/**
 * /generate-pincode (spec 02 section 2, without authentication): PIN generation; a session left
 * by a reload or by single sign-on is taken up first, so the page knows who asks.
 */
export const generatePincodeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'generate-pincode',
  beforeLoad: async ({ context }) => { await context.api.resume(); },
  component: lazyRouteComponent(() => import('../../screens/accounts/GeneratePincodeScreen'), 'GeneratePincodeScreen'),
});

/** /blocked: the blocked-account screen (spec 02 sections 2 and 6). */
export const blockedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'blocked',
  component: lazyRouteComponent(() => import('../../screens/accounts/BlockedScreen'), 'BlockedScreen'),
});

/** /users: user administration for the application manager (spec 02 sections 2 and 6, the user menu). */
export const userAdminRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'users',
  component: lazyRouteComponent(() => import('../../screens/user-admin/UserAdminScreen'), 'UserAdminScreen'),
});

/** /news: the news (spec 02 section 7). */
export const newsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'news',
  component: lazyRouteComponent(() => import('../../screens/accounts/NewsScreen'), 'NewsScreen'),
});

/** /survey: the satisfaction survey (spec 02 section 2). */
export const surveyRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'survey',
  component: lazyRouteComponent(() => import('../../screens/accounts/SurveyScreen'), 'SurveyScreen'),
});

/** /project/$projectId/participants: the project participants tab (spec 02 section 2, PP). */
export const participantsRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'participants',
  staticData: { crumb: 'participants' },
  component: lazyRouteComponent(() => import('./components/account-views'), 'ParticipantsView'),
});
