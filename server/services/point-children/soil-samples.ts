import type { JarRow } from '../../../src/domain/validation/entities/jar';
import { validateRows } from '../../../src/domain/validation/entities/validate-rows';
import type { ChildFamily } from './child-family';
import { pointChildMessages } from './messages';

/**
 * Soil samples, i.e. jars (SetSoilSamples / GetSoilSamples, spec 01 section 7): 'to' above 'from',
 * barcodes, and a jar name unique within the point and within the whole project (spec 01 section 5,
 * case-insensitive and trimmed), so the other points' jar names take part in the check.
 */
export const soilSampleFamily: ChildFamily = {
  kind: 'jar',
  rowsField: 'Jars',
  deleteField: 'JrGuid',
  saveFailed: pointChildMessages.soilSamplesSaveFailed,
  getFailed: pointChildMessages.soilSamplesGetFailed,
  answersPoints: { write: false, read: false },
  projectWideFields: ['JrName'],
  validate: (rows, options) => validateRows('jar', rows as readonly JarRow[], options),
};
