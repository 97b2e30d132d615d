import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ComponentType, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorKind } from '../../domain/codes/field-editor-types';
import type { CodeOption } from '../../domain/editing';
import type { Language } from '../../domain/language/language-codes';
import type { ValidationIssue } from '../../domain/validation/issue';
import type { VisibleColumn } from '../controller/column-set';
import { columnKind } from '../controller/cell-codec';
import type { GridController } from '../controller/grid-controller';
import type { CellEditing } from '../controller/grid-types';
import type { NavigationCommand } from '../model/navigation';
import type { CellValue } from '../model/patch';
import { IssueMessages } from './IssueMessages';

/**
 * What the control drawn inside the cell editor gets: the column's field-editor kind and choices,
 * the cell's value, and where to report a commit or text it cannot read. The grid knows no field
 * editors (ARCHITECTURE, folders: src/grid imports only src/domain); the screen that draws a grid
 * passes the control, so a cell is edited with the same editors as the screens' forms.
 */
export interface CellControlProps {
  kind: EditorKind;
  /** Spec 01 field-editor type of the column (1 when it names none). */
  editorType: number;
  /** The column's list entries, for list editors. */
  options: readonly CodeOption[] | undefined;
  /** Id of the control. */
  id: string;
  /** The column's header text, for controls that name themselves. */
  label: string;
  /** Id of the issue text under the control, while there is one. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  language: Language;
  /** Wire name of the column's field. */
  field: string;
  value: CellValue;
  /** Text typed over the cell to open the editor, which the control starts with. */
  initialText: string | undefined;
  onCommit: (value: CellValue) => void;
  onInputIssues: (issues: readonly ValidationIssue[]) => void;
}

/** The control a DataGrid edits a cell with (see CellControlProps). */
export type CellControl = ComponentType<CellControlProps>;

/** Props of CellEditor. */
export interface CellEditorProps {
  controller: GridController<object>;
  /** Draws the input for the column's field-editor kind. */
  control: CellControl;
  editing: CellEditing;
  column: VisibleColumn;
  /** The cell's box inside the body. */
  box: { left: number; top: number; width: number; height: number };
  /** The body's offset from the top of the scroll content (the header's height). */
  top: number;
  onClose: () => void;
}

const noIssues: readonly ValidationIssue[] = [];

/**
 * The editor over the active cell (spec 01 section 3: editors by field-editor type,
 * the same editors as the screens): Enter and Tab commit and move, Escape cancels, a click elsewhere commits. Text the
 * column refuses is written as typed, so the cell keeps it, marked, and nothing typed is lost.
 */
export function CellEditor({ controller, control: Control, editing, column, box, top, onClose }: CellEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const stored = controller.valueAt(editing.cell.row, editing.cell.col);
  const latest = useRef<CellValue>(stored);
  const [issues, setIssues] = useState(noIssues);
  const issuesRef = useRef(issues);
  issuesRef.current = issues;

  const current = useCallback((): CellValue => {
    if (issuesRef.current.length === 0) return latest.current;
    const control = wrapper.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input[type=text], textarea');
    return control ? control.value : latest.current;
  }, []);

  useLayoutEffect(() => controller.bindEditor(current), [controller, current]);
  useLayoutEffect(() => {
    const control = wrapper.current?.querySelector<HTMLElement>('input, select, textarea');
    control?.focus({ preventScroll: true });
    // Typing over a cell goes on after the first character, as in a spreadsheet.
    if (control instanceof HTMLTextAreaElement || (control instanceof HTMLInputElement && control.type === 'text')) {
      control.setSelectionRange(control.value.length, control.value.length);
    }
  }, []);

  const finish = (then?: NavigationCommand) => {
    controller.commitEdit(current(), then);
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const plain = !event.altKey && !event.ctrlKey && !event.metaKey;
    if (event.key === 'Escape') {
      controller.cancelEdit();
      onClose();
    } else if (event.key === 'Enter' && plain && !(event.target instanceof HTMLTextAreaElement && event.shiftKey)) {
      finish({ type: 'enter', backward: event.shiftKey });
    } else if (event.key === 'Tab') {
      finish({ type: 'tab', backward: event.shiftKey });
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const kind = columnKind(column);
  const issuesId = `${id}issues`;
  return (
    <div
      ref={wrapper} className="data-grid__editor" onKeyDownCapture={onKeyDown}
      style={{ transform: `translate(${box.left}px, ${top + box.top}px)`, minWidth: box.width, minHeight: box.height }}
    >
      <Control
        kind={kind} editorType={column.editorType ?? 1} options={column.options}
        id={`${id}control`} label={column.title} describedBy={issues.length ? issuesId : undefined} invalid={issues.length > 0}
        required={column.required ?? false} language={controller.language} field={column.field}
        value={stored} initialText={editing.initialText ?? undefined}
        onCommit={(value) => { latest.current = value; }} onInputIssues={setIssues}
      />
      {issues.length > 0 ? (
        <div id={issuesId} className="data-grid__editor-issues">
          <IssueMessages issues={issues} />
          <span className="data-grid__editor-hint">{t('grid.editor.keptAsTyped')}</span>
        </div>
      ) : null}
    </div>
  );
}
