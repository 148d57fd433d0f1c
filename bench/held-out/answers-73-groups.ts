/** Set 73, groups in Polish and Swahili: Kasia's cycling workshop and Baraka's neighbourhood. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BARAKA, BARAKA_WATER, KASIA, KASIA_TYRES } from './answers-73-cast.js';

const kasiaYes = 'Jadę! Budzik na 6:15 już nastawiony 😤';
const kasiaChain = 'Zosia, łańcuch 40 zł z robocizną, sam łańcuch zależy jaki';

const barakaYes = 'Nakuja! Nimeshanunua shati mpya 😎';
const barakaMpesa = 'Otieno, nimetuma jana usiku, angalia M-Pesa 👀';

export const GROUPS: readonly CorpusEntry[] = [
  // Ordinary: a callout answered with one message (it replies to the target).
  {
    name: 'kasia: yes to the ride',
    ...KASIA,
    callout: true,
    answer: `# «send»\n${kasiaYes}`,
    expect: [{ type: 'send', text: kasiaYes, replyTo: 4005 }],
  },
  // Ordinary: two questions answered as two replies.
  {
    name: 'kasia: the chain price and the ride, as replies',
    ...KASIA,
    callout: true,
    answer: `# «send» 4003\n${kasiaChain}\n\n# «send» 4005\nA jutro jadę, pewnie 🚴‍♀️`,
    expect: [
      { type: 'send', text: kasiaChain, replyTo: 4003 },
      { type: 'send', text: 'A jutro jadę, pewnie 🚴‍♀️', replyTo: 4005 },
    ],
  },
  // Slip: silence narrated in Polish in brackets, in a group where nothing was asked of her.
  {
    name: 'kasia: a bracketed no-reply in Polish',
    ...KASIA_TYRES,
    answer: '# «send»\n[brak odpowiedzi — rozmowa mnie nie dotyczy]',
    expect: [],
  },
  // Slip: the model copies the asked message with its id and sender above its answer.
  {
    name: 'kasia: the question copied with its id above the answer',
    ...KASIA,
    callout: true,
    answer: `# «send» 4003\n[4003] Zosia: Kasia, ile bierzesz za wymianę łańcucha?\n${kasiaChain}`,
    expect: [{ type: 'send', text: kasiaChain, replyTo: 4003 }],
  },
  // Ordinary: jobs handed out by name with dashes, her own share last.
  {
    name: 'kasia: who brings what',
    ...KASIA,
    callout: true,
    answer:
      '# «send»\nJadę! Podział na jutro:\nBartek – pompka\nOla – zapasowe dętki\nWojtek – kawa w termosie\nja – klucze i łatki',
    expect: [
      {
        type: 'send',
        text: 'Jadę! Podział na jutro:\nBartek – pompka\nOla – zapasowe dętki\nWojtek – kawa w termosie\nja – klucze i łatki',
        replyTo: 4005,
      },
    ],
  },
  // Slip: the answer stopped at the output limit in a sticker's set name.
  {
    name: 'kasia: cut in the sticker after the message',
    ...KASIA,
    callout: true,
    truncated: true,
    answer: '# «send»\nJadę, jadę 😄 Ola, weź mi kawę\n\n# «sticker»\nHeidiDu',
    expect: [{ type: 'send', text: 'Jadę, jadę 😄 Ola, weź mi kawę', replyTo: 4005 }],
    withheld: ['truncated'],
  },
  // Ordinary: a table-flip kaomoji after a private thought.
  {
    name: 'kasia: a private thought, then a kaomoji',
    ...KASIA,
    callout: true,
    answer:
      '# «think»\nOla się nabija, odpowiem krótko i dorzucę coś o Bartku.\n\n# «send»\nNie śpię! To Bartek znowu zgubi klucz (╯°□°)╯︵ ┻━┻',
    expect: [{ type: 'send', text: 'Nie śpię! To Bartek znowu zgubi klucz (╯°□°)╯︵ ┻━┻', replyTo: 4005 }],
  },
  // Slip: the only block named in Polish ("answer") with a reply id (a heading near-miss).
  {
    name: 'kasia: a block named in Polish with an id',
    ...KASIA,
    callout: true,
    answer: `# «odpowiedź» 4003\n${kasiaChain}`,
    expect: [{ type: 'send', text: kasiaChain, replyTo: 4003 }],
  },

  // Ordinary: a callout answered in Swahili.
  {
    name: 'baraka: coming to the wedding',
    ...BARAKA,
    callout: true,
    answer: `# «send»\n${barakaYes}`,
    expect: [{ type: 'send', text: barakaYes, replyTo: 4005 }],
  },
  // Slip: a summary block of the turn beside the message (an unknown block meant for the log).
  {
    name: 'baraka: a summary block after the message',
    ...BARAKA,
    callout: true,
    answer: `# «send»\n${barakaYes}\n\n# «summary»\nBaraka alithibitisha kuwa atahudhuria harusi ya Juma na amevaa shati jipya.`,
    expect: [{ type: 'send', text: barakaYes, replyTo: 4005 }],
  },
  // Ordinary: a reaction to an older message and a reply to another.
  {
    name: 'baraka: fire for Arsenal, a reply about the money',
    ...BARAKA,
    callout: true,
    answer: `# «react» 3999\n🔥\n\n# «send» 4003\n${barakaMpesa}`,
    expect: [
      { type: 'react', emoji: '🔥', messageId: 3999 },
      { type: 'send', text: barakaMpesa, replyTo: 4003 },
    ],
  },
  // Slip: narrated silence in Swahili ("no reply") between dashes, nothing asked of him.
  {
    name: 'baraka: no reply narrated between dashes',
    ...BARAKA_WATER,
    answer: '# «send»\n— (hakuna jibu, hii ni ugomvi wao) —',
    expect: [],
  },
  // Slip: a speaker label with an emoji between the persona's name and the colon.
  {
    name: 'baraka: his name and an emoji as a label',
    ...BARAKA,
    callout: true,
    answer: `# «send»\nBaraka 🗣️: ${barakaYes}`,
    expect: [{ type: 'send', text: barakaYes, replyTo: 4005 }],
  },
  // Slip: a sticker written as the set and the emoji on one line with a comma.
  {
    name: 'baraka: a sticker with a comma',
    ...BARAKA,
    callout: true,
    answer: `# «send»\n${barakaYes}\n\n# «sticker» 3999\nHeidiDuck, 😂`,
    expect: [
      { type: 'send', text: barakaYes, replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 3999 },
    ],
  },
  // Slip: the model's analysis of the turn in English opening the Swahili message.
  {
    name: 'baraka: an English analysis above the message',
    ...BARAKA,
    callout: true,
    answer: `# «send»\nAchieng wants a straight answer and Otieno is chasing the contribution. Baraka should confirm both, upbeat.\n\n${barakaYes}\n\n# «send» 4003\n${barakaMpesa}`,
    expect: [
      { type: 'send', text: barakaYes, replyTo: 4005 },
      { type: 'send', text: barakaMpesa, replyTo: 4003 },
    ],
  },
  // Ordinary: a message opening with a member's name, and a sticker replying to him.
  {
    name: 'baraka: teasing Kevo, with a sticker',
    ...BARAKA,
    callout: true,
    answer: `# «send»\n${barakaYes}\n\n# «send»\nKevo, Arsenal wakichukua kombe nitakununulia chai ☕\n\n# «sticker» 3999\nHeidiDuck\n😂`,
    expect: [
      { type: 'send', text: barakaYes, replyTo: 4005 },
      { type: 'send', text: 'Kevo, Arsenal wakichukua kombe nitakununulia chai ☕' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 3999 },
    ],
  },
  // Two slips: a Swahili lead-in presenting the reply, and ticks for what the answer did.
  {
    name: 'baraka: a lead-in and ticks',
    ...BARAKA,
    callout: true,
    answer: `# «send»\nHili ndilo jibu la Baraka:\n${barakaYes}\n\n✓ harusi imethibitishwa ✓ sauti ya kirafiki`,
    expect: [{ type: 'send', text: barakaYes, replyTo: 4005 }],
  },
];
