/** Suggest analysis samples (spec 02 section 2). */
export { SuggestSamplesScreen } from './SuggestSamplesScreen';
