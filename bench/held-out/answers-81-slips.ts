/**
 * Set 81, answers with one slip (two in one): instead of speaking, the model describes the
 * friend or the turn to no one — mood, need, role, aim, recap, tone, a note for whoever runs
 * the account, a context line — in Spanish, German, French, Russian, Portuguese and Italian
 * chats. `expect` holds only what the persona meant to say.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  ANKE,
  BIA,
  CAMILLE,
  dm,
  GIULIA,
  JENS,
  KATYA,
  LUCIA,
  MARCO,
  MARTA,
  NONE,
  OLGA,
  RAFA,
  THEO,
} from './answers-81-cast.js';

export const SLIPS_81: readonly CorpusEntry[] = [
  // Gemini 3 Flash opens with its reading of what the partner needs, in English, by name.
  {
    name: 'marta: the interview nerves',
    persona: MARTA,
    participants: LUCIA,
    others: dm([[4005, 'Mañana es la entrevista y estoy de los nervios 😰']]),
    own: NONE,
    answer: `# «send»
Lucía is nervous about tomorrow's interview and needs reassurance.

Tía, vas a ir genial. Llevas semanas preparándotelo y sabes más de ese puesto que la mitad de los que te van a entrevistar 💪`,
    expect: [
      {
        type: 'send',
        text: 'Tía, vas a ir genial. Llevas semanas preparándotelo y sabes más de ese puesto que la mitad de los que te van a entrevistar 💪',
      },
    ],
  },
  // Gemini 2.5 Flash closes a message with its register, bracketed, in the chat's language.
  {
    name: 'marta: the brother’s motorbike',
    persona: MARTA,
    participants: LUCIA,
    others: dm([[4005, 'Mi hermano se ha comprado una moto. Con 45 años. Sin carnet 🙃']]),
    own: NONE,
    answer: `# «send»
Jajaja no me lo puedo creer. ¿Y tu madre qué dice?

(Tono: cercano y con humor, como entre amigas)`,
    expect: [{ type: 'send', text: 'Jajaja no me lo puedo creer. ¿Y tu madre qué dice?' }],
  },
  // Two slips: a labelled context line first and a labelled recap last, both in Spanish (Gemini 2.5 Pro).
  {
    name: 'marta: the aunt back home',
    persona: MARTA,
    participants: LUCIA,
    others: dm([[4005, '¿Y tu tía Maribel? ¿Le dieron ya el alta?']]),
    own: NONE,
    answer: `# «send»
Contexto: Lucía pregunta por mi tía Maribel, que estuvo ingresada la semana pasada.

Ya está en casa 🙏 Dice que la comida del hospital era peor que la de la mili de mi tío

# «send»
¿Te vienes el domingo a verla? Le hará ilusión

Resumen: le cuento que mi tía está bien y le propongo visitarla el domingo.`,
    expect: [
      {
        type: 'send',
        text: 'Ya está en casa 🙏 Dice que la comida del hospital era peor que la de la mili de mi tío',
      },
      { type: 'send', text: '¿Te vienes el domingo a verla? Le hará ilusión' },
    ],
  },
  // A message block holding only the model's read of the sister's state (Gemini 2.5 Flash, German).
  {
    name: 'jens: the move on Saturday',
    persona: JENS,
    participants: ANKE,
    others: dm([[4005, 'Der Umzug ist Samstag und ich hab noch NICHTS gepackt. Ich dreh durch']]),
    own: NONE,
    answer: `# «send»
Anke ist wegen des Umzugs total gestresst und braucht konkrete Hilfe statt Ratschläge.

# «send»
Ich komm Freitag nach der Arbeit mit Kartons und Pizza vorbei. Du packst die Küche, ich die Bücher. Deal?`,
    expect: [
      {
        type: 'send',
        text: 'Ich komm Freitag nach der Arbeit mit Kartons und Pizza vorbei. Du packst die Küche, ich die Bücher. Deal?',
      },
    ],
  },
  // A note for whoever runs the account, in its own block after the message (GPT-4o-class behind the endpoint).
  {
    name: 'jens: father’s sixtieth',
    persona: JENS,
    participants: ANKE,
    others: dm([[4005, 'Kommst du zu Papas 60.? Mama fragt, ob du was vorbereitest']]),
    own: NONE,
    answer: `# «send»
Klar komm ich! Ich bastel eine Diashow mit den alten Urlaubsfotos, das mit dem Zelt in Dänemark muss rein 😂

# «send»
Note for whoever runs this account: no date was given for the party, I assumed it is the weekend one.`,
    expect: [
      {
        type: 'send',
        text: 'Klar komm ich! Ich bastel eine Diashow mit den alten Urlaubsfotos, das mit dem Zelt in Dänemark muss rein 😂',
      },
    ],
  },
  // A bracketed plan about the sister's mood between two paragraphs (Gemini 2.5 Flash, German).
  {
    name: 'jens: the flat in Leipzig',
    persona: JENS,
    participants: ANKE,
    others: dm([[4005, 'Die Wohnung in Leipzig ist weg. Jemand anders war schneller 😞']]),
    own: NONE,
    answer: `# «send»
Oh nein, Mist 😕 Die war echt schön.

[Sie ist enttäuscht – erst trösten, dann einen Vorschlag machen.]

Aber hey, im Frühjahr werden viel mehr Wohnungen frei. Soll ich dir am Wochenende bei den Anzeigen helfen?`,
    expect: [
      {
        type: 'send',
        text: 'Oh nein, Mist 😕 Die war echt schön.\n\nAber hey, im Frühjahr werden viel mehr Wohnungen frei. Soll ich dir am Wochenende bei den Anzeigen helfen?',
      },
    ],
  },
  // An English recap of what the answer did, last (Gemini 3 Pro).
  {
    name: 'camille: the new job',
    persona: CAMILLE,
    participants: THEO,
    others: dm([[4005, "J'ai eu le poste !!! 🎉"]]),
    own: NONE,
    answer: `# «send»
QUOI ?! Bravo Théo, je le savais 🎉 Tu commences quand ?

Recap: congratulated Théo on the new job and asked about the start date.`,
    expect: [{ type: 'send', text: 'QUOI ?! Bravo Théo, je le savais 🎉 Tu commences quand ?' }],
  },
  // The friend spoken of by a role ("mon ami") and his need, glued to the message's first line (Gemini 2.5 Flash-Lite).
  {
    name: 'camille: the resignation',
    persona: CAMILLE,
    participants: THEO,
    others: dm([[4005, "J'ai démissionné ce matin. Je sais pas si j'ai fait une connerie"]]),
    own: NONE,
    answer: `# «send»
Mon ami doute de sa décision et a besoin d'être rassuré.
Tu n'as pas fait de connerie. Ça fait un an que tu rentres vidé tous les soirs, tu la mérites cette pause.

# «send»
On fête ça vendredi ?`,
    expect: [
      {
        type: 'send',
        text: "Tu n'as pas fait de connerie. Ça fait un an que tu rentres vidé tous les soirs, tu la mérites cette pause.",
      },
      { type: 'send', text: 'On fête ça vendredi ?' },
    ],
  },
  // A labelled analysis of the friend's mood, in French, first (Mistral behind the endpoint).
  {
    name: 'camille: the joke about the ex',
    persona: CAMILLE,
    participants: THEO,
    others: dm([
      [4003, 'ok.'],
      [4005, "Je suis pas d'humeur ce soir"],
    ]),
    own: dm([[4004, 'Tu boudes encore pour hier ? 😅']]),
    answer: `# «send»
Analyse : Théo a l'air vexé par ma blague d'hier, il faut d'abord m'excuser.

Désolée pour hier, c'était nul de ma part de parler de ton ex devant tout le monde. Tu veux qu'on en parle, ou je te laisse tranquille ce soir ?`,
    expect: [
      {
        type: 'send',
        text: "Désolée pour hier, c'était nul de ma part de parler de ton ex devant tout le monde. Tu veux qu'on en parle, ou je te laisse tranquille ce soir ?",
      },
    ],
  },
  // "The user" in Russian and what the turn calls for, first (Gemini 2.5 Flash in a Russian chat).
  {
    name: 'olga: the breakup',
    persona: OLGA,
    participants: KATYA,
    others: dm([[4005, 'Мы с Лёшей расстались. Окончательно']]),
    own: NONE,
    answer: `# «send»
Пользователь расстроен из-за расставания, нужна мягкая поддержка без советов.

Катюш, мне так жаль 😔 Ты как сейчас? Хочешь, я приеду вечером с вином и мороженым?`,
    expect: [
      {
        type: 'send',
        text: 'Катюш, мне так жаль 😔 Ты как сейчас? Хочешь, я приеду вечером с вином и мороженым?',
      },
    ],
  },
  // An English aside on the tone kept, glued under the second message (Gemini 3 Flash).
  {
    name: 'olga: the mother-in-law’s visit',
    persona: OLGA,
    participants: KATYA,
    others: dm([[4005, 'Свекровь опять приезжает на две недели 🙃']]),
    own: NONE,
    answer: `# «send»
Две недели?? Держись 😅 Помнишь, в прошлый раз она переставила тебе всю кухню

# «send»
Заезжай ко мне, когда захочешь сбежать, у меня всегда есть чай и тишина
(Kept it warm and short since Katya seems tired of her mother-in-law.)`,
    expect: [
      {
        type: 'send',
        text: 'Две недели?? Держись 😅 Помнишь, в прошлый раз она переставила тебе всю кухню',
      },
      { type: 'send', text: 'Заезжай ко мне, когда захочешь сбежать, у меня всегда есть чай и тишина' },
    ],
  },
  // The friend's need by pronoun, as its own paragraph between two of the message (Gemini 2.5 Pro).
  {
    name: 'olga: just listen',
    persona: OLGA,
    participants: KATYA,
    others: dm([[4005, 'Мне просто надо выговориться, ничего не советуй']]),
    own: NONE,
    answer: `# «send»
Катюш, я тут. Рассказывай всё, я никуда не тороплюсь.

Она явно хочет, чтобы её просто выслушали, без советов.

И да, никаких советов, обещаю 🤐`,
    expect: [
      {
        type: 'send',
        text: 'Катюш, я тут. Рассказывай всё, я никуда не тороплюсь.\n\nИ да, никаких советов, обещаю 🤐',
      },
    ],
  },
  // A labelled context line in Portuguese before the message (Gemini 2.5 Flash).
  {
    name: 'bia: thinking of breaking up',
    persona: BIA,
    participants: RAFA,
    others: dm([[4005, 'tô pensando em terminar com a Carol. sei lá']]),
    own: NONE,
    answer: `# «send»
Contexto: Rafa está pedindo opinião sobre terminar o namoro com a Carol.

mano, que pesado 😕 o que aconteceu? vocês brigaram ou é uma coisa que vem de tempo?`,
    expect: [
      {
        type: 'send',
        text: 'mano, que pesado 😕 o que aconteceu? vocês brigaram ou é uma coisa que vem de tempo?',
      },
    ],
  },
  // An English sentence on what the message does, after it (Llama 3.x behind the endpoint).
  {
    name: 'bia: the mother who cried',
    persona: BIA,
    participants: RAFA,
    others: dm([[4005, 'Minha mãe não aceita que eu vou morar sozinho. Ela chorou hoje']]),
    own: NONE,
    answer: `# «send»
poxa rafa 😢 é normal ela sentir, você é o caçula. dá um tempinho pra ela e leva ela pra conhecer o apê quando tiver pronto

This message validates his feelings and suggests a gentle way to include his mother.`,
    expect: [
      {
        type: 'send',
        text: 'poxa rafa 😢 é normal ela sentir, você é o caçula. dá um tempinho pra ela e leva ela pra conhecer o apê quando tiver pronto',
      },
    ],
  },
  // What the turn calls for, in Portuguese, as a message block of its own, then a reaction (Gemini 3 Flash).
  {
    name: 'bia: the driving test',
    persona: BIA,
    participants: RAFA,
    others: dm([[4005, 'amanhã é a prova de direção 😰😰']]),
    own: NONE,
    answer: `# «send»
O Rafa tá ansioso com a prova, a resposta deve ser curta e leve.

# «send»
vai dar bom!! só não atropela nenhum cone 😂

# «react» 4005
🙏`,
    expect: [
      { type: 'send', text: 'vai dar bom!! só não atropela nenhum cone 😂' },
      { type: 'react', emoji: '🙏', messageId: 4005 },
    ],
  },
  // The friend's mood by name and his need, first, in Italian (Gemini 2.5 Flash).
  {
    name: 'giulia: the presentation gone wrong',
    persona: GIULIA,
    participants: MARCO,
    others: dm([[4005, 'Ho sbagliato la presentazione davanti al capo. Mi sento un idiota']]),
    own: NONE,
    answer: `# «send»
Marco è giù per la presentazione andata male, ha bisogno di incoraggiamento.

Ma dai, succede a tutti! Il capo ne ha viste cento di presentazioni storte. La prossima la proviamo insieme la sera prima, ok?`,
    expect: [
      {
        type: 'send',
        text: 'Ma dai, succede a tutti! Il capo ne ha viste cento di presentazioni storte. La prossima la proviamo insieme la sera prima, ok?',
      },
    ],
  },
  // Gemini 2.5 Pro's register label closing the message, in Italian.
  {
    name: 'giulia: coming back to Bologna',
    persona: GIULIA,
    participants: MARCO,
    others: dm([[4005, 'Mi manchi, quando torni a Bologna?']]),
    own: NONE,
    answer: `# «send»
Anche tu mi manchi 🥹 Torno il 20, e la prima sera è tua: tortellini da Gianni come ai vecchi tempi

Registro: informale, affettuoso.`,
    expect: [
      {
        type: 'send',
        text: 'Anche tu mi manchi 🥹 Torno il 20, e la prima sera è tua: tortellini da Gianni come ai vecchi tempi',
      },
    ],
  },
];
