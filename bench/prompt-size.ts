/**
 * bench:prompt-size — how big our request is compared with the original's rendering of the same
 * chat, and how long `buildGeminiContents` takes on a 500-message history.
 *
 *   npm run bench:prompt-size
 *
 * Sizes are characters of text handed to the model (system instruction + every content part,
 * the per-turn part at the end included). Static prompt texts (response format, role prompts,
 * persona, stickers) are the same on both sides; the ratios that matter are those of the chat:
 * the contents, and the contents plus the chat-dependent system section (`# This chat`).
 *
 * The target (≤ 0.6) is per turn against the original's format carrying the same facts
 * (bench/original-format.ts, `sameFacts`): every fact our request states is written there in the
 * original's style, the standing context (what the persona remembers) included. Two checks keep
 * the comparison honest, and the bench fails when either finds a gap: the facts of the original's
 * rendering must be in ours, and the facts of ours must be in the same-facts rendering.
 *
 * It also measures the prefix share (bench/prompt-prefix.ts): over 30 consecutive turns of a
 * 200-message chat at `history_size: 100`, the average share of each request's characters that
 * equals a prefix of the previous request, in three named scenarios (a group ≥ 0.90, a group
 * with one reaction per message ≥ 0.90, a direct chat with a memory write every fifth turn
 * ≥ 0.85). Writes bench/results/prompt-size.json.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { findPersona, loadConfig } from '../src/config/load.js';
import { DEFAULT_MEMORY } from '../src/config/schema.js';
import { assembleChat } from '../src/conversation/assemble.js';
import { sanitizeName, sanitizeText } from '../src/conversation/sanitize.js';
import { formatCurrentTime, formatMessageTime } from '../src/conversation/time.js';
import { buildGeminiContents } from '../src/llm/contents.js';
import { freshMessages } from '../src/llm/turn-part.js';
import type { ModelRequest } from '../src/llm/types.js';
import { loadCuratedMedia } from '../src/media/curated.js';
import { describeMediaSentence } from '../src/media/render.js';
import type { LoadedFixture } from '../src/offline/fixture.js';
import { loadFixture, parseFixture } from '../src/offline/fixture.js';
import type { Fixture, FixtureMessage } from '../src/offline/fixture-schema.js';
import { promptFixture } from '../src/offline/prompt.js';
import { silentLogger } from '../src/support/log.js';
import type { InboundMessage } from '../src/telegram/types.js';
import { type Rendered, renderOriginal } from './original-format.js';
import { benchPersona } from './persona.js';
import { measurePrefix, PREFIX_SCENARIOS } from './prompt-prefix.js';
import { MEMBER_NAMES, seededRandom, sentence } from './synthetic-chat.js';

const STATIC_END = '\n\n# This chat\n\n';

interface Sizes {
  contents: number;
  /**
   * What each turn sends anew about the chat: the contents, and the per-turn text (ours: the
   * turn part, already in the contents; the original's: its time and context sections).
   */
  perTurn: number;
  /** Contents plus the chat-dependent system sections. */
  chat: number;
  total: number;
}

function sizes(request: Rendered | ModelRequest, staticLength: number): Sizes {
  const contents = request.contents.reduce((n, c) => n + c.parts.reduce((m, p) => m + p.text.length, 0), 0);
  const total = request.systemInstruction.length + contents;
  const perTurnSystem = 'perTurnSystem' in request ? (request.perTurnSystem ?? 0) : 0;
  return { contents, perTurn: contents + perTurnSystem, chat: total - staticLength, total };
}

function fixtureFiles(): string[] {
  const list = (dir: string) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .sort()
      .map((f) => path.join(dir, f));
  return [...list('examples'), ...list('tests/fixtures')];
}

