/** Most bytes read from a piped standard input: a password line, not a file. */
const pipedInputLimit = 64 * 1024;

/** Thrown when no usable password came in (empty input, input too long, typed twice differently, Ctrl+C). */
export class PasswordInputError extends Error {}

/** The standard input the command reads from (process.stdin, or a stand-in in tests). */
export type PasswordInput = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };

/** Reads a piped standard input to its end (at most 64 KiB) and answers its first line. */
async function firstLine(input: PasswordInput): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of input) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    length += buffer.length;
    if (length > pipedInputLimit) throw new PasswordInputError('The password on standard input is longer than 64 KiB.');
    chunks.push(buffer);
  }
  const [line = ''] = Buffer.concat(chunks).toString('utf8').split(/\r?\n/);
  return line;
}

/** Reads one line from a terminal without echoing it. */
function hiddenLine(input: PasswordInput, prompt: (text: string) => void, text: string): Promise<string> {
  prompt(text);
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (finish: () => void) => {
      input.setRawMode?.(false);
      input.removeListener('data', onData);
      input.pause();
      prompt('\n');
      finish();
    };
    const onData = (chunk: Buffer | string) => {
      for (const character of chunk.toString()) {
        if (character === '\r' || character === '\n') return done(() => resolve(typed));
        if (character === '\u0003' || character === '\u0004') return done(() => reject(new PasswordInputError('Cancelled.')));
        if (character === '\u007f' || character === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += character;
      }
      return undefined;
    };
    input.setRawMode?.(true);
    input.resume();
    input.on('data', onData);
  });
}

/**
 * The password for add-user and reset-password, never from the command line, where other local
 * users can read it in the process list and it stays in the shell's history (the command-line
 * counterpart of ASVS 8.3.1: secrets never in the visible part of a request):
 * typed twice without echo at a terminal, else the first line of standard input
 * (`printf '%s\n' "$PASSWORD" | npm run admin -- add-user …`). Not trimmed: spaces count.
 */
export async function readPassword(input: PasswordInput, prompt: (text: string) => void): Promise<string> {
  if (!input.isTTY) {
    const line = await firstLine(input);
    if (line === '') throw new PasswordInputError('No password on standard input: pipe it in as the first line, or run the command in a terminal to type it.');
    return line;
  }
  const password = await hiddenLine(input, prompt, 'New password: ');
  const again = await hiddenLine(input, prompt, 'Type it again: ');
  if (password !== again) throw new PasswordInputError('The two passwords differ; nothing changed.');
  return password;
}
