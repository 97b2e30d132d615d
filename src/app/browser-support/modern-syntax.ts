/** The route old browsers are sent to (spec 01 section 2), below the base path. */
const browserWarningPath = 'browser_warning';

/**
 * The modern-syntax test at start (spec 01 section 2): loads a chunk written in syntax that old
 * browsers cannot parse. False when it fails to load or to run.
 */
export async function passesModernSyntaxTest(load: () => Promise<{ modernSyntaxWorks: () => boolean }> = () => import('./modern-syntax-probe')): Promise<boolean> {
  try {
    return (await load()).modernSyntaxWorks();
  } catch {
    return false;
  }
}

/** Where to send the browser after the test: the warning page, or nowhere (null). */
export function browserWarningRedirect(passed: boolean, pathname: string, base: string): string | null {
  const target = `${base.replace(/\/+$/, '')}/${browserWarningPath}`;
  if (passed || pathname.replace(/\/+$/, '') === target) return null;
  return target;
}
