import { createRoute } from '@tanstack/react-router';
import { lazyView } from './lazy-view';
import { pointQueries } from '../../api';
import { projectRoute } from './projects';

/**
 * /project/$projectId/export: the export wizard (spec 02 section 2; spec 01 section 2, export on the
 * project's toolbar). The project's points, which the selection step lists, are fetched on the way in.
 */
export const exportWizardRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'export',
  staticData: { crumb: 'exportWizard' },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(pointQueries.list(params.projectId));
  },
  component: lazyView(() => import('./components/export-wizard-view'), 'ExportWizardView'),
});
