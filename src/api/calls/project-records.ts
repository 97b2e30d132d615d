import * as z from 'zod';
import { concernedContactSchema } from '../../domain/entities/concerned-contact';
import type { ConcernedContact } from '../../domain/entities/concerned-contact';
import type { LocationVisit } from '../../domain/entities/location-visit';
import type { Sublocation } from '../../domain/entities/sublocation';
import type { SummaryConclusion } from '../../domain/entities/summary-conclusion';
import { resultCodes } from '../../domain/wire/result-codes';
import { unreadableAnswerError } from '../errors';
import type { ProjectId, WriteAction } from '../envelope';
import type { ApiClient, CallOptions } from '../http';
import { pickTables } from './tables';
import { dataPath, guidsOf, readTables, writeTables } from './wire-calls';

const sublocationTables = pickTables('tblSublocations');
const visitTables = pickTables('tblLocationVisits');
const summaryTables = pickTables('tblSummaryConclusions');
const contactTables = pickTables('tblConcernedCompanies');

/** data of a single-record write: the record with PrID, or on DELETE only PrID and its GUID (spec 01 section 7). */
function recordData<R extends object>(prId: ProjectId, action: WriteAction, record: R, guidField: keyof R & string): Record<string, unknown> {
  return action === 'DELETE' ? { PrID: prId, [guidField]: record[guidField] } : { ...record, PrID: prId };
}

/** GetSublocations by ProjectID (spec 01 section 7). */
export async function getSublocations(api: ApiClient, prId: ProjectId, options?: CallOptions): Promise<Sublocation[]> {
  return (await readTables(api, 'GetSublocations', { ProjectID: prId }, sublocationTables, options)).tblSublocations;
}

/** SetSubLocation: {PrID, ...sub-location}; DELETE with PrID and SlGuid (spec 01 section 7). */
export async function setSubLocation(api: ApiClient, prId: ProjectId, action: WriteAction, row: Sublocation, options?: CallOptions): Promise<Sublocation[]> {
  return (await writeTables(api, 'SetSubLocation', recordData(prId, action, row, 'SlGuid'), action, sublocationTables, options)).tblSublocations;
}

/** GetLocationVisits by ProjectID (spec 01 section 7). */
export async function getLocationVisits(api: ApiClient, prId: ProjectId, options?: CallOptions): Promise<LocationVisit[]> {
  return (await readTables(api, 'GetLocationVisits', { ProjectID: prId }, visitTables, options)).tblLocationVisits;
}

/** SetLocationVisits: {PrID, LocationVisits}; DELETE with PrID and LvGuid (the rows' GUIDs; spec 01 section 7). */
export async function setLocationVisits(
  api: ApiClient, prId: ProjectId, action: WriteAction, rows: readonly LocationVisit[], options?: CallOptions,
): Promise<LocationVisit[]> {
  const data = action === 'DELETE' ? { PrID: prId, LvGuid: guidsOf(rows, 'LvGuid') } : { PrID: prId, LocationVisits: rows };
  return (await writeTables(api, 'SetLocationVisits', data, action, visitTables, options)).tblLocationVisits;
}

/** GetSummaryAndConclusion by ProjectID: the first file's tblSummaryConclusions (spec 01 section 7). */
export async function getSummaryAndConclusion(api: ApiClient, prId: ProjectId, options?: CallOptions): Promise<SummaryConclusion[]> {
  return (await readTables(api, 'GetSummaryAndConclusion', { ProjectID: prId }, summaryTables, options)).tblSummaryConclusions;
}

/** SetSummaryAndConclusion: INSERT, UPDATE (SmType, SmDateLastChanged) or DELETE (PrID, SmGUID) (spec 01 section 7). */
export async function setSummaryAndConclusion(
  api: ApiClient, prId: ProjectId, action: WriteAction, row: SummaryConclusion, options?: CallOptions,
): Promise<SummaryConclusion[]> {
  return (await writeTables(api, 'SetSummaryAndConclusion', recordData(prId, action, row, 'SmGUID'), action, summaryTables, options)).tblSummaryConclusions;
}

/** GetConcernedContacts by ProjectID (spec 01 section 7). */
export async function getConcernedContacts(api: ApiClient, prId: ProjectId, options?: CallOptions): Promise<ConcernedContact[]> {
  return (await readTables(api, 'GetConcernedContacts', { ProjectID: prId }, contactTables, options)).tblConcernedCompanies;
}

/** SetConcernedContact: {PrID, ...contact}; DELETE with PrID and CcGUID; answers tblConcernedCompanies (spec 01 section 7). */
export async function setConcernedContact(
  api: ApiClient, prId: ProjectId, action: WriteAction, row: ConcernedContact, options?: CallOptions,
): Promise<ConcernedContact[]> {
  return (await writeTables(api, 'SetConcernedContact', recordData(prId, action, row, 'CcGUID'), action, contactTables, options)).tblConcernedCompanies;
}

/** Filters of the contact search (spec 01 section 7); each may be left empty. */
export interface ContactSearch {
  typeConcerned?: string;
  companyName?: string;
  contactPerson?: string;
  typeFunctionContactPerson?: string;
  /** Default 0 (spec 01 section 9). */
  pageIndex?: number;
  /** Default 30 (spec 01 section 9). */
  pageSize?: number;
}

const contactsAnswerSchema = z.looseObject({ Contacts: z.array(concernedContactSchema).nullish() });

/** SearchConcernedContacts: success on result code Success, answer field Contacts (spec 01 section 7). */
export async function searchConcernedContacts(api: ApiClient, search: ContactSearch, options?: CallOptions): Promise<ConcernedContact[]> {
  const callName = 'SearchConcernedContacts';
  const body = {
    searchFilterTypeConcerned: search.typeConcerned ?? '',
    searchFilterCompanyName: search.companyName ?? '',
    searchFilterContactPerson: search.contactPerson ?? '',
    searchFilterTypeFunctionContactPerson: search.typeFunctionContactPerson ?? '',
    pageIndex: search.pageIndex ?? 0,
    pageSize: search.pageSize ?? 30,
  };
  const answer = await api.post(callName, dataPath(callName), body, [resultCodes.search], options);
  const parsed = contactsAnswerSchema.safeParse(answer);
  if (!parsed.success) throw unreadableAnswerError(callName, 'Contacts', z.prettifyError(parsed.error));
  return parsed.data.Contacts ?? [];
}
