import { useTranslation } from 'react-i18next';
import { ToolbarButton } from '../../app/shell/Toolbar';
import type { GridSnapshot } from '../../grid';

/** Props of GridActions. */
export interface GridActionsProps {
  snapshot: GridSnapshot;
  saving: boolean;
  canAddRows: boolean;
  onSave: () => void;
  onAddRow: () => void;
  onMultiEdit: () => void;
  onUndo: () => void;
  onRedo: () => void;
}

/** The start of a grid screen's toolbar (spec 01 section 2: save on the left): save, new row, multi-edit, undo, redo. */
export function GridActions({ snapshot, saving, canAddRows, onSave, onAddRow, onMultiEdit, onUndo, onRedo }: GridActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <ToolbarButton variant="primary" onClick={onSave} disabled={!snapshot.dirty || saving}>
        {saving ? t('screens.editor.saving') : t('screens.editor.save')}
      </ToolbarButton>
      {canAddRows ? <ToolbarButton onClick={onAddRow}>{t('gridScreen.addRow')}</ToolbarButton> : null}
      <ToolbarButton onClick={onMultiEdit} disabled={snapshot.rowCount === 0}>{t('gridScreen.multiEdit.open')}</ToolbarButton>
      <ToolbarButton onClick={onUndo} disabled={!snapshot.canUndo}>{t('gridScreen.undo')}</ToolbarButton>
      <ToolbarButton onClick={onRedo} disabled={!snapshot.canRedo}>{t('gridScreen.redo')}</ToolbarButton>
    </>
  );
}
