import { remarkMaxLength } from '../limits';
import { dateIssues } from '../rules/date';
import { maxLengthIssues } from '../rules/length';
import type { EntityContext, EntityRules } from './entity-rules';

/** The location visit fields these rules read (wire names of tblLocationVisits). */
export interface LocationVisitRow {
  LvGuid?: string | null;
  PrID?: unknown;
  LvDate?: unknown;
  LvRemark?: unknown;
}

/** What a location visit check may know. */
export type LocationVisitContext = EntityContext;

/** Location visit rules (spec 01 section 5): a valid date and a remark of at most 250 characters. */
export const locationVisitRules: EntityRules<LocationVisitRow, LocationVisitContext> = {
  keyField: 'LvGuid',
  parentField: 'PrID',
  rowIssues: (row, context) => [
    ...dateIssues('LvDate', row.LvDate, { dayFirst: context.importing === true }),
    ...maxLengthIssues('LvRemark', row.LvRemark, remarkMaxLength),
  ],
};
