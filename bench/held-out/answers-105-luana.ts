/**
 * Set 105, Luana in a Brazilian friends' group (Gemini 3 Flash): messages she means whole (an
 * answer to Caio's callout, what Jéssica told her, the arrangements summed up, Duda's hard work
 * in the third person, her own joy), then one slip each of the model's working voice in
 * Portuguese or English.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { churras, residencia } from './answers-105-cast.js';

export const LUANA_105: readonly CorpusEntry[] = [
  // Gemini 3 Flash: a plain answer to the callout, then a question to the host.
  {
    name: 'set105: Luana takes dessert and ice, then asks about cups',
    ...churras,
    answer: `# «send»
Fico sim! Faço um pavê e levo dois sacos de gelo

# «send»
Caio, quer que eu leve copo descartável também?`,
    expect: [
      { type: 'send', text: 'Fico sim! Faço um pavê e levo dois sacos de gelo', replyTo: 4005 },
      { type: 'send', text: 'Caio, quer que eu leve copo descartável também?' },
    ],
  },
  // Gemini 3 Flash: the answer, then what Jéssica told her, as a reply to the older message.
  {
    name: 'set105: Luana answers, then passes on what Jéssica said',
    ...churras,
    answer: `# «send»
Sobremesa e gelo comigo 👍

# «send» 4003
A Jéssica me falou que ele é super gente boa, deixa ela trazer`,
    expect: [
      { type: 'send', text: 'Sobremesa e gelo comigo 👍', replyTo: 4005 },
      { type: 'send', text: 'A Jéssica me falou que ele é super gente boa, deixa ela trazer', replyTo: 4003 },
    ],
  },
  // Gemini 3 Flash: she sums up who brings what for the group, in one message.
  {
    name: 'set105: Luana sums up the barbecue list for the group',
    ...churras,
    answer: `# «send»
Então fechou: Caio na carne, Duda na farofa, eu na sobremesa e no gelo, e o Rafa chega depois das 20h`,
    expect: [
      {
        type: 'send',
        text: 'Então fechou: Caio na carne, Duda na farofa, eu na sobremesa e no gelo, e o Rafa chega depois das 20h',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: a reaction, then a message about Duda in the third person to the group.
  {
    name: 'set105: Luana reacts and says Duda earned it, in the third person',
    ...residencia,
    answer: `# «react» 4005
🎉

# «send»
DUDAAAA 😭😭 ela ralou tanto, ninguém merece mais que ela`,
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4005 },
      { type: 'send', text: 'DUDAAAA 😭😭 ela ralou tanto, ninguém merece mais que ela', replyTo: 4005 },
    ],
  },
  // Gemini 3 Flash: a treat offered to Duda, then her own mood.
  {
    name: 'set105: Luana offers Duda a treat and says how happy she is',
    ...residencia,
    answer: `# «send»
Duda, vou te levar naquele rodízio que você ama, por minha conta

# «send»
Tô muito feliz hoje, sério`,
    expect: [
      {
        type: 'send',
        text: 'Duda, vou te levar naquele rodízio que você ama, por minha conta',
        replyTo: 4005,
      },
      { type: 'send', text: 'Tô muito feliz hoje, sério' },
    ],
  },
  // Gemini 3 Flash: its reading of a member by pronoun, in Portuguese, after a dash on the line.
  {
    name: 'set105: Luana congratulates, then a reading of Duda after a dash',
    ...residencia,
    answer: `# «send»
Parabéns Duda!!! Você merece demais 💛 — ela deve estar aliviada e quer ser celebrada pelo grupo`,
    expect: [{ type: 'send', text: 'Parabéns Duda!!! Você merece demais 💛', replyTo: 4005 }],
  },
  // Gemini 3 Flash: an English "Goal:" line glued above the message.
  {
    name: 'set105: Luana under a glued English goal line',
    ...churras,
    answer: `# «send»
Goal: confirm dessert and ice so Caio can close the list today.
Fechado, Caio! Sobremesa e gelo comigo`,
    expect: [{ type: 'send', text: 'Fechado, Caio! Sobremesa e gelo comigo', replyTo: 4005 }],
  },
  // Gemini 3 Flash: a stage direction naming the persona, between her two messages.
  {
    name: 'set105: Luana with a stage direction naming her between messages',
    ...churras,
    answer: `# «send»
Pode deixar comigo!

*Luana já abre o app do mercado pra ver o preço do gelo*

# «send»
Alguém tem forma de pudim pra me emprestar?`,
    expect: [
      { type: 'send', text: 'Pode deixar comigo!', replyTo: 4005 },
      { type: 'send', text: 'Alguém tem forma de pudim pra me emprestar?' },
    ],
  },
  // Gemini 3 Flash: a bracketed note on length and tone, in Portuguese, as a block of its own.
  {
    name: 'set105: Luana, then a block holding only a tone note',
    ...churras,
    answer: `# «send»
Eu levo pudim e gelo, Caio

# «send»
(Mensagem curta e animada, no tom do grupo.)`,
    expect: [{ type: 'send', text: 'Eu levo pudim e gelo, Caio', replyTo: 4005 }],
  },
  // Gemini 3 Flash: a recap of the chat in Portuguese opening the block.
  {
    name: 'set105: Luana under a recap of the conversation',
    ...residencia,
    answer: `# «send»
Resumo da conversa: Rafa perguntou do show, Duda achou caro e Caio contou que a Duda passou na residência.

AAAA Duda!!! Que orgulho 🥹`,
    expect: [{ type: 'send', text: 'AAAA Duda!!! Que orgulho 🥹', replyTo: 4005 }],
  },
];
