/**
 * Held-out set 26, slips of the last three personas (Mireille, Haruto, Lars): a roleplay
 * innkeeper's narrated silence and third-person asides, a Japanese student's labels and
 * brackets, a ferry engineer's mail habits, data and calls, echoes of the transcript.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { HARUTO, LARS, MIREILLE } from './answers-26-cast.js';

/** The table talks among itself: nothing is addressed to the innkeeper. */
const TABLE_TALK = new Map([
  [4003, '*counts coins on the bar* Is the road north still closed?'],
  [4005, '*turns to Elska* You take first watch tonight, I took it yesterday.'],
]);

export const HELD_OUT_26_SLIPS_2: readonly CorpusEntry[] = [
  {
    // Actions are on, but the turn is no callout: an action alone is the model staying out of it.
    name: 'Mireille: an action line only when the players talk among themselves',
    ...MIREILLE,
    others: TABLE_TALK,
    answer: '*wipes down the bar, humming an old river song*',
    expect: [],
  },
  {
    name: 'Mireille: a third-person aside naming her over her words',
    ...MIREILLE,
    callout: true,
    answer:
      '(Mireille glances at the door before answering)\nThe caravan? Keep your voice down, there are ears in here.',
    expect: [
      { type: 'send', text: 'The caravan? Keep your voice down, there are ears in here.', replyTo: 4005 },
    ],
    withheld: ['narration'],
  },
  {
    name: 'Mireille: an out-of-character note about the plot after her line',
    ...MIREILLE,
    callout: true,
    answer:
      '# «send»\nAsk the ferryman at Greyford. He owes me a favour and he owes the salt guild money.\n\n(OOC: keeping it vague so Corvin’s player has something to investigate)',
    expect: [
      {
        type: 'send',
        text: 'Ask the ferryman at Greyford. He owes me a favour and he owes the salt guild money.',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'Mireille: actions held back where this persona’s style keeps them out of groups',
    ...MIREILLE,
    actions: 'direct',
    callout: true,
    answer: '*refills his mug without asking* The salt never reached Vell. That much I know.',
    expect: [{ type: 'send', text: 'The salt never reached Vell. That much I know.', replyTo: 4005 }],
    withheld: ['narration'],
  },
  {
    name: 'Mireille: a reasoning span in a thinking tag before her answer',
    ...MIREILLE,
    callout: true,
    answer:
      '<thinking>\nCorvin asks about the caravan. Mireille knows a rumour but is cautious. Give a hook.\n</thinking>\n*leans closer* Three wagons, one driver came back. He drinks at the Bent Nail now.',
    expect: [
      {
        type: 'send',
        text: '*leans closer* Three wagons, one driver came back. He drinks at the Bent Nail now.',
        replyTo: 4005,
      },
    ],
    withheld: ['reasoning'],
  },
  {
    name: 'Haruto: his name in katakana as a label with a full-width colon',
    ...HARUTO,
    answer: 'ハルト：いいよ、代わる！5時に行けばいい？',
    expect: [{ type: 'send', text: 'いいよ、代わる！5時に行けばいい？' }],
    withheld: ['label'],
  },
  {
    name: 'Haruto: an analysis label in lenticular brackets with its paragraph',
    ...HARUTO,
    answer: '【分析】\nレンはバイトの交代を頼んでいる。快く引き受ける。\n\nいいよ！5時ね、ラーメン奢りな🍜',
    expect: [{ type: 'send', text: 'いいよ！5時ね、ラーメン奢りな🍜' }],
    withheld: ['reasoning'],
  },
  {
    name: 'Haruto: a sticker noted in brackets with the Japanese word for it',
    ...HARUTO,
    answer: '# «send»\nまかせろ\n\n# «send»\n[スタンプ: 👋]',
    expect: [
      { type: 'send', text: 'まかせろ' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    name: 'Haruto: full-width hashes and corner brackets around the heading',
    ...HARUTO,
    answer: '＃＃ 「send」 4005\nおけ、明日の5時から入る',
    expect: [{ type: 'send', text: 'おけ、明日の5時から入る', replyTo: 4005 }],
  },
  {
    name: 'Haruto: a romanised label and an English gloss under the message',
    ...HARUTO,
    answer: 'Haruto: おっけー、代わるよ！\n(English: OK, I’ll cover for you!)',
    expect: [{ type: 'send', text: 'おっけー、代わるよ！' }],
  },
  {
    name: 'Haruto: a chat template’s end token after his message',
    ...HARUTO,
    answer: '# «send»\nじゃ明日な、寝坊すんなよ<|im_end|>',
    expect: [{ type: 'send', text: 'じゃ明日な、寝坊すんなよ' }],
  },
  {
    name: 'Lars: a Swedish device line under his message',
    ...LARS,
    answer: '# «send»\nJa, jag hämtar henne. Torsdag kl 16.\n\nSkickat från min iPhone',
    expect: [{ type: 'send', text: 'Ja, jag hämtar henne. Torsdag kl 16.' }],
  },
  {
    name: 'Lars: a Swedish heading name for "answer", the only block',
    ...LARS,
    answer: '# «svar»\nJa. Torsdag. Hon får sitta fram.',
    expect: [{ type: 'send', text: 'Ja. Torsdag. Hon får sitta fram.' }],
  },
  {
    name: 'Lars: an invoke call in XML with the text parameter',
    ...LARS,
    answer:
      '<invoke name="send_message">\n<parameter name="text">Ja, jag hämtar henne kl 15.30. Har du bilstolen kvar i hallen?</parameter>\n</invoke>',
    expect: [{ type: 'send', text: 'Ja, jag hämtar henne kl 15.30. Har du bilstolen kvar i hallen?' }],
  },
  {
    name: 'Lars: key lines for the reply id and the text',
    ...LARS,
    answer: '# «send»\nreply_to: 4005\ntext: Ja. Torsdag kl 16 står jag där.',
    expect: [{ type: 'send', text: 'Ja. Torsdag kl 16 står jag där.', replyTo: 4005 }],
    withheld: ['wrapper'],
  },
  {
    name: 'Lars: a third-person summary in Swedish before the block',
    ...LARS,
    answer: 'Elin frågar om torsdag. Lars svarar kort, som vanligt.\n\n# «send»\nJa.',
    expect: [{ type: 'send', text: 'Ja.' }],
    withheld: ['outside-blocks'],
  },
  {
    name: 'Lars: signed with his initial after a dash',
    ...LARS,
    answer: 'Torsdag går bra. Jag har ledigt från lunch.\n— L.',
    expect: [{ type: 'send', text: 'Torsdag går bra. Jag har ledigt från lunch.' }],
    withheld: ['label'],
  },
  {
    name: 'Lars: a rule, then a bold note on his tone',
    ...LARS,
    answer:
      '# «send»\nJa. Jag tar henne och vi äter hos mig.\n\n---\n**Ton:** kort och torr, som Lars skriver.',
    expect: [{ type: 'send', text: 'Ja. Jag tar henne och vi äter hos mig.' }],
  },
  {
    name: 'Lars: Elin’s message with its transcript header, then his answer',
    ...LARS,
    answer:
      '⟦#4005 Elin 08:12⟧ Kan du hämta Moa från förskolan på torsdag? Jag jobbar till sex\n\nJa. Kl 16.',
    expect: [{ type: 'send', text: 'Ja. Kl 16.' }],
    withheld: ['echo'],
  },
];
