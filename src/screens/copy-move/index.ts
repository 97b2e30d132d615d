/** The copy/move dialog (spec 01 section 4): open it with the project and the selected points' GUIDs. */
export { CopyMoveDialog } from './CopyMoveDialog';
export type { CopyMoveResult } from './CopyMoveDialog';
