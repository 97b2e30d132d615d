import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { peersDir, projectRoot } from './peers-dir';

/** The working copy of shared/bench/peers (which is read-only): its node_modules, dist and results live here. */
export const peersCopyDir = join(projectRoot, 'node_modules', '.cache', 'peers-bench');

/** Folders of the peers' tree that are outputs, never copied. */
const outputs = new Set(['node_modules', 'dist', 'results']);
const sourceStamp = '.copied-from';
const installStamp = '.npm-ci-of';

function sourceFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return outputs.has(entry.name) && dir === root ? [] : sourceFiles(root, path);
    return entry.isFile() ? [relative(root, path)] : [];
  });
}

function hashOf(root: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) hash.update(file).update('\0').update(readFileSync(join(root, file))).update('\0');
  return hash.digest('hex');
}

const stamp = (name: string) => (existsSync(join(peersCopyDir, name)) ? readFileSync(join(peersCopyDir, name), 'utf8') : '');

/**
 * Brings the working copy up to date with shared/bench/peers: copies its sources when they changed
 * (dropping the built pages, which run.mjs then rebuilds), writable so run.mjs can write beside them.
 */
export function syncPeersCopy(): { source: string; copied: boolean } {
  const source = peersDir();
  const files = sourceFiles(source);
  const hash = hashOf(source, files);
  if (stamp(sourceStamp) === hash && existsSync(join(peersCopyDir, 'run.mjs'))) return { source, copied: false };
  mkdirSync(peersCopyDir, { recursive: true });
  for (const entry of readdirSync(peersCopyDir)) {
    if (entry !== 'node_modules' && entry !== 'results' && entry !== installStamp) rmSync(join(peersCopyDir, entry), { recursive: true, force: true });
  }
  for (const file of files) {
    const target = join(peersCopyDir, file);
    mkdirSync(join(target, '..'), { recursive: true });
    copyFileSync(join(source, file), target);
    chmodSync(target, statSync(join(source, file)).mode | 0o200);
  }
  writeFileSync(join(peersCopyDir, sourceStamp), hash);
  return { source, copied: true };
}

function run(command: string, args: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', process.stderr, process.stderr] });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}`))));
  });
}

/** `npm ci` in the working copy, once per package-lock.json (the peers come from the npm registry). */
export async function ensurePeersInstalled(): Promise<{ installed: boolean }> {
  const lock = createHash('sha256').update(readFileSync(join(peersCopyDir, 'package-lock.json'))).digest('hex');
  if (stamp(installStamp) === lock && existsSync(join(peersCopyDir, 'node_modules', 'vite'))) return { installed: false };
  await run('npm', ['ci', '--no-audit', '--no-fund'], peersCopyDir);
  writeFileSync(join(peersCopyDir, installStamp), lock);
  return { installed: true };
}
