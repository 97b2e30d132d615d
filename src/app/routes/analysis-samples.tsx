import { createRoute } from '@tanstack/react-router';
import { labQueries } from '../../api/queries/lab-queries';
import { lazyView } from './lazy-view';
import { projectRoute } from './projects';

/**
 * /project/$projectId/analysis-samples: the project's analysis samples as a grid (spec 02 sections 2
 * and 3). The samples, their parts and the assignments are fetched on the way in (not awaited: the
 * screen shows its own loading and errors).
 */
export const analysisSamplesRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'analysis-samples',
  staticData: { crumb: 'analysisSamples' },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(labQueries.analysisSamples(params.projectId));
    void context.queryClient.prefetchQuery(labQueries.sampleParts(params.projectId));
    void context.queryClient.prefetchQuery(labQueries.assignments(params.projectId));
  },
  component: lazyView(() => import('./components/analysis-samples-view'), 'AnalysisSamplesView'),
});
