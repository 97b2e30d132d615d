import { resultValueFields } from '../../domain/lab/censored-value';
import { duplicateResultIssues } from '../../domain/lab/result-uniqueness';
import type { GridRowValidator } from '../../grid';
import { sampleField } from './result-columns';

/**
 * Component + method + unit unique per analysis sample (spec 02 section 5), over every live row with
 * its edits: the cell shows the duplicate before anything is saved, as the server would refuse it.
 */
export const validateResultRows: GridRowValidator = (rows) => duplicateResultIssues(rows.map(({ rowKey, row }) => ({
  key: rowKey, row: { sample: row[sampleField], Component: row.Component, Method: row.Method, Unit: row.Unit },
})));

/** The symbol, limit and alphanumeric value follow the value as sent, in the same undo step (spec 02 section 3). */
export function deriveResultCells(row: Readonly<Record<string, unknown>>, changed: ReadonlySet<string>): Readonly<Record<string, unknown>> {
  if (!changed.has('ArReportedValue')) return {};
  const text = row.ArReportedValue;
  const { Symbol, MeasuredValue, AlphanumericValue } = resultValueFields(typeof text === 'string' ? text : text === null || text === undefined ? null : String(text));
  return { Symbol, MeasuredValue, AlphanumericValue };
}
