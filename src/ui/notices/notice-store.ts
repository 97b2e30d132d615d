/** Values for a message's placeholders. */
export type NoticeParams = Record<string, string | number>;

/**
 * success and info are announced politely (role=status) and fade after a while; errors are
 * announced at once (role=alert) and stay until dismissed, so nobody misses one.
 */
export type NoticeKind = 'success' | 'info' | 'error';

/** What a screen reports: a translation key and its params, never a finished sentence. */
export interface NoticeInput {
  kind: NoticeKind;
  messageKey: string;
  params?: NoticeParams;
}

/** A notice on view. */
export interface Notice extends Required<NoticeInput> {
  id: number;
}

/** Timers, injectable for tests. */
export interface NoticeTimers {
  setTimeout(callback: () => void, ms: number): unknown;
}

/** The notice area's state, shared by screens, the navigation auto-save and the API client's sign-out. */
export interface NoticeStore {
  /** The notices on view, oldest first (a stable array until the next change). */
  notices(): readonly Notice[];
  notify(notice: NoticeInput): number;
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
}

/** How long a success or info notice stays, in milliseconds (long enough to read twice). */
export const transientNoticeMs = 8000;

/** At most this many notices at once; the oldest go first. */
export const maxNotices = 5;

/**
 * Creates the notice store (a notice area for save results and errors). An
 * identical notice already on view is not repeated, so a retried failure does not stack.
 */
export function createNoticeStore(timers: NoticeTimers = globalThis): NoticeStore {
  let current: readonly Notice[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const publish = (next: readonly Notice[]) => {
    current = next;
    for (const listener of [...listeners]) listener();
  };
  const dismiss = (id: number) => {
    if (current.some((notice) => notice.id === id)) publish(current.filter((notice) => notice.id !== id));
  };

  return {
    notices: () => current,
    notify(input) {
      const params = input.params ?? {};
      const same = current.find((notice) => notice.kind === input.kind && notice.messageKey === input.messageKey
        && JSON.stringify(notice.params) === JSON.stringify(params));
      const notice: Notice = { id: nextId, kind: input.kind, messageKey: input.messageKey, params };
      nextId += 1;
      const others = same ? current.filter((item) => item !== same) : current;
      publish([...others, notice].slice(-maxNotices));
      if (notice.kind !== 'error') timers.setTimeout(() => dismiss(notice.id), transientNoticeMs);
      return notice.id;
    },
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}
