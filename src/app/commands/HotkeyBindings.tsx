import { useHotkeys } from 'react-hotkeys-hook';
import type { HotkeyBinding as Binding } from '../../../commands';
import { libraryHotkey, parseHotkey } from '../../../commands/hotkeys';
import { useCommandHost } from '../../ui/commands/runtime-context';
import { isTypingTarget } from './typing-target';
import type { TargetLike } from './typing-target';

/** Whether a modal dialog is open: the page behind it is inert, so its hotkeys are too. */
function modalOpen(): boolean {
  return typeof document !== 'undefined' && document.querySelector('dialog[open]') !== null;
}

/**
 * One hotkey of the registry. It fires where its command applies (read at the
 * key press), not while the user types in an editor unless the command says so (save), not while
 * a dialog is open, not when the grid or an editor already handled the key, and once per press.
 */
function HotkeyBinding({ binding }: { binding: Binding }) {
  const { runtime } = useCommandHost();
  const { command, hotkey } = binding;
  const byCharacter = parseHotkey(hotkey).byCharacter;
  useHotkeys(libraryHotkey(hotkey), (event) => {
    // '?' is matched on the character typed, whatever Shift it took; Ctrl+? is not '?'.
    if (byCharacter && (event.ctrlKey || event.metaKey || event.altKey)) return;
    const context = runtime.context();
    const available = !modalOpen() && command.when(context);
    if (available || command.claimsHotkey) event.preventDefault();
    if (available && !event.repeat) void runtime.run(command, context);
    // Spec 01 section 8, 'no action defined': a key the app claims (Ctrl+S) pressed where no screen can act on it.
    else if (command.claimsHotkey && !context.canSave && !modalOpen() && !event.repeat) context.app.notify({ kind: 'info', messageKey: 'specGaps.action.noneDefined' });
  }, {
    // Our own test of 'typing' (typing-target.ts) replaces the library's form-tag rule, which also
    // silences hotkeys on radio buttons and checkboxes.
    enableOnFormTags: true,
    enableOnContentEditable: true,
    useKey: byCharacter,
    ignoreModifiers: byCharacter,
    ignoreEventWhen: (event) => event.defaultPrevented
      || (command.whileTyping !== true && isTypingTarget(event.target as TargetLike | null)),
  }, [command, runtime, byCharacter]);
  return null;
}

/** Binds every hotkey of the registry while a user is signed in. */
export function HotkeyBindings() {
  const { runtime } = useCommandHost();
  return (
    <>
      {runtime.registry.bindings().map((binding) => <HotkeyBinding key={`${binding.command.id} ${binding.hotkey}`} binding={binding} />)}
    </>
  );
}
