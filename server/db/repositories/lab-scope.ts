import type { Executor } from '../executor';

/**
 * Lookups of the report generator's records within the caller's licence (spec 02 section 7,
 * 'Report generator'): a record of another licence is simply not found.
 */

/** Where an analysis sample lives: its AsID, AsGuid and project. */
export interface AnalysisSampleScope {
  asId: number;
  asGuid: string;
  prId: number;
}

/** The licence's analysis sample with AsID `key` (a number) or AsGuid `key` (text), else undefined. */
export async function findAnalysisSampleScope(db: Executor, licenceId: number, key: number | string): Promise<AnalysisSampleScope | undefined> {
  const base = db.selectFrom('tblAnalysisSamples as an').innerJoin('tblProjects as pr', 'pr.PrID', 'an.PrID')
    .select(['an.AsID', 'an.AsGuid', 'an.PrID']).where('pr.LicenceID', '=', licenceId).where('pr.ImportingOrderId', 'is', null);
  const row = await (typeof key === 'number' ? base.where('an.AsID', '=', key) : base.where('an.AsGuid', '=', key)).executeTakeFirst();
  return row ? { asId: Number(row.AsID), asGuid: String(row.AsGuid), prId: Number(row.PrID) } : undefined;
}

/** Where a water sample lives: its ids, its point's GUID, and its tube's GUID (null: a surface sample). */
export interface WaterSampleScope {
  wsId: number;
  wsGuid: string;
  mpId: number;
  mpGuid: string;
  ftGuid: string | null;
  prId: number;
}

/** The licence's water (or air) sample with WsID `key` (a number) or WsGuid `key` (text), else undefined. */
export async function findWaterSampleScope(db: Executor, licenceId: number, key: number | string): Promise<WaterSampleScope | undefined> {
  const base = db.selectFrom('tblWaterSamples as ws')
    .innerJoin('tblMeasurementPoints as mp', 'mp.MpID', 'ws.MpID')
    .innerJoin('tblProjects as pr', 'pr.PrID', 'mp.PrID')
    .leftJoin('tblFilterTubes as ft', 'ft.FtID', 'ws.FtID')
    .select(['ws.WsID', 'ws.WsGuid', 'mp.MpID', 'mp.MpGuid', 'ft.FtGuid', 'mp.PrID'])
    .where('pr.LicenceID', '=', licenceId)
    .where('pr.ImportingOrderId', 'is', null);
  const row = await (typeof key === 'number' ? base.where('ws.WsID', '=', key) : base.where('ws.WsGuid', '=', key)).executeTakeFirst();
  if (!row) return undefined;
  return { wsId: Number(row.WsID), wsGuid: String(row.WsGuid), mpId: Number(row.MpID), mpGuid: String(row.MpGuid), ftGuid: row.FtGuid ?? null, prId: Number(row.PrID) };
}
