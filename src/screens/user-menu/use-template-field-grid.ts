import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { saveTemplateFields } from '../../api/calls/user-menu';
import type { CodeListAction, TemplateEditorField } from '../../api/calls/user-menu';
import { apiOf } from '../../api/queries/api-binding';
import { userMenuQueries } from '../../api/queries/user-menu-queries';
import { editorKind, editorTypeCatalogue } from '../../domain/codes/field-editor-types';
import type { TemplateScreen } from '../../domain/templates/template-screens';
import {
  fieldKeyField, newTemplateFieldValues, templateFieldColumns, templateFieldForSave, validateTemplateFieldRows,
} from '../../grids/field-templates/template-field-grid';
import { useReferenceEditorGrid } from './use-reference-editor-grid';

/** A template field as the grid shows it: with the standard field's label translated beside the licence's own labels. */
type TemplateFieldGridRow = TemplateEditorField & { StandardLabel: string };

/**
 * One screen's template on the grid engine for the application manager (spec 01 section 3; spec 02
 * section 2, user menu): the fields with their labels per language, editor type, required, visible,
 * AllowMultiEdit and order, saved with SaveTemplateFields (INSERT, UPDATE, DELETE, each one
 * transaction with the row versions). The server refuses deleting a standard field, or one that
 * records hold values for (with its use count); the edits stay in the grid.
 */
export function useTemplateFieldGrid(screen: TemplateScreen, fields: readonly TemplateEditorField[] | undefined, title: string) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const columns = useMemo(() => templateFieldColumns({
    fieldCode: t('userMenu.fieldTemplates.fieldCode'),
    standardLabel: t('userMenu.fieldTemplates.standardLabel'),
    label: (inLanguage) => t('userMenu.fieldTemplates.labelIn', { language: inLanguage }),
    editorType: t('userMenu.fieldTemplates.editorType'),
    required: t('userMenu.fieldTemplates.required'),
    visible: t('userMenu.fieldTemplates.visible'),
    multiEdit: t('userMenu.fieldTemplates.multiEdit'),
    order: t('userMenu.fieldTemplates.order'),
    uses: t('userMenu.fieldTemplates.uses'),
  }, editorTypeCatalogue.map((type) => ({
    code: String(type), description: `${type} – ${t(`userMenu.fieldTemplates.editorKinds.${editorKind(type)}`)}`,
  }))), [t]);

  const withStandardLabels = useCallback((loaded: readonly TemplateEditorField[]): TemplateFieldGridRow[] =>
    loaded.map((field) => ({ ...field, StandardLabel: field.Standard ? t(field.LabelKey) : '' })), [t]);
  const rows = useMemo(() => (fields ? withStandardLabels(fields) : undefined), [fields, withStandardLabels]);

  const save = useCallback(async (action: CodeListAction, changed: readonly Record<string, unknown>[]) => {
    const stored = await saveTemplateFields(apiOf(client), screen, action, changed.map(templateFieldForSave));
    client.setQueryData(userMenuQueries.templateEditor(screen).queryKey, stored);
    return withStandardLabels(stored.Fields);
  }, [client, screen, withStandardLabels]);

  return useReferenceEditorGrid<TemplateFieldGridRow>({
    rows, columns, keyField: fieldKeyField, validateRows: validateTemplateFieldRows, newRowValues: newTemplateFieldValues,
    save, settingName: 'grid.fieldTemplate', title,
  });
}
