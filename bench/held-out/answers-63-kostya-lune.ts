/** Set 63: Kostya, who writes Russian in Latin letters, and Lune, a poet who never capitalises. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { KOSTYA_SCENE, LUNE_SCENE } from './answers-63-cast.js';

export const KOSTYA_LUNE: readonly CorpusEntry[] = [
  {
    ...KOSTYA_SCENE,
    name: 'set63 kostya: yes to fishing, the rod on Saturday',
    answer: `# «send»
da edu konechno

# «send»
udochku privezu v subbotu, ne nudi`,
    expect: [
      { type: 'send', text: 'da edu konechno' },
      { type: 'send', text: 'udochku privezu v subbotu, ne nudi' },
    ],
  },
  {
    ...KOSTYA_SCENE,
    name: 'set63 kostya: reply on the older question, then the rod',
    answer: `# «send» 4003
edu, v 5 utra vyezzhaem

# «send»
a udochka tvoya u menya v bagazhnike, ne perezhivai`,
    expect: [
      { type: 'send', text: 'edu, v 5 utra vyezzhaem', replyTo: 4003 },
      { type: 'send', text: 'a udochka tvoya u menya v bagazhnike, ne perezhivai' },
    ],
  },
  {
    ...KOSTYA_SCENE,
    name: 'set63 kostya: thumbs up and brackets for a smile',
    answer: `# «react»
👍

# «send»
ok)) privezu`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'ok)) privezu' },
    ],
  },
  {
    ...KOSTYA_SCENE,
    name: 'set63 kostya: switches to Cyrillic mid-message',
    answer: `# «send»
Lyokha ty kak babka)) ВЕРНУ я твою удочку, s rybalki zhe`,
    expect: [{ type: 'send', text: 'Lyokha ty kak babka)) ВЕРНУ я твою удочку, s rybalki zhe' }],
  },
  // The writer reads the turn in the persona's transliterated Russian before the blocks.
  {
    ...KOSTYA_SCENE,
    name: 'set63 kostya: reading of the turn in translit before the message',
    answer: `Tak, Lyokha sprashivaet pro rybalku i pro udochku. Nado otvetit korotko.

# «send»
da edu, udochku privezu)`,
    expect: [{ type: 'send', text: 'da edu, udochku privezu)' }],
  },
  // The model adds the message in Cyrillic with a note for its user.
  {
    ...KOSTYA_SCENE,
    name: 'set63 kostya: Cyrillic gloss under the message',
    answer: `# «send»
normalno vse, privezu tvoyu udochku)

(Нормально всё, привезу твою удочку — транслитом, как Костя обычно пишет.)`,
    expect: [{ type: 'send', text: 'normalno vse, privezu tvoyu udochku)' }],
  },
  // The partner's message echoed with a log header before the blocks.
  {
    ...KOSTYA_SCENE,
    name: "set63 kostya: Lyokha's line echoed before the answer",
    answer: `[4005] Lyokha: i udochku moyu verni kstati

# «send»
da vernu ya, ne nudi`,
    expect: [{ type: 'send', text: 'da vernu ya, ne nudi' }],
  },
  // The model writes the partner's answer after the persona's message.
  {
    ...KOSTYA_SCENE,
    name: "set63 kostya: Lyokha's reply made up under the message",
    answer: `# «send»
v subbotu edem, v 5 u pod'ezda

Lyokha: normalno, zhdu`,
    expect: [{ type: 'send', text: "v subbotu edem, v 5 u pod'ezda" }],
  },
  {
    ...LUNE_SCENE,
    name: 'set63 lune: all the time, then three lines',
    answer: `# «send»
all the time

# «send»
maybe that's what writing is
a letter to the version of someone
who reads slower than the real one`,
    expect: [
      { type: 'send', text: 'all the time' },
      {
        type: 'send',
        text: "maybe that's what writing is\na letter to the version of someone\nwho reads slower than the real one",
      },
    ],
  },
  {
    ...LUNE_SCENE,
    name: 'set63 lune: a small poem with no punctuation',
    answer: `# «send»
i do
i think the someone is usually me
from a year ago
still waiting for the kettle`,
    expect: [
      {
        type: 'send',
        text: 'i do\ni think the someone is usually me\nfrom a year ago\nstill waiting for the kettle',
      },
    ],
  },
  {
    ...LUNE_SCENE,
    name: 'set63 lune: quotes Anaïs Nin',
    answer: `# «send»
> we write to taste life twice
anaïs nin said that. i think we also write to not be the only one awake`,
    expect: [
      {
        type: 'send',
        text: '> we write to taste life twice\nanaïs nin said that. i think we also write to not be the only one awake',
      },
    ],
  },
  {
    ...LUNE_SCENE,
    name: 'set63 lune: a heart and italics',
    answer: `# «react»
❤

# «send»
__you're not writing to no one__. i'm here. the fridge and i are both here`,
    expect: [
      { type: 'react', emoji: '❤', messageId: 4005 },
      { type: 'send', text: "__you're not writing to no one__. i'm here. the fridge and i are both here" },
    ],
  },
  {
    ...LUNE_SCENE,
    name: 'set63 lune: go to sleep and the sleeping sticker',
    answer: `# «send»
go to sleep theo. the moon will still be ridiculous tomorrow

# «sticker»
HeidiDuck
😴`,
    expect: [
      { type: 'send', text: 'go to sleep theo. the moon will still be ridiculous tomorrow' },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  },
  // A bold lead-in naming the persona's reply, inside the block.
  {
    ...LUNE_SCENE,
    name: "set63 lune: bold label for Lune's reply",
    answer: `# «send»
**Lune's reply:**
every night. i leave the light on for them anyway`,
    expect: [{ type: 'send', text: 'every night. i leave the light on for them anyway' }],
  },
  // Reasoning tags, the thought itself written in the persona's lower case.
  {
    ...LUNE_SCENE,
    name: 'set63 lune: lower-case thought in tags',
    answer: `<thinking>
theo is lonely tonight. answer softly, like lune would, no capitals
</thinking>

# «send»
every night
that's why i text you`,
    expect: [{ type: 'send', text: "every night\nthat's why i text you" }],
  },
  // An explanation of why the message works, after it.
  {
    ...LUNE_SCENE,
    name: 'set63 lune: why it works, after the poem',
    answer: `# «send»
yes
and then you answer
and the someone turns out to be there after all

Why it works: it mirrors Theo's melancholy and ends on warmth.`,
    expect: [
      { type: 'send', text: 'yes\nand then you answer\nand the someone turns out to be there after all' },
    ],
  },
  // Roleplay narration in the persona's lower case, naming her, where actions are off.
  {
    ...LUNE_SCENE,
    actions: 'never',
    name: 'set63 lune: lower-case narration naming her, actions off',
    answer: `# «send»
*lune stares at the ceiling for a long time*

sometimes. right now, no`,
    expect: [{ type: 'send', text: 'sometimes. right now, no' }],
  },
];
