import type { SingleEditorProps } from '../editor-props';
import { DateEditor } from './DateEditor';

/** Date and time (type 13): DD-MM-YYYY HH:mm:ss, in English YYYY-MM-DD HH:mm:ss (spec 01 section 3). */
export function DateTimeEditor(props: SingleEditorProps) {
  return <DateEditor {...props} kind="datetime" />;
}
