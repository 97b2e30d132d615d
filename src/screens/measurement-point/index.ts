/** The measurement point screen (spec 01 section 2, issue 4 deliver 3). */
export { MeasurementPointScreen } from './MeasurementPointScreen';
