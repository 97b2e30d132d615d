import { sql } from 'kysely';
import type { Executor } from '../executor';
import { chunks, toWireRow, type WireRow } from './entity-rows';
import { entityStorageShape } from './entity-storage-shape';

/**
 * Queries of analysis results beyond the generic repository (spec 02 sections 3 and 7): a project's
 * results with their sample's GUID and name in certificate order, the samples a write may name, and
 * the counts kept on each sample.
 */

/** An analysis sample of a project as the result calls name it. */
export interface ResultSample {
  asId: number;
  asGuid: string;
  name: string | null;
  lbId: number | null;
}

/** The project's analysis samples, by AsID. */
export async function samplesOfProject(db: Executor, prId: number): Promise<ResultSample[]> {
  const rows = await db.selectFrom('tblAnalysisSamples').select(['AsID', 'AsGuid', 'Name', 'LbID']).where('PrID', '=', prId).orderBy('AsID').execute();
  return rows.map((row) => ({ asId: Number(row.AsID), asGuid: String(row.AsGuid), name: row.Name ?? null, lbId: row.LbID === null ? null : Number(row.LbID) }));
}

/** Leaves out empty fields: a project's 120,000 results travel as JSON text, and nulls are most of it. */
function compact(row: WireRow): WireRow {
  const out: WireRow = {};
  for (const [field, value] of Object.entries(row)) if (value !== null && value !== undefined) out[field] = value;
  return out;
}

/**
 * The results of the project's analysis samples (or of the samples `asIds` names), each with AsGuid,
 * in certificate order: by sample, then group order, component order and id (spec 02 section 3).
 */
export async function selectResultsOfProject(db: Executor, prId: number, asIds?: readonly number[]): Promise<WireRow[]> {
  const shape = entityStorageShape('analysisResult');
  let query = db.selectFrom('tblAnalysisResults as ar')
    .innerJoin('tblAnalysisSamples as an', 'an.AsID', 'ar.AsID')
    .selectAll('ar').select('an.AsGuid')
    .where('an.PrID', '=', prId);
  if (asIds) {
    if (asIds.length === 0) return [];
    query = query.where('ar.AsID', 'in', [...asIds]);
  }
  const rows = await query
    .orderBy('ar.AsID').orderBy(sql`coalesce(${sql.ref('ar.GroupOrder')}, 2147483647)`).orderBy(sql`coalesce(${sql.ref('ar.ComponentOrder')}, 2147483647)`).orderBy('ar.ArID')
    .execute();
  return rows.map((row) => {
    const { AsGuid: asGuid, ...stored } = row;
    return { ...compact(toWireRow(shape, stored)), AsGuid: asGuid };
  });
}

/** Counts each sample's results again into its ResultCount (spec 02 section 3: counted, never typed). */
export async function updateResultCounts(db: Executor, asIds: readonly number[]): Promise<void> {
  for (const batch of chunks([...new Set(asIds)], 1000)) {
    await db.updateTable('tblAnalysisSamples')
      .set({ ResultCount: (eb) => eb.selectFrom('tblAnalysisResults').select((count) => count.fn.countAll<number>().as('n')).whereRef('tblAnalysisResults.AsID', '=', 'tblAnalysisSamples.AsID') })
      .where('AsID', 'in', batch)
      .execute();
  }
}
