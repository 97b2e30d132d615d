import { getRouteApi } from '@tanstack/react-router';
import { ConnectAzureScreen } from '../../../screens/accounts/ConnectAzureScreen';
import { ParticipantsScreen } from '../../../screens/accounts/ParticipantsScreen';

// The routes' typed APIs by id: the routes lazy-load this view, so importing them back would be a cycle.
const connectRoute = getRouteApi('/connect-azure');
const participantsRoute = getRouteApi('/authenticated/project/$projectId/participants');

/** /connect-azure → ConnectAzureScreen. */
export function ConnectAzureView() {
  const search = connectRoute.useSearch();
  return <ConnectAzureScreen inviteToken={search.invite_token} ticket={search.ticket} chooseLicence={search.choose === 'licence'} returnTo={search.redirect} />;
}

/** /project/$projectId/participants → ParticipantsScreen. */
export function ParticipantsView() {
  const params = participantsRoute.useParams();
  return <ParticipantsScreen key={params.projectId} projectId={params.projectId} />;
}
