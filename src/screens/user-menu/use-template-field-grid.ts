import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { saveTemplateFields } from '../../api/calls/user-menu';
import type { CodeListAction, TemplateEditorField } from '../../api/calls/user-menu';
import { apiOf } from '../../api/queries/api-binding';
import { userMenuQueries } from '../../api/queries/user-menu-queries';
import { editorKind, editorTypeCatalogue } from '../../domain/codes/field-editor-types';
import type { TemplateScreen } from '../../domain/templates/template-screens';
import {
  fieldKeyField, isTemplateFieldCellFixed, newTemplateFieldValues, requiredOnInsertOf, templateFieldColumns, templateFieldForSave,
  templateFieldRowsValidator,
} from '../../grids/field-templates/template-field-grid';
import { useReferenceEditorGrid } from './use-reference-editor-grid';

/** A template field as the grid shows it: with the standard field's label translated beside the licence's own labels. */
type TemplateFieldGridRow = TemplateEditorField & { StandardLabel: string };

/**
 * One screen's template on the grid engine for the application manager (spec 01 section 3; spec 02
 * section 2, user menu): the fields with their labels per language, editor type, required, visible,
 * AllowMultiEdit and order, code list and longest text, saved with SaveTemplateFields (INSERT, UPDATE, DELETE, each one
 * transaction with the row versions). The server refuses deleting a standard field, or one that
 * records hold values for (with its use count); the edits stay in the grid. Required of a field the
 * server needs on insert is fixed. The grid waits for the licence's code-list categories it offers.
 */
export function useTemplateFieldGrid(screen: TemplateScreen, fields: readonly TemplateEditorField[] | undefined, title: string) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const categories = useQuery(userMenuQueries.codeListCategories()).data;
  const columns = useMemo(() => templateFieldColumns({
    fieldCode: t('userMenu.fieldTemplates.fieldCode'),
    standardLabel: t('userMenu.fieldTemplates.standardLabel'),
    label: (inLanguage) => t('userMenu.fieldTemplates.labelIn', { language: inLanguage }),
    editorType: t('userMenu.fieldTemplates.editorType'),
    listCategory: t('userMenu.fieldTemplates.listCategory'),
    maxLength: t('userMenu.fieldTemplates.maxLength'),
    required: t('userMenu.fieldTemplates.required'),
    visible: t('userMenu.fieldTemplates.visible'),
    multiEdit: t('userMenu.fieldTemplates.multiEdit'),
    order: t('userMenu.fieldTemplates.order'),
    uses: t('userMenu.fieldTemplates.uses'),
  }, editorTypeCatalogue.map((type) => ({
    code: String(type), description: `${type} – ${t(`userMenu.fieldTemplates.editorKinds.${editorKind(type)}`)}`,
  })), categories ?? []), [t, categories]);

  const withStandardLabels = useCallback((loaded: readonly TemplateEditorField[]): TemplateFieldGridRow[] =>
    loaded.map((field) => ({ ...field, StandardLabel: field.Standard ? t(field.LabelKey) : '' })), [t]);
  const rows = useMemo(() => (fields && categories ? withStandardLabels(fields) : undefined), [fields, categories, withStandardLabels]);
  const validateRows = useMemo(
    () => templateFieldRowsValidator({ ...(categories ? { categories } : {}), requiredOnInsert: requiredOnInsertOf(fields ?? []) }),
    [categories, fields],
  );

  const save = useCallback(async (action: CodeListAction, changed: readonly Record<string, unknown>[]) => {
    const stored = await saveTemplateFields(apiOf(client), screen, action, changed.map(templateFieldForSave));
    client.setQueryData(userMenuQueries.templateEditor(screen).queryKey, stored);
    return withStandardLabels(stored.Fields);
  }, [client, screen, withStandardLabels]);

  return useReferenceEditorGrid<TemplateFieldGridRow>({
    rows, columns, keyField: fieldKeyField, validateRows, newRowValues: newTemplateFieldValues, isCellReadOnly: isTemplateFieldCellFixed,
    save, settingName: 'grid.fieldTemplate', title,
  });
}
