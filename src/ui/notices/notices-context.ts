import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { isApiError } from '../../api/errors';
import type { Notice, NoticeInput, NoticeStore } from './notice-store';

/** The app's notice store (provided once by src/app/providers.tsx). */
export const NoticeStoreContext = createContext<NoticeStore | null>(null);

/** The notice to show for a failed action: the server's catalogue key, or the generic 'unknown error'. */
export function errorNotice(error: unknown): NoticeInput {
  if (isApiError(error)) return { kind: 'error', messageKey: error.messageKey, params: error.params };
  return { kind: 'error', messageKey: 'shell.notice.unknownError' };
}

/** What screens use to report save results and errors in the shell's notice area. */
export interface Notices {
  notify(notice: NoticeInput): void;
  /** Reports a failed call or action (an ApiError's translated message). */
  notifyError(error: unknown): void;
  dismiss(id: number): void;
}

function useNoticeStore(): NoticeStore {
  const store = useContext(NoticeStoreContext);
  if (!store) throw new Error('useNotices needs the NoticeStoreContext of the app shell');
  return store;
}

/** Reporting notices: `notify({ kind: 'success', messageKey: 'record.saved' })`. */
export function useNotices(): Notices {
  const store = useNoticeStore();
  return useMemo(() => ({
    notify: (notice) => { store.notify(notice); },
    notifyError: (error) => { store.notify(errorNotice(error)); },
    dismiss: (id) => store.dismiss(id),
  }), [store]);
}

/** The notices on view, for the notice area. */
export function useNoticeList(): readonly Notice[] {
  const store = useNoticeStore();
  return useSyncExternalStore(store.subscribe, store.notices);
}
