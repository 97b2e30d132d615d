import type { CompositeEditorProps } from '../editor-props';
import { PairEditor } from './PairEditor';

/**
 * Range pairs (type 19): from and to, decimals, no minus, the second greater than the first (spec
 * 01 sections 3 and 5); jar, filter, layer and tube ranges, location x/y and trial-pit length/width.
 */
export function TrajectoryEditor(props: CompositeEditorProps) {
  return <PairEditor {...props} between="–" />;
}
