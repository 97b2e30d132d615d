import { getRouteApi } from '@tanstack/react-router';
import { XyzImportScreen } from '../../../screens/xyz-import';

// The route's typed API by its id: the route lazy-loads this view, so importing it back would be a cycle.
const xyzImport = getRouteApi('/authenticated/project/$projectId/xyz-import');

/** /project/$projectId/xyz-import → XyzImportScreen, fresh for each project. */
export function XyzImportView() {
  const params = xyzImport.useParams();
  return <XyzImportScreen key={params.projectId} params={params} />;
}
