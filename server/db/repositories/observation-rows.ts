import type { Executor } from '../executor';

/**
 * Deletes the observations of these water samples (tblObservation rows have no GUID of their own,
 * so a sample's observations are replaced as a set; spec 01 section 3). Answers how many went.
 */
export async function deleteObservationsOfSamples(db: Executor, wsIds: readonly number[]): Promise<number> {
  let deleted = 0;
  for (let start = 0; start < wsIds.length; start += 10000) {
    const result = await db.deleteFrom('tblObservation').where('WsID', 'in', wsIds.slice(start, start + 10000)).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}
