import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { projectMutations } from '../../api';
import type { ProjectId } from '../../api';
import { useEditableScreen } from '../../ui/editing/use-editable-screen';
import { useNotices } from '../../ui/notices/notices-context';
import type { Notices } from '../../ui/notices/notices-context';
import { defaultOverviewId } from '../../ui/routes/param-schemas';
import type { ValidationIssue } from '../../domain/validation/issue';
import { newGuid } from '../../domain/wire/new-guid';
import { saveXyzGrid } from '../../grids/xyz/grid';
import type { XyzGridController, XyzGridSaveResult, XyzGridValidation } from '../../grids/xyz/grid';

/** The import's save, and the server's findings no pasted row could hold. */
export interface XyzSave {
  saving: boolean;
  save: () => void;
  /** Findings of the last refusal that name no pasted row (shown above the grid). */
  unplaced: readonly ValidationIssue[];
}

/** Tells the user why a save did not happen; the grid already marks the cells. */
function reportNotSaved(result: Exclude<XyzGridSaveResult, { kind: 'saved' }>, notices: Notices): void {
  switch (result.kind) {
    case 'invalidRows': notices.notify({ kind: 'error', messageKey: 'xyzImport.save.invalidRows', params: { count: result.rows } }); break;
    case 'nothingToSave': notices.notify({ kind: 'error', messageKey: 'xyzImport.save.nothingToSave' }); break;
    case 'systemIssues': notices.notify({ kind: 'error', messageKey: 'xyzImport.save.systemIssues' }); break;
    case 'notReady': notices.notify({ kind: 'error', messageKey: 'xyzImport.save.notReady' }); break;
    case 'refused': notices.notifyError(result.error); break;
    case 'failed': notices.notifyError(result.error); break;
  }
}

/**
 * Saving the import (spec 02 section 2): the one bulk save through projectMutations.saveTree
 * (SetProjectWithChilds), then the project's points grid (overview 108), where the moved and new
 * points show. The screen also takes part in the navigation auto-save: leaving with pasted rows saves them.
 */
export function useXyzSave(prId: ProjectId, controller: XyzGridController, validation: XyzGridValidation): XyzSave {
  const notices = useNotices();
  const navigate = useNavigate();
  const { mutateAsync: send } = useMutation(projectMutations.saveTree(prId));
  const [saving, setSaving] = useState(false);
  const [unplaced, setUnplaced] = useState<readonly ValidationIssue[]>([]);
  const busy = useRef(false);

  const run = useCallback(async (): Promise<XyzGridSaveResult> => {
    busy.current = true;
    setSaving(true);
    try {
      const result = await saveXyzGrid({ controller, validation, send, makeGuid: () => newGuid() });
      setUnplaced(result.kind === 'refused' ? result.unplaced : []);
      // The rows are stored: the grid empties, so nothing counts as unsaved on the way out.
      if (result.kind === 'saved') controller.replaceRows([]);
      return result;
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, [controller, validation, send]);

  useEditableScreen({
    draftKey: null,
    hasUnsavedChanges: () => (validation.preview()?.counts.total ?? 0) > 0,
    isValidationPending: () => false,
    save: async () => {
      const result = await run();
      if (result.kind !== 'saved') throw result.kind === 'refused' || result.kind === 'failed' ? result.error : new Error(`XYZ import not saved: ${result.kind}`);
    },
    edits: () => ({}),
  });

  const save = useCallback(() => {
    if (busy.current) return;
    void run().then((result) => {
      if (result.kind !== 'saved') {
        reportNotSaved(result, notices);
        return;
      }
      notices.notify({ kind: 'success', messageKey: 'xyzImport.save.done', params: { new: result.counts.new, updated: result.counts.updated } });
      void navigate({ to: '/project/$projectId/overview/{-$overviewId}/{-$mpGuid}', params: { projectId: Number(prId), overviewId: defaultOverviewId } });
    });
  }, [run, notices, navigate, prId]);

  return { saving, save, unplaced };
}
