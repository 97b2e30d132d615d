import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod';
import { labQueries } from '../../api/queries/lab-queries';
import { resultQueries } from '../../api/queries/result-queries';
import { projectRoute } from './projects';

/**
 * Which view of the results is open lives in the URL, so a bookmark opens it again (CONVENTIONS rule 4):
 * the sample list the screen opens on (spec 02 section 2), the results as a grid or a pivot, or one
 * sample's sub-samples; `sample` (an AsGuid) narrows the grid and pivot to that sample, names the
 * sample whose sub-samples are shown, and is the row the sample list returns to.
 */
const resultsSearch = z.object({
  view: z.enum(['samples', 'grid', 'pivot', 'parts']).default('samples').catch('samples'),
  sample: z.string().min(1).max(64).optional().catch(undefined),
});

/**
 * /project/$projectId/results: the project's analysis samples as a list, each with a button for its
 * results (the grid or pivot, narrowed to it, with the lab result importer's status) and for its
 * sub-samples (spec 02 section 2). The results and samples are fetched on the way in.
 */
export const resultsRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'results',
  staticData: { crumb: 'results' },
  validateSearch: resultsSearch,
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(resultQueries.ofProject(params.projectId));
    void context.queryClient.prefetchQuery(labQueries.analysisSamples(params.projectId));
    void context.queryClient.prefetchQuery(labQueries.sampleParts(params.projectId));
    void context.queryClient.prefetchQuery(labQueries.assignments(params.projectId));
  },
  component: lazyRouteComponent(() => import('./components/results-view'), 'ResultsView'),
});
