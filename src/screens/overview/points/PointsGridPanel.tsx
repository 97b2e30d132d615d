import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectId } from '../../../api';
import { CommandButton } from '../../../app/commands/CommandButton';
import { ConfirmDialog } from '../../../app/dialogs/ConfirmDialog';
import { useActiveGrid } from '../../../app/editing/use-active-grid';
import { useNotices } from '../../../app/notices/notices-context';
import { Toolbar } from '../../../app/shell/Toolbar';
import { DataGrid, useGridSnapshot } from '../../../grid';
import type { GridController } from '../../../grid';
import { GridActions } from '../../grid-screen/GridActions';
import { CopyMoveDialog } from '../../copy-move';
import { MultiEditDialog } from '../../grid-screen/MultiEditDialog';
import { useColumnSettings } from '../../grid-screen/use-column-settings';
import { useGridSave } from '../../grid-screen/use-grid-save';
import { OverviewError, OverviewLoading } from '../OverviewStates';
import { pointsGridSetting, usePointsGrid } from './use-points-grid';
import './points-grid.css';

/** The overview whose tab is the editable points grid: the measurement points (spec 01 section 9, default 108). */
export const pointsOverviewId = 108;

/** Props of PointsGridPanel. */
export interface PointsGridPanelProps {
  projectId: ProjectId;
  /** The open tab's title, which names the grid. */
  label: string;
  /** A point the URL names: its row is selected and scrolled to. */
  mpGuid?: string;
}

/**
 * The measurement points tab of the overview (issue 5, deliver 2): every point of the project in
 * the spreadsheet grid, with new rows, deletion of the selected rows after a confirmation,
 * multi-edit, and one bulk save through SetMeasurementPoints.
 */
export function PointsGridPanel({ projectId, label, mpGuid }: PointsGridPanelProps) {
  const { controller, calls, error } = usePointsGrid(projectId);
  useColumnSettings(controller, pointsGridSetting);
  const grid = useGridSave(controller, 'MpGuid', calls);
  useEffect(() => {
    const row = mpGuid && controller ? controller.rowIndexOf(mpGuid) : undefined;
    if (row !== undefined) controller?.selectCell(row, 0);
  }, [controller, mpGuid]);
  if (error) return <OverviewError error={error} onRetry={() => window.location.reload()} />;
  if (!controller) return <OverviewLoading messageKey="overview.screen.loadingRows" />;
  return <PointsGridView controller={controller} label={label} save={grid} projectId={projectId} />;
}

interface PointsGridViewProps {
  controller: GridController<object>;
  label: string;
  save: ReturnType<typeof useGridSave>;
  projectId: ProjectId;
}

function PointsGridView({ controller, label, save, projectId }: PointsGridViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notices = useNotices();
  const snapshot = useGridSnapshot(controller);
  const [dialog, setDialog] = useState<'multiEdit' | 'delete' | 'copyMove' | null>(null);
  const [multiEditField, setMultiEditField] = useState<string | undefined>(undefined);
  useActiveGrid({
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
    copyOrMoveSelection: () => setDialog('copyMove'),
    openActiveRecord: () => {
      if (activeKey !== '' && !controller.isNewRowAt(snapshot.selection.active.row)) openPoint();
    },
  });
  const selectedRows = dialog === 'delete' ? controller.selectedRowKeys().length : 0;
  const activeKey = snapshot.rowCount > 0 ? controller.rowKeyAt(snapshot.selection.active.row) : '';
  const openPoint = () => void navigate({
    to: '/project/$projectId/measurementPoint/$measurementPointId', params: { projectId: Number(projectId), measurementPointId: activeKey },
  });

  return (
    <div className="points-grid">
      <Toolbar
        label={t('gridScreen.toolbar', { name: label })}
        start={(
          <>
            <GridActions snapshot={snapshot} saving={save.saving} onUndo={() => controller.undo()} onRedo={() => controller.redo()} />
            <CommandButton command="grid.row.open" />
            <CommandButton command="grid.rows.copyMove" unavailableHint={snapshot.dirty ? t('copyMove.saveFirst') : undefined} />
          </>
        )}
        end={<CommandButton command="grid.rows.delete" variant="danger">{t('gridScreen.deleteRows')}</CommandButton>}
      />
      <div className="points-grid__body">
        <DataGrid controller={controller} label={label} />
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
      {dialog === 'copyMove' ? (
        <CopyMoveDialog
          projectId={Number(projectId)} pointGuids={controller.selectedRowKeys()}
          onClose={() => setDialog(null)}
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
    </div>
  );
}
