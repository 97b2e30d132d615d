import type { FinishingRow } from '../../../src/domain/validation/entities/finishing';
import { validateRows } from '../../../src/domain/validation/entities/validate-rows';
import type { ChildFamily } from './child-family';
import { pointChildMessages } from './messages';

/**
 * Finishings (SetFinishings / GetFinishings, spec 01 section 7): 'to' above 'from' (spec 01 section
 * 5); answers tblFinishings, and the read also tblMeasurementPoints as the spec lists.
 */
export const finishingFamily: ChildFamily = {
  kind: 'finishing',
  rowsField: 'Finishings',
  deleteField: 'FiGuid',
  saveFailed: pointChildMessages.finishingsSaveFailed,
  getFailed: pointChildMessages.finishingsGetFailed,
  answersPoints: { write: false, read: true },
  validate: (rows, options) => validateRows('finishing', rows as readonly FinishingRow[], options),
};
