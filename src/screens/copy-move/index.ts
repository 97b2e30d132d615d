/** The copy/move dialog (issue 8): open it with the project and the selected points' GUIDs. */
export { CopyMoveDialog } from './CopyMoveDialog';
export type { CopyMoveResult } from './CopyMoveDialog';
