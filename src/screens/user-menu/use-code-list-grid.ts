import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveCodeList } from '../../api/calls/user-menu';
import type { CodeListAction, CodeListCode } from '../../api/calls/user-menu';
import { apiOf } from '../../api/queries/api-binding';
import { userMenuQueries } from '../../api/queries/user-menu-queries';
import { GridController } from '../../grid';
import { codeForSave, codeKeyField, codeListColumns, newCodeValues, validateCodeListRows } from '../../grids/code-lists/code-list-grid';
import type { GridSaveCalls } from '../../grids/shared/save-grid';
import { useLanguage } from '../../ui/services-context';
import { useColumnSettings } from '../grid-screen/use-column-settings';
import { useGridSave } from '../grid-screen/use-grid-save';

/**
 * One code list on the grid engine for the application manager (spec 01 section 3; spec 02 section 2,
 * user menu): the codes with their descriptions per language, active and order, saved with
 * SaveCodeList (INSERT, UPDATE, DELETE, each one transaction with the row versions). The server
 * refuses deleting or renaming a code in use with its use count; the edits stay in the grid.
 */
export function useCodeListGrid(categoryId: number, codes: readonly CodeListCode[] | undefined, title: string) {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const [controller, setController] = useState<GridController<CodeListCode> | null>(null);
  const columns = useMemo(() => codeListColumns({
    code: t('userMenu.codeLists.code'),
    description: (inLanguage) => t('userMenu.codeLists.descriptionIn', { language: inLanguage }),
    active: t('userMenu.codeLists.active'),
    order: t('userMenu.codeLists.order'),
    uses: t('userMenu.codeLists.uses'),
  }), [t]);

  useEffect(() => {
    if (controller || !codes) return;
    setController(new GridController<CodeListCode>({
      rows: codes, columns, language, canAddRows: true,
      keyOf: (row, index) => (typeof row.CodeKey === 'string' && row.CodeKey !== '' ? row.CodeKey : `#${index}`),
      validateRows: validateCodeListRows,
      newRowValues: newCodeValues,
    }));
  }, [controller, codes, columns, language]);

  useEffect(() => {
    if (controller && codes && !controller.getSnapshot().dirty) controller.replaceRows(codes);
  }, [controller, codes]);

  const calls = useMemo<GridSaveCalls<CodeListCode>>(() => {
    const send = async (action: CodeListAction, rows: readonly Record<string, unknown>[]) => {
      const stored = await saveCodeList(apiOf(client), categoryId, action, rows.map(codeForSave));
      client.setQueryData(userMenuQueries.codeList(categoryId).queryKey, stored);
      return stored.Codes;
    };
    return {
      insert: (rows) => send('INSERT', rows),
      update: (rows) => send('UPDATE', rows),
      remove: (rows) => send('DELETE', rows),
    };
  }, [client, categoryId]);

  useColumnSettings(controller as GridController<object> | null, 'grid.codeList');
  const { saving } = useGridSave(controller, codeKeyField, calls, title);
  return { controller, saving };
}
