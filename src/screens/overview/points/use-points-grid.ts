import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiOf, pointQueries, projectQueries, setMeasurementPoints } from '../../../api';
import type { ProjectId } from '../../../api';
import { invalidateOverviews } from '../../../api/queries/list-mutation';
import type { MeasurementPoint } from '../../../domain/entities/measurement-point';
import { domainRowValidator } from '../../../grids/shared/domain-row-validator';
import type { GridSaveCalls } from '../../../grids/shared/save-grid';
import { useEntityGrid } from '../../grid-screen/use-entity-grid';
import { freshSinceOpened } from '../../../api/queries/scopes';
import type { EntityGrid } from '../../grid-screen/use-entity-grid';
import { gridTemplateId, tabRead } from '../grid-tab-reads';

/** What the points tab reads (spec 01 section 9): the point template, its column layout and every point of the project. */
export const pointsGridReads = {
  screenName: 'MeasurementPoint',
  settingName: 'grid.measurementPoints',
  rows: (prId: ProjectId) => ({ points: tabRead(pointQueries.list(prId)) }),
};

const pinnedName = ['MpName'] as const;

/**
 * The measurement points of a project as a grid: columns from the point template,
 * the domain's point rules with the project's coordinate system, one bulk SetMeasurementPoints per action.
 * `openedAt`: when the overview tab opened, whose read of the points this grid uses.
 */
export function usePointsGrid(prId: ProjectId, title: string, openedAt: number): EntityGrid<MeasurementPoint> {
  const client = useQueryClient();
  const project = useQuery(projectQueries.detail(prId));
  const points = useQuery({ ...pointsGridReads.rows(prId).points.options, staleTime: freshSinceOpened(openedAt) });
  const templateId = gridTemplateId(project.data);
  const system = typeof project.data?.PrCoordinateSystem === 'string' ? project.data.PrCoordinateSystem : undefined;
  const validateRows = useMemo(() => domainRowValidator('measurementPoint', system ? { coordinateSystem: system } : {}), [system]);

  const calls = useMemo<GridSaveCalls<MeasurementPoint>>(() => {
    const stored = async (rows: MeasurementPoint[]) => {
      client.setQueryData(pointQueries.list(prId).queryKey, rows);
      await invalidateOverviews(client, prId);
      return rows;
    };
    const api = () => apiOf(client);
    return {
      insert: async (rows) => stored(await setMeasurementPoints(api(), prId, 'INSERT', rows as MeasurementPoint[])),
      update: async (rows) => stored(await setMeasurementPoints(api(), prId, 'UPDATE', rows as MeasurementPoint[])),
      remove: async (rows) => stored(await setMeasurementPoints(api(), prId, 'DELETE', rows as MeasurementPoint[])),
    };
  }, [client, prId]);

  const grid = useEntityGrid<MeasurementPoint>({
    title,
    screenName: pointsGridReads.screenName, settingName: pointsGridReads.settingName, readsFreshSince: openedAt, parentKey: `project:${prId}`, projectId: prId, templateId,
    rows: project.data === undefined ? undefined : points.data, guidField: 'MpGuid', validateRows, pinned: pinnedName, calls,
  });
  return { ...grid, error: project.error ?? points.error ?? grid.error };
}
