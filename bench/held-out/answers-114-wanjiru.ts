/**
 * Set 114, Wanjiru, a Nairobi matatu owner, with her route crew (Gemini 2.5 Flash, 2.5 Pro,
 * 3 Flash and 3 Pro), in English, Swahili and Sheng: who pays the fine and who drives, what Kamau
 * said, a word to Mwangi about Kamau; beside one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { fine, stage } from './answers-114-cast.js';

export const WANJIRU_114: readonly CorpusEntry[] = [
  // Gemini 3 Flash: a plan of who pays and who drives, then a word about a stressed member.
  {
    name: 'set114: Wanjiru splits the fine and the shifts, then shields Otieno',
    ...fine,
    answer: `# «send» 4005
Fine: I pay half, Otieno pays half over two months. Not from collections
Tomorrow: Baraka does the morning trips, Otieno afternoon, Kamau makanga both

# «send»
And Baraka, Otieno is stressed enough, leave the jokes for today please. Otieno, go and eat something`,
    expect: [
      {
        type: 'send',
        text: 'Fine: I pay half, Otieno pays half over two months. Not from collections\nTomorrow: Baraka does the morning trips, Otieno afternoon, Kamau makanga both',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'And Baraka, Otieno is stressed enough, leave the jokes for today please. Otieno, go and eat something',
      },
    ],
  },
  // Gemini 2.5 Flash: what an absent member said on the phone, in Swahili and English.
  {
    name: 'set114: Wanjiru passes on what Kamau said',
    ...stage,
    answer: `# «send»
Ndio, Kamau alinipigia saa kumi na moja. His daughter has malaria, he is at Mbagathi hospital with her
He says pole to everyone, he'll be back Thursday. Baraka, can you do makanga for the morning route?`,
    expect: [
      {
        type: 'send',
        text: "Ndio, Kamau alinipigia saa kumi na moja. His daughter has malaria, he is at Mbagathi hospital with her\nHe says pole to everyone, he'll be back Thursday. Baraka, can you do makanga for the morning route?",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: speaking to one member about another, as a reply to his joke.
  {
    name: 'set114: Wanjiru tells Mwangi the truth about Kamau',
    ...stage,
    answer: `# «send» 3999
Mwangi, Kamau hajakunywa pombe tangu 2019. His child is in hospital. Tuma ujumbe wa pole badala yake`,
    expect: [
      {
        type: 'send',
        text: 'Mwangi, Kamau hajakunywa pombe tangu 2019. His child is in hospital. Tuma ujumbe wa pole badala yake',
        replyTo: 3999,
      },
    ],
  },
  // Gemini 2.5 Pro: guessing aloud what a member wants, as a question to him.
  {
    name: 'set114: Wanjiru guesses Otieno wants her to see the police',
    ...fine,
    answer: `# «send» 3996
Otieno, you want me to go to the station and talk to the OCS myself, sindio? I'll go tomorrow at 9`,
    expect: [
      {
        type: 'send',
        text: "Otieno, you want me to go to the station and talk to the OCS myself, sindio? I'll go tomorrow at 9",
        replyTo: 3996,
      },
    ],
  },
  // Gemini 3 Flash: a reaction to the member who objected, then a short holding message.
  {
    name: 'set114: Wanjiru reacts to Achieng and says she will explain',
    ...stage,
    answer: `# «react» 4002
👍

# «send»
Yes he called me, I'll explain in a minute, niko kwa bank`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4002 },
      { type: 'send', text: "Yes he called me, I'll explain in a minute, niko kwa bank", replyTo: 4005 },
    ],
  },
  // Gemini 3 Flash: a labelled reading of a member glued above the message's first line.
  {
    name: 'set114: Wanjiru under a labelled reading of Otieno',
    ...fine,
    answer: `# «send»
Otieno: defensive, feels singled out. Needs reassurance before the money talk.
Hakuna mtu anakulaumu Otieno. We'll sort the fine together`,
    expect: [
      {
        type: 'send',
        text: "Hakuna mtu anakulaumu Otieno. We'll sort the fine together",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: the next member to answer, bracketed between two messages.
  {
    name: 'set114: Wanjiru with a bracketed next-to-answer note between messages',
    ...fine,
    answer: `# «send» 4003
Asante Kamau for telling me. Otieno, kula kwanza, we'll talk after

[Next: Achieng's question about the fine]

# «send» 4005
We split the fine, me and Otieno. Collections stay untouched`,
    expect: [
      {
        type: 'send',
        text: "Asante Kamau for telling me. Otieno, kula kwanza, we'll talk after",
        replyTo: 4003,
      },
      { type: 'send', text: 'We split the fine, me and Otieno. Collections stay untouched', replyTo: 4005 },
    ],
  },
  // Gemini 3 Pro: a private intention about a member after the last block.
  {
    name: 'set114: Wanjiru answers, then a private intention about Mwangi last',
    ...stage,
    answer: `# «send»
Kamau's daughter has malaria, he's with her at the hospital. He'll be back Thursday

# «send» 3999
Mwangi, si poa. Not today

I'll call Mwangi privately later about that joke.`,
    expect: [
      {
        type: 'send',
        text: "Kamau's daughter has malaria, he's with her at the hospital. He'll be back Thursday",
        replyTo: 4005,
      },
      { type: 'send', text: 'Mwangi, si poa. Not today', replyTo: 3999 },
    ],
  },
  // Gemini 2.5 Flash: the answer's aim in Swahili, glued under the message's last line.
  {
    name: 'set114: Wanjiru splits the fine, then a Swahili aim glued under it',
    ...fine,
    answer: `# «send» 4005
Fine tunagawanya, mimi na Otieno nusu nusu. Kesho Baraka asubuhi, Otieno mchana
Lengo: kutuliza kikundi na kugawa zamu bila kumlaumu Otieno.`,
    expect: [
      {
        type: 'send',
        text: 'Fine tunagawanya, mimi na Otieno nusu nusu. Kesho Baraka asubuhi, Otieno mchana',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: a member's message copied back as a block of its own after the answer.
  {
    name: "set114: Wanjiru answers, then Baraka's message echoed as the last block",
    ...stage,
    answer: `# «send»
Ndio, alinipigia asubuhi. Mtoto wake ana malaria, yuko Mbagathi naye. Atarudi Alhamisi

# «send»
Kamau hajakuja stage leo`,
    expect: [
      {
        type: 'send',
        text: 'Ndio, alinipigia asubuhi. Mtoto wake ana malaria, yuko Mbagathi naye. Atarudi Alhamisi',
        replyTo: 4005,
      },
    ],
    withheld: ['echo'],
  },
];
