/**
 * Set 50, slips (2): the families written anew around tiny messages in English, Korean, Hebrew,
 * Thai and Mexican Spanish, some answers with two slips.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BEAM_JOKE, beam, FIVES_BIBS, fives, itai, mum, primos, seoyeon } from './answers-50-cast.js';

export const SLIPS_50_2: readonly CorpusEntry[] = [
  // A bracketed silence note as the whole message in a group turn that was not the persona's.
  fives({
    name: 'set50 sam: no response in brackets',
    others: FIVES_BIBS,
    answer: '# «send»\n[no response]\n',
    expect: [],
  }),
  // Gemini's control token leaking at the end of a short message.
  fives({
    name: 'set50 sam: a control token after in',
    callout: true,
    answer: '# «send»\nin 👍<ctrl100>\n',
    expect: [{ type: 'send', text: 'in 👍', replyTo: 4005 }],
  }),
  // Two slips: a thinking label before the blocks and the persona's label on the message.
  fives({
    name: 'set50 sam: a thinking line and a label around in',
    callout: true,
    answer: 'Thinking: Dev needs a yes or no for numbers.\n\n# «send»\nSam: in\n',
    expect: [{ type: 'send', text: 'in', replyTo: 4005 }],
    withheld: ['label'],
  }),
  // A checklist of the turn after the message, as models verify their own answers.
  fives({
    name: 'set50 sam: a checklist under in',
    callout: true,
    answer: "# «send»\nin\n\n✅ answered Dev's question\n✅ kept it short\n",
    expect: [{ type: 'send', text: 'in', replyTo: 4005 }],
  }),
  // The model accounts for the reaction it chose, under the message.
  fives({
    name: 'set50 sam: a reaction explained under in',
    callout: true,
    answer: "# «react» 4003\n😁\n\n# «send»\nin\n(reacting to Jonas's score because the brag is funny)\n",
    expect: [
      { type: 'react', emoji: '😁', messageId: 4003 },
      { type: 'send', text: 'in', replyTo: 4005 },
    ],
  }),
  // A lead-in naming the persona's reply on the message's own line.
  fives({
    name: "set50 sam: Sam's reply as a lead-in",
    callout: true,
    answer: "# «send»\nHere's Sam's reply: in, obviously\n",
    expect: [{ type: 'send', text: 'in, obviously', replyTo: 4005 }],
  }),
  // An out-of-character aside after a one-letter message.
  mum({
    name: 'set50 sam: an OOC aside after k',
    answer: '# «send»\nk\n\n(OOC: teen persona, keeping it curt)\n',
    expect: [{ type: 'send', text: 'k' }],
  }),
  // Two slips: a thinking tag, then a labelled line with no block at all.
  mum({
    name: 'set50 sam: a thinking tag and a label, no block',
    answer: '<thinking>mum is nagging, a teen gives one letter</thinking>\nSam: k\n',
    expect: [{ type: 'send', text: 'k' }],
    withheld: ['reasoning'],
  }),
  // A Hangul persona name as a label.
  seoyeon({
    name: 'set50 minjun: a Hangul label over thanks',
    answer: '# «send»\n민준: ㅇㅋ 고마워\n',
    expect: [{ type: 'send', text: 'ㅇㅋ 고마워' }],
    withheld: ['label'],
  }),
  // Gemini translates the task name into the chat's language.
  seoyeon({
    name: 'set50 minjun: a block named in Korean',
    answer: '# «답장»\nㅇㅋ\n',
    expect: [{ type: 'send', text: 'ㅇㅋ' }],
  }),
  // A zero-width space as a message beside the reaction that was meant.
  seoyeon({
    name: 'set50 minjun: an invisible message beside a reaction',
    answer: '# «react»\n🙏\n\n# «send»\n\u200b\n',
    expect: [{ type: 'react', emoji: '🙏', messageId: 4005 }],
  }),
  // An offer to rewrite the answer, in Korean, after it.
  seoyeon({
    name: 'set50 minjun: an offer to make it warmer',
    answer: '# «send»\nㅇㅇ 고마워\n\n좀 더 다정한 말투로 바꿔 드릴까요?\n',
    expect: [{ type: 'send', text: 'ㅇㅇ 고마워' }],
  }),
  // A roleplay line naming the persona in Hebrew, above the message.
  itai({
    name: 'set50 noa: a smile narrated over coming',
    answer: '# «send»\n(נועה מחייכת)\nבאה!\n',
    expect: [{ type: 'send', text: 'באה!' }],
    withheld: ['narration'],
  }),
  // A note on the answer's length, in Hebrew, under the message.
  itai({
    name: 'set50 noa: a note on keeping it short',
    answer: '# «send»\nבאה 🎸\n\nהערה: שמרתי על תשובה קצרה וקלילה.\n',
    expect: [{ type: 'send', text: 'באה 🎸' }],
  }),
  // Two slips: the transcript's header copied and an end-of-turn note after the message.
  itai({
    name: 'set50 noa: a copied header and an end note',
    answer: '# «send»\n⟦#4006 21:04⟧\nכן!!\n(end of reply)\n',
    expect: [{ type: 'send', text: 'כן!!' }],
  }),
  // The model copies the header its own earlier turns were shown with.
  beam({
    name: 'set50 ploy: a copied header over a time',
    answer: '# «send»\n⟦#4006 18:02⟧\n6 โมงนะ\n',
    expect: [{ type: 'send', text: '6 โมงนะ' }],
  }),
  // A thinking label in Thai inside the body, before the message.
  beam({
    name: 'set50 ploy: a Thai thinking line over a time',
    answer: '# «send»\nความคิด: บีมถามเวลา ตอบสั้นๆ\n18:30\n',
    expect: [{ type: 'send', text: '18:30' }],
  }),
  // Gemini stopped at the output limit in the sticker's set name.
  beam({
    name: 'set50 ploy: a sticker cut in its set name',
    truncated: true,
    answer: '# «send»\n6 โมง\n\n# «sticker»\nHeidi',
    expect: [{ type: 'send', text: '6 โมง' }],
    withheld: ['truncated'],
  }),
  // The persona's Latin name as a label over laughter that is all digits.
  beam({
    name: 'set50 ploy: a label over laughter in digits',
    others: BEAM_JOKE,
    answer: '# «send»\nPloy: 555555\n',
    expect: [{ type: 'send', text: '555555' }],
    withheld: ['label'],
  }),
  // The persona's name in bold as a label.
  primos({
    name: 'set50 diego: a bold label over simón',
    callout: true,
    answer: '# «send»\n**Diego:** simón, yo las llevo\n',
    expect: [{ type: 'send', text: 'simón, yo las llevo', replyTo: 4005 }],
  }),
  // The model explains its reaction in Spanish after the reaction's emoji.
  primos({
    name: 'set50 diego: a reaction explained in Spanish',
    callout: true,
    answer:
      '# «send» 4003\nfelicidades!! 🎉\n\n# «react» 4003\n🎉\n\n(Reaccioné con 🎉 al mensaje del bebé para celebrar.)\n',
    expect: [
      { type: 'send', text: 'felicidades!! 🎉', replyTo: 4003 },
      { type: 'react', emoji: '🎉', messageId: 4003 },
    ],
  }),
  // The answer written as a YAML list of sends, with no block.
  primos({
    name: 'set50 diego: a YAML list of two sends',
    callout: true,
    answer: '- send: "simón"\n- send: "de maíz y de harina"\n',
    expect: [
      { type: 'send', text: 'simón', replyTo: 4005 },
      { type: 'send', text: 'de maíz y de harina' },
    ],
  }),
  // Gemini 3 puts its reply in a response tag inside the block.
  primos({
    name: 'set50 diego: a response tag around a word',
    callout: true,
    answer: '# «send»\n<response>simón 👍</response>\n',
    expect: [{ type: 'send', text: 'simón 👍', replyTo: 4005 }],
  }),
];
