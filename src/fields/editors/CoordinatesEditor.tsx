import type { CompositeEditorProps } from '../editor-props';
import { PairEditor } from './PairEditor';

/** Coordinate pair (type 31): X and Y, decimals with a dot and a minus allowed (spec 01 sections 3 and 5). */
export function CoordinatesEditor(props: CompositeEditorProps) {
  return <PairEditor {...props} between="" />;
}
