import { createRoute } from '@tanstack/react-router';
import { lazyView } from './lazy-view';
import { pointQueries } from '../../api/queries/point-queries';
import { mapSearchSchema } from '../../screens/map/map-search';
import { projectRoute } from './projects';

/**
 * /project/$projectId/map: the project's measurement points on a map in its own coordinate system
 * (spec 02 section 2, 'Map'). The selection and the view live in the search (CONVENTIONS rule 4);
 * the markers are fetched on the way in (not awaited: the screen shows its own loading).
 */
export const mapRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'map',
  validateSearch: mapSearchSchema,
  staticData: { crumb: 'map' },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(pointQueries.markers(params.projectId));
  },
  component: lazyView(() => import('./components/map-view'), 'MapView'),
});
