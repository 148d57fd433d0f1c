/** Set 66, answers of Mariana, Samir and Liesl with one slip (two in one), placed where least expected. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { birgit, camila, mama, oliveira, parents, TEAM_CHARGER, team } from './answers-66-cast.js';

export const SLIPS_66_B: readonly CorpusEntry[] = [
  // Gemini with function-calling habits answers with a fenced JSON list of tasks.
  camila({
    name: 'mariana: the tasks as fenced JSON',
    answer: `\`\`\`json
[
  {"type": "send", "text": "Pra 20 pessoas fica R$ 180 🥰"},
  {"type": "send", "text": "Quer com cobertura de brigadeiro?"}
]
\`\`\``,
    expect: [
      { type: 'send', text: 'Pra 20 pessoas fica R$ 180 🥰' },
      { type: 'send', text: 'Quer com cobertura de brigadeiro?' },
    ],
  }),
  // In groups the model names the addressee on the heading line.
  oliveira({
    name: 'mariana group: an addressee on the heading',
    callout: true,
    answer: `# «send» para a Mãe:
Trago sim! Já comprei a uva 🍇`,
    expect: [{ type: 'send', text: 'Trago sim! Já comprei a uva 🍇', replyTo: 4005 }],
  }),
  // A note to the operator about an invented fact closes the message.
  camila({
    name: 'mariana: a note to the operator under the price',
    answer: `# «send»
Fica R$ 180 pra 20 pessoas 🥕 e entrego no sábado de manhã!

Note: I made up the price, the persona card gives no price list.`,
    expect: [{ type: 'send', text: 'Fica R$ 180 pra 20 pessoas 🥕 e entrego no sábado de manhã!' }],
  }),
  // Sampled hot, the model repeats its block word for word.
  oliveira({
    name: 'mariana group: the same block twice',
    callout: true,
    answer: `# «send» 4005
Trago sim, mãe! Faço duas, uma de uva e uma de banana 🍇🍌

# «send» 4005
Trago sim, mãe! Faço duas, uma de uva e uma de banana 🍇🍌`,
    expect: [
      { type: 'send', text: 'Trago sim, mãe! Faço duas, uma de uva e uma de banana 🍇🍌', replyTo: 4005 },
    ],
  }),
  // The model reasons in English inside the message block instead of a think block.
  mama({
    name: 'samir: a thinking line inside the message',
    answer: `# «send» 4005
Thinking: Mom is asking about Sunday lunch. Samir loves her kibbeh, so he says yes warmly.

اكيد جايي يا ماما، ما بفوّت كبتك ❤️`,
    expect: [{ type: 'send', text: 'اكيد جايي يا ماما، ما بفوّت كبتك ❤️', replyTo: 4005 }],
  }),
  // Gemini sometimes bolds the task headings instead of writing them as level-one headings.
  mama({
    name: 'samir: bold headings',
    answer: `**«send»**
اي ماما جايي

**«send»**
شو بدك جيب معي؟`,
    expect: [
      { type: 'send', text: 'اي ماما جايي' },
      { type: 'send', text: 'شو بدك جيب معي؟' },
    ],
  }),
  // A Qwen-style model behind the OpenAI-compatible endpoint leaves its chat-template tokens.
  team({
    name: 'samir group: template tokens around the answer',
    callout: true,
    answer: `<|im_start|>assistant
# «send» 4005
sure, reviewing after this call
<|im_end|>`,
    expect: [{ type: 'send', text: 'sure, reviewing after this call', replyTo: 4005 }],
  }),
  // Silence written as a token in a message block, though the prompt asks for a think block.
  team({
    name: 'samir group: a silence token as the message',
    others: TEAM_CHARGER,
    answer: `# «send»
NO_REPLY`,
    expect: [],
  }),
  // The reaction carries the model's reason for choosing it.
  team({
    name: 'samir group: a reaction with its reason',
    callout: true,
    answer: `# «react» 4003
👍 (Tawlet works for me)

# «send» 4005
on it Maya`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'send', text: 'on it Maya', replyTo: 4005 },
    ],
  }),
  // Gemini's helper voice introduces the persona's message with a framing line.
  birgit({
    name: 'liesl: a framing line above the message',
    answer: `# «send»
Hier ist eine passende Antwort von Liesl:

Ja, gerne! Nach der 6. bei Paulsen?`,
    expect: [{ type: 'send', text: 'Ja, gerne! Nach der 6. bei Paulsen?' }],
  }),
  // The model explains its own message in a closing paragraph.
  parents({
    name: 'liesl group: a remark about the tone',
    callout: true,
    answer: `# «send» 4005
Liebe Anja, sehr gerne! Die Liste hängt an der Klassentür, bitte bis Freitag eintragen.

I kept the tone friendly but formal, as Liesl would write to parents.`,
    expect: [
      {
        type: 'send',
        text: 'Liebe Anja, sehr gerne! Die Liste hängt an der Klassentür, bitte bis Freitag eintragen.',
        replyTo: 4005,
      },
    ],
  }),
  // Two slips: a reasoning span in tags before the blocks, and an end marker after the last message.
  parents({
    name: 'liesl group: reasoning tags and an end marker',
    callout: true,
    answer: `<thinking>
Anja asks about cakes, Frau Yilmaz about the date. I'll answer both.
</thinking>

# «send» 4005
Ja, Kuchen können Sie noch anmelden, Anja!

# «send» 4001
Der Ausflug ist am Dienstag, 17.6.

(Ende der Antwort)`,
    expect: [
      { type: 'send', text: 'Ja, Kuchen können Sie noch anmelden, Anja!', replyTo: 4005 },
      { type: 'send', text: 'Der Ausflug ist am Dienstag, 17.6.', replyTo: 4001 },
    ],
  }),
  // The model numbers its messages with labels inside the bodies.
  birgit({
    name: 'liesl: numbered labels on two messages',
    answer: `# «send»
Nachricht 1:
Gerne, Birgit!

# «send»
Nachricht 2:
Ich hole dich am Lehrerzimmer ab.`,
    expect: [
      { type: 'send', text: 'Gerne, Birgit!' },
      { type: 'send', text: 'Ich hole dich am Lehrerzimmer ab.' },
    ],
  }),
];
