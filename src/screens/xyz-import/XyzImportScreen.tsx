import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectParams } from '../../ui/routes/params';
import { Toolbar, ToolbarButton } from '../../ui/shell/Toolbar';
import { DataGrid, useGridSnapshot } from '../../grid';
import { FieldCellControl } from '../grid-screen/FieldCellControl';
import { OverviewError, OverviewLoading } from '../overview/OverviewStates';
import { useXyzImport } from './use-xyz-import';
import { useXyzSave } from './use-xyz-save';
import { useXyzActiveGrid } from './use-xyz-active-grid';
import { CommandButton } from '../../ui/commands/CommandButton';
import { XyzIssueList } from './XyzIssueList';
import { XyzPreviewCounts } from './XyzPreviewCounts';
import { XyzPreviewRows } from './XyzPreviewRows';
import { XyzSystemPicker } from './XyzSystemPicker';
import './xyz-import.css';

/**
 * The batch XYZ coordinate import (spec 02 section 2): pick the system of the
 * pasted data, paste name, X, Y, Z (and import-as-gauging-tube, reference plane and type) from a
 * spreadsheet into the grid, see every row checked at its cells and the preview's counts and
 * statuses, then save once and land on the project's points grid.
 */
export function XyzImportScreen({ params }: { params: ProjectParams }) {
  const { t } = useTranslation();
  const headingId = useId();
  const xyz = useXyzImport(params.projectId);
  const { controller, validation } = xyz;
  // Every change of the grid redraws the preview's counts and statuses.
  useGridSnapshot(controller);
  useXyzActiveGrid(controller);
  const saving = useXyzSave(params.projectId, controller, validation);
  const preview = validation.preview();
  const projectSystem = typeof xyz.project?.PrCoordinateSystem === 'string' ? xyz.project.PrCoordinateSystem : '';
  const title = t('xyzImport.screen.title');
  const showRow = (sourceRow: number) => {
    const rowKey = validation.rowKeyOf(sourceRow);
    const row = rowKey === undefined ? undefined : controller.rowIndexOf(rowKey);
    if (row === undefined) return;
    controller.selectCell(row, 0);
    controller.requestFocus();
  };

  if (xyz.error) return <OverviewError error={xyz.error} onRetry={() => window.location.reload()} />;
  return (
    <section className="xyz-import" aria-labelledby={headingId}>
      <header className="xyz-import__header">
        <p className="xyz-import__project">{xyz.project?.PrCode ?? ''}</p>
        <h1 id={headingId} className="xyz-import__title">{title}</h1>
        <p className="xyz-import__hint">{t('xyzImport.screen.hint')}</p>
      </header>
      <Toolbar
        label={t('gridScreen.toolbar', { name: title })}
        start={(
          <>
            <ToolbarButton variant="primary" onClick={saving.save} disabled={saving.saving || !xyz.ready || (preview?.counts.total ?? 0) === 0}>
              {saving.saving ? t('xyzImport.save.saving') : t('xyzImport.save.button')}
            </ToolbarButton>
            <CommandButton command="grid.row.add" />
            <CommandButton command="grid.undo" />
            <CommandButton command="grid.redo" />
          </>
        )}
        end={(
          <CommandButton command="grid.rows.delete" variant="danger" />
        )}
      />
      <div className="xyz-import__settings">
        <XyzSystemPicker
          systems={xyz.systems} value={xyz.sourceSystem} projectSystem={projectSystem} issues={preview?.systemIssues ?? []} onPick={xyz.pickSystem}
        />
        {preview ? <XyzPreviewCounts counts={preview.counts} /> : <OverviewLoading messageKey="overview.screen.loadingRows" />}
      </div>
      <XyzIssueList
        issues={[...(preview?.systemIssues.filter((issue) => issue.field === 'projectSystem') ?? []), ...saving.unplaced]}
        header={controller.skippedHeader}
      />
      <div className="xyz-import__grid">
        <DataGrid controller={controller} cellControl={FieldCellControl} label={title} />
      </div>
      {preview && preview.rows.length > 0 ? <XyzPreviewRows preview={preview} onShowRow={showRow} /> : null}
    </section>
  );
}
