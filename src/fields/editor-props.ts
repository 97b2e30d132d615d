import type { EditorKind } from '../domain/codes/field-editor-types';
import type { CompositeKind } from '../domain/codes/composite-fields';
import type { CodeOption, CompositeValue, EditorValue, RecordPatch } from '../domain/editing';
import type { Language } from '../domain/language/language-codes';
import type { ValidationIssue } from '../domain/validation/issue';

/** What every single-value editor gets from FieldEditor (spec 01 section 3). */
export interface SingleEditorProps {
  /** Id of the control, tied to the visible label. */
  id: string;
  /** The translated label, for controls that need to name themselves (the date picker). */
  label: string;
  /** Ids of the hint and issue texts. */
  describedBy: string | undefined;
  /** An error is shown for the field. */
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  language: Language;
  kind: EditorKind;
  /** Wire name of the field. */
  field: string;
  value: EditorValue;
  onCommit: (value: EditorValue) => void;
  onInputIssues: (issues: readonly ValidationIssue[]) => void;
  /** Text the editor opens with instead of the value's: a grid cell edited by typing over it. */
  initialText?: string;
}

/** What every composite editor (19, 22, 23, 24, 31, 36) gets from FieldEditor. */
export interface CompositeEditorProps {
  composite: CompositeKind;
  value: CompositeValue;
  describedBy: string | undefined;
  /** Parts an error names. */
  invalidParts: ReadonlySet<string>;
  disabled: boolean;
  language: Language;
  /** Choices per part name, drawn as suggestions under the part's input. */
  partCodeLists?: Readonly<Record<string, readonly CodeOption[]>>;
  onCommit: (patch: RecordPatch) => void;
  onInputIssues: (issues: readonly ValidationIssue[]) => void;
}
