import { existsSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { heldBackLine } from '../../src/live/dry-run.js';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { user } from '../telegram/gramjs/objects.js';
import { oneUnreadChat, runOnPeer } from './peer-run.js';
import { liveProject } from './project.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** Every request by which an account changes something others (or its owner) can see. */
const WRITES = [
  'messages.SendMessage',
  'messages.SendMedia',
  'messages.SendReaction',
  'messages.SetTyping',
  'messages.ReadHistory',
  'channels.ReadHistory',
  'messages.ReadMentions',
  'messages.MarkDialogUnread',
  'messages.DeleteHistory',
  'contacts.Block',
  'contacts.Unblock',
  'account.UpdateStatus',
];

describe('run --dry-run on the real client', () => {
  it('plans a real turn for an unread chat and prints it, while Telegram sees no write and the state file stays as it was', async () => {
    const server = new ScriptedGeminiServer(() => textResponse('# «send»\nHello Alice!\n\n# «react»\n👍'));
    const baseUrl = await server.start();
    cleanups.push(() => server.stop());
    const printed: string[] = [];
    const project = liveProject('scan_interval_seconds: 0');
    cleanups.push(project.cleanup);
    const live = await runOnPeer({
      project,
      geminiBaseUrl: baseUrl,
      script: oneUnreadChat(user('7', 'Alice'), 'Heidi, are you there?'),
      run: { dryRun: true, print: (line) => printed.push(line) },
    });
    for (let i = 0; i < 120 && printed.length < 3; i++) await live.advance(1_000);
    expect(await live.stop()).toBe(0);

    // A real turn was planned: the model was asked about Alice's message.
    expect(server.requests).toHaveLength(1);
    expect(JSON.stringify(server.requests[0])).toContain('Heidi, are you there?');
    expect(printed).toEqual([
      'dry run · Heidi · "Alice" (7): would mark the chat read up to 11',
      'dry run · Heidi · "Alice" (7): would send "Hello Alice!"',
      'dry run · Heidi · "Alice" (7): would react "👍" to 11',
    ]);
    const methods = new Set(live.peer.requests.map((r) => r.method));
    expect(WRITES.filter((w) => methods.has(w))).toEqual([]);
    // The session loaded (the peer was asked for history) and the state file is byte for byte the same.
    expect(methods.has('messages.GetHistory')).toBe(true);
    expect(readFileSync(live.project.database).equals(live.stateBefore)).toBe(true);
    expect(existsSync(`${live.project.database}-wal`)).toBe(false);
    expect(existsSync(`${live.project.database}-shm`)).toBe(false);
    expect(live.logs.join('\n')).toContain('dry run: nothing is sent');
  });
});

describe('the lines of a dry run', () => {
  it('say each held-back action in words, quoting what people wrote on one line', () => {
    expect(heldBackLine({ action: 'send', chatId: '7', text: 'two\nlines', replyTo: 11 })).toBe(
      'would send "two\\nlines" (reply to 11)',
    );
    expect(heldBackLine({ action: 'sticker', chatId: '7', sticker: 'HeidiDuck/wave' })).toBe(
      'would send the sticker "HeidiDuck/wave"',
    );
    expect(heldBackLine({ action: 'block', chatId: '7' })).toBe('would block this user');
    expect(heldBackLine({ action: 'typing', chatId: '7' })).toBeUndefined();
  });
});
