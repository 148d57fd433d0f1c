import type { Persona } from '../config/resolved.js';
import { sanitizeName, sanitizeText } from '../conversation/sanitize.js';
import { formatMessageTime } from '../conversation/time.js';
import type { ChatMemory, Summary } from '../store/memory.js';
import type { Account, InboundMessage } from '../telegram/types.js';
import { buildGenerationConfig } from './generation-config.js';
import type { ModelRequest } from './types.js';

/** Opens the one user part of a summarising call; the loopback server tells the calls apart by it. */
export const SUMMARISE_MARK = '⟦messages to summarise⟧';
/** Opens the one user part of a consolidating call. */
export const CONSOLIDATE_MARK = '⟦summaries to merge into one⟧';

/** Characters one summary may keep; a longer answer is cut. */
export const SUMMARY_MAX = 4000;

/** Longest text of one message in the transcript: a summary needs the gist, not a wall of text. */
const MESSAGE_MAX = 1000;

/**
 * The request that summarises `messages` (pure): the summary prompt as the system instruction,
 * the messages as one transcript in which every line names its sender with their user id, so
 * the summary can keep who said what.
 */
export function summariseRequest(input: {
  persona: Persona;
  prompt: string;
  me: Account;
  messages: readonly InboundMessage[];
  /** What the persona already keeps about this chat: durable facts it need not write again. */
  kept?: Pick<ChatMemory, 'notes' | 'memories' | 'people'>;
}): ModelRequest {
  const { persona, me } = input;
  const lines = input.messages.map((m) => {
    const when = formatMessageTime(m.date * 1000, persona.timezone);
    const who = m.out || m.senderId === me.id ? 'you' : `${sanitizeName(m.senderName)} (user ${m.senderId})`;
    const reply = m.replyToId === undefined ? '' : ` ⟦reply to #${m.replyToId}⟧`;
    return `#${m.id} ${when} ${who}:${reply} ${messageText(m)}`;
  });
  const kept = input.kept ? keptText(input.kept) : '';
  return request(persona, input.prompt, `${SUMMARISE_MARK}\n${lines.join('\n')}${kept}`);
}

/**
 * The persona's notes, memories and people of the chat, after the transcript: the summariser keeps
 * durable facts as memory entries, and must see which ones are kept already (with their ids, to
 * change one rather than add it twice).
 */
function keptText(kept: Pick<ChatMemory, 'notes' | 'memories' | 'people'>): string {
  const lines = [
    ...kept.notes.map((n) => `${n.id}${n.pinned ? ' (pinned)' : ''}: ${oneLine(n.text)}`),
    ...kept.memories.map((m) => `${m.id}${m.pinned ? ' (pinned)' : ''}: ${oneLine(m.text)}`),
    ...kept.people.map((p) => `user ${p.user}: ${oneLine(p.text)}`),
  ];
  return lines.length === 0 ? `\n\n${KEPT_MARK}\n(nothing yet)` : `\n\n${KEPT_MARK}\n${lines.join('\n')}`;
}

/** Opens the memory entries the persona keeps, in a summarising call. */
export const KEPT_MARK = '⟦what you already keep as notes, memories and people⟧';

function oneLine(text: string): string {
  return sanitizeText(text, MESSAGE_MAX).replace(/\n+/g, ' / ');
}

/** The request that merges consecutive summaries into one (pure). */
export function consolidateRequest(input: {
  persona: Persona;
  prompt: string;
  parts: readonly Summary[];
}): ModelRequest {
  const blocks = input.parts.map((s) => {
    const from = formatMessageTime(s.firstDate, input.persona.timezone).slice(0, 10);
    const to = formatMessageTime(s.lastDate, input.persona.timezone).slice(0, 10);
    return `⟦summary of #${s.firstId}–#${s.lastId}, ${from} – ${to}⟧\n${sanitizeText(s.text)}`;
  });
  return request(input.persona, input.prompt, `${CONSOLIDATE_MARK}\n${blocks.join('\n\n')}`);
}

/** Whether a request body as it went over the wire (Gemini REST) is a summarising or consolidating call. */
export function isSummaryRequestBody(body: unknown): boolean {
  return isSummaryText(firstText(body));
}

/** Whether a request is a summarising or consolidating call rather than a turn. */
export function isSummaryRequest(request: ModelRequest): boolean {
  return isSummaryText(request.contents[0]?.parts[0]?.text);
}

function isSummaryText(text: string | undefined): boolean {
  return text !== undefined && (text.startsWith(SUMMARISE_MARK) || text.startsWith(CONSOLIDATE_MARK));
}

function request(persona: Persona, prompt: string, text: string): ModelRequest {
  return {
    model: persona.summaryModel,
    systemInstruction: `${prompt}\n\nYou are ${persona.name}; "you" in the transcript is you.`,
    generationConfig: buildGenerationConfig(persona.generation),
    contents: [{ role: 'user', parts: [{ text }] }],
  };
}

function messageText(m: InboundMessage): string {
  const parts: string[] = [];
  if (m.service)
    parts.push(`⟦${m.service.kind}${m.service.text ? `: ${sanitizeName(m.service.text)}` : ''}⟧`);
  if (m.forwardFrom) parts.push(`⟦forwarded from ${sanitizeName(m.forwardFrom)}⟧`);
  for (const media of m.media) parts.push(`⟦${media.kind}${media.emoji ? ` ${media.emoji}` : ''}⟧`);
  const text = sanitizeText(m.text, MESSAGE_MAX).replace(/\n+/g, ' / ');
  if (text) parts.push(text);
  return parts.join(' ');
}

function firstText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const contents = (body as { contents?: unknown }).contents;
  if (!Array.isArray(contents)) return undefined;
  const first: unknown = contents[0];
  if (typeof first !== 'object' || first === null) return undefined;
  const parts = (first as { parts?: unknown }).parts;
  if (!Array.isArray(parts)) return undefined;
  const part: unknown = parts[0];
  if (typeof part !== 'object' || part === null) return undefined;
  const text = (part as { text?: unknown }).text;
  return typeof text === 'string' ? text : undefined;
}
