import type { Executor } from '../executor';
import { toWireRows, type WireRow } from './entity-rows';
import { entityStorageShape } from './entity-storage-shape';

/**
 * Queries of the lab records beyond the generic repository (spec 02 sections 3 and 7): the scope of
 * an analysis sample, the state of a project's lab assignments, and the field samples an order lists.
 */

/** An analysis sample of the licence: its AsID and project, else undefined (another licence's is not found). */
export async function findAnalysisSample(db: Executor, licenceId: number, asId: number): Promise<{ asId: number; prId: number } | undefined> {
  const row = await db.selectFrom('tblAnalysisSamples as an')
    .innerJoin('tblProjects as pr', 'pr.PrID', 'an.PrID')
    .select(['an.AsID', 'an.PrID']).where('an.AsID', '=', asId).where('pr.LicenceID', '=', licenceId).where('pr.ImportingOrderId', 'is', null)
    .executeTakeFirst();
  return row ? { asId: Number(row.AsID), prId: Number(row.PrID) } : undefined;
}

/** The PrIDs of every project of the licence (not one an import is still writing), for the calls across projects. */
export async function projectIdsOfLicence(db: Executor, licenceId: number): Promise<number[]> {
  const rows = await db.selectFrom('tblProjects').select('PrID').where('LicenceID', '=', licenceId).where('ImportingOrderId', 'is', null).execute();
  return rows.map((row) => Number(row.PrID));
}

/** What the lab rules need of each lab assignment of a project: whether it was sent or soft-deleted. */
export interface AssignmentState {
  sent: boolean;
  deleted: boolean;
}

/** The project's lab assignments by LbID with their state. */
export async function assignmentStates(db: Executor, prId: number): Promise<Map<number, AssignmentState>> {
  const rows = await db.selectFrom('tblLabAssignments').select(['LbID', 'IsSent', 'LbDeleted']).where('PrID', '=', prId).execute();
  return new Map(rows.map((row) => [Number(row.LbID), { sent: Boolean(row.IsSent), deleted: Boolean(row.LbDeleted) }]));
}

/** The LbID of each of the project's analysis samples (null when on no assignment), by AsID. */
export async function assignmentOfSamples(db: Executor, prId: number): Promise<Map<number, number | null>> {
  const rows = await db.selectFrom('tblAnalysisSamples').select(['AsID', 'LbID']).where('PrID', '=', prId).execute();
  return new Map(rows.map((row) => [Number(row.AsID), row.LbID === null ? null : Number(row.LbID)]));
}

/** The ids of the project's jars and water samples, to check what an analysis sample may be made of. */
export async function fieldSampleIdsOfProject(db: Executor, prId: number): Promise<{ jars: Set<number>; waterSamples: Set<number> }> {
  const jars = await db.selectFrom('tblJars as jr').innerJoin('tblMeasurementPoints as mp', 'mp.MpID', 'jr.MpID')
    .select('jr.JrID').where('mp.PrID', '=', prId).execute();
  const waterSamples = await db.selectFrom('tblWaterSamples as ws').innerJoin('tblMeasurementPoints as mp', 'mp.MpID', 'ws.MpID')
    .select('ws.WsID').where('mp.PrID', '=', prId).execute();
  return { jars: new Set(jars.map((row) => Number(row.JrID))), waterSamples: new Set(waterSamples.map((row) => Number(row.WsID))) };
}

/** A project's lab assignments in id order, without the soft-deleted ones unless asked (spec 02 section 4). */
export async function selectLabAssignments(db: Executor, prIds: readonly number[], options: { withDeleted?: boolean; from?: string; to?: string } = {}): Promise<WireRow[]> {
  if (prIds.length === 0) return [];
  const shape = entityStorageShape('labAssignment');
  let query = db.selectFrom('tblLabAssignments').selectAll().where('PrID', 'in', [...prIds]);
  if (!options.withDeleted) query = query.where((eb) => eb.or([eb('LbDeleted', 'is', null), eb('LbDeleted', '=', 0)]));
  if (options.from) query = query.where('Date', '>=', options.from);
  if (options.to) query = query.where('Date', '<=', options.to);
  const rows = await query.orderBy('LbID').execute();
  return toWireRows(shape, rows);
}

/** One line of an order's sample list: the analysis sample and one field sample it is made of. */
export interface OrderLine {
  sample: WireRow;
  pointName: string | null;
  fieldSampleName: string | null;
  from: number | null;
  to: number | null;
}

/** The analysis samples on an assignment with the jars and water samples they are made of, in id order. */
export async function orderLines(db: Executor, lbId: number): Promise<OrderLine[]> {
  const shape = entityStorageShape('analysisSample');
  const samples = toWireRows(shape, await db.selectFrom('tblAnalysisSamples').selectAll().where('LbID', '=', lbId).orderBy('AsID').execute());
  if (samples.length === 0) return [];
  const parts = await db.selectFrom('tblAnalysisSampleParts as ap')
    .leftJoin('tblJars as jr', 'jr.JrID', 'ap.JrID')
    .leftJoin('tblWaterSamples as ws', 'ws.WsID', 'ap.WsID')
    .leftJoin('tblMeasurementPoints as mp', (join) => join.on((eb) => eb.or([eb('mp.MpID', '=', eb.ref('jr.MpID')), eb('mp.MpID', '=', eb.ref('ws.MpID'))])))
    .select(['ap.AsID', 'ap.ApID', 'jr.JrName', 'jr.JrFrom', 'jr.JrTo', 'ws.WsName', 'mp.MpName'])
    .where('ap.AsID', 'in', samples.map((sample) => Number(sample.AsID)))
    .orderBy('ap.ApID').execute();
  return samples.flatMap((sample): OrderLine[] => {
    const own = parts.filter((part) => Number(part.AsID) === Number(sample.AsID));
    if (own.length === 0) return [{ sample, pointName: null, fieldSampleName: null, from: null, to: null }];
    return own.map((part) => ({
      sample,
      pointName: part.MpName ?? null,
      fieldSampleName: part.JrName ?? part.WsName ?? null,
      from: part.JrFrom ?? null,
      to: part.JrTo ?? null,
    }));
  });
}
