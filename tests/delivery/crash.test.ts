import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecordedRequest, ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { openSqlite } from '../../src/store/open.js';
import { systemClock } from '../../src/support/clock.js';
import { TelegramSimulator } from '../../src/telegram/simulator.js';
import { buildChild } from '../child-process.js';
import { tempDir } from '../helpers.js';

/**
 * The delivery guarantee, proven the hard way: a child process runs the agent against a
 * database and a simulated Telegram kept in files, and is killed (SIGKILL) at its k-th
 * boundary — after a message is handed over, after it is stored, when a task is claimed,
 * when Telegram has confirmed a task's effect but before it is recorded, after a task is
 * settled — for every k. A second life on the same files must then finish the work: every
 * inbound message answered, no outgoing message sent twice, and what the persona decided to
 * remember (before, between and after its sends) kept exactly once.
 */
let child = '';
let removeChild = () => {};
let server: ScriptedGeminiServer;
let modelUrl: string;
let dirs: (() => void)[] = [];

/**
 * The model answers every message with two numbered messages quoting it, and decides things on
 * either side of them: a note before the first, a fact about Alice between the two.
 */
function answer(request: RecordedRequest) {
  const body = request.body as { contents: { parts: { text: string }[] }[] };
  // A part holds one message: a ⟦…⟧ header line, then what the person wrote.
  const texts = body.contents.at(-1)?.parts.flatMap((p) => p.text.split('\n')) ?? [];
  const last = texts.filter((t) => !t.startsWith('⟦')).at(-1) ?? '';
  return textResponse(
    [
      `# «note»\nAlice said ${last}`,
      `# «send»\nre: ${last} (1/2)`,
      `# «person» 7\nAlice greets with ${last}`,
      `# «send»\nre: ${last} (2/2)`,
    ].join('\n\n'),
  );
}

beforeAll(async () => {
  ({ script: child, remove: removeChild } = await buildChild('crash-child', 'tests/delivery/crash-child.ts'));
  server = new ScriptedGeminiServer(answer);
  modelUrl = await server.start();
}, 60_000);

afterAll(async () => {
  await server?.stop();
  removeChild();
  for (const cleanup of dirs) cleanup();
  dirs = [];
});

/** A fresh world on disk: Alice has written "hello" and Telegram has not handed it over yet. */
function freshWorld() {
  const tmp = tempDir();
  dirs.push(tmp.cleanup);
  const files = {
    SIM_STATE: path.join(tmp.dir, 'telegram.json'),
    DB_FILE: path.join(tmp.dir, 'agent.sqlite'),
    ACK_FILE: path.join(tmp.dir, 'acked.json'),
    TRACE_FILE: path.join(tmp.dir, 'trace.txt'),
  };
  const simulator = new TelegramSimulator({
    me: { id: '42', name: 'Heidi' },
    users: [{ id: '7', name: 'Alice' }],
    clock: systemClock,
    stateFile: files.SIM_STATE,
  });
  simulator.addChat({ id: '7', kind: 'direct', title: 'Alice' });
  simulator.seed('7', { from: '7', text: 'hello' });
  return files;
}

/** Runs one life of the agent; the model server answers from this process meanwhile. */
function life(
  files: Record<string, string>,
  crashAt = 0,
): Promise<{ status: number | null; signal: string | null }> {
  return new Promise((resolve, reject) => {
    const run = spawn(process.execPath, [child], {
      env: { ...process.env, ...files, MODEL_URL: modelUrl, CRASH_AT: String(crashAt) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    run.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => run.kill('SIGKILL'), 30_000);
    run.on('error', reject);
    run.on('exit', (status, signal) => {
      clearTimeout(timer);
      if (status !== 0 && signal !== 'SIGKILL') reject(new Error(`child failed (${status}): ${stderr}`));
      else resolve({ status, signal });
    });
  });
}

function trace(files: Record<string, string>): string[] {
  return existsSync(files.TRACE_FILE ?? '')
    ? readFileSync(files.TRACE_FILE ?? '', 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
    : [];
}

/** What the world looks like once the agent is done: checked after every crash and restart. */
function outcome(files: Record<string, string>) {
  const sim = TelegramSimulator.load(files.SIM_STATE ?? '', systemClock);
  const sends = sim.actions.flatMap((a) => (a.type === 'send' ? [a.text] : []));
  const hello = sim.messages('7').find((m) => m.text === 'hello');
  const db = openSqlite(files.DB_FILE ?? '', { readonly: true });
  const inbound = db
    .prepare('select msg_id, handled, accepted_at from inbound_messages where msg_id = ?')
    .get(hello?.id) as { handled: number; accepted_at: number | null } | undefined;
  const open = db.prepare("select count(*) as n from tasks where status in ('pending', 'active')").get() as {
    n: number;
  };
  const failed = db.prepare("select count(*) as n from tasks where status = 'failed'").get() as { n: number };
  const remembered = db.prepare('select kind, text from memory_entries order by kind').all() as {
    kind: string;
    text: string;
  }[];
  db.close();
  return {
    sends,
    finalReaction: hello?.reactions.at(-1)?.emoji,
    inboundStoredAndAnswered: inbound?.accepted_at !== null && inbound?.handled === 1,
    openTasks: open.n,
    failedTasks: failed.n,
    remembered: remembered.map((r) => `${r.kind}: ${r.text}`),
  };
}

const EXPECTED = {
  sends: ['re: hello (1/2)', 're: hello (2/2)'],
  finalReaction: '🏆',
  inboundStoredAndAnswered: true,
  openTasks: 0,
  failedTasks: 0,
  remembered: ['note: Alice said hello', 'person: Alice greets with hello'],
};

describe('killing the agent at any task boundary', () => {
  it('loses no inbound message or decision and duplicates no outgoing one', {
    timeout: 240_000,
  }, async () => {
    const clean = freshWorld();
    expect((await life(clean)).status).toBe(0);
    expect(outcome(clean)).toEqual(EXPECTED);
    const boundaries = trace(clean);
    expect(boundaries.length).toBeGreaterThan(10);

    const killedAt: string[] = [];
    for (let k = 1; k <= boundaries.length; k++) {
      const files = freshWorld();
      const first = await life(files, k);
      expect(first.signal, `life killed at boundary ${k}`).toBe('SIGKILL');
      killedAt.push(trace(files).at(-1) ?? '');
      rmSync(files.TRACE_FILE ?? '');
      expect((await life(files)).status, `restart after boundary ${k}`).toBe(0);
      expect(outcome(files), `killed at boundary ${k} (${killedAt.at(-1)})`).toEqual(EXPECTED);
    }
    // Every kind of boundary was a kill point, including "Telegram confirmed, not yet recorded".
    expect(new Set(killedAt.map((b) => b.split(' ')[0]))).toEqual(
      new Set(['message-received', 'message-stored', 'task-claimed', 'effect-confirmed', 'task-settled']),
    );
    expect(killedAt).toContain('effect-confirmed send');
  });
});
