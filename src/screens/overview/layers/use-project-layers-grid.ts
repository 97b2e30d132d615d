import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiOf, layerKind, pointQueries, projectQueries } from '../../../api';
import type { ProjectId } from '../../../api';
import { mergeRows } from '../../../api/queries/row-cache';
import type { RowsWrite } from '../../../api/queries/row-cache';
import { projectScope } from '../../../api/queries/scopes';
import type { Layer } from '../../../domain/entities/layer';
import type { GridColumn } from '../../../grid';
import { deriveLayerSoilCodes } from '../../../grids/layers/derive-soil-codes';
import { layersWithPoints, pointGuidsOfLayers, projectLayerSaveCalls } from '../../../grids/layers/project-layers';
import type { ProjectLayerRow } from '../../../grids/layers/project-layers';
import { domainRowValidator } from '../../../grids/shared/domain-row-validator';
import { useEntityGrid } from '../../grid-screen/use-entity-grid';
import type { EntityGrid } from '../../grid-screen/use-entity-grid';
import { gridTemplateId, tabRead } from '../grid-tab-reads';
import { freshSinceOpened } from '../../../api/queries/scopes';

// Layers are checked per point (grouped by MpID): every layer of every point is in the grid.
const validateLayers = domainRowValidator('layer', {});
const pinned = ['LaFrom', 'LaTo'] as const;

/** What the soil information tab reads: the layer template, its column layout, and every point and layer of the project. */
export const projectLayersGridReads = {
  screenName: 'Layer',
  settingName: 'grid.projectLayers',
  rows: (prId: ProjectId) => ({ points: tabRead(pointQueries.list(prId)), layers: tabRead(layerKind.list({ prId })) }),
};

/** The grid and the point each of its layers belongs to (for opening a layer on its own screen). */
export interface ProjectLayersGrid extends EntityGrid<ProjectLayerRow> {
  pointOfLayer: (laGuid: string) => string | undefined;
}

/**
 * Every layer of the project in one grid (spec 02 section 2, the soil information tab of
 * the overview): the point's name leads, read-only; the layer template's columns, the domain's layer rules
 * per point, soil codes that follow the percentages. Each action is one SetLayers over all points
 * (rows name their point; one transaction; MpDepth follows each point's deepest layer). New layers
 * are added on their point's screen. `openedAt`: when the overview tab opened, whose
 * read of the points and layers this grid uses.
 */
export function useProjectLayersGrid(prId: ProjectId, title: string, openedAt: number): ProjectLayersGrid {
  const { t } = useTranslation();
  const client = useQueryClient();
  const project = useQuery(projectQueries.detail(prId));
  const reads = projectLayersGridReads.rows(prId);
  const points = useQuery({ ...reads.points.options, staleTime: freshSinceOpened(openedAt) });
  const layers = useQuery({ ...reads.layers.options, staleTime: freshSinceOpened(openedAt) });
  const templateId = gridTemplateId(project.data);
  const rows = useMemo(() => (points.data && layers.data ? layersWithPoints(layers.data, points.data) : undefined), [points.data, layers.data]);
  const pointOf = useRef<ReadonlyMap<string, string>>(new Map());
  pointOf.current = useMemo(() => pointGuidsOfLayers(rows ?? []), [rows]);
  const leadingColumns = useMemo<GridColumn[]>(() => [{ field: 'MpName', title: t('field.MpName'), width: 110, readOnly: true, editorType: 1 }], [t]);

  const calls = useMemo(() => {
    const listKey = layerKind.list({ prId }).queryKey;
    const stored = async (write: RowsWrite<Layer>, answered: readonly Layer[]) => {
      const merged = mergeRows(client.getQueryData(listKey) ?? [], write, answered, 'LaGuid');
      // Points' depths and their own layer lists changed too: stale, refetched where next shown.
      await client.invalidateQueries({ queryKey: projectScope(prId), refetchType: 'none' });
      client.setQueryData(listKey, merged);
      return layersWithPoints(merged, client.getQueryData(pointQueries.list(prId).queryKey) ?? []);
    };
    return projectLayerSaveCalls(
      async (action, rows) => stored({ action, rows }, (await layerKind.set(apiOf(client), { prId }, action, rows)).tblLayers),
      () => pointOf.current,
    );
  }, [client, prId]);

  const grid = useEntityGrid<ProjectLayerRow>({
    title,
    screenName: projectLayersGridReads.screenName, settingName: projectLayersGridReads.settingName, readsFreshSince: openedAt, parentKey: `project:${prId}`, projectId: prId, templateId, rows, guidField: 'LaGuid',
    validateRows: validateLayers, deriveCells: deriveLayerSoilCodes, pinned, leadingColumns, calls, canAddRows: false,
  });
  return { ...grid, error: project.error ?? points.error ?? layers.error ?? grid.error, pointOfLayer: (guid) => pointOf.current.get(guid) };
}
