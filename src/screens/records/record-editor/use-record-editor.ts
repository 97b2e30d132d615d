import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../../api';
import { SaveRefusedError } from '../../../ui/editing/active-screen';
import { useEditableScreen } from '../../../ui/editing/use-editable-screen';
import { useDraftKey, useDraftStore } from '../../../ui/navigation/draft-store-context';
import type { Draft } from '../../../ui/navigation/drafts';
import { useNotices } from '../../../ui/notices/notices-context';
import type { NoticeInput } from '../../../ui/notices/notice-store';
import type { EditorRecord, RecordPatch } from '../../../domain/editing';
import { sameEditorValue, withoutDuplicateIssues } from '../../../domain/editing';
import type { ValidationIssue } from '../../../domain/validation/issue';
import { recordName, shownValue } from '../../../domain/concurrency/row-conflicts';
import type { RecordEditorConfig } from './record-editor-config';
import { editedRecord, editsAsDraft, editsFromDraft, hasEdits, noEdits, withPatch } from './record-edits';
import type { RecordEdits } from './record-edits';
import { saveOverOthers } from './save-over-others';
import { blocksSave, issuesForForm, recordIssues, serverIssuesAfterEdit } from './record-issues';

/**
 * Keys of the editor's own messages; spec 01 section 8 for the save failures. The outcome of a save
 * the user asked for is reported by the save command (src/app/commands/save-active-screen.ts).
 */
const editorMessageKeys = {
  invalidValues: 'screens.editor.saveInvalidValues',
} as const;

/** What the editor's view draws and calls. */
export interface RecordEditorState<R extends EditorRecord> {
  saved: R;
  edited: R;
  dirty: boolean;
  saving: boolean;
  formIssues: readonly ValidationIssue[];
  draftOffer: Draft | null;
  onChange: (patch: RecordPatch) => void;
  onDirtyChange: (dirty: boolean) => void;
  onIssuesChange: (issues: readonly ValidationIssue[]) => void;
  /** Saves; rejects when the rules or the server refuse (the edits stay). */
  save: () => Promise<void>;
  restoreDraft: () => void;
  discardDraft: () => void;
  /** Forgets the edits, e.g. before leaving a record that was deleted. */
  forgetEdits: () => void;
}

const versionOf = (record: EditorRecord): number => (typeof record.RowVersion === 'number' ? record.RowVersion : -1);

/** Edits still to save after `sent` was saved: edits typed meanwhile survive. */
function editsAfterSave(edits: RecordEdits, sent: RecordEdits): RecordEdits {
  return Object.fromEntries(Object.entries(edits).filter(([field, value]) => !(field in sent) || !sameEditorValue(sent[field], value)));
}

/**
 * The working state of one editing screen: unsaved edits over the loaded
 * record, the domain's record-level issues, save refused while errors stand, server refusals shown
 * at their fields with the edits kept, the draft offer, and registration with the navigation
 * auto-save so leaving the screen saves it.
 */
/**
 * Names a refused save's first problem and moves focus onto its field (spec 01 section 8): the
 * notice to show, or null to fall back to 'save failed due to invalid values'.
 */
export type ExplainRefusal = (issues: readonly ValidationIssue[]) => NoticeInput | null;

