import { getRouteApi } from '@tanstack/react-router';
import { CreateWaterSamplesScreen } from '../../../screens/create-water-samples';

// The route's typed API by its id: the route lazy-loads this view, so importing it back would be a cycle.
const createWaterSamples = getRouteApi('/authenticated/project/$projectId/water-samples/create');

/** /project/$projectId/water-samples/create → CreateWaterSamplesScreen, fresh for each project. */
export function CreateWaterSamplesView() {
  const params = createWaterSamples.useParams();
  return <CreateWaterSamplesScreen key={params.projectId} params={params} />;
}
