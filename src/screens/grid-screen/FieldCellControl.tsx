import type { CellControlProps } from '../../grid';
import { EditorSwitch } from '../../fields/EditorSwitch';

const noParts: ReadonlySet<string> = new Set();

/**
 * The input of a grid cell: the field editor of the column's field-editor type (spec 01 section 3
 * table), the same editors as the record screens. A cell holds one stored value, so composite
 * editors are never drawn here (a grid shows a composite one column per part).
 */
export function FieldCellControl({ kind, editorType, options, ...single }: CellControlProps) {
  return (
    <EditorSwitch
      kind={kind} editorType={editorType} composite={undefined} codeList={options}
      single={{ ...single, kind, disabled: false }}
      compositeProps={{ value: {}, describedBy: undefined, invalidParts: noParts, disabled: true, language: single.language, onCommit: () => undefined, onInputIssues: () => undefined }}
    />
  );
}
