/**
 * Set 52, slips of Tobias, Marisol and Priya: the chat model's helper voice beside the persona's
 * message (a framing line for whoever asked, praise or explanation of its own message, an apology
 * for its limits, a disclaimer, a closing offer, wishes or compliments to the model's user).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { daniela, lea, primos, striders, wg } from './answers-52-cast.js';

export const SLIPS_52_A: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash introduces the answer for whoever asked it, above the first block.
  lea({
    name: 'tobias: a framing line naming him and Lea above the block',
    answer: `Here's a friendly reply from Tobias to Lea:

# «send»
Hängt davon ab, was kaputt ist. Schaltzug tauschen: 12 €, neues Schaltwerk eher 40 🚲`,
    expect: [
      {
        type: 'send',
        text: 'Hängt davon ab, was kaputt ist. Schaltzug tauschen: 12 €, neues Schaltwerk eher 40 🚲',
      },
    ],
    withheld: ['outside-blocks'],
  }),
  // Gemini 2.5 Flash explains its own message in the chat's language at the body's end.
  lea({
    name: 'tobias: a German paragraph praising the answer under it',
    answer: `# «send»
So 15–20 €, wenn's nur der Zug ist. Genaueres sag ich dir Samstag 👍

Diese Antwort geht direkt auf Leas Frage nach dem Preis ein und bleibt dabei locker und hilfsbereit.`,
    expect: [{ type: 'send', text: "So 15–20 €, wenn's nur der Zug ist. Genaueres sag ich dir Samstag 👍" }],
  }),
  // Gemini 3 adds a first-person note on its choices in English under a German message.
  lea({
    name: 'tobias: an English first-person note on the price range',
    answer: `# «send»
Kann ich erst sagen, wenn ich's seh. Aber mehr als 25 € wird's kaum 😉

I kept it casual and gave a rough ceiling, since Tobias can't know the fault before seeing the bike.`,
    expect: [
      { type: 'send', text: "Kann ich erst sagen, wenn ich's seh. Aber mehr als 25 € wird's kaum 😉" },
    ],
  }),
  // GPT-4o closes with an offer to make the message sound different.
  lea({
    name: 'tobias: an offer to sound more professional after the message',
    answer: `# «send»
Für dich? Kaffee und Kuchen, dann passt das 😄 Im Ernst, Material zahlst du, Arbeit geht aufs Haus

Want me to make it sound a bit more professional, in case Lea prefers a real quote?`,
    expect: [
      {
        type: 'send',
        text: 'Für dich? Kaffee und Kuchen, dann passt das 😄 Im Ernst, Material zahlst du, Arbeit geht aufs Haus',
      },
    ],
  }),
  // Claude apologises for what it cannot know before writing the persona's message.
  lea({
    name: 'tobias: an apology for not seeing the bike, before the block',
    answer: `I can't actually see Lea's bike, so I've given a rough estimate rather than a firm price.

# «send»
Wahrscheinlich 10–15 €, meistens ist es nur der Zug. Bring's Samstag vorbei, dann weiß ich's`,
    expect: [
      {
        type: 'send',
        text: "Wahrscheinlich 10–15 €, meistens ist es nur der Zug. Bring's Samstag vorbei, dann weiß ich's",
      },
    ],
    withheld: ['outside-blocks'],
  }),
  // Gemini 2.5 Pro compliments its user about the partner, speaking of Lea in the third person.
  lea({
    name: 'tobias: a compliment about being a helpful friend to Lea',
    answer: `# «send»
Zwischen 10 und 20 €. Und fürs Café: Kaputt in der Karl-Heine, die haben den besten Käsekuchen

Lea hat Glück, so einen hilfsbereiten Freund zu haben! 😊`,
    expect: [
      {
        type: 'send',
        text: 'Zwischen 10 und 20 €. Und fürs Café: Kaputt in der Karl-Heine, die haben den besten Käsekuchen',
      },
    ],
  }),
  // Two slips (Gemini 2.5 Flash in German): an offer of an answer before, a hope it helps after.
  lea({
    name: 'tobias: a German framing line before and a hope after',
    answer: `Klar! Hier ist eine mögliche Antwort:

# «send»
Schätze 15 €. Wenn's mehr wird, sag ich vorher Bescheid, versprochen

Ich hoffe, das hilft dir weiter!`,
    expect: [{ type: 'send', text: "Schätze 15 €. Wenn's mehr wird, sag ich vorher Bescheid, versprochen" }],
    withheld: ['outside-blocks'],
  }),
  // Gemini 2.5 Flash describes what the message does for the group, in English.
  wg({
    name: 'tobias: a paragraph on what the reply confirms, in the group',
    callout: true,
    answer: `# «send»
Klar, ich koch! Gibt Chili, 19 Uhr 🌶️

This reply confirms Tobias will cook, sets a time, and keeps the group chat light.`,
    expect: [{ type: 'send', text: 'Klar, ich koch! Gibt Chili, 19 Uhr 🌶️', replyTo: 4005 }],
  }),
  // Gemini 3 writes its disclaimer about missing information as a message of its own.
  wg({
    name: 'tobias: a second block that only disclaims what the model does not know',
    callout: true,
    answer: `# «send»
Ja mach ich 👨‍🍳 Bring aber Rotwein, nicht den süßen von letztem Mal

# «send»
Hinweis: Ich habe keine Informationen darüber, was im Kühlschrank ist, daher habe ich kein konkretes Gericht genannt.`,
    expect: [
      {
        type: 'send',
        text: 'Ja mach ich 👨‍🍳 Bring aber Rotwein, nicht den süßen von letztem Mal',
        replyTo: 4005,
      },
    ],
  }),
  // Llama 3 behind the endpoint hopes its response meets the user's needs.
  wg({
    name: 'tobias: a hope that the response meets the needs',
    callout: true,
    answer: `# «send»
Deal. Pasta für alle, aber Sina kümmert sich um den Kühlschrank 😤

I hope this response meets your needs! 😊`,
    expect: [
      {
        type: 'send',
        text: 'Deal. Pasta für alle, aber Sina kümmert sich um den Kühlschrank 😤',
        replyTo: 4005,
      },
    ],
  }),
  // Gemini 3 explains, as a block of its own between two messages, why it split the answer.
  wg({
    name: 'tobias: a middle block explaining the split into two messages',
    callout: true,
    answer: `# «send»
Jo, ich koch!

# «send»
Two short messages feel more natural here than one long one, so I split the answer.

# «send»
Sina, der Harzer muss trotzdem raus 😂`,
    expect: [
      { type: 'send', text: 'Jo, ich koch!', replyTo: 4005 },
      { type: 'send', text: 'Sina, der Harzer muss trotzdem raus 😂' },
    ],
  }),
  // Gemini 2.5 Flash frames the answer in Spanish for whoever asked it.
  daniela({
    name: 'marisol: a Spanish framing line naming her and Daniela',
    answer: `¡Claro! Aquí tienes una respuesta cálida de Marisol para Daniela:

# «send»
¡Sí sale! Nomás ponle una charola con agua abajo y gíralo a la mitad. Mi horno también es de la prehistoria 😂`,
    expect: [
      {
        type: 'send',
        text: '¡Sí sale! Nomás ponle una charola con agua abajo y gíralo a la mitad. Mi horno también es de la prehistoria 😂',
      },
    ],
    withheld: ['outside-blocks'],
  }),
  // Gemini 3 closes with a first-person note on the tone it kept, in Spanish.
  daniela({
    name: 'marisol: a Spanish note on the tone kept, under the tip',
    answer: `# «send»
Claro que sale, mi reina. Precaliéntalo bien y no abras la puerta antes de los 30 min 🌽

Mantuve el tono cercano y le di un consejo práctico sobre el horno, como lo haría una panadera.`,
    expect: [
      {
        type: 'send',
        text: 'Claro que sale, mi reina. Precaliéntalo bien y no abras la puerta antes de los 30 min 🌽',
      },
    ],
  }),
  // GPT-4o adds an impersonal disclaimer in italics under the persona's tip.
  daniela({
    name: 'marisol: an impersonal italic disclaimer on baking times',
    answer: `# «send»
Sí, yo así lo hice años. Vigílalo desde los 35 min y pícale con un palillo

*Nota: los tiempos de horneado pueden variar según el horno; se recomienda vigilar la cocción.*`,
    expect: [
      { type: 'send', text: 'Sí, yo así lo hice años. Vigílalo desde los 35 min y pícale con un palillo' },
    ],
  }),
  // Claude wishes its user well about the partner's family, naming Daniela in the third person.
  daniela({
    name: 'marisol: a wish about Daniela’s mother-in-law in the third person',
    answer: `# «send»
Sale perfecto, no te preocupes. Si se dora muy rápido le pones papel aluminio encima

¡Ojalá a la suegra de Daniela le encante el pan de elote! 🎂`,
    expect: [
      {
        type: 'send',
        text: 'Sale perfecto, no te preocupes. Si se dora muy rápido le pones papel aluminio encima',
      },
    ],
  }),
  // Gemini 2.5 Flash offers to shorten the answer or add to it, in Spanish.
  daniela({
    name: 'marisol: a Spanish offer to shorten the reply',
    answer: `# «send»
Ay sí sale, tranquila. Lo importante es la mantequilla bien derretida 🧈

# «send»
Y si se te complica me llamas

¿Quieres que haga la respuesta más corta o que agregue la receta completa?`,
    expect: [
      { type: 'send', text: 'Ay sí sale, tranquila. Lo importante es la mantequilla bien derretida 🧈' },
      { type: 'send', text: 'Y si se te complica me llamas' },
    ],
  }),
  // Gemini 2.5 Flash explains what the group message achieves, in Spanish.
  primos({
    name: 'marisol: a paragraph on what the answer confirms for the cousins',
    callout: true,
    answer: `# «send»
Yo llevo el pan 🥖 conchas y orejas

Esta respuesta confirma que Marisol llevará el pan, deja los tamales para otros primos y mantiene el ambiente familiar.`,
    expect: [{ type: 'send', text: 'Yo llevo el pan 🥖 conchas y orejas', replyTo: 4005 }],
  }),
  // Gemini 3 opens with a first-person account of whom it answers and why.
  primos({
    name: 'marisol: a first paragraph saying she answers only Fer',
    callout: true,
    answer: `Respondo solo a Fer porque la pregunta es para mí; lo demás del chat ya está cubierto.

# «send»
Los tamales los traigo yo, de rajas y de dulce 🫔`,
    expect: [{ type: 'send', text: 'Los tamales los traigo yo, de rajas y de dulce 🫔', replyTo: 4005 }],
    withheld: ['outside-blocks'],
  }),
  // GPT-4o-mini compliments the user's family tradition while framing the reply.
  primos({
    name: 'marisol: a compliment on the tradition framing the reply',
    callout: true,
    answer: `What a fun family tradition! Here's a reply Marisol could send:

# «send»
¡El pan lo llevo yo! Y si sobra masa, unas galletas para los niños 🍪`,
    expect: [
      {
        type: 'send',
        text: '¡El pan lo llevo yo! Y si sobra masa, unas galletas para los niños 🍪',
        replyTo: 4005,
      },
    ],
    withheld: ['outside-blocks'],
  }),
  // Gemini 2.5 Pro notes, after the message, what it has no information about.
  primos({
    name: 'marisol: a note on what the model does not know about Valeria',
    callout: true,
    answer: `# «send»
Llevo el pan, y si nadie se apunta con los tamales los hago yo también 💪

Nota: No tengo información sobre si Valeria ya se ofreció a llevar los tamales.`,
    expect: [
      {
        type: 'send',
        text: 'Llevo el pan, y si nadie se apunta con los tamales los hago yo también 💪',
        replyTo: 4005,
      },
    ],
  }),
  // Gemini 2.5 Flash frames the group answer for whoever asked it.
  striders({
    name: 'priya: a framing line offering what she could send',
    callout: true,
    answer: `Sure! Here's a reply Priya could send to the group:

# «send»
Muddy but fine! Avoid the stretch after Mile End lock, it's basically a paddling pool 🦆`,
    expect: [
      {
        type: 'send',
        text: "Muddy but fine! Avoid the stretch after Mile End lock, it's basically a paddling pool 🦆",
        replyTo: 4005,
      },
    ],
    withheld: ['outside-blocks'],
  }),
  // Gemini 3 reviews its two messages in the first person at the end of the second.
  striders({
    name: 'priya: a first-person review of both messages under the second',
    callout: true,
    answer: `# «send»
Yep, ran it on the 2nd, mostly fine 👍

# «send» 4003
Hollie come with me, we'll do the short loop

I kept both points short: the towpath answer for Gemma and the shortcut for Hollie.`,
    expect: [
      { type: 'send', text: 'Yep, ran it on the 2nd, mostly fine 👍', replyTo: 4005 },
      { type: 'send', text: "Hollie come with me, we'll do the short loop", replyTo: 4003 },
    ],
  }),
  // Claude adds a caveat about its own knowledge under the persona's message.
  striders({
    name: 'priya: a caveat that the model has no current towpath information',
    callout: true,
    answer: `# «send»
Should be ok! Bit slippy under the bridges, so maybe not the fancy road shoes 😅

I should mention I don't have current information on the towpath's condition, so this is based on Priya's run last month.`,
    expect: [
      {
        type: 'send',
        text: 'Should be ok! Bit slippy under the bridges, so maybe not the fancy road shoes 😅',
        replyTo: 4005,
      },
    ],
  }),
  // Gemini 2.5 Pro sends good wishes to the model's user and "your club".
  striders({
    name: 'priya: good wishes to the user’s club after the message',
    callout: true,
    answer: `# «send»
All good when I did it, just puddles by the gasworks. Tunde's route is a good one 👌

Good luck to your club on Sunday, and stay safe on the muddy bits! 🏃‍♀️`,
    expect: [
      {
        type: 'send',
        text: "All good when I did it, just puddles by the gasworks. Tunde's route is a good one 👌",
        replyTo: 4005,
      },
    ],
  }),
  // Two slips (GPT-4.1): a line on how it will answer, and an invitation to edit the details.
  striders({
    name: 'priya: a line on the style chosen before, an invitation to adjust after',
    callout: true,
    answer: `Okay! Short and friendly, like Priya's other messages:

# «send»
Towpath's fine, just wear shoes you don't love 😂

Feel free to adjust the detail about the shoes if it doesn't fit.`,
    expect: [{ type: 'send', text: "Towpath's fine, just wear shoes you don't love 😂", replyTo: 4005 }],
    withheld: ['outside-blocks'],
  }),
];
