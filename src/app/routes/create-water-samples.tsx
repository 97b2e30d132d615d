import { createRoute } from '@tanstack/react-router';
import { lazyView } from './lazy-view';
import { gaugingTubeKind, pointQueries } from '../../api';
import { projectRoute } from './projects';

/**
 * /project/$projectId/water-samples/create: the create water samples dialog (spec 02 section 2) for
 * many tubes at once. The project's points and tubes, which it lists, are fetched on the way in
 * (not awaited: the screen shows its own loading and errors).
 */
export const createWaterSamplesRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'water-samples/create',
  staticData: { crumb: 'createWaterSamples' },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(pointQueries.list(params.projectId));
    void context.queryClient.prefetchQuery(gaugingTubeKind.list({ prId: params.projectId }));
  },
  component: lazyView(() => import('./components/create-water-samples-view'), 'CreateWaterSamplesView'),
});
