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

/**
 * The editing screen on view, if any. A screen may be made of parts that each save on their own (the
 * measurement point's fields and its grids of layers, soil samples, …): every part registers, and
 * `current()` answers them as one screen whose save stores every part with unsaved changes.
 */
export interface ActiveScreenRegistry {
  current(): EditableScreen | null;
  /** Adds `screen` as a part of the screen on view; the returned function takes it out again. */
  register(screen: EditableScreen): () => void;
}

/** Creates the registry the app shell shares between screens and the navigation auto-save. */
export function createActiveScreenRegistry(): ActiveScreenRegistry {
  let parts: readonly EditableScreen[] = [];
  return {
    current: () => (parts.length <= 1 ? (parts[0] ?? null) : combinedScreen(parts)),
    register(screen) {
      parts = [...parts, screen];
      return () => {
        parts = parts.filter((part) => part !== screen);
      };
    },
  };
}

/**
 * Several parts as one screen: unsaved when any part is; a save stores each part that has changes,
 * in the order they registered, and rejects with the first refusal once every part has had its turn,
 * so one refused grid does not keep the others from saving. The draft is the first part that keeps one.
 */
function combinedScreen(parts: readonly EditableScreen[]): EditableScreen {
  const drafting = parts.find((part) => part.draftKey !== null);
  return {
    draftKey: drafting?.draftKey ?? null,
    hasUnsavedChanges: () => parts.some((part) => part.hasUnsavedChanges()),
    isValidationPending: () => parts.some((part) => part.isValidationPending()),
    async save() {
      const changed = parts.filter((part) => part.hasUnsavedChanges());
      const failures: unknown[] = [];
      for (const part of changed.length > 0 ? changed : parts.slice(0, 1)) {
        try {
          await part.save();
        } catch (failure) {
          failures.push(failure);
        }
      }
      if (failures.length > 0) throw failures[0];
    },
    edits: () => drafting?.edits() ?? {},
  };
}
