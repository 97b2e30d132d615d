import { getRouteApi } from '@tanstack/react-router';
import { AnalysisSamplesScreen } from '../../../screens/analysis-samples';

// The route's typed API by id: the route lazy-loads this view, so importing it back would be a cycle.
const analysisSamplesRoute = getRouteApi('/authenticated/project/$projectId/analysis-samples');

/** /project/$projectId/analysis-samples → AnalysisSamplesScreen. */
export function AnalysisSamplesView() {
  const params = analysisSamplesRoute.useParams();
  return <AnalysisSamplesScreen key={params.projectId} projectId={params.projectId} />;
}
