import { formatEditorValue } from '../../domain/editing';
import type { SingleEditorProps } from '../editor-props';

/**
 * A read-only field (any type not in the spec's table, spec 01 section 3): the value in a read-only
 * input, so it can be focused, read by its label and copied, but not changed.
 */
export function LabelView(props: SingleEditorProps) {
  return (
    <input
      id={props.id}
      className="field__input field__readonly"
      type="text"
      readOnly
      value={formatEditorValue(props.kind, props.value, props.language)}
      aria-describedby={props.describedBy}
    />
  );
}
