import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';
import { bundledChromium } from './bundled-chromium';

/** Debian's Chromium (`apt-get install chromium`), preferred when installed: the build users of the system run. */
const systemChromium = '/usr/bin/chromium';

/**
 * Flags of every launch: as root Chromium needs --no-sandbox; this machine's closed network would
 * refuse the background, component-update and sync connections many at a time (LIBRARY-NOTES.md).
 * The bundled build runs with the same flags: it needs none of @sparticuz/chromium's Lambda list.
 */
const chromiumArgs: readonly string[] = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** No Chromium can be had; the message is one sentence that names the fix. */
class BrowserUnavailableError extends Error {
  override name = 'BrowserUnavailableError';
}

const fix = 'install Debian\'s chromium (apt-get install chromium), run npm ci to restore the one bundled in @sparticuz/chromium, or set CHROMIUM_PATH to a Chromium';

/**
 * The Chromium the tests and benchmarks drive: CHROMIUM_PATH when set; else /usr/bin/chromium when
 * it exists (FIELDWORK_NO_SYSTEM_CHROMIUM=1 hides it, as on a machine without it); else the build
 * bundled in the npm package @sparticuz/chromium, extracted on first use.
 */
export async function resolveChromium(): Promise<string> {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) {
    if (!existsSync(chosen)) throw new BrowserUnavailableError(`No browser for the browser tests: CHROMIUM_PATH is ${chosen}, which does not exist; point it at a Chromium, or unset it to use ${systemChromium} or the bundled one.`);
    return chosen;
  }
  if (process.env.FIELDWORK_NO_SYSTEM_CHROMIUM !== '1' && existsSync(systemChromium)) return systemChromium;
  try {
    return await bundledChromium();
  } catch (error) {
    throw new BrowserUnavailableError(`No browser for the browser tests: the bundled Chromium could not be extracted (${(error as Error).message}); ${fix}.`);
  }
}

/** Runs `<executable> --version`: a cheap start that fails as a launch would on a missing library. */
export function chromiumVersion(executable: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(executable, ['--version'], { timeout: 30_000 }, (error, stdout, stderr) => {
      if (!error) {
        resolve(stdout.trim());
        return;
      }
      const detail = (stderr.trim() || error.message).split('\n')[0];
      const libraries = /error while loading shared libraries/.test(stderr) ? ' (on Debian `apt-get install libnss3` brings the libraries it needs)' : '';
      reject(new BrowserUnavailableError(`No browser for the browser tests: ${executable} does not start: ${detail}${libraries}; ${fix}.`));
    });
  });
}

/** Launch options for playwright-core: the resolved Chromium, headless, chromiumArgs plus `extraArgs`. */
export async function chromiumLaunchOptions(extraArgs: readonly string[] = []): Promise<LaunchOptions> {
  return { executablePath: await resolveChromium(), headless: true, args: [...chromiumArgs, ...extraArgs] };
}
