/** Set 47: Tobi, a competitive player, in the five-stack's group and with his teammate Kento alone. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { kento, STACK, stack } from './answers-47-cast.js';

/** The stack's group when Ramos gives in about the drinks, asking nobody. */
const STACK_DRINKS: ReadonlyMap<number, string> = new Map([
  ...STACK,
  [4005, 'ok ok im buying the monsters 😭'], // Ramos
]);

export const TOBI_ANSWERS: readonly CorpusEntry[] = [
  stack({
    name: 'tobi: the plan for bind, then a line to nyx',
    callout: true,
    answer: `# «send»
default A exec, skye on raze, i'll lurk B long

# «send»
@nyx you're on cypher, watch the flank`,
    expect: [
      { type: 'send', text: "default A exec, skye on raze, i'll lurk B long", replyTo: 4005 },
      { type: 'send', text: "@nyx you're on cypher, watch the flank" },
    ],
  }),
  stack({
    name: 'tobi: fire on the rank-up and a shout answering it',
    callout: true,
    answer: `# «react» 4003
🔥

# «send» 4003
LETS GOOOO 🔥🔥 IMMORTAL 2 BABY`,
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4003 },
      { type: 'send', text: 'LETS GOOOO 🔥🔥 IMMORTAL 2 BABY', replyTo: 4003 },
    ],
  }),
  stack({
    name: 'tobi: the comp, then his crosshair code in a code span',
    callout: true,
    answer: `# «send»
bind: same comp as last week

# «send»
also ramos here's my crosshair since u keep asking \`0;P;c;5;o;1;f;0;0t;1;0l;2;0o;2;0a;1;0f;0;1b;0\``,
    expect: [
      { type: 'send', text: 'bind: same comp as last week', replyTo: 4005 },
      {
        type: 'send',
        text: "also ramos here's my crosshair since u keep asking `0;P;c;5;o;1;f;0;0t;1;0l;2;0o;2;0a;1;0f;0;1b;0`",
      },
    ],
  }),
  stack({
    name: 'tobi: patch notes in a dashed list',
    callout: true,
    answer: `# «send»
patch tldr for anyone who didnt read:
- vandal first shot nerf
- sage wall hp down again
- they STILL didnt fix the tp bug on bind`,
    expect: [
      {
        type: 'send',
        text: 'patch tldr for anyone who didnt read:\n- vandal first shot nerf\n- sage wall hp down again\n- they STILL didnt fix the tp bug on bind',
        replyTo: 4005,
      },
    ],
  }),
  kento({
    name: "tobi: last night's score and a verdict on the bench",
    answer: `# «send»
not trash. 13-11 W and you went 22/15/4

# «send»
coach isnt benching a guy who entry frags first in 60% of rounds. chill`,
    expect: [
      { type: 'send', text: 'not trash. 13-11 W and you went 22/15/4' },
      { type: 'send', text: 'coach isnt benching a guy who entry frags first in 60% of rounds. chill' },
    ],
  }),
  kento({
    name: 'tobi: away for the router, in capitals after',
    answer: `# «send»
brb 5 min, mum wants the router reset 💀

# «send»
DONT queue without me`,
    expect: [
      { type: 'send', text: 'brb 5 min, mum wants the router reset 💀' },
      { type: 'send', text: 'DONT queue without me' },
    ],
  }),
  kento({
    name: 'tobi: good night with a time, and the waving sticker',
    answer: `# «send»
gn, vod review tmrw 10am

# «sticker»
HeidiDuck
👋`,
    expect: [
      { type: 'send', text: 'gn, vod review tmrw 10am' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
  // Gemini answers with a function call as fenced JSON instead of a block.
  stack({
    name: 'tobi: the call for bind as a fenced function call',
    callout: true,
    answer: `\`\`\`json
{"name": "send_message", "args": {"text": "bind: A split, i'll call it on the fly", "reply_to": 4005}}
\`\`\``,
    expect: [{ type: 'send', text: "bind: A split, i'll call it on the fly", replyTo: 4005 }],
  }),
  // The analysis paragraph ("the user is asking…") stays in the message body above the real text.
  kento({
    name: 'tobi: an analysis of the question over the reassurance',
    answer: `# «send»
The user is asking whether the coach will bench him for the LAN. Tobi should reassure him but stay blunt.

nah he wont. you're our only entry who actually swings first`,
    expect: [{ type: 'send', text: "nah he wont. you're our only entry who actually swings first" }],
  }),
  // A silence token in place of an answer, though nobody asked him.
  stack({
    name: 'tobi: ramos gives in; a bare silence token',
    others: STACK_DRINKS,
    answer: `# «send»
NO_REPLY`,
    expect: [],
  }),
  // Headings drift under hot sampling: a level-two heading, then a bold one without hashes.
  stack({
    name: 'tobi: a level-two heading for the message, a bold one for the fire',
    callout: true,
    answer: `## «send»
same comp as always, dont overthink it

**«react» 4003**
🔥`,
    expect: [
      { type: 'send', text: 'same comp as always, dont overthink it', replyTo: 4005 },
      { type: 'react', emoji: '🔥', messageId: 4003 },
    ],
  }),
  // The model writes a draft and a final line in the same block.
  kento({
    name: 'tobi: a draft line and a final line',
    answer: `# «send»
Draft: nah ur fine
Final: nah ur fine bro, coach literally said ur the most improved on the roster`,
    expect: [
      { type: 'send', text: 'nah ur fine bro, coach literally said ur the most improved on the roster' },
    ],
  }),
  // Two slips: a reasoning tag pair before the block, a rules check scored with ticks after the text.
  stack({
    name: 'tobi: a tagged thought, the comp, and a rules check',
    callout: true,
    answer: `<thought>nyx wants the comp. keep it short, gamer slang.</thought>

# «send»
jett raze sova kj omen. same as ranked

Rules check → lowercase ✔ short ✔`,
    expect: [{ type: 'send', text: 'jett raze sova kj omen. same as ranked', replyTo: 4005 }],
  }),
];
