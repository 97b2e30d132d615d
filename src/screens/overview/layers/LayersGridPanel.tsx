import { useNavigate } from '@tanstack/react-router';
import type { ProjectId } from '../../../api';
import { EntityGridPanel } from '../../grid-screen/EntityGridPanel';
import { recordLinks } from '../../records/record-links';
import { OverviewError, OverviewLoading } from '../OverviewStates';
import { useProjectLayersGrid } from './use-project-layers-grid';

/** The overview whose tab is the editable grid of every layer: soil information (ours, 109). */
export const soilInformationOverviewId = 109;

/** Props of LayersGridPanel. */
export interface LayersGridPanelProps {
  projectId: ProjectId;
  /** The open tab's title, which names the grid. */
  label: string;
  /** When the tab opened (ms since the epoch): its rows read since then are not asked for again. */
  openedAt: number;
}

/** The soil information tab of the overview: every layer of the project in the spreadsheet grid. */
export function LayersGridPanel({ projectId, label, openedAt }: LayersGridPanelProps) {
  const navigate = useNavigate();
  const { controller, saving, error, pointOfLayer, keptEdits } = useProjectLayersGrid(projectId, label, openedAt);
  if (error) return <OverviewError error={error} onRetry={() => window.location.reload()} />;
  if (!controller) return <OverviewLoading messageKey="overview.screen.loadingRows" />;
  const open = (guid: string) => {
    const mpGuid = pointOfLayer(guid);
    if (mpGuid !== undefined) void navigate(recordLinks.layer(Number(projectId), mpGuid, guid));
  };
  return <EntityGridPanel controller={controller} label={label} saving={saving} openRecord={open} keptEdits={keptEdits} />;
}
