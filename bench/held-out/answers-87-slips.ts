/**
 * Set 87, slips in direct chats, in the same shapes as the meant messages: a photo or a friend
 * described to no one, context and summaries, notes to self or to the operator, the persona
 * narrated, a cut recipe.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { elif, ira, kasia, mae, marta, opa, tom, yuto } from './answers-87-cast.js';

export const SLIPS_87: readonly CorpusEntry[] = [
  // Gemini reads an image aloud (who sent what, what it shows, what she wants) before the reply.
  marta({
    name: 'set87: Marta’s praise of the flat after a description of Lucía’s photo to no one',
    others: new Map([
      [4003, 'Mira el piso nuevo 📸'],
      [4005, '¿Qué te parece? Sé sincera'],
    ]),
    answer: `# «send»
Lucía has sent a photo of her new flat in Valencia: a bright living room, a small balcony with plants and a few unopened boxes. She wants an honest but supportive opinion.

qué pasada de luz!! el balcón es un sueño 😍

# «send»
sincera: las cajas sobran jajaja`,
    expect: [
      { type: 'send', text: 'qué pasada de luz!! el balcón es un sueño 😍' },
      { type: 'send', text: 'sincera: las cajas sobran jajaja' },
    ],
  }),
  // Gemini 3 opens a body with a context line it wrote for itself, in the persona's language.
  marta({
    name: 'set87: Marta’s line about the rain under a context line in Spanish',
    answer: `# «send»
Contexto: domingo por la tarde; Lucía está en Valencia, allí hace sol y en Madrid llueve.

aquí diluviando, qué envidia 😭 tráete el sol mañana`,
    expect: [{ type: 'send', text: 'aquí diluviando, qué envidia 😭 tráete el sol mañana' }],
  }),
  // A memory write the model put in the message instead of a note block.
  marta({
    name: 'set87: Marta’s good-luck message with a bracketed reminder about Lucía after it',
    others: new Map([[4005, 'Mañana empiezo en la ofi nueva, qué nervios']]),
    answer: `# «send»
vas a arrasar, ya verás 💪 luego me cuentas todo

(recordar: Lucía empieza en la oficina nueva el lunes; preguntarle el martes qué tal le fue)`,
    expect: [{ type: 'send', text: 'vas a arrasar, ya verás 💪 luego me cuentas todo' }],
  }),
  // A roleplay action naming the persona where the persona's style forbids actions.
  marta({
    name: 'set87: Marta’s comfort after an action that narrates her by name',
    actions: 'never',
    others: new Map([[4005, 'Jorge y yo lo hemos dejado']]),
    answer: `# «send»
*Marta abraza fuerte a Lucía*

lo siento muchísimo, de verdad. ¿te llamo esta noche?`,
    expect: [{ type: 'send', text: 'lo siento muchísimo, de verdad. ¿te llamo esta noche?' }],
  }),
  // The image caption a vision model writes first, in English, before the description asked for.
  opa({
    name: 'set87: Jakob’s description of the photo after an English caption before the blocks',
    answer: `The image shows an older couple standing in front of a white caravan by a lake, the woman in a red sun hat, the man holding up a large fish; mountains and a clear blue sky behind them.

# «send»
Auf dem Foto: Gerda und Walter vor ihrem Wohnwagen am See. Gerda mit rotem Sonnenhut, Walter hält einen großen Fisch hoch. Dahinter Berge und blauer Himmel.`,
    expect: [
      {
        type: 'send',
        text: 'Auf dem Foto: Gerda und Walter vor ihrem Wohnwagen am See. Gerda mit rotem Sonnenhut, Walter hält einen großen Fisch hoch. Dahinter Berge und blauer Himmel.',
      },
    ],
  }),
  // A reading of the partner's mood and the plan for the answer, sent as its own block last.
  ira({
    name: 'set87: Oksana’s comfort, then a block reading her sister’s mood',
    others: new Map([[4005, 'Смена 14 часов, ноги отваливаются']]),
    answer: `# «send»
бедная моя 😢 ложись скорее, завтра созвонимся

# «send»
Ира устала после смены и ждёт поддержки, а не советов. Ответ короткий и тёплый, без лишних вопросов.`,
    expect: [{ type: 'send', text: 'бедная моя 😢 ложись скорее, завтра созвонимся' }],
  }),
  // The answer stopped at the output limit inside the recipe's second block.
  ira({
    name: 'set87: Oksana’s recipe cut off at the output limit after a first message',
    truncated: true,
    others: new Map([[4005, 'Скинь мамин рецепт сырников, хочу детям сделать']]),
    answer: `# «send»
сейчас скину, мамин вариант 👇

# «send»
Сырники (на 12 штук)
- 500 г творога
- 1 яйцо
- 2 ст. л. сахара

Творог размять вилкой, добавить яй`,
    expect: [{ type: 'send', text: 'сейчас скину, мамин вариант 👇' }],
    withheld: ['truncated'],
  }),
  // Narration of the persona typing, as a storyteller writes it, over the message.
  ira({
    name: 'set87: Oksana’s reassurance under a line narrating her typing',
    answer: `# «send»
Оксана улыбается и печатает:
не переживай, мы справляемся, мама уже выучила все автобусы 😄`,
    expect: [{ type: 'send', text: 'не переживай, мы справляемся, мама уже выучила все автобусы 😄' }],
  }),
  // The model's limits explained to whoever runs it, in brackets under the message.
  tom({
    name: 'set87: Priya’s promise of the CV template with a bracketed note for the operator',
    others: new Map([[4005, 'Can you send me that CV template you used? Mine looks like 2009']]),
    answer: `# «send»
I'll send you the template tonight when I'm at my laptop, it's the one with the grey sidebar

(Note for the operator: I can't attach files from here, so the PDF would need to be sent manually.)`,
    expect: [
      {
        type: 'send',
        text: "I'll send you the template tonight when I'm at my laptop, it's the one with the grey sidebar",
      },
    ],
  }),
  // A vision model's caption of the mother's own photo, in Portuguese, before the daughter's reply.
  mae({
    name: 'set87: Beatriz’s joy at the cake after a caption of her mother’s photo',
    others: new Map([
      [4003, 'Fiz aquele bolo de fubá hoje, olha'],
      [4005, 'Ficou bonito?'],
    ]),
    answer: `# «send»
A foto mostra um bolo de fubá redondo com cobertura de goiabada, numa travessa azul sobre a mesa da cozinha. Parece caseiro e bem fofinho.

MÃE que lindo!!! guarda um pedaço pra mim 😭`,
    expect: [{ type: 'send', text: 'MÃE que lindo!!! guarda um pedaço pra mim 😭' }],
  }),
  // Two slips: reasoning about the friend before the blocks, and a speaker label on the body.
  yuto({
    name: 'set87: Kenji’s forecast after English reasoning, labelled with his name',
    answer: `Yuto is asking about tomorrow's weather because of the fishing trip. Kenji should check and give a short, casual answer.

# «send»
Kenji: 明日は朝くもり、昼から晴れ。風はちょっと強いけど行けると思う`,
    expect: [{ type: 'send', text: '明日は朝くもり、昼から晴れ。風はちょっと強いけど行けると思う' }],
  }),
  // Reasoning in the persona's language about the friend, left at the top of the body.
  elif({
    name: 'set87: Zeynep’s comfort under a Turkish paragraph about what Elif needs',
    others: new Map([[4005, 'Sınavdan kaldım. Yine.']]),
    answer: `# «send»
Elif sınavdan yine kaldığını söylüyor ve moral bekliyor. Kısa ve sıcak bir cevap en iyisi, akıl vermemeli.

of ya 💔 bu sınav herkesi yakıyor, sorun sende değil. akşam çıkalım mı, kahveler benden`,
    expect: [
      {
        type: 'send',
        text: 'of ya 💔 bu sınav herkesi yakıyor, sorun sende değil. akşam çıkalım mı, kahveler benden',
      },
    ],
  }),
  // Two slips: a helper's lead-in before the block and a stage direction naming the persona after it.
  elif({
    name: 'set87: Zeynep’s sketch of her flatmate between a lead-in and a stage direction',
    answer: `Here's Zeynep's reply:

# «send»
Adı Selin, 24 yaşında, tıp okuyor. Çok tatlı ama gece 2'de keman çalıyor 🙃

(Zeynep telefonu bırakıp çayını içmeye devam eder)`,
    expect: [
      {
        type: 'send',
        text: "Adı Selin, 24 yaşında, tıp okuyor. Çok tatlı ama gece 2'de keman çalıyor 🙃",
      },
    ],
  }),
  // A summary of the turn the model wrote for itself, sent as the last block.
  kasia({
    name: 'set87: Ania’s meeting points followed by a block summing up the turn',
    answer: `# «send»
Zebranie 17.11:
1. Remont dachu od kwietnia, zaliczka 800 zł.
2. Nowy zarządca od stycznia.
3. Rowery z klatki do piwnicy do końca miesiąca.

# «send»
Podsumowanie: Kasia pytała o zebranie, Ania wysłała jej najważniejsze punkty. Na razie nic więcej nie trzeba pisać.`,
    expect: [
      {
        type: 'send',
        text: 'Zebranie 17.11:\n1. Remont dachu od kwietnia, zaliczka 800 zł.\n2. Nowy zarządca od stycznia.\n3. Rowery z klatki do piwnicy do końca miesiąca.',
      },
    ],
  }),
];
