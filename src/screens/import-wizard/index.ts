/** The import wizard screen (spec 02 section 2, 'Import wizard'). */
export { ImportWizardScreen } from './ImportWizardScreen';
