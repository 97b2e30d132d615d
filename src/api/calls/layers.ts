import type { Layer } from '../../domain/entities/layer';
import type { ProjectId, VeldTables, WriteAction } from '../envelope';
import type { ApiClient, CallOptions } from '../http';
import { pickTables } from './tables';
import { readTables, rowsOrGuids, writeTables } from './wire-calls';

/** GetLayers answers the point and its layers (spec 01 section 7). */
const layerTables = pickTables('tblMeasurementPoints', 'tblLayers');

/** The point (for MpDepth, which follows the deepest LaTo) and its layers. */
export type LayerTables = VeldTables<typeof layerTables>;

const projectLayerTables = pickTables('tblLayers');

/** GetLayers without a point: every layer of the project (the soil information overview reads them at once). */
export async function getProjectLayers(api: ApiClient, prId: ProjectId, options?: CallOptions): Promise<Layer[]> {
  return (await readTables(api, 'GetLayers', { ProjectID: prId }, projectLayerTables, options)).tblLayers;
}

/** GetLayers of one point (spec 01 section 7). */
export async function getLayers(api: ApiClient, prId: ProjectId, mpGuid: string, options?: CallOptions): Promise<LayerTables> {
  return readTables(api, 'GetLayers', { ProjectID: prId, MeasurementPointGuid: mpGuid }, layerTables, options);
}

/**
 * SetLayers: {PrID, MpGuid, Layers}, or DeleteLaGuid with the rows' GUIDs on DELETE (spec 01
 * section 7). Answers tblLayers; tblMeasurementPoints too when the server sends the synced point.
 */
export async function setLayers(
  api: ApiClient, prId: ProjectId, mpGuid: string, action: WriteAction, rows: readonly Layer[], options?: CallOptions,
): Promise<LayerTables> {
  const data = { PrID: prId, MpGuid: mpGuid, ...rowsOrGuids({ rowsField: 'Layers', deleteField: 'DeleteLaGuid', guidField: 'LaGuid' }, action, rows) };
  return writeTables(api, 'SetLayers', data, action, layerTables, options);
}

/**
 * SetLayers without a point (the project-wide layer grid): every row names its point with MpGuid, and
 * a DELETE may take layers of any point of the project, all in one transaction.
 */
export async function setProjectLayers(api: ApiClient, prId: ProjectId, action: WriteAction, rows: readonly Layer[], options?: CallOptions): Promise<LayerTables> {
  const data = { PrID: prId, ...rowsOrGuids({ rowsField: 'Layers', deleteField: 'DeleteLaGuid', guidField: 'LaGuid' }, action, rows) };
  return writeTables(api, 'SetLayers', data, action, layerTables, options);
}
