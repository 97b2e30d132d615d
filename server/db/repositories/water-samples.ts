import type { Executor } from '../executor';

/**
 * Water-sample queries beyond the generic repository (spec 01 section 7, SetWaterSamples).
 */

/** Deletes the observations of sample `wsId` with one of `propertyCodes`: a save replaces them. */
export async function deleteObservationsOfProperties(db: Executor, wsId: number, propertyCodes: readonly string[]): Promise<number> {
  if (propertyCodes.length === 0) return 0;
  const result = await db.deleteFrom('tblObservation').where('WsID', '=', wsId).where('ObPropertyCode', 'in', [...propertyCodes]).executeTakeFirst();
  return Number(result.numDeletedRows);
}
