import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth';
import { authorisationRoutes } from './authorisation';
import { managementRoutes } from './management';
import { pointChildrenRoutes } from './data-point-children';
import { cadastralRoutes } from './data-cadastral';
import { projectRecordRoutes } from './data-project-records';
import { waterSampleRoutes } from './data-water-samples';
import { codesAndViewsRoutes } from './codes-and-views';
import { dataProjectRoutes } from './data-projects';
import { labRoutes } from './data-lab';
import { mapRoutes } from './data-map';
import { dashboardRoutes } from './data-dashboards';
import { importExportRoutes } from './import-export';
import { jobOrchestratorRoutes } from './job-orchestrator';
import { mediaRoutes } from './media';
import { borelogRoutes } from './borelog';
import { algorithmRoutes } from './algorithm';
import { sessionCallRoutes } from './session-calls';
import { newsAndSurveyRoutes } from './news-and-survey';
import { ssoRoutes } from './sso';
import { ssoTicketRoutes } from './sso-azure-jwt';
import { userAdminRoutes } from './user-admin';
import { myAccountRoutes } from './my-account';
import { referenceDataRoutes } from './reference-data';

/**
 * Every route plugin the app registers, in order (issue 'Data service', deliver 3). Data and view
 * services add their plugin here: one file per service under server/routes/.
 */
export const routePlugins: readonly FastifyPluginAsync[] = [
  authRoutes,
  ssoRoutes,
  ssoTicketRoutes,
  sessionCallRoutes,
  userAdminRoutes,
  myAccountRoutes,
  referenceDataRoutes,
  newsAndSurveyRoutes,
  authorisationRoutes,
  managementRoutes,
  pointChildrenRoutes,
  waterSampleRoutes, projectRecordRoutes, cadastralRoutes,
  codesAndViewsRoutes,
  dataProjectRoutes,
  labRoutes,
  mapRoutes,
  dashboardRoutes,
  importExportRoutes,
  jobOrchestratorRoutes,
  mediaRoutes,
  borelogRoutes,
  algorithmRoutes,
];
