import type { DraftEdits, DraftKey } from '../navigation/drafts';

/**
 * What an editing screen tells the navigation auto-save (machines/navigation-autosave.ts) about
 * itself. Read at the moment of navigating, never copied, so the machine never sees stale state.
 */
export interface EditableScreen {
  /** Where a failed save keeps the edits; null for screens that keep none. */
  draftKey: DraftKey | null;
  hasUnsavedChanges(): boolean;
  /** True while an editor's asynchronous check (e.g. ValidateProjectCode) is still running. */
  isValidationPending(): boolean;
  /** Saves the unsaved edits; rejects when the rules or the server refuse (the edits stay). */
  save(): Promise<void>;
  /** The unsaved edits as plain JSON, for the draft. */
  edits(): DraftEdits;
}

/**
 * The rejection of a save the screen's rules refused before sending: the screen has already shown
 * why at its fields and said 'save failed due to invalid values' (spec 01 section 8), so whoever
 * asked for the save reports nothing more; the navigation auto-save keeps a draft.
 */
export class SaveRefusedError extends Error {
  constructor() {
    super('save failed due to invalid values');
    this.name = 'SaveRefusedError';
  }
}

/** The one editing screen on view, if any (screens nest, but only the innermost edits). */
export interface ActiveScreenRegistry {
  current(): EditableScreen | null;
  /** Makes `screen` the active one; the returned function undoes it (only if it is still active). */
  register(screen: EditableScreen): () => void;
}

/** Creates the registry the app shell shares between screens and the navigation auto-save. */
export function createActiveScreenRegistry(): ActiveScreenRegistry {
  let active: EditableScreen | null = null;
  return {
    current: () => active,
    register(screen) {
      active = screen;
      return () => {
        if (active === screen) active = null;
      };
    },
  };
}
