import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../ui/dialogs/ModalDialog';
import { columnKind } from '../../grid/controller/cell-codec';
import type { GridController } from '../../grid';
import type { CellValue } from '../../grid/model/patch';
import { EditorSwitch } from '../../fields/EditorSwitch';
import type { ValidationIssue } from '../../domain/validation/issue';

/** Props of MultiEditDialog. */
export interface MultiEditDialogProps {
  controller: GridController<object>;
  /** The field to start with (the palette's 'Multi-edit field…' names one). */
  initialField?: string;
  /** Called with the rows written (0 when nothing changed). */
  onDone: (written: number) => void;
  onCancel: () => void;
}

/**
 * Multi-edit (spec 01 section 4): one field, one value, every selected row. Only fields
 * whose AllowMultiEdit is true are offered; the value is typed in the field's own editor; an empty
 * date, datetime or decimal leaves the rows' data alone.
 */
export function MultiEditDialog({ controller, initialField, onDone, onCancel }: MultiEditDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const columns = controller.multiEditColumns();
  const [field, setField] = useState(() => columns.find((column) => column.field === initialField)?.field ?? columns[0]?.field ?? '');
  const [value, setValue] = useState<CellValue>(null);
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const column = columns.find((candidate) => candidate.field === field);
  // Locked rows (GridControllerOptions.isRowReadOnly) are passed by, so they are not counted.
  const rows = controller.selectedRowKeys().filter((rowKey) => !controller.isRowLocked(rowKey)).length;
  const kind = column ? columnKind(column) : 'text';

  return (
    <ModalDialog title={t('gridScreen.multiEdit.title')} onDismiss={onCancel}>
      <p>{t('gridScreen.multiEdit.rows', { count: rows })}</p>
      <div className="form-field">
        <label htmlFor={`${id}field`}>{t('gridScreen.multiEdit.field')}</label>
        <select id={`${id}field`} className="field__input field__select" value={field} onChange={(event) => { setField(event.target.value); setValue(null); }}>
          {columns.map((candidate) => <option key={candidate.field} value={candidate.field}>{candidate.title}</option>)}
        </select>
      </div>
      {column ? (
        <div className="form-field">
          <label htmlFor={`${id}value`}>{t('gridScreen.multiEdit.value')}</label>
          <EditorSwitch
            key={field} kind={kind} editorType={column.editorType ?? 1} composite={undefined} codeList={column.options}
            single={{
              id: `${id}value`, label: column.title, describedBy: undefined, invalid: issues.length > 0, required: false, disabled: false,
              language: controller.language, kind, field: column.field, value, onCommit: setValue, onInputIssues: setIssues,
            }}
            compositeProps={{ value: {}, describedBy: undefined, invalidParts: new Set(), disabled: true, language: controller.language, onCommit: () => undefined, onInputIssues: () => undefined }}
          />
          {issues.length > 0 ? <p role="alert" className="field__issue">{t(issues[0]?.code ?? 'validation.required', issues[0]?.params)}</p> : null}
        </div>
      ) : <p>{t('gridScreen.multiEdit.noFields')}</p>}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onCancel}>{t('dialog.cancel')}</button>
        <button type="button" className="button button--primary" disabled={!column || issues.length > 0 || rows === 0} onClick={() => onDone(controller.multiEdit(field, value))}>
          {t('gridScreen.multiEdit.apply')}
        </button>
      </div>
    </ModalDialog>
  );
}