/** Descriptions as the replay resolves them: curated, then the fixture's, then the scripted describer. */
function descriptionsFor(fixture: Fixture, mediaDir: string): Map<string, string> {
  const curated = loadCuratedMedia(mediaDir);
  const out = new Map<string, string>();
  for (const m of [...fixture.messages, ...fixture.archive]) {
    for (const item of m.media) {
      const text = curated.get(item.id)?.description ?? item.description ?? fixture.model.describe[item.id];
      if (text) out.set(item.id, text);
    }
  }
  return out;
}

/** Facts of the original's rendering that must be in ours: ids, senders, texts, media, time, chat type. */
function missingFacts(
  fixture: Fixture,
  window: FixtureMessage[],
  descriptions: ReadonlyMap<string, string>,
  ours: ModelRequest,
  timeZone: string,
  nowMs: number,
): string[] {
  const all = [ours.systemInstruction, ...ours.contents.flatMap((c) => c.parts.map((p) => p.text))].join(
    '\n',
  );
  const missing: string[] = [];
  const need = (fact: string, label: string) => {
    if (!all.includes(fact)) missing.push(label);
  };
  for (const m of window) {
    need(`⟦#${m.id}`, `id of #${m.id}`);
    if (m.from !== fixture.me.id) {
      const user = fixture.users.find((u) => u.id === m.from);
      need(sanitizeName(user?.name ?? ''), `sender name of #${m.id}`);
      need(`user ${m.from}`, `sender id of #${m.id}`);
    }
    const text = sanitizeText(m.text);
    if (text) need(text, `text of #${m.id}`);
    for (const item of m.media) {
      const description = descriptions.get(item.id);
      const ref = { id: item.id, kind: item.kind, set: item.set };
      const withEmoji = item.emoji ? { ...ref, emoji: item.emoji } : ref;
      const full = item.duration !== undefined ? { ...withEmoji, duration: item.duration } : withEmoji;
      const named = item.file_name ? { ...full, fileName: item.file_name } : full;
      const sentence = describeMediaSentence(
        named,
        description === undefined ? undefined : sanitizeText(description),
      );
      // Without a known description ours may say more (a fallback from the sticker's emoji);
      // what the original said is the item itself.
      need(
        description === undefined ? (sentence.split(' that ')[0] ?? sentence) : sentence,
        `media ${item.id}`,
      );
    }
  }
  need(fixture.chat.type === 'group' ? 'group chat' : 'direct (one-on-one) chat', 'chat type');
  need(formatCurrentTime(nowMs, timeZone), 'current time');
  return missing;
}

/**
 * The reverse check: facts our request states that the same-facts rendering must state too, so
 * the comparison never rewards ours for saying more (per message: id, time, username, text,
 * reply, forward, reactions, media with file names and fallbacks; the turn's new ids and
 * instruction; every remembered summary, note, person and memory).
 */
