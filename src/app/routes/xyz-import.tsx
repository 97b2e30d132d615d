import { createRoute } from '@tanstack/react-router';
import { lazyView } from './lazy-view';
import { gaugingTubeKind, pointQueries } from '../../api';
import { projectRoute } from './projects';

/**
 * /project/$projectId/xyz-import: the batch XYZ coordinate import (spec 01 section 2, the project's
 * and the overview's 'xyz import' action; spec 02 section 2). The project's points and gauging
 * tubes, which the pasted rows are matched against, are fetched on the way in (not awaited: the
 * screen shows its own loading and errors).
 */
export const xyzImportRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'xyz-import',
  staticData: { crumb: 'xyzImport' },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(pointQueries.list(params.projectId));
    void context.queryClient.prefetchQuery(gaugingTubeKind.list({ prId: params.projectId }));
  },
  component: lazyView(() => import('./components/xyz-import-view'), 'XyzImportView'),
});
