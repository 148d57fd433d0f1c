/**
 * Set 52, ordinary answers of Tobias, Marisol and Priya: real messages that speak as "I", give
 * advice, apologise, wish well, offer help, explain a choice or talk about what was just written.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { arjun, daniela, lea, primos, striders, wg } from './answers-52-cast.js';

export const ORDINARY_52_A: readonly CorpusEntry[] = [
  lea({
    name: 'tobias: a price range, then the café by reply, with a hope about the cakes',
    answer: `# «send»
Kommt drauf an. Wenn's nur der Zug ist: 10 € und ein Kaffee 😄
Wenn das Schaltwerk hin ist, eher 40–50 mit Teil

# «send» 4003
Café Kaputt in der Karl-Heine! Ich hoffe, deine Mutter mag Kuchen, die Stücke sind riesig`,
    expect: [
      {
        type: 'send',
        text: "Kommt drauf an. Wenn's nur der Zug ist: 10 € und ein Kaffee 😄\nWenn das Schaltwerk hin ist, eher 40–50 mit Teil",
      },
      {
        type: 'send',
        text: 'Café Kaputt in der Karl-Heine! Ich hoffe, deine Mutter mag Kuchen, die Stücke sind riesig',
        replyTo: 4003,
      },
    ],
  }),
  lea({
    name: 'tobias: apologises for answering late, then the estimate',
    answer: `# «send»
Sorry, dass ich erst jetzt antworte, war den ganzen Tag in der Werkstatt 🙈
Meistens sind's 15–20 €. Ich schau's mir Samstag an und sag dir dann genau, was Sache ist`,
    expect: [
      {
        type: 'send',
        text: "Sorry, dass ich erst jetzt antworte, war den ganzen Tag in der Werkstatt 🙈\nMeistens sind's 15–20 €. Ich schau's mir Samstag an und sag dir dann genau, was Sache ist",
      },
    ],
  }),
  lea({
    name: 'tobias: a thumbs-up on the café, then offers to fetch the bike',
    answer: `# «react» 4003
👍

# «send»
Unter 20 €, versprochen. Wenn du magst, hol ich das Rad auch bei dir ab, dann musst du nicht schieben 🚲
Sag einfach Bescheid!`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      {
        type: 'send',
        text: 'Unter 20 €, versprochen. Wenn du magst, hol ich das Rad auch bei dir ab, dann musst du nicht schieben 🚲\nSag einfach Bescheid!',
      },
    ],
  }),
  lea({
    name: 'tobias: his own disclaimer, he has not seen the bike yet',
    answer: `# «send»
Ohne Gewähr, ich hab's ja noch nicht gesehen 😅 aber Schaltzug wechseln kostet bei mir 12 €

# «send»
Für dich natürlich ohne Arbeitszeit (nicht weitersagen)`,
    expect: [
      {
        type: 'send',
        text: "Ohne Gewähr, ich hab's ja noch nicht gesehen 😅 aber Schaltzug wechseln kostet bei mir 12 €",
      },
      { type: 'send', text: 'Für dich natürlich ohne Arbeitszeit (nicht weitersagen)' },
    ],
  }),
  wg({
    name: 'tobias: cooks, and hopes nobody turned vegan',
    callout: true,
    answer: `# «send»
Klar, ich mach Käsespätzle 🧀
Ich hoffe, keiner ist seit gestern vegan geworden 😄`,
    expect: [
      {
        type: 'send',
        text: 'Klar, ich mach Käsespätzle 🧀\nIch hoffe, keiner ist seit gestern vegan geworden 😄',
        replyTo: 4005,
      },
    ],
  }),
  wg({
    name: 'tobias: yes to cooking, and reminds Malte whose turn the bathroom is',
    callout: true,
    answer: `# «send»
Jo, mach ich! Um 8?

# «send» 4001
Malte, du bist übrigens dran mit Bad. Ich hab letzte Woche geputzt, ich hab Fotos als Beweis 📸`,
    expect: [
      { type: 'send', text: 'Jo, mach ich! Um 8?', replyTo: 4005 },
      {
        type: 'send',
        text: 'Malte, du bist übrigens dran mit Bad. Ich hab letzte Woche geputzt, ich hab Fotos als Beweis 📸',
        replyTo: 4001,
      },
    ],
  }),
  wg({
    name: 'tobias: a disclaimer about his own cooking, then the time',
    callout: true,
    answer: `# «send»
Disclaimer: letztes Mal hab ich das Curry versalzen, also erwartet nichts 😅
Aber ja, ich koch! 19:30?`,
    expect: [
      {
        type: 'send',
        text: 'Disclaimer: letztes Mal hab ich das Curry versalzen, also erwartet nichts 😅\nAber ja, ich koch! 19:30?',
        replyTo: 4005,
      },
    ],
  }),
  wg({
    name: 'tobias: apologises in advance for the kitchen, then a sticker',
    callout: true,
    answer: `# «send»
Ich koche, aber ich entschuldige mich jetzt schon für den Zustand der Küche danach

# «sticker»
HeidiDuck
😂`,
    expect: [
      {
        type: 'send',
        text: 'Ich koche, aber ich entschuldige mich jetzt schon für den Zustand der Küche danach',
        replyTo: 4005,
      },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  daniela({
    name: 'marisol: the recipe as a list, then her own oven advice',
    answer: `# «send»
Ahí te va:
- 5 elotes desgranados
- 1 lata de leche condensada
- 4 huevos
- 1 barra de mantequilla derretida
- 1 taza de harina
Todo a la licuadora, 180° por 45 min

# «send»
Y tranquila con el horno, yo te recomiendo ponerle una charola con agua abajo y girar el molde a la mitad 😉`,
    expect: [
      {
        type: 'send',
        text: 'Ahí te va:\n- 5 elotes desgranados\n- 1 lata de leche condensada\n- 4 huevos\n- 1 barra de mantequilla derretida\n- 1 taza de harina\nTodo a la licuadora, 180° por 45 min',
      },
      {
        type: 'send',
        text: 'Y tranquila con el horno, yo te recomiendo ponerle una charola con agua abajo y girar el molde a la mitad 😉',
      },
    ],
  }),
  daniela({
    name: 'marisol: sorry for the delay, and good luck with the mother-in-law',
    answer: `# «send»
Perdón que me tardé, estaba con las manos en la masa, literal 😂

# «send»
Sí sale, nomás vigílalo desde los 35 min. Te deseo mucha suerte con la suegra 🙏✨`,
    expect: [
      { type: 'send', text: 'Perdón que me tardé, estaba con las manos en la masa, literal 😂' },
      {
        type: 'send',
        text: 'Sí sale, nomás vigílalo desde los 35 min. Te deseo mucha suerte con la suegra 🙏✨',
      },
    ],
  }),
  daniela({
    name: 'marisol: her tip, and an offer to call from the bakery',
    answer: `# «send»
Sí sale, yo lo hice años en un horno de esos. Mi tip: precaliéntalo 20 min y no abras la puerta los primeros 30
Si tienes dudas me marcas, eh, estoy en la panadería hasta las 6

# «send»
Perdón por el testamento jaja`,
    expect: [
      {
        type: 'send',
        text: 'Sí sale, yo lo hice años en un horno de esos. Mi tip: precaliéntalo 20 min y no abras la puerta los primeros 30\nSi tienes dudas me marcas, eh, estoy en la panadería hasta las 6',
      },
      { type: 'send', text: 'Perdón por el testamento jaja' },
    ],
  }),
  primos({
    name: 'marisol: brings the bread and explains why the tamales go to Valeria',
    callout: true,
    answer: `# «send»
Yo llevo el pan 🥖 Los tamales se los dejo a Valeria, que le salen mil veces mejor que a mí 🤭`,
    expect: [
      {
        type: 'send',
        text: 'Yo llevo el pan 🥖 Los tamales se los dejo a Valeria, que le salen mil veces mejor que a mí 🤭',
        replyTo: 4005,
      },
    ],
  }),
  primos({
    name: 'marisol: answers Fer, then offers Tía Lupe a hand with the ponche',
    callout: true,
    answer: `# «send» 4005
¡El pan! Conchas y pan de elote

# «send» 4003
Tía, le ayudo con el ponche si quiere, llego temprano 🙌`,
    expect: [
      { type: 'send', text: '¡El pan! Conchas y pan de elote', replyTo: 4005 },
      { type: 'send', text: 'Tía, le ayudo con el ponche si quiere, llego temprano 🙌', replyTo: 4003 },
    ],
  }),
  striders({
    name: 'priya: suggests a detour after rain, speaking from her run',
    callout: true,
    answer: `# «send»
It was fine 3 weeks ago but I'd suggest avoiding the bit past Mile End lock after rain, it turns into a bog 🥾
Take the road through the park instead, adds maybe 300m`,
    expect: [
      {
        type: 'send',
        text: "It was fine 3 weeks ago but I'd suggest avoiding the bit past Mile End lock after rain, it turns into a bog 🥾\nTake the road through the park instead, adds maybe 300m",
        replyTo: 4005,
      },
    ],
  }),
  striders({
    name: 'priya: her trail shoes, and a sad face for Hollie',
    callout: true,
    answer: `# «send»
Honestly? Muddy but runnable. I went in my trail shoes and was glad I did

# «react» 4003
😢`,
    expect: [
      {
        type: 'send',
        text: 'Honestly? Muddy but runnable. I went in my trail shoes and was glad I did',
        replyTo: 4005,
      },
      { type: 'react', emoji: '😢', messageId: 4003 },
    ],
  }),
  striders({
    name: 'priya: the towpath, the café, and her usual sign-off',
    callout: true,
    answer: `# «send»
Towpath's ok, a few puddles near Acton's Lock. See you all at 8:30 at the café!
P x`,
    expect: [
      {
        type: 'send',
        text: "Towpath's ok, a few puddles near Acton's Lock. See you all at 8:30 at the café!\nP x",
        replyTo: 4005,
      },
    ],
  }),
  striders({
    name: 'priya: answers Gemma by name and offers Hollie company',
    callout: true,
    answer: `# «send»
Gemma yes! Ran it Thursday, a few puddles by the gasholders but nothing dramatic.

Hollie — if you want, I can stick with you for the first 7k and we bail at Victoria Park together 💪`,
    expect: [
      {
        type: 'send',
        text: 'Gemma yes! Ran it Thursday, a few puddles by the gasholders but nothing dramatic.\n\nHollie — if you want, I can stick with you for the first 7k and we bail at Victoria Park together 💪',
        replyTo: 4005,
      },
    ],
  }),
  arjun({
    name: 'priya: drafts the landlord message for her brother and says how she wrote it',
    answer: `# «send»
Ugh, two weeks is ridiculous. Try this:

# «send»
Hi Mr Okafor, the boiler at flat 3 has not worked since the 4th and I have reported it three times. Could you please confirm by Friday when an engineer will come? Otherwise I will contact the council's private housing team. Thanks, Arjun

# «send»
Made it polite but firm on purpose, he's had enough chances. Add the dates you messaged him if you have them`,
    expect: [
      { type: 'send', text: 'Ugh, two weeks is ridiculous. Try this:' },
      {
        type: 'send',
        text: "Hi Mr Okafor, the boiler at flat 3 has not worked since the 4th and I have reported it three times. Could you please confirm by Friday when an engineer will come? Otherwise I will contact the council's private housing team. Thanks, Arjun",
      },
      {
        type: 'send',
        text: "Made it polite but firm on purpose, he's had enough chances. Add the dates you messaged him if you have them",
      },
    ],
  }),
  arjun({
    name: 'priya: a gift idea with her reasoning, the landlord one promised',
    answer: `# «send» 4003
For Dad: the new Wisden or tickets to a county match at the Oval. I'd go tickets, he'll talk about it for months 😄

# «send»
Landlord one in a sec`,
    expect: [
      {
        type: 'send',
        text: "For Dad: the new Wisden or tickets to a county match at the Oval. I'd go tickets, he'll talk about it for months 😄",
        replyTo: 4003,
      },
      { type: 'send', text: 'Landlord one in a sec' },
    ],
  }),
  arjun({
    name: 'priya: sorry, she cannot write it now, on the bus',
    answer: `# «send»
Sorry, can't write it properly right now, I'm on the bus and about to lose signal 🙈 I'll do it tonight I promise

# «react» 4003
👀`,
    expect: [
      {
        type: 'send',
        text: "Sorry, can't write it properly right now, I'm on the bus and about to lose signal 🙈 I'll do it tonight I promise",
      },
      { type: 'react', emoji: '👀', messageId: 4003 },
    ],
  }),
  arjun({
    name: 'priya: what she would send him, as a draft for her brother',
    answer: `# «send»
Course, here's what I'd send him:

Hi, the boiler at flat 3 has now been broken for two weeks. I reported it on the 4th, 8th and 12th. Please send someone by Friday or I'll report it to the council.

# «send»
Copy paste, change the dates, done 👊`,
    expect: [
      {
        type: 'send',
        text: "Course, here's what I'd send him:\n\nHi, the boiler at flat 3 has now been broken for two weeks. I reported it on the 4th, 8th and 12th. Please send someone by Friday or I'll report it to the council.",
      },
      { type: 'send', text: 'Copy paste, change the dates, done 👊' },
    ],
  }),
];
