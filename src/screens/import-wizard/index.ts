/** The import wizard screen (spec 02 section 2, 'Import wizard'). */
export { ImportWizardScreen } from './ImportWizardScreen';
/** The import selection screen (spec 02 section 2, 'Import selection screen'). */
export { ImportSelectionScreen } from './ImportSelectionScreen';
