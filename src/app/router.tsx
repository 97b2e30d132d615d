import { createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import { RouteErrorScreen } from '../screens/system/RouteErrorScreen';
import { PendingScreen } from './shell/PendingScreen';
import type { RecordCrumb } from './shell/crumbs';
import { authenticatedRoute, loginRoute, logoutRoute } from './routes/authenticated';
import { citrixLoginRoute, externalExportRoute, externalImportRoute, externalReportRoute, externalVerifyRoute, externalXyzRoute } from './routes/external';
import {
  finishingRoute, gaugingTubeRoute, layerRoute, pointIndexRoute, pointRoute, pointWithMapRoute, soilSampleRoute,
} from './routes/measurement-point';
import { mapRoute } from './routes/map';
import { dashboardRoute } from './routes/dashboard';
import { overviewRoute } from './routes/overview';
import { concernedContactRoute, summaryRoute, sublocationRoute } from './routes/project-records';
import { projectIndexRoute, projectListRoute, projectRoute } from './routes/projects';
import { rootRoute } from './routes/root';
import type { RouterContext } from './routes/router-context';
import {
  pointAirSampleRoute, pointPackagingRoute, surfaceBottleRoute, surfaceWaterSampleRoute, tubeAirSampleRoute, tubeBottleRoute,
  tubePackagingRoute, tubeWaterSampleRoute,
} from './routes/samples';
import { browserWarningRoute, forbiddenRoute } from './routes/system';
import { xyzImportRoute } from './routes/xyz-import';
import { exportWizardRoute } from './routes/export-wizard';
import { importWizardRoute } from './routes/import-wizard';
import { cadastreRoute } from './routes/cadastre';
import { createWaterSamplesRoute } from './routes/create-water-samples';
import { labAssignmentRoute, labAssignmentsRoute } from './routes/lab';
import { analysisSamplesRoute } from './routes/analysis-samples';
import { codeConventionsRoute } from './routes/code-conventions';
import { resultsRoute } from './routes/results';
import { blockedRoute, connectAzureRoute, generatePincodeRoute, newsRoute, participantsRoute, surveyRoute, userAdminRoute } from './routes/accounts';
import { attachmentsRoute, picturesRoute } from './routes/media';
import { suggestSamplesRoute } from './routes/suggest';
import { projectDetailsRoute } from './routes/project-details';
import { codeListsRoute, fieldTemplatesRoute, managementStatisticsRoute, myAccountRoute } from './routes/user-menu';

/** The app's base path without its trailing slash (spec 01 section 9: 'Base path /Web/'). */
const basepath = '/Web';

/** The route tree of spec 01 section 2 and spec 02 section 2. */
const routeTree = rootRoute.addChildren([
  loginRoute,
  logoutRoute,
  forbiddenRoute,
  browserWarningRoute,
  connectAzureRoute,
  generatePincodeRoute,
  blockedRoute,
  authenticatedRoute.addChildren([
    projectListRoute,
    userAdminRoute, newsRoute, surveyRoute,
    myAccountRoute, managementStatisticsRoute, codeListsRoute, fieldTemplatesRoute,
    importWizardRoute,
    externalImportRoute, externalExportRoute, externalVerifyRoute, externalReportRoute, externalXyzRoute, citrixLoginRoute,
    codeConventionsRoute,
    suggestSamplesRoute,
    projectRoute.addChildren([
      projectIndexRoute,
      concernedContactRoute, sublocationRoute, summaryRoute,
      overviewRoute,
      mapRoute,
      dashboardRoute,
      xyzImportRoute,
      exportWizardRoute,
      cadastreRoute,
      createWaterSamplesRoute,
      labAssignmentsRoute, labAssignmentRoute, analysisSamplesRoute, resultsRoute,
      participantsRoute,
      picturesRoute, attachmentsRoute,
      projectDetailsRoute,
      pointRoute.addChildren([
        pointIndexRoute, pointWithMapRoute,
        layerRoute, soilSampleRoute, gaugingTubeRoute, finishingRoute,
        tubeWaterSampleRoute, surfaceWaterSampleRoute, tubeBottleRoute, surfaceBottleRoute,
        tubeAirSampleRoute, pointAirSampleRoute, tubePackagingRoute, pointPackagingRoute,
      ]),
    ]),
  ]),
]);

/** What the router needs from the app; `history` is for tests (memory history). */
export interface AppRouterOptions {
  context: Omit<RouterContext, 'previousPath'>;
  history?: RouterHistory;
}

/**
 * The app's router: TanStack Router over the browser's history under /Web,
 * the 404 page for unknown paths, a translated error screen for failed loads.
 */
export function createAppRouter({ context, history }: AppRouterOptions) {
  // Read at beforeLoad time, before the new location resolves: the screen the user came from.
  let previousPath = (): string | undefined => undefined;
  const router = createRouter({
    routeTree,
    basepath,
    ...(history ? { history } : {}),
    context: { ...context, previousPath: () => previousPath() },
    // Every unknown path gets the one translated 404 page, never a layout's built-in fallback.
    notFoundMode: 'root',
    scrollRestoration: true,
    defaultErrorComponent: RouteErrorScreen,
    defaultPendingComponent: PendingScreen,
  });
  previousPath = () => router.state.resolvedLocation?.pathname;
  return router;
}

/** The app's router type. */
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The record a route shows, for the breadcrumb (project › point › record). */
    crumb?: RecordCrumb;
  }
}
