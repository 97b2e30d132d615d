import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectId } from '../../../api';
import { ConfirmDialog } from '../../../app/dialogs/ConfirmDialog';
import { useNotices } from '../../../app/notices/notices-context';
import { Toolbar, ToolbarButton } from '../../../app/shell/Toolbar';
import { DataGrid, useGridSnapshot } from '../../../grid';
import type { GridController } from '../../../grid';
import { GridActions } from '../../grid-screen/GridActions';
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
}

/**
 * The measurement points tab of the overview (issue 5, deliver 2): every point of the project in
 * the spreadsheet grid, with new rows, deletion of the selected rows after a confirmation,
 * multi-edit, and one bulk save through SetMeasurementPoints.
 */
export function PointsGridPanel({ projectId, label }: PointsGridPanelProps) {
  const { controller, calls, error } = usePointsGrid(projectId);
  useColumnSettings(controller, pointsGridSetting);
  const grid = useGridSave(controller, 'MpGuid', calls);
  if (error) return <OverviewError error={error} onRetry={() => window.location.reload()} />;
  if (!controller) return <OverviewLoading messageKey="overview.screen.loadingRows" />;
  return <PointsGridView controller={controller} label={label} save={grid} />;
}

interface PointsGridViewProps {
  controller: GridController<object>;
  label: string;
  save: ReturnType<typeof useGridSave>;
}

function PointsGridView({ controller, label, save }: PointsGridViewProps) {
  const { t } = useTranslation();
  const notices = useNotices();
  const snapshot = useGridSnapshot(controller);
  const [dialog, setDialog] = useState<'multiEdit' | 'delete' | null>(null);
  const selectedRows = dialog === 'delete' ? controller.selectedRowKeys().length : 0;

  return (
    <div className="points-grid">
      <Toolbar
        label={t('gridScreen.toolbar', { name: label })}
        start={(
          <GridActions
            snapshot={snapshot} saving={save.saving} canAddRows onSave={save.saveFromButton} onAddRow={() => controller.addRow()}
            onMultiEdit={() => setDialog('multiEdit')} onUndo={() => controller.undo()} onRedo={() => controller.redo()}
          />
        )}
        end={<ToolbarButton variant="danger" onClick={() => setDialog('delete')} disabled={snapshot.rowCount === 0}>{t('gridScreen.deleteRows')}</ToolbarButton>}
      />
      <div className="points-grid__body">
        <DataGrid controller={controller} label={label} />
      </div>
      {dialog === 'multiEdit' ? (
        <MultiEditDialog
          controller={controller} onCancel={() => setDialog(null)}
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
    </div>
  );
}
