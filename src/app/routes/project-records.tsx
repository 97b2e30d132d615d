import { createRoute } from '@tanstack/react-router';
import { lazyView } from './lazy-view';
import { guidParams } from '../../ui/routes/param-schemas';
import { projectRoute } from './projects';

const views = () => import('./components/project-views');

/** /project/$projectId/concernedContact/$CcGUID (spec 01 section 2). */
export const concernedContactRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'concernedContact/$CcGUID',
  params: guidParams('CcGUID'),
  staticData: { crumb: 'concernedContact' },
  component: lazyView(views, 'ConcernedContactView'),
});

/** /project/$projectId/subLocation/$SlGUID (spec 01 section 2). */
export const sublocationRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'subLocation/$SlGUID',
  params: guidParams('SlGUID'),
  staticData: { crumb: 'sublocation' },
  component: lazyView(views, 'SublocationView'),
});

/** /project/$projectId/summaryAndConclusions/$SmGUID (spec 01 section 2). */
export const summaryRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'summaryAndConclusions/$SmGUID',
  params: guidParams('SmGUID'),
  staticData: { crumb: 'summary' },
  component: lazyView(views, 'SummaryView'),
});
