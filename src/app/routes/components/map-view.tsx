import { getRouteApi } from '@tanstack/react-router';
import { MapScreen } from '../../../screens/map';

// The route's typed API by its id: the route lazy-loads this view, so importing it back would be a cycle.
const map = getRouteApi('/authenticated/project/$projectId/map');

/** /project/$projectId/map → MapScreen, fresh for each project. */
export function MapView() {
  const { projectId } = map.useParams();
  const search = map.useSearch();
  return <MapScreen key={projectId} projectId={projectId} search={search} />;
}
