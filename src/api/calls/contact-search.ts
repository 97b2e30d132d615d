import * as z from 'zod';
import { concernedContactSchema } from '../../domain/entities/concerned-contact';
import type { ConcernedContact } from '../../domain/entities/concerned-contact';
import { resultCodes } from '../../domain/wire/result-codes';
import { unreadableAnswerError } from '../errors';
import type { ApiClient, CallOptions } from '../http';
import { dataPath } from './wire-calls';

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
