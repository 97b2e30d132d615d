import { nextErrorCell } from '../model/error-walk';
import type { ErrorCell } from '../model/error-walk';
import type { GridController } from './grid-controller';

/** The first cell with an error in reading order of the current view, or null when none is on view. */
export function firstErrorCell(controller: GridController<object>): ErrorCell | null {
  return nextErrorCell(controller.issues, { rowIndexOf: (key) => controller.rowIndexOf(key), columnIndexOf: (field) => controller.columns.indexOf(field) }, null);
}
