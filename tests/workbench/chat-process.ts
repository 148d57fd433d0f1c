import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { builtCli } from '../cli/run-cli.js';

/** No Gemini key and no .env file read: the chat must use its scripted model. */
const OFFLINE_ENV = { NO_COLOR: '1', GEMINI_API_KEY: '', GOOGLE_API_KEY: '', CHARACTER_AGENT_NO_DOTENV: '1' };

/** Runs `character-agent chat` with all its input piped at once (as a script would). */
export function chatOnce(
  args: string[],
  lines: string[],
  options: { cwd?: string } = {},
): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [builtCli(), 'chat', ...args], {
    cwd: options.cwd ?? process.cwd(),
    env: { ...process.env, ...OFFLINE_ENV },
    input: `${lines.join('\n')}\n`,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A chat driven line by line, waiting for its output between lines (files can change in between). */
export class ChatSession {
  readonly #child: ChildProcessWithoutNullStreams;
  stdout = '';
  stderr = '';

  constructor(args: string[], cwd: string) {
    this.#child = spawn(process.execPath, [builtCli(), 'chat', ...args], {
      cwd,
      env: { ...process.env, ...OFFLINE_ENV },
    });
    this.#child.stdout.setEncoding('utf8').on('data', (d: string) => {
      this.stdout += d;
    });
    this.#child.stderr.setEncoding('utf8').on('data', (d: string) => {
      this.stderr += d;
    });
  }

  /** Sends one line and resolves with the output it produced once `until` appears in it. */
  async send(line: string, until: RegExp): Promise<string> {
    const from = this.stdout.length;
    this.#child.stdin.write(`${line}\n`);
    const deadline = Date.now() + 15_000;
    while (!until.test(this.stdout.slice(from))) {
      if (Date.now() > deadline)
        throw new Error(`no ${until} after "${line}"; output:\n${this.stdout.slice(from)}\n${this.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.stdout.slice(from);
  }

  /** Ends the input (Ctrl-D) and resolves with the exit code. */
  async end(): Promise<number | null> {
    const exited = new Promise<number | null>((resolve) => this.#child.on('close', resolve));
    this.#child.stdin.end();
    return exited;
  }
}
