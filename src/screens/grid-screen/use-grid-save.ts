import { useCallback, useRef, useState } from 'react';
import { SaveRefusedError } from '../../ui/editing/active-screen';
import { useEditableScreen } from '../../ui/editing/use-editable-screen';
import { useNotices } from '../../ui/notices/notices-context';
import type { GridController } from '../../grid';
import { GridConflictError, GridHasErrorsError, saveGrid } from '../../grids/shared/save-grid';
import type { GridSaveCalls } from '../../grids/shared/save-grid';
import { clashNotice } from './clash-notice';
import { jumpToFirstRefusal } from './first-refusal';

/**
 * Makes a grid the screen that saves (the save command: the toolbar's button, Ctrl+S and the
 * palette, and the navigation auto-save of spec 01 section 4 before the user leaves). An open cell editor is
 * written first; while errors stand the save is refused with the first problem and where it is
 * ('Lagen, rij 3, Grondsoort: …'), the active cell moved onto it; a server refusal keeps the edits.
 * `title` is the grid's name as its label shows it. Answers whether a save is running.
 */
export function useGridSave<R extends object>(controller: GridController<R> | null, guidField: string, calls: GridSaveCalls<R>, title: string): { saving: boolean } {
  const notices = useNotices();
  const [saving, setSaving] = useState(false);
  const latest = useRef({ controller, calls, title });
  latest.current = { controller, calls, title };

  const save = useCallback(async () => {
    const grid = latest.current.controller;
    if (!grid) return;
    grid.commitOpenEdit();
    setSaving(true);
    try {
      await saveGrid(grid, guidField, latest.current.calls);
    } catch (failure) {
      if (failure instanceof GridConflictError) {
        // Spec 01 section 4: both values are shown and the edit stays unsaved; saving again keeps it.
        for (const clash of failure.clashes) notices.notify(clashNotice(grid as GridController<object>, clash));
        throw new SaveRefusedError();
      }
      if (!(failure instanceof GridHasErrorsError)) throw failure;
      notices.notify(jumpToFirstRefusal(grid as GridController<object>, latest.current.title) ?? { kind: 'error', messageKey: 'screens.editor.saveInvalidValues' });
      throw new SaveRefusedError();
    } finally {
      setSaving(false);
    }
  }, [guidField, notices]);

  useEditableScreen({
    draftKey: null,
    hasUnsavedChanges: () => latest.current.controller?.getSnapshot().dirty ?? false,
    isValidationPending: () => false,
    save,
    edits: () => ({}),
  });
  return { saving };
}
