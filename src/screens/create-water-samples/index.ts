/** The create water samples screen (spec 02 section 2). */
export { CreateWaterSamplesScreen } from './CreateWaterSamplesScreen';
