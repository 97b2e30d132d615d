import { sql } from 'kysely';
import type { Executor } from '../executor';
import { toWireRows, type WireRow } from './entity-rows';
import { entityStorageShape } from './entity-storage-shape';

/**
 * Queries for project records beyond the generic repository (spec 01 section 7): the scope of a
 * cadastral record, and the concerned-contact search across a licence's projects.
 */

/** A cadastral record of the licence: its CaID and project, else undefined (another licence's is not found). */
export async function findCadastralRecord(db: Executor, licenceId: number, caId: number): Promise<{ caId: number; prId: number } | undefined> {
  const row = await db.selectFrom('tblCadastralOvam as ca')
    .innerJoin('tblProjects as pr', 'pr.PrID', 'ca.PrID')
    .select(['ca.CaID', 'ca.PrID']).where('ca.CaID', '=', caId).where('pr.LicenceID', '=', licenceId).where('pr.ImportingOrderId', 'is', null)
    .executeTakeFirst();
  return row ? { caId: Number(row.CaID), prId: Number(row.PrID) } : undefined;
}

/** The 'contains' filters of SearchConcernedContacts, by the column each one reads. */
export interface ContactFilters {
  CcCompanyTypeCode?: string;
  CcCompanyName?: string;
  CcContactPerson?: string;
  CcPersonTypeCode?: string;
}

/** One page of a search: pageIndex counts from 0. */
export interface Page {
  pageIndex: number;
  pageSize: number;
}

// LIKE treats % and _ as wildcards: escape them so a filter matches its text literally.
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function contactsQuery(db: Executor, licenceId: number, filters: ContactFilters) {
  let query = db.selectFrom('tblConcernedCompanies as cc')
    .innerJoin('tblProjects as pr', 'pr.PrID', 'cc.PrID')
    .where('pr.LicenceID', '=', licenceId)
    .where('pr.ImportingOrderId', 'is', null);
  for (const [column, text] of Object.entries(filters)) {
    if (typeof text !== 'string' || text === '') continue;
    // lower() on both sides: SQLite's LIKE ignores case, PostgreSQL's does not.
    query = query.where(sql<boolean>`lower(${sql.ref(`cc.${column}`)}) like ${containsPattern(text)} escape '\\'`);
  }
  return query;
}

/**
 * Concerned contacts of every project of the licence matching all filters (case-insensitive
 * 'contains'), one page in id order, with the total count of matches (spec 01 section 7).
 */
export async function searchConcernedContacts(db: Executor, licenceId: number, filters: ContactFilters, page: Page): Promise<{ rows: WireRow[]; total: number }> {
  const shape = entityStorageShape('concernedContact');
  const counted = await contactsQuery(db, licenceId, filters).select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
  const rows = await contactsQuery(db, licenceId, filters).selectAll('cc')
    .orderBy('cc.CcID').limit(page.pageSize).offset(page.pageIndex * page.pageSize).execute();
  return { rows: toWireRows(shape, rows), total: Number(counted?.total ?? 0) };
}
