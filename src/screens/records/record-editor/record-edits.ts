import type { DraftEdits } from '../../../ui/navigation/drafts';
import { sameEditorValue, toEditorValue } from '../../../domain/editing';
import type { EditorRecord, EditorValue, RecordPatch } from '../../../domain/editing';

/** The unsaved edits of one record: wire field name to the value the user gave it. */
export type RecordEdits = Readonly<Record<string, EditorValue>>;

/** No edits. */
export const noEdits: RecordEdits = Object.freeze({});

/**
 * The edits after a patch from the form (spec 01 section 4, the working-object-changed flag): a
 * field set back to its saved value is no longer an edit, so undoing by hand makes the screen clean.
 */
export function withPatch(saved: EditorRecord, edits: RecordEdits, patch: RecordPatch): RecordEdits {
  const next: Record<string, EditorValue> = { ...edits };
  for (const [field, value] of Object.entries(patch)) {
    if (sameEditorValue(toEditorValue(saved[field]), value)) delete next[field];
    else next[field] = value;
  }
  return next;
}

/** The record as the user sees it: the saved record with the edits over it. */
export function editedRecord<R extends object>(saved: R, edits: RecordEdits): R {
  return { ...saved, ...edits };
}

/** Whether any edit is still unsaved. */
export function hasEdits(edits: RecordEdits): boolean {
  return Object.keys(edits).length > 0;
}

/**
 * The edits a stored draft restores over the record as it is now: plain
 * values only, and only where they still differ from the saved record, so a draft made stale by a
 * later save elsewhere restores nothing it would undo for no reason.
 */
export function editsFromDraft(saved: EditorRecord, draft: DraftEdits): RecordEdits {
  const edits: Record<string, EditorValue> = {};
  for (const [field, value] of Object.entries(draft)) {
    const plain = value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    if (plain && !sameEditorValue(toEditorValue(saved[field]), value)) edits[field] = value;
  }
  return edits;
}

/** The edits as the draft store keeps them (plain JSON). */
export function editsAsDraft(edits: RecordEdits): DraftEdits {
  return { ...edits };
}
