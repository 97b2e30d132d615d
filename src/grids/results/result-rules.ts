import { resultValueFields } from '../../domain/lab/censored-value';
import { duplicateResultIssuesOf } from '../../domain/lab/result-uniqueness';
import type { ResultRowReader } from '../../domain/lab/result-uniqueness';
import { keptResultUniqueness } from '../../domain/lab/kept-result-uniqueness';
import type { GridRowValidator, IncrementalRowValidator, KeyedRow, RowRulesState } from '../../grid';
import { sampleField } from './result-columns';

/** The grid's rows as the duplicate rule reads them, as they are (no copy of 120,000 rows per check). */
const resultRowReader: ResultRowReader<KeyedRow, KeyedRow['rowKey']> = { keyOf: (item) => item.rowKey, rowOf: (item) => item.row, sampleOf: (item) => item.row[sampleField] };

/**
 * Component + method + unit unique per analysis sample (spec 02 section 5), over every live row with
 * its edits: the cell shows the duplicate before anything is saved, as the server would refuse it.
 * Kept incrementally in a grid (`start`): an edit costs the rows it changes and those sharing a
 * triple with them, not the 120,000 loaded rows; called as a function it checks a whole list.
 */
export const validateResultRows: GridRowValidator & IncrementalRowValidator = Object.assign(
  (rows: readonly KeyedRow[]) => duplicateResultIssuesOf(rows, resultRowReader),
  {
    start: (): RowRulesState => {
      const kept = keptResultUniqueness(resultRowReader);
      return {
        reset: (rows) => kept.reset(rows),
        update: (changes, order) => kept.update(changes.map(({ rowKey, row }) => ({ key: rowKey, item: row === null ? null : { rowKey, row } })), order),
      };
    },
  },
);

/** The symbol, limit and alphanumeric value follow the value as sent, in the same undo step (spec 02 section 3). */
export function deriveResultCells(row: Readonly<Record<string, unknown>>, changed: ReadonlySet<string>): Readonly<Record<string, unknown>> {
  if (!changed.has('ArReportedValue')) return {};
  const text = row.ArReportedValue;
  const { Symbol, MeasuredValue, AlphanumericValue } = resultValueFields(typeof text === 'string' ? text : text === null || text === undefined ? null : String(text));
  return { Symbol, MeasuredValue, AlphanumericValue };
}
