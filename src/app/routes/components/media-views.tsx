import { getRouteApi } from '@tanstack/react-router';
import { AttachmentsScreen, PicturesScreen } from '../../../screens/media';

// The routes' typed APIs by id: the routes lazy-load this view, so importing them back would be a cycle.
const picturesRoute = getRouteApi('/authenticated/project/$projectId/pictures');
const attachmentsRoute = getRouteApi('/authenticated/project/$projectId/attachments');

/** /project/$projectId/pictures → PicturesScreen. */
export function PicturesView() {
  const params = picturesRoute.useParams();
  return <PicturesScreen key={params.projectId} projectId={params.projectId} />;
}

/** /project/$projectId/attachments → AttachmentsScreen. */
export function AttachmentsView() {
  const params = attachmentsRoute.useParams();
  return <AttachmentsScreen key={params.projectId} projectId={params.projectId} />;
}
