import { getRouteApi } from '@tanstack/react-router';
import { AirSampleScreen, BottleScreen, PackagingScreen, WaterSampleScreen } from '../../../screens/records';

// The route's typed API by its id: the route lazy-loads this view, so importing it back would be a cycle.
const tubeWaterSample = getRouteApi('/authenticated/project/$projectId/measurementPoint/$measurementPointId/gaugingTubes/$FtGuid/watersample/$WsID');
const surfaceWaterSample = getRouteApi('/authenticated/project/$projectId/measurementPoint/$measurementPointId/watersample/$WsID');
const tubeBottle = getRouteApi('/authenticated/project/$projectId/measurementPoint/$measurementPointId/gaugingTubes/$FtGuid/watersample/$WsID/bottle/$BoID');
const surfaceBottle = getRouteApi('/authenticated/project/$projectId/measurementPoint/$measurementPointId/watersample/$WsID/bottle/$BoID');
const tubeAirSample = getRouteApi('/authenticated/project/$projectId/measurementPoint/$measurementPointId/gaugingTubes/$FtGuid/airsample/$WsID');
const pointAirSample = getRouteApi('/authenticated/project/$projectId/measurementPoint/$measurementPointId/airsample/$WsID');
const tubePackaging = getRouteApi('/authenticated/project/$projectId/measurementPoint/$measurementPointId/gaugingTubes/$FtGuid/airSample/$WsID/packaging/$BoID');
const pointPackaging = getRouteApi('/authenticated/project/$projectId/measurementPoint/$measurementPointId/airSample/$WsID/packaging/$BoID');

/** …/gaugingTubes/$FtGuid/watersample/$WsID → WaterSampleScreen (with FtGuid). */
export function TubeWaterSampleView() {
  const params = tubeWaterSample.useParams();
  return <WaterSampleScreen key={params.WsID} params={params} />;
}

/** …/watersample/$WsID → WaterSampleScreen (surface water, no FtGuid). */
export function SurfaceWaterSampleView() {
  const params = surfaceWaterSample.useParams();
  return <WaterSampleScreen key={params.WsID} params={params} />;
}

/** …/gaugingTubes/$FtGuid/watersample/$WsID/bottle/$BoID → BottleScreen. */
export function TubeBottleView() {
  const params = tubeBottle.useParams();
  return <BottleScreen key={params.BoID} params={params} />;
}

/** …/watersample/$WsID/bottle/$BoID → BottleScreen. */
export function SurfaceBottleView() {
  const params = surfaceBottle.useParams();
  return <BottleScreen key={params.BoID} params={params} />;
}

/** …/gaugingTubes/$FtGuid/airsample/$WsID → AirSampleScreen (with FtGuid). */
export function TubeAirSampleView() {
  const params = tubeAirSample.useParams();
  return <AirSampleScreen key={params.WsID} params={params} />;
}

/** …/airsample/$WsID → AirSampleScreen (at the point, no FtGuid). */
export function PointAirSampleView() {
  const params = pointAirSample.useParams();
  return <AirSampleScreen key={params.WsID} params={params} />;
}

/** …/gaugingTubes/$FtGuid/airSample/$WsID/packaging/$BoID → PackagingScreen. */
export function TubePackagingView() {
  const params = tubePackaging.useParams();
  return <PackagingScreen key={params.BoID} params={params} />;
}

/** …/airSample/$WsID/packaging/$BoID → PackagingScreen. */
export function PointPackagingView() {
  const params = pointPackaging.useParams();
  return <PackagingScreen key={params.BoID} params={params} />;
}
