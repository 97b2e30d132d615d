import { AirSampleScreen, BottleScreen, PackagingScreen, WaterSampleScreen } from '../../../screens/records';
import {
  pointAirSampleRoute, pointPackagingRoute, surfaceBottleRoute, surfaceWaterSampleRoute, tubeAirSampleRoute, tubeBottleRoute,
  tubePackagingRoute, tubeWaterSampleRoute,
} from '../samples';

/** …/gaugingTubes/$FtGuid/watersample/$WsID → WaterSampleScreen (with FtGuid). */
export function TubeWaterSampleView() {
  const params = tubeWaterSampleRoute.useParams();
  return <WaterSampleScreen key={params.WsID} params={params} />;
}

/** …/watersample/$WsID → WaterSampleScreen (surface water, no FtGuid). */
export function SurfaceWaterSampleView() {
  const params = surfaceWaterSampleRoute.useParams();
  return <WaterSampleScreen key={params.WsID} params={params} />;
}

/** …/gaugingTubes/$FtGuid/watersample/$WsID/bottle/$BoID → BottleScreen. */
export function TubeBottleView() {
  const params = tubeBottleRoute.useParams();
  return <BottleScreen key={params.BoID} params={params} />;
}

/** …/watersample/$WsID/bottle/$BoID → BottleScreen. */
export function SurfaceBottleView() {
  const params = surfaceBottleRoute.useParams();
  return <BottleScreen key={params.BoID} params={params} />;
}

/** …/gaugingTubes/$FtGuid/airsample/$WsID → AirSampleScreen (with FtGuid). */
export function TubeAirSampleView() {
  const params = tubeAirSampleRoute.useParams();
  return <AirSampleScreen key={params.WsID} params={params} />;
}

/** …/airsample/$WsID → AirSampleScreen (at the point, no FtGuid). */
export function PointAirSampleView() {
  const params = pointAirSampleRoute.useParams();
  return <AirSampleScreen key={params.WsID} params={params} />;
}

/** …/gaugingTubes/$FtGuid/airSample/$WsID/packaging/$BoID → PackagingScreen. */
export function TubePackagingView() {
  const params = tubePackagingRoute.useParams();
  return <PackagingScreen key={params.BoID} params={params} />;
}

/** …/airSample/$WsID/packaging/$BoID → PackagingScreen. */
export function PointPackagingView() {
  const params = pointPackagingRoute.useParams();
  return <PackagingScreen key={params.BoID} params={params} />;
}
