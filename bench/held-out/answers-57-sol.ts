/** Set 57, Sol in the Madrid neighbours' group (Spanish): Sole, Marisol and the rooftop lunch. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { sol } from './answers-57-cast.js';

export const SOL: readonly CorpusEntry[] = [
  sol({
    name: 'set57 sol hands out the lunch list by name',
    answer: `# «send» 4005
¡Me apunto! Propongo:
Sole: tortilla
Marisol: ensalada
Paco: bebidas
Chelo: sillas de la azotea
yo: postre 🍰`,
    expect: [
      {
        type: 'send',
        text: '¡Me apunto! Propongo:\nSole: tortilla\nMarisol: ensalada\nPaco: bebidas\nChelo: sillas de la azotea\nyo: postre 🍰',
        replyTo: 4005,
      },
    ],
  }),
  // Gemini 2.5 Flash carrying on the group after its message: Sole's answer to it, unasked.
  sol({
    name: 'set57 sol then sole confirms in her own words',
    answer: `# «send» 4005
Me apunto! Llevo la tortilla de mi madre, la buena 😌

Sole: perfecto, te apunto, ¡la tortilla de tu madre es sagrada!`,
    expect: [{ type: 'send', text: 'Me apunto! Llevo la tortilla de mi madre, la buena 😌', replyTo: 4005 }],
  }),
  sol({
    name: 'set57 sol answers chelo then sole',
    answer: `# «send» 4003
Chelo sí!! azotea o nada ☀️

# «send» 4005
Y me apunto, llevo tortilla`,
    expect: [
      { type: 'send', text: 'Chelo sí!! azotea o nada ☀️', replyTo: 4003 },
      { type: 'send', text: 'Y me apunto, llevo tortilla', replyTo: 4005 },
    ],
  }),
  // A model continuing the chat as a Telegram Desktop copy would show it: "Name, [date time]".
  sol({
    name: 'set57 sol then a desktop copy header for sole',
    answer: `# «send»
Sí, contad conmigo. Bajo a las 14h con la nevera portátil

Sole, [28.11.2026 20:14]
¡Genial, gracias Sol! Ya somos nueve`,
    expect: [
      {
        type: 'send',
        text: 'Sí, contad conmigo. Bajo a las 14h con la nevera portátil',
        replyTo: 4005,
      },
    ],
  }),
  sol({
    name: 'set57 sol the weather word opens the message',
    answer: `# «send»
Sol y 24 grados el sábado según la AEMET, así que azotea sí o sí 😎 Me apunto`,
    expect: [
      {
        type: 'send',
        text: 'Sol y 24 grados el sábado según la AEMET, así que azotea sí o sí 😎 Me apunto',
        replyTo: 4005,
      },
    ],
  }),
  // Both sides of an exchange: the model labels its own line, then writes Sole and answers her.
  sol({
    name: 'set57 sol labelled line then a made-up exchange',
    answer: `Sol: me apunto, llevo el postre
Sole: ¿tarta de queso otra vez? 😍
Sol: claro, ¿qué si no?`,
    expect: [{ type: 'send', text: 'me apunto, llevo el postre', replyTo: 4005 }],
  }),
  sol({
    name: 'set57 sol quotes ruben and owns the box',
    answer: `# «send» 4001
> Quien haya dejado la caja de la mudanza en el rellano del 3º
Rubén, es mía 😅 la quito esta tarde, perdón`,
    expect: [
      {
        type: 'send',
        text: '> Quien haya dejado la caja de la mudanza en el rellano del 3º\nRubén, es mía 😅 la quito esta tarde, perdón',
        replyTo: 4001,
      },
    ],
  }),
  // A second block written for another member, her name bolded as a label.
  sol({
    name: 'set57 sol then a block in marisol voice',
    answer: `# «send» 4005
Yo llevo la tortilla 🥔

# «send»
**Marisol:** yo me encargo de las sillas, que tengo cuatro plegables en el trastero`,
    expect: [{ type: 'send', text: 'Yo llevo la tortilla 🥔', replyTo: 4005 }],
  }),
  sol({
    name: 'set57 sol relays what inma said',
    answer: `# «send»
Me apunto! Y aviso de parte de Inma: la reunión del jueves se pasa a las 20h, que el administrador no llega antes`,
    expect: [
      {
        type: 'send',
        text: 'Me apunto! Y aviso de parte de Inma: la reunión del jueves se pasa a las 20h, que el administrador no llega antes',
        replyTo: 4005,
      },
    ],
  }),
  // A made-up service line and a new member's first message after the persona's answer.
  sol({
    name: 'set57 sol then a made-up join line and greeting',
    answer: `# «send» 4005
Apuntadísima, llevo hielo y limones 🍋

Sole añadió a Dani al grupo
Dani: hola vecinos! soy el del 4ºB, ¿puedo ir yo también?`,
    expect: [{ type: 'send', text: 'Apuntadísima, llevo hielo y limones 🍋', replyTo: 4005 }],
  }),
  // Two slips: the writer's plan before the block, and Chelo's line after it.
  sol({
    name: 'set57 sol plan first then chelo line',
    answer: `Sole pregunta si me apunto a la comida del sábado. Respondo que sí y digo qué llevo.

# «send» 4005
Sí! llevo croquetas caseras

Chelo: y yo el vino 🍷`,
    expect: [{ type: 'send', text: 'Sí! llevo croquetas caseras', replyTo: 4005 }],
  }),
  sol({
    name: 'set57 sol reacts to chelo and answers sole',
    answer: `# «react» 4003
🔥

# «send»
Me apunto! ¿A qué hora subimos?`,
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4003 },
      { type: 'send', text: 'Me apunto! ¿A qué hora subimos?', replyTo: 4005 },
    ],
  }),
  sol({
    name: 'set57 sol addresses two members before a colon',
    answer: `# «send» 4000
Marisol y Sole: os bajo las llaves del trastero ahora mismo, estoy en casa`,
    expect: [
      {
        type: 'send',
        text: 'Marisol y Sole: os bajo las llaves del trastero ahora mismo, estoy en casa',
        replyTo: 4000,
      },
    ],
  }),
  // A quoted-reply arrow the model drew for Sole's answer, as chat apps show replies.
  sol({
    name: 'set57 sol then a reply arrow for sole',
    answer: `# «send» 4005
Claro que sí, cuenta conmigo y con mi hermana si puede venir

↳ Sole respondió:
¡Claro! Cuantos más mejor 🥳`,
    expect: [
      {
        type: 'send',
        text: 'Claro que sí, cuenta conmigo y con mi hermana si puede venir',
        replyTo: 4005,
      },
    ],
  }),
  sol({
    name: 'set57 sol two short messages in a row',
    answer: `# «send»
jajaja Chelo siempre pensando en la azotea

# «send»
me apunto, llevo pan y aceitunas`,
    expect: [
      { type: 'send', text: 'jajaja Chelo siempre pensando en la azotea', replyTo: 4005 },
      { type: 'send', text: 'me apunto, llevo pan y aceitunas' },
    ],
  }),
];
