import { createRoute } from '@tanstack/react-router';
import { lazyView } from './lazy-view';
import { labQueries } from '../../api/queries/lab-queries';
import { projectRoute } from './projects';

/**
 * /project/$projectId/lab-assignments: the project's lab assignments (spec 02 section 2, the
 * overview tab 'All lab assignments'); /lab-assignments/$lbId one assignment ('new' for a new one).
 * The lists are fetched on the way in (not awaited: the screens show their own loading and errors).
 */
export const labAssignmentsRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'lab-assignments',
  staticData: { crumb: 'labAssignments' },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(labQueries.assignments(params.projectId));
  },
  component: lazyView(() => import('./components/lab-views'), 'LabAssignmentsView'),
});

/** /project/$projectId/lab-assignments/$lbId: one lab assignment, its analysis samples, send and status. */
export const labAssignmentRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'lab-assignments/$lbId',
  staticData: { crumb: 'labAssignment' },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(labQueries.assignments(params.projectId));
    void context.queryClient.prefetchQuery(labQueries.analysisSamples(params.projectId));
  },
  component: lazyView(() => import('./components/lab-views'), 'LabAssignmentView'),
});
