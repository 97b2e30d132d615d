import type { CodeOption } from '../../domain/editing';
import type { GridColumn } from '../../grid';

/** A result field the grid shows, its width, and how it is edited (spec 02 section 3, 'Analysis result'). */
interface ResultField {
  readonly field: string;
  readonly width: number;
  /** Field-editor type (spec 01 section 3): 1 text, 6 decimal, 2 date. */
  readonly editorType?: number;
  /** Derived from the value as sent (src/domain/lab/censored-value), never typed. */
  readonly derived?: boolean;
}

/**
 * The results grid's columns in the order: sample, method, component group, component, unit,
 * reference value, the value as the lab sent it (what people read and type: '<0.2'), the measured
 * and alphanumeric value and symbol it splits into, the standardised value and its reference, test
 * conclusion, result description, three messages and the reported date.
 */
const resultFields: readonly ResultField[] = [
  { field: 'Method', width: 110 },
  { field: 'ComponentGroup', width: 130 },
  { field: 'Component', width: 180 },
  { field: 'Unit', width: 90 },
  { field: 'ReferenceValue', width: 90, editorType: 6 },
  { field: 'ArReportedValue', width: 100 },
  { field: 'MeasuredValue', width: 100, editorType: 6, derived: true },
  { field: 'AlphanumericValue', width: 110, derived: true },
  { field: 'Symbol', width: 70, derived: true },
  { field: 'StandardisedValue', width: 110, editorType: 6 },
  { field: 'StandardisedReference', width: 110, editorType: 6 },
  { field: 'TestConclusion', width: 110 },
  { field: 'ResultDescription', width: 160 },
  { field: 'Message1', width: 130 },
  { field: 'Message2', width: 130 },
  { field: 'Message3', width: 130 },
  { field: 'ReportedDate', width: 110, editorType: 2 },
];

/** The field holding a result's sample: its GUID, shown and typed as the sample's name. */
export const sampleField = 'AsGuid';

/** The results grid's columns; `titleOf` translates a field, `samples` are the project's analysis samples. */
export function resultColumns(titleOf: (field: string) => string, samples: readonly CodeOption[]): GridColumn[] {
  const sample: GridColumn = { field: sampleField, title: titleOf(sampleField), width: 140, editorType: 3, options: samples, pinned: true, required: true, multiEdit: true };
  return [sample, ...resultFields.map((entry): GridColumn => ({
    field: entry.field,
    title: titleOf(entry.field),
    width: entry.width,
    editorType: entry.editorType ?? 1,
    ...(entry.derived ? { readOnly: true } : { multiEdit: true }),
    ...(entry.field === 'Component' ? { required: true, pinned: true } : {}),
    ...(entry.field === 'ArReportedValue' || entry.field === 'MeasuredValue' ? { sortKind: 'reported' as const } : {}),
  }))];
}
