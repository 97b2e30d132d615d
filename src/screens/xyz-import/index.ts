/** The batch XYZ coordinate import screen (spec 02 section 2; issue 6, deliver 4). */
export { XyzImportScreen } from './XyzImportScreen';
