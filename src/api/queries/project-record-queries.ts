import { queryOptions } from '@tanstack/react-query';
import { getConcernedContacts, getSublocations, getSummaryAndConclusion, searchConcernedContacts } from '../calls/project-records';
import type { ContactSearch } from '../calls/project-records';
import type { ProjectId } from '../envelope';
import { apiOf } from './api-binding';
import { keyRoots, projectScope } from './scopes';

/** A project's sub-locations (GetSublocations, spec 01 section 7). */
export const sublocationQueries = {
  ofProject: (prId: ProjectId) => queryOptions({
    queryKey: [...projectScope(prId), 'sublocations'] as const,
    queryFn: ({ client, signal }) => getSublocations(apiOf(client), prId, { signal }),
  }),
};

/** A project's summaries and conclusions (GetSummaryAndConclusion). */
export const summaryQueries = {
  ofProject: (prId: ProjectId) => queryOptions({
    queryKey: [...projectScope(prId), 'summaries'] as const,
    queryFn: ({ client, signal }) => getSummaryAndConclusion(apiOf(client), prId, { signal }),
  }),
};

/** A project's concerned contacts (GetConcernedContacts) and the licence-wide contact search. */
export const contactQueries = {
  ofProject: (prId: ProjectId) => queryOptions({
    queryKey: [...projectScope(prId), 'contacts'] as const,
    queryFn: ({ client, signal }) => getConcernedContacts(apiOf(client), prId, { signal }),
  }),
  search: (search: ContactSearch) => queryOptions({
    queryKey: [...keyRoots.contactSearch, search] as const,
    queryFn: ({ client, signal }) => searchConcernedContacts(apiOf(client), search, { signal }),
  }),
};
