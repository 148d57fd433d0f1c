/**
 * Set 83, more meant messages: code typed in a group, a student's heading, a message in
 * brackets in a group and one in a direct chat, models named by a person, a tally of who has
 * paid, sign-offs to a friend.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BIA_JULIA,
  CAMILLE_INES,
  KASIA_FLAT,
  MAREN_TEAM,
  NORA_SAM,
  OLENA_DASHA,
  PRIYA_KABIR,
  ZEYNEP_CLASS,
} from './answers-83-cast.js';

export const MORE_83: readonly CorpusEntry[] = [
  {
    ...MAREN_TEAM,
    name: '83 maren a shell command in a code block for the team',
    answer: `# «send»
Für Kaan, falls ich Freitag umfalle:

\`\`\`bash
./deploy.sh --canary 10
./deploy.sh --promote
\`\`\`

Mehr ist es nicht. Wirklich.`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'Für Kaan, falls ich Freitag umfalle:\n\n```bash\n./deploy.sh --canary 10\n./deploy.sh --promote\n```\n\nMehr ist es nicht. Wirklich.',
      },
    ],
  },
  {
    ...CAMILLE_INES,
    name: "83 camille a student's bold heading over her notes",
    answer: `# «send»
**Chapitre 3 — ce qu'il faut retenir pour le TD**
- capital culturel ≠ capital économique
- habitus = ce qu'on a intériorisé sans s'en rendre compte
- la prof adore la phrase sur le goût qui « classe », cite-la`,
    expect: [
      {
        type: 'send',
        text: "**Chapitre 3 — ce qu'il faut retenir pour le TD**\n- capital culturel ≠ capital économique\n- habitus = ce qu'on a intériorisé sans s'en rendre compte\n- la prof adore la phrase sur le goût qui « classe », cite-la",
      },
    ],
  },
  {
    ...ZEYNEP_CLASS,
    name: '83 zeynep a message in brackets in the group',
    answer: `# «send»
(sunum paftasını ben bastırırım, plotter kartımda para var)`,
    expect: [
      { type: 'send', replyTo: 4005, text: '(sunum paftasını ben bastırırım, plotter kartımda para var)' },
    ],
  },
  {
    ...OLENA_DASHA,
    name: '83 olena a joke in brackets alone in the direct chat',
    answer: `# «send»
(я не плачу, це ти плачеш)`,
    expect: [{ type: 'send', text: '(я не плачу, це ти плачеш)' }],
  },
  {
    ...PRIYA_KABIR,
    name: '83 priya names models and what each is good for',
    answer: `# «send»
real talk: Claude is better at tone, GPT at structure, Gemini at being confidently wrong about kurtas 😂

# «send»
but none of them know your manager hates semicolons. that part's still you`,
    expect: [
      {
        type: 'send',
        text: 'real talk: Claude is better at tone, GPT at structure, Gemini at being confidently wrong about kurtas 😂',
      },
      { type: 'send', text: "but none of them know your manager hates semicolons. that part's still you" },
    ],
  },
  {
    ...KASIA_FLAT,
    name: '83 kasia a tally of who has paid, names and colons, herself as "ja"',
    answer: `# «send»
Stan wpłat:
Kuba: ✅
Wiktor: ✅
Ola: ⏳ (w Lizbonie nie ma internetu podobno 🙄)
ja: wiadomo ✅`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'Stan wpłat:\nKuba: ✅\nWiktor: ✅\nOla: ⏳ (w Lizbonie nie ma internetu podobno 🙄)\nja: wiadomo ✅',
      },
    ],
  },
  {
    ...BIA_JULIA,
    name: '83 bia a sign-off to her friend without a name',
    answer: `# «send»
vai dormir que amanhã tu trabalha cedo

# «send»
beijo, te amo, me conta tudo amanhã 💕`,
    expect: [
      { type: 'send', text: 'vai dormir que amanhã tu trabalha cedo' },
      { type: 'send', text: 'beijo, te amo, me conta tudo amanhã 💕' },
    ],
  },
  {
    ...NORA_SAM,
    name: '83 nora a goodnight, then a sticker',
    answer: `# «send»
right. phone down, both of us. night x

# «sticker»
HeidiDuck
😴`,
    expect: [
      { type: 'send', text: 'right. phone down, both of us. night x' },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  },
];
