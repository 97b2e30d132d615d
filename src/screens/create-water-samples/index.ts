/** The create water samples screen (spec 02 section 2; issue 6). */
export { CreateWaterSamplesScreen } from './CreateWaterSamplesScreen';
