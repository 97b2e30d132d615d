import { getRouteApi } from '@tanstack/react-router';
import { LabAssignmentScreen, LabAssignmentsScreen } from '../../../screens/lab';

// The routes' typed APIs by id: the routes lazy-load this view, so importing them back would be a cycle.
const listRoute = getRouteApi('/authenticated/project/$projectId/lab-assignments');
const assignmentRoute = getRouteApi('/authenticated/project/$projectId/lab-assignments/$lbId');

/** /project/$projectId/lab-assignments → LabAssignmentsScreen. */
export function LabAssignmentsView() {
  const params = listRoute.useParams();
  return <LabAssignmentsScreen key={params.projectId} projectId={params.projectId} />;
}

/** /project/$projectId/lab-assignments/$lbId → LabAssignmentScreen, fresh for each assignment. */
export function LabAssignmentView() {
  const params = assignmentRoute.useParams();
  return <LabAssignmentScreen key={`${params.projectId}/${params.lbId}`} projectId={params.projectId} lbId={params.lbId} />;
}
