import { getRouteApi } from '@tanstack/react-router';
import { ExportWizardScreen } from '../../../screens/export-wizard';

// The route's typed API by its id: the route lazy-loads this view, so importing it back would be a cycle.
const exportWizard = getRouteApi('/authenticated/project/$projectId/export');

/** /project/$projectId/export → ExportWizardScreen, fresh for each project. */
export function ExportWizardView() {
  const params = exportWizard.useParams();
  return <ExportWizardScreen key={params.projectId} params={params} />;
}
