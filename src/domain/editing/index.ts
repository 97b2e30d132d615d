/** Field editing (spec 01 sections 3 and 5): templates, parsing and formatting per editor kind, field issues. */
export type { CompositeValue, EditorRecord, EditorValue, FieldValue, RecordPatch } from './editor-values';
export { isCompositeValue, sameEditorValue, toEditorValue } from './editor-values';
export type { FieldTemplate } from './field-template';
export { visibleFieldTemplates } from './field-template';
export { dateFormatHint, fromPickerValue, toPickerValue } from './date-input';
export { kindIssues } from './kind-rules';
export { formatEditorValue, parseEditorInput } from './parse-input';
export { compositeKindOf, compositePartGroups, compositePartLabel, partEditorKind } from './composite-template';
export {
  changedFields, compositeValueOf, drawnFieldTemplates, fieldLabel, fieldOwnsIssue, fieldPatch, readFieldValue, storedFieldsOf, templateComposite,
} from './field-values';
export { fieldIssues, withoutDuplicateIssues } from './field-issues';
export { firstFormError } from './first-form-error';
export type { CodeOption } from './code-options';
export { codeOptionsFromGeneralCodes, findListOption, optionForTypedText, listOptionText, listStoredValue } from './code-options';
