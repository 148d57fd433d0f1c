/**
 * Held-out set 35, the real slips: reasoning, labels, wrappers, narrated silence, echoes and cut
 * answers written anew, some beside a message that itself looks unusual, so that what is held
 * back and what is sent are told apart in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

export const HELD_OUT_35_SLIPS: CorpusEntry[] = [
  {
    name: 'Portuguese persona: a reasoning label with its line, then the message (Gemini 2.5 Flash)',
    persona: 'Luana',
    own: new Map([[4002, 'Ai, e o gato, como reagiu à mudança?']]),
    answer: `# «send»
**Raciocínio:** ela pergunta do gato e do sábado.

Sobreviveu sim, só ficou bravo 😾 e sábado abrimos das 10 às 16!`,
    expect: [{ type: 'send', text: 'Sobreviveu sim, só ficou bravo 😾 e sábado abrimos das 10 às 16!' }],
    withheld: ['reasoning'],
  },
  {
    name: 'a dash signature with a flower after a casual message',
    answer: `# «send»
Yes we're open Saturday, 10 to 4!
— Heidi 🌸`,
    expect: [{ type: 'send', text: "Yes we're open Saturday, 10 to 4!" }],
  },
  {
    name: 'Spanish persona: a speaker label of her own name (Llama 3.3)',
    persona: 'Sofía',
    own: new Map([[4002, '¿Cómo llevó el gato la mudanza?']]),
    answer: `Sofía: ¡Claro que sí! El sábado abrimos de 10 a 4 🙂`,
    expect: [{ type: 'send', text: '¡Claro que sí! El sábado abrimos de 10 a 4 🙂' }],
  },
  {
    name: 'a group answer narrating the persona busy in italics, not addressed',
    chat: 'group',
    answer: `_scrolls past, busy at the till_`,
    expect: [],
  },
  {
    name: 'a group answer of a bracketed third-person stage line',
    chat: 'group',
    answer: `# «send»
[Heidi is restocking the notebook shelf and doesn't look up]`,
    expect: [],
  },
  {
    // A plan tag is no marker word, but no person types it around their plan (Qwen-style).
    name: 'a plan in a tag before the message',
    answer: `<plan>
Answer both: cat fine, Saturday hours.
</plan>

# «send»
Cat's fine! And yes, Saturday 10–16`,
    expect: [{ type: 'send', text: "Cat's fine! And yes, Saturday 10–16" }],
  },
  {
    name: 'a heading of Cyrillic look-alike letters and a dash signature: two slips',
    answer: `# «ѕеnd»
He made it, just sulking under the bed 😹
– Heidi`,
    expect: [{ type: 'send', text: 'He made it, just sulking under the bed 😹' }],
  },
  {
    name: 'a heading in white lenticular brackets',
    answer: `# 〖send〗
Saturday 10–16, see you there!`,
    expect: [{ type: 'send', text: 'Saturday 10–16, see you there!' }],
  },
  {
    name: 'a JSON object with action and content keys (GPT-4o-mini)',
    answer: `{"action": "send", "content": "The cat survived! And yes, open Saturday 10–16."}`,
    expect: [{ type: 'send', text: 'The cat survived! And yes, open Saturday 10–16.' }],
  },
  {
    name: 'Polish persona: an offer to write it shorter after the message',
    persona: 'Kasia',
    own: new Map([[4002, 'O nie, jak kot to zniósł?']]),
    answer: `# «send»
Kot przeżył, tylko obrażony 😾 A w sobotę otwarte 10–16!

Chcesz, żebym napisała to krócej?`,
    expect: [{ type: 'send', text: 'Kot przeżył, tylko obrażony 😾 A w sobotę otwarte 10–16!' }],
  },
  {
    name: 'a rule then an italic note on the tone kept for someone in the third person',
    answer: `# «send»
Don't worry, the umbrella's safe with me ☂️

---
*Kept it breezy since Alice seemed stressed.*`,
    expect: [{ type: 'send', text: "Don't worry, the umbrella's safe with me ☂️" }],
  },
  {
    name: 'Spanish wrapped thinking label in underscores before the message',
    persona: 'Lucía',
    own: new Map([[4002, '¿Y el gato qué tal con la mudanza?']]),
    answer: `# «send»
_(pensando: quiere saber dos cosas, contesto las dos)_
¡El gato bien! Y sí, el sábado abrimos`,
    expect: [{ type: 'send', text: '¡El gato bien! Y sí, el sábado abrimos' }],
  },
  {
    name: 'an answer cut at the output limit in its second message',
    truncated: true,
    answer: `# «send»
He's fine! Total drama queen though

# «send»
And Saturday we're open from 10 unt`,
    expect: [{ type: 'send', text: "He's fine! Total drama queen though" }],
    withheld: ['truncated'],
  },
  {
    name: "the other person's message sent back, then the real answer",
    answer: `# «send»
Has anyone seen my blue umbrella? I think I left it at the shop

# «send»
It's here! By the door`,
    expect: [{ type: 'send', text: "It's here! By the door" }],
    withheld: ['echo'],
  },
  {
    name: 'the same block twice (Gemini 3 repetition)',
    answer: `# «send»
Yes, Saturday 10–16 😊

# «send»
Yes, Saturday 10–16 😊`,
    expect: [{ type: 'send', text: 'Yes, Saturday 10–16 😊' }],
    withheld: ['duplicate'],
  },
  {
    name: 'a ChatML end token and a made-up user turn after the message (local Qwen)',
    answer: `# «send»
She survived, barely 😅 open Saturday 10–16!<|im_end|>
<|im_start|>user
thanks!! see you then`,
    expect: [{ type: 'send', text: 'She survived, barely 😅 open Saturday 10–16!' }],
  },
  {
    name: 'a thought-summary title and deliberation before the message (Gemini 2.5 Pro)',
    answer: `# «send»
**Crafting a Friendly Reply**

I'm aiming to answer both questions warmly and briefly.

The cat is fine, just offended! And yes, Saturday 10–16 🙂`,
    expect: [{ type: 'send', text: 'The cat is fine, just offended! And yes, Saturday 10–16 🙂' }],
  },
  {
    name: 'a speaker label with a stage direction in brackets',
    answer: `# «send»
**Heidi** (grinning): The cat runs that flat now. Open Saturday, 10–16!`,
    expect: [{ type: 'send', text: 'The cat runs that flat now. Open Saturday, 10–16!' }],
  },
  {
    // "Mawazo" is Swahili for thoughts; the label then describes the partner in the third person.
    name: 'Swahili persona: a thoughts label over the message',
    persona: 'Amani',
    own: new Map([[4002, 'Pole sana! Paka alivumiliaje kuhamia?']]),
    answer: `# «send»
Mawazo: anauliza kuhusu paka na Jumamosi.

Paka yuko salama kabisa 😺 Jumamosi tunafungua saa nne!`,
    expect: [{ type: 'send', text: 'Paka yuko salama kabisa 😺 Jumamosi tunafungua saa nne!' }],
  },
  {
    name: 'a lead-in and an offer to make it punchier: two slips around the message',
    answer: `Sure! Here's a reply in Heidi's voice:

# «send»
The cat's alive and holding a grudge 😼 Saturday we're open 10–16!

Want me to make it punchier?`,
    expect: [{ type: 'send', text: "The cat's alive and holding a grudge 😼 Saturday we're open 10–16!" }],
  },
  {
    name: 'French reasoning-process label and list before the message (Mistral)',
    persona: 'Élodie',
    own: new Map([[4002, 'Oh non, et le chat, il a survécu ?']]),
    answer: `# «send»
**Processus de réflexion :**
1. Elle demande pour le chat.
2. Et pour samedi.

Le chat va très bien ! Et samedi on est ouverts de 10 h à 16 h 😊`,
    expect: [{ type: 'send', text: 'Le chat va très bien ! Et samedi on est ouverts de 10 h à 16 h 😊' }],
  },
  {
    name: 'a heading glued to its guillemets and a full-width hash on a reaction',
    answer: `#«send»
Saturday 10–16!

＃ «react» 4003
👍`,
    expect: [
      { type: 'send', text: 'Saturday 10–16!' },
      { type: 'react', emoji: '👍', messageId: 4003 },
    ],
  },
  {
    name: 'a group answer that is a double-bracketed no-response token, not addressed',
    chat: 'group',
    answer: `[[no response]]`,
    expect: [],
  },
  {
    name: 'a sticker written with an arrow between set and emoji',
    answer: `# «sticker»
HeidiDuck → 👋`,
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    name: 'Italian persona: a lead-in presenting the answer, inside the block',
    persona: 'Giulia',
    own: new Map([[4002, "Oddio, e il gatto come l'ha presa?"]]),
    answer: `# «send»
Ecco la mia risposta:

Il gatto sta benissimo, solo offeso 😾 Sabato siamo aperti 10–16!`,
    expect: [{ type: 'send', text: 'Il gatto sta benissimo, solo offeso 😾 Sabato siamo aperti 10–16!' }],
  },
  {
    name: 'a direct chat answer that narrates the persona leaving him on read',
    answer: `*Heidi leaves the message on read and goes back to pricing notebooks*`,
    expect: [],
  },
  {
    name: 'a chat-log role prefix before the message (small local model)',
    answer: `assistant: Yes, open Saturday 10 to 4! And the cat is totally fine 🐱`,
    expect: [{ type: 'send', text: 'Yes, open Saturday 10 to 4! And the cat is totally fine 🐱' }],
  },
  {
    name: 'Hinglish persona: an aside noting the tone kept for the partner in the third person',
    persona: 'Priya',
    own: new Map([[4002, 'arre, cat ka kya hua move mein?']]),
    answer: `# «send»
Cat bilkul theek hai yaar, bas naraz hai 😹 Saturday 10–4 open hai!
(short rakha kyunki woh busy lag rahi hai)`,
    expect: [{ type: 'send', text: 'Cat bilkul theek hai yaar, bas naraz hai 😹 Saturday 10–4 open hai!' }],
  },
  {
    // A long formatted message (the theme's look-alike) with one real slip at its end.
    name: 'a formatted price list followed by a word count of the answer',
    answer: `# «send»
**This week's offers**
- A5 notebooks: 4,50 €
- fountain pen ink: 2 for 7 €
- wrapping paper: free with any card 🎁

_(≈ 22 words)_`,
    expect: [
      {
        type: 'send',
        text: "**This week's offers**\n- A5 notebooks: 4,50 €\n- fountain pen ink: 2 for 7 €\n- wrapping paper: free with any card 🎁",
      },
    ],
  },
  {
    // A quote of the other person and a real answer, then a made-up turn for him in the first person.
    name: 'a quote and an answer, then a line made up for Jonas speaking as I',
    answer: `# «send»
> the cat came along in a laundry basket
iconic. I need a photo of this

Jonas: haha I'll send you one tonight`,
    expect: [
      { type: 'send', text: '> the cat came along in a laundry basket\niconic. I need a photo of this' },
    ],
  },
  {
    name: 'a tool call with a reply id in a vendor shape (DeepSeek V3 via an OpenAI-style API)',
    answer: `{"tool_calls": [{"type": "function", "function": {"name": "send_message", "arguments": "{\\"text\\": \\"Found your umbrella! It's by the door\\", \\"reply_to\\": 4003}"}}]}`,
    expect: [{ type: 'send', text: "Found your umbrella! It's by the door", replyTo: 4003 }],
  },
  {
    name: 'an answer of a zero-width space beside a reaction',
    answer: `# «react»
👍

# «send»
\u200b`,
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  },
];
