import type { CompositeEditorProps } from '../editor-props';
import { CompositeEditor } from './CompositeEditor';

/**
 * Two lists (type 36): odour and indications, each entry a code with its gradation or intensity,
 * drawn as two columns (spec 01 section 3).
 */
export function TwoListsEditor(props: CompositeEditorProps) {
  return <CompositeEditor {...props} layout="pairs" />;
}
