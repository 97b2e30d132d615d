import type { QueryClient } from '@tanstack/react-query';
import { pointKeys, pointScope, projectScope } from '../queries/scopes';
import { defineRecordKind } from './define-record-kind';
import type { KindTables } from './define-record-kind';
import { underPoint } from './parents';
import type { PointParent } from './parents';

/** A write under a point also changes the point's tree (GetMeasurementPointWithChilds). */
async function afterChildWrite(client: QueryClient, parent: PointParent): Promise<void> {
  if (parent.mpGuid !== undefined) await client.invalidateQueries({ queryKey: [...pointScope(parent.prId, parent.mpGuid), 'tree'] });
}

/**
 * A layer write moves MpDepth to the deepest LaTo (spec 01 section 4): the answered point goes into
 * the cache when the server sends it; the points list is refetched. A project-wide write (no point)
 * makes every point of the project stale.
 */
async function afterLayerWrite(client: QueryClient, parent: PointParent, answer: KindTables<'tblLayers', 'tblMeasurementPoints'>): Promise<void> {
  if (parent.mpGuid === undefined) {
    await client.invalidateQueries({ queryKey: projectScope(parent.prId), refetchType: 'none' });
    return;
  }
  const detail = pointKeys.detail(parent.prId, parent.mpGuid);
  const point = answer.tblMeasurementPoints.find((row) => row.MpGuid === parent.mpGuid);
  if (point) client.setQueryData(detail, point);
  else await client.invalidateQueries({ queryKey: detail });
  await client.invalidateQueries({ queryKey: pointKeys.list(parent.prId) });
  await afterChildWrite(client, parent);
}

/** Soil layers of a point (GetLayers / SetLayers; spec 01 section 7): answered by LaFrom with the synced point. */
export const layerKind = defineRecordKind({
  table: 'tblLayers', alongside: ['tblMeasurementPoints'], read: 'GetLayers', write: 'SetLayers',
  rowsField: 'Layers', deleteField: 'DeleteLaGuid', ...underPoint, listName: 'layers',
  afterWrite: (client, parent, _write, answer) => afterLayerWrite(client, parent, answer),
});

/** Soil samples (jars) of a point (GetSoilSamples / SetSoilSamples). */
export const soilSampleKind = defineRecordKind({
  table: 'tblJars', alongside: ['tblMeasurementPoints'], read: 'GetSoilSamples', write: 'SetSoilSamples',
  rowsField: 'Jars', deleteField: 'JrGuid', ...underPoint, listName: 'soilSamples',
  afterWrite: (client, parent) => afterChildWrite(client, parent),
});

/** Gauging tubes of a point (GetGaugingTubes / SetGaugingTubes); deleting one takes its samples along. */
export const gaugingTubeKind = defineRecordKind({
  table: 'tblFilterTubes', alongside: ['tblMeasurementPoints'], read: 'GetGaugingTubes', write: 'SetGaugingTubes',
  rowsField: 'FilterTubes', deleteField: 'FtGuid', ...underPoint, listName: 'gaugingTubes',
  afterWrite: async (client, parent, write) => {
    if (write.action === 'DELETE' && parent.mpGuid !== undefined) await client.invalidateQueries({ queryKey: [...pointScope(parent.prId, parent.mpGuid), 'samples'] });
    await afterChildWrite(client, parent);
  },
});

/** Finishings of a point (GetFinishings / SetFinishings); the read also answers the point. */
export const finishingKind = defineRecordKind({
  table: 'tblFinishings', alongside: ['tblMeasurementPoints'], read: 'GetFinishings', write: 'SetFinishings',
  rowsField: 'Finishings', deleteField: 'FiGuid', ...underPoint, listName: 'finishings',
  afterWrite: (client, parent) => afterChildWrite(client, parent),
});
