/** The project's cadastral overview (spec 01 section 2). */
export { CadastreScreen } from './CadastreScreen';
