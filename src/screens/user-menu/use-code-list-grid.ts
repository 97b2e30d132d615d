import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { saveCodeList } from '../../api/calls/user-menu';
import type { CodeListAction, CodeListCode } from '../../api/calls/user-menu';
import { apiOf } from '../../api/queries/api-binding';
import { userMenuQueries } from '../../api/queries/user-menu-queries';
import { codeForSave, codeKeyField, codeListColumns, newCodeValues, validateCodeListRows } from '../../grids/code-lists/code-list-grid';
import { useReferenceEditorGrid } from './use-reference-editor-grid';

/**
 * One code list on the grid engine for the application manager (spec 01 section 3; spec 02 section 2,
 * user menu): the codes with their descriptions per language, active and order, saved with
 * SaveCodeList (INSERT, UPDATE, DELETE, each one transaction with the row versions). The server
 * refuses deleting or renaming a code in use with its use count; the edits stay in the grid.
 */
export function useCodeListGrid(categoryId: number, codes: readonly CodeListCode[] | undefined, title: string) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const columns = useMemo(() => codeListColumns({
    code: t('userMenu.codeLists.code'),
    description: (inLanguage) => t('userMenu.codeLists.descriptionIn', { language: inLanguage }),
    active: t('userMenu.codeLists.active'),
    order: t('userMenu.codeLists.order'),
    uses: t('userMenu.codeLists.uses'),
  }), [t]);

  const save = useCallback(async (action: CodeListAction, rows: readonly Record<string, unknown>[]) => {
    const stored = await saveCodeList(apiOf(client), categoryId, action, rows.map(codeForSave));
    client.setQueryData(userMenuQueries.codeList(categoryId).queryKey, stored);
    return stored.Codes;
  }, [client, categoryId]);

  return useReferenceEditorGrid<CodeListCode>({
    rows: codes, columns, keyField: codeKeyField, validateRows: validateCodeListRows, newRowValues: newCodeValues,
    save, settingName: 'grid.codeList', title,
  });
}
