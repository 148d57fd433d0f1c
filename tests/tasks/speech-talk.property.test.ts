import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFrom } from '../property.js';
import { judge, STICKERS } from './corpus/evaluate.js';
import { PERSON_MESSAGES } from './corpus/person-messages.js';
import { expectAsMeant, expectSentWhole as sentWhole } from './sent-whole.js';

/*
 * The writer's talk and a chat client's furniture around a message, in more languages and
 * shapes: "the user" in the model's words, the partner asking by name, reasoning labels of more
 * languages, a Markdown title naming the answer, work shown before a final answer, a key label
 * left once reasoning went, a folded reasoning element, a client's forwarded or reply line, an
 * offer alone in a block, a sticker noted in brackets. Each is held back and the message sent
 * whole; each has a twin a person types. The words here are the test's own.
 */
const seed = seedFrom('SPEECH_TALK_SEED', 20261130);
const runs = { numRuns: 120, seed };
const MESSAGES = PERSON_MESSAGES.slice(0, 6);

const USER = [
  'The user',
  '用户',
  '사용자가',
  'Der Nutzer',
  'El usuario',
  'Пользователь',
  'Kullanıcı',
  'ユーザーは',
];
const ASKING = [
  'Okay, so Jonas is asking about the cat. I’ll answer both.',
  'Ok, quindi Marco mi chiede del gatto. Rispondo a entrambe le domande.',
  'Ela está perguntando do gato. Vou responder curto.',
  'Hmm, toh Rahul pooch raha hai ki billi theek hai ya nahi. Dono ka jawab dena hai.',
];
const LABELS = ['Düşünce süreci:', 'Analiza:', 'التفكير:', 'Soch:', '### Analysis'];
const TITLES = ['## Reply to Jonas', '### Heidi’s reply', '### Odpowiedź', '# Response'];
const CLIENT = [
  'Forwarded from Jonas:',
  'Replying to Jonas:',
  'Weitergeleitet von Jonas',
  'Пересланное сообщение от Jonas',
];

