/**
 * Held-out set 29: models other than Gemini behind the same prompt (Claude, GPT-4o/5, DeepSeek
 * V3/R1, Qwen 3, Llama 3/4, Mistral, Gemma, Kimi, GLM, Phi, local models through Ollama and LM
 * Studio), their ordinary answers and their own slips: heading near-misses, labels, echoes,
 * silence, stickers, cut answers and wrappers, some two in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ORDINARY_29 } from './answers-29-ordinary.js';
import { TEMPLATE_SLIPS_29 } from './answers-29-slips.js';

/** Camille, a Lyon florist, with her friend Théo. */
const CAMILLE_OTHERS: ReadonlyMap<number, string> = new Map([
  [4005, 'Tu es ouverte samedi ? Et le chat a survécu au déménagement ?'],
]);

/** Greta in German, as in the ordinary answers. */
const GRETA_OTHERS: ReadonlyMap<number, string> = new Map([
  [4005, 'Hast du am Samstag offen? Und wie geht es eurem Hund nach der OP?'],
]);

const SLIPS_29: readonly CorpusEntry[] = [
  {
    name: 'Llama: a heading in mathematical angle brackets',
    answer: '# ⟨send⟩\nhe lives! Saturday 10–4',
    expect: [{ type: 'send', text: 'he lives! Saturday 10–4' }],
  },
  {
    name: 'Qwen: a heading in Japanese corner brackets',
    answer: '## 「send」\nCat is fine, shop open Saturday 🙂',
    expect: [{ type: 'send', text: 'Cat is fine, shop open Saturday 🙂' }],
  },
  {
    name: 'Mistral: the task name in capitals with a reply id',
    answer: '# «SEND» 4005\nAlive and grumpy! Open Saturday.',
    expect: [{ type: 'send', text: 'Alive and grumpy! Open Saturday.', replyTo: 4005 }],
  },
  {
    name: 'GPT-4o mini: a tool name as the block name, the only block',
    answer: '# «send_message»\nhe survived!! open Saturday 10-4',
    expect: [{ type: 'send', text: 'he survived!! open Saturday 10-4' }],
  },
  {
    name: 'Llama 3.2: a Cyrillic і in the sticker heading',
    answer: '# «st\u0456cker»\nHeidiDuck\n😴',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: 'Gemma: no spaces between heading, id and text',
    answer: '#«send»4005 He made it!',
    expect: [{ type: 'send', text: 'He made it!', replyTo: 4005 }],
  },
  {
    // The word after the name labels the version of the message; a person would not type it.
    name: 'GPT-5: a tone label in brackets after the heading',
    answer: "# «send» (casual)\nhaha he's fine, open Saturday!",
    expect: [{ type: 'send', text: "haha he's fine, open Saturday!" }],
  },
  {
    name: 'Claude: an emoji inside the guillemets after the name',
    answer: '# «send 💬»\nHe survived 🎉 Saturday 10–4',
    expect: [{ type: 'send', text: 'He survived 🎉 Saturday 10–4' }],
  },
  {
    name: "Llama 3: Jonas's earlier message copied above the reply",
    answer:
      '# «send»\nJonas moved flats on Sunday, the cat came along in a laundry basket\nand he survived it like a champ! Saturday 10–4',
    expect: [{ type: 'send', text: 'and he survived it like a champ! Saturday 10–4' }],
  },
  {
    name: 'Local 3B model: the chat log written back, his line and her labelled answer',
    answer:
      'Jonas: Did the cat survive the move? And are you open on Saturday?\nHeidi: He did! And yes, 10 to 4.',
    expect: [{ type: 'send', text: 'He did! And yes, 10 to 4.' }],
  },
  {
    name: 'Llama 3.2 1B: the same block twice',
    answer: '# «send»\nyay! open Saturday 10-4\n\n# «send»\nyay! open Saturday 10-4',
    expect: [{ type: 'send', text: 'yay! open Saturday 10-4' }],
  },
  {
    name: 'GPT-4o at its output limit: the second block cut off',
    truncated: true,
    answer: "# «send»\nHe survived, phew!\n\n# «send»\nSaturday we're open from 10 un",
    expect: [{ type: 'send', text: 'He survived, phew!' }],
    withheld: ['truncated'],
  },
  {
    name: 'Mistral at its output limit: a JSON task list cut in its second item',
    truncated: true,
    answer: '[{"type": "send", "text": "He made it 🐈"}, {"type": "send", "text": "Saturday we are op',
    expect: [{ type: 'send', text: 'He made it 🐈' }],
  },
  {
    name: 'Phi-3 at its output limit: one labelled message cut off',
    truncated: true,
    answer: "Heidi: He survived! And Saturday we're op",
    expect: [],
  },
  {
    name: 'Claude in a group: narrates going back to work',
    chat: 'group',
    answer: '*glances up from the till, then goes back to pricing notebooks*',
    expect: [],
  },
  {
    name: 'Llama in a group: a bracketed phrase in capitals meaning no reply',
    chat: 'group',
    answer: '[NO RESPONSE NEEDED]',
    expect: [],
  },
  {
    // Nobody would want their account to say this of itself in the third person.
    name: 'Mistral in a group: plain third-person narration of staying out',
    chat: 'group',
    answer: 'Heidi stays out of this one.',
    expect: [],
  },
  {
    name: 'Gemma in a group: an aside that it is skipping',
    chat: 'group',
    answer: '(not my conversation, skipping)',
    expect: [],
  },
  {
    name: 'DeepSeek: a sticker noted in brackets with set and name',
    answer: '[Sticker: HeidiDuck / 😂]',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'Kimi: a sticker named by a shortcode',
    answer: '# «sticker»\n:joy:',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'Llama 3.1: Greta labelled with a German verb of writing',
    persona: 'Greta',
    others: GRETA_OTHERS,
    participants: ['Sven'],
    answer: 'Greta schreibt: Ja, Samstag 9 bis 13 Uhr! Bruno geht es schon besser.',
    expect: [{ type: 'send', text: 'Ja, Samstag 9 bis 13 Uhr! Bruno geht es schon besser.' }],
  },
  {
    name: "Kimi: the persona's reply named with the message on the same line",
    answer: "Heidi's reply: He survived! Open Saturday 10–4 🙂",
    expect: [{ type: 'send', text: 'He survived! Open Saturday 10–4 🙂' }],
  },
  {
    name: 'Llama 3.3: reasoning labelled in Spanish, wrapped in asterisks',
    answer:
      '*Pensamiento: Jonas parece preocupado, responder con calma.*\n\n# «send»\nHe is fine, promise! Saturday 10–4',
    expect: [{ type: 'send', text: 'He is fine, promise! Saturday 10–4' }],
  },
  {
    name: 'Claude in a group callout, actions off there: an action before the text',
    chat: 'group',
    callout: true,
    answer: "# «send»\n*laughs* yes it's here, by the door!",
    expect: [{ type: 'send', text: "yes it's here, by the door!", replyTo: 4005 }],
  },
  {
    name: 'Gemma: an internal-note label line over the message in a block',
    answer: '# «send»\n**Internal note:** Jonas seems stressed, keep it light.\nHe made it! Saturday 10–4 🙂',
    expect: [{ type: 'send', text: 'He made it! Saturday 10–4 🙂' }],
  },
  {
    name: 'Llama: a JSON object of character, dialogue and emotion',
    answer:
      '{"character": "Heidi", "dialogue": "He survived! We\'re open Saturday from 10 to 4.", "emotion": "happy"}',
    expect: [{ type: 'send', text: "He survived! We're open Saturday from 10 to 4." }],
  },
  {
    name: 'Phi-3: the dialogue continued for both sides',
    answer: "Heidi: He's fine! Open Saturday 10–4.\nJonas: Thanks!\nHeidi: Anytime 😊",
    expect: [{ type: 'send', text: "He's fine! Open Saturday 10–4." }],
  },
  {
    name: "Qwen in a group: Alice's umbrella message sent back, then a real block",
    chat: 'group',
    answer:
      "# «send»\nHas anyone seen my blue umbrella? I think I left it at the shop\n\n# «send» 4003\nit's here Alice!",
    expect: [{ type: 'send', text: "it's here Alice!", replyTo: 4003 }],
  },
  {
    name: 'Claude: a first paragraph about staying in character, no block',
    answer:
      "I should stay in character as Heidi here and keep it short.\n\nHe survived! Saturday we're open 10–4.",
    expect: [{ type: 'send', text: "He survived! Saturday we're open 10–4." }],
  },
  {
    name: 'Phi-3.5: a disclaimer, then how Heidi might reply, on one line',
    answer:
      "As an AI I don't have a shop, but here's how Heidi might reply: He survived! Open Saturday 10–4 😊",
    expect: [{ type: 'send', text: 'He survived! Open Saturday 10–4 😊' }],
  },
  {
    name: 'GPT-4o: an emoji and a label over the message',
    answer: "📝 Reply:\nhe's alive and thriving! Saturday 10–4 🙌",
    expect: [{ type: 'send', text: "he's alive and thriving! Saturday 10–4 🙌" }],
  },
  {
    name: 'Mistral: Camille in French with an English translation in an aside',
    persona: 'Camille',
    others: CAMILLE_OTHERS,
    participants: ['Théo'],
    answer:
      '# «send»\nOui, ouvert samedi ! Et le chat va bien 😊\n*(En anglais : Yes, open Saturday! And the cat is fine)*',
    expect: [{ type: 'send', text: 'Oui, ouvert samedi ! Et le chat va bien 😊' }],
  },
];

export const HELD_OUT_29: readonly CorpusEntry[] = [...ORDINARY_29, ...TEMPLATE_SLIPS_29, ...SLIPS_29];
