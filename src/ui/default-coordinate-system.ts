/** The local storage key of the coordinate system new projects start with (spec 01 section 3). */
const defaultCoordinateSystemKey = 'fdw.defaultCoordinateSystem';

/** The browser's local storage, or null where it is refused (private modes); every read and write is then a no-op. */
function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The coordinate system remembered on this computer, or null when none was. */
export function rememberedCoordinateSystem(): string | null {
  try {
    const code = localStore()?.getItem(defaultCoordinateSystemKey) ?? null;
    return code === null || code.trim() === '' ? null : code;
  } catch {
    return null;
  }
}

/**
 * Remembers `code` on this computer as the default coordinate system (spec 01 section 3: 'The default
 * coordinate system is remembered locally when the project's coordinate system changes').
 */
export function rememberCoordinateSystem(code: string): void {
  try {
    localStore()?.setItem(defaultCoordinateSystemKey, code);
  } catch {
    // A full or refused storage only loses the default, never the project.
  }
}
