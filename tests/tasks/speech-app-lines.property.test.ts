import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { oneLineMessage, expectSentWhole as sentWhole } from './sent-whole.js';

/*
 * What a chat app shows around a model's answer, copied with it, and the writer's reasoning in
 * more shapes: how long it thought in the app's language, a delivery mark, a row of buttons, a
 * notes app's comment, a struck-through thought, a label with an arrow, a code comment's note,
 * a label of a few words (`Chain of thought:`, `Ход мыслей:`). Each is held back and the message
 * sent whole; the twins a person types are sent. The words are the test's own.
 */
const seed = seedFrom('SPEECH_APP_LINES_SEED', 20261129);
const runs = { numRuns: 120, seed };
const message = oneLineMessage;

describe('an app’s lines and the writer’s reasoning around a message', () => {
  it('are held back, above or below it', () => {
    const ABOVE = [
      'Dachte 6 Sekunden nach',
      'Pensou por 11 segundos',
      'Réfléchi pendant 5 s',
      '已思考（用时 12 秒）',
      '思考時間: 7秒',
      'Думал 9 секунд',
      '%% keep it breezy, he is anxious %%',
      '~~reasoning: she wants a yes or no~~',
      '(analysis → short answer, then the hours)',
      '// thinking: answer the hours first',
      'Chain of thought: she asks about Saturday, answer briefly.',
      'Хід думок: питає про суботу, відповісти коротко.',
      '[Replying to: "Did the cat survive the move?"]',
      'en train d’écrire…',
      '(In reply to Jonas)',
    ];
    const BELOW = [
      '✓✓ Delivered to Mira',
      'Message sent ✓',
      'Прочитано ✓✓',
      'Copy · Retry · Share',
      '复制 | 重新生成 | 👍 | 👎',
      '// note to self: ask about her exam next time',
      '(internal: stay under two lines)',
      'Trimis de pe Samsung-ul meu',
    ];
    fc.assert(
      fc.property(message, fc.boolean(), fc.nat(), (text, above, pick) => {
        const list = above ? ABOVE : BELOW;
        const line = list[pick % list.length] ?? '';
        sentWhole(`# «send»\n${above ? `${line}\n${text}` : `${text}\n\n${line}`}`, [text]);
      }),
      runs,
    );
  });

  it('twins a person types are sent whole', () => {
    const TWINS = [
      'I thought about it for 5 min and yes, I’m in',
      'Sent ✓ check your inbox',
      'Read it! So good',
      'Copy that, see you at 8',
      'Like · Share · Comment — that’s all my boss cares about lol',
      '~~diet starts monday~~ pizza tonight?',
      'Note to self: never trust Jonas with the cat again 😂',
      '50% off → only today',
      '(re: the umbrella) found it!',
    ];
    for (const text of TWINS) sentWhole(`# «send»\n${text}`, [text]);
  });
});
