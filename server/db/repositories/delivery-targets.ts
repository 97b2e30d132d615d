import type { Executor } from '../executor';

/** A lab assignment a delivery may answer, with the analysis samples on it. */
export interface DeliveryTarget {
  lbId: number;
  lbGuid: string;
  prId: number;
  orderNr: string;
  samples: { asId: number; name: string }[];
}

/**
 * The licence's lab assignments (not soft-deleted) whose order number is one of `orderNrs` (trimmed,
 * case ignored), newest first, each with its analysis samples: what a delivery is matched against
 * (spec 02 section 2, lab result importer: by lab order number and sample name).
 */
export async function deliveryTargets(db: Executor, licenceId: number, orderNrs: readonly string[]): Promise<DeliveryTarget[]> {
  const wanted = [...new Set(orderNrs.map((nr) => nr.trim().toLowerCase()))];
  if (wanted.length === 0) return [];
  const assignments = await db.selectFrom('tblLabAssignments as lb').innerJoin('tblProjects as pr', 'pr.PrID', 'lb.PrID')
    .select(['lb.LbID', 'lb.LbGuid', 'lb.PrID', 'lb.OrderNr'])
    .where('pr.LicenceID', '=', licenceId)
    .where('pr.ImportingOrderId', 'is', null)
    .where((eb) => eb.or([eb('lb.LbDeleted', 'is', null), eb('lb.LbDeleted', '=', 0)]))
    .where((eb) => eb(eb.fn('lower', [eb.fn('trim', ['lb.OrderNr'])]), 'in', wanted))
    .orderBy('lb.LbID', 'desc').execute();
  if (assignments.length === 0) return [];
  const samples = await db.selectFrom('tblAnalysisSamples').select(['AsID', 'Name', 'LbID'])
    .where('LbID', 'in', assignments.map((row) => Number(row.LbID))).execute();
  return assignments.map((row) => ({
    lbId: Number(row.LbID), lbGuid: String(row.LbGuid), prId: Number(row.PrID), orderNr: String(row.OrderNr),
    samples: samples.filter((sample) => Number(sample.LbID) === Number(row.LbID)).map((sample) => ({ asId: Number(sample.AsID), name: String(sample.Name ?? '') })),
  }));
}

/**
 * The licence's analysis samples named `names` (case ignored) on any of its assignments: a SIKB0101
 * analysis file names samples, not orders.
 */
export async function samplesByName(db: Executor, licenceId: number, names: readonly string[]): Promise<{ asId: number; name: string; prId: number; lbId: number | null }[]> {
  const wanted = [...new Set(names.map((name) => name.trim().toLowerCase()))];
  if (wanted.length === 0) return [];
  const rows = await db.selectFrom('tblAnalysisSamples as an').innerJoin('tblProjects as pr', 'pr.PrID', 'an.PrID')
    .select(['an.AsID', 'an.Name', 'an.PrID', 'an.LbID'])
    .where('pr.LicenceID', '=', licenceId)
    .where('pr.ImportingOrderId', 'is', null)
    .where((eb) => eb(eb.fn('lower', [eb.fn('trim', ['an.Name'])]), 'in', wanted))
    .orderBy('an.AsID', 'desc').execute();
  return rows.map((row) => ({ asId: Number(row.AsID), name: String(row.Name), prId: Number(row.PrID), lbId: row.LbID === null ? null : Number(row.LbID) }));
}

/** The stored results of samples, for matching a delivery's lines to them by component, method and unit. */
export function resultIdentities(db: Executor, asIds: readonly number[]): Promise<{ ArGuid: string; AsID: number; Component: string | null; Method: string | null; Unit: string | null }[]> {
  if (asIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('tblAnalysisResults').select(['ArGuid', 'AsID', 'Component', 'Method', 'Unit']).where('AsID', 'in', [...asIds]).execute()
    .then((rows) => rows.map((row) => ({ ArGuid: String(row.ArGuid), AsID: Number(row.AsID), Component: row.Component ?? null, Method: row.Method ?? null, Unit: row.Unit ?? null })));
}
