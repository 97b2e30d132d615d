import { createRoute } from '@tanstack/react-router';
import { lazyView } from './lazy-view';
import { projectRoute } from './projects';

/** /project/$projectId/details: the project details tab (spec 02 section 2, overview tab DP). */
export const projectDetailsRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'details',
  staticData: { crumb: 'projectDetails' },
  component: lazyView(() => import('./components/project-details-view'), 'ProjectDetailsView'),
});
