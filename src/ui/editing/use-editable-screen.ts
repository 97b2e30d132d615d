import { createContext, useContext, useEffect, useRef } from 'react';
import type { ActiveScreenRegistry, EditableScreen } from './active-screen';

/** The app's registry of the editing screen on view (provided once by the app shell). */
export const ActiveScreenContext = createContext<ActiveScreenRegistry | null>(null);

/**
 * Registers the calling screen as the one the navigation auto-save reads. The latest `screen` is
 * read through a ref, so callers may pass a new object every render without re-registering.
 */
export function useEditableScreen(screen: EditableScreen): void {
  const registry = useContext(ActiveScreenContext);
  if (!registry) throw new Error('useEditableScreen needs the ActiveScreenContext of the app shell');
  const latest = useRef(screen);
  latest.current = screen;
  useEffect(() => registry.register({
    get draftKey() { return latest.current.draftKey; },
    hasUnsavedChanges: () => latest.current.hasUnsavedChanges(),
    isValidationPending: () => latest.current.isValidationPending(),
    save: () => latest.current.save(),
    edits: () => latest.current.edits(),
  }), [registry]);
}
