import type { Platform } from '../../../commands/hotkeys';

/** Whether the browser runs on a Mac (Cmd for Mod, ⌘ in labels), as react-hotkeys-hook decides it. */
export function browserPlatform(): Platform {
  if (typeof navigator === 'undefined') return 'other';
  return /mac/i.test(navigator.userAgent) && !/iphone|ipad|ipod/i.test(navigator.userAgent) ? 'mac' : 'other';
}
