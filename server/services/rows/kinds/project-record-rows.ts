import type { RowKind } from '../row-kind';
import { domainRules } from './rule-check';

/** Sub-locations of a project: a name, unique in the project (spec 01 section 5). */
export const sublocationRows: RowKind<'sublocation'> = {
  kind: 'sublocation',
  siblings: { scope: 'parent' },
  requiredOnInsert: 'SlName',
  validate: domainRules('sublocation', { groupByParent: true }),
};

/** Location visits of a project (spec 01 section 5). */
export const locationVisitRows: RowKind<'locationVisit'> = {
  kind: 'locationVisit',
  siblings: { scope: 'parent' },
  requiredOnInsert: 'LvDate',
  validate: domainRules('locationVisit', { groupByParent: true }),
};

/** Summaries and conclusions of a project: a type (SmType) on insert, no rules beyond their types. */
export const summaryConclusionRows: RowKind<'summaryConclusion'> = { kind: 'summaryConclusion', siblings: { scope: 'none' }, requiredOnInsert: 'SmType' };

/** Concerned contacts of a project: a company name on insert, no rules beyond their types. */
export const concernedContactRows: RowKind<'concernedContact'> = { kind: 'concernedContact', siblings: { scope: 'none' }, requiredOnInsert: 'CcCompanyName' };

/** Cadastral (OVAM) records of a project. */
export const cadastralOvamRows: RowKind<'cadastralOvam'> = { kind: 'cadastralOvam', siblings: { scope: 'none' }, requiredOnInsert: 'CaName' };

/** Customers of a cadastral record (rows without a GUID, found by CuID). */
export const cadastralOvamCustomerRows: RowKind<'cadastralOvamCustomer'> = { kind: 'cadastralOvamCustomer', siblings: { scope: 'none' }, requiredOnInsert: 'CuCustomerName' };

/** Vlarem acts of a cadastral record (rows without a GUID, found by VLID). */
export const cadastralOvamVlaremActRows: RowKind<'cadastralOvamVlaremAct'> = { kind: 'cadastralOvamVlaremAct', siblings: { scope: 'none' }, requiredOnInsert: 'VlStartDate' };