export function useRecordEditor<R extends EditorRecord>(config: RecordEditorConfig<R>, loaded: R, explainRefusal?: ExplainRefusal): RecordEditorState<R> {
  const drafts = useDraftStore();
  const notices = useNotices();
  const draftKey = useDraftKey(config.draftRoute, config.recordGuid);
  const [edits, setEdits] = useState<RecordEdits>(noEdits);
  // The record as another user stored it, met in a conflict: the base of the kept edits until the loaded record catches up.
  const [rebased, setRebased] = useState<R | null>(null);
  const base = rebased && versionOf(rebased) > versionOf(loaded) ? rebased : loaded;
  const [serverIssues, setServerIssues] = useState<readonly ValidationIssue[]>([]);
  const [saving, setSaving] = useState(false);
  const [formDirty, setFormDirty] = useState(false);
  const [draftOffer, setDraftOffer] = useState<Draft | null>(() => {
    const draft = draftKey ? drafts.readDraft(draftKey) : null;
    return draft && hasEdits(editsFromDraft(loaded, draft.edits)) ? draft : null;
  });
  const shown = useRef<readonly ValidationIssue[]>([]);

  // On arrival only (later drafts are the navigation auto-save's): a draft the record has caught up
  // with, saved since or elsewhere, restores nothing and is forgotten.
  const [arrival] = useState(() => ({ stale: draftOffer === null && draftKey !== null && drafts.readDraft(draftKey) !== null, draftKey }));
  useEffect(() => {
    if (arrival.stale && arrival.draftKey) drafts.discardDraft(arrival.draftKey);
  }, [arrival, drafts]);

  const saved = base;
  const edited = useMemo(() => editedRecord(saved, edits), [saved, edits]);
  const ruleIssues = useMemo(() => recordIssues(config.ruleSet, edited, config.siblings), [config.ruleSet, edited, config.siblings]);
  const formIssues = useMemo(() => issuesForForm(ruleIssues, serverIssues), [ruleIssues, serverIssues]);
  const dirty = formDirty || hasEdits(edits);

  const latest = useRef({ saved, edits, edited, ruleIssues, serverIssues, dirty, config, draftOffer, explainRefusal });
  latest.current = { saved, edits, edited, ruleIssues, serverIssues, dirty, config, draftOffer, explainRefusal };

  const onChange = useCallback((patch: RecordPatch) => {
    setEdits((current) => withPatch(latest.current.saved, current, patch));
    setServerIssues((current) => serverIssuesAfterEdit(current, Object.keys(patch)));
  }, []);

  const save = useCallback(async () => {
    const now = latest.current;
    if (blocksSave(shown.current, now.ruleIssues, now.serverIssues)) {
      notices.notify(now.explainRefusal?.(withoutDuplicateIssues([...shown.current, ...now.ruleIssues])) ?? { kind: 'error', messageKey: editorMessageKeys.invalidValues });
      throw new SaveRefusedError();
    }
    if (!hasEdits(now.edits)) return;
    const sent = now.edits;
    setSaving(true);
    try {
      await saveOverOthers(now, (current, clashes) => {
        // Spec 01 section 4: both values are shown and the edit stays unsaved over the other user's record; saving again keeps it.
        setRebased(current);
        for (const clash of clashes) {
          notices.notify({ kind: 'error', messageKey: 'trust.conflict.sameField', params: { name: recordName(current, now.config.recordGuid), field: clash.field, mine: shownValue(clash.mine), theirs: shownValue(clash.theirs) } });
        }
        throw new SaveRefusedError();
      });
      setEdits((current) => editsAfterSave(current, sent));
      setServerIssues([]);
      // A draft still on offer stays until the user restores or discards it.
      if (draftKey && latest.current.draftOffer === null) drafts.discardDraft(draftKey);
    } catch (failure) {
      if (isApiError(failure) && failure.issues.length > 0) {
        setServerIssues(failure.issues);
        // The server's message is the save command's notice; the first field it refused is named beside it and focused.
        const named = latest.current.explainRefusal?.(failure.issues);
        if (named) notices.notify(named);
      }
      throw failure;
    } finally {
      setSaving(false);
    }
  }, [drafts, draftKey, notices]);

  const restoreDraft = useCallback(() => {
    if (draftOffer) setEdits((current) => ({ ...current, ...editsFromDraft(saved, draftOffer.edits) }));
    if (draftKey) drafts.discardDraft(draftKey);
    setDraftOffer(null);
  }, [draftOffer, drafts, draftKey, saved]);

  const discardDraft = useCallback(() => {
    if (draftKey) drafts.discardDraft(draftKey);
    setDraftOffer(null);
  }, [drafts, draftKey]);

  const forgetEdits = useCallback(() => {
    latest.current.edits = noEdits;
    latest.current.dirty = false;
    setEdits(noEdits);
    setFormDirty(false);
  }, []);

  useEditableScreen({
    draftKey,
    hasUnsavedChanges: () => latest.current.dirty,
    isValidationPending: () => false,
    save,
    edits: () => editsAsDraft(latest.current.edits),
  });

  return {
    saved, edited, dirty, saving, formIssues, draftOffer, onChange,
    onDirtyChange: setFormDirty,
    onIssuesChange: (issues) => { shown.current = issues; },
    save, restoreDraft, discardDraft, forgetEdits,
  };
}
