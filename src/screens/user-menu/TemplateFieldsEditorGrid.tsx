import { useTranslation } from 'react-i18next';
import type { TemplateEditorField } from '../../api/calls/user-menu';
import type { TemplateScreen } from '../../domain/templates/template-screens';
import type { GridController } from '../../grid';
import { EntityGridPanel } from '../grid-screen/EntityGridPanel';
import { useTemplateFieldGrid } from './use-template-field-grid';

/** Props of TemplateFieldsEditorGrid. */
export interface TemplateFieldsEditorGridProps {
  screen: TemplateScreen;
  fields: readonly TemplateEditorField[];
  /** The grid's name, translated ('Velden van Meetpunt'). */
  label: string;
}

/**
 * The application manager's editor of one screen's template (spec 01 section 3): the grid with its
 * toolbar (save, new row, multi-edit, undo, delete the selected fields after a confirmation). Keyed
 * by the screen by its parent, so another screen starts a grid of its own. Says why Required stays on
 * for the fields the server needs on insert (their cell is read-only).
 */
export function TemplateFieldsEditorGrid({ screen, fields, label }: TemplateFieldsEditorGridProps) {
  const { t } = useTranslation();
  const { controller, saving } = useTemplateFieldGrid(screen, fields, label);
  if (!controller) return null;
  const fixed = fields.filter((field) => field.RequiredOnInsert).map((field) => field.FieldCode);
  return (
    <>
      {fixed.length > 0 ? <p className="template-fields__note">{t('userMenu.fieldTemplates.requiredOnInsert', { fields: fixed.join(', ') })}</p> : null}
      <EntityGridPanel controller={controller as GridController<object>} label={label} saving={saving} />
    </>
  );
}
