import { isApiError } from '../../api/errors';
import type { ActiveScreenRegistry } from '../../ui/editing/active-screen';
import { SaveRefusedError } from '../../ui/editing/active-screen';
import type { NoticeStore } from '../../ui/notices/notice-store';

/** Keys of the save outcomes (spec 01 section 8: 'save failed due to unknown error (contact support)'). */
const saveMessageKeys = {
  saved: 'screens.editor.saved',
  unknownError: 'screens.editor.saveUnknownError',
} as const;

/**
 * Saves the editing screen on view and reports the outcome (the save command: its toolbar button,
 * Ctrl+S and the palette). A save the screen refused itself was explained at its fields already.
 */
export async function saveActiveScreen(registry: ActiveScreenRegistry, notices: NoticeStore): Promise<void> {
  const screen = registry.current();
  if (!screen) return;
  try {
    await screen.save();
    notices.notify({ kind: 'success', messageKey: saveMessageKeys.saved });
  } catch (failure) {
    if (failure instanceof SaveRefusedError) return;
    notices.notify(isApiError(failure)
      ? { kind: 'error', messageKey: failure.messageKey, params: failure.params }
      : { kind: 'error', messageKey: saveMessageKeys.unknownError });
  }
}
