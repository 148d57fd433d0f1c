/**
 * Throughput and memory of the GramJS edge's pure parts: mapping `Api.Message` objects to
 * InboundMessage (every media kind, replies, reactions) and turning model markdown into
 * Telegram entities split into messages. Prints numbers and writes bench/results/gramjs.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Api } from 'telegram';
import { type InboundContext, toInbound } from '../src/telegram/gramjs/inbound.js';
import { parseMarkdown, splitFormatted } from '../src/telegram/gramjs/markdown.js';
import { big, PeerDirectory } from '../src/telegram/gramjs/peers.js';

const peers = new PeerDirectory();
peers.absorb(
  Array.from(
    { length: 50 },
    (_, i) => new Api.User({ id: big(String(1000 + i)), accessHash: big('1'), firstName: `User${i}` }),
  ),
);
const ctx: InboundContext = {
  self: { id: '42', name: 'Heidi', username: 'heidi' },
  peer: (id) => peers.get(id),
  stickerSetName: () => 'HeidiDuck',
};

function doc(id: number, mimeType: string, attributes: Api.TypeDocumentAttribute[]) {
  return new Api.Document({
    id: big(String(5_000_000_000_000_000_000n + BigInt(id))),
    accessHash: big('1'),
    fileReference: Buffer.alloc(1),
    date: 0,
    mimeType,
    size: big('1000'),
    dcId: 2,
    attributes,
  });
}

function sample(i: number): Api.Message {
  const media = [
    undefined,
    new Api.MessageMediaPhoto({
      photo: new Api.Photo({
        id: big(String(i)),
        accessHash: big('1'),
        fileReference: Buffer.alloc(1),
        date: 0,
        sizes: [],
        dcId: 2,
      }),
    }),
    new Api.MessageMediaDocument({
      document: doc(i, 'image/webp', [
        new Api.DocumentAttributeSticker({
          alt: '😀',
          stickerset: new Api.InputStickerSetID({ id: big('7'), accessHash: big('1') }),
        }),
      ]),
    }),
    new Api.MessageMediaDocument({
      document: doc(i, 'video/mp4', [
        new Api.DocumentAttributeAnimated(),
        new Api.DocumentAttributeVideo({ duration: 2, w: 1, h: 1 }),
      ]),
    }),
  ][i % 4];
  return new Api.Message({
    id: i,
    peerId: new Api.PeerChannel({ channelId: big('1234567890') }),
    fromId: new Api.PeerUser({ userId: big(String(1000 + (i % 50))) }),
    date: 1_767_268_800 + i,
    message: `message ${i} with some text, a link and an emoji 😀`,
    media,
    ...(i % 3 === 0
      ? { replyTo: new Api.MessageReplyHeader({ replyToMsgId: i - 1, quoteText: 'quoted' }) }
      : {}),
    reactions: new Api.MessageReactions({
      results: [new Api.ReactionCount({ reaction: new Api.ReactionEmoji({ emoticon: '👍' }), count: 3 })],
      recentReactions: [
        new Api.MessagePeerReaction({
          peerId: new Api.PeerUser({ userId: big('1001') }),
          date: 0,
          reaction: new Api.ReactionEmoji({ emoticon: '👍' }),
        }),
      ],
    }),
  });
}

function time<T>(fn: () => T): { ms: number; result: T } {
  const start = process.hrtime.bigint();
  const result = fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, result };
}

const N = 20_000;
const messages = Array.from({ length: N }, (_, i) => sample(i + 1));
time(() => messages.slice(0, 2_000).map((m) => toInbound(m, ctx))); // warm-up
global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const mapped = time(() => messages.map((m) => toInbound(m, ctx)));
global.gc?.();
// What the mapped messages keep alive (they are still referenced by `mapped`).
const heapAfter = process.memoryUsage().heapUsed;

const paragraph =
  'The **lighthouse** keeper said _nothing_ for a while, then `lit` the ~~old~~ lamp. '.repeat(40);
const long = Array.from({ length: 10 }, () => paragraph).join('\n\n');
const ROUNDS = 200;
const markdown = time(() => {
  let parts = 0;
  for (let i = 0; i < ROUNDS; i++) parts += splitFormatted(parseMarkdown(long)).length;
  return parts;
});

const results = {
  mapping: {
    messages: N,
    totalMs: Math.round(mapped.ms),
    microsecondsPerMessage: Number(((mapped.ms * 1000) / N).toFixed(2)),
    heapBytesPerMessage: Math.round((heapAfter - heapBefore) / N),
  },
  markdown: {
    textChars: long.length,
    rounds: ROUNDS,
    msPerText: Number((markdown.ms / ROUNDS).toFixed(3)),
    partsPerText: markdown.result / ROUNDS,
  },
  node: process.version,
};
console.log(
  `toInbound: ${N} messages in ${results.mapping.totalMs} ms (${results.mapping.microsecondsPerMessage} µs each, ~${results.mapping.heapBytesPerMessage} B retained each)`,
);
console.log(
  `markdown → entities + split: ${results.markdown.textChars} chars in ${results.markdown.msPerText} ms (${results.markdown.partsPerText} messages)`,
);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/gramjs.json', `${JSON.stringify(results, null, 2)}\n`);
