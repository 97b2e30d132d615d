/** The batch XYZ coordinate import screen (spec 02 section 2). */
export { XyzImportScreen } from './XyzImportScreen';
