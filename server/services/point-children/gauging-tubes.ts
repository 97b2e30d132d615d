import type { FilterTubeRow } from '../../../src/domain/validation/entities/filter-tube';
import { validateRows } from '../../../src/domain/validation/entities/validate-rows';
import type { ChildFamily } from './child-family';
import { pointChildMessages } from './messages';

/**
 * Gauging (filter) tubes (SetGaugingTubes / GetGaugingTubes, spec 01 section 7): filter 'to' above
 * 'from' and the tube name unique within its point (spec 01 section 5); answers tblFilterTubes.
 */
export const gaugingTubeFamily: ChildFamily = {
  kind: 'filterTube',
  rowsField: 'FilterTubes',
  deleteField: 'FtGuid',
  saveFailed: pointChildMessages.gaugingTubesSaveFailed,
  getFailed: pointChildMessages.gaugingTubesGetFailed,
  answersPoints: { write: false, read: false },
  validate: (rows, options) => validateRows('filterTube', rows as readonly FilterTubeRow[], options),
};
