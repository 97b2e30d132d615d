import { editorFactsByKind } from '../../domain/codes/field-editor-types';
import type { SingleEditorProps } from '../editor-props';
import { useEditorText } from '../use-editor-text';

/**
 * Numbers (types 5 and 6, and single-value 19/31 fields): a text input rather than type=number, so
 * a decimal comma or a stray letter stays visible with its message instead of being swallowed.
 */
export function NumberEditor(props: SingleEditorProps) {
  const state = useEditorText(props);
  // Phone keypads without a minus key are only right where no minus is allowed.
  const inputMode = editorFactsByKind[props.kind].minusAllowed ? undefined : 'decimal';
  return (
    <input
      id={props.id}
      className="field__input field__input--number"
      type="text"
      inputMode={inputMode}
      value={state.text}
      onChange={(event) => state.change(event.target.value)}
      onBlur={state.blur}
      disabled={props.disabled}
      aria-required={props.required}
      aria-invalid={props.invalid}
      aria-describedby={props.describedBy}
      autoComplete="off"
    />
  );
}
