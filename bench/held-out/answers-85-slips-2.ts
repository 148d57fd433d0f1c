/**
 * Set 85, slips (second half): the friend, someone else, the situation, the model's plan or its
 * tone described to no one beside real messages, in Polish, Japanese, English, Turkish and Dutch
 * chats, a few with two slips in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ELIF, inChat, KASIA, MISAKI, SAM, SANNE } from './answers-85-cast.js';

export const SLIPS_85_B: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash slips a bare reading of the partner between two paragraphs of the message.
  inChat(KASIA, {
    name: "set85: Polish description, a bare line on the friend's curiosity in between",
    answer: `# «send»
Wysoki, rudy, z brodą. Ma jamnika, który nazywa się Pan Kleks 😂

Ania jest ciekawa i chce plotek.

Wieczorami gra na wiolonczeli. Całkiem nieźle, tak szczerze.`,
    expect: [
      {
        type: 'send',
        text: 'Wysoki, rudy, z brodą. Ma jamnika, który nazywa się Pan Kleks 😂\n\nWieczorami gra na wiolonczeli. Całkiem nieźle, tak szczerze.',
      },
    ],
  }),
  // An English bracketed aside, pronoun only, opening the block before the real message.
  inChat(KASIA, {
    name: 'set85: Polish description after an English pronoun-only aside first',
    answer: `# «send»
(she wants gossip about the neighbour)

No więc: informatyk, rowerzysta, codziennie o 7 rano biega z psem. Pani Halinka już mu piecze ciasto.`,
    expect: [
      {
        type: 'send',
        text: 'No więc: informatyk, rowerzysta, codziennie o 7 rano biega z psem. Pani Halinka już mu piecze ciasto.',
      },
    ],
  }),
  // A labelled plan in the chat's language before the blocks, as Gemini 3 sometimes writes.
  inChat(KASIA, {
    name: 'set85: Polish, a labelled plan before two messages',
    answer: `Plan: najpierw siostra, potem sąsiad.

# «send»
Urodziła w niedzielę! Zosia, 3200 g 🥹

# «send»
A sąsiad to temat na kawę, za dużo do pisania 😏`,
    expect: [
      { type: 'send', text: 'Urodziła w niedzielę! Zosia, 3200 g 🥹' },
      { type: 'send', text: 'A sąsiad to temat na kawę, za dużo do pisania 😏' },
    ],
  }),
  // What the partner waits for, written as a message block of its own after the real one.
  inChat(KASIA, {
    name: 'set85: Polish news, then a block of its own saying what the friend waits for',
    answer: `# «send»
Tak! Zosia, w niedzielę o 4 rano. Obie zdrowe, siostra już się śmieje 🥹

# «send»
Ania czeka na zdjęcia małej.`,
    expect: [
      {
        type: 'send',
        text: 'Tak! Zosia, w niedzielę o 4 rano. Obie zdrowe, siostra już się śmieje 🥹',
      },
    ],
  }),
  // The partner's worry stated by name in Japanese, first paragraph of the block.
  inChat(MISAKI, {
    name: "set85: Japanese, a line on the friend's worry before the news",
    answer: `# «send»
ゆかはお母さんのことを心配している。

手術は大成功！もう普通にしゃべってるし、看護師さんと仲良くなってた笑`,
    expect: [
      {
        type: 'send',
        text: '手術は大成功！もう普通にしゃべってるし、看護師さんと仲良くなってた笑',
      },
    ],
  }),
  // A full-width bracketed note on what the partner is waiting for, closing the message.
  inChat(MISAKI, {
    name: 'set85: Japanese, a bracketed note on what the friend awaits last',
    answer: `# «send» 4003
もちろん来て！母もゆかに会いたがってたよ

（ゆかはお見舞いの日程の返事を待っている）`,
    expect: [{ type: 'send', text: 'もちろん来て！母もゆかに会いたがってたよ', replyTo: 4003 }],
  }),
  // Two slips: an English line naming the partner by role first, a Japanese tone label last.
  inChat(MISAKI, {
    name: 'set85: Japanese gossip between an English role line and a Japanese tone label',
    answer: `Friend is waiting for news about the surgery and the Kenta gossip.

# «send»
母は元気！来週退院予定

# «send»
健太くんは…会社の先輩と付き合ってるってバレバレ笑 お揃いのキーホルダーって

トーン：明るく、ゴシップっぽく`,
    expect: [
      { type: 'send', text: '母は元気！来週退院予定' },
      { type: 'send', text: '健太くんは…会社の先輩と付き合ってるってバレバレ笑 お揃いのキーホルダーって' },
    ],
  }),
  // Gemini restates what the partner needs by name in a first paragraph.
  inChat(SAM, {
    name: "set85: English bio after a line on the friend's need and curiosity",
    answer: `# «send»
Priya needs the bio for tonight's poster and is also curious about Nan's party.

Dev Mistry: Leicester's finest ex-chef turned drummer. Keeps time, keeps the band fed, keeps playing Rumours in the van.`,
    expect: [
      {
        type: 'send',
        text: "Dev Mistry: Leicester's finest ex-chef turned drummer. Keeps time, keeps the band fed, keeps playing Rumours in the van.",
      },
    ],
  }),
  // A labelled tone line after the last block, as many models close an answer.
  inChat(SAM, {
    name: "set85: English, Nan's party, a labelled tone line after the blocks",
    answer: `# «send»
Nan had the time of her life. Danced to Tom Jones twice, flirted with a man called Reg.

# «send»
Uncle Pete pulled a hamstring doing the Macarena 🙃

Tone: warm, a bit cheeky, very Manchester.`,
    expect: [
      {
        type: 'send',
        text: 'Nan had the time of her life. Danced to Tom Jones twice, flirted with a man called Reg.',
      },
      { type: 'send', text: 'Uncle Pete pulled a hamstring doing the Macarena 🙃' },
    ],
  }),
  // A pronoun-only line on what the partner left unanswered, with a plan, closing the body.
  inChat(SAM, {
    name: 'set85: English bio, a pronoun-only line on an unanswered question and a plan last',
    answer: `# «send» 4001
Dev Mistry — drums. Former chef, current Fleetwood Mac evangelist, Leicester's loudest export.

She hasn't answered about the gig date yet — circle back to it next turn.`,
    expect: [
      {
        type: 'send',
        text: "Dev Mistry — drums. Former chef, current Fleetwood Mac evangelist, Leicester's loudest export.",
        replyTo: 4001,
      },
    ],
  }),
  // A bracketed English line describing the situation between two message blocks.
  inChat(SAM, {
    name: 'set85: English, a bracketed situation line between the bio and the party',
    answer: `# «send»
Dev Mistry. Drummer. Ex-chef. Will tell you Tusk is underrated whether you ask or not.

[Situation: friend asked two things at once; bio first, party second]

# «send»
And Nan's 90th was chaos in the best way. She outlasted everyone.`,
    expect: [
      {
        type: 'send',
        text: 'Dev Mistry. Drummer. Ex-chef. Will tell you Tusk is underrated whether you ask or not.',
      },
      { type: 'send', text: "And Nan's 90th was chaos in the best way. She outlasted everyone." },
    ],
  }),
  // The partner's wish restated by name in Turkish before the relayed words.
  inChat(ELIF, {
    name: "set85: Turkish, a line on the friend's wish before the relayed words",
    answer: `# «send»
Mert, Burak'ın hâlâ kızgın olup olmadığını merak ediyor.

Kızgın değil ama kırgın. "Bir özür yeterdi" dedi, aynen böyle.`,
    expect: [
      {
        type: 'send',
        text: 'Kızgın değil ama kırgın. "Bir özür yeterdi" dedi, aynen böyle.',
      },
    ],
  }),
  // An English bracketed note on the partner's state with an instruction, last.
  inChat(ELIF, {
    name: "set85: Turkish, an English bracketed note on the friend's anxiety last",
    answer: `# «send»
Burak iyi, merak etme. Biraz alınmış sadece, cumartesi maçta konuşursunuz.

(Mert seems anxious, so reassure him)`,
    expect: [
      {
        type: 'send',
        text: 'Burak iyi, merak etme. Biraz alınmış sadece, cumartesi maçta konuşursunuz.',
      },
    ],
  }),
  // A labelled note in Turkish on the partner's mood, between two messages.
  inChat(ELIF, {
    name: "set85: Turkish, a labelled note on the friend's mood between two messages",
    answer: `# «send»
Aynen şunu dedi: "Kızgın değilim, ama o özrü bekliyorum."

Not: Mert'in ruh hali gergin, yumuşak bir dil kullan.

# «send»
Bence bu akşam ara, uzatma 🙏`,
    expect: [
      { type: 'send', text: 'Aynen şunu dedi: "Kızgın değilim, ama o özrü bekliyorum."' },
      { type: 'send', text: 'Bence bu akşam ara, uzatma 🙏' },
    ],
  }),
  // The partner's wish by name in Dutch, first paragraph of the block.
  inChat(SANNE, {
    name: "set85: Dutch, a line on the friend's wish before the gossip",
    answer: `# «send»
Joost wil alles weten over de nieuwe vriend van Lotte.

Bram dus. Lang, stil, bankier. Opa vindt hem geweldig omdat hij kan schaken.`,
    expect: [
      {
        type: 'send',
        text: 'Bram dus. Lang, stil, bankier. Opa vindt hem geweldig omdat hij kan schaken.',
      },
    ],
  }),
  // An English "Waiting for:" label after the last block, as a model tracks the turn.
  inChat(SANNE, {
    name: 'set85: Dutch gossip, an English waiting-for label after the blocks',
    answer: `# «send»
Tante Ria vond Bram "verdacht stil". Lotte heeft de hele avond niet met haar gepraat 😂

Waiting for: Joost's reaction to the Bram story.`,
    expect: [
      {
        type: 'send',
        text: 'Tante Ria vond Bram "verdacht stil". Lotte heeft de hele avond niet met haar gepraat 😂',
      },
    ],
  }),
  // A bracketed Dutch note on the partner with the model's plan, ending the first of two blocks.
  inChat(SANNE, {
    name: 'set85: Dutch, a bracketed note on the friend and the plan between two messages',
    answer: `# «send»
Opa hield een speech van twintig minuten. Niemand droog.

(Joost houdt van roddels — uitgebreid vertellen)

# «send»
En tante Ria had natuurlijk weer kritiek op de taart.`,
    expect: [
      { type: 'send', text: 'Opa hield een speech van twintig minuten. Niemand droog.' },
      { type: 'send', text: 'En tante Ria had natuurlijk weer kritiek op de taart.' },
    ],
  }),
];
