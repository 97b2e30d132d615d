import { getRouteApi } from '@tanstack/react-router';
import { DashboardScreen } from '../../../screens/dashboard';

// The route's typed API by its id: the route lazy-loads this view, so importing it back would be a cycle.
const dashboard = getRouteApi('/authenticated/project/$projectId/dashboard/{-$dashboardId}');

/** /project/$projectId/dashboard/$dashboardId? → DashboardScreen, fresh for each dashboard. */
export function DashboardView() {
  const { projectId, dashboardId } = dashboard.useParams();
  return <DashboardScreen key={`${projectId}/${dashboardId}`} projectId={projectId} dashboardNumber={dashboardId} />;
}
