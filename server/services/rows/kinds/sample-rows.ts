import { sampleKind } from '../../../../src/domain/codes/matrix-codes';
import type { ValidationIssue } from '../../../../src/domain/validation/issue';
import { matrixPlacementIssues, normalisedMatrix } from '../../../../src/domain/validation/rules/matrix-placement';
import type { WireRow } from '../../../db/repositories/entity-rows';
import type { RowKind, RuleCheck } from '../row-kind';
import { domainRules } from './rule-check';

const sampleNames = domainRules('waterSample', { groupByParent: false });

/** Names unique in the project and at most 50 characters, and a matrix that fits the placement (spec 01 sections 3 and 5). */
function sampleIssues(rows: readonly WireRow[], check: RuleCheck): Map<string, ValidationIssue[]> {
  const found = sampleNames(rows, check);
  if (check.betweenRowsOnly) return found;
  for (const row of rows) {
    const placement = matrixPlacementIssues(row.WsMatrixCode, sampleKind(row), { required: false });
    if (placement.length === 0) continue;
    const key = String(row.WsGuid);
    found.set(key, [...(found.get(key) ?? []), ...placement]);
  }
  return found;
}

/**
 * Water and air samples under a point (or under one of its tubes, FtID): the tube is the call's to
 * decide, never the row's; matrices are stored in upper case.
 */
export const waterSampleRows: RowKind<'waterSample'> = {
  kind: 'waterSample',
  siblings: { scope: 'project', projectFields: ['WsName'] },
  serverFields: ['FtID', 'FtGuid'],
  validate: sampleIssues,
  prepare: (row) => (row.WsMatrixCode === undefined ? row : { ...row, WsMatrixCode: normalisedMatrix(row.WsMatrixCode) }),
};

/** Bottles (or air packaging) of a sample: a name unique in the sample and barcodes by the barcode rule (spec 01 section 5). */
export const bottleRows: RowKind<'bottle'> = {
  kind: 'bottle',
  siblings: { scope: 'parent' },
  validate: domainRules('bottle', { groupByParent: true }),
};

/**
 * Observations of a sample (spec 01 section 3): keyless rows, replaced per sample and property code
 * rather than matched one by one, so only their parsing goes through the row path.
 */
export const observationRows: RowKind<'observation'> = { kind: 'observation', siblings: { scope: 'none' } };
