/** The export wizard screen (spec 02 section 2, 'Export wizard'). */
export { ExportWizardScreen } from './ExportWizardScreen';
