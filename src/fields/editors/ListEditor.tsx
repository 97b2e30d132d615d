import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { findListOption, listOptionText, listStoredValue, optionForTypedText } from '../../domain/editing';
import type { CodeOption } from '../../domain/editing';
import type { SingleEditorProps } from '../editor-props';
import { useLatest } from '../use-latest';

/** Props of ListEditor: a single editor plus its choices. */
export interface ListEditorProps extends SingleEditorProps {
  /** Numeric field-editor type: 37 shows the code with the text. */
  editorType: number;
  /** The choices; undefined while the code list is loading. */
  options: readonly CodeOption[] | undefined;
}

/**
 * Lists (types 3, 11, 12, 32, 37) and the sub-location list (30) as a native select, which types
 * ahead and reads well with every screen reader (spec 01 section 3). It stores the code, or the
 * full text for the seven full-text fields; a stored value missing from the list stays shown and
 * selected, marked as such, so opening a record never changes it. Opened by typing over a grid
 * cell, the typed text picks the option it names, as the select's own type-ahead would have.
 */
export function ListEditor(props: ListEditorProps) {
  const { t } = useTranslation();
  const report = useLatest(props.onInputIssues);
  useEffect(() => report.current([]), [report]);
  const commit = useLatest(props.onCommit);
  const typed = useRef(props.initialText);
  useEffect(() => {
    const option = typed.current === undefined ? undefined : optionForTypedText(props.field, props.editorType, props.options ?? [], typed.current);
    if (option) commit.current(listStoredValue(props.field, option));
    // Only on open: later choices come through the select.
  }, []);
  const options = props.options ?? [];
  const match = findListOption(props.field, options, props.value);
  const stored = match ? listStoredValue(props.field, match) : props.value === null ? '' : String(props.value);
  const unknown = match === undefined && stored.trim() !== '';
  return (
    <select
      id={props.id}
      className="field__input field__select"
      value={stored}
      onChange={(event) => props.onCommit(event.target.value === '' ? null : event.target.value)}
      disabled={props.disabled}
      aria-required={props.required}
      aria-invalid={props.invalid}
      aria-describedby={props.describedBy}
    >
      <option value="">{t('fields.list.none')}</option>
      {unknown && <option value={stored}>{t('fields.list.notInList', { value: stored })}</option>}
      {options.filter((option) => !option.inactive || option === match).map((option) => (
        <option key={option.code} value={listStoredValue(props.field, option)}>{listOptionText(props.editorType, option)}</option>
      ))}
    </select>
  );
}
