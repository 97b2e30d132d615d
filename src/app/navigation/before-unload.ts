/** The part of a `beforeunload` event the guard touches. */
export interface BeforeUnloadEventLike {
  preventDefault(): void;
  returnValue: unknown;
}

/** The part of `window` the guard needs, so tests can pass a plain object. */
export interface BeforeUnloadTarget {
  addEventListener(type: 'beforeunload', listener: (event: BeforeUnloadEventLike) => void): void;
  removeEventListener(type: 'beforeunload', listener: (event: BeforeUnloadEventLike) => void): void;
}

/**
 * Spec 01 section 4: 'Closing the browser with unsaved changes asks for confirmation.'
 * `hasUnsavedChanges` is read when the tab closes, not when the guard is installed, so edits
 * made or saved in between count. Browsers show their own text; a custom message is ignored,
 * so there is nothing to translate. Install it only while a screen is dirty (an effect on the
 * dirty flag) to keep clean pages eligible for the back-forward cache. Returns the uninstaller.
 */
export function installBeforeUnloadGuard(target: BeforeUnloadTarget, hasUnsavedChanges: () => boolean): () => void {
  const confirmLeaving = (event: BeforeUnloadEventLike) => {
    if (!hasUnsavedChanges()) return;
    event.preventDefault();
    // Chrome and Edge before version 119 ask only when returnValue is set.
    event.returnValue = true;
  };
  target.addEventListener('beforeunload', confirmLeaving);
  return () => target.removeEventListener('beforeunload', confirmLeaving);
}