function factsMissingFromSameFacts(
  fixture: Fixture,
  window: FixtureMessage[],
  ours: ModelRequest,
  sameFacts: Rendered,
  fresh: readonly number[],
  timeZone: string,
): string[] {
  const all = [
    sameFacts.systemInstruction,
    ...sameFacts.contents.flatMap((c) => c.parts.map((p) => p.text)),
  ].join('\n');
  const missing: string[] = [];
  const need = (fact: string, label: string) => {
    if (!all.includes(fact)) missing.push(label);
  };
  for (const m of window) {
    need(`[${m.id}]`, `id of #${m.id}`);
    if (m.at) need(formatMessageTime(Date.parse(m.at), timeZone), `time of #${m.id}`);
    const username = [fixture.me, ...fixture.users].find((u) => u.id === m.from)?.username;
    if (username && m.from !== fixture.me.id) need(`@${username}`, `username of #${m.id}`);
    if (m.text.trim()) need(m.text.trim(), `text of #${m.id}`);
    if (m.reply_to !== undefined) need(`in reply to [${m.reply_to}]`, `reply of #${m.id}`);
    if (m.forward_from) need(m.forward_from, `forward origin of #${m.id}`);
    for (const r of m.reactions) need(r.emoji, `reaction ${r.emoji} on #${m.id}`);
    for (const item of m.media) if (item.file_name) need(item.file_name, `file name on #${m.id}`);
  }
  const ourText = ours.contents.flatMap((c) => c.parts.map((p) => p.text)).join('\n');
  if (ourText.includes('sticker expressing') && !all.includes('sticker expressing'))
    missing.push('sticker read from its emoji');
  for (const id of fresh) need(`[${id}] (`, `#${id} as new`);
  if (/⟦(?:Answer|Add)[^⟧]*⟧/.test(ourText)) need('Instruction: ', 'the turn instruction');
  const memory = fixture.memory;
  if (memory) {
    for (const s of memory.summaries) need(s.text, `summary of #${s.first_id}–#${s.last_id}`);
    for (const n of memory.notes) {
      need(`[${n.id}] (`, `note ${n.id}`);
      need(n.text, `text of note ${n.id}`);
    }
    // Only the people our request shows (those whose messages are in view).
    for (const p of memory.people) {
      const known = p.text ?? (p.facts ?? []).map((f) => f.text).join('\n');
      if (!ourText.includes(known)) continue;
      need(`${p.user} (`, `person ${p.user}`);
      need(known, `what is known of ${p.user}`);
    }
    for (const m of memory.memories) {
      need(m.text, `memory ${m.id}`);
      if (m.chat !== undefined && m.chat !== fixture.chat.id)
        need(`channel ${m.chat}`, `origin of memory ${m.id}`);
    }
  }
  return missing;
}

async function measureFixture(file: string, loaded: LoadedFixture = loadFixture(file)) {
  const { fixture } = loaded;
  const ours = (await promptFixture(loaded, silentLogger)).request;
  const config = loadConfig(path.relative(process.cwd(), loaded.configFile));
  const persona = findPersona(config, fixture.persona);
  if (!persona) throw new Error(`${file}: unknown persona`);
  const targetId =
    fixture.target ?? [...fixture.messages].reverse().find((m) => m.from !== fixture.me.id)?.id ?? 0;
  const window = fixture.messages.slice(-persona.historySize);
  const target = [...fixture.messages, ...fixture.archive].find((m) => m.id === targetId);
  if (!target) throw new Error(`${file}: no target`);
  if (!window.includes(target)) window.unshift(target);
  const descriptions = descriptionsFor(fixture, config.mediaDir);
  const staticText = ours.systemInstruction.split(STATIC_END)[0] ?? '';
  const common = {
    fixture,
    window,
    target,
    descriptions,
    timeZone: persona.timezone,
    nowMs: loaded.nowMs,
    staticText,
    threadDepth: persona.replyThreadDepth,
    memoryLimits: persona.memory ?? DEFAULT_MEMORY,
  };
  const fresh = freshMessages(
    window.map((m) => ({
      id: m.id,
      senderId: m.from,
      senderName: '',
      isAgent: m.from === fixture.me.id,
      date: 0,
      parts: [],
    })),
    undefined,
    targetId,
  ).map((m) => m.id);
  const original = renderOriginal({ ...common, fresh, variant: 'original' });
  const sameFacts = renderOriginal({ ...common, fresh, variant: 'sameFacts' });
  return {
    file,
    messages: window.length,
    ours: sizes(ours, staticText.length),
    original: sizes(original, staticText.length),
    sameFacts: sizes(sameFacts, staticText.length),
    missingFacts: missingFacts(fixture, window, descriptions, ours, persona.timezone, loaded.nowMs),
    sameFactsGaps: factsMissingFromSameFacts(fixture, window, ours, sameFacts, fresh, persona.timezone),
  };
}

const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;

/**
 * A longer group chat than the hand-written fixtures: 100 messages (Heidi's history size) with
 * bursts, replies, reactions, stickers and photos, in the fixture format. Reported apart from
 * the bundled conversations.
 */
