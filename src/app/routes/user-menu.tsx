import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazy } from 'react';
import * as z from 'zod';
import { templateScreens } from '../../domain/templates/template-screens';
import { authenticatedRoute } from './authenticated';

const FieldTemplates = lazy(() => import('../../screens/user-menu/FieldTemplatesScreen').then((module) => ({ default: module.FieldTemplatesScreen })));
const CodeListViewer = lazy(() => import('../../screens/user-menu/CodeListViewerScreen').then((module) => ({ default: module.CodeListViewerScreen })));

/** /account: my account, the user menu's first entry (spec 02 sections 2 and 7). */
export const myAccountRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'account',
  component: lazyRouteComponent(() => import('../../screens/user-menu/MyAccountScreen'), 'MyAccountScreen'),
});

/** /statistics: the licence's management statistics, the application manager's (spec 02 section 2, user menu). */
export const managementStatisticsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'statistics',
  component: lazyRouteComponent(() => import('../../screens/user-menu/ManagementStatisticsScreen'), 'ManagementStatisticsScreen'),
});

const codeListsSearch = z.object({ category: z.coerce.number().int().min(0).max(2147483647).optional().catch(undefined) });

/** /code-lists?category=: the licence's code lists, read-only, with each code's use count (spec 01 section 3). */
export const codeListsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'code-lists',
  validateSearch: codeListsSearch,
  component: function CodeListsView() {
    const { category } = codeListsRoute.useSearch();
    return <CodeListViewer category={category} />;
  },
});

const fieldTemplatesSearch = z.object({ screen: z.enum(templateScreens).optional().catch(undefined) });

/** /field-templates?screen=: the licence's field templates, one screen's fields at a time (spec 01 section 3). */
export const fieldTemplatesRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'field-templates',
  validateSearch: fieldTemplatesSearch,
  component: function FieldTemplatesView() {
    const { screen } = fieldTemplatesRoute.useSearch();
    return <FieldTemplates screen={screen ?? 'MeasurementPoint'} />;
  },
});
