/** The editor a field gets on an editing screen or grid column (spec 01 section 3, 'Field-editor types'). */
export type EditorKind =
  | 'text' | 'date' | 'list' | 'boolean' | 'integer' | 'decimal' | 'textArea' | 'datetime' | 'barcode'
  | 'trajectory' | 'projectCode' | 'texture' | 'specialComponent' | 'colour' | 'sublocationList'
  | 'coordinates' | 'twoLists' | 'image' | 'label';

/** Numeric field-editor type codes to editors; any code not listed is a label (spec 01 section 3). */
const editorKindByType: Readonly<Record<number, EditorKind>> = {
  1: 'text', 17: 'text', 25: 'text', 26: 'text', 27: 'text', 28: 'text',
  2: 'date',
  3: 'list', 11: 'list', 12: 'list', 32: 'list', 37: 'list',
  4: 'boolean',
  5: 'integer',
  6: 'decimal',
  8: 'textArea',
  13: 'datetime',
  14: 'barcode',
  19: 'trajectory',
  21: 'projectCode',
  22: 'texture',
  23: 'specialComponent',
  24: 'colour',
  30: 'sublocationList',
  31: 'coordinates',
  36: 'twoLists',
  40: 'image',
};

/** A read-only label: the code the seeded templates use for 'other codes' (spec 01 section 3). */
const labelEditorType = 0;

/** The field-editor types a template field may take, in code order: the spec's codes and the label (spec 01 section 3). */
export const editorTypeCatalogue: readonly number[] = [labelEditorType, ...Object.keys(editorKindByType).map(Number)].sort((a, b) => a - b);

/** What an editor accepts (spec 01 section 3 and section 9). */
export interface EditorFacts {
  readonly kind: EditorKind;
  /** A leading minus is accepted (types 5, 6 and 31). */
  readonly minusAllowed: boolean;
  /** A decimal point is accepted (types 6, 19 and 31); decimals use a dot (spec 01 section 5). */
  readonly decimalsAllowed: boolean;
  /** Longest accepted text: 5 for barcode and special component (spec 01 section 9), otherwise none. */
  readonly maxLength: number | null;
  /** An empty value in multi-edit leaves existing data alone (types 2, 13 and 6; spec 01 section 4). */
  readonly emptyKeepsValueOnMultiEdit: boolean;
}

const plain = { minusAllowed: false, decimalsAllowed: false, maxLength: null, emptyKeepsValueOnMultiEdit: false };

/** Per-kind facts of every editor kind (spec 01 section 3). */
export const editorFactsByKind: Readonly<Record<EditorKind, EditorFacts>> = {
  text: { kind: 'text', ...plain },
  date: { kind: 'date', ...plain, emptyKeepsValueOnMultiEdit: true },
  list: { kind: 'list', ...plain },
  boolean: { kind: 'boolean', ...plain },
  integer: { kind: 'integer', ...plain, minusAllowed: true },
  decimal: { kind: 'decimal', ...plain, minusAllowed: true, decimalsAllowed: true, emptyKeepsValueOnMultiEdit: true },
  textArea: { kind: 'textArea', ...plain },
  datetime: { kind: 'datetime', ...plain, emptyKeepsValueOnMultiEdit: true },
  barcode: { kind: 'barcode', ...plain, maxLength: 5 },
  trajectory: { kind: 'trajectory', ...plain, decimalsAllowed: true },
  projectCode: { kind: 'projectCode', ...plain },
  texture: { kind: 'texture', ...plain },
  specialComponent: { kind: 'specialComponent', ...plain, maxLength: 5 },
  colour: { kind: 'colour', ...plain },
  sublocationList: { kind: 'sublocationList', ...plain },
  coordinates: { kind: 'coordinates', ...plain, minusAllowed: true, decimalsAllowed: true },
  twoLists: { kind: 'twoLists', ...plain },
  image: { kind: 'image', ...plain },
  label: { kind: 'label', ...plain },
};

/** The editor of a numeric field-editor type; unknown codes give a read-only label (spec 01 section 3). */
export function editorKind(type: number): EditorKind {
  return editorKindByType[type] ?? 'label';
}

/** The editor facts of a numeric field-editor type (spec 01 section 3). */
export function editorFacts(type: number): EditorFacts {
  return editorFactsByKind[editorKind(type)];
}

/** List fields that store the chosen entry's full text instead of its id (spec 01 section 3). */
const fullTextListFields = [
  'MpDrillingMasterCode', 'PrDrillingMasterCode', 'WsSampleTakerCode', 'MpSampleTakerCode', 'PrLeaderCode',
  'PrPhaseCode', 'SlNameInspector',
] as const;

/** Whether a list field saves the full text of the chosen entry rather than its id (spec 01 section 3). */
export function listSavesFullText(fieldCode: string): boolean {
  return (fullTextListFields as readonly string[]).includes(fieldCode);
}

/** The list type that depends on the summary type (spec 01 section 3). */
const summaryDependentListType = 12;

/** Whether a field's editor is disabled for this record: type 12 stays disabled unless SmType equals 1 (spec 01 section 3). */
export function isEditorDisabled(type: number, record: { readonly SmType?: unknown }): boolean {
  if (type !== summaryDependentListType) return false;
  const smType = record.SmType;
  // SmType arrives as a number or as the code text, so both 1 and '1' enable the list.
  const enabled = smType === 1 || (typeof smType === 'string' && smType.trim() === '1');
  return !enabled;
}

/** Whether a list shows the code beside its text: type 37 (spec 01 section 3). */
export function showsCodeWithText(type: number): boolean {
  return type === 37;
}
