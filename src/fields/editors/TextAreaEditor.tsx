import type { SingleEditorProps } from '../editor-props';
import { useEditorText } from '../use-editor-text';

/** Multi-line text (type 8), e.g. remarks of at most 250 characters (spec 01 section 9). */
export function TextAreaEditor(props: SingleEditorProps) {
  const state = useEditorText(props);
  return (
    <textarea
      id={props.id}
      className="field__input field__input--area"
      rows={3}
      value={state.text}
      onChange={(event) => state.change(event.target.value)}
      onBlur={state.blur}
      disabled={props.disabled}
      aria-required={props.required}
      aria-invalid={props.invalid}
      aria-describedby={props.describedBy}
    />
  );
}
