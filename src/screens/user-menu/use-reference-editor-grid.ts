import { useEffect, useMemo, useState } from 'react';
import type { CodeListAction } from '../../api/calls/user-menu';
import { GridController } from '../../grid';
import type { GridColumn, GridRowValidator } from '../../grid';
import type { GridSaveCalls } from '../../grids/shared/save-grid';
import { useLanguage } from '../../ui/services-context';
import { useColumnSettings } from '../grid-screen/use-column-settings';
import { useGridSave } from '../grid-screen/use-grid-save';

/** What one editor of the licence's reference data (a code list, a screen's template) brings to its grid. */
export interface ReferenceEditorSetup<R extends object> {
  /** The rows as loaded; undefined while loading. */
  rows: readonly R[] | undefined;
  columns: readonly GridColumn[];
  /** The field a row is known by in saves: what it was loaded as (CodeKey, FieldKey). */
  keyField: string;
  validateRows: GridRowValidator;
  newRowValues: (rows: readonly Readonly<Record<string, unknown>>[], offset: number) => Readonly<Record<string, unknown>>;
  /** One save call of the editor (INSERT, UPDATE or DELETE, one transaction); answers every row as stored. */
  save: (action: CodeListAction, rows: readonly Record<string, unknown>[]) => Promise<readonly R[]>;
  /** Cells of loaded rows that stay as they are (GridControllerOptions.isCellReadOnly). */
  isCellReadOnly?: (row: Readonly<Record<string, unknown>>, field: string) => boolean;
  /** The user's column layout setting of this grid. */
  settingName: string;
  /** The grid's name, translated, for the save notices. */
  title: string;
}

/**
 * The grid of an editor of the licence's code lists or field templates (spec 02 section 2, user
 * menu): one controller for the loaded rows (refreshed while nothing is edited), new rows, the
 * domain's row rules at the cell, the user's column layout, and saves as INSERT, UPDATE and DELETE
 * calls with the row versions; a refusal keeps the edits in the grid.
 */
export function useReferenceEditorGrid<R extends object>(setup: ReferenceEditorSetup<R>) {
  const { rows, columns, keyField, validateRows, newRowValues, isCellReadOnly, save, settingName, title } = setup;
  const language = useLanguage();
  const [controller, setController] = useState<GridController<R> | null>(null);

  useEffect(() => {
    if (controller || !rows) return;
    setController(new GridController<R>({
      rows, columns, language, canAddRows: true,
      keyOf: (row, index) => {
        const key = (row as Record<string, unknown>)[keyField];
        return typeof key === 'string' && key !== '' ? key : `#${index}`;
      },
      validateRows, newRowValues, ...(isCellReadOnly ? { isCellReadOnly } : {}),
    }));
  }, [controller, rows, columns, language, keyField, validateRows, newRowValues, isCellReadOnly]);

  useEffect(() => {
    if (controller && rows && !controller.getSnapshot().dirty) controller.replaceRows(rows);
  }, [controller, rows]);

  const calls = useMemo<GridSaveCalls<R>>(() => ({
    insert: (changed) => save('INSERT', changed),
    update: (changed) => save('UPDATE', changed),
    remove: (changed) => save('DELETE', changed),
  }), [save]);

  useColumnSettings(controller as GridController<object> | null, settingName);
  const { saving } = useGridSave(controller, keyField, calls, title);
  return { controller, saving };
}
