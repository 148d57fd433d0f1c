/**
 * Set 6, slips of the families seen in Gemini answers, each written anew: prose around blocks,
 * reasoning labels, narrated silence, heading near-misses, wrappers, echo, truncation, stickers,
 * and answers with two slips at once.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BOOK_CLUB, CLASSMATES, CLIMBING, MARKET, YULIA_FRIEND } from './answers-6-scenes.js';

export const SLIPS_6: readonly CorpusEntry[] = [
  {
    name: 'a German preface before the first block',
    answer:
      'Klar, hier ist Heidis Antwort – locker und kurz:\n\n# «send»\nDer Kater lebt! Samstag wie immer offen 😊',
    expect: [{ type: 'send', text: 'Der Kater lebt! Samstag wie immer offen 😊' }],
  },
  {
    name: 'Mateo, group: a Spanish third-person plan before the block',
    persona: 'Mateo',
    chat: 'group',
    others: CLIMBING,
    callout: true,
    answer:
      'Mateo es entusiasta y usa jerga. Va a decir que sí y pedir sitio en el coche.\n\n# «send»\nclaro que voy, guárdame sitio 🙌',
    expect: [{ type: 'send', text: 'claro que voy, guárdame sitio 🙌', replyTo: 4005 }],
  },
  {
    name: 'the whole answer fenced, then an offer after the fence',
    answer: '```\n# «send»\nHe survived! Open Saturday too.\n```\nWant a version with more emoji?',
    expect: [{ type: 'send', text: 'He survived! Open Saturday too.' }],
  },
  {
    name: 'a rule, then a wrapped remark on the choice of tone',
    answer:
      "# «send»\nHe survived, and we're open Saturday!\n\n---\n_(Kept it breezy since Jonas is a regular.)_",
    expect: [{ type: 'send', text: "He survived, and we're open Saturday!" }],
  },
  {
    name: 'a rule, then a bold label explaining why the answer works',
    answer:
      '# «send»\nCat: fine. Saturday: open 10–4.\n---\n**Why this works:** it answers both questions and stays in character.',
    expect: [{ type: 'send', text: 'Cat: fine. Saturday: open 10–4.' }],
  },
  {
    name: 'a German reasoning label with its text, then the message',
    answer:
      '# «send»\n**Überlegung:** Er fragt nach dem Kater und nach Samstag.\nKater lebt, Samstag offen 😊',
    expect: [{ type: 'send', text: 'Kater lebt, Samstag offen 😊' }],
  },
  {
    name: 'a thought-bubble line quoted above the message',
    answer:
      "# «send»\n> 💭 he's probably still stressed from the move\nAww, glad he made it! Yes, open Saturday",
    expect: [{ type: 'send', text: 'Aww, glad he made it! Yes, open Saturday' }],
  },
  {
    name: 'an out-of-character remark closing the line',
    answer: "# «send»\nYep, open Saturday! (OOC: keeping it short, she's at the till)",
    expect: [{ type: 'send', text: 'Yep, open Saturday!' }],
  },
  {
    name: 'an unclosed reasoning tag up to the first heading',
    answer:
      '<reasoning>\nJonas asks about the cat and the opening hours. Both are simple.\n# «send»\nHe survived!\n# «send»\nSaturday 10–4 🙂',
    expect: [
      { type: 'send', text: 'He survived!' },
      { type: 'send', text: 'Saturday 10–4 🙂' },
    ],
  },
  {
    name: 'Minji: a wrapped Korean reasoning label, then the message on its line',
    persona: '민지',
    answer: '# «send»\n(생각: 고양이 안부랑 토요일 영업을 물어봄) 고양이 무사해요! 토요일도 열어요 😊',
    expect: [{ type: 'send', text: '고양이 무사해요! 토요일도 열어요 😊' }],
  },
  {
    name: 'a progress line with a typographic ellipsis',
    answer: '# «send»\nThinking…\nHe survived, sulking under the sofa. Open Saturday!',
    expect: [{ type: 'send', text: 'He survived, sulking under the sofa. Open Saturday!' }],
  },
  {
    name: 'a paired bracket reflection span inside the body',
    answer:
      '# «send»\n[reflection]friendly, short, answer both[/reflection]\nAlive and well! Saturday open as usual.',
    expect: [{ type: 'send', text: 'Alive and well! Saturday open as usual.' }],
  },
  {
    name: 'group: an action line while nothing is addressed to her',
    chat: 'group',
    others: BOOK_CLUB,
    answer: '# «send»\n_rearranges the poetry shelf_',
    expect: [],
  },
  {
    name: 'group: a wrapped line naming the persona as she stays out of it',
    chat: 'group',
    others: BOOK_CLUB,
    answer: '# «send»\n(Heidi lets the others sort out the snacks)',
    expect: [],
  },
  {
    name: 'group: a bracketed note that no reply is needed',
    chat: 'group',
    others: BOOK_CLUB,
    answer: '# «send»\n[no reply needed]',
    expect: [],
  },
  {
    name: 'group: a self-closing silence tag',
    chat: 'group',
    others: BOOK_CLUB,
    answer: '<silent/>',
    expect: [],
  },
  {
    name: 'Lotte, group: a Dutch action of keeping quiet',
    persona: 'Lotte',
    chat: 'group',
    others: BOOK_CLUB,
    answer: '# «send»\n*leest mee en zegt niks*',
    expect: [],
  },
  {
    name: 'group: a double-bracketed skip token',
    chat: 'group',
    others: BOOK_CLUB,
    answer: '# «send»\n[[SKIP]]',
    expect: [],
  },
  {
    name: 'group callout with actions always: an action is the message',
    chat: 'group',
    others: BOOK_CLUB,
    callout: true,
    actions: 'always',
    answer: '# «send»\n*waves from behind the till*',
    expect: [{ type: 'send', text: '*waves from behind the till*', replyTo: 4005 }],
  },
  {
    name: 'group callout with the default style: the action before the text is dropped',
    chat: 'group',
    others: BOOK_CLUB,
    callout: true,
    answer: '# «send»\n*nods enthusiastically* lemon cake, absolutely',
    expect: [{ type: 'send', text: 'lemon cake, absolutely', replyTo: 4005 }],
  },
  {
    name: 'actions never: a German action before the text in a direct chat',
    actions: 'never',
    answer: '# «send»\n*lacht* Ja, Samstag offen!',
    expect: [{ type: 'send', text: 'Ja, Samstag offen!' }],
  },
  {
    name: 'Kenji, group: a level-two heading in corner brackets',
    persona: 'Kenji',
    chat: 'group',
    others: CLASSMATES,
    callout: true,
    answer: '## 「send」\n金曜で大丈夫！',
    expect: [{ type: 'send', text: '金曜で大丈夫！', replyTo: 4005 }],
  },
  {
    name: 'three spellings of the heading in one answer',
    answer: '#«send»\nhe made it!\n# « send »\nsulked for a day\n# «Send»\nopen Saturday',
    expect: [
      { type: 'send', text: 'he made it!' },
      { type: 'send', text: 'sulked for a day' },
      { type: 'send', text: 'open Saturday' },
    ],
  },
  {
    name: 'doubled angle brackets with a reply id',
    answer: "# <<send>> 4003\nit's here, I hung it by the door",
    expect: [{ type: 'send', text: "it's here, I hung it by the door", replyTo: 4003 }],
  },
  {
    name: 'an address in brackets on the heading line',
    answer: '# «send» (to Jonas)\nHe survived! Open Saturday.',
    expect: [{ type: 'send', text: 'He survived! Open Saturday.' }],
  },
  {
    name: 'a part label on the second heading line',
    answer: '# «send»\nCat is fine!\n# «send» — msg 2\nSaturday open 10–4',
    expect: [
      { type: 'send', text: 'Cat is fine!' },
      { type: 'send', text: 'Saturday open 10–4' },
    ],
  },
  {
    name: 'a sticker heading and a send heading on one line',
    answer: '# «sticker» HeidiDuck 😴 # «send» night night, see you Saturday',
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
      { type: 'send', text: 'night night, see you Saturday' },
    ],
  },
  {
    name: 'a German block name alone: its body is the message',
    answer: '# «antworten»\nJa, er lebt! Samstag offen.',
    expect: [{ type: 'send', text: 'Ja, er lebt! Samstag offen.' }],
  },
  {
    name: 'an unknown block beside a message is not sent',
    answer: '# «send»\nOpen Saturday, cat fine!\n# «mood»\ncheerful, a bit tired',
    expect: [{ type: 'send', text: 'Open Saturday, cat fine!' }],
  },
  {
    name: 'a Cyrillic letter in the sticker heading',
    answer: '# «sti\u0441ker»\nHeidiDuck\n👋',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    name: 'full-width marks and corner brackets on a reaction heading',
    answer: '＃＃「react」 4001\n👍',
    expect: [{ type: 'react', emoji: '👍', messageId: 4001 }],
  },
  {
    name: 'the persona name in capitals as a speaker label',
    answer: '# «send»\nHEIDI: He survived! Open Saturday.',
    expect: [{ type: 'send', text: 'He survived! Open Saturday.' }],
  },
  {
    name: 'Mateo, group: a bold label and a dash signature together',
    persona: 'Mateo',
    chat: 'group',
    others: CLIMBING,
    callout: true,
    answer: '# «send»\n**Mateo:** me apunto, llevo los pies de gato nuevos\n— Mateo',
    expect: [{ type: 'send', text: 'me apunto, llevo los pies de gato nuevos', replyTo: 4005 }],
  },
  {
    name: 'Mateo: a closing word and the name on two lines',
    persona: 'Mateo',
    others: CLIMBING,
    answer: '# «send»\nMañana te llamo y lo hablamos.\n\nUn abrazo,\nMateo',
    expect: [{ type: 'send', text: 'Mañana te llamo y lo hablamos.' }],
  },
  {
    name: 'Lotte: key lines for the reply id and the text',
    persona: 'Lotte',
    others: MARKET,
    answer: '# «send»\nreply_to: 4005\ntext: Ja leuk! Om 10 uur bij de bloemenkraam?',
    expect: [{ type: 'send', text: 'Ja leuk! Om 10 uur bij de bloemenkraam?', replyTo: 4005 }],
  },
  {
    name: 'a one-key JSON object as the body',
    answer: '# «send»\n{"reply": "Yes! Saturday 10–4, and the cat says hi"}',
    expect: [{ type: 'send', text: 'Yes! Saturday 10–4, and the cat says hi' }],
  },
  {
    name: 'a transcript header and the quoted message above the answer',
    answer:
      "# «send»\n⟦#4003 Mia 14:02⟧ Has anyone seen my blue umbrella? I think I left it at the shop\nit's here, behind the counter!",
    expect: [{ type: 'send', text: "it's here, behind the counter!" }],
  },
  {
    name: "the other's question sent back as its own block",
    answer:
      "# «send»\nHas anyone seen my blue umbrella? I think I left it at the shop\n# «send» 4003\nit's at the shop, yes!",
    expect: [{ type: 'send', text: "it's at the shop, yes!", replyTo: 4003 }],
  },
  {
    name: 'Юля: the same Russian block twice',
    persona: 'Юля',
    others: YULIA_FRIEND,
    answer: '# «send»\nДа, я завтра до семи, заходи!\n\n# «send»\nДа, я завтра до семи, заходи!',
    expect: [{ type: 'send', text: 'Да, я завтра до семи, заходи!' }],
  },
  {
    name: 'an answer cut at the output limit in its third block',
    truncated: true,
    answer:
      "# «send»\nHe survived!\n# «send»\nSaturday we're open 10–4\n# «send»\nand if you want I can put the new Fun",
    expect: [
      { type: 'send', text: 'He survived!' },
      { type: 'send', text: "Saturday we're open 10–4" },
    ],
    withheld: ['truncated'],
  },
  {
    name: 'an answer cut inside its last heading',
    truncated: true,
    answer: '# «send»\nHe survived, the drama queen 🐈\n# «se',
    expect: [{ type: 'send', text: 'He survived, the drama queen 🐈' }],
  },
  {
    name: 'an invisible separator as the whole body',
    answer: '# «send»\n\u2063',
    expect: [],
  },
  {
    name: 'a real message and a block of zero-width characters',
    answer: '# «send»\nOpen Saturday!\n# «send»\n\u200b\u200c',
    expect: [{ type: 'send', text: 'Open Saturday!' }],
  },
  {
    name: 'a sticker block with only the emoji',
    answer: '# «send»\nhaha ok, good night then\n# «sticker»\n😴',
    expect: [
      { type: 'send', text: 'haha ok, good night then' },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  },
  {
    name: 'a sticker written as the history describes one',
    answer: '# «send»\nthe sticker `😴` from the sticker set `HeidiDuck`',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: 'a sticker as the emoji with its set in brackets, replying',
    // The docs name `😂 from HeidiDuck`; a set in brackets after the emoji means the same sticker.
    answer: '# «sticker» 4001\n👋 (HeidiDuck)',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋', replyTo: 4001 }],
  },
  {
    name: 'a copied sticker line with its description',
    answer: '# «sticker»\n- HeidiDuck :: 😴 - ‹a duck asleep on an open book›',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: 'a preface and an offer to redo around the blocks',
    answer:
      "Sure! Here's a warm reply from Heidi:\n\n# «send»\nHe survived! Saturday 10–4 as always.\n\nLet me know if you'd like a shorter version!",
    expect: [{ type: 'send', text: 'He survived! Saturday 10–4 as always.' }],
  },
  {
    name: 'a think span before the block and a speaker label in it',
    answer:
      '<think>Two questions, answer both.</think>\n# «send»\nHeidi: Both yes! The cat lives and we open Saturday.',
    expect: [{ type: 'send', text: 'Both yes! The cat lives and we open Saturday.' }],
  },
  {
    name: "another's name on an echoed question, then the answer",
    answer:
      '# «send»\nJonas: Did the cat survive the move? And are you open on Saturday?\nHe did, and we are!',
    expect: [{ type: 'send', text: 'He did, and we are!' }],
  },
  {
    name: 'group: a silence token in doubled angle brackets',
    chat: 'group',
    others: BOOK_CLUB,
    answer: '<<NO_RESPONSE>>',
    expect: [],
  },
  {
    name: 'a narrated line naming the persona above the message',
    answer: '# «send»\n(Heidi looks up from the register and grins)\nHe survived!',
    expect: [{ type: 'send', text: 'He survived!' }],
  },
  {
    name: 'a segment naming the persona closing the message line',
    answer: '# «send»\nOpen Saturday, of course! (Heidi laughs)',
    expect: [{ type: 'send', text: 'Open Saturday, of course!' }],
  },
  {
    name: 'a bold first line introducing the reply',
    answer: '# «send»\n**My reply:**\nHe did, under protest. Saturday open!',
    expect: [{ type: 'send', text: 'He did, under protest. Saturday open!' }],
  },
];
