import { getRouteApi } from '@tanstack/react-router';
import { ImportSelectionScreen, ImportWizardScreen } from '../../../screens/import-wizard';

// The route's typed API by its id: the route lazy-loads this view, so importing it back would be a cycle.
const importWizard = getRouteApi('/authenticated/import');

/**
 * /import → the import selection screen; /import?kind=… → that import's wizard, proposing the project it was
 * opened from as a table import's target. A new kind starts a new wizard.
 */
export function ImportWizardView() {
  const { project, kind } = importWizard.useSearch();
  const navigate = importWizard.useNavigate();
  if (kind === undefined) return <ImportSelectionScreen onChoose={(family) => void navigate({ search: (search) => ({ ...search, kind: family }) })} />;
  return <ImportWizardScreen key={kind} targetPrId={project ?? null} family={kind} />;
}
