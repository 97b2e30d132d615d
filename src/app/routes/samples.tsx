import { createRoute } from '@tanstack/react-router';
import { lazyView } from './lazy-view';
import { guidSegment, routeParams } from '../../ui/routes/param-schemas';
import { pointRoute } from './measurement-point';

const views = () => import('./components/sample-views');
const same = <T,>(params: T) => params;

const sampleParams = routeParams({ WsID: guidSegment }, same);
const tubeSampleParams = routeParams({ FtGuid: guidSegment, WsID: guidSegment }, same);
const itemParams = routeParams({ WsID: guidSegment, BoID: guidSegment }, same);
const tubeItemParams = routeParams({ FtGuid: guidSegment, WsID: guidSegment, BoID: guidSegment }, same);

/**
 * Water and air samples with their bottles and packaging, each in both placements (spec 01
 * section 2): under a gauging tube (…/gaugingTubes/$FtGuid/…) or directly under the measurement
 * point (surface water, or air sampled at the point).
 */
export const tubeWaterSampleRoute = createRoute({
  getParentRoute: () => pointRoute,
  path: 'gaugingTubes/$FtGuid/watersample/$WsID',
  params: tubeSampleParams,
  staticData: { crumb: 'waterSample' },
  component: lazyView(views, 'TubeWaterSampleView'),
});

/** …/watersample/$WsID: surface water, directly under the point. */
export const surfaceWaterSampleRoute = createRoute({
  getParentRoute: () => pointRoute,
  path: 'watersample/$WsID',
  params: sampleParams,
  staticData: { crumb: 'waterSample' },
  component: lazyView(views, 'SurfaceWaterSampleView'),
});

/** …/gaugingTubes/$FtGuid/watersample/$WsID/bottle/$BoID. */
export const tubeBottleRoute = createRoute({
  getParentRoute: () => pointRoute,
  path: 'gaugingTubes/$FtGuid/watersample/$WsID/bottle/$BoID',
  params: tubeItemParams,
  staticData: { crumb: 'bottle' },
  component: lazyView(views, 'TubeBottleView'),
});

/** …/watersample/$WsID/bottle/$BoID. */
export const surfaceBottleRoute = createRoute({
  getParentRoute: () => pointRoute,
  path: 'watersample/$WsID/bottle/$BoID',
  params: itemParams,
  staticData: { crumb: 'bottle' },
  component: lazyView(views, 'SurfaceBottleView'),
});

/** …/gaugingTubes/$FtGuid/airsample/$WsID. */
export const tubeAirSampleRoute = createRoute({
  getParentRoute: () => pointRoute,
  path: 'gaugingTubes/$FtGuid/airsample/$WsID',
  params: tubeSampleParams,
  staticData: { crumb: 'airSample' },
  component: lazyView(views, 'TubeAirSampleView'),
});

/** …/airsample/$WsID. */
export const pointAirSampleRoute = createRoute({
  getParentRoute: () => pointRoute,
  path: 'airsample/$WsID',
  params: sampleParams,
  staticData: { crumb: 'airSample' },
  component: lazyView(views, 'PointAirSampleView'),
});

/** …/gaugingTubes/$FtGuid/airSample/$WsID/packaging/$BoID. */
export const tubePackagingRoute = createRoute({
  getParentRoute: () => pointRoute,
  path: 'gaugingTubes/$FtGuid/airSample/$WsID/packaging/$BoID',
  params: tubeItemParams,
  staticData: { crumb: 'packaging' },
  component: lazyView(views, 'TubePackagingView'),
});

/** …/airSample/$WsID/packaging/$BoID. */
export const pointPackagingRoute = createRoute({
  getParentRoute: () => pointRoute,
  path: 'airSample/$WsID/packaging/$BoID',
  params: itemParams,
  staticData: { crumb: 'packaging' },
  component: lazyView(views, 'PointPackagingView'),
});
