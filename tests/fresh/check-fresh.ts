/**
 * `npm run check:fresh`: the README's promise, tested. Clones the current commit into a private
 * temporary folder (mode 700, like a home folder) with the brief's shared/ linked beside it, as CI has
 * it, hides this machine's Chromium and PostgreSQL from
 * the run (FIELDWORK_NO_SYSTEM_CHROMIUM=1; TEST_DATABASE_URL, DATABASE_URL and CHROMIUM_PATH unset;
 * nothing in the suite looks for PostgreSQL on PATH), then runs `npm ci`, `npm test`, and `npm start`
 * until it serves /Web/. Prints a summary, removes the folders, and exits non-zero unless all passed
 * with the bundled Chromium and an embedded PostgreSQL, leaving no process or temporary folder.
 * Takes as long as the two commands (about 15 minutes on 2 cores). Not part of `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exchangeSamplesDir } from '../unit/domain/formats/fixtures/exchange-samples';
import { runCommand } from './run-command';
import type { CommandOptions, CommandResult, RunningCommand } from './run-command';
import { summariseTestOutput } from './test-summary';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The command under way, to stop on Ctrl+C: it runs in a process group of its own. */
let current: RunningCommand | undefined;

function run(command: string, args: readonly string[], options: CommandOptions): RunningCommand {
  current = runCommand(command, args, options);
  return current;
}
const log = (message: string) => console.log(`[check:fresh] ${message}`);
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** This environment without what would point the run at this machine's browser, database or npm run. */
function freshEnvironment(tmp: string): NodeJS.ProcessEnv {
  const hidden = new Set(['TEST_DATABASE_URL', 'DATABASE_URL', 'CHROMIUM_PATH', 'CHROMIUM', 'CI', 'NODE_ENV', 'INIT_CWD']);
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !hidden.has(name) && !name.startsWith('npm_')));
  // TMPDIR: every temporary folder of the run lands where we can see what it leaves behind.
  return { ...env, FIELDWORK_NO_SYSTEM_CHROMIUM: '1', TMPDIR: tmp };
}

/** Processes whose command line mentions one of `folders`: anything the run left running. */
function processesIn(folders: readonly string[]): string[] {
  const table = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n');
  return table.filter((line) => folders.some((folder) => line.includes(folder)) && !line.includes(' ps -eo')).map((line) => line.trim().slice(0, 160));
}

/** `npm start` on a free port until /Web/ answers: the README's first command, with the demo password line. */
async function startOnce(clone: string, env: NodeJS.ProcessEnv): Promise<{ result: CommandResult; served: string }> {
  let listening: (url: string) => void = () => undefined;
  const url = new Promise<string>((resolve) => { listening = resolve; });
  const running = run('npm', ['start'], {
    cwd: clone, env: { ...env, PORT: '0' }, prefix: '  start │ ',
    onLine: (line) => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match?.[1]) listening(match[1]);
    },
  });
  const served = await Promise.race([
    url.then(async (origin) => `${origin}/Web/ answered ${(await fetch(`${origin}/Web/`)).status}`),
    running.done.then(() => 'the server exited before listening'),
  ]).catch((error: unknown) => `no answer: ${String(error)}`);
  running.stop();
  return { result: await running.done, served };
}

async function main(): Promise<boolean> {
  const commit = git(projectRoot, 'rev-parse', 'HEAD');
  if (git(projectRoot, 'status', '--porcelain') !== '') log('uncommitted changes are not part of the check: it clones the last commit');
  const home = mkdtempSync(join(tmpdir(), 'fieldwork-fresh-'));
  const tmp = mkdtempSync(join(tmpdir(), 'fieldwork-fresh-tmp-'));
  // /tmp's own mode, so the user postgres may use it as on any machine.
  chmodSync(tmp, 0o1777);
  const clone = join(home, 'repo');
  // The brief's shared/ (exchange samples, XSDs, the peers' bench) lies beside the project, as CI clones it.
  const shared = join(home, 'shared');
  symlinkSync(dirname(exchangeSamplesDir()), shared);
  const cleanUp = () => {
    unlinkSync(shared);
    rmSync(home, { recursive: true, force: true });
    rmSync(tmp, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    log('interrupted: stopping the command under way and removing the folders');
    current?.stop();
    void (current?.done ?? Promise.resolve()).finally(() => {
      cleanUp();
      process.exit(130);
    });
  });
  try {
    log(`cloning ${commit.slice(0, 12)} into ${clone}`);
    git(projectRoot, 'clone', '--quiet', '--no-checkout', projectRoot, clone);
    git(clone, 'checkout', '--quiet', '--detach', commit);
    const env = freshEnvironment(tmp);
    const install = await run('npm', ['ci'], { cwd: clone, env, prefix: '  ci │ ' }).done;
    const test = install.code === 0 ? await run('npm', ['test'], { cwd: clone, env, prefix: '  test │ ' }).done : undefined;
    const start = install.code === 0 ? await startOnce(clone, env) : undefined;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const leftProcesses = processesIn([home, tmp]);
    const leftFolders = readdirSync(tmp).filter((name) => name.startsWith('fieldwork-'));
    const summary = test ? summariseTestOutput(test.output) : undefined;
    const bundled = summary?.chromium?.includes(join(clone, 'node_modules')) ?? false;
    const verdicts: [string, boolean, string][] = [
      ['npm ci', install.code === 0, `exit ${install.code} in ${install.seconds.toFixed(0)} s`],
      ['npm test', test?.code === 0, test ? `exit ${test.code} in ${test.seconds.toFixed(0)} s` : 'not run'],
      ['test files', !!summary?.testFiles && !summary.testFiles.includes('failed'), summary?.testFiles ?? 'no summary'],
      ['tests', (summary?.counts.passed ?? 0) > 0 && !summary?.counts.failed, summary?.tests ?? 'no summary'],
      ['Chromium', bundled, summary?.browserMissing ?? summary?.chromium ?? 'not reported'],
      ['PostgreSQL', !!summary?.embeddedPostgres && !summary.postgresSkipped, summary?.postgresSkipped ?? (summary?.embeddedPostgres ? `embedded, ready in ${summary.embeddedPostgres}` : 'not reported')],
      ['npm start', !!start?.served.endsWith('answered 200'), start ? `${start.served} after ${start.result.seconds.toFixed(0)} s` : 'not run'],
      ['demo password', !!start?.result.output.includes('Demo account created'), start?.result.output.includes('Demo account created') ? 'printed in the log' : 'not printed'],
      ['left running', leftProcesses.length === 0, leftProcesses.join(' ; ') || 'nothing'],
      ['temporary folders left', leftFolders.length === 0, leftFolders.join(', ') || 'none'],
    ];
    log(`summary of a fresh clone of ${commit.slice(0, 12)} (Node ${process.version}, ${process.platform}-${process.arch}):`);
    for (const [what, ok, detail] of verdicts) log(`  ${ok ? 'ok  ' : 'FAIL'} ${what.padEnd(22)} ${detail}`);
    return verdicts.every(([, ok]) => ok);
  } finally {
    cleanUp();
  }
}

main().then((passed) => {
  log(passed ? 'passed: npm ci && npm test work with nothing else installed' : 'FAILED');
  process.exitCode = passed ? 0 : 1;
}, (error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
