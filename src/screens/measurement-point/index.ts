/** The measurement point screen (spec 01 section 2). */
export { MeasurementPointScreen } from './MeasurementPointScreen';
