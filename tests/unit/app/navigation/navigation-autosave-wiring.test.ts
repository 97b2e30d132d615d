import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { withNavigationServices } from '../../../../machines/navigation-autosave';
import { ApiError } from '../../../../src/api/errors';
import type { EditableScreen } from '../../../../src/ui/editing/active-screen';
import { createActiveScreenRegistry } from '../../../../src/ui/editing/active-screen';
import { createDraftStore } from '../../../../src/ui/navigation/drafts';
import type { DraftKey } from '../../../../src/ui/navigation/drafts';
import { createNavigationGate, navigationTarget } from '../../../../src/app/navigation/navigation-gate';
import { navigationServices } from '../../../../src/app/navigation/use-navigation-autosave';
import { createNoticeStore } from '../../../../src/ui/notices/notice-store';
import { inMemoryStorage } from '../../../../src/app/safe-storage';

const draftKey: DraftKey = { route: '/project/$projectId/measurementPoint/$measurementPointId', recordGuid: 'mp-1', user: '1000:demo' };

/** A screen whose dirtiness, pending validation and save the test controls. */
function fakeScreen(options: { dirty?: boolean; save?: () => Promise<void>; pendingFor?: number; key?: DraftKey | null } = {}) {
  let dirty = options.dirty ?? false;
  const pendingUntil = Date.now() + (options.pendingFor ?? 0);
  const save = vi.fn(options.save ?? (async () => { dirty = false; }));
  const screen: EditableScreen = {
    draftKey: options.key === undefined ? draftKey : options.key,
    hasUnsavedChanges: () => dirty,
    isValidationPending: () => Date.now() < pendingUntil,
    save,
    edits: () => ({ MpName: 'B001a' }),
  };
  return { screen, save };
}

function wire(screen?: EditableScreen) {
  const registry = createActiveScreenRegistry();
  if (screen) registry.register(screen);
  const storage = inMemoryStorage();
  const draftStore = createDraftStore(storage);
  const notices = createNoticeStore({ setTimeout: () => 0 });
  const gate = createNavigationGate();
  const blur = vi.fn();
  const services = navigationServices({ registry, draftStore, notices, gate, focusedElement: () => ({ blur }) as unknown as Element });
  const actor = createActor(withNavigationServices(services)).start();
  gate.connect((event) => actor.send(event));
  return { gate, draftStore, notices, blur, messages: () => notices.notices().map((notice) => notice.messageKey) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the router blocker and the navigation auto-save machine', () => {
  it('lets a navigation from a clean screen through at once, after unfocusing the editor', async () => {
    const { screen, save } = fakeScreen();
    const { gate, blur } = wire(screen);
    await expect(gate.request('/project/12')).resolves.toBe(false);
    expect(blur).toHaveBeenCalledOnce();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a dirty screen first, then lets only the last of two requests through', async () => {
    let finishSave = () => {};
    const { screen, save } = fakeScreen({ dirty: true, save: () => new Promise<void>((resolve) => { finishSave = resolve; }) });
    const { gate, messages } = wire(screen);
    const first = gate.request('/project/12');
    const second = gate.request('/?tab=all');
    finishSave();
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
    expect(save).toHaveBeenCalledOnce();
    expect(messages()).toEqual(['navigation.saved']);
  });

  it('waits while an editor\'s validation is pending, checking every 100 ms', async () => {
    vi.useFakeTimers();
    const { screen } = fakeScreen({ pendingFor: 250 });
    const { gate } = wire(screen);
    let answer: boolean | undefined;
    void gate.request('/project/12').then((block) => { answer = block; });
    await vi.advanceTimersByTimeAsync(200);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(100);
    expect(answer).toBe(false);
  });

  it('on a refused save logs it, reports it, keeps the edits as a draft and navigates anyway', async () => {
    const refusal = new ApiError({ callName: 'SetMeasurementPoint', kind: 'refused', status: 200, serverMessage: 'no', messageKey: 'server.points.saveFailed', params: { reason: 'x' } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { screen } = fakeScreen({ dirty: true, save: () => Promise.reject(refusal) });
    const { gate, draftStore, messages } = wire(screen);
    await expect(gate.request('/project/12')).resolves.toBe(false);
    expect(logged).toHaveBeenCalledWith(expect.any(String), refusal);
    expect(messages()).toEqual(['navigation.saveFailed', 'server.points.saveFailed']);
    expect(draftStore.readDraft(draftKey)?.edits).toEqual({ MpName: 'B001a' });
  });

  it('says the edits are lost when the screen keeps no drafts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { screen } = fakeScreen({ dirty: true, save: () => Promise.reject(new Error('offline')), key: null });
    const { gate, messages } = wire(screen);
    await expect(gate.request('/')).resolves.toBe(false);
    expect(messages()).toEqual(['navigation.saveFailedNotKept']);
  });

  it('lets everything through when no machine is connected, or once it disconnects', async () => {
    const gate = createNavigationGate();
    await expect(gate.request('/a')).resolves.toBe(false);
    const sent: string[] = [];
    const disconnect = gate.connect((event) => sent.push(event.to));
    const waiting = gate.request('/b');
    disconnect();
    await expect(waiting).resolves.toBe(false);
    expect(sent).toEqual(['/b']);
  });
});

describe('navigationTarget', () => {
  it('is the path plus its search, so two tabs of one screen are two destinations', () => {
    expect(navigationTarget({ pathname: '/project/12', search: {} })).toBe('/project/12');
    expect(navigationTarget({ pathname: '/', search: { tab: 'all' } })).toBe('/?tab=all');
    expect(navigationTarget({ pathname: '/x', search: { q: 12, dir: undefined } })).toBe('/x?q=12');
  });
});
