import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PersonaPrompts } from '../src/config/prompts.js';
import { configSchema, type Persona } from '../src/config/resolved.js';
import type { ChatMsg, Part } from '../src/conversation/types.js';
import { openStore, type Store } from '../src/store/open.js';
import type { Account, InboundMessage } from '../src/telegram/types.js';

/** A database in a fresh temp folder; `cleanup` closes and removes it. */
export async function tempStore(): Promise<{ store: Store; file: string; cleanup: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cagent-test-'));
  const file = path.join(dir, 'agent.sqlite');
  const store = await openStore(file);
  return {
    store,
    file,
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'cagent-test-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Copies the bundled project (config, prompts, media, and any `extra` entries) into `dir`, to edit freely. */
export function copyBundledProject(dir: string, extra: readonly string[] = []): void {
  for (const entry of ['config.yaml', 'prompts', 'media', ...extra])
    cpSync(entry, path.join(dir, entry), { recursive: true });
}

/** Who most simulated chats have in them: the persona Heidi (42), Alice (7) and Bob (8). */
export const people: { me: Account; users: Account[] } = {
  me: { id: '42', name: 'Heidi' },
  users: [
    { id: '7', name: 'Alice' },
    { id: '8', name: 'Bob' },
  ],
};

/** Olivia as config.yaml with only her entry gives her (every default resolved), with overrides. */
export function persona(overrides: Partial<Persona> = {}): Persona {
  const { personas } = configSchema.parse({
    model: 'gemini-test',
    history_size: 500,
    personas: [
      {
        name: 'Olivia',
        phone: '+15550001111',
        instructions: 'You are Olivia, a lighthouse photographer.',
        timezone: 'UTC',
      },
    ],
  });
  const [olivia] = personas;
  if (!olivia) throw new Error('the test persona did not parse');
  return { ...olivia, ...overrides };
}

export function prompts(overrides: Partial<PersonaPrompts> = {}): PersonaPrompts {
  return { responseFormat: 'RESPONSE FORMAT RULES', roles: [], ...overrides };
}

export function inbound(overrides: Partial<InboundMessage> & { id: number }): InboundMessage {
  return {
    chatId: '5001',
    senderId: '7',
    senderName: 'Alice',
    out: false,
    date: 1_767_268_800,
    text: '',
    media: [],
    reactions: [],
    mentioned: false,
    ...overrides,
  };
}

/** A ChatMsg with a meta part at `time` (local, `YYYY-MM-DD HH:MM`) and the given content parts. */
export function chatMsg(
  id: number,
  sender: { id: string; name: string; username?: string; agent?: boolean },
  content: Part[],
  time = '2026-01-01 12:00',
): ChatMsg {
  const meta: Part = { kind: 'meta', messageId: id, senderId: sender.id, senderName: sender.name, time };
  if (sender.username) meta.username = sender.username;
  return {
    id,
    senderId: sender.id,
    senderName: sender.name,
    isAgent: sender.agent ?? false,
    date: 0,
    parts: [meta, ...content],
  };
}

export const text = (t: string): Part => ({ kind: 'text', text: t });
