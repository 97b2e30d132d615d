import { getRouteApi } from '@tanstack/react-router';
import { OverviewScreen } from '../../../screens/overview';
import { ProjectScreen } from '../../../screens/project';
import { ConcernedContactScreen, SublocationScreen, SummaryScreen } from '../../../screens/records';

// The route's typed API by its id: the route lazy-loads this view, so importing it back would be a cycle.
const projectIndex = getRouteApi('/authenticated/project/$projectId/');
const concernedContact = getRouteApi('/authenticated/project/$projectId/concernedContact/$CcGUID');
const sublocation = getRouteApi('/authenticated/project/$projectId/subLocation/$SlGUID');
const summary = getRouteApi('/authenticated/project/$projectId/summaryAndConclusions/$SmGUID');
const overview = getRouteApi('/authenticated/project/$projectId/overview/{-$overviewId}/{-$mpGuid}');

// Each screen is keyed by its record, so moving from one record to another starts a fresh screen
// (no edits of the last record carried over).

/** /project/$projectId → ProjectScreen. */
export function ProjectView() {
  const params = projectIndex.useParams();
  return <ProjectScreen key={params.projectId} params={params} />;
}

/** …/concernedContact/$CcGUID → ConcernedContactScreen. */
export function ConcernedContactView() {
  const params = concernedContact.useParams();
  return <ConcernedContactScreen key={params.CcGUID} params={params} />;
}

/** …/subLocation/$SlGUID → SublocationScreen. */
export function SublocationView() {
  const params = sublocation.useParams();
  return <SublocationScreen key={params.SlGUID} params={params} />;
}

/** …/summaryAndConclusions/$SmGUID → SummaryScreen. */
export function SummaryView() {
  const params = summary.useParams();
  return <SummaryScreen key={params.SmGUID} params={params} />;
}

/** …/overview/$overviewId?/$mpGuid? → OverviewScreen. */
export function OverviewView() {
  const params = overview.useParams();
  return <OverviewScreen key={`${params.projectId}|${params.overviewId}`} params={params} />;
}
