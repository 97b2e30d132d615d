/** The analysis samples grid of a project (spec 02 sections 2 and 3). */
export { AnalysisSamplesScreen } from './AnalysisSamplesScreen';
