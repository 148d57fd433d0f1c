/**
 * Set 53, slips (2): more of the transcript repeated — headers on one line with the text, the
 * turn part, log lines, made-up turns, stickers and photos as the transcript describes them, a
 * question sent back, the same message twice — and answers with two slips.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { camille, elif, giulia, noor, priya, rafa, sakura } from './answers-53-cast.js';

export const SLIPS_53_2: readonly CorpusEntry[] = [
  // The French partner's message copied as a log line with its time before the answer.
  camille({
    name: 'camille copies her mother line with its time',
    answer: `# «send»
Maman (18:02) : Et toi tu viens dimanche ? Tu ne m’as pas répondu
Oui je viens ! Pardon maman 🙈`,
    expect: [{ type: 'send', text: 'Oui je viens ! Pardon maman 🙈' }],
  }),
  // The turn part echoed above the blocks.
  camille({
    name: 'camille answer under the now line',
    answer: `⟦Now: Saturday 2026-11-28 18:40 (UTC+01:00, Europe/Paris). Just arrived: #4005 Maman.⟧

# «send»
Oui oui je viens, j'apporte une tarte aux pommes`,
    expect: [{ type: 'send', text: "Oui oui je viens, j'apporte une tarte aux pommes" }],
  }),
  // The same message twice under two heading spellings.
  camille({
    name: 'camille same message under two headings',
    answer: `# «send»
Oui je viens dimanche ! Je prends le train de 10h

## «send»
Oui je viens dimanche ! Je prends le train de 10h`,
    expect: [{ type: 'send', text: 'Oui je viens dimanche ! Je prends le train de 10h' }],
  }),
  // A turn made up for Juninho under the persona's message, as the group log shows people.
  rafa({
    name: 'rafa message then a line made up for juninho',
    answer: `# «send»
Confirmado, bora que bora 🔥
Juninho: boaaa 🙌`,
    expect: [{ type: 'send', text: 'Confirmado, bora que bora 🔥', replyTo: 4005 }],
  }),
  // A sticker written as the transcript describes one: meant as that sticker.
  rafa({
    name: 'rafa sends a sticker written as its transcript sentence',
    answer: `# «send»
Tô dentro!

# «send»
the sticker \`😂\` from the sticker set \`HeidiDuck\``,
    expect: [
      { type: 'send', text: 'Tô dentro!', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  // The target's header copied onto the heading line.
  rafa({
    name: 'rafa heading carries the target header',
    answer: `# «send» ⟦#4005 Juninho 21:03⟧
Confirmo, tô dentro! Levo a água`,
    expect: [{ type: 'send', text: 'Confirmo, tô dentro! Levo a água', replyTo: 4005 }],
  }),
  // His catchphrase again at the end of the same answer: a repetition within one turn.
  rafa({
    name: 'rafa catchphrase twice in one answer',
    answer: `# «send»
Bora que bora 🔥

# «send»
Confirmado! Pix já foi

# «send»
Bora que bora 🔥`,
    expect: [
      { type: 'send', text: 'Bora que bora 🔥', replyTo: 4005 },
      { type: 'send', text: 'Confirmado! Pix já foi' },
    ],
    withheld: ['duplicate'],
  }),
  // Gemini writes its new message as the transcript writes one, header and text on one line.
  sakura({
    name: 'sakura header and text on one line',
    answer: `# «send»
⟦#4006 さくら 21:15⟧ かわいい〜！名前なんていうの？`,
    expect: [{ type: 'send', text: 'かわいい〜！名前なんていうの？' }],
  }),
  // The photo's description put back in full-width brackets before her reaction to it.
  sakura({
    name: 'sakura opens with the photo described in brackets',
    answer: `# «send»
（写真：レインコートを着た柴犬）
え、かわいすぎる😭😭`,
    expect: [{ type: 'send', text: 'え、かわいすぎる😭😭' }],
  }),
  // His message sent back to him as the first block, short as it is.
  sakura({
    name: 'sakura sends his sentence back before hers',
    answer: `# «send»
かわいくない？うちの近所の犬

# «send»
かわいい！！散歩してるとこ会いたい🐕`,
    expect: [{ type: 'send', text: 'かわいい！！散歩してるとこ会いたい🐕' }],
  }),
  // Her own name as a speaker label in Japanese punctuation.
  sakura({
    name: 'sakura labelled with her name',
    answer: `# «send»
さくら：反則級のかわいさ🐶☔`,
    expect: [{ type: 'send', text: '反則級のかわいさ🐶☔' }],
  }),
  // Hannah's request copied as a log line with a time, before the error in a code block.
  noor({
    name: 'noor copies the request as a log line before the error',
    answer: `# «send» 4005
[09:31] Hannah: Noor, what was the exact error from the migration? Need it verbatim for the ticket
Verbatim:
\`\`\`
ERROR: column "tenant_id" of relation "invoices" contains null values
\`\`\``,
    expect: [
      {
        type: 'send',
        text: 'Verbatim:\n```\nERROR: column "tenant_id" of relation "invoices" contains null values\n```',
        replyTo: 4005,
      },
    ],
  }),
  // A thank-you made up for Hannah with the next id, after the answer.
  noor({
    name: 'noor answer then a thanks made up for hannah',
    answer: `# «send» 4005
Here: ERROR: column "tenant_id" of relation "invoices" contains null values
#4006 Hannah: thanks!!`,
    expect: [
      {
        type: 'send',
        text: 'Here: ERROR: column "tenant_id" of relation "invoices" contains null values',
        replyTo: 4005,
      },
    ],
  }),
  // The error resent as asked, then the same block again.
  noor({
    name: 'noor error resent twice',
    answer: `# «send» 4005
ERROR: column "tenant_id" of relation "invoices" contains null values

# «send» 4005
ERROR: column "tenant_id" of relation "invoices" contains null values`,
    expect: [
      {
        type: 'send',
        text: 'ERROR: column "tenant_id" of relation "invoices" contains null values',
        replyTo: 4005,
      },
    ],
    withheld: ['duplicate'],
  }),
  // A reactions line without its brackets under the message.
  noor({
    name: 'noor message closed by a bare reactions line',
    answer: `# «send» 4005
Pasted it in the ticket, it's the NOT NULL on invoices.tenant_id
reactions: 👍 Hannah, Lars`,
    expect: [
      {
        type: 'send',
        text: "Pasted it in the ticket, it's the NOT NULL on invoices.tenant_id",
        replyTo: 4005,
      },
    ],
  }),
  // Her own previous message with its header copied above the blocks.
  giulia({
    name: 'giulia own older message with header above the block',
    answer: `⟦#4002 20:11⟧
Certo, un attimo che lo cerco

# «send»
Trovato! Sandro Bellini, 347 219 8830`,
    expect: [{ type: 'send', text: 'Trovato! Sandro Bellini, 347 219 8830' }],
    withheld: ['outside-blocks'],
  }),
  // Marco's message copied as a log line with a time before the answer.
  giulia({
    name: 'giulia copies his message as a log line',
    answer: `# «send»
[20:14] Marco: Dai che domani mi si allaga la cucina 😅
Tranquillo! Sandro Bellini, 347 219 8830`,
    expect: [{ type: 'send', text: 'Tranquillo! Sandro Bellini, 347 219 8830' }],
  }),
  // Two slips: the reply line of his message copied, and a note to self in brackets naming her.
  giulia({
    name: 'giulia reply line copied and a bracketed note about her',
    answer: `# «send»
⟦reply to your #4002⟧
Eccolo: Sandro Bellini, 347 219 8830
(Giulia finds the number in her contacts)`,
    expect: [{ type: 'send', text: 'Eccolo: Sandro Bellini, 347 219 8830' }],
  }),
  // Header and text on one line in Turkish.
  elif({
    name: 'elif header and text on one line',
    answer: `# «send»
⟦#4006 Elif 22:03⟧ Geliyorum! 8 gibi oradayım`,
    expect: [{ type: 'send', text: 'Geliyorum! 8 gibi oradayım' }],
  }),
  // Her own earlier message, header and all, as the first block.
  elif({
    name: 'elif own older message with header as a block',
    answer: `# «send»
⟦#4002⟧ Aleykümselam, benim için öp onu

# «send»
Geliyorum tabii 😄`,
    expect: [{ type: 'send', text: 'Geliyorum tabii 😄' }],
  }),
  // Two slips: his question sent back first, and the answer cut at the output limit.
  elif({
    name: 'elif his question back, then a cut block',
    truncated: true,
    answer: `# «send»
Geliyor musun gelmiyor musun? 😄

# «send»
Geliyorum 😄

# «send»
Annene söyle, baklava getiri`,
    expect: [{ type: 'send', text: 'Geliyorum 😄' }],
  }),
  // A turn made up for Tom, inside her block, after her answer.
  priya({
    name: 'priya answer then a line made up for tom',
    answer: `# «send»
10am, loser buys chips 🍟
Tom: deal 😂`,
    expect: [{ type: 'send', text: '10am, loser buys chips 🍟' }],
  }),
];
