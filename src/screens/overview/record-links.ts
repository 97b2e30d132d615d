import { isAirSample } from '../../domain/codes/matrix-codes';
import type { OverviewRowValues } from './overview-columns';

/**
 * The record screen an overview row opens (the routes of spec 01 section 2 as
 * src/ui/routes/params.ts names them). Decided by what the row carries, not
 * by the overview's number, so a new overview with the same ids links without a change here.
 */
export type RecordTarget =
  | { kind: 'point'; measurementPointId: string; pointName: string }
  | { kind: 'layer'; measurementPointId: string; layerID: string; pointName: string; from: unknown; to: unknown }
  | { kind: 'waterSample' | 'airSample'; measurementPointId: string; FtGuid?: string; WsID: string; sampleName: string };

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** The record a row opens, or null when it opens none (a location visit has no screen of its own). */
export function recordTarget(row: OverviewRowValues): RecordTarget | null {
  const measurementPointId = text(row.MpGuid);
  if (measurementPointId === undefined) return null;
  const pointName = text(row.MpName) ?? '';
  const sample = text(row.WsGuid);
  if (sample !== undefined) {
    const tube = text(row.FtGuid);
    const kind = isAirSample(text(row.WsMatrixCode)) ? 'airSample' : 'waterSample';
    return { kind, measurementPointId, ...(tube === undefined ? {} : { FtGuid: tube }), WsID: sample, sampleName: text(row.WsName) ?? pointName };
  }
  const layer = text(row.LaGuid);
  if (layer !== undefined) return { kind: 'layer', measurementPointId, layerID: layer, pointName, from: row.LaFrom, to: row.LaTo };
  return { kind: 'point', measurementPointId, pointName };
}

/** The column whose cell carries a row's link: the sample's name for samples, the point's name otherwise. */
export function linkColumnOf(target: RecordTarget, columnNames: readonly string[]): string | undefined {
  const preferred = target.kind === 'waterSample' || target.kind === 'airSample' ? ['WsName', 'MpName'] : ['MpName'];
  return preferred.find((name) => columnNames.includes(name)) ?? columnNames[0];
}

/** Whether a row belongs to the point the URL names (route /overview/{id}/{mpGuid}); GUIDs compare case-blind. */
export function isRowOfPoint(row: OverviewRowValues, mpGuid: string | undefined): boolean {
  if (!mpGuid) return false;
  const own = text(row.MpGuid);
  return own !== undefined && own.toLowerCase() === mpGuid.toLowerCase();
}
