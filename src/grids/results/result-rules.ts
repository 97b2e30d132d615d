import { resultValueFields } from '../../domain/lab/censored-value';
import { duplicateResultIssuesOf } from '../../domain/lab/result-uniqueness';
import type { ResultRowReader } from '../../domain/lab/result-uniqueness';
import type { GridRowValidator, KeyedRow } from '../../grid';
import { sampleField } from './result-columns';

/** The grid's rows as the duplicate rule reads them, as they are (no copy of 120,000 rows per check). */
const resultRowReader: ResultRowReader<KeyedRow, KeyedRow['rowKey']> = { keyOf: (item) => item.rowKey, rowOf: (item) => item.row, sampleOf: (item) => item.row[sampleField] };

/**
 * Component + method + unit unique per analysis sample (spec 02 section 5), over every live row with
 * its edits: the cell shows the duplicate before anything is saved, as the server would refuse it.
 */
export const validateResultRows: GridRowValidator = (rows) => duplicateResultIssuesOf(rows, resultRowReader);

/** The symbol, limit and alphanumeric value follow the value as sent, in the same undo step (spec 02 section 3). */
export function deriveResultCells(row: Readonly<Record<string, unknown>>, changed: ReadonlySet<string>): Readonly<Record<string, unknown>> {
  if (!changed.has('ArReportedValue')) return {};
  const text = row.ArReportedValue;
  const { Symbol, MeasuredValue, AlphanumericValue } = resultValueFields(typeof text === 'string' ? text : text === null || text === undefined ? null : String(text));
  return { Symbol, MeasuredValue, AlphanumericValue };
}
