import { OverviewScreen } from '../../../screens/overview';
import { ProjectScreen } from '../../../screens/project';
import { ConcernedContactScreen, SublocationScreen, SummaryScreen } from '../../../screens/records';
import { overviewRoute } from '../overview';
import { concernedContactRoute, summaryRoute, sublocationRoute } from '../project-records';
import { projectIndexRoute } from '../projects';

// Each screen is keyed by its record, so moving from one record to another starts a fresh screen
// (no edits of the last record carried over).

/** /project/$projectId → ProjectScreen. */
export function ProjectView() {
  const params = projectIndexRoute.useParams();
  return <ProjectScreen key={params.projectId} params={params} />;
}

/** …/concernedContact/$CcGUID → ConcernedContactScreen. */
export function ConcernedContactView() {
  const params = concernedContactRoute.useParams();
  return <ConcernedContactScreen key={params.CcGUID} params={params} />;
}

/** …/subLocation/$SlGUID → SublocationScreen. */
export function SublocationView() {
  const params = sublocationRoute.useParams();
  return <SublocationScreen key={params.SlGUID} params={params} />;
}

/** …/summaryAndConclusions/$SmGUID → SummaryScreen. */
export function SummaryView() {
  const params = summaryRoute.useParams();
  return <SummaryScreen key={params.SmGUID} params={params} />;
}

/** …/overview/$overviewId?/$mpGuid? → OverviewScreen. */
export function OverviewView() {
  const params = overviewRoute.useParams();
  return <OverviewScreen key={`${params.projectId}|${params.overviewId}`} params={params} />;
}
