import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editorKind, isEditorDisabled } from '../domain/codes/field-editor-types';
import {
  compositeValueOf, dateFormatHint, fieldPatch, isCompositeValue, storedFieldsOf, templateComposite,
} from '../domain/editing';
import type { CodeOption, EditorRecord, FieldTemplate, FieldValue, RecordPatch } from '../domain/editing';
import type { Language } from '../domain/language/language-codes';
import type { ValidationIssue } from '../domain/validation/issue';
import { barcodeMaxLength } from '../domain/validation/limits';
import { EditorSwitch, shellModeOf } from './EditorSwitch';
import { translatedFieldLabel } from './field-label';
import { FieldShell } from './FieldShell';
import { useLatest } from './use-latest';
import './fields.css';

/** Props of FieldEditor. */
export interface FieldEditorProps {
  /** The GetTemplatesData row that says how the field is drawn. */
  template: FieldTemplate;
  /** The whole record, for type 12 (enabled only when SmType is 1). */
  record: EditorRecord;
  /** The field's value: readFieldValue(template, record), or a grid cell's value. */
  value: FieldValue;
  /** Receives the wire fields to change: one field, or the composite parts edited. */
  onChange: (patch: RecordPatch) => void;
  /** Issues of the stored value (fieldIssues plus the record-level issues about this field). */
  issues: readonly ValidationIssue[];
  language: Language;
  /** Choices of a list field (types 3, 11, 12, 32, 37, 30). */
  codeList?: readonly CodeOption[];
  /** Suggested codes per composite part name (types 22, 23, 24, 36). */
  partCodeLists?: Readonly<Record<string, readonly CodeOption[]>>;
  disabled?: boolean;
  /** Receives the issues of text still being typed that cannot be stored yet; empty once it reads. */
  onIssues?: (issues: readonly ValidationIssue[]) => void;
}

const noIssues: readonly ValidationIssue[] = [];

/**
 * One field drawn by its field-editor type (spec 01 section 3): a visible
 * translated label, the kind's editor, and the issues under it as the user types. While typed text
 * cannot be read, its issues replace those of the stored value for the same field, since those
 * describe a value the user is already changing.
 */
export function FieldEditor({ template, record, value, onChange, issues, language, codeList, partCodeLists, disabled, onIssues }: FieldEditorProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const ids = { control: `${baseId}control`, label: `${baseId}label`, hint: `${baseId}hint`, issues: `${baseId}issues` };
  const [inputIssues, setInputIssues] = useState(noIssues);
  const report = useLatest(onIssues);
  const onInputIssues = useCallback((next: readonly ValidationIssue[]) => {
    setInputIssues((previous) => (previous.length === 0 && next.length === 0 ? previous : next));
    report.current?.(next);
  }, [report]);

  const kind = editorKind(template.EditorType);
  const composite = templateComposite(template);
  const blocked = isEditorDisabled(template.EditorType, record);
  const label = translatedFieldLabel(t, template);
  const typing = new Set(inputIssues.map((issue) => issue.field));
  const shown = [...inputIssues, ...issues.filter((issue) => !typing.has(issue.field))];
  const errorFields = new Set(shown.filter((issue) => issue.severity === 'error').map((issue) => issue.field));
  const hintText = blocked ? t('fields.list.dependsOnSummaryType')
    : kind === 'date' || kind === 'datetime' ? dateFormatHint(language, kind === 'datetime')
      : kind === 'barcode' ? t('fields.barcode.hint', { max: barcodeMaxLength }) : undefined;
  const hint = hintText === undefined ? undefined : { id: ids.hint, text: hintText };
  const describedBy = [hint?.id, shown.length > 0 ? ids.issues : undefined].filter(Boolean).join(' ') || undefined;
  const locked = disabled === true || blocked;
  const commit = (next: FieldValue) => onChange(fieldPatch(template, next));
  const firstPart = composite ? storedFieldsOf(template)[0] : undefined;
  if (firstPart !== undefined && errorFields.has(template.FieldCode)) errorFields.add(firstPart);

  return (
    <FieldShell
      mode={shellModeOf(kind, composite)}
      controlId={ids.control}
      labelId={ids.label}
      label={label}
      required={template.Required}
      hint={hint}
      issuesId={ids.issues}
      issues={shown}
      fieldCode={template.FieldCode}
    >
      <EditorSwitch
        kind={kind}
        editorType={template.EditorType}
        composite={composite}
        codeList={codeList}
        single={{
          id: ids.control, label, describedBy, invalid: errorFields.size > 0, required: template.Required, disabled: locked,
          language, kind, field: template.FieldCode, value: isCompositeValue(value) ? null : value, onCommit: commit, onInputIssues,
        }}
        compositeProps={{
          value: compositeValueOf(value), describedBy, invalidParts: errorFields, disabled: locked, language, partCodeLists,
          onCommit: onChange, onInputIssues,
        }}
      />
    </FieldShell>
  );
}
