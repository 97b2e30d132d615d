import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeptEditsOffer } from '../../../commands';
import { useDraftKey, useDraftStore } from '../../ui/navigation/draft-store-context';
import type { Draft, DraftEdits, DraftKey, DraftStore } from '../../ui/navigation/drafts';
import { useNotices } from '../../ui/notices/notices-context';
import { keptEditCount, mergeKeptEdits, readKeptEdits } from '../../grid';
import { clashNotice } from './clash-notice';
import type { GridController, KeptGridEdits } from '../../grid';

/** Kept edits on offer: when they were kept (the draft's age) and the edits themselves. */
interface Offer {
  draft: Draft;
  kept: KeptGridEdits;
}

/** What a grid screen shows and runs for its kept edits. */
export interface KeptGridEditsState {
  /** The kept draft on offer (its `savedAt` gives the age), or null. */
  offer: Draft | null;
  /** The restore and discard actions for the active-grid commands. */
  commands: KeptEditsOffer;
}

/** The storage form of kept edits: nothing at all when there are none, so the store drops the draft. */
function asDraftEdits(kept: KeptGridEdits): DraftEdits {
  if (keptEditCount(kept) === 0) return {};
  return { added: [...kept.added], deleted: [...kept.deleted], cells: kept.cells, loaded: kept.loaded ?? {} };
}

function readOffer(drafts: DraftStore, key: DraftKey | null): Offer | null {
  const draft = key ? drafts.readDraft(key) : null;
  const kept = draft ? readKeptEdits(draft.edits) : null;
  return draft && kept && keptEditCount(kept) > 0 ? { draft, kept } : null;
}

/**
 * Keeps a grid's unsaved edits (typed, pasted, filled, multi-edited, added and deleted rows) in this
 * browser as they are made, per user, per grid (`gridName`) and per parent (`parentKey`), and
 * offers edits kept by an earlier visit back at their cells — after a crash, a closed tab or a
 * failed save nothing typed is lost. A save empties the edits and so the kept draft. Edits made
 * while an offer is open are kept beside the offered ones, never over them.
 */
export function useKeptGridEdits(controller: GridController<object> | null, gridName: string, parentKey: string): KeptGridEditsState {
  const drafts = useDraftStore();
  const notices = useNotices();
  const key = useDraftKey(`grid:${gridName}`, parentKey);
  const [offer, setOffer] = useState<Offer | null>(null);
  const offerRef = useRef<Offer | null>(null);
  offerRef.current = offer;

  const keep = useCallback((grid: GridController<object>) => {
    if (!key) return;
    const current = grid.keptEdits();
    const offered = offerRef.current;
    const result = drafts.saveDraft(key, asDraftEdits(offered ? mergeKeptEdits(offered.kept, current) : current));
    if (!result.ok) console.error('The grid\'s unsaved edits could not be kept in this browser.', result.error);
  }, [drafts, key]);

  useEffect(() => {
    if (!controller || !key) return undefined;
    const found = readOffer(drafts, key);
    offerRef.current = found;
    setOffer(found);
    let seen = controller.editLayer;
    return controller.subscribe(() => {
      if (controller.editLayer === seen) return;
      seen = controller.editLayer;
      keep(controller);
    });
  }, [controller, drafts, key, keep]);

  const restore = useCallback(() => {
    const offered = offerRef.current;
    if (!controller || !offered) return;
    offerRef.current = null;
    setOffer(null);
    const { missingRows, clashes } = controller.restoreEdits(offered.kept);
    keep(controller);
    if (missingRows > 0) notices.notify({ kind: 'info', messageKey: 'trust.keptEdits.rowsGone', params: { count: missingRows } });
    // Spec 01 section 4: a value someone saved since the edit was kept is named beside the restored one.
    for (const clash of clashes) notices.notify(clashNotice(controller, clash));
  }, [controller, keep, notices]);

  const discard = useCallback(() => {
    offerRef.current = null;
    setOffer(null);
    if (controller) keep(controller);
  }, [controller, keep]);

  return {
    offer: offer?.draft ?? null,
    commands: { offered: () => offerRef.current !== null, restore, discard },
  };
}
