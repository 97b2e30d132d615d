import { getRouteApi } from '@tanstack/react-router';
import { ProjectDetailsScreen } from '../../../screens/overview/details/ProjectDetailsScreen';

// The route's typed API by id: the route lazy-loads this view, so importing it back would be a cycle.
const detailsRoute = getRouteApi('/authenticated/project/$projectId/details');

/** /project/$projectId/details → ProjectDetailsScreen. */
export function ProjectDetailsView() {
  const params = detailsRoute.useParams();
  return <ProjectDetailsScreen key={params.projectId} projectId={params.projectId} />;
}
