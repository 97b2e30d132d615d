import { XyzImportScreen } from '../../../screens/xyz-import';
import { xyzImportRoute } from '../xyz-import';

/** /project/$projectId/xyz-import → XyzImportScreen, fresh for each project. */
export function XyzImportView() {
  const params = xyzImportRoute.useParams();
  return <XyzImportScreen key={params.projectId} params={params} />;
}
