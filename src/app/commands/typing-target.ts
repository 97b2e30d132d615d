/** What typing-target reads of a key press's target (an Element, or a plain object in tests). */
export interface TargetLike {
  readonly tagName?: string;
  readonly type?: string;
  readonly isContentEditable?: boolean;
  readonly getAttribute?: (name: string) => string | null;
}

/** Input types that take no typed text: a hotkey on them is a command, not a character. */
const nonTextInputs = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** ARIA roles of custom widgets that take typed text. */
const textRoles = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

/**
 * Whether a key press on `target` is the user typing into an editor (a hotkey does not
 * fire while the user types in an editor unless it is meant to, or typing would run commands): a text field, a text area, a
 * select (its letters pick options), anything content-editable or with a text role. A radio
 * button or checkbox is not typing: Ctrl+Delete after picking a project's radio button deletes it.
 */
export function isTypingTarget(target: TargetLike | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable === true) return true;
  const tag = target.tagName?.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return !nonTextInputs.has((target.type ?? 'text').toLowerCase());
  const role = target.getAttribute?.('role');
  return role != null && textRoles.has(role);
}