describe('the writer’s talk and a client’s lines around a message', () => {
  it('are held back before the message, in any of their shapes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MESSAGES),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 0, max: 7 }),
        (message, family, pick) => {
          const body = [
            `${USER[pick]} asks about the cat; answer briefly.\n\n${message}`,
            `${ASKING[pick % ASKING.length]}\n\n${message}`,
            `${LABELS[pick % LABELS.length]}\n- the cat\n- Saturday\n\n${message}`,
            `${TITLES[pick % TITLES.length]}\n\n${message}`,
            `**Step 1:** Find the questions.\n**Step 2:** Keep it warm.\n\n**Final answer:**${pick % 2 === 0 ? '\n' : ' '}${message}`,
            `**Analysis:** Jonas asks two things.\n**${['Response', 'Reply', 'Message'][pick % 3]}:** ${message}`,
            `<details type="reasoning" done="true">\n<summary>Thought for 4 seconds</summary>\n> Jonas asks two things.\n</details>\n${message}`,
            `${CLIENT[pick % CLIENT.length]}\n\n${message}`,
          ][family] as string;
          // Several lines of a list stay one message only if the body is read whole.
          fc.pre(family !== 5 || !message.includes('\n'));
          sentWhole(`# «send»\n${body}`, [message]);
        },
      ),
      runs,
    );
  });

  it('an offer alone in its own block is held back; a sticker noted in brackets is that sticker', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MESSAGES), fc.constantFrom('😂', '👋', '😴'), (message, emoji) => {
        sentWhole(
          `# «send»\n${message}\n\n# «send»\nHope that helps! Let me know if you’d like me to adjust the tone.`,
          [message],
        );
        expectAsMeant({
          answer: `# «send»\n${message}\n\n# «send»\n(sticker ${emoji})`,
          expect: [
            { type: 'send', text: message },
            { type: 'sticker', ...(STICKERS.find((s) => s.name === emoji) ?? { set: '', name: emoji }) },
          ],
        });
      }),
      runs,
    );
  });

  it('twins a person types are sent whole', () => {
    const TWINS = [
      'He’s asking for his umbrella back.\n\nCan you bring it on Saturday?',
      'Everyone is asking about the party. I’ll answer tomorrow.\n\nSee you at 8!',
      '## Opening hours\nMon–Fri 9–18, Sat 10–14',
      'Me before the move: I’ll label every box\n---\nMe after the move: box 14 holds a lamp and two socks',
      'Mix, fry, sugar on top.\n\n---\nTruco: el pan de molde no sirve, se deshace.\n\nFirmado: tu hermana favorita 😘',
      'Trip status!\n\n✅ flights ✅ hotel ❌ car',
      // The persona's own name in a table's row, a list, or signed with another's.
      'New rota, weekly:\n\n| Week | Bath | Kitchen |\n|---|---|---|\n| 1 | Jonas | Heidi |\n| 2 | Heidi | Alice |',
      'Who brings what:\n\n- cake: Alice\n- coffee: Heidi',
      'Happy birthday, Mum!\n\nLots of love,\nJonas and Heidi 💐',
      'Final: 3–1 for us!! 🎉',
      '(😂)',
      'Let me know if you want the poster in blue too!',
      'Forwarded from Jonas, he says hi 👋',
      'Thought you’d like this one 📚',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...TWINS), (message) => {
        sentWhole(`# «send»\n${message}`, [message]);
      }),
      { ...runs, numRuns: 40 },
    );
  });
  it('data after a sentence without a fence, an address in any language on the heading line, a reasoning-process label in any language, a title before the name, a stage direction after a bold name: the message alone is sent', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MESSAGES.filter((m) => !m.includes('\n'))),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom('Jonas', 'Léa', 'Ana María', 'Димы'),
        (message, family, name) => {
          const preposition = { Jonas: 'an', Léa: 'à', 'Ana María': 'para', Димы: 'для' }[name];
          const answer = [
            `# «send»\nI'll send a short confirmation.\n{"type": "tool_use", "id": "toolu_01", "name": "send_message", "input": {"text": ${JSON.stringify(message)}}}`,
            `# «send» ${preposition} ${name}\n${message}`,
            `# «send»\n${['思考过程：', '推理过程:', '思考プロセス：', '**Processus de réflexion :**', 'Proceso de razonamiento:', '**Proces myślowy:**'][message.length % 6]}\n1. Elle demande deux choses.\n2. Et samedi.\n\n${message}`,
            `# «send»\n**${['Principal', 'Captain', 'Teacher', 'Doctor'][message.length % 4]} Heidi:** ${message}`,
            `# «send»\n**Heidi** (${['grinning', 'softly', 'laughing'][message.length % 3]}): ${message}`,
            `# «send» ${['ہنا کے لیے', 'मार्टा के लिए', '민준에게', 'ליונתן', 'إلى عمر', 'בשביל שירה', 'ゆいちゃんへ', '给阿杰'][message.length % 8]}\n${message}`,
            `[[send]]\n${message}`,
          ][family] as string;
          sentWhole(answer, [message]);
        },
      ),
      runs,
    );
  });

  it('in a group: a silence token in doubled brackets, in capitals or words, is silence, a stage direction before lower-case text goes, a sticker set in brackets names the sticker', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          '[[SKIP]]',
          '<<NO_RESPONSE>>',
          '((PASS))',
          '[[[SILENCE]]]',
          '[[no response]]',
          '{{no reply}}',
          '((stay silent))',
        ),
        fc.constantFrom('*nods enthusiastically*', '*grins*', '_shrugs_', '*smiles warmly*'),
        fc.constantFrom('👋', '😴'),
        (token, action, emoji) => {
          const silent = judge({
            name: 'generated',
            answer: `# «send»\n${token}`,
            chat: 'group',
            expect: [],
          });
          expect([silent.lost, silent.tasks]).toEqual([[], []]);
          const acted = judge({
            name: 'generated',
            answer: `# «send»\n${action} lemon cake, absolutely`,
            chat: 'group',
            callout: true,
            expect: [{ type: 'send', text: 'lemon cake, absolutely', replyTo: 4005 }],
          });
          expect(acted.lost).toEqual([]);
          const sticker = judge({
            name: 'generated',
            answer: `# «sticker» 4001\n${emoji} (HeidiDuck)`,
            expect: [{ type: 'sticker', set: 'HeidiDuck', name: emoji, replyTo: 4001 }],
          });
          expect(sticker.lost).toEqual([]);
        },
      ),
      { ...runs, numRuns: 40 },
    );
  });

  it('twins: a stressed word before lower-case text in a group, the persona’s name in a shop’s name, and "a" opening a heading line’s text are sent whole', () => {
    const group = judge({
      name: 'generated',
      answer: '# «send»\n*really* good cake, thank you',
      chat: 'group',
      callout: true,
      expect: [{ type: 'send', text: '*really* good cake, thank you', replyTo: 4005 }],
    });
    expect(group.lost).toEqual([]);
    sentWhole('# «send»\nGlad the cat is ok!\n\nCome to the Heidi & Sons stand instead of the shop', [
      'Glad the cat is ok!\n\nCome to the Heidi & Sons stand instead of the shop',
    ]);
    sentWhole('# «send» a bit late, sorry\nThe cat is fine!', ['a bit late, sorry\nThe cat is fine!']);
  });
  it('a vendor’s response envelope, a reply key under the text, a compound block name with an addressee, a doubled-bracket aside, a 考察 label: the message alone is sent', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MESSAGES.filter((m) => !m.includes('\n'))),
        fc.integer({ min: 0, max: 6 }),
        (message, family) => {
          const quoted = JSON.stringify(message);
          const answer = [
            `{"output": [{"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": ${quoted}}]}]}`,
            `{"choices": [{"index": 0, "message": {"role": "assistant", "content": ${quoted}}}]}`,
            `{"candidates": [{"content": {"role": "model", "parts": [{"text": ${quoted}}]}}]}`,
            `# «reply_user»\n${message}`,
            `# «send»\n${message} ((OOC: keeping it short))`,
            `# «send»\n【考察】誘いに乗る。\n${message}`,
            `# «send»\n${message}\n[[OOC: staying in character]]`,
          ][family] as string;
          sentWhole(answer, [message]);
        },
      ),
      runs,
    );
  });

  it('a reply key closing the body names the message it answers; a stage direction of not answering, in German too, is silence', () => {
    const keyed = judge({
      name: 'generated',
      answer: '# «send»\nNo umbrella here, sorry\nreply_to: 4003',
      expect: [{ type: 'send', text: 'No umbrella here, sorry', replyTo: 4003 }],
    });
    expect(keyed.lost).toEqual([]);
    for (const direction of [
      '*lässt die Nachricht erst mal unbeantwortet*',
      '*deja el mensaje sin responder*',
    ]) {
      const silent = judge({ name: 'generated', answer: `# «send»\n${direction}`, expect: [] });
      expect([silent.tasks, silent.silence === undefined], direction).toEqual([[], false]);
    }
  });
});
