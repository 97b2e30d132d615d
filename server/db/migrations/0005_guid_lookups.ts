import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** The entity tables with a GUID column at the time of this migration (a frozen list, as 0002's). */
const guidColumns: readonly [table: string, column: string][] = [
  ['tblProjects', 'PrGuid'], ['tblSublocations', 'SlGuid'], ['tblMeasurementPoints', 'MpGuid'], ['tblLayers', 'LaGuid'],
  ['tblJars', 'JrGuid'], ['tblFilterTubes', 'FtGuid'], ['tblFinishings', 'FiGuid'], ['tblWaterSamples', 'WsGuid'],
  ['tblBottles', 'BoGuid'], ['tblLocationVisits', 'LvGuid'], ['tblSummaryConclusions', 'SmGUID'],
  ['tblConcernedCompanies', 'CcGUID'], ['tblCadastralOvam', 'CaGUID'],
];

/**
 * GUIDs are matched without regard to letter case (spec 01 section 5: unique rules compare
 * case-insensitively), so every write looks rows up by lower(GUID): an expression index on each
 * table keeps that lookup as fast as the exact one (SQLite and PostgreSQL both use it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of guidColumns) {
    await sql`create index ${sql.id(`${table}_${column}_lower_index`)} on ${sql.table(table)} (lower(${sql.ref(column)}))`.execute(db);
  }
}

/** Drops the lookup indexes. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of guidColumns) await sql`drop index if exists ${sql.id(`${table}_${column}_lower_index`)}`.execute(db);
}
