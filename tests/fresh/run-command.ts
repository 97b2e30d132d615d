import { spawn } from 'node:child_process';

/** How a command ended, what it printed (stdout and stderr together, plain) and how long it took. */
export interface CommandResult {
  code: number;
  output: string;
  seconds: number;
}

/** A command under way: its end, and how to stop its whole process group (a server, say). */
export interface RunningCommand {
  done: Promise<CommandResult>;
  stop(): void;
}

/** Options of runCommand: where, with which environment, the prefix of echoed lines, a line watcher. */
export interface CommandOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  prefix: string;
  onLine?: (line: string) => void;
}

/** Removes colour codes, so printed lines can be matched. */
function plainText(text: string): string {
  // eslint-disable-next-line no-control-regex -- the escape character is what we remove
  return text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
}

/**
 * Starts a command in its own process group, echoing its output with `prefix` on each line (a long
 * run shows progress) and keeping it for the summary; `onLine` sees each line as plain text.
 */
export function runCommand(command: string, args: readonly string[], options: CommandOptions): RunningCommand {
  const started = performance.now();
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  let partial = '';
  const take = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output += text;
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      process.stdout.write(`${options.prefix}${line}\n`);
      options.onLine?.(plainText(line));
    }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const done = new Promise<CommandResult>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      if (partial) process.stdout.write(`${options.prefix}${partial}\n`);
      resolve({ code: code ?? 1, output: plainText(output), seconds: (performance.now() - started) / 1000 });
    });
  });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // The group has already gone.
    }
  };
  return { done, stop };
}
