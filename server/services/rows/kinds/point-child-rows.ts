import type { RowKind } from '../row-kind';
import { domainRules } from './rule-check';

/** Soil samples (jars): 'to' above 'from', barcodes, and a name unique in the whole project (spec 01 section 5). */
export const jarRows: RowKind<'jar'> = {
  kind: 'jar',
  siblings: { scope: 'project', projectFields: ['JrName'] },
  validate: domainRules('jar', { groupByParent: false }),
};

/** Gauging tubes: 'to' above 'from' and a name unique under the point (spec 01 section 5). */
export const filterTubeRows: RowKind<'filterTube'> = {
  kind: 'filterTube',
  siblings: { scope: 'parent' },
  validate: domainRules('filterTube', { groupByParent: true }),
};

/** Finishings: 'to' above 'from' (spec 01 section 5). */
export const finishingRows: RowKind<'finishing'> = {
  kind: 'finishing',
  siblings: { scope: 'parent' },
  validate: domainRules('finishing', { groupByParent: true }),
};
