import { getRouteApi } from '@tanstack/react-router';
import { ImportWizardScreen } from '../../../screens/import-wizard';

// The route's typed API by its id: the route lazy-loads this view, so importing it back would be a cycle.
const importWizard = getRouteApi('/authenticated/import');

/** /import → ImportWizardScreen, proposing the project it was opened from as a table import's target. */
export function ImportWizardView() {
  const { project } = importWizard.useSearch();
  return <ImportWizardScreen targetPrId={project ?? null} />;
}
