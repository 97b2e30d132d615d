import { chromiumVersion, resolveChromium } from './browser-executable';
import { ensureClientBuild } from './client-build';

/** Without the stack, Vitest prints the one sentence instead of a trace of this file. */
function withoutStack(error: unknown): unknown {
  if (error instanceof Error && error.name === 'BrowserUnavailableError') error.stack = `${error.name}: ${error.message}`;
  return error;
}

/**
 * Vitest globalSetup of the e2e project, before any test file starts: builds the client once, so no
 * file's start-up pays for it, and finds the Chromium once (extracting the bundled one if need be)
 * beside the build. Its path goes to the test workers as CHROMIUM_PATH, so no worker extracts it
 * again. Without a browser the run fails here, once, with one sentence naming the fix, instead of
 * a launch error in every file.
 */
export default async function prepareBrowserTests(): Promise<void> {
  const browser = (async () => {
    const executable = await resolveChromium();
    return { executable, version: await chromiumVersion(executable) };
  })();
  const [built, found] = await Promise.allSettled([ensureClientBuild(), browser]);
  if (found.status === 'rejected') throw withoutStack(found.reason);
  if (built.status === 'rejected') throw built.reason;
  process.env.CHROMIUM_PATH = found.value.executable;
  console.info(`e2e: ${found.value.version} at ${found.value.executable}`);
}
