import { useCallback, useState } from 'react';
import { useNotices } from '../../../ui/notices/notices-context';
import type { EditorRecord } from '../../../domain/editing';
import type { RecordDeletion } from './record-editor-config';
import type { RecordEditorState } from './use-record-editor';

/** The delete flow of an editing screen: ask, confirm, delete, leave. */
export interface DeletionFlow {
  available: boolean;
  asking: boolean;
  busy: boolean;
  ask: () => void;
  cancel: () => void;
  confirm: () => void;
}

/**
 * Deleting the record on view (spec 01 sections 2 and 5): a confirmation first; on success the
 * unsaved edits are forgotten, so the navigation auto-save has nothing to save for a record that is
 * gone, and the user is taken to the parent; a refusal is reported in the notice area.
 */
export function useDeletion<R extends EditorRecord>(deletion: RecordDeletion<R> | undefined, editor: RecordEditorState<R>): DeletionFlow {
  const notices = useNotices();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const { saved, forgetEdits } = editor;

  const confirm = useCallback(() => {
    if (!deletion) return;
    setBusy(true);
    deletion.run(saved).then(() => {
      forgetEdits();
      setAsking(false);
      deletion.after();
    }, (error: unknown) => {
      setAsking(false);
      notices.notifyError(error);
    }).finally(() => setBusy(false));
  }, [deletion, saved, forgetEdits, notices]);

  return {
    available: deletion !== undefined,
    asking,
    busy,
    ask: () => setAsking(true),
    cancel: () => setAsking(false),
    confirm,
  };
}
