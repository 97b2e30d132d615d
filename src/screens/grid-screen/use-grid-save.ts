import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../api';
import { useEditableScreen } from '../../app/editing/use-editable-screen';
import { useNotices } from '../../app/notices/notices-context';
import type { GridController } from '../../grid';
import { GridHasErrorsError, saveGrid } from '../../grids/shared/save-grid';
import type { GridSaveCalls } from '../../grids/shared/save-grid';

/** A grid screen's save. */
export interface GridSave {
  saving: boolean;
  /** Saves and reports the outcome in the notice area (the toolbar's save, Ctrl+S). */
  saveFromButton: () => void;
}

/**
 * Saving a grid (issue 5): refused with 'save failed due to invalid values' while errors stand; the
 * server's refusal is shown with its catalogue message and the edits stay. The grid is also the
 * screen the navigation auto-save saves before the user leaves.
 */
export function useGridSave<R extends object>(controller: GridController<R> | null, guidField: string, calls: GridSaveCalls<R>): GridSave {
  const notices = useNotices();
  const [saving, setSaving] = useState(false);
  const latest = useRef({ controller, calls });
  latest.current = { controller, calls };

  const save = useCallback(async () => {
    const grid = latest.current.controller;
    if (!grid) return;
    setSaving(true);
    try {
      await saveGrid(grid, guidField, latest.current.calls);
    } finally {
      setSaving(false);
    }
  }, [guidField]);

  useEditableScreen({
    draftKey: null,
    hasUnsavedChanges: () => latest.current.controller?.getSnapshot().dirty ?? false,
    isValidationPending: () => false,
    save,
    edits: () => ({}),
  });

  const saveFromButton = useCallback(() => {
    save().then(
      () => notices.notify({ kind: 'success', messageKey: 'screens.editor.saved' }),
      (failure: unknown) => {
        if (failure instanceof GridHasErrorsError) notices.notify({ kind: 'error', messageKey: 'screens.editor.saveInvalidValues' });
        else if (isApiError(failure)) notices.notify({ kind: 'error', messageKey: failure.messageKey, params: failure.params });
        else notices.notify({ kind: 'error', messageKey: 'screens.editor.saveUnknownError' });
      },
    );
  }, [save, notices]);

  return { saving, saveFromButton };
}
