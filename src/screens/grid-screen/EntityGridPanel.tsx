import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandButton } from '../../ui/commands/CommandButton';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { useActiveGrid } from '../../ui/editing/use-active-grid';
import { useNotices } from '../../ui/notices/notices-context';
import { Toolbar } from '../../ui/shell/Toolbar';
import { DataGrid, useGridSnapshot } from '../../grid';
import type { GridController, GridSnapshot } from '../../grid';
import { GridActions } from './GridActions';
import { gridKeyActions } from './grid-key-actions';
import { MultiEditDialog } from './MultiEditDialog';
import { FieldCellControl } from './FieldCellControl';
import { DraftOffer } from '../records/record-editor/DraftOffer';
import { useLanguage } from '../../ui/services-context';
import type { KeptGridEditsState } from './use-kept-grid-edits';
import './entity-grid.css';

/** What a grid screen adds to the common actions: its own buttons and dialogs, and the row's record. */
export interface EntityGridExtras {
  /** Buttons after save, new row, multi-edit, undo and redo. */
  actions?: (snapshot: GridSnapshot) => ReactNode;
  /** Opens the active row's record on its own screen ('open record', Ctrl+Enter in the palette). */
  openRecord?: (rowKey: string) => void;
  /** Copies or moves the selected rows' records to another project (the points grid, spec 01 section 4). */
  copyOrMoveSelection?: () => void;
  /** Moves the selected samples to another point or tube (the sample grids). */
  transferSelection?: () => void;
  /** Makes one analysis sample of the selected rows (the jars grid, spec 02 section 3). */
  makeAnalysisSample?: () => void;
  /** Puts the selected rows' analysis samples on a lab assignment chosen in a picker (spec 02 section 2). */
  addSamplesToAssignment?: () => void;
}

/** Props of EntityGridPanel. */
export interface EntityGridPanelProps extends EntityGridExtras {
  controller: GridController<object>;
  /** The grid's name, translated: its toolbar and ARIA label say it. */
  label: string;
  saving: boolean;
  /** 'page': the grid is the screen (overviews), with its own save; 'section': a part of a record screen, saved by the screen's save. */
  size?: 'page' | 'section';
  /** Becoming true makes this the grid the commands act on (its tab was opened). Default true. */
  active?: boolean;
  /** Dialogs of the screen, drawn after the grid. */
  children?: ReactNode;
  /** The grid's unsaved edits of an earlier visit, kept in this browser (useEntityGrid's keptEdits): offered above the grid. */
  keptEdits?: KeptGridEditsState;
}

const keptEditsCommands = { restore: 'grid.keptEdits.restore', discard: 'grid.keptEdits.discard' } as const;

/**
 * A grid of records with its toolbar (first the points grid, now every entity grid): save, new row,
 * multi-edit, undo and redo on the left, delete the selected rows (after a confirmation) on the right,
 * and the grid. The commands act on the grid the user is in: several grids on one screen each raise
 * themselves when focused or pressed.
 */
export function EntityGridPanel({ controller, label, saving, size = 'page', active = true, actions, openRecord, copyOrMoveSelection, transferSelection, makeAnalysisSample, addSamplesToAssignment, children, keptEdits }: EntityGridPanelProps) {
  const language = useLanguage();
  const { t } = useTranslation();
  const notices = useNotices();
  const snapshot = useGridSnapshot(controller);
  const [dialog, setDialog] = useState<'multiEdit' | 'delete' | null>(null);
  const [multiEditField, setMultiEditField] = useState<string | undefined>(undefined);
  const activeRowKey = () => {
    const row = controller.getSnapshot().selection.active.row;
    return controller.rowCount > 0 && !controller.isNewRowAt(row) ? controller.rowKeyAt(row) : null;
  };
  const raise = useActiveGrid({
    canAddRows: true,
    selectedRowCount: () => controller.selectedRowKeys().length,
    addRow: () => {
      controller.addRow();
      controller.requestFocus();
    },
    requestDeleteSelectedRows: () => setDialog('delete'),
    multiEditFields: () => controller.multiEditColumns().map(({ field, title }) => ({ field, title })),
    openMultiEdit: (field) => {
      setMultiEditField(field);
      setDialog('multiEdit');
    },
    subscribe: controller.subscribe,
    keys: gridKeyActions(controller),
    ...(keptEdits ? { keptEdits: keptEdits.commands } : {}),
    ...(copyOrMoveSelection ? { copyOrMoveSelection } : {}),
    ...(transferSelection ? { transferSelection } : {}),
    ...(makeAnalysisSample ? { makeAnalysisSample } : {}),
    ...(addSamplesToAssignment ? { addSamplesToAssignment } : {}),
    ...(openRecord ? { openActiveRecord: () => {
      const key = activeRowKey();
      if (key !== null) openRecord(key);
    } } : {}),
  });
  useEffect(() => {
    if (active) raise();
  }, [active, raise]);
  const selectedRows = dialog === 'delete' ? controller.selectedRowKeys().length : 0;

  return (
    <div className={`entity-grid entity-grid--${size}`} onFocusCapture={raise} onPointerDownCapture={raise}>
      <Toolbar
        label={t('gridScreen.toolbar', { name: label })}
        start={(
          <>
            <GridActions saving={saving} showSave={size === 'page'} />
            {openRecord ? <CommandButton command="grid.row.open" /> : null}
            {actions?.(snapshot)}
          </>
        )}
        end={<CommandButton command="grid.rows.delete" variant="danger" />}
      />
      {keptEdits?.offer ? <DraftOffer draft={keptEdits.offer} language={language} commands={keptEditsCommands} /> : null}
      <div className="entity-grid__body">
        <DataGrid controller={controller} cellControl={FieldCellControl} label={label} />
      </div>
      {dialog === 'multiEdit' ? (
        <MultiEditDialog
          controller={controller} initialField={multiEditField} onCancel={() => setDialog(null)}
          onDone={(written) => {
            setDialog(null);
            notices.notify({ kind: 'success', messageKey: 'gridScreen.multiEdit.done', params: { count: written } });
          }}
        />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title={t('gridScreen.deleteRowsTitle')} message={t('gridScreen.deleteRowsMessage', { count: selectedRows })}
          confirmLabel={t('gridScreen.deleteRows')} danger onCancel={() => setDialog(null)}
          onConfirm={() => {
            controller.deleteSelectedRows();
            setDialog(null);
          }}
        />
      ) : null}
      {children}
    </div>
  );
}
