/**
 * Set 91, answers with slips from models behind the OpenAI-compatible endpoint (Llama 3.x,
 * Qwen, DeepSeek, Mistral) and from Gemini 3 Pro and 2.5 Flash: Jasper and Owen in English,
 * Delphine in French, Frieda in German, Lucía in Spanish; one slip each, a few with two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bins, concert, kopien, shop, table, tempo, trabajo } from './answers-91-cast.js';

export const SLIPS_91_MORE: readonly CorpusEntry[] = [
  // Llama 3.x: the end-of-turn token, then a user turn the model made up.
  {
    name: 'set91: Jasper and a made-up turn after the end token',
    ...bins,
    answer: `# «send» 4005
Yep my week, sorry lads, doing it now<|eot_id|><|start_header_id|>user<|end_header_id|>

Olu: cheers mate`,
    expect: [{ type: 'send', text: 'Yep my week, sorry lads, doing it now', replyTo: 4005 }],
  },
  // Two slips (Llama 3.x): a lead-in about the format, and the whole answer in a fence.
  {
    name: 'set91: Jasper fenced under a lead-in about the format',
    ...bins,
    answer: `Here is my response in the required format:

\`\`\`
# «send» 4005
Guilty, it's me. Bins going out now

# «send» 4003
Oven wasn't me though, I swear on the fox
\`\`\``,
    expect: [
      { type: 'send', text: "Guilty, it's me. Bins going out now", replyTo: 4005 },
      { type: 'send', text: "Oven wasn't me though, I swear on the fox", replyTo: 4003 },
    ],
  },
  // Llama 3.x: its role's name printed before the answer.
  {
    name: 'set91: Jasper after a bare role line',
    ...bins,
    answer: `assistant

# «send» 4005
Yeah that's me, on it in 5`,
    expect: [{ type: 'send', text: "Yeah that's me, on it in 5", replyTo: 4005 }],
  },
  // Qwen 3: its reasoning in think tags before the blocks.
  {
    name: 'set91: Jasper after a think span',
    ...shop,
    answer: `<think>
Ines asked Mei about the eggs. Jasper is already in for the shop, so a quick joke fits.
</think>

# «send» 4005
Pancake Sunday confirmed?? I'll bring the syrup`,
    expect: [{ type: 'send', text: "Pancake Sunday confirmed?? I'll bring the syrup", replyTo: 4005 }],
    withheld: ['reasoning'],
  },
  // Qwen / Gemini in a group: the persona's silence narrated in plain prose, unasked.
  {
    name: 'set91: Jasper narrated staying out of it',
    ...shop,
    answer: `Jasper stays out of the egg debate and says nothing.`,
    expect: [],
  },
  // Qwen 2.5 behind the endpoint: messages as Hermes-style tool calls.
  {
    name: 'set91: Owen as two tool calls',
    ...table,
    answer: `<tool_call>
{"name": "send_message", "arguments": {"text": "Map's finished, three levels of flooded ruins. Printing it on Tuesday", "reply_to": 4003}}
</tool_call>
<tool_call>
{"name": "send_message", "arguments": {"text": "Marcus, respec is fine, but give me a story reason"}}
</tool_call>`,
    expect: [
      {
        type: 'send',
        text: "Map's finished, three levels of flooded ruins. Printing it on Tuesday",
        replyTo: 4003,
      },
      { type: 'send', text: 'Marcus, respec is fine, but give me a story reason' },
    ],
  },
  // DeepSeek R1 distill: untagged reasoning as the first paragraph of the message.
  {
    name: 'set91: Owen with a thinking paragraph before his message',
    ...table,
    answer: `# «send» 4005
Okay, so Marcus is asking about a respec and Priya wants the map. Let me answer both in one go.

Map's done and printed! And yes Marcus, respec is fine, one downtime week`,
    expect: [
      {
        type: 'send',
        text: "Map's done and printed! And yes Marcus, respec is fine, one downtime week",
        replyTo: 4005,
      },
    ],
  },
  // DeepSeek V3 / Gemini 3: a checklist of the turn after the last message.
  {
    name: 'set91: Owen ticks off what he answered',
    ...table,
    answer: `# «send» 4003
Map's done, bringing it Wednesday

# «send» 4005
Respec is fine, one downtime week

✅ map question answered
✅ respec answered`,
    expect: [
      { type: 'send', text: "Map's done, bringing it Wednesday", replyTo: 4003 },
      { type: 'send', text: 'Respec is fine, one downtime week', replyTo: 4005 },
    ],
  },
  // Roleplay habit in a group, where actions are not sent: the persona's action narrated by name.
  {
    name: 'set91: Owen unrolls the map in an action',
    ...table,
    answer: `# «send» 4003
*Owen unrolls the map dramatically* Behold! Finished it last night

# «send» 4005
Respec approved`,
    expect: [
      { type: 'send', text: 'Behold! Finished it last night', replyTo: 4003 },
      { type: 'send', text: 'Respec approved', replyTo: 4005 },
    ],
  },
  // Mistral: its tool-call marker with a JSON list of calls as the whole answer.
  {
    name: 'set91: Delphine as Mistral tool calls',
    ...concert,
    answer: `[TOOL_CALLS][{"name": "send_message", "arguments": {"text": "Samedi on se fait un resto du coup ?"}}, {"name": "send_message", "arguments": {"text": "Et oui je te rends ton chargeur, promis juré"}}]`,
    expect: [
      { type: 'send', text: 'Samedi on se fait un resto du coup ?' },
      { type: 'send', text: 'Et oui je te rends ton chargeur, promis juré' },
    ],
  },
  // Mistral: end-of-sequence token, then an instruction turn it carried on writing.
  {
    name: "set91: Delphine and a made-up turn after Mistral's end token",
    ...concert,
    answer: `# «send»
On se fait un ciné samedi ? Et ton chargeur je l'ai, je te le ramène</s>[INST] Mathis : ok top, à samedi [/INST]`,
    expect: [{ type: 'send', text: "On se fait un ciné samedi ? Et ton chargeur je l'ai, je te le ramène" }],
  },
  // Mistral / GPT: the message under an answer key, then an offer to redo its tone, in French.
  {
    name: 'set91: Delphine under an answer key and an offer to rephrase',
    ...concert,
    answer: `# «send»
Réponse :
On se fait un resto samedi ? Et ton chargeur, oui, demain sans faute

Tu veux que je le formule de façon plus décontractée ?`,
    expect: [{ type: 'send', text: 'On se fait un resto samedi ? Et ton chargeur, oui, demain sans faute' }],
  },
  // Gemini 3 Pro: its reasoning in a block named in the chat's language.
  {
    name: 'set91: Frieda after a block named for thinking in German',
    ...kopien,
    answer: `# «überlegung»
Ulrike fragt direkt nach den Kopien, ich habe den Schlüssel, also zusagen.

# «send» 4005
Mache ich! Ich bringe sie Donnerstag mit in die Aula`,
    expect: [{ type: 'send', text: 'Mache ich! Ich bringe sie Donnerstag mit in die Aula', replyTo: 4005 }],
  },
  // Gemini 3 Pro in a group: the persona's silence narrated in an action.
  {
    name: 'set91: Frieda narrated keeping out of the tempo quarrel',
    ...tempo,
    answer: `# «send»
*Frieda hält sich aus der Tempo-Diskussion raus.*`,
    expect: [],
  },
  // Echo: the member's message quoted back as a line above the answer.
  {
    name: "set91: Frieda quotes Ulrike's question back",
    ...kopien,
    answer: `# «send»
> Frieda, kannst du die Kopien machen? Du hast doch den Schlüssel zum Kopierer

Ja klar, mache ich morgen früh!`,
    expect: [{ type: 'send', text: 'Ja klar, mache ich morgen früh!', replyTo: 4005 }],
    withheld: ['echo'],
  },
  // Two slips (Gemini 3 Pro): her name as a label, and a tone note closing the answer.
  {
    name: 'set91: Frieda labelled, then a tone note in brackets',
    ...kopien,
    answer: `# «send» 4005
Frieda: Klar, ich mache die Kopien! 30 Stück?

# «send» 4001
Und Bernd, die Noten liegen dann im Fach.

*(Ton: hilfsbereit und kurz gehalten)*`,
    expect: [
      { type: 'send', text: 'Klar, ich mache die Kopien! 30 Stück?', replyTo: 4005 },
      { type: 'send', text: 'Und Bernd, die Noten liegen dann im Fach.', replyTo: 4001 },
    ],
  },
  // DeepSeek R1: reasoning tags in English, then the message and its end-of-sentence token.
  {
    name: 'set91: Lucía after English reasoning and before an end token',
    ...trabajo,
    answer: `<think>
Sofía wants to celebrate and offers tacos. Lucía starts Monday, so Friday works. Reply with excitement.
</think>
# «send»
¡El viernes! Pero los tacos los pago yo, no se discute 🌮<｜end▁of▁sentence｜>`,
    expect: [{ type: 'send', text: '¡El viernes! Pero los tacos los pago yo, no se discute 🌮' }],
    withheld: ['reasoning'],
  },
  // Gemini 2.5 Flash: an analysis of the partner in Spanish as the first paragraph.
  {
    name: 'set91: Lucía under an analysis of Sofía',
    ...trabajo,
    answer: `# «send»
Sofía está emocionada y quiere celebrar. Le respondo con entusiasmo y propongo un día.

¡Sí! ¿Qué tal el viernes? Ya tengo hambre nomás de pensarlo`,
    expect: [{ type: 'send', text: '¡Sí! ¿Qué tal el viernes? Ya tengo hambre nomás de pensarlo' }],
  },
  // Two slips (DeepSeek V3): her name as a label, and an offer to shorten the reply.
  {
    name: 'set91: Lucía labelled, then an offer to shorten',
    ...trabajo,
    answer: `# «send»
Lucía: ¡El sábado! Y ni se te ocurra pagar tú, eh

¿Quieres que lo haga más corto?`,
    expect: [{ type: 'send', text: '¡El sábado! Y ni se te ocurra pagar tú, eh' }],
  },
  // Gemini 2.5 Flash at the output limit inside a sticker block.
  {
    name: 'set91: Lucía cut off inside a sticker',
    ...trabajo,
    truncated: true,
    answer: `# «send»
¡¡El viernes!! 🌮

# «sticker»
HeidiDu`,
    expect: [{ type: 'send', text: '¡¡El viernes!! 🌮' }],
    withheld: ['truncated'],
  },
];
