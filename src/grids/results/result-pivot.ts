import type { CodeOption } from '../../domain/editing';
import { shownResultValue } from '../../domain/lab/censored-value';
import { componentKeys } from '../../domain/lab/result-uniqueness';
import type { GridColumn } from '../../grid';

/** One line of the pivot: a component (with group, method and unit) and its value per sample column. */
export type PivotRow = Readonly<Record<string, string | number | null>> & { readonly key: string };

/** The pivot's fixed columns before the samples. */
const leading = ['ComponentGroup', 'Component', 'Method', 'Unit'] as const;

/** An analysis sample with results, and the field of its column in the pivot. */
export type PivotSample = CodeOption & { readonly field: string };

const order = (value: unknown) => (typeof value === 'number' ? value : Number.MAX_SAFE_INTEGER);

/**
 * The results as a lab certificate reads them (spec 02 section 2, 'Analysis results screen'): one row
 * per component + method + unit in group and component order, one column per analysis sample that
 * has results, each cell the value as the lab sent it ('<0.2', sorted below 0.2 by its column).
 * One pass over the results, never one per sample: the pivot of 120,000 results is built when its key is pressed.
 */
export function pivotResults(results: readonly Readonly<Record<string, unknown>>[], samples: readonly CodeOption[]): { rows: PivotRow[]; samples: PivotSample[] } {
  const indexOf = new Map(samples.map((sample, index) => [sample.code, index]));
  // A sample's field is by its place among all samples, so it is known before we know which samples have results.
  const fields: (string | undefined)[] = new Array<string | undefined>(samples.length);
  const lines = new Map<string, { row: Record<string, string | number | null>; group: number; component: number }>();
  const identityOf = componentKeys();
  for (const result of results) {
    const identity = identityOf(result);
    let line = lines.get(identity);
    if (!line) {
      const row: Record<string, string | number | null> = { key: identity };
      for (const field of leading) row[field] = typeof result[field] === 'string' ? result[field] : null;
      line = { row, group: order(result.GroupOrder), component: order(result.ComponentOrder) };
      lines.set(identity, line);
    }
    const index = indexOf.get(typeof result.AsGuid === 'string' ? result.AsGuid : String(result.AsGuid));
    if (index !== undefined) line.row[fields[index] ??= `sample${index}`] = shownResultValue(result);
  }
  const rows = [...lines.values()].sort((a, b) => a.group - b.group || a.component - b.component).map((line) => line.row as PivotRow);
  const shown = samples.flatMap((sample, index) => {
    const field = fields[index];
    return field === undefined ? [] : [{ ...sample, field }];
  });
  return { rows, samples: shown };
}

/** The pivot's columns: group, component, method and unit, then one read-only column per sample. */
export function pivotColumns(titleOf: (field: string) => string, samples: readonly PivotSample[]): GridColumn[] {
  return [
    ...leading.map((field): GridColumn => ({ field, title: titleOf(field), width: field === 'Component' ? 180 : 110, readOnly: true, pinned: field === 'Component' })),
    ...samples.map((sample): GridColumn => ({ field: sample.field, title: sample.description || sample.code, width: 100, readOnly: true, sortKind: 'reported' })),
  ];
}
