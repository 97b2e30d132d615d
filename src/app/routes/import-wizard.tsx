import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod';
import { authenticatedRoute } from './authenticated';

/** The project the wizard was opened from (the one in view, or selected on the list): the target of a table import. */
const importSearch = z.object({ project: z.coerce.number().int().positive().optional().catch(undefined) });

/**
 * /import: the import wizard (spec 02 section 2, 'Import wizard'; spec 01 section 2, the project list's
 * import). An import of a whole project makes a new project under a new code, so the route sits beside
 * the project list rather than under a project; `?project=` proposes the project a table import goes into.
 */
export const importWizardRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'import',
  validateSearch: importSearch,
  component: lazyRouteComponent(() => import('./components/import-wizard-view'), 'ImportWizardView'),
});
