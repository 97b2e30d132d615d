/** The analysis results screen (spec 02 section 2). */
export { ResultsScreen } from './ResultsScreen';
