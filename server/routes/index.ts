import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth';
import { authorisationRoutes } from './authorisation';
import { managementRoutes } from './management';

/**
 * Every route plugin the app registers, in order (issue 'Data service', deliver 3). Data and view
 * services add their plugin here: one file per service under server/routes/.
 */
export const routePlugins: readonly FastifyPluginAsync[] = [
  authRoutes,
  authorisationRoutes,
  managementRoutes,
];
