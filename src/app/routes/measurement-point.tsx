import { createRoute } from '@tanstack/react-router';
import { lazyView } from './lazy-view';
import { pointQueries } from '../../api/queries/point-queries';
import { guidParams, guidSegment, routeParams } from '../../ui/routes/param-schemas';
import { projectRoute } from './projects';

const views = () => import('./components/point-views');

/**
 * /project/$projectId/measurementPoint/$measurementPointId and everything under it (spec 01
 * section 2). The point (with its child lists) is fetched on the way in, shared by the
 * breadcrumb and the screens.
 */
export const pointRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'measurementPoint/$measurementPointId',
  params: guidParams('measurementPointId'),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(pointQueries.detail(params.projectId, params.measurementPointId));
  },
});

/** The measurement point screen. */
export const pointIndexRoute = createRoute({
  getParentRoute: () => pointRoute,
  path: '/',
  component: lazyView(views, 'MeasurementPointView'),
});

/** Child segments that are never the map flag, so '…/layer' without an id is a 404, not a map. */
const childSegments = ['layer', 'soilsample', 'gaugingtubes', 'finishings', 'watersample', 'airsample'];

/** …/measurementPoint/$measurementPointId/$openMap: the same screen with the map open. */
export const pointWithMapRoute = createRoute({
  getParentRoute: () => pointRoute,
  path: '$openMap',
  params: routeParams(
    { openMap: guidSegment.refine((segment) => !childSegments.includes(segment.toLowerCase())) },
    (params) => params,
  ),
  component: lazyView(views, 'MeasurementPointWithMapView'),
});

/** …/layer/$layerID (spec 01 section 2). */
export const layerRoute = createRoute({
  getParentRoute: () => pointRoute,
  path: 'layer/$layerID',
  params: guidParams('layerID'),
  staticData: { crumb: 'layer' },
  component: lazyView(views, 'LayerView'),
});

/** …/soilSample/$jarID (spec 01 section 2). */
export const soilSampleRoute = createRoute({
  getParentRoute: () => pointRoute,
  path: 'soilSample/$jarID',
  params: guidParams('jarID'),
  staticData: { crumb: 'soilSample' },
  component: lazyView(views, 'SoilSampleView'),
});

/** …/gaugingTubes/$FtID (spec 01 section 2). */
export const gaugingTubeRoute = createRoute({
  getParentRoute: () => pointRoute,
  path: 'gaugingTubes/$FtID',
  params: guidParams('FtID'),
  staticData: { crumb: 'gaugingTube' },
  component: lazyView(views, 'GaugingTubeView'),
});

/** …/finishings/$FiID (spec 01 section 2). */
export const finishingRoute = createRoute({
  getParentRoute: () => pointRoute,
  path: 'finishings/$FiID',
  params: guidParams('FiID'),
  staticData: { crumb: 'finishing' },
  component: lazyView(views, 'FinishingView'),
});
