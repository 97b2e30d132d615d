import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordKindSpecs } from '../services/project-records/record-kinds';
import { contactSearchDefaults, searchContacts } from '../services/project-records/search-contacts';
import { dataServicePrefix, registerRecordCalls } from './record-calls';
import { registerCall } from './register-call';

const filterText = z.string().max(200).nullish();

const searchContactsBody = z.object({
  searchFilterTypeConcerned: filterText,
  searchFilterCompanyName: filterText,
  searchFilterContactPerson: filterText,
  searchFilterTypeFunctionContactPerson: filterText,
  pageIndex: z.number().int().min(0).max(1000000).default(contactSearchDefaults.pageIndex),
  pageSize: z.number().int().min(1).max(1000).default(contactSearchDefaults.pageSize),
});

/**
 * The data service's project records (spec 01 section 7): sub-locations, location visits,
 * summaries and conclusions, and concerned contacts with their search across the licence.
 */
export async function projectRecordRoutes(app: FastifyInstance): Promise<void> {
  registerRecordCalls(app, recordKindSpecs.sublocation, { write: 'SetSubLocation', read: 'GetSublocations' });
  registerRecordCalls(app, recordKindSpecs.locationVisit, { write: 'SetLocationVisits', read: 'GetLocationVisits' });
  registerRecordCalls(app, recordKindSpecs.summaryConclusion, { write: 'SetSummaryAndConclusion', read: 'GetSummaryAndConclusion' });
  registerRecordCalls(app, recordKindSpecs.concernedContact, { write: 'SetConcernedContact', read: 'GetConcernedContacts' });
  registerCall(app, `${dataServicePrefix}/SearchConcernedContacts`, searchContactsBody, ({ body, caller, database }) =>
    searchContacts(database.db, caller, body));
}
