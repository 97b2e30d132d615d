import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod';
import { authenticatedRoute } from './authenticated';

/** The project the wizard was opened from (the one in view, or selected on the list): the target of a table import. */
const importSearch = z.object({
  project: z.coerce.number().int().positive().optional().catch(undefined),
  /** The import chosen on the selection screen (spec 02 section 2); absent: the selection screen itself. */
  kind: z.enum(['regular', 'new']).optional().catch(undefined),
});

/**
 * /import: the import selection screen, then with `?kind=regular` or `?kind=new` the import wizard of that
 * import (spec 02 section 2, 'Import selection screen', 'Import wizard'; spec 01 section 2, the project list's
 * import). A search parameter rather than child routes: the wizard is one screen whose types the choice filters. An import of a whole project makes a new project under a new code, so the route sits beside
 * the project list rather than under a project; `?project=` proposes the project a table import goes into.
 */
export const importWizardRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'import',
  validateSearch: importSearch,
  component: lazyRouteComponent(() => import('./components/import-wizard-view'), 'ImportWizardView'),
});
