import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { STICKERS } from './corpus/evaluate.js';
import { expectAsMeant, expectSentWhole as sentWhole } from './sent-whole.js';

/*
 * Long messages a person means (a recipe, a plan, notes, code), with a slip tucked before, inside
 * or after them: a chat app's copy text and citation marks, its "Show thinking" line, a
 * self-check, an italic word count, an API's fields over the text, a remark on the tone chosen,
 * the writer's reminder to itself, a sticker narrated with its set. Each is held back and the
 * message sent whole; the twins (a person's lead line, "on this message", a rule between two
 * parts of the message) are sent. The texts here are the test's own.
 */
const seed = seedFrom('SPEECH_LONG_SEED', 20261130);
const runs = { numRuns: 100, seed };

const LONG = [
  '## Shopping\n- 2 onions\n- 1 kg potatoes\n\n## Method\n1. Peel and slice.\n2. Bake 40 min at 200°C.\n\nEnjoy! 🥔',
  '**Saturday**\n- 10:00 market\n- 13:00 lunch by the river\n\n**Sunday**\n- museum, then the train at 17:15',
  'Save this as run.sh:\n\n```sh\n#!/bin/sh\necho hello\n```\n\nThen `chmod +x run.sh` and run it 🙂',
  'Die Route:\n1. Hamburg → Lübeck (1 h)\n2. Lübeck → Wismar (1 h 20)\n\nPause in Wismar, Fischbrötchen am Hafen!',
];
const long = fc.constantFrom(...LONG);

/** The message with a slip put in at one of its places: before, after its second line, or after it. */
function slipped(text: string, family: number, n: number): string {
  const lines = text.split('\n');
  const inside = (slip: string) => [...lines.slice(0, 2), slip, ...lines.slice(2)].join('\n');
  return [
    `${['Show thinking', 'Show reasoning', 'Thought for 9 seconds'][n % 3]}\n\n${text}`,
    `${text}\n\n**${['Self-check', 'Self-review'][n % 2]}:** clear ✔ short ✔ friendly ✔`,
    `${text}\n\n_(≈ ${40 + n} words)_`,
    `${['parse_mode: Markdown', 'disable_notification: true'][n % 2]}\n${text}`,
    `${text}\n\n(${['Ton bewusst locker gehalten, weil Paul ihr Freund ist.', 'kept it light since she had a long week'][n % 2]})`,
    `${text}\n\n${['Wait — I still need to add the deposit line before sending.', 'I need to check the times before sending.'][n % 2]}`,
    inside(`[cite_start]${['Note the times', 'Prices vary'][n % 2]}[cite: ${n % 5}]`),
  ][family] as string;
}

describe('a slip tucked into a long message', () => {
  it('is held back and the message sent whole', () => {
    fc.assert(
      fc.property(long, fc.integer({ min: 0, max: 5 }), fc.nat(50), (text, family, n) => {
        sentWhole(`# «send»\n${slipped(text, family, n)}`, [text]);
      }),
      runs,
    );
  });

  it('a citation mark inside a line goes, and the line stays', () => {
    fc.assert(
      fc.property(long, fc.nat(9), (text, n) => {
        const lines = text.split('\n');
        const marked = lines.map((line, i) => (i === 1 ? `${line} [cite: ${n}]` : line)).join('\n');
        sentWhole(`# «send»\n${marked.replace(/^- /m, '- [cite_start]')}`, [text]);
      }),
      { ...runs, numRuns: 40 },
    );
  });

  it('a chat app’s copy text under a code block goes', () => {
    const code = LONG[2] ?? '';
    sentWhole(`# «send»\n${code.replace('```\n\n', '```\nUse code with caution.\n\n')}`, [code]);
  });

  it('a sticker narrated with its set in a block of its own is that sticker', () => {
    fc.assert(
      fc.property(long, fc.constantFrom(...STICKERS), (text, sticker) => {
        expectAsMeant({
          answer: `# «send»\n${text}\n\n# «send»\n*sends the ${sticker.name} sticker from ${sticker.set}*`,
          expect: [
            { type: 'send', text },
            { type: 'sticker', ...sticker },
          ],
        });
      }),
      { ...runs, numRuns: 30 },
    );
  });

  it('twins a person types are sent whole', () => {
    const TWINS = [
      'ok quick version, full notes tomorrow morning:\n\n### Step one\nboil the water',
      'Two ideas:\n\nOption 1: the fish place\nOption 2: pizza\n\nVote with 👍 or ❤️ on this message',
      'Lo de la patata es lo más importante.\n\n---\n\nY otra cosa: no la tapes al final.',
      'Config for the bot:\n\n```yaml\nparse_mode: Markdown\n```',
      'Keep it short in your speech tomorrow, Oma gets tired 😅',
      'I need to buy stamps before sending the cards!',
      'Cards are ready 💌\n\nI need to buy stamps before sending them to Oma.',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...TWINS), (text) => {
        sentWhole(`# «send»\n${text}`, [text]);
      }),
      { ...runs, numRuns: 40 },
    );
  });
});
