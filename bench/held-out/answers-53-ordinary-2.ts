/**
 * Set 53, ordinary answers (2): lines copied or relayed because someone asked, song lines
 * answered, words given back, a sender's words relayed under their name for someone who missed
 * them.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { elif, giulia, lukas, noor, priya, rafa, sakura, valentina } from './answers-53-cast.js';

/** Marco dictates a vow to Giulia. */
const MARCO_VOW: ReadonlyMap<number, string> = new Map([
  [4001, 'Il basilico è morto di nuovo?'],
  [4003, 'Ripeti con me, parola per parola'],
  [4005, 'Non comprerò mai più piante che poi lascio morire'],
]);

/** Can lost the address he had sent. */
const CAN_ADDRESS: ReadonlyMap<number, string> = new Map([
  [3999, 'Adres: Alsancak, Kıbrıs Şehitleri Cd. No:14 D:3'],
  [4003, 'Cumartesi 8 gibi gel'],
  [4005, 'Adresi geri atar mısın, yanlışlıkla sildim 🙈'],
]);

/** Hannah asks Noor to repeat Kofi's words for Lars, who missed them. */
const STANDUP_RELAY: ReadonlyMap<number, string> = new Map([
  [3998, 'Deploy of 4.12 is paused, the migration failed on staging'], // Kofi
  [4003, 'sorry was on a call, what did I miss?'], // Lars
  [4005, 'Noor can you paste Kofi’s message for Lars? I’m on mobile'], // Hannah
]);

/** Tom starts a song. */
const TOM_SONG: ReadonlyMap<number, string> = new Map([
  [4003, 'karaoke Friday confirmed 🎤'],
  [4005, 'Is this the real life?'],
]);

