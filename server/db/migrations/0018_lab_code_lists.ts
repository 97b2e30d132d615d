import type { Kysely } from 'kysely';
import { labCodeLists } from '../../seed/code-lists-lab';
import { generalCodeSeedRows } from '../../seed/code-lists';
import type { GeneralCodeSeedRow } from '../../seed/code-lists';

interface CodeTables {
  tblGeneralCodes: GeneralCodeSeedRow;
}

const labCategories = labCodeLists.map((list) => list.categoryId);

/**
 * The lab assignment's code lists (spec 02 section 3): labs, urgencies and price agreements
 * (server/seed/code-lists-lab.ts). A database made before them gets them here; a new one already
 * has them from 0004, which seeds every list as it stands, so only missing codes are inserted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const codes = db as Kysely<CodeTables>;
  const present = await codes.selectFrom('tblGeneralCodes').select(['GcCategoryID', 'GcCode', 'GcLanguage']).where('GcCategoryID', 'in', labCategories).execute();
  const have = new Set(present.map((row) => `${row.GcCategoryID}|${row.GcCode}|${row.GcLanguage}`));
  const missing = generalCodeSeedRows(labCodeLists).filter((row) => !have.has(`${row.GcCategoryID}|${row.GcCode}|${row.GcLanguage}`));
  if (missing.length > 0) await codes.insertInto('tblGeneralCodes').values(missing).execute();
}

/** Removes the lab lists' codes. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<CodeTables>).deleteFrom('tblGeneralCodes').where('GcCategoryID', 'in', labCategories).execute();
}
