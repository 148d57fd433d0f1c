import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { expectAsMeant, expectSentWhole, oneLineMessage } from './sent-whole.js';

/*
 * The writer's notes beside a message that its own structure gives away: a note on its manner in
 * any bracket, opening or closing the message's line; a reasoning label with a word of its kind; a
 * reading of the one it answers, then how to answer, after a comma; a summary naming the persona;
 * a task of another kind, or the writer's action, written as JSON in a message's place. The message
 * is sent whole; the twins, a person's brackets, notes, news and pasted data, are sent as typed.
 * The texts are the test's own.
 */
const seed = seedFrom('NOTES_SEED', 20261201);
const runs = { numRuns: 100, seed };

/** In a group of `members`, the body `body` sends `text` alone, as the reply to the message answered. */
function sendsInGroup(members: readonly string[], body: string, text: string) {
  expectAsMeant({
    participants: [...members],
    chat: 'group',
    answer: `# «send»\n${body}`,
    expect: [{ type: 'send', text, replyTo: 4005 }],
  });
}

/** How the writer notes the message's manner: its words, in a language personas write. */
const MANNERS = [
  'casual, team-lead friendly',
  'friendly but professional',
  'warm and brief',
  'коротко и по-дружески',
  'court et chaleureux',
  'kurz und herzlich',
  'breve y cercano',
  'curto e carinhoso',
  'scurt și prietenos',
  'short, upbeat',
] as const;
const BRACKETS = [
  ['(', ')'],
  ['[', ']'],
  ['（', '）'],
] as const;

