import { isApiError } from '../../../api';
import { clashingFields } from '../../../domain/concurrency/row-conflicts';
import type { FieldClash } from '../../../domain/concurrency/row-conflicts';
import type { EditorRecord } from '../../../domain/editing';
import type { RecordEditorConfig } from './record-editor-config';
import { editedRecord } from './record-edits';
import type { RecordEdits } from './record-edits';

/** What a save sends: the record it was loaded as (with its RowVersion), the edits over it, and the record as edited. */
interface SaveInput<R extends EditorRecord> {
  saved: R;
  edits: RecordEdits;
  edited: R;
  config: Pick<RecordEditorConfig<R>, 'save'>;
}

/**
 * Saves an edited record with the RowVersion it was loaded with (spec 01 section 4: no silent lost
 * update). When the server refuses because another user changed the record since, their changes to
 * fields this user did not edit are merged silently (the edits are sent again, once, over the
 * record as stored now); a field both changed goes to `onClash` with the record as stored now.
 */
export async function saveOverOthers<R extends EditorRecord>(input: SaveInput<R>, onClash: (current: R, clashes: readonly FieldClash[]) => never): Promise<void> {
  try {
    await input.config.save(input.edited);
  } catch (failure) {
    const conflict = isApiError(failure) ? failure.conflicts[0] : undefined;
    if (!conflict) throw failure;
    const current = { ...input.saved, ...conflict.current, RowVersion: conflict.rowVersion } as R;
    const clashes = clashingFields(input.saved, input.edits, conflict.current);
    if (clashes.length > 0) onClash(current, clashes);
    await input.config.save(editedRecord(current, input.edits));
  }
}
