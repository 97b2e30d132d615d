import type { QueryClient } from '@tanstack/react-query';
import type { CadastralOvam, CadastralOvamCustomer, CadastralOvamVlaremAct } from '../../domain/entities/cadastral-ovam';
import type { ConcernedContact } from '../../domain/entities/concerned-contact';
import type { LocationVisit } from '../../domain/entities/location-visit';
import type { Sublocation } from '../../domain/entities/sublocation';
import type { SummaryConclusion } from '../../domain/entities/summary-conclusion';
import { setCadastralOvam, setCadastralOvamCustomer, setCadastralOvamVlaremAct } from '../calls/cadastral';
import { setConcernedContact, setLocationVisits, setSubLocation, setSummaryAndConclusion } from '../calls/project-records';
import type { ProjectId } from '../envelope';
import { invalidateOverviews, listWriteMutation, recordWriteMutation } from './list-mutation';
import {
  cadastralQueries, contactQueries, locationVisitQueries, sublocationQueries, summaryQueries,
} from './project-record-queries';
import { keyRoots } from './scopes';

const same = <R>(answer: R[]) => answer;

/** Sub-locations (SetSubLocation); points show their sub-location's name in the overviews. Variables {action, row}. */
export const sublocationMutations = {
  save: (prId: ProjectId) => recordWriteMutation<Sublocation, Sublocation[]>({
    listKey: sublocationQueries.ofProject(prId).queryKey,
    guidField: 'SlGuid',
    write: (api, { action, row }) => setSubLocation(api, prId, action, row),
    rowsOf: same,
    afterWrite: (client) => invalidateOverviews(client, prId),
  }),
};

/** Location visits (SetLocationVisits); variables {action, rows}. */
export const locationVisitMutations = {
  save: (prId: ProjectId) => listWriteMutation<LocationVisit, LocationVisit[]>({
    listKey: locationVisitQueries.ofProject(prId).queryKey,
    guidField: 'LvGuid',
    write: (api, { action, rows }) => setLocationVisits(api, prId, action, rows),
    rowsOf: same,
    afterWrite: (client) => invalidateOverviews(client, prId),
  }),
};

/** Summaries and conclusions (SetSummaryAndConclusion); variables {action, row}. */
export const summaryMutations = {
  save: (prId: ProjectId) => recordWriteMutation<SummaryConclusion, SummaryConclusion[]>({
    listKey: summaryQueries.ofProject(prId).queryKey,
    guidField: 'SmGUID',
    write: (api, { action, row }) => setSummaryAndConclusion(api, prId, action, row),
    rowsOf: same,
  }),
};

/** Concerned contacts (SetConcernedContact); the licence-wide search results go stale too. Variables {action, row}. */
export const contactMutations = {
  save: (prId: ProjectId) => recordWriteMutation<ConcernedContact, ConcernedContact[]>({
    listKey: contactQueries.ofProject(prId).queryKey,
    guidField: 'CcGUID',
    write: (api, { action, row }) => setConcernedContact(api, prId, action, row),
    rowsOf: same,
    afterWrite: (client) => client.invalidateQueries({ queryKey: keyRoots.contactSearch }),
  }),
};

async function afterRecordDelete(client: QueryClient, prId: ProjectId): Promise<void> {
  // Customers and acts go with their record on the server.
  await client.invalidateQueries({ queryKey: cadastralQueries.customers(prId).queryKey });
  await client.invalidateQueries({ queryKey: cadastralQueries.vlaremActs(prId).queryKey });
}

/** Cadastral records, customers and Vlarem acts (spec 01 section 7); variables {action, row}. */
export const cadastralMutations = {
  saveRecord: (prId: ProjectId) => recordWriteMutation<CadastralOvam, CadastralOvam[]>({
    listKey: cadastralQueries.ofProject(prId).queryKey,
    guidField: 'CaGUID',
    write: (api, { action, row }) => setCadastralOvam(api, prId, action, row),
    rowsOf: same,
    afterWrite: (client, write) => (write.action === 'DELETE' ? afterRecordDelete(client, prId) : undefined),
  }),
  saveCustomer: (prId: ProjectId) => recordWriteMutation<CadastralOvamCustomer, CadastralOvamCustomer[]>({
    listKey: cadastralQueries.customers(prId).queryKey,
    guidField: 'CuID',
    write: (api, { action, row }) => setCadastralOvamCustomer(api, prId, action, row),
    rowsOf: same,
  }),
  saveVlaremAct: (prId: ProjectId) => recordWriteMutation<CadastralOvamVlaremAct, CadastralOvamVlaremAct[]>({
    listKey: cadastralQueries.vlaremActs(prId).queryKey,
    guidField: 'VLID',
    write: (api, { action, row }) => setCadastralOvamVlaremAct(api, prId, action, row),
    rowsOf: same,
  }),
};
