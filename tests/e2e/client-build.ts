import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Plugin } from 'vite';

/** Root of the repository (this file lives in tests/e2e). */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

const cacheRoot = join(projectRoot, 'node_modules', '.cache', 'fieldwork-e2e');

/** Build-time settings (VITE_…, read by import.meta.env) a browser-test file builds the client with. */
export type ClientEnv = Readonly<Record<`VITE_${string}`, string>>;

/** The record of the last build: one per set of build-time settings, so files with and without them reuse their own. */
function pointerFileOf(env: ClientEnv): string {
  const names = Object.keys(env).sort();
  if (names.length === 0) return join(cacheRoot, 'latest.json');
  const hash = createHash('sha256').update(JSON.stringify(names.map((name) => [name, env[name as keyof ClientEnv]]))).digest('hex').slice(0, 16);
  return join(cacheRoot, `latest-${hash}.json`);
}
/** Unused builds older than this are removed; younger ones may belong to a run still going. */
const staleBuildAge = 60 * 60 * 1000;

/**
 * Everything the client build reads besides node_modules (whose state package-lock.json stands for).
 * A module the build pulls in from elsewhere is recorded after the build and fingerprinted too.
 */
const inputRoots = ['index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json', 'src', 'machines', 'commands', 'locales', 'public'];

/** The built client the e2e server serves, and how it came to be. */
export interface ClientBuild {
  /** Folder holding index.html and assets/ (what CLIENT_DIR points at). */
  dir: string;
  /** True when an earlier build of identical sources was reused. */
  reused: boolean;
  milliseconds: number;
}

interface BuildRecord {
  fingerprint: string;
  dir: string;
  /** Files outside inputRoots that the last build read (repository-relative). */
  extraInputs: string[];
}

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

/** A content hash of the inputs: any edited, added or removed file changes it. */
function fingerprint(extraInputs: readonly string[]): string {
  const files = new Set(inputRoots.flatMap((root) => filesUnder(join(projectRoot, root))).map((file) => relative(projectRoot, file)));
  for (const file of extraInputs) files.add(file);
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    const path = join(projectRoot, file);
    hash.update(file).update('\0').update(existsSync(path) ? readFileSync(path) : 'missing').update('\0');
  }
  return hash.digest('hex');
}

function readRecord(pointerFile: string): BuildRecord | undefined {
  try {
    return JSON.parse(readFileSync(pointerFile, 'utf8')) as BuildRecord;
  } catch {
    return undefined;
  }
}

/** Source files of the module graph that lie outside inputRoots, so the next check covers them. */
function inputsOutsideRoots(moduleIds: readonly string[]): string[] {
  const outside = moduleIds
    .map((id) => id.split('?')[0] ?? '')
    .filter((path) => isAbsolute(path) && !path.includes(`${sep}node_modules${sep}`) && existsSync(path))
    .map((path) => relative(projectRoot, path))
    .filter((file) => !file.startsWith('..') && !inputRoots.some((root) => file === root || file.startsWith(`${root}${sep}`)));
  return [...new Set(outside)].sort();
}

function removeStaleBuilds(keep: string): void {
  // Builds another pointer still names stay, whatever their age.
  const named = new Set(readdirSync(cacheRoot).filter((entry) => entry.startsWith('latest') && entry.endsWith('.json')).map((entry) => readRecord(join(cacheRoot, entry))?.dir));
  for (const entry of readdirSync(cacheRoot)) {
    const path = join(cacheRoot, entry);
    if (!entry.startsWith('build-') || path === keep || named.has(path)) continue;
    if (Date.now() - statSync(path).mtimeMs > staleBuildAge) rmSync(path, { recursive: true, force: true });
  }
}

/** Runs `vite build` with the project's config into `outDir`, in production mode, answering the module graph. */
async function viteBuild(outDir: string, env: ClientEnv): Promise<string[]> {
  let moduleIds: string[] = [];
  const recordModuleGraph: Plugin = {
    name: 'e2e-record-module-graph',
    buildEnd() {
      moduleIds = [...this.getModuleIds()];
    },
  };
  // Vitest sets NODE_ENV=test, which would give React's development build: test what users get.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  // Vite takes VITE_… settings from the process environment; each is put back after the build.
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    await build({
      configFile: join(projectRoot, 'vite.config.ts'),
      root: projectRoot,
      mode: 'production',
      logLevel: 'warn',
      plugins: [recordModuleGraph],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  return moduleIds;
}

/**
 * The production client build for browser tests: reused when every input is
 * byte-identical to the last build's, else built afresh into its own folder under
 * node_modules/.cache/fieldwork-e2e (never dist/client, which `npm start` owns). E2E_REBUILD=1
 * forces a build. `env` gives build-time settings (an external application's URL); each set of
 * settings keeps its own last build.
 */
export async function ensureClientBuild(env: ClientEnv = {}): Promise<ClientBuild> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const pointerFile = pointerFileOf(env);
  const previous = readRecord(pointerFile);
  if (process.env.E2E_REBUILD !== '1' && previous && existsSync(join(previous.dir, 'index.html')) && fingerprint(previous.extraInputs) === previous.fingerprint) {
    return { dir: previous.dir, reused: true, milliseconds: elapsed() };
  }
  mkdirSync(cacheRoot, { recursive: true });
  const dir = mkdtempSync(join(cacheRoot, 'build-'));
  const before = fingerprint([]);
  const moduleIds = await viteBuild(dir, env);
  // A source edited while the build ran may or may not be in it: then use the build but do not record it.
  if (fingerprint([]) === before) {
    const extraInputs = inputsOutsideRoots(moduleIds);
    const record: BuildRecord = { fingerprint: fingerprint(extraInputs), dir, extraInputs };
    const temporary = `${pointerFile}.${process.pid}`;
    writeFileSync(temporary, JSON.stringify(record, null, 2));
    renameSync(temporary, pointerFile);
  }
  removeStaleBuilds(dir);
  return { dir, reused: false, milliseconds: elapsed() };
}
