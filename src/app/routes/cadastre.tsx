import { createRoute } from '@tanstack/react-router';
import { lazyView } from './lazy-view';
import { cadastralKind } from '../../api';
import { projectRoute } from './projects';

/**
 * /project/$projectId/cadastre: the project's cadastral overview (spec 01 section 2, the project
 * toolbar's 'cadastral overview'), with its cadastral records, customers and Vlarem acts. The
 * records are fetched on the way in (not awaited: the screen shows its own loading and errors).
 */
export const cadastreRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'cadastre',
  staticData: { crumb: 'cadastre' },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(cadastralKind.list({ prId: params.projectId }));
  },
  component: lazyView(() => import('./components/cadastre-view'), 'CadastreView'),
});
