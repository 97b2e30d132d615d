import { describe, expect, it } from 'vitest';
import { installBeforeUnloadGuard } from '../../../../src/app/navigation/before-unload';
import type { BeforeUnloadEventLike, BeforeUnloadTarget } from '../../../../src/app/navigation/before-unload';

type Listener = (event: BeforeUnloadEventLike) => void;

function fakeWindow() {
  const listeners = new Set<Listener>();
  const target: BeforeUnloadTarget = {
    addEventListener: (_, listener) => void listeners.add(listener),
    removeEventListener: (_, listener) => void listeners.delete(listener),
  };
  /** Closes the tab; true when the browser would ask the user to confirm. */
  const closeTab = () => {
    let prevented = false;
    const event: BeforeUnloadEventLike = { preventDefault: () => void (prevented = true), returnValue: '' };
    for (const listener of listeners) listener(event);
    return { prevented, returnValue: event.returnValue };
  };
  return { target, listeners, closeTab };
}

// Compile-time: the browser's window fits the interface, so the app can pass `window`.
const windowFits: Window extends BeforeUnloadTarget ? true : never = true;

describe('closing the tab with unsaved changes (spec 01 section 4)', () => {
  it('asks for confirmation while there are unsaved changes', () => {
    expect(windowFits).toBe(true);
    const browser = fakeWindow();
    installBeforeUnloadGuard(browser.target, () => true);
    expect(browser.closeTab()).toEqual({ prevented: true, returnValue: true });
  });

  it('lets a clean screen close without asking', () => {
    const browser = fakeWindow();
    installBeforeUnloadGuard(browser.target, () => false);
    expect(browser.closeTab()).toEqual({ prevented: false, returnValue: '' });
  });

  it('reads the unsaved state when the tab closes, not when installed', () => {
    const browser = fakeWindow();
    let dirty = false;
    installBeforeUnloadGuard(browser.target, () => dirty);
    dirty = true;
    expect(browser.closeTab().prevented).toBe(true);
    dirty = false;
    expect(browser.closeTab().prevented).toBe(false);
  });

  it('stops asking once uninstalled, and uninstalling twice is harmless', () => {
    const browser = fakeWindow();
    const uninstall = installBeforeUnloadGuard(browser.target, () => true);
    expect(browser.listeners.size).toBe(1);
    uninstall();
    uninstall();
    expect(browser.listeners.size).toBe(0);
    expect(browser.closeTab().prevented).toBe(false);
  });
});