export const ORDINARY_53_2: readonly CorpusEntry[] = [
  noor({
    name: 'noor pastes the exact error she posted before, fenced after a line',
    answer: `# «send» 4005
Here it is, from step 0041:
\`\`\`
ERROR: column "tenant_id" of relation "invoices" contains null values
\`\`\``,
    expect: [
      {
        type: 'send',
        text: 'Here it is, from step 0041:\n```\nERROR: column "tenant_id" of relation "invoices" contains null values\n```',
        replyTo: 4005,
      },
    ],
  }),
  // Hannah asked for it verbatim: Noor's own earlier message again, on request.
  noor({
    name: 'noor resends her own error line as asked',
    answer: `# «send» 4005
ERROR: column "tenant_id" of relation "invoices" contains null values

# «send»
that's the whole thing, no stack trace. Backfill didn't run before the NOT NULL`,
    expect: [
      {
        type: 'send',
        text: 'ERROR: column "tenant_id" of relation "invoices" contains null values',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: "that's the whole thing, no stack trace. Backfill didn't run before the NOT NULL",
      },
    ],
  }),
  noor({
    name: 'noor paraphrases the forwarded incident',
    answer: `# «send»
Dev's forward from Incidents says replica lag since 09:14 — could be the migration retrying. Kofi, can you check?`,
    expect: [
      {
        type: 'send',
        text: "Dev's forward from Incidents says replica lag since 09:14 — could be the migration retrying. Kofi, can you check?",
        replyTo: 4005,
      },
    ],
  }),
  noor({
    name: 'noor posts a standup list with names',
    answer: `# «send» 4003
Quick one before standup:
- Kofi: rollback of 4.12 done?
- Dev: replica lag, any news?
- me: release notes by 3`,
    expect: [
      {
        type: 'send',
        text: 'Quick one before standup:\n- Kofi: rollback of 4.12 done?\n- Dev: replica lag, any news?\n- me: release notes by 3',
        replyTo: 4003,
      },
    ],
  }),
  // Asked to paste Kofi's message for Lars: relayed in quotes, meant.
  noor({
    name: 'noor relays kofi in quotes for lars',
    others: STANDUP_RELAY,
    answer: `# «send» 4003
Kofi said: "Deploy of 4.12 is paused, the migration failed on staging"`,
    expect: [
      {
        type: 'send',
        text: 'Kofi said: "Deploy of 4.12 is paused, the migration failed on staging"',
        replyTo: 4003,
      },
    ],
  }),
  // The same request, relayed the way people paste a chat line: name, colon, words. Meant.
  noor({
    name: 'noor relays kofi under his name for lars',
    others: STANDUP_RELAY,
    answer: `# «send» 4003
Lars, from Kofi earlier:
Kofi: Deploy of 4.12 is paused, the migration failed on staging`,
    expect: [
      {
        type: 'send',
        text: 'Lars, from Kofi earlier:\nKofi: Deploy of 4.12 is paused, the migration failed on staging',
        replyTo: 4003,
      },
    ],
  }),
  giulia({
    name: 'giulia sends the plumber and advice',
    answer: `# «send»
Sandro Bellini, 347 219 8830
digli che ti mando io, è bravissimo

# «send»
e stasera chiudi la valvola sotto il lavello 😬`,
    expect: [
      { type: 'send', text: 'Sandro Bellini, 347 219 8830\ndigli che ti mando io, è bravissimo' },
      { type: 'send', text: 'e stasera chiudi la valvola sotto il lavello 😬' },
    ],
  }),
  // Marco asked for it word for word: the copied line leads a longer message, meant.
  giulia({
    name: 'giulia copies the vow and adds a condition',
    others: MARCO_VOW,
    answer: `# «send»
Non comprerò mai più piante che poi lascio morire

(questa settimana)`,
    expect: [
      { type: 'send', text: 'Non comprerò mai più piante che poi lascio morire\n\n(questa settimana)' },
    ],
  }),
  giulia({
    name: 'giulia copies the vow alone',
    others: MARCO_VOW,
    answer: `# «send»
Non comprerò mai più piante che poi lascio morire

# «send»
RIP basilico 🌿🪦`,
    expect: [
      { type: 'send', text: 'Non comprerò mai più piante che poi lascio morire' },
      { type: 'send', text: 'RIP basilico 🌿🪦' },
    ],
  }),
  elif({
    name: 'elif answers with his own verb',
    answer: `# «send»
Geliyorum geliyorum 😄

# «send»
Annene de benden selam söyle`,
    expect: [
      { type: 'send', text: 'Geliyorum geliyorum 😄' },
      { type: 'send', text: 'Annene de benden selam söyle' },
    ],
  }),
  elif({
    name: 'elif quotes his invitation back',
    answer: `# «send»
"Bize gelir misin" diyorsun ama annen de orada mı? 😅`,
    expect: [{ type: 'send', text: '"Bize gelir misin" diyorsun ama annen de orada mı? 😅' }],
  }),
  // Can deleted his own address and asked for it back: his message returned whole, meant.
  elif({
    name: 'elif sends his address back as asked',
    others: CAN_ADDRESS,
    answer: `# «send»
Adres: Alsancak, Kıbrıs Şehitleri Cd. No:14 D:3

# «send»
Bir dahakine kaydet şunu 🙄`,
    expect: [
      { type: 'send', text: 'Adres: Alsancak, Kıbrıs Şehitleri Cd. No:14 D:3' },
      { type: 'send', text: 'Bir dahakine kaydet şunu 🙄' },
    ],
  }),
  priya({
    name: 'priya answers the song line',
    others: TOM_SONG,
    answer: `# «send»
Is this just fantasy? 🎶

# «send»
ok you're doing the high bits on Friday`,
    expect: [
      { type: 'send', text: 'Is this just fantasy? 🎶' },
      { type: 'send', text: "ok you're doing the high bits on Friday" },
    ],
  }),
  priya({
    name: 'priya reminds him what he said at a time',
    answer: `# «send»
at 18:02 yesterday you literally said "I'll be early this time" so 10 sharp 😤`,
    expect: [
      {
        type: 'send',
        text: 'at 18:02 yesterday you literally said "I\'ll be early this time" so 10 sharp 😤',
      },
    ],
  }),
  lukas({
    name: 'lukas gives selin her own two words back',
    others: new Map([
      [4003, 'Ben hat gesagt, du warst es mit der Milch'],
      [4005, 'Echt jetzt? 😤'],
    ]),
    answer: `# «send»
Echt jetzt. Sorry 🙈`,
    expect: [{ type: 'send', text: 'Echt jetzt. Sorry 🙈', replyTo: 4005 }],
  }),
  rafa({
    name: 'rafa answers confirma with confirmo',
    answer: `# «send»
Confirmo 👊

# «send» 4003
Léo, tenho dois coletes, levo`,
    expect: [
      { type: 'send', text: 'Confirmo 👊', replyTo: 4005 },
      { type: 'send', text: 'Léo, tenho dois coletes, levo', replyTo: 4003 },
    ],
  }),
  valentina({
    name: 'valentina answers dale with dale',
    others: new Map([
      [4003, 'Entonces el domingo paso yo a buscar el táper'],
      [4005, 'Dale?'],
    ]),
    answer: `# «send»
Dale`,
    expect: [{ type: 'send', text: 'Dale' }],
  }),
  sakura({
    name: 'sakura translates the line he asked for',
    others: new Map([
      [4003, 'ねえ英語教えて'],
      [4005, '「雨でも行くよ」って英語でなんて言う？'],
    ]),
    answer: `# «send»
"We're going even if it rains!" だよ

# «send»
rainでもいいし、come rain or shine ってかっこいい言い方もある☔`,
    expect: [
      { type: 'send', text: '"We\'re going even if it rains!" だよ' },
      { type: 'send', text: 'rainでもいいし、come rain or shine ってかっこいい言い方もある☔' },
    ],
  }),
  elif({
    name: 'elif answers his love with the same words and more',
    others: new Map([
      [4003, 'Maç bitti, kazandık 🎉'],
      [4005, 'Seni seviyorum'],
    ]),
    answer: `# «send»
Ben de seni seviyorum ❤️

# «react» 4003
🎉`,
    expect: [
      { type: 'send', text: 'Ben de seni seviyorum ❤️' },
      { type: 'react', emoji: '🎉', messageId: 4003 },
    ],
  }),
];
