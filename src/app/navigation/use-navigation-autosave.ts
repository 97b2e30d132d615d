import { useBlocker } from '@tanstack/react-router';
import { useContext, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createActor } from 'xstate';
import { withNavigationServices } from '../../../machines/navigation-autosave';
import type { NavigationServices } from '../../../machines/navigation-autosave';
import { isApiError } from '../../api/errors';
import type { ActiveScreenRegistry } from '../../ui/editing/active-screen';
import { ActiveScreenContext } from '../../ui/editing/use-editable-screen';
import type { NoticeStore } from '../../ui/notices/notice-store';
import { errorNotice, NoticeStoreContext } from '../../ui/notices/notices-context';
import { installBeforeUnloadGuard } from './before-unload';
import { useDraftStore } from '../../ui/navigation/draft-store-context';
import type { DraftStore } from '../../ui/navigation/drafts';
import { createNavigationGate, navigationTarget } from './navigation-gate';
import type { NavigationGate } from './navigation-gate';

/** What the services act on. */
export interface AutosaveWiring {
  registry: ActiveScreenRegistry;
  draftStore: DraftStore;
  notices: NoticeStore;
  gate: NavigationGate;
  /** The element that has focus now (document.activeElement in the app). */
  focusedElement: () => Element | null;
}

/**
 * The machine's services over the active screen (spec 01 section 4, 'Navigation'): the
 * blur is flushed synchronously, so an editor's last value is committed before
 * the dirty check reads it; a failed save is logged, reported and kept as a draft.
 */
export function navigationServices({ registry, draftStore, notices, gate, focusedElement }: AutosaveWiring): NavigationServices {
  return {
    isValidationPending: () => registry.current()?.isValidationPending() ?? false,
    hasUnsavedChanges: () => registry.current()?.hasUnsavedChanges() ?? false,
    unfocusEditors: () => {
      const focused = focusedElement() as Partial<HTMLElement> | null;
      const blur = focused?.blur;
      if (typeof blur === 'function') flushSync(() => blur.call(focused));
    },
    saveCurrentScreen: async () => {
      const screen = registry.current();
      if (!screen) return;
      await screen.save();
      notices.notify({ kind: 'success', messageKey: 'navigation.saved' });
    },
    navigate: (to) => gate.release(to),
    logSaveError: (error) => {
      console.error('Saving before navigating failed; the edits are kept as a draft.', error);
      const kept = registry.current()?.draftKey != null;
      notices.notify({ kind: 'error', messageKey: kept ? 'navigation.saveFailed' : 'navigation.saveFailedNotKept' });
      if (isApiError(error)) notices.notify(errorNotice(error));
    },
    keepDraft: () => {
      const screen = registry.current();
      if (!screen?.draftKey) return;
      const result = draftStore.saveDraft(screen.draftKey, screen.edits());
      if (!result.ok) console.error('The draft could not be stored in this browser.', result.error);
    },
  };
}

/**
 * Runs the navigation auto-save for the whole app: one machine actor per
 * shell, every router navigation held by a blocker until the machine lets it through, and the
 * close-tab confirmation while the screen on view has unsaved changes.
 */
export function useNavigationAutosave(): void {
  const registry = useContext(ActiveScreenContext);
  const notices = useContext(NoticeStoreContext);
  if (!registry || !notices) throw new Error('useNavigationAutosave needs the providers of src/app/providers.tsx');
  const draftStore = useDraftStore();
  const [gate] = useState(createNavigationGate);

  useEffect(() => {
    const machine = withNavigationServices(navigationServices({
      registry, draftStore, notices, gate, focusedElement: () => document.activeElement,
    }));
    const actor = createActor(machine).start();
    const disconnect = gate.connect((event) => actor.send(event));
    return () => {
      disconnect();
      actor.stop();
    };
  }, [registry, draftStore, notices, gate]);

  useBlocker({
    shouldBlockFn: ({ next }) => gate.request(navigationTarget(next)),
    // The close-tab question is asked by our own guard, and only when there is something to lose.
    enableBeforeUnload: false,
  });

  useEffect(() => installBeforeUnloadGuard(window, () => registry.current()?.hasUnsavedChanges() ?? false), [registry]);
}
