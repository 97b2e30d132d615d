import type { QueryClient } from '@tanstack/react-query';
import type { MeasurementPoint } from '../../domain/entities/measurement-point';
import { setMeasurementPoint, setMeasurementPoints } from '../calls/measurement-points';
import type { ProjectId } from '../envelope';
import { invalidateOverviews, listWriteMutation, recordWriteMutation } from './list-mutation';
import { pointQueries } from './point-queries';
import type { RowsWrite } from './row-cache';
import { pointScope } from './scopes';

/**
 * After a point write: the written points become their details (the answer may hold the whole
 * project; only the sent points are touched), deleted points lose every query under them, and the
 * overviews refetch.
 */
async function writePointsToCache(client: QueryClient, prId: ProjectId, write: RowsWrite<MeasurementPoint>, answered: readonly MeasurementPoint[]): Promise<void> {
  const sent = new Set(write.rows.map((row) => row.MpGuid).filter((guid): guid is string => typeof guid === 'string'));
  if (write.action === 'DELETE') {
    for (const guid of sent) client.removeQueries({ queryKey: pointScope(prId, guid) });
  } else {
    for (const point of answered.filter((row) => row.MpGuid && sent.has(row.MpGuid))) {
      if (point.MpGuid) client.setQueryData(pointQueries.detail(prId, point.MpGuid).queryKey, point);
    }
  }
  await invalidateOverviews(client, prId);
}

/** Measurement point mutations (spec 01 section 7): one point, or many in one transaction. */
export const pointMutations = {
  /** SetMeasurementPoint: variables {action, row}. */
  save: (prId: ProjectId) => recordWriteMutation<MeasurementPoint, MeasurementPoint[]>({
    listKey: pointQueries.list(prId).queryKey,
    guidField: 'MpGuid',
    rowsOf: (answer) => answer,
    write: (api, { action, row }) => setMeasurementPoint(api, prId, action, row),
    afterWrite: (client, write, answered) => writePointsToCache(client, prId, write, answered),
  }),
  /** SetMeasurementPoints: variables {action, rows}; DELETE sends the rows' MpGuids. */
  saveMany: (prId: ProjectId) => listWriteMutation<MeasurementPoint, MeasurementPoint[]>({
    listKey: pointQueries.list(prId).queryKey,
    guidField: 'MpGuid',
    rowsOf: (answer) => answer,
    write: (api, { action, rows }) => setMeasurementPoints(api, prId, action, rows),
    afterWrite: (client, write, answered) => writePointsToCache(client, prId, write, answered),
  }),
};