describe('the writer’s notes beside the message, by their structure', () => {
  it('a note on the manner, in any bracket, opening or closing the message’s line, is withheld', () => {
    fc.assert(
      fc.property(
        oneLineMessage,
        fc.constantFrom(...MANNERS),
        fc.constantFrom(...BRACKETS),
        fc.boolean(),
        (message, manner, [open, close], opening) => {
          const note = `${open}${manner}${close}`;
          const line = opening ? `${note} ${message}` : `${message} ${note}`;
          expectSentWhole(`# «send»\n${line}`, [message]);
        },
      ),
      runs,
    );
  });

  it('twin: a person’s own bracket beside the message is sent as typed', () => {
    fc.assert(
      fc.property(
        oneLineMessage,
        fc.constantFrom(
          '(keep it short, I’m at work)',
          '(sorry, on the bus)',
          '[link in my bio]',
          '(the blue one, not the red)',
        ),
        (message, aside) => {
          const line = `${message} ${aside}`;
          expectSentWhole(`# «send»\n${line}`, [line]);
        },
      ),
      runs,
    );
  });

  it('a reasoning label with a word of its kind is withheld over the message; a qualified note is the message’s', () => {
    fc.assert(
      fc.property(
        oneLineMessage,
        fc.constantFrom(
          'Quick analysis',
          'Analisis singkat',
          'Brief reasoning',
          'Análisis breve',
          'Analyse rapide',
        ),
        fc.boolean(),
        (message, label, twin) => {
          if (twin) {
            const text = `Quick note: the side door is open\n${message}`;
            expectSentWhole(`# «send»\n${text}`, [text]);
          } else
            expectSentWhole(`# «send»\n${label}: she is tired and wants a yes or no.\n${message}`, [message]);
        },
      ),
      runs,
    );
  });

  it('a reading of the one answered, then how to answer after a comma, is withheld after the message’s last sentence', () => {
    const chats = [
      {
        partner: 'Oskar',
        message: 'Vi kommer gärna, tack!',
        note: 'Oskar låter glad men lite stressad, svara kort och varmt.',
      },
      {
        partner: 'Dana',
        message: 'Sure, Friday works.',
        note: 'Dana sounds anxious about the rent, reply gently.',
      },
      {
        partner: 'Lukas',
        message: 'Klar, ich bringe den Kuchen.',
        note: 'Lukas wirkt gestresst, antworte kurz.',
      },
      {
        partner: 'Doyun',
        message: 'Tell the café 40 is fine.',
        note: 'Doyun is worried about the order, so he needs a firm yes.',
      },
    ] as const;
    fc.assert(
      fc.property(fc.constantFrom(...chats), fc.boolean(), ({ partner, message, note }, ownLine) => {
        expectAsMeant({
          participants: [partner],
          answer: `# «send»\n${message}${ownLine ? '\n' : ' '}${note}`,
          expect: [{ type: 'send', text: message }],
        });
      }),
      runs,
    );
  });

  it('twin: news of a member in a group, then what follows from it, is sent whole', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'Jake is driving, so he needs the address.',
          'Mia is worried about parking, so bring cash.',
          'Tom says hi, he is running late.',
        ),
        (news) => {
          const text = `See you all at 8!\n\n${news}`;
          sendsInGroup(['Jake', 'Mia', 'Tom'], text, text);
        },
      ),
      runs,
    );
  });

  it('a summary naming the persona over the message is withheld; a summary for the group is sent', () => {
    fc.assert(
      fc.property(
        oneLineMessage,
        fc.constantFrom('Summary', 'Tóm tắt', 'Podsumowanie', 'Resumen'),
        fc.boolean(),
        (message, label, twin) => {
          const summary = twin
            ? `${label}: 612 zł in total, 153 each, transfer by Sunday.`
            : `${label}: Linh asks Heidi to sort out the car by Friday.`;
          const text = `${summary}\n${message}`;
          sendsInGroup(['Linh', 'Bao'], text, twin ? text : message);
        },
      ),
      runs,
    );
  });

  it('a task of another kind as JSON in a send block, or the writer’s action under the message, is never sent', () => {
    fc.assert(
      fc.property(
        oneLineMessage,
        fc.constantFrom(
          '{"type": "wait", "delay": 30}',
          '{"action": "confirm_booking", "time": "20:00"}',
          '```tool_code\nprint(calendar.add(title="dinner", time="20:00"))\n```',
        ),
        fc.boolean(),
        (message, data, ownBlock) => {
          const answer = ownBlock
            ? `# «send»\n${message}\n\n# «send»\n${data}`
            : `# «send»\n${message}\n${data}`;
          expectSentWhole(answer, [message]);
        },
      ),
      runs,
    );
  });

  it('the tone named with its manners, the answer described, the answer someone needs, a thought as JSON: withheld beside the message', () => {
    const slips = [
      { note: 'тон дружній, трохи жартівливий', where: 'dash' },
      { note: 'Rövid, tegező, családias hangnem.', where: 'sentence' },
      { note: 'Short, warm tone.', where: 'sentence' },
      { note: 'Odpověď je stručná a přátelská.', where: 'line' },
      { note: 'The reply is short and upbeat.', where: 'line' },
      { note: 'Linh needs a quick yes.', where: 'over' },
      { note: 'Linh está organizando todo y necesita una respuesta concreta.', where: 'over' },
      { note: '{"type": "thought", "content": "Linh only needs the time"}', where: 'over' },
    ] as const;
    fc.assert(
      fc.property(oneLineMessage, fc.constantFrom(...slips), (message, { note, where }) => {
        const body =
          where === 'dash'
            ? `${message} — ${note}`
            : where === 'sentence'
              ? `${message.replace(/[.!?]*$/u, '.')} ${note}`
              : where === 'line'
                ? `${message}\n${note}`
                : `${note}\n${message}`;
        const sent = where === 'sentence' ? message.replace(/[.!?]*$/u, '.') : message;
        sendsInGroup(['Linh', 'Bao'], body, sent);
      }),
      runs,
    );
  });

  it('twin: news of an answer someone else owes, an answer that is yes and no, a plan of her own in English: sent whole', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          ['The neighbour needs a clear answer from the landlord.', 'See you Saturday at Linh’s'],
          ['The answer is yes and no.', 'See you Saturday at Linh’s'],
          ['sí, no tengo nada', 'Nos vemos el sábado en casa de Linh'],
          ['Sí, I’ll book the room from 4 to 7 so Bao can come', 'Nos vemos el sábado en casa de Linh'],
        ),
        ([line, message]) => {
          const text = `${message}\n${line}`;
          sendsInGroup(['Linh', 'Bao'], text, text);
        },
      ),
      runs,
    );
  });
});
