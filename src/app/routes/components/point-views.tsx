import { getRouteApi } from '@tanstack/react-router';
import { MeasurementPointScreen } from '../../../screens/measurement-point';
import { FinishingScreen, GaugingTubeScreen, LayerScreen, SoilSampleScreen } from '../../../screens/records';

// The route's typed API by its id: the route lazy-loads this view, so importing it back would be a cycle.
const pointIndex = getRouteApi('/authenticated/project/$projectId/measurementPoint/$measurementPointId/');
const pointWithMap = getRouteApi('/authenticated/project/$projectId/measurementPoint/$measurementPointId/$openMap');
const layer = getRouteApi('/authenticated/project/$projectId/measurementPoint/$measurementPointId/layer/$layerID');
const soilSample = getRouteApi('/authenticated/project/$projectId/measurementPoint/$measurementPointId/soilSample/$jarID');
const gaugingTube = getRouteApi('/authenticated/project/$projectId/measurementPoint/$measurementPointId/gaugingTubes/$FtID');
const finishing = getRouteApi('/authenticated/project/$projectId/measurementPoint/$measurementPointId/finishings/$FiID');

/** …/measurementPoint/$measurementPointId → MeasurementPointScreen. */
export function MeasurementPointView() {
  const params = pointIndex.useParams();
  return <MeasurementPointScreen key={params.measurementPointId} params={params} />;
}

/** …/measurementPoint/$measurementPointId/$openMap → MeasurementPointScreen with the map open. */
export function MeasurementPointWithMapView() {
  const params = pointWithMap.useParams();
  return <MeasurementPointScreen key={params.measurementPointId} params={params} />;
}

/** …/layer/$layerID → LayerScreen. */
export function LayerView() {
  const params = layer.useParams();
  return <LayerScreen key={params.layerID} params={params} />;
}

/** …/soilSample/$jarID → SoilSampleScreen. */
export function SoilSampleView() {
  const params = soilSample.useParams();
  return <SoilSampleScreen key={params.jarID} params={params} />;
}

/** …/gaugingTubes/$FtID → GaugingTubeScreen. */
export function GaugingTubeView() {
  const params = gaugingTube.useParams();
  return <GaugingTubeScreen key={params.FtID} params={params} />;
}

/** …/finishings/$FiID → FinishingScreen. */
export function FinishingView() {
  const params = finishing.useParams();
  return <FinishingScreen key={params.FiID} params={params} />;
}
