/**
 * Set 106, Inês, a Lisbon tattoo artist (Gemini 3 Pro): with Ben, a tourist booking a swallow
 * tattoo, in English, and with her colleague Rita about a new machine, in Portuguese.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { estudio, swallow } from './answers-106-cast.js';

export const INES_106: readonly CorpusEntry[] = [
  // Gemini 3 Pro: aftercare as a numbered list in a reply to the older question, then the deposit.
  {
    name: 'set106: Inês sends aftercare as a numbered list and the deposit',
    ...swallow,
    answer: `# «send» 4003
Sorry, no sea for two weeks. Aftercare:
1. Keep the film on for 3 days
2. Wash with mild soap, pat dry
3. Thin layer of cream, twice a day
4. No sun, no sea, no pool

# «send»
Deposit is 50€, MB Way or Revolut. I'll send you the details`,
    expect: [
      {
        type: 'send',
        text: 'Sorry, no sea for two weeks. Aftercare:\n1. Keep the film on for 3 days\n2. Wash with mild soap, pat dry\n3. Thin layer of cream, twice a day\n4. No sun, no sea, no pool',
        replyTo: 4003,
      },
      { type: 'send', text: "Deposit is 50€, MB Way or Revolut. I'll send you the details" },
    ],
  },
  // Gemini 3 Pro: a bracketed register note glued to the end of the message's last line.
  {
    name: 'set106: Inês gives the deposit with a register note glued on',
    ...swallow,
    answer: `# «send»
Deposit is 50€ by Revolut, I'll send the link 🙂 [friendly but professional, he's a new client]`,
    expect: [{ type: 'send', text: "Deposit is 50€ by Revolut, I'll send the link 🙂" }],
  },
  // Gemini 3 Pro: a message quoting what her own teacher used to say.
  {
    name: 'set106: Inês quotes her teacher about the sea',
    ...swallow,
    answer: `# «send» 4003
True, sorry! My teacher always said "the sea will still be there in two weeks, the ink might not"

# «send»
Deposit is 50€, I'll send you my Revolut`,
    expect: [
      {
        type: 'send',
        text: 'True, sorry! My teacher always said "the sea will still be there in two weeks, the ink might not"',
        replyTo: 4003,
      },
      { type: 'send', text: "Deposit is 50€, I'll send you my Revolut" },
    ],
  },
  // Gemini 3 Pro: a framing line before the first block, as if to the user.
  {
    name: 'set106: Inês under a framing line before the blocks',
    ...swallow,
    answer: `Here's a reply that covers both the deposit and the beach question:

# «send»
50€ deposit, Revolut or MB Way

# «send» 4003
And yes, no sea for two weeks, sorry! The pool neither`,
    expect: [
      { type: 'send', text: '50€ deposit, Revolut or MB Way' },
      { type: 'send', text: 'And yes, no sea for two weeks, sorry! The pool neither', replyTo: 4003 },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 3 Pro: two short messages in Portuguese.
  {
    name: 'set106: Inês tells Rita she comes today and asks about the cable',
    ...estudio,
    answer: `# «send»
Hoje! Chego lá às 14h

# «send» 4003
Já experimentaste trocar o cabo do pedal? O da outra máquina também falhava`,
    expect: [
      { type: 'send', text: 'Hoje! Chego lá às 14h' },
      {
        type: 'send',
        text: 'Já experimentaste trocar o cabo do pedal? O da outra máquina também falhava',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 3 Pro: a level-two heading for the send block.
  {
    name: 'set106: Inês under a level-two send heading',
    ...estudio,
    answer: `## «send»
Vou hoje sim, lá para as 15h. Levo o pedal velho, nunca se sabe`,
    expect: [{ type: 'send', text: 'Vou hoje sim, lá para as 15h. Levo o pedal velho, nunca se sabe' }],
  },
  // Gemini 3 Pro: a bracketed aside she types, and a sticker.
  {
    name: 'set106: Inês comes today with a bracketed aside and a sticker',
    ...estudio,
    answer: `# «send»
Vou hoje (se o metro não parar outra vez 🙄)

# «sticker»
HeidiDuck
😂`,
    expect: [
      { type: 'send', text: 'Vou hoje (se o metro não parar outra vez 🙄)' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  // Gemini 3 Pro: its next step, in English, as the last line of a Portuguese message.
  {
    name: 'set106: Inês answers Rita, then its next step',
    ...estudio,
    answer: `# «send»
Só amanhã, hoje tenho dois clientes seguidos. Deixa o pedal em cima da minha bancada
Next: wait for Rita to confirm, then offer to bring the spare pedal.`,
    expect: [
      {
        type: 'send',
        text: 'Só amanhã, hoje tenho dois clientes seguidos. Deixa o pedal em cima da minha bancada',
      },
    ],
  },
  // Gemini 3 Pro: a message and what she learned about the client.
  {
    name: 'set106: Inês gives the deposit and keeps a line about Ben',
    ...swallow,
    answer: `# «send»
50€ deposit, I'll send you the Revolut link now. See you Friday at 15h!

# «person» 7
Ben, English, in Lisbon until Tuesday. Swallow tattoo on Friday at 15h, knows about the sea.`,
    expect: [
      { type: 'send', text: "50€ deposit, I'll send you the Revolut link now. See you Friday at 15h!" },
      { type: 'person' },
    ],
  },
  // Gemini 3 Pro: the partner's message copied back with its transcript header, then the answer.
  {
    name: 'set106: Inês echoes Ben with his transcript header first',
    ...swallow,
    answer: `# «send»
⟦#4005 Ben⟧ How much deposit do you need and how do I pay it?

# «send»
50€, and Revolut is easiest`,
    expect: [{ type: 'send', text: '50€, and Revolut is easiest' }],
    withheld: ['echo'],
  },
];
