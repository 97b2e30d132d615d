import { matrixCodes } from '../../domain/codes/matrix-codes';
import type { CodeOption } from '../../domain/editing';
import type { GridColumn } from '../../grid';

/** A field of the analysis samples grid, its width and editor (spec 01 section 3 field-editor types). */
interface SampleField {
  readonly field: string;
  readonly width: number;
  /** 1 text, 2 date, 3 list, 4 yes/no, 5 whole number, 19 depth range part (cm). */
  readonly editorType: number;
  /** Shown, never typed: what the sample is made of, its result count, its assignment. */
  readonly readOnly?: boolean;
}

/**
 * The columns in the order of spec 02 section 3 ('Analysis sample'): name, matrix, date, from and to
 * (cm), the field samples it is made of, assessment date, purpose type, assessment result, the six
 * flags, the result count and its lab assignment's order number.
 */
const sampleFields: readonly SampleField[] = [
  { field: 'Name', width: 170, editorType: 1 },
  { field: 'MatrixCode', width: 150, editorType: 3 },
  { field: 'Date', width: 110, editorType: 2 },
  { field: 'From', width: 80, editorType: 19 },
  { field: 'To', width: 80, editorType: 19 },
  { field: 'FieldSamples', width: 220, editorType: 1, readOnly: true },
  { field: 'AssessmentDate', width: 120, editorType: 2 },
  { field: 'PurposeType', width: 120, editorType: 1 },
  { field: 'AssessmentResult', width: 160, editorType: 1 },
  { field: 'IsWaddenSeaOrZeelandDelta', width: 110, editorType: 4 },
  { field: 'IsDeepGroundwater', width: 110, editorType: 4 },
  { field: 'IsSaltSurfaceWater', width: 110, editorType: 4 },
  { field: 'IsMixedFieldSample', width: 110, editorType: 4 },
  { field: 'IsAssessmentSample', width: 110, editorType: 4 },
  { field: 'IsUncertaintySample', width: 110, editorType: 4 },
  { field: 'ResultCount', width: 90, editorType: 5, readOnly: true },
  { field: 'LabOrderNr', width: 130, editorType: 1, readOnly: true },
];

/** The matrix pick list: the 13 matrix codes (spec 02 section 3, 'Matrix codes'), each with its meaning in the user's language. */
export function matrixOptions(meaningOf: (code: string) => string): CodeOption[] {
  return matrixCodes.map((code) => ({ code, description: meaningOf(code) }));
}

/**
 * The analysis samples grid's columns; `titleOf` translates a field. Every typed field is offered by
 * multi-edit except the name, which names one sample.
 */
export function analysisSampleColumns(titleOf: (field: string) => string, matrices: readonly CodeOption[]): GridColumn[] {
  return sampleFields.map((entry): GridColumn => ({
    field: entry.field,
    title: titleOf(entry.field),
    width: entry.width,
    editorType: entry.editorType,
    ...(entry.readOnly ? { readOnly: true } : entry.field === 'Name' ? { pinned: true, required: true } : { multiEdit: true }),
    ...(entry.field === 'MatrixCode' ? { options: matrices } : {}),
  }));
}
