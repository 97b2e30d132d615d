import { keyRoots } from '../queries/scopes';
import { defineRecordKind } from './define-record-kind';
import { underProject } from './parents';
import type { ProjectParent } from './parents';

/** Sub-locations of a project (GetSublocations / SetSubLocation; spec 01 section 7). */
export const sublocationKind = defineRecordKind({
  table: 'tblSublocations', read: 'GetSublocations', write: 'SetSubLocation',
  rowsField: 'Sublocations', deleteField: 'SlGuid', ...underProject, listName: 'sublocations',
});

/** Location visits of a project (GetLocationVisits / SetLocationVisits). */
export const locationVisitKind = defineRecordKind({
  table: 'tblLocationVisits', read: 'GetLocationVisits', write: 'SetLocationVisits',
  rowsField: 'LocationVisits', deleteField: 'LvGuid', ...underProject, listName: 'locationVisits',
});

/** Summaries and conclusions of a project (GetSummaryAndConclusion / SetSummaryAndConclusion). */
export const summaryKind = defineRecordKind({
  table: 'tblSummaryConclusions', read: 'GetSummaryAndConclusion', write: 'SetSummaryAndConclusion',
  rowsField: 'SummaryConclusions', deleteField: 'SmGUID', ...underProject, listName: 'summaries',
});

/** Concerned contacts of a project (GetConcernedContacts / SetConcernedContact); the licence-wide search goes stale too. */
export const contactKind = defineRecordKind({
  table: 'tblConcernedCompanies', read: 'GetConcernedContacts', write: 'SetConcernedContact',
  rowsField: 'ConcernedContacts', deleteField: 'CcGUID', ...underProject, listName: 'contacts',
  afterWrite: (client) => client.invalidateQueries({ queryKey: keyRoots.contactSearch }),
});

/** Cadastral (OVAM) records of a project (GetCadastralOvam / SetCadastralOvam). */
export const cadastralKind = defineRecordKind({
  table: 'tblCadastralOvam', read: 'GetCadastralOvam', write: 'SetCadastralOvam',
  rowsField: 'CadastralOvam', deleteField: 'CaGUID', ...underProject, listName: 'cadastral',
});

/** A cadastral record's children are read for the whole project, written under their record (rows carry CaID, spec 01 section 7). */
export interface CadastralParent extends ProjectParent {
  caId?: number | undefined;
}

const underCadastralRecord = {
  readParameters: (parent: CadastralParent) => underProject.readParameters(parent),
  writeData: (parent: CadastralParent) => ({ PrID: parent.prId, CaID: parent.caId }),
  scope: (parent: CadastralParent) => underProject.scope(parent),
};

/** Customers of the project's cadastral records (GetCadastralOvamCustomer / SetCadastralOvamCustomer; rows keyed by CuID). */
export const cadastralCustomerKind = defineRecordKind({
  table: 'tblCadastralOvamCustomers', read: 'GetCadastralOvamCustomer', write: 'SetCadastralOvamCustomer',
  rowsField: 'Customers', deleteField: 'CuID', ...underCadastralRecord, listName: 'cadastralCustomers',
});

/** Vlarem acts of the project's cadastral records (GetCadastralOvamVlaremAct / SetCadastralOvamVlaremAct; rows keyed by VLID). */
export const cadastralVlaremActKind = defineRecordKind({
  table: 'tblCadastralOvamVlaremAct', read: 'GetCadastralOvamVlaremAct', write: 'SetCadastralOvamVlaremAct',
  rowsField: 'VlaremActs', deleteField: 'VLID', ...underCadastralRecord, listName: 'cadastralVlaremActs',
});
