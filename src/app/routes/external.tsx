import { createRoute } from '@tanstack/react-router';
import { lazyView } from './lazy-view';
import { authenticatedRoute } from './authenticated';
import { idSegment, routeParams } from '../../ui/routes/param-schemas';

const prIdParams = routeParams({ PrID: idSegment }, ({ PrID }) => ({ PrID: String(PrID) }));
const views = () => import('./components/external-views');

/**
 * The redirects to separate external applications (spec 01 section 2; spec 02 section 2), each
 * to the URL configured in src/ui/external-apps.ts; an application without one says so.
 */
export const externalImportRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'ExternalImport',
  component: lazyView(views, 'ExternalImportView'),
});

/** /ExternalExport/$PrID. */
export const externalExportRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'ExternalExport/$PrID',
  params: prIdParams,
  component: lazyView(views, 'ExternalExportView'),
});

/** /ExternalVerify/$PrID. */
export const externalVerifyRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'ExternalVerify/$PrID',
  params: prIdParams,
  component: lazyView(views, 'ExternalVerifyView'),
});

/** /ExternalReport/$PrID. */
export const externalReportRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'ExternalReport/$PrID',
  params: prIdParams,
  component: lazyView(views, 'ExternalReportView'),
});

/** /ExternalXYZ/$PrID (batch XYZ coordinate import). */
export const externalXyzRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'ExternalXYZ/$PrID',
  params: prIdParams,
  component: lazyView(views, 'ExternalXyzView'),
});

/** /citrixLogin: the remote-desktop login (spec 02 section 2, user menu 'Citrix login'). */
export const citrixLoginRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'citrixLogin',
  component: lazyView(views, 'CitrixLoginView'),
});
