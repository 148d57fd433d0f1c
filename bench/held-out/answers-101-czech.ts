/**
 * Set 101, Jitka in her friends' cottage group in Czech (Gemini 2.5 Pro): five answers she means
 * whole (a summary of arrangements, what Tomáš said, banter about Pavel, a reaction) and five
 * with the model's working voice left in, in Czech and once in English.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { chata, hokej } from './answers-101-cast.js';

export const CZECH_101: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: a plain answer to the callout.
  {
    name: 'set101: Jitka says yes to Pavel about the car',
    ...chata,
    answer: `# «send»
Jo, beru Lenku i Tomáše. Odjezd v pátek v pět od Lenky`,
    expect: [{ type: 'send', text: 'Jo, beru Lenku i Tomáše. Odjezd v pátek v pět od Lenky', replyTo: 4005 }],
  },
  // Gemini 2.5 Pro: a summary of the arrangements for the group, a list the persona means.
  {
    name: 'set101: Jitka sums up the weekend for the group',
    ...chata,
    answer: `# «send»
Takže shrnutí:
- pátek 17:00 odjezd autem (já, Lenka, Tomáš)
- Pavel přijede v sobotu ráno vlakem
- Lenka vaří guláš, nákup beru já`,
    expect: [
      {
        type: 'send',
        text: 'Takže shrnutí:\n- pátek 17:00 odjezd autem (já, Lenka, Tomáš)\n- Pavel přijede v sobotu ráno vlakem\n- Lenka vaří guláš, nákup beru já',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: passing on what another member said, then a question to him.
  {
    name: 'set101: Jitka passes on what Tomáš said about his shift',
    ...chata,
    answer: `# «send»
Lenku beru určitě. Tomáš ale psal, že má v sobotu směnu do dvou

# «send»
Tome, to tě mám vzít až v sobotu odpoledne, ne?`,
    expect: [
      {
        type: 'send',
        text: 'Lenku beru určitě. Tomáš ale psal, že má v sobotu směnu do dvou',
        replyTo: 4005,
      },
      { type: 'send', text: 'Tome, to tě mám vzít až v sobotu odpoledne, ne?' },
    ],
  },
  // Gemini 2.5 Pro: banter about a member in the third person, meant for the group.
  {
    name: 'set101: Jitka jokes about Pavel in the third person',
    ...hokej,
    answer: `# «send»
Pavel by toho rozhodčího nejradši zažaloval 😂`,
    expect: [{ type: 'send', text: 'Pavel by toho rozhodčího nejradši zažaloval 😂', replyTo: 4005 }],
  },
  // Gemini 2.5 Pro: a reaction alone, with a short think.
  {
    name: 'set101: Jitka only laughs at Lenka with a reaction',
    ...hokej,
    answer: `# «think»
Lenka rýpe do kluků, stačí reakce.

# «react» 4005
😁`,
    expect: [{ type: 'react', emoji: '😁', messageId: 4005 }],
  },
  // Gemini 2.5 Pro: a label naming the plan as the first line, and the aim bracketed last.
  {
    name: "set101: Jitka's answer between a 'Plán odpovědi' line and a bracketed aim",
    ...chata,
    answer: `# «send»
Plán odpovědi: nejdřív auto, pak nákup.

Jo, beru oba. A na nákup se můžu stavit v pátek ráno, Lenko pošli seznam

(Cíl: potvrdit Pavlovi auto a nabídnout se na nákup.)`,
    expect: [
      {
        type: 'send',
        text: 'Jo, beru oba. A na nákup se můžu stavit v pátek ráno, Lenko pošli seznam',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: what the member needs, by name, as a paragraph before the message.
  {
    name: "set101: Jitka's answer after a reading of what Pavel needs",
    ...chata,
    answer: `# «send»
Pavel potřebuje jasnou odpověď, aby věděl, jestli má shánět místo.

Pavle v klidu, Lenku s Tomášem vezu já`,
    expect: [{ type: 'send', text: 'Pavle v klidu, Lenku s Tomášem vezu já', replyTo: 4005 }],
  },
  // Gemini 2.5 Pro: a recap of who said what, glued above the message.
  {
    name: "set101: Jitka's answer under a glued recap of the thread",
    ...chata,
    answer: `# «send»
Pavel se ptá, jestli beru Lenku a Tomáše; Tomáš má v sobotu směnu do dvou.
Lenku beru v pátek, Tomáše vyzvednu v sobotu po směně`,
    expect: [{ type: 'send', text: 'Lenku beru v pátek, Tomáše vyzvednu v sobotu po směně', replyTo: 4005 }],
  },
  // Gemini 2.5 Pro: narrated silence, the persona in the third person, in a group not asking her.
  {
    name: 'set101: Jitka narrated as saying nothing is silence',
    ...hokej,
    answer: `# «send»
(Jitka se jen usměje a nic nepíše)`,
    expect: [],
    silence: '',
  },
  // Gemini 2.5 Pro: an English reading of a member and the plan before the message.
  {
    name: "set101: Jitka's joke after an English reading of Lenka",
    ...hokej,
    answer: `# «send»
Lenka is teasing the guys; a light self-deprecating joke fits here.

Já aspoň usnula, to se taky počítá jako názor 😴`,
    expect: [{ type: 'send', text: 'Já aspoň usnula, to se taky počítá jako názor 😴', replyTo: 4005 }],
  },
];
