import readline from 'node:readline';
import { UserError } from '../support/errors.js';

/** Questions asked of the person at the terminal. */
export interface Prompter {
  /** One line of input; with `secret`, what is typed is not echoed. */
  ask(question: string, options?: { secret?: boolean }): Promise<string>;
  say(line: string): void;
  close(): void;
}

/**
 * Asks on stderr and reads stdin line by line (lines typed or piped ahead are queued, not lost).
 * Secret answers are not echoed on a terminal.
 */
export function terminalPrompter(
  input: NodeJS.ReadableStream & { isTTY?: boolean } = process.stdin,
  output: NodeJS.WritableStream & { isTTY?: boolean } = process.stderr,
): Prompter {
  const terminal = Boolean(input.isTTY && output.isTTY);
  const rl = readline.createInterface({ input, output, terminal });
  let muted = false;
  // readline echoes typed characters through this (undocumented but long-stable) method; it is
  // the one hook that hides a password while keeping line editing.
  const echo = rl as unknown as { _writeToOutput(text: string): void };
  const write = echo._writeToOutput.bind(rl);
  echo._writeToOutput = (text: string) => {
    if (!muted) write(text);
    else if (text.includes('\n')) write('\n');
  };
  const lines: string[] = [];
  const waiting: ((line: string | undefined) => void)[] = [];
  let closed = false;
  rl.on('line', (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else lines.push(line);
  });
  rl.on('close', () => {
    closed = true;
    for (const next of waiting.splice(0)) next(undefined);
  });
  return {
    async ask(question, options = {}) {
      output.write(question);
      muted = Boolean(options.secret) && terminal;
      const line =
        lines.shift() ?? (closed ? undefined : await new Promise<string | undefined>((r) => waiting.push(r)));
      muted = false;
      if (line === undefined) throw new UserError('login cancelled: no more input');
      return line;
    },
    say(line) {
      output.write(`${line}\n`);
    },
    close() {
      rl.close();
    },
  };
}
