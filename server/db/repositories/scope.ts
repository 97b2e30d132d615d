import type { Executor } from '../executor';

/**
 * Lookups that tie a request to the caller's licence (issue 'Data service', deliver 5): a project,
 * point, tube or sample of another licence is simply not found, nor one of a project an import is
 * still writing (see repositories/projects).
 */

/** The project's PrID when it belongs to the licence, else undefined. */
export async function findProjectId(db: Executor, licenceId: number, prId: number): Promise<number | undefined> {
  const row = await db.selectFrom('tblProjects').select('PrID').where('PrID', '=', prId).where('LicenceID', '=', licenceId).where('ImportingOrderId', 'is', null).executeTakeFirst();
  return row ? Number(row.PrID) : undefined;
}

/** The MpID of the point with `mpGuid` in the licence's project `prId`, else undefined. */
export async function findPointId(db: Executor, licenceId: number, prId: number, mpGuid: string): Promise<number | undefined> {
  const row = await db.selectFrom('tblMeasurementPoints as mp')
    .innerJoin('tblProjects as pr', 'pr.PrID', 'mp.PrID')
    .select('mp.MpID').where('mp.MpGuid', '=', mpGuid).where('mp.PrID', '=', prId).where('pr.LicenceID', '=', licenceId).where('pr.ImportingOrderId', 'is', null)
    .executeTakeFirst();
  return row ? Number(row.MpID) : undefined;
}

/** MpID by MpGuid of those of `mpGuids` that are points of the licence's project `prId`. */
export async function findPointIds(db: Executor, licenceId: number, prId: number, mpGuids: readonly string[]): Promise<Map<string, number>> {
  if (mpGuids.length === 0) return new Map();
  const rows = await db.selectFrom('tblMeasurementPoints as mp')
    .innerJoin('tblProjects as pr', 'pr.PrID', 'mp.PrID')
    .select(['mp.MpID', 'mp.MpGuid']).where('mp.MpGuid', 'in', [...mpGuids]).where('mp.PrID', '=', prId).where('pr.LicenceID', '=', licenceId).where('pr.ImportingOrderId', 'is', null)
    .execute();
  return new Map(rows.map((row) => [String(row.MpGuid), Number(row.MpID)]));
}

/** The FtID of the tube with `ftGuid` under point `mpId`, else undefined. */
export async function findTubeId(db: Executor, mpId: number, ftGuid: string): Promise<number | undefined> {
  const row = await db.selectFrom('tblFilterTubes').select('FtID').where('FtGuid', '=', ftGuid).where('MpID', '=', mpId).executeTakeFirst();
  return row ? Number(row.FtID) : undefined;
}

/** The WsID of the water or air sample with `wsGuid` under point `mpId`, else undefined. */
export async function findWaterSampleId(db: Executor, mpId: number, wsGuid: string): Promise<number | undefined> {
  const row = await db.selectFrom('tblWaterSamples').select('WsID').where('WsGuid', '=', wsGuid).where('MpID', '=', mpId).executeTakeFirst();
  return row ? Number(row.WsID) : undefined;
}
