import type { Kysely } from 'kysely';

const rowVersionField = 'RowVersion';

/**
 * The entity tables of spec 01 section 3 as they stood when this migration was written: a frozen
 * snapshot, because a migration must not change meaning when later ones add tables (those create
 * their own version column).
 */
const tables = [
  'tblProjects', 'tblMeasurementPoints', 'tblLayers', 'tblJars', 'tblFilterTubes', 'tblFinishings',
  'tblWaterSamples', 'tblBottles', 'tblObservation', 'tblWaterSampleMeasurements', 'tblSublocations',
  'tblLocationVisits', 'tblSummaryConclusions', 'tblConcernedCompanies', 'tblCadastralOvam',
  'tblCadastralOvamCustomers', 'tblCadastralOvamVlaremAct',
];

/**
 * Optimistic concurrency (spec 01 section 4, last-changed stamps; spec 02 section 6, teams): every
 * entity row gets a version the server counts up on each update, so a write based on a stale load
 * is refused instead of silently overwriting another user's change. Existing rows start at 1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema.alterTable(table).addColumn(rowVersionField, 'integer', (col) => col.notNull().defaultTo(1)).execute();
  }
}

/** Drops the version column again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) await db.schema.alterTable(table).dropColumn(rowVersionField).execute();
}
