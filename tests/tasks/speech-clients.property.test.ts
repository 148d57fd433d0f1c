import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFrom } from '../property.js';
import { judge, STICKERS } from './corpus/evaluate.js';
import { PERSON_MESSAGES } from './corpus/person-messages.js';
import { expectAsMeant, expectSilence, expectSentWhole as sentWhole } from './sent-whole.js';

/*
 * What other models and chat clients put around a message: a template's special tokens of any
 * name (numbered, or in DeepSeek's full-width bars), DeepSeek's own call tokens, an instruction
 * template's next heading, a client's time with read ticks, a chat log's time before the
 * persona's label, a translation set off by a language's code, "the users" of a group thinking
 * aloud, a capitals token in any script for passing, a chat app's `Thought for 7 seconds`, an offer
 * to redo the answer in other languages, an aside noting the tone chosen, and the same in scripts the
 * project rarely sees (Armenian, Ethiopic, Hebrew, Thai, Korean). Each is held back and the message sent whole;
 * each has a twin a person types. The words here are the test's own.
 */
const seed = seedFrom('SPEECH_CLIENTS_SEED', 20261129);
const runs = { numRuns: 100, seed };
const MESSAGES = PERSON_MESSAGES.slice(0, 6);
const message = fc.constantFrom(...MESSAGES);

