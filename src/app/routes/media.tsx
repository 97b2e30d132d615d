import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { projectRoute } from './projects';

/** /project/$projectId/pictures: the picture gallery (spec 02 section 2, overview tab GP). */
export const picturesRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'pictures',
  staticData: { crumb: 'pictures' },
  component: lazyRouteComponent(() => import('./components/media-views'), 'PicturesView'),
});

/** /project/$projectId/attachments: the attachment gallery (spec 02 section 2, overview tab ES). */
export const attachmentsRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'attachments',
  staticData: { crumb: 'attachments' },
  component: lazyRouteComponent(() => import('./components/media-views'), 'AttachmentsView'),
});
