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

/** Where a sample goes in a transfer: its point, its tube (null: a surface sample), its matrix and stamp. */
export interface SampleMove {
  WsID: number;
  MpID: number;
  FtID: number | null;
  WsMatrixCode: string | null;
  WsDateLastChanged: string;
}

/** Moves samples to another point or tube (spec 02 section 7, transferWaterSamples); bottles and observations go with them. */
export async function moveWaterSamples(db: Executor, moves: readonly SampleMove[]): Promise<void> {
  for (const { WsID, ...place } of moves) await db.updateTable('tblWaterSamples').set(place).where('WsID', '=', WsID).execute();
}
