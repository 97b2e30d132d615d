/** The analysis results screen (spec 02 section 2): the sample list it opens on, a sample's sub-samples, and the results. */
export { ResultsScreen } from './ResultsScreen';
export { SampleList } from './SampleList';
export { SubSamples } from './SubSamples';
