import { useEffect } from 'react';
import type { SingleEditorProps } from '../editor-props';
import { useLatest } from '../use-latest';

/** Whether a stored flag reads as true: a boolean, or the text 'true' in any case (spec 01 section 5). */
function isChecked(value: SingleEditorProps['value']): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

/** A flag (type 4) as a checkbox; a click always gives true or false, so nothing can be mistyped. */
export function BooleanEditor(props: SingleEditorProps) {
  const report = useLatest(props.onInputIssues);
  useEffect(() => report.current([]), [report]);
  return (
    <input
      id={props.id}
      className="field__checkbox"
      type="checkbox"
      checked={isChecked(props.value)}
      onChange={(event) => props.onCommit(event.target.checked)}
      disabled={props.disabled}
      aria-invalid={props.invalid}
      aria-describedby={props.describedBy}
    />
  );
}
