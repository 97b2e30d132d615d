import { resultCodes } from '../../../src/domain/wire/result-codes';
import type { Executor } from '../../db/executor';
import type { WireRow } from '../../db/repositories/entity-rows';
import { searchConcernedContacts } from '../../db/repositories/project-records';
import type { Caller } from '../caller';

/** SearchConcernedContacts' defaults: the first page of 30 (spec 01 sections 7 and 9). */
export const contactSearchDefaults = { pageIndex: 0, pageSize: 30 } as const;

/** The search body of SearchConcernedContacts (spec 01 section 7); blank filters match everything. */
export interface ContactSearch {
  searchFilterTypeConcerned?: string | null;
  searchFilterCompanyName?: string | null;
  searchFilterContactPerson?: string | null;
  searchFilterTypeFunctionContactPerson?: string | null;
  pageIndex: number;
  pageSize: number;
}

/** The answer: Success (the spec's spelling for this call), one page of Contacts and the count of all matches. */
export interface ContactSearchAnswer {
  ResultCode: typeof resultCodes.search;
  ResultMessage: string;
  Contacts: WireRow[];
  TotalCount: number;
}

function filter(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Searches the concerned contacts of every project of the caller's licence, each filter a
 * case-insensitive 'contains' on its field: company type (list 85), company name, contact person
 * and person function (list 86) (spec 01 section 7).
 */
export async function searchContacts(db: Executor, caller: Caller, search: ContactSearch): Promise<ContactSearchAnswer> {
  const filters = {
    CcCompanyTypeCode: filter(search.searchFilterTypeConcerned),
    CcCompanyName: filter(search.searchFilterCompanyName),
    CcContactPerson: filter(search.searchFilterContactPerson),
    CcPersonTypeCode: filter(search.searchFilterTypeFunctionContactPerson),
  };
  const found = await searchConcernedContacts(db, caller.licenceId, filters, { pageIndex: search.pageIndex, pageSize: search.pageSize });
  return { ResultCode: resultCodes.search, ResultMessage: '', Contacts: found.rows, TotalCount: found.total };
}
