import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const packageDir = join(projectRoot, 'node_modules', '@sparticuz', 'chromium');
/** How long a run waits for another run's extraction, and when a lock is taken to be left by a dead run. */
const lockWait = 180_000;
const staleLock = 120_000;

function bundledVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  } catch (error) {
    throw new Error('the devDependency @sparticuz/chromium is not installed (run npm ci)', { cause: error });
  }
}

/** True when this call made the lock folder; false when it already exists. */
function made(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Waits for, then takes, a lock folder; a lock older than staleLock belongs to a run that died. */
async function takeLock(lock: string): Promise<() => void> {
  const deadline = Date.now() + lockWait;
  while (!made(lock)) {
    const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > staleLock) rmSync(lock, { recursive: true, force: true });
    else if (Date.now() > deadline) throw new Error(`another test run has held ${lock} for over ${lockWait / 1000} s`);
    else await sleep(250);
  }
  return () => rmSync(lock, { recursive: true, force: true });
}

/** Runs @sparticuz/chromium's extraction with os.tmpdir() pointing into `folder`, where it writes. */
async function extractInto(folder: string): Promise<string> {
  const { default: chromium } = await import('@sparticuz/chromium');
  const tmpdir = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  // The library reads os.tmpdir() synchronously when called, so TMPDIR is ours only for this call.
  const extracting = chromium.executablePath();
  if (tmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmpdir;
  return extracting;
}

/**
 * The Chromium that ships brotli-compressed inside the npm package @sparticuz/chromium, so a machine
 * with Node alone has a browser after `npm ci`. Extracted once (about 5 s, 210 MB) into
 * node_modules/.cache/fieldwork-chromium/<version>/ rather than the library's shared /tmp/chromium,
 * which another checkout, version or half-finished extraction could own; a `complete` marker is
 * written last, so an interrupted extraction is redone, and a lock keeps concurrent runs from
 * extracting over each other. Needs the system's libnss3 (present on Debian with fontconfig).
 */
export async function bundledChromium(): Promise<string> {
  const folder = join(projectRoot, 'node_modules', '.cache', 'fieldwork-chromium', bundledVersion());
  const marker = join(folder, 'complete');
  const extracted = () => (existsSync(marker) ? readFileSync(marker, 'utf8') : undefined);
  const ready = extracted();
  if (ready && existsSync(ready)) return ready;
  mkdirSync(dirname(folder), { recursive: true });
  const release = await takeLock(`${folder}.lock`);
  try {
    const done = extracted();
    if (done && existsSync(done)) return done;
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    const executable = await extractInto(folder);
    writeFileSync(marker, executable);
    return executable;
  } finally {
    release();
  }
}
