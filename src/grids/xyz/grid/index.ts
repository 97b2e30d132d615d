/**
 * The batch XYZ import on the grid engine (spec 02 section 2), without React: the grid's columns,
 * its controller (a paste skips a header row), the validation that feeds the preview's findings to
 * the cells, and the one bulk save.
 */
export { xyzGridColumns } from './xyz-grid-columns';
export { XyzGridController } from './xyz-grid-controller';
export { createXyzGridSource } from './xyz-grid-source';
export { createXyzGridValidation } from './xyz-grid-validation';
export type { XyzGridValidation } from './xyz-grid-validation';
export { withoutXyzHeader } from './xyz-paste-header';
export { saveXyzGrid } from './save-xyz-grid';
export type { XyzGridSaveResult } from './save-xyz-grid';