describe('a template’s and a client’s pieces around a message', () => {
  it('are held back, in any of their shapes', () => {
    fc.assert(
      fc.property(message, fc.integer({ min: 0, max: 13 }), fc.nat(99), (text, family, n) => {
        const body = [
          `${text}<|reserved_token_${n}|>`,
          `${text}<｜end▁of▁sentence｜>`,
          `${text}\n\n### ${['Instruction', 'Input', 'User'][n % 3]}:\n${['what next?', '', 'ok'][n % 3]}`,
          `${text}\n${n % 12}:${10 + (n % 50)} ${['✓✓', '✔✔', '✓'][n % 3]}`,
          `${['(', '['][n % 2]}${n % 24}:${10 + (n % 50)}${[')', ']'][n % 2]} Heidi: ${text}`,
          `${text}\n_(${['EN', 'DE', 'FR', 'RU'][n % 4]}: same thing, translated)_`,
          `${text} （${['英訳', '和訳'][n % 2]}：same thing, translated）`,
          `${['Пользователи', 'The users', 'Οι χρήστες'][n % 3]} ${['спрашивают про субботу.', 'are asking about Saturday.', 'ρωτάνε για το Σάββατο.'][n % 3]} ${['Отвечу коротко.', 'I’ll answer both.', 'Θα απαντήσω.'][n % 3]}\n\n${text}`,
          `> ${['Denkproces', 'Overweging'][n % 2]}: they want Saturday, I say yes\n\n${text}`,
          `${['Thought for 7 seconds', 'Reasoned for 1m 12s', 'Thought for a few seconds'][n % 3]}\n\n${text}`,
          `${text}\n\n${['¿Quieres que te prepare una versión más formal?', 'Soll ich eine kürzere Version schreiben?', 'Хочешь, я напишу другую версию, потеплее?', '¿Te preparo una versión más seria?', 'Zal ik een kortere versie schrijven?'][n % 5]}`,
          `${text}\n\n(${['kept it warm since he apologised', 'keeping it short, she seems busy', 'giữ ngắn gọn vì Minh có vẻ đang vội', 'Replied in Ukrainian because she wrote in Ukrainian.', 'short rakha kyunki woh busy lag rahi hai', 'casual rakha, usne bhi casual likha tha'][n % 6]})`,
          `${text}\n-- \nHeidi`,
          `${['(thinking — she pasted a traceback)', '// reasoning: keep it short, he is at the till'][n % 2]}\n${text}`,
        ][family] as string;
        fc.pre(family !== 4 || !text.includes('\n'));
        sentWhole(`# «send»\n${body}`, [text]);
      }),
      runs,
    );
  });

  it('DeepSeek’s call tokens around fenced arguments are the call: its message is sent', () => {
    fc.assert(
      fc.property(message, fc.constantFrom('send_message', 'reply', 'sendMessage'), (text, name) => {
        const args = JSON.stringify({ text });
        const answer = `<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>${name}\n\`\`\`json\n${args}\n\`\`\`<｜tool▁call▁end｜><｜tool▁calls▁end｜>`;
        sentWhole(answer, [text]);
      }),
      { ...runs, numRuns: 30 },
    );
  });

  it('a heading’s closing hashes, a call’s reply id, a sticker’s shortcode, a reaction beside an empty message', () => {
    fc.assert(
      fc.property(
        message,
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(...STICKERS),
        (text, hashes, sticker) => {
          fc.pre(!text.includes('\n'));
          const mark = '#'.repeat(hashes);
          sentWhole(`${mark} «send» ${mark}\n${text}`, [text]);
          expectAsMeant({
            answer: `send_message(text=${JSON.stringify(text)}, reply_to=4003)`,
            expect: [{ type: 'send', text, replyTo: 4003 }],
          });
          const codes: Record<string, string> = { '😂': ':joy:', '👋': ':wave:', '😴': ':sleeping:' };
          const code = codes[sticker.name] ?? '';
          expectAsMeant({
            answer: `# «sticker»\n${sticker.set}\n${code}`,
            expect: [{ type: 'sticker', ...sticker }],
          });
          // Noted on the message's last line, or written with an arrow between set and emoji.
          const noted = [
            `(sticker: ${sticker.set} ${sticker.name})`,
            `[sticker ${sticker.name}]`,
            `⟦a sticker: ${sticker.name} from ${sticker.set}⟧`,
          ][hashes % 3];
          expectAsMeant({
            answer: `# «send»\n${text}\n${noted}`,
            expect: [
              { type: 'send', text },
              { type: 'sticker', ...sticker },
            ],
          });
          expectAsMeant({
            answer: `# «sticker»\n${sticker.set} ${['→', '->', '=>'][hashes % 3]} ${sticker.name}`,
            expect: [{ type: 'sticker', ...sticker }],
          });
          // Written the way the transcript shows the persona's stickers, with an article or a colon.
          const shown = [
            `⟦a sticker: ${sticker.name} from ${sticker.set}⟧`,
            `⟦the sticker ${sticker.name} from ${sticker.set}⟧`,
            `⟦sticker: ${sticker.name} from the sticker set ${sticker.set}⟧`,
          ][hashes % 3];
          expectAsMeant({
            answer: `# «send»\n${text}\n\n# «send»\n${shown}`,
            expect: [
              { type: 'send', text },
              { type: 'sticker', ...sticker },
            ],
          });
          const reacted = judge({
            name: 'generated',
            answer: '# «react» 👀\n\n# «send»\n\u2060',
            expect: [{ type: 'react', emoji: '👀', messageId: 4005 }],
          });
          expect([reacted.lost, reacted.silence]).toEqual([[], undefined]);
        },
      ),
      { ...runs, numRuns: 30 },
    );
  });

  it('in scripts the project rarely sees: labels, glosses, offers, asides and addressees go', () => {
    const WRITTEN = [
      (t: string) => `Մտքեր՝\nՕգտատերը հարցնում է։ Պատասխանել կարճ։\n\n${t}`,
      (t: string) => `ሀሳብ፦ አጭር መልስ ስጪ\n\n${t}`,
      (t: string) => `Gondolatmenet:\nA felhasználó kérdez.\n\n${t}`,
      (t: string) => `${t}\n\n---\n**說明：** 語氣保持輕鬆。`,
      (t: string) => `${t}\n\nרוצה שאכתוב גרסה רשמית יותר?`,
      (t: string) => `Ορίστε η απάντηση της Ελένης:\n${t}`,
      (t: string) => `${t}\n(Romanization: ne, toyoil yeoreoyo!)`,
      (t: string) => `${t} [Transliteration: qidame inignagn!]`,
      (t: string) => `${t}\n(ใช้ "ค่ะ" เพราะเธอเป็นลูกค้า เลยคงความสุภาพไว้)`,
    ];
    fc.assert(
      fc.property(message, fc.integer({ min: 0, max: WRITTEN.length - 1 }), (text, family) => {
        fc.pre(!text.includes('\n'));
        sentWhole(`# «send»\n${WRITTEN[family]?.(text) ?? text}`, [text]);
      }),
      runs,
    );
    for (const addressee of ['민준에게', 'לאיתי']) sentWhole(`# «send» ${addressee}\nSure!`, ['Sure!']);
    expectAsMeant({
      answer: '# «send»\nOk!\n\n# «send»\n*ส่งสติกเกอร์ 😂*',
      expect: [
        { type: 'send', text: 'Ok!' },
        { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      ],
    });
  });

  it('a capitals token in brackets in any script is silence in a group', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ПРОПУСК', 'ТИШИНА', 'ΣΙΩΠΗ', 'SKIP', 'PASS'),
        fc.constantFrom(['[[', ']]'], ['{{', '}}'], ['<<', '>>'], ['[', ']']),
        (word, [open, close]) => {
          expectSilence(`# «send»\n${open}${word}${close}`);
        },
      ),
      { ...runs, numRuns: 40 },
    );
  });

  it('twins a person types are sent whole', () => {
    const TWINS = [
      'When do you get in?\n\n18:30',
      'Train leaves 9:41 ✓ platform 3',
      '(10:30) meeting moved to the café, sorry!',
      '(EN version below is for Mia) Samstag ab 10!',
      'The users of the old forum still write to me 😅',
      '[[Grundstück]] ist verkauft!',
      'Denk aan de kat! 🐈',
      'Tell me about the trip (keep it short, I’m at work)',
      'Thought for a second there you’d forgotten me 😄',
      '¿Quieres que te pase la receta?',
      '`sudo systemctl restart cups`',
      'Foto ok!\nPosso mandarti la versione finale del file?',
      'Mam nową wersję planu, wysłać?',
      'Sorry, late (answered Mia first, she was panicking)',
      'Chapter #2 is the best one',
      'Romanization is hard lol, I just learn the sounds',
      'מחר נדבר, לילה טוב 🌙',
      'Η απάντηση είναι ναι! Σάββατο στις 10.',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...TWINS), (text) => {
        sentWhole(`# «send»\n${text}`, [text]);
      }),
      { ...runs, numRuns: 40 },
    );
  });
});
