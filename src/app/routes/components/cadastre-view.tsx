import { getRouteApi } from '@tanstack/react-router';
import { CadastreScreen } from '../../../screens/cadastre';

// The route's typed API by its id: the route lazy-loads this view, so importing it back would be a cycle.
const cadastre = getRouteApi('/authenticated/project/$projectId/cadastre');

/** /project/$projectId/cadastre → CadastreScreen, fresh for each project. */
export function CadastreView() {
  const params = cadastre.useParams();
  return <CadastreScreen key={params.projectId} projectId={params.projectId} />;
}
