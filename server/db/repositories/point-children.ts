import { sql } from 'kysely';
import type { Executor } from '../executor';
import { chunks } from './entity-rows';

/**
 * Queries about the points that rows hang under, beyond the generic entity-rows repository:
 * points by many GUIDs at once, and their depth after a layer write, each a handful of statements
 * however many points a save touches.
 */

// Keeps `in (...)` lists under SQLite's and PostgreSQL's bound-value limits.
const listSize = 10000;

/** A measurement point's keys, as the rows under it refer to it. */
export interface PointKey {
  MpID: number;
  MpGuid: string;
}

/** The points of project `prId` whose MpGuid is one of `guids` in any letter case (the caller checked the project's licence). */
export async function findPointsByGuid(db: Executor, prId: number, guids: readonly string[]): Promise<PointKey[]> {
  const found: PointKey[] = [];
  for (const batch of chunks(guids, listSize)) {
    const rows = await db.selectFrom('tblMeasurementPoints').select(['MpID', 'MpGuid'])
      .where('PrID', '=', prId).where((eb) => eb(eb.fn('lower', [eb.ref('MpGuid')]), 'in', batch.map((guid) => guid.toLowerCase()))).execute();
    found.push(...rows.map((row) => ({ MpID: Number(row.MpID), MpGuid: String(row.MpGuid) })));
  }
  return found;
}

/** A point's depth (cm, null without layers) and last-changed stamp, as a layer write leaves them. */
export interface PointDepth {
  MpID: number;
  MpDepth: number | null;
  MpDateLastChanged: string | null;
}

/**
 * Writes MpDepth and MpDateLastChanged of many points with one statement per 1,000 points (a CASE
 * per column), so a save across 2,000 points does not run 2,000 updates.
 */
export async function savePointDepths(db: Executor, points: readonly PointDepth[]): Promise<void> {
  for (const batch of chunks(points, 1000)) {
    if (batch.length === 0) continue;
    // Casts give PostgreSQL the column types of otherwise untyped parameters.
    const depth = sql<number | null>`case ${sql.ref('MpID')} ${sql.join(batch.map((p) => sql`when ${p.MpID} then cast(${p.MpDepth} as double precision)`), sql` `)} end`;
    const stamp = sql<string | null>`case ${sql.ref('MpID')} ${sql.join(batch.map((p) => sql`when ${p.MpID} then cast(${p.MpDateLastChanged} as text)`), sql` `)} end`;
    await db.updateTable('tblMeasurementPoints')
      .set({ MpDepth: depth, MpDateLastChanged: stamp })
      .where('MpID', 'in', batch.map((p) => p.MpID))
      .execute();
  }
}
