import { resultValueFields } from '../../../../src/domain/lab/censored-value';
import { duplicateResultIssues } from '../../../../src/domain/lab/result-uniqueness';
import type { ValidationIssue } from '../../../../src/domain/validation/issue';
import { updateResultCounts } from '../../../db/repositories/analysis-results';
import type { WireRow } from '../../../db/repositories/entity-rows';
import type { RowKind } from '../row-kind';

const valueFields = ['Symbol', 'MeasuredValue', 'AlphanumericValue'] as const;

/**
 * The value fields follow the text as sent (spec 02 section 3; src/domain/lab/censored-value): a new or
 * changed ArReportedValue sets Symbol, MeasuredValue and AlphanumericValue; a change to those without
 * a new text drops the old text, so what is shown and what is stored never disagree.
 */
function prepareResult(row: WireRow, before: WireRow | undefined): WireRow {
  const text = row.ArReportedValue;
  const textChanged = typeof text === 'string' && text !== before?.ArReportedValue;
  if (textChanged || (before === undefined && typeof text === 'string')) return { ...row, ...resultValueFields(text) };
  const valueChanged = before !== undefined && valueFields.some((field) => row[field] !== before[field]);
  return valueChanged ? { ...row, ArReportedValue: null } : row;
}

/** Component + method + unit unique per analysis sample (spec 02 section 5), over the rows after the change. */
function resultIssues(rows: readonly WireRow[]): Map<string, ValidationIssue[]> {
  return duplicateResultIssues(rows.map((row) => ({ key: String(row.ArGuid), row: { sample: row.AsID, Component: row.Component, Method: row.Method, Unit: row.Unit } })));
}

/**
 * Analysis results under their analysis sample (spec 02 sections 3, 5 and 7): a component is required,
 * its combination with method and unit is unique in the sample, the value is kept as sent, and each
 * touched sample's ResultCount is counted again in the same transaction.
 */
export const analysisResultRows: RowKind<'analysisResult'> = {
  kind: 'analysisResult',
  siblings: { scope: 'parent', fields: ['ArGuid', 'AsID', 'Component', 'Method', 'Unit'] },
  requiredOnInsert: 'Component',
  prepare: prepareResult,
  validate: resultIssues,
  afterWrite: (trx, written) => updateResultCounts(trx, written.parentIds),
};
