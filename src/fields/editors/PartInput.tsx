import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorKind } from '../../domain/codes/field-editor-types';
import { compositePartLabel } from '../../domain/editing';
import type { CodeOption, EditorValue, RecordPatch } from '../../domain/editing';
import type { Language } from '../../domain/language/language-codes';
import type { ValidationIssue } from '../../domain/validation/issue';
import { useEditorText } from '../use-editor-text';

/** Props of PartInput. */
export interface PartInputProps {
  /** Wire name of the stored part, e.g. 'LaSoilTypeCode'. */
  part: string;
  kind: EditorKind;
  value: EditorValue;
  language: Language;
  disabled: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  /** Suggested codes, offered through a datalist (code with its description); free typing stays possible. */
  options?: readonly CodeOption[];
  onCommit: (patch: RecordPatch) => void;
  onInputIssues: (part: string, issues: readonly ValidationIssue[]) => void;
}

/**
 * One stored part of a composite (spec 01 section 3) with its own small label: a short input whose
 * text is checked by the composite's part rules (a code of at most 10, 5 for special compounds, or a
 * number for 19 and 31) as the user types.
 */
export function PartInput({ part, kind, value, language, disabled, invalid, describedBy, options, onCommit, onInputIssues }: PartInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const label = compositePartLabel(part);
  const state = useEditorText({
    kind, value, language, field: part,
    onCommit: (next) => onCommit({ [part]: next }),
    onInputIssues: (issues) => onInputIssues(part, issues),
  });
  const number = kind === 'trajectory' || kind === 'coordinates';
  const listId = options && options.length > 0 ? `${id}-codes` : undefined;
  return (
    <div className="field__part">
      <label htmlFor={id} className="field__part-label">{t(label.key, label.params ?? {})}</label>
      <input
        id={id}
        className={`field__input field__part-input${number ? ' field__part-input--number' : ''}`}
        type="text"
        inputMode={kind === 'trajectory' ? 'decimal' : undefined}
        list={listId}
        value={state.text}
        onChange={(event) => state.change(event.target.value)}
        onBlur={state.blur}
        disabled={disabled}
        aria-invalid={invalid || state.issues.length > 0}
        aria-describedby={describedBy}
        autoComplete="off"
      />
      {listId && (
        <datalist id={listId}>
          {options?.map((option) => <option key={option.code} value={option.code}>{option.description}</option>)}
        </datalist>
      )}
    </div>
  );
}
