import type { Executor } from '../executor';

/** What a point's name check needs of a stored sibling: its GUID, project and name. */
export interface PointName {
  MpGuid: string;
  PrID: number;
  MpName: string | null;
}

/**
 * GUID and name of every point of project `prId` (spec 01 section 5: the name is unique in the
 * project). Reads three columns instead of whole rows, so a save into a 10,000-point project checks
 * names without loading 10,000 full points.
 */
export async function selectPointNames(db: Executor, prId: number): Promise<PointName[]> {
  const rows = await db.selectFrom('tblMeasurementPoints').select(['MpGuid', 'PrID', 'MpName']).where('PrID', '=', prId).execute();
  return rows.map((row) => ({ MpGuid: String(row.MpGuid), PrID: Number(row.PrID), MpName: row.MpName === null ? null : String(row.MpName) }));
}
