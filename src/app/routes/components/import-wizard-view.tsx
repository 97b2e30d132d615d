import { ImportWizardScreen } from '../../../screens/import-wizard';

/** /import → ImportWizardScreen. */
export function ImportWizardView() {
  return <ImportWizardScreen />;
}
