import { Migrator } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './connection';
import type { MigrationModule } from './migrations/helpers';
import * as platform from './migrations/0001_platform';
import * as entities from './migrations/0002_entities';
import * as projectUsers from './migrations/0003_project_users';
import * as codeListsAndTemplates from './migrations/0004_code_lists_and_templates';
import * as guidLookups from './migrations/0005_guid_lookups';
import * as signInSecurity from './migrations/0006_sign_in_security';
import * as rowVersions from './migrations/0007_row_versions';
import * as lab from './migrations/0008_lab';
import * as jobs from './migrations/0009_jobs';
import * as media from './migrations/0010_media';
import * as analysisResults from './migrations/0011_analysis_results';
import * as accounts from './migrations/0012_accounts';
import * as mapContours from './migrations/0017_map_contours';
import * as labCodeLists from './migrations/0018_lab_code_lists';
import * as dashboards from './migrations/0019_dashboards';
import * as licenceReferenceData from './migrations/0023_licence_reference_data';
import * as identityPerLicence from './migrations/0024_identity_per_licence';
import * as projectImportMarker from './migrations/0025_project_import_marker';

/**
 * Every migration, in order, imported explicitly so the server needs no directory scan and runs
 * the same under tsx and bundlers (issue 'Data service', deliver 2). Add 0002 and later here.
 */
const migrations: Record<string, MigrationModule> = {
  '0001_platform': platform,
  '0002_entities': entities,
  '0003_project_users': projectUsers,
  '0004_code_lists_and_templates': codeListsAndTemplates,
  '0005_guid_lookups': guidLookups,
  '0006_sign_in_security': signInSecurity,
  '0007_row_versions': rowVersions,
  '0008_lab': lab,
  '0009_jobs': jobs,
  '0010_media': media,
  '0011_analysis_results': analysisResults,
  '0012_accounts': accounts,
  '0017_map_contours': mapContours,
  '0018_lab_code_lists': labCodeLists,
  '0019_dashboards': dashboards,
  '0023_licence_reference_data': licenceReferenceData,
  '0024_identity_per_licence': identityPerLicence,
  '0025_project_import_marker': projectImportMarker,
};

/** Hands Kysely the modules above with the dialect bound. */
function providerFor(handle: DatabaseHandle): MigrationProvider {
  return {
    getMigrations: () => Promise.resolve(Object.fromEntries(Object.entries(migrations).map(([name, module]): [string, Migration] => {
      const migration: Migration = { up: (db) => module.up(db, handle.dialect) };
      if (module.down) {
        const down = module.down;
        migration.down = (db) => down(db, handle.dialect);
      }
      return [name, migration];
    }))),
  };
}

/** Thrown when a migration fails; the database is left at the last migration that succeeded. */
class MigrationError extends Error {}

/** Brings the database to the latest migration; returns the names that ran now. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: providerFor(handle),
    // With a schema, the bookkeeping table lives there too (and Kysely creates the schema if needed).
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
