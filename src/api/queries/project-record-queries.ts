import { queryOptions } from '@tanstack/react-query';
import { getCadastralOvam, getCadastralOvamCustomers, getCadastralOvamVlaremActs } from '../calls/cadastral';
import {
  getConcernedContacts, getLocationVisits, getSublocations, getSummaryAndConclusion, searchConcernedContacts,
} from '../calls/project-records';
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

/** A project's location visits (GetLocationVisits). */
export const locationVisitQueries = {
  ofProject: (prId: ProjectId) => queryOptions({
    queryKey: [...projectScope(prId), 'locationVisits'] as const,
    queryFn: ({ client, signal }) => getLocationVisits(apiOf(client), prId, { signal }),
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

/** A project's cadastral records, their customers and Vlarem acts (spec 01 section 7). */
export const cadastralQueries = {
  ofProject: (prId: ProjectId) => queryOptions({
    queryKey: [...projectScope(prId), 'cadastral', 'records'] as const,
    queryFn: ({ client, signal }) => getCadastralOvam(apiOf(client), prId, { signal }),
  }),
  customers: (prId: ProjectId) => queryOptions({
    queryKey: [...projectScope(prId), 'cadastral', 'customers'] as const,
    queryFn: ({ client, signal }) => getCadastralOvamCustomers(apiOf(client), prId, { signal }),
  }),
  vlaremActs: (prId: ProjectId) => queryOptions({
    queryKey: [...projectScope(prId), 'cadastral', 'vlaremActs'] as const,
    queryFn: ({ client, signal }) => getCadastralOvamVlaremActs(apiOf(client), prId, { signal }),
  }),
};
