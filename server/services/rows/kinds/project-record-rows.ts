import type { RowKind } from '../row-kind';
import { domainRules } from './rule-check';

/** Sub-locations of a project: a name, unique in the project (spec 01 section 5). */
export const sublocationRows: RowKind<'sublocation'> = {
  kind: 'sublocation',
  siblings: { scope: 'parent' },
  validate: domainRules('sublocation', { groupByParent: true }),
};

/** Location visits of a project (spec 01 section 5). */
export const locationVisitRows: RowKind<'locationVisit'> = {
  kind: 'locationVisit',
  siblings: { scope: 'parent' },
  validate: domainRules('locationVisit', { groupByParent: true }),
};

/** Summaries and conclusions of a project: no rules beyond their types. */
export const summaryConclusionRows: RowKind<'summaryConclusion'> = { kind: 'summaryConclusion', siblings: { scope: 'none' } };

/** Concerned contacts of a project: no rules beyond their types. */
export const concernedContactRows: RowKind<'concernedContact'> = { kind: 'concernedContact', siblings: { scope: 'none' } };

/** Cadastral (OVAM) records of a project. */
export const cadastralOvamRows: RowKind<'cadastralOvam'> = { kind: 'cadastralOvam', siblings: { scope: 'none' } };

/** Customers of a cadastral record (rows without a GUID, found by CuID). */
export const cadastralOvamCustomerRows: RowKind<'cadastralOvamCustomer'> = { kind: 'cadastralOvamCustomer', siblings: { scope: 'none' } };

/** Vlarem acts of a cadastral record (rows without a GUID, found by VLID). */
export const cadastralOvamVlaremActRows: RowKind<'cadastralOvamVlaremAct'> = { kind: 'cadastralOvamVlaremAct', siblings: { scope: 'none' } };
