import { MeasurementPointScreen } from '../../../screens/measurement-point';
import { FinishingScreen, GaugingTubeScreen, LayerScreen, SoilSampleScreen } from '../../../screens/records';
import {
  finishingRoute, gaugingTubeRoute, layerRoute, pointIndexRoute, pointWithMapRoute, soilSampleRoute,
} from '../measurement-point';

/** …/measurementPoint/$measurementPointId → MeasurementPointScreen. */
export function MeasurementPointView() {
  const params = pointIndexRoute.useParams();
  return <MeasurementPointScreen key={params.measurementPointId} params={params} />;
}

/** …/measurementPoint/$measurementPointId/$openMap → MeasurementPointScreen with the map open. */
export function MeasurementPointWithMapView() {
  const params = pointWithMapRoute.useParams();
  return <MeasurementPointScreen key={params.measurementPointId} params={params} />;
}

/** …/layer/$layerID → LayerScreen. */
export function LayerView() {
  const params = layerRoute.useParams();
  return <LayerScreen key={params.layerID} params={params} />;
}

/** …/soilSample/$jarID → SoilSampleScreen. */
export function SoilSampleView() {
  const params = soilSampleRoute.useParams();
  return <SoilSampleScreen key={params.jarID} params={params} />;
}

/** …/gaugingTubes/$FtID → GaugingTubeScreen. */
export function GaugingTubeView() {
  const params = gaugingTubeRoute.useParams();
  return <GaugingTubeScreen key={params.FtID} params={params} />;
}

/** …/finishings/$FiID → FinishingScreen. */
export function FinishingView() {
  const params = finishingRoute.useParams();
  return <FinishingScreen key={params.FiID} params={params} />;
}
