/** The user menu's links out (spec 02 section 2, 'User menu'): help, roadmap, training videos, the management application. */
export type UserMenuLink = 'help' | 'roadmap' | 'training' | 'management';

/** An address a link may open: http(s) only, so a `javascript:` URL in configuration never runs. */
function httpUrl(text: string | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The configured links, in the menu's order; an unset or unusable address leaves its entry out,
 * never a dead link. Read from the build's environment (VITE_HELP_URL, VITE_ROADMAP_URL,
 * VITE_TRAINING_URL, VITE_MANAGEMENT_URL).
 */
export function userMenuLinksFromEnv(env: Partial<Record<string, string | undefined>>): { link: UserMenuLink; href: string }[] {
  const entries: [UserMenuLink, string | undefined][] = [
    ['help', env.VITE_HELP_URL], ['roadmap', env.VITE_ROADMAP_URL], ['training', env.VITE_TRAINING_URL], ['management', env.VITE_MANAGEMENT_URL],
  ];
  return entries.flatMap(([link, text]) => {
    const href = httpUrl(text);
    return href === null ? [] : [{ link, href }];
  });
}

/** This build's user menu links. */
export const userMenuLinks = userMenuLinksFromEnv({
  VITE_HELP_URL: import.meta.env.VITE_HELP_URL,
  VITE_ROADMAP_URL: import.meta.env.VITE_ROADMAP_URL,
  VITE_TRAINING_URL: import.meta.env.VITE_TRAINING_URL,
  VITE_MANAGEMENT_URL: import.meta.env.VITE_MANAGEMENT_URL,
});
