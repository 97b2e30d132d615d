import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiOf, pointQueries, projectQueries, setMeasurementPoints } from '../../../api';
import type { ProjectId } from '../../../api';
import { invalidateOverviews } from '../../../api/queries/list-mutation';
import { useLanguage } from '../../../app/services-context';
import { fieldLabel } from '../../../domain/editing';
import type { MeasurementPoint } from '../../../domain/entities/measurement-point';
import { GridController } from '../../../grid';
import type { GridColumn } from '../../../grid';
import { domainRowValidator } from '../../../grids/shared/domain-row-validator';
import type { GridSaveCalls } from '../../../grids/shared/save-grid';
import { templateColumns } from '../../../grids/shared/template-columns';
import { useFieldSetup } from '../../records/record-editor/use-field-setup';

/** The point grid's template screen and the setting its columns are saved under. */
export const pointsGridScreen = 'MeasurementPoint';
export const pointsGridSetting = 'grid.measurementPoints';

/** What the points grid panel draws. */
export interface PointsGridState {
  controller: GridController<MeasurementPoint> | null;
  calls: GridSaveCalls<MeasurementPoint>;
  error: unknown;
}

/**
 * The measurement points of a project as a grid (issue 5, deliver 2): columns from the point template,
 * the domain's point rules with the project's coordinate system, one controller for the screen's
 * life. Rows refetched while nothing is edited replace the grid's rows.
 */
export function usePointsGrid(prId: ProjectId): PointsGridState {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const project = useQuery(projectQueries.detail(prId));
  const points = useQuery(pointQueries.list(prId));
  const templateId = project.data === undefined ? undefined : (project.data?.PrTemplateID ?? null);
  const setup = useFieldSetup(pointsGridScreen, language, prId, templateId as number | null | undefined);
  const system = typeof project.data?.PrCoordinateSystem === 'string' ? project.data.PrCoordinateSystem : undefined;

  const columns = useMemo<GridColumn[] | null>(() => {
    if (!setup.ready || !setup.templates) return null;
    return templateColumns(setup.templates, pointsGridScreen, {
      // A grid column holds one stored field: X and Y of the coordinate pair each get their own label, not the pair's.
      titleOf: (template) => t(template.LabelKey, { defaultValue: t(fieldLabel(template).key, { defaultValue: template.FieldCode }) }),
      codeLists: setup.codeLists, pinned: ['MpName'],
    });
  }, [setup.ready, setup.templates, setup.codeLists, t]);

  const [controller, setController] = useState<GridController<MeasurementPoint> | null>(null);
  useEffect(() => {
    if (controller || !columns || !points.data || project.data === undefined) return;
    setController(new GridController<MeasurementPoint>({
      rows: points.data, keyOf: (row, index) => row.MpGuid ?? `#${index}`, columns, canAddRows: true, language,
      validateRows: domainRowValidator('measurementPoint', system ? { coordinateSystem: system } : {}),
    }));
  }, [controller, columns, points.data, project.data, system, language]);

  useEffect(() => {
    if (controller && points.data && !controller.getSnapshot().dirty) controller.replaceRows(points.data);
  }, [controller, points.data]);

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
      remove: async (guids) => stored(await setMeasurementPoints(api(), prId, 'DELETE', guids.map((MpGuid) => ({ MpGuid }) as MeasurementPoint))),
    };
  }, [client, prId]);

  return { controller, calls, error: project.error ?? points.error ?? setup.error };
}
