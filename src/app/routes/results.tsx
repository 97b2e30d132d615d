import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod';
import { labQueries } from '../../api/queries/lab-queries';
import { resultQueries } from '../../api/queries/result-queries';
import { projectRoute } from './projects';

/** Which view of the results is open lives in the URL, so a bookmark opens the pivot again (CONVENTIONS rule 4). */
const resultsSearch = z.object({ view: z.enum(['grid', 'pivot']).default('grid').catch('grid') });

/**
 * /project/$projectId/results: the project's analysis results as a grid or a pivot, with the lab
 * result importer's status (spec 02 section 2). The results and samples are fetched on the way in.
 */
export const resultsRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'results',
  staticData: { crumb: 'results' },
  validateSearch: resultsSearch,
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(resultQueries.ofProject(params.projectId));
    void context.queryClient.prefetchQuery(labQueries.analysisSamples(params.projectId));
  },
  component: lazyRouteComponent(() => import('./components/results-view'), 'ResultsView'),
});
