import { CommandButton } from '../../ui/commands/CommandButton';

/** Props of GridActions. */
export interface GridActionsProps {
  saving: boolean;
  /** False where the screen's own toolbar saves the grid with the rest (a grid on a record screen). Default true. */
  showSave?: boolean;
}

/**
 * The start of a grid screen's toolbar (spec 01 section 2: save on the left): save, new row,
 * multi-edit, undo and redo, each running its command and named by its title, as in the palette.
 */
export function GridActions({ saving, showSave = true }: GridActionsProps) {
  return (
    <>
      {showSave ? <CommandButton command="record.save" variant="primary" busy={saving} /> : null}
      <CommandButton command="grid.row.add" whenUnavailable="hide" />
      <CommandButton command="grid.multiEdit" />
      <CommandButton command="grid.undo" />
      <CommandButton command="grid.redo" />
    </>
  );
}
