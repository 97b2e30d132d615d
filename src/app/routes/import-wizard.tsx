import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authenticatedRoute } from './authenticated';

/**
 * /import: the import wizard (spec 02 section 2, 'Import wizard'; spec 01 section 2, the project list's
 * import). An import of a whole project makes a new project under a new code, so the route sits beside
 * the project list rather than under a project.
 */
export const importWizardRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'import',
  component: lazyRouteComponent(() => import('./components/import-wizard-view'), 'ImportWizardView'),
});
