import type { CompositeKind } from '../domain/codes/composite-fields';
import type { EditorKind } from '../domain/codes/field-editor-types';
import type { CodeOption } from '../domain/editing';
import type { CompositeEditorProps, SingleEditorProps } from './editor-props';
import type { ShellMode } from './FieldShell';
import { BooleanEditor } from './editors/BooleanEditor';
import { CompositeEditor } from './editors/CompositeEditor';
import { CoordinatesEditor } from './editors/CoordinatesEditor';
import { DateEditor } from './editors/DateEditor';
import { DateTimeEditor } from './editors/DateTimeEditor';
import { ImageEditor } from './editors/ImageEditor';
import { LabelView } from './editors/LabelView';
import { ListEditor } from './editors/ListEditor';
import { NumberEditor } from './editors/NumberEditor';
import { TextAreaEditor } from './editors/TextAreaEditor';
import { TextEditor } from './editors/TextEditor';
import { TrajectoryEditor } from './editors/TrajectoryEditor';
import { TwoListsEditor } from './editors/TwoListsEditor';

/** How FieldShell frames an editor kind: part inputs in a fieldset, an image as a named block, the rest with a label. */
export function shellModeOf(kind: EditorKind, composite: CompositeKind | undefined): ShellMode {
  if (composite) return 'group';
  return kind === 'image' ? 'static' : 'control';
}

/** Props of EditorSwitch. */
export interface EditorSwitchProps {
  kind: EditorKind;
  editorType: number;
  composite: CompositeKind | undefined;
  single: SingleEditorProps;
  compositeProps: Omit<CompositeEditorProps, 'composite'>;
  codeList: readonly CodeOption[] | undefined;
}

function compositeEditor(kind: EditorKind, props: CompositeEditorProps) {
  if (kind === 'trajectory') return <TrajectoryEditor {...props} />;
  if (kind === 'coordinates') return <CoordinatesEditor {...props} />;
  if (kind === 'twoLists') return <TwoListsEditor {...props} />;
  return <CompositeEditor {...props} />;
}

/**
 * The editor of a field-editor kind (spec 01 section 3 table). A composite type whose template names
 * no composite (a type 19 depth, say) gets the single editor its part kind implies: a number for 19
 * and 31, a short code text for 22, 23, 24 and 36.
 */
export function EditorSwitch({ kind, editorType, composite, single, compositeProps, codeList }: EditorSwitchProps) {
  if (composite) return compositeEditor(kind, { ...compositeProps, composite });
  switch (kind) {
    case 'textArea':
      return <TextAreaEditor {...single} />;
    case 'integer':
    case 'decimal':
    case 'trajectory':
    case 'coordinates':
      return <NumberEditor {...single} />;
    case 'date':
      return <DateEditor {...single} />;
    case 'datetime':
      return <DateTimeEditor {...single} />;
    case 'boolean':
      return <BooleanEditor {...single} />;
    case 'list':
    case 'sublocationList':
      return <ListEditor {...single} editorType={editorType} options={codeList} />;
    case 'image':
      return <ImageEditor value={single.value} label={single.label} describedBy={single.describedBy} disabled={single.disabled} onCommit={single.onCommit} />;
    case 'label':
      return <LabelView {...single} />;
    default:
      return <TextEditor {...single} />;
  }
}
