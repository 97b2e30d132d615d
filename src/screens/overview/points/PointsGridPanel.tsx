import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectId } from '../../../api';
import { CommandButton } from '../../../ui/commands/CommandButton';
import { CopyMoveDialog } from '../../copy-move';
import { EntityGridPanel } from '../../grid-screen/EntityGridPanel';
import { OverviewError, OverviewLoading } from '../OverviewStates';
import { usePointsGrid } from './use-points-grid';

/** The overview whose tab is the editable points grid: the measurement points (spec 01 section 9, default 108). */
export const pointsOverviewId = 108;

/** Props of PointsGridPanel. */
export interface PointsGridPanelProps {
  projectId: ProjectId;
  /** The open tab's title, which names the grid. */
  label: string;
  /** A point the URL names: its row is selected and scrolled to. */
  mpGuid?: string;
  /** When the tab opened (ms since the epoch): its rows read since then are not asked for again. */
  openedAt: number;
}

/**
 * The measurement points tab of the overview: every point of the project in
 * the spreadsheet grid, with new rows, deletion of the selected rows after a confirmation,
 * multi-edit, copy or move of the selected points (spec 01 section 4), and one bulk save through SetMeasurementPoints.
 */
export function PointsGridPanel({ projectId, label, mpGuid, openedAt }: PointsGridPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { controller, saving, error, keptEdits } = usePointsGrid(projectId, label, openedAt);
  const [copying, setCopying] = useState(false);
  useEffect(() => {
    const row = mpGuid && controller ? controller.rowIndexOf(mpGuid) : undefined;
    if (row !== undefined) controller?.selectCell(row, 0);
  }, [controller, mpGuid]);
  if (error) return <OverviewError error={error} onRetry={() => window.location.reload()} />;
  if (!controller) return <OverviewLoading messageKey="overview.screen.loadingRows" />;
  return (
    <EntityGridPanel
      controller={controller} label={label} saving={saving} keptEdits={keptEdits}
      openRecord={(guid) => void navigate({ to: '/project/$projectId/measurementPoint/$measurementPointId', params: { projectId: Number(projectId), measurementPointId: guid } })}
      copyOrMoveSelection={() => setCopying(true)}
      actions={(snapshot) => (
        <>
          <CommandButton command="grid.rows.copyMove" unavailableHint={snapshot.dirty ? t('copyMove.saveFirst') : undefined} />
          <button type="button" onClick={() => void navigate({ to: '/project/$projectId/map', params: { projectId: Number(projectId) }, search: { mp: controller.selectedRowKeys().join(';') } })}>{t('map.tools.showOnMap')}</button>
        </>
      )}
    >
      {copying ? <CopyMoveDialog projectId={Number(projectId)} pointGuids={controller.selectedRowKeys()} onClose={() => setCopying(false)} /> : null}
    </EntityGridPanel>
  );
}
