import { describe, expect, it } from 'vitest';
import { createNoticeStore, maxNotices, transientNoticeMs } from '../../../../src/ui/notices/notice-store';

function fakeTimers() {
  const pending: { at: number; run: () => void }[] = [];
  let now = 0;
  return {
    timers: { setTimeout: (run: () => void, ms: number) => pending.push({ at: now + ms, run }) },
    advance(ms: number) {
      now += ms;
      for (const timer of pending.filter((entry) => entry.at <= now)) {
        pending.splice(pending.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

describe('the notice area\'s store', () => {
  it('lets success notices fade after a while but keeps errors until dismissed', () => {
    const clock = fakeTimers();
    const store = createNoticeStore(clock.timers);
    store.notify({ kind: 'success', messageKey: 'navigation.saved' });
    const errorId = store.notify({ kind: 'error', messageKey: 'navigation.saveFailed' });
    clock.advance(transientNoticeMs - 1);
    expect(store.notices().map((notice) => notice.messageKey)).toEqual(['navigation.saved', 'navigation.saveFailed']);
    clock.advance(1);
    expect(store.notices().map((notice) => notice.messageKey)).toEqual(['navigation.saveFailed']);
    clock.advance(10 * transientNoticeMs);
    expect(store.notices()).toHaveLength(1);
    store.dismiss(errorId);
    expect(store.notices()).toEqual([]);
  });

  it('does not stack an identical notice, and keeps at most five', () => {
    const store = createNoticeStore(fakeTimers().timers);
    store.notify({ kind: 'error', messageKey: 'api.request.unreachable' });
    store.notify({ kind: 'error', messageKey: 'api.request.unreachable' });
    expect(store.notices()).toHaveLength(1);
    store.notify({ kind: 'error', messageKey: 'api.request.failed', params: { name: 'A' } });
    store.notify({ kind: 'error', messageKey: 'api.request.failed', params: { name: 'B' } });
    expect(store.notices()).toHaveLength(3);
    for (let index = 0; index < 10; index += 1) store.notify({ kind: 'error', messageKey: `key.${index}` });
    expect(store.notices()).toHaveLength(maxNotices);
    expect(store.notices().at(-1)?.messageKey).toBe('key.9');
  });

  it('tells subscribers about every change and hands out a stable snapshot in between', () => {
    const store = createNoticeStore(fakeTimers().timers);
    let calls = 0;
    const unsubscribe = store.subscribe(() => { calls += 1; });
    const id = store.notify({ kind: 'info', messageKey: 'x' });
    expect(store.notices()).toBe(store.notices());
    store.dismiss(id);
    store.dismiss(id);
    unsubscribe();
    store.notify({ kind: 'info', messageKey: 'y' });
    expect(calls).toBe(2);
  });
});
