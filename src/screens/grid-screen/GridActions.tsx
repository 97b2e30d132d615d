import { useTranslation } from 'react-i18next';
import { CommandButton } from '../../ui/commands/CommandButton';
import { ToolbarButton } from '../../ui/shell/Toolbar';
import type { GridSnapshot } from '../../grid';

/** Props of GridActions. */
export interface GridActionsProps {
  snapshot: GridSnapshot;
  saving: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** False where the screen's own toolbar saves the grid with the rest (a grid on a record screen). Default true. */
  showSave?: boolean;
}

/**
 * The start of a grid screen's toolbar (spec 01 section 2: save on the left): save, new row and
 * multi-edit run their commands; undo and redo are the grid's own Ctrl+Z and Ctrl+Y.
 */
export function GridActions({ snapshot, saving, onUndo, onRedo, showSave = true }: GridActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {showSave ? <CommandButton command="record.save" variant="primary">{saving ? t('screens.editor.saving') : t('screens.editor.save')}</CommandButton> : null}
      <CommandButton command="grid.row.add" whenUnavailable="hide">{t('gridScreen.addRow')}</CommandButton>
      <CommandButton command="grid.multiEdit">{t('gridScreen.multiEdit.open')}</CommandButton>
      <ToolbarButton onClick={onUndo} disabled={!snapshot.canUndo} aria-keyshortcuts="Control+Z">{t('gridScreen.undo')}</ToolbarButton>
      <ToolbarButton onClick={onRedo} disabled={!snapshot.canRedo} aria-keyshortcuts="Control+Y">{t('gridScreen.redo')}</ToolbarButton>
    </>
  );
}
