import { createRoute } from '@tanstack/react-router';
import { lazyView } from './lazy-view';
import { overviewSearchSchema } from '../../screens/overview/overview-search';
import { defaultOverviewId, guidSegment, idSegment, routeParams } from '../../ui/routes/param-schemas';
import { projectRoute } from './projects';

/**
 * /project/$projectId/overview/$overviewId?/$mpGuid? (spec 01 section 2): the overview table;
 * without an id it is overview 108 (spec 01 section 9). Its filter and sort live in the search
 * (CONVENTIONS rule 4), validated by the overview screen's own schema.
 */
export const overviewRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'overview/{-$overviewId}/{-$mpGuid}',
  params: routeParams(
    { overviewId: idSegment.optional().transform((id) => id ?? defaultOverviewId), mpGuid: guidSegment.optional() },
    ({ overviewId, mpGuid }) => ({ overviewId: String(overviewId), mpGuid }),
  ),
  validateSearch: overviewSearchSchema,
  staticData: { crumb: 'overview' },
  component: lazyView(() => import('./components/project-views'), 'OverviewView'),
});
