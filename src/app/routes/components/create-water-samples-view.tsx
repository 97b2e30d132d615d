import { CreateWaterSamplesScreen } from '../../../screens/create-water-samples';
import { createWaterSamplesRoute } from '../create-water-samples';

/** /project/$projectId/water-samples/create → CreateWaterSamplesScreen, fresh for each project. */
export function CreateWaterSamplesView() {
  const params = createWaterSamplesRoute.useParams();
  return <CreateWaterSamplesScreen key={params.projectId} params={params} />;
}
