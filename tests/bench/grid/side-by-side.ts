/**
 * The side-by-side scroll benchmark: our grid bench page measured as an external
 * page by the peers' own run.mjs, next to the peers, in one run. Prints the summary as JSON.
 *
 *   node --import tsx tests/bench/grid/side-by-side.ts [run.mjs options]      (see tests/bench/grid/README.md)
 *
 * Defaults (each overridden by its run.mjs option): PEERS_BENCH_RUNS (3), PEERS_BENCH_ROWS (20000),
 * PEERS_BENCH_PEERS (glide,ag-grid,tanstack). OURS_SCROLLER sets --external-scroller for our page.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { resolveChromium } from '../../e2e/browser-executable';
import { openBenchSite } from './bench-site';
import type { BenchSite } from './bench-site';
import { ensurePeersInstalled, peersCopyDir, syncPeersCopy } from './peers-copy';
import { projectRoot } from './peers-dir';
import { sideBySideReport } from './side-by-side-report';
import type { PeersResults } from './side-by-side-report';

const log = (message: string) => console.error(`[side-by-side] ${message}`);

const isOut = (arg: string) => arg === '--out' || arg.startsWith('--out=');

/** Where the result goes: the caller's --out resolved against the caller's folder (run.mjs runs elsewhere), or ours. */
function outFile(given: readonly string[]): string {
  const index = given.findIndex(isOut);
  const value = index < 0 ? undefined : given[index]?.startsWith('--out=') ? given[index]?.slice(6) : given[index + 1];
  return value ? resolve(value) : join(projectRoot, 'tests', 'bench', 'results', 'peers-side-by-side.json');
}

/** run.mjs arguments: the caller's (--out made absolute), our page, and the defaults the caller did not give. */
function runArguments(given: readonly string[], oursUrl: string, out: string): string[] {
  const has = (name: string) => given.some((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  const passed = given.filter((arg, i) => !isOut(arg) && !(i > 0 && given[i - 1] === '--out'));
  const args = [...passed, '--out', out, '--external', `ours=${oursUrl}`];
  const defaults: [string, string | undefined][] = [
    ['runs', process.env.PEERS_BENCH_RUNS], ['rows', process.env.PEERS_BENCH_ROWS],
    ['peers', process.env.PEERS_BENCH_PEERS ?? 'glide,ag-grid,tanstack'],
  ];
  for (const [name, value] of defaults) if (value !== undefined && !has(name)) args.push(`--${name}`, value);
  if (process.env.OURS_SCROLLER) args.push('--external-scroller', `ours=${process.env.OURS_SCROLLER}`);
  return args;
}

let child: ChildProcess | undefined;
let site: BenchSite | undefined;

async function stop(): Promise<void> {
  if (child && child.exitCode === null) child.kill('SIGTERM');
  await site?.close();
  site = undefined;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stop().finally(() => process.exit(130)));
}

async function main(): Promise<number> {
  const given = process.argv.slice(2);
  const copy = syncPeersCopy();
  log(`peers from ${copy.source} ${copy.copied ? 'copied to' : 'already in'} ${peersCopyDir}`);
  if ((await ensurePeersInstalled()).installed) log('npm ci done in the working copy');
  site = await openBenchSite();
  const out = outFile(given);
  mkdirSync(dirname(out), { recursive: true });
  const args = runArguments(given, site.gridUrl, out);
  // run.mjs launches the Chromium named by CHROMIUM (default /usr/bin/chromium): hand it the e2e tests' one.
  const env = { ...process.env, CHROMIUM: process.env.CHROMIUM ?? await resolveChromium() };
  log(`node run.mjs ${args.join(' ')} (Chromium ${env.CHROMIUM})`);
  const started = Date.now();
  const code = await new Promise<number>((resolveExit, reject) => {
    child = spawn(process.execPath, ['run.mjs', ...args], { cwd: peersCopyDir, env, stdio: ['ignore', 'ignore', process.stderr] });
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolveExit(exitCode ?? (signal ? 1 : 0)));
  });
  await stop();
  if (code !== 0) {
    log(`run.mjs failed with exit code ${code} after ${Math.round((Date.now() - started) / 1000)} s`);
    return code;
  }
  const results = JSON.parse(readFileSync(out, 'utf8')) as PeersResults;
  for (const line of sideBySideReport(results, out)) console.log(JSON.stringify(line));
  return 0;
}

main().then((code) => {
  process.exitCode = code;
}, async (error: unknown) => {
  console.error(error);
  await stop();
  process.exitCode = 1;
});
