import type { SingleEditorProps } from '../editor-props';
import { useEditorText } from '../use-editor-text';

/**
 * One-line text (types 1, 17, 25–28), project code (21) and barcodes (14): the kind's rules run as
 * the user types; no maxLength attribute, so a paste over the limit is shown as an issue, never cut.
 */
export function TextEditor(props: SingleEditorProps) {
  const state = useEditorText(props);
  return (
    <input
      id={props.id}
      className="field__input"
      type="text"
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
