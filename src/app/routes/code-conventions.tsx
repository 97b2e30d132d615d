import { createRoute } from '@tanstack/react-router';
import { lazyView } from './lazy-view';
import { codeConventionsSearchSchema } from '../../screens/code-conventions/code-conventions-search';
import { authenticatedRoute } from './authenticated';

/**
 * /CodeConventions (spec 01 section 2, 'has a code-review action'): the code lists each list field
 * takes its codes from, and the review of a project's stored codes (`?project=` its PrID).
 */
export const codeConventionsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'CodeConventions',
  validateSearch: codeConventionsSearchSchema,
  component: lazyView(() => import('./components/code-conventions-view'), 'CodeConventionsView'),
});
