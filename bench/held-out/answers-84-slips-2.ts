/** Set 84's answers with slips in Spanish, German and Brazilian Portuguese chats. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { annika, julia, tomas, WG_BINS } from './answers-84-cast.js';

export const SLIPS_2: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: a Spanish lead-in presenting the persona's reply before the first block.
  tomas({
    name: 'tomás: a Spanish lead-in before the block',
    answer: `Claro, esta sería una respuesta natural de Tomás para su hermana:

# «send»
jaja sí te la paso, pero no le digas a mi mamá que le puse chile de árbol`,
    expect: [
      { type: 'send', text: 'jaja sí te la paso, pero no le digas a mi mamá que le puse chile de árbol' },
    ],
    withheld: ['outside-blocks'],
  }),
  // Llama 3.1: the model goes on to write the sister's next turn under her name.
  tomas({
    name: 'tomás: an invented turn for Lupe after the message',
    answer: `# «send»
Sí, al rato te la mando por aquí, déjame encontrar la libreta

Lupe: gracias hermanito, eres el mejor 🥰`,
    expect: [{ type: 'send', text: 'Sí, al rato te la mando por aquí, déjame encontrar la libreta' }],
  }),
  // GPT-4o: an English remark about the language of the reply, after a Spanish message.
  tomas({
    name: 'tomás: an English remark on the reply’s language',
    answer: `# «send»
Órale, pero me invitas cuando lo hagas, eh 😄

(Responded in Spanish to match Lupe's messages.)`,
    expect: [{ type: 'send', text: 'Órale, pero me invitas cuando lo hagas, eh 😄' }],
  }),
  // Gemini 2.5 Flash at the output limit: the recipe block cut in the middle of its list.
  tomas({
    name: 'tomás: a recipe cut off after a short message',
    truncated: true,
    answer: `# «send»
Va, ahorita te la escribo

# «send»
Pozole rojo:
1. 1 kg de maíz pozolero
2. 1 kg de carne de cerdo (maciza y cos`,
    expect: [{ type: 'send', text: 'Va, ahorita te la escribo' }],
    withheld: ['truncated'],
  }),
  // Gemini 3 Pro: an English thought summary with a title over a German message, inside the block.
  annika({
    name: 'annika: an English thought summary inside the block',
    answer: `# «send»
**Confirming Thursday Availability**

I've checked my earlier message in the chat: I'm free on Thursday, so I'll simply agree and keep it short for the flat group.

Ja klar, ich mach ihr auf 👍`,
    expect: [{ type: 'send', text: 'Ja klar, ich mach ihr auf 👍', replyTo: 4005 }],
  }),
  // Mistral: silence in the flat group narrated as an action in German, naming the persona.
  annika({
    name: 'annika: silence narrated as an action in German',
    callout: false,
    others: WG_BINS,
    answer: `# «send»
*Annika liest Bens Nachricht, zuckt mit den Schultern und schreibt nichts.*`,
    expect: [],
  }),
  // Qwen 2.5 Coder behind the endpoint: a function call written as a tag with a JSON body.
  annika({
    name: 'annika: a function tag with a JSON body',
    answer: `<function=reply_to_group>{"text": "Ja, Donnerstag passt, ich bin den ganzen Vormittag da."}</function>`,
    expect: [{ type: 'send', text: 'Ja, Donnerstag passt, ich bin den ganzen Vormittag da.', replyTo: 4005 }],
  }),
  // GPT-4o: a German reading of the request and the persona's plan, said to no one, opening the body.
  annika({
    name: 'annika: a German reading of Mira’s request opening the body',
    answer: `# «send»
Mira braucht jemanden, der am Donnerstag zuhause ist. Annika hat frei, also sagt sie zu.

Kein Problem, ich bin da. Sagt mir nur, ob sie auch in die Küche muss.`,
    expect: [
      {
        type: 'send',
        text: 'Kein Problem, ich bin da. Sagt mir nur, ob sie auch in die Küche muss.',
        replyTo: 4005,
      },
    ],
  }),
  // DeepSeek R1: Portuguese reasoning in tags, and a closing wish about the persona's voice (two slips).
  julia({
    name: 'júlia: reasoning in tags and a closing wish about her voice',
    answer: `<think>
O Caio quer ir junto se eu for. Eu já tenho ingresso, então é só confirmar e combinar o horário.
</think>

# «send»
fechou!! compra logo antes que acabe a meia

Espero que essa resposta capture bem o jeito da Júlia!`,
    expect: [{ type: 'send', text: 'fechou!! compra logo antes que acabe a meia' }],
  }),
  // Gemini 2.5 Flash: a remark on the reply written as a Brazilian "Obs." line after the message.
  julia({
    name: 'júlia: an Obs. line about the reply’s tone',
    answer: `# «send»
siiiim, vamos juntos! te espero na entrada às 19h

Obs.: mantive a resposta curta e animada, no mesmo tom das mensagens do Caio.`,
    expect: [{ type: 'send', text: 'siiiim, vamos juntos! te espero na entrada às 19h' }],
  }),
  // Gemma 3 with its turn tokens lost: the bare role word of the template over the message.
  julia({
    name: 'júlia: a bare template role word over the message',
    answer: `model
fechadíssimo 🤝 depois do show a gente come um pastel`,
    expect: [{ type: 'send', text: 'fechadíssimo 🤝 depois do show a gente come um pastel' }],
  }),
  // Llama 3.3 at the output limit: a reaction, then a message cut off.
  julia({
    name: 'júlia: a reaction and a message cut off',
    truncated: true,
    answer: `# «react»
🔥

# «send»
fechou! vou ver se a Bia quer ir também, ela tava falando que`,
    expect: [{ type: 'react', emoji: '🔥', messageId: 4005 }],
    withheld: ['truncated'],
  }),
];