function syntheticFixture(): LoadedFixture {
  const random = seededRandom(7);
  const users = MEMBER_NAMES.map((name, i) => ({
    id: 7 + i,
    name,
    username: i % 2 ? undefined : name.split(' ')[0]?.toLowerCase(),
  }));
  const start = Date.parse('2026-01-09T08:00:00Z');
  const messages: Record<string, unknown>[] = [];
  let sender = 7;
  for (let i = 0; i < 100; i++) {
    if (random() > 0.4) sender = random() < 0.2 ? 42 : 7 + Math.floor(random() * users.length);
    const id = 2000 + i;
    const m: Record<string, unknown> = {
      id,
      from: sender,
      at: new Date(start + i * 137_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      text: sentence(random),
    };
    if (i > 0 && random() < 0.15) m.reply_to = 2000 + Math.floor(random() * i);
    if (random() < 0.05) {
      m.text = '';
      m.media = [{ kind: 'sticker', id: '7301000000000000002', set: 'HeidiDuck', emoji: '😂' }];
    } else if (random() < 0.03)
      m.media = [
        { kind: 'photo', id: `66500000000${i}`, description: 'a cat asleep on a pile of paperbacks' },
      ];
    if (random() < 0.1)
      m.reactions = Array.from({ length: 1 + Math.floor(random() * 4) }, (_, r) => ({
        emoji: r % 2 ? '👍' : '❤',
        from: 7 + r,
      }));
    messages.push(m);
  }
  const last = messages.at(-1);
  if (last) last.from = 7;
  const fixture = {
    persona: 'Heidi',
    config: '../config.yaml',
    now: new Date(start + 100 * 137_000).toISOString(),
    chat: { id: 5001, type: 'group', title: 'Kreuzberg Book Club' },
    me: { id: 42, name: 'Heidi', username: 'heidi_zweiteseite' },
    users,
    messages,
  };
  return parseFixture(
    JSON.stringify(fixture),
    path.resolve('bench/synthetic-group.yaml'),
    'synthetic group (100 messages)',
  );
}

// ---- build time on a 500-message history ----

function syntheticHistory(count: number): InboundMessage[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const words =
    'the a book shop cat coffee Thursday ending chapter read pretzels rain tram window shelf'.split(' ');
  const start = Date.parse('2026-01-01T08:00:00Z') / 1000;
  const out: InboundMessage[] = [];
  for (let i = 0; i < count; i++) {
    const id = 1000 + i;
    const fromAgent = random() < 0.2;
    const sender = fromAgent ? '42' : String(100 + Math.floor(random() * 12));
    const length = 3 + Math.floor(random() * 25);
    const text = Array.from({ length }, () => words[Math.floor(random() * words.length)]).join(' ');
    const message: InboundMessage = {
      chatId: '5001',
      id,
      senderId: sender,
      senderName: fromAgent ? 'Heidi' : `Member ${sender}`,
      out: fromAgent,
      date: start + i * 45,
      text,
      media: [],
      reactions: [],
      mentioned: false,
    };
    if (i > 0 && random() < 0.15) message.replyToId = 1000 + Math.floor(random() * i);
    if (random() < 0.06) message.media = [{ id: `m${i}`, kind: 'sticker', set: 'HeidiDuck', emoji: '😂' }];
    if (random() < 0.12)
      message.reactions = Array.from({ length: 1 + Math.floor(random() * 5) }, (_, r) => ({
        emoji: r % 2 ? '👍' : '❤',
        fromId: String(100 + r),
        fromName: `Member ${100 + r}`,
      }));
    out.push(message);
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function timeBuilds() {
  const history = syntheticHistory(500);
  const me = { id: '42', name: 'Heidi', username: 'heidi' };
  const targets = new Map(history.map((m) => [m.id, m] as const));
  const descriptions = new Map(
    history.flatMap((m) => m.media.map((x) => [x.id, 'a duck laughing'] as const)),
  );
  const context = { me, timeZone: 'Europe/Berlin', replies: { targets }, targetId: 1499, descriptions };
  const persona = { ...benchPersona('gemini-2.5-flash'), historySize: 500 };
  // Each step timed in its own loop, so one step's garbage is not collected in the other's time.
  const assembleTimes: number[] = [];
  for (let i = 0; i < 250; i++) {
    const t0 = performance.now();
    assembleChat(history, context);
    if (i >= 50) assembleTimes.push(performance.now() - t0);
  }
  const chatMsgs = assembleChat(history, context);
  const input = {
    persona,
    prompts: { responseFormat: 'FORMAT', roles: [] },
    chat: { id: '5001', kind: 'group' as const, title: 'Book club' },
    me,
    history: chatMsgs,
    targetId: 1499,
    now: Date.parse('2026-01-01T15:00:00Z'),
  };
  const buildTimes: number[] = [];
  // CPU time too: on a shared machine, wall-clock outliers are often time spent descheduled.
  const buildCpu: number[] = [];
  let chars = 0;
  for (let i = 0; i < 1050; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const built = buildGeminiContents(input);
    const elapsed = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    if (i >= 50) {
      buildTimes.push(elapsed);
      buildCpu.push((cpu.user + cpu.system) / 1000);
    }
    chars = built.contents.reduce((n, c) => n + c.parts.reduce((m, p) => m + p.text.length, 0), 0);
  }
  const stats = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return {
      runs: xs.length,
      medianMs: Math.round(percentile(sorted, 50) * 1000) / 1000,
      p95Ms: Math.round(percentile(sorted, 95) * 1000) / 1000,
    };
  };
  return {
    messages: history.length,
    contentChars: chars,
    loadAverage: os.loadavg()[0] ?? 0,
    build: stats(buildTimes),
    buildCpu: stats(buildCpu),
    assemble: stats(assembleTimes),
  };
}

async function main(): Promise<void> {
  const fixtures: Awaited<ReturnType<typeof measureFixture>>[] = [];
  for (const file of fixtureFiles()) fixtures.push(await measureFixture(file));
  const sum = (pick: (f: (typeof fixtures)[number]) => number) => fixtures.reduce((n, f) => n + pick(f), 0);
  const totals = {
    ours: {
      contents: sum((f) => f.ours.contents),
      perTurn: sum((f) => f.ours.perTurn),
      chat: sum((f) => f.ours.chat),
      total: sum((f) => f.ours.total),
    },
    original: {
      contents: sum((f) => f.original.contents),
      perTurn: sum((f) => f.original.perTurn),
      chat: sum((f) => f.original.chat),
      total: sum((f) => f.original.total),
    },
    sameFacts: {
      contents: sum((f) => f.sameFacts.contents),
      perTurn: sum((f) => f.sameFacts.perTurn),
      chat: sum((f) => f.sameFacts.chat),
      total: sum((f) => f.sameFacts.total),
    },
  };
  const ratios = {
    vsOriginal: {
      contents: ratio(totals.ours.contents, totals.original.contents),
      perTurn: ratio(totals.ours.perTurn, totals.original.perTurn),
      chat: ratio(totals.ours.chat, totals.original.chat),
      total: ratio(totals.ours.total, totals.original.total),
    },
    vsSameFacts: {
      contents: ratio(totals.ours.contents, totals.sameFacts.contents),
      perTurn: ratio(totals.ours.perTurn, totals.sameFacts.perTurn),
      chat: ratio(totals.ours.chat, totals.sameFacts.chat),
      total: ratio(totals.ours.total, totals.sameFacts.total),
    },
  };
  const synthetic = await measureFixture('synthetic group (100 messages)', syntheticFixture());
  const timing = timeBuilds();
  const prefix = [];
  for (const scenario of PREFIX_SCENARIOS) prefix.push(await measurePrefix(scenario));
  const missing = fixtures.flatMap((f) => f.missingFacts.map((m) => `${f.file}: ${m}`));

  console.log(
    'prompt size: characters of text sent (ours / original format / original format with our facts)',
  );
  console.log(
    'fixture'.padEnd(40),
    'msgs',
    'contents'.padStart(22),
    'chat'.padStart(22),
    'total'.padStart(22),
  );
  for (const f of fixtures) {
    const cell = (k: keyof Sizes) => `${f.ours[k]}/${f.original[k]}/${f.sameFacts[k]}`.padStart(22);
    console.log(
      f.file.padEnd(40),
      String(f.messages).padStart(4),
      cell('contents'),
      cell('chat'),
      cell('total'),
    );
  }
  console.log(
    'static prompt texts (response format, role prompts, persona, stickers) are identical on both sides;',
  );
  console.log(
    'the target (<= 0.6) applies to per turn (the contents plus the per-turn text: our turn part, the original’s time and context sections), ours vs the original format carrying the same facts',
  );
  console.log(
    `ratio ours/original:         per turn ${ratios.vsOriginal.perTurn}  contents ${ratios.vsOriginal.contents}  chat ${ratios.vsOriginal.chat}  whole request ${ratios.vsOriginal.total}`,
  );
  console.log(
    `ratio ours/original+facts:   per turn ${ratios.vsSameFacts.perTurn}  contents ${ratios.vsSameFacts.contents}  chat ${ratios.vsSameFacts.chat}  whole request ${ratios.vsSameFacts.total}`,
  );
  const s = synthetic;
  console.log(
    `longer chat (${s.file}): per turn ${ratio(s.ours.perTurn, s.sameFacts.perTurn)} vs original+facts; contents ${s.ours.contents}/${s.original.contents}/${s.sameFacts.contents} = ${ratio(s.ours.contents, s.original.contents)} / ${ratio(s.ours.contents, s.sameFacts.contents)}; whole request ${ratio(s.ours.total, s.original.total)} / ${ratio(s.ours.total, s.sameFacts.total)}`,
  );
  missing.push(...s.missingFacts.map((m) => `${s.file}: ${m}`));
  console.log(`facts of the original's rendering missing from ours: ${missing.length}`);
  for (const m of missing) console.log(`  ${m}`);
  const gaps = [...fixtures, s].flatMap((f) => f.sameFactsGaps.map((m) => `${f.file}: ${m}`));
  console.log(`facts of ours missing from the original format with our facts: ${gaps.length}`);
  for (const m of gaps) console.log(`  ${m}`);
  console.log(
    `buildGeminiContents, ${timing.messages} messages (${timing.contentChars} characters): median ${timing.build.medianMs} ms, p95 ${timing.build.p95Ms} ms over ${timing.build.runs} builds (CPU time: median ${timing.buildCpu.medianMs} ms, p95 ${timing.buildCpu.p95Ms} ms; load average ${timing.loadAverage.toFixed(2)})`,
  );
  console.log(
    `assembleChat, ${timing.messages} messages: median ${timing.assemble.medianMs} ms, p95 ${timing.assemble.p95Ms} ms`,
  );

  for (const p of prefix) {
    console.log(
      `prefix share, ${p.scenario}: ${p.turns} consecutive turns of a ${p.messages}-message chat at history_size ${p.historySize}: average ${p.averageShare} (goal >= ${p.goal}), lowest ${p.minimumShare}; ${p.averageRequestChars} characters per request`,
    );
    console.log(`  per turn: ${p.shares.join(' ')}`);
  }

  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/prompt-size.json',
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, fixtures, totals, ratios, synthetic, missingFacts: missing, sameFactsGaps: gaps, timing, prefix }, null, 2)}\n`,
  );
  if (
    missing.length > 0 ||
    gaps.length > 0 ||
    ratios.vsSameFacts.perTurn > 0.6 ||
    prefix.some((p) => p.averageShare < p.goal)
  )
    process.exitCode = 1;
}

await main();
