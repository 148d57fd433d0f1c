/**
 * Set 85, meant messages (first half): news, stories, gossip, a summary, a toast and a bio the
 * friend asked for, speaking of people in the third person, often with no "I" and no "you".
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BIA, CAMILLE, GIULIA, inChat, JANA, LUCIA, OLYA } from './answers-85-cast.js';

export const MEANT_85_A: readonly CorpusEntry[] = [
  inChat(LUCIA, {
    name: 'set85: Spanish news of the grandmother, two paragraphs with no I or you',
    answer: `# «send»
Le dieron el alta esta mañana. Salió en silla de ruedas pero protestando, que ella puede andar sola 😂

Ya está en casa de mi tía. Come bien, duerme mucho y ya ha preguntado dos veces por la novela de las tres.`,
    expect: [
      {
        type: 'send',
        text: 'Le dieron el alta esta mañana. Salió en silla de ruedas pero protestando, que ella puede andar sola 😂\n\nYa está en casa de mi tía. Come bien, duerme mucho y ya ha preguntado dos veces por la novela de las tres.',
      },
    ],
  }),
  inChat(LUCIA, {
    name: "set85: Spanish gossip about the cousin's girlfriend in three messages",
    answer: `# «send»
Vale, lo de Dani.

# «send»
La novia, Vanessa, se presentó en la comida del domingo con un perro. Sin avisar. Un galgo enorme. Mi madre casi se desmaya.

# «send»
Y Dani todo orgulloso, diciendo que el perro es "de los dos". Llevan tres meses 🙄`,
    expect: [
      { type: 'send', text: 'Vale, lo de Dani.' },
      {
        type: 'send',
        text: 'La novia, Vanessa, se presentó en la comida del domingo con un perro. Sin avisar. Un galgo enorme. Mi madre casi se desmaya.',
      },
      {
        type: 'send',
        text: 'Y Dani todo orgulloso, diciendo que el perro es "de los dos". Llevan tres meses 🙄',
      },
    ],
  }),
  inChat(LUCIA, {
    name: 'set85: Spanish, the grandmother sends her wishes, then a waving sticker',
    answer: `# «send» 4001
La abuela manda besos. Dice que a ver cuándo vienes a comer croquetas, que Marta está muy delgada 😂

# «sticker»
HeidiDuck
👋`,
    expect: [
      {
        type: 'send',
        text: 'La abuela manda besos. Dice que a ver cuándo vienes a comer croquetas, que Marta está muy delgada 😂',
        replyTo: 4001,
      },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
  inChat(JANA, {
    name: "set85: German meeting summary asked for, the friend's own task by name in the list",
    answer: `# «send» 4003
Kurz zusammengefasst:
- Launch wird auf den 14. verschoben
- Birgit will bis Freitag die Kostenschätzung
- Tobias übernimmt das Onboarding der Neuen
- Felix: Testplan bis Mittwoch (sorry 😬)`,
    expect: [
      {
        type: 'send',
        text: 'Kurz zusammengefasst:\n- Launch wird auf den 14. verschoben\n- Birgit will bis Freitag die Kostenschätzung\n- Tobias übernimmt das Onboarding der Neuen\n- Felix: Testplan bis Mittwoch (sorry 😬)',
        replyTo: 4003,
      },
    ],
  }),
  inChat(JANA, {
    name: "set85: German, what the boss said of the leave and her mood, 'sie' for the boss",
    answer: `# «send»
Birgit hat's abgenickt. Die Übergabe an Tobias muss nur vorher stehen.

# «send»
Sie war übrigens bestens gelaunt. Neue Brille, neuer Haarschnitt, hat dreimal "agil" gesagt.`,
    expect: [
      { type: 'send', text: "Birgit hat's abgenickt. Die Übergabe an Tobias muss nur vorher stehen." },
      {
        type: 'send',
        text: 'Sie war übrigens bestens gelaunt. Neue Brille, neuer Haarschnitt, hat dreimal "agil" gesagt.',
      },
    ],
  }),
  inChat(JANA, {
    name: 'set85: German, a thumbs-up on the question and the colleague described in brackets',
    answer: `# «react» 4005
👍

# «send»
Ja, Urlaub ist durch. Tobias (der Neue, der immer Mate trinkt) springt für die zwei Wochen ein.`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      {
        type: 'send',
        text: 'Ja, Urlaub ist durch. Tobias (der Neue, der immer Mate trinkt) springt für die zwei Wochen ein.',
      },
    ],
  }),
  inChat(CAMILLE, {
    name: "set85: French story of a colleague's speech told in three messages",
    answer: `# «send»
Donc Kévin se lève, tape sur son verre, et commence par "Sandrine, tu te souviens de 2015 ?"

# «send»
Personne ne se souvenait de 2015. Sandrine non plus.

Dix minutes sur un séminaire à Annecy, une histoire de raclette et de clé de chambre perdue. Le DRH regardait ses chaussures.

# «send»
Et à la fin il a pleuré. Vraiment pleuré 😭`,
    expect: [
      {
        type: 'send',
        text: 'Donc Kévin se lève, tape sur son verre, et commence par "Sandrine, tu te souviens de 2015 ?"',
      },
      {
        type: 'send',
        text: 'Personne ne se souvenait de 2015. Sandrine non plus.\n\nDix minutes sur un séminaire à Annecy, une histoire de raclette et de clé de chambre perdue. Le DRH regardait ses chaussures.',
      },
      { type: 'send', text: 'Et à la fin il a pleuré. Vraiment pleuré 😭' },
    ],
  }),
  inChat(CAMILLE, {
    name: "set85: French, the colleague's reaction and mood described, one line each",
    answer: `# «send»
Sandrine a été adorable. Elle a ri, elle l'a pris dans ses bras, elle a même trinqué "à 2015".
Classe jusqu'au bout.
Kévin, lui, est parti à 19h sans dire au revoir. Vexé, visiblement.`,
    expect: [
      {
        type: 'send',
        text: 'Sandrine a été adorable. Elle a ri, elle l\'a pris dans ses bras, elle a même trinqué "à 2015".\nClasse jusqu\'au bout.\nKévin, lui, est parti à 19h sans dire au revoir. Vexé, visiblement.',
      },
    ],
  }),
  inChat(LUCIA, {
    name: "set85: Spanish description of the cousin's girlfriend, a name and a colon first",
    answer: `# «send»
Vanessa: metro ochenta, pelo rosa, veterinaria, se ríe como una hiena.
Cae bien a todo el mundo menos a mi madre. Y al gato.`,
    expect: [
      {
        type: 'send',
        text: 'Vanessa: metro ochenta, pelo rosa, veterinaria, se ríe como una hiena.\nCae bien a todo el mundo menos a mi madre. Y al gato.',
      },
    ],
  }),
  inChat(CAMILLE, {
    name: 'set85: French story closed by an aside in brackets to the colleague, as people joke',
    answer: `# «send»
Bilan : Sandrine est partie avec un vélo électrique offert par l'équipe et les yeux rouges. Kévin avec une réputation à reconstruire.

(Kévin, si jamais tu lis ça un jour : c'était beau quand même)`,
    expect: [
      {
        type: 'send',
        text: "Bilan : Sandrine est partie avec un vélo électrique offert par l'équipe et les yeux rouges. Kévin avec une réputation à reconstruire.\n\n(Kévin, si jamais tu lis ça un jour : c'était beau quand même)",
      },
    ],
  }),
  inChat(OLYA, {
    name: 'set85: Russian news of the brother, no I or you in either paragraph',
    answer: `# «send»
Артём устроился. Снимает комнату у бабушки-пенсионерки, она его кормит блинами и проверяет, надел ли он шапку 😄

На работе пока тяжело, но начальник вроде нормальный. Обещали через месяц своё рабочее место у окна.`,
    expect: [
      {
        type: 'send',
        text: 'Артём устроился. Снимает комнату у бабушки-пенсионерки, она его кормит блинами и проверяет, надел ли он шапку 😄\n\nНа работе пока тяжело, но начальник вроде нормальный. Обещали через месяц своё рабочее место у окна.',
      },
    ],
  }),
  inChat(OLYA, {
    name: "set85: Russian, the mother's worry told as news, 'она' for the mother",
    answer: `# «send» 4003
Переживает, конечно. Каждый вечер звонит ему ровно в девять. Если не берёт трубку — паника на весь дом.

# «send»
Вчера она ему посылку отправила: варенье, носки и икону. В Казань. Как будто там носков нет 🙈`,
    expect: [
      {
        type: 'send',
        text: 'Переживает, конечно. Каждый вечер звонит ему ровно в девять. Если не берёт трубку — паника на весь дом.',
        replyTo: 4003,
      },
      {
        type: 'send',
        text: 'Вчера она ему посылку отправила: варенье, носки и икону. В Казань. Как будто там носков нет 🙈',
      },
    ],
  }),
  inChat(OLYA, {
    name: 'set85: Russian, a forwarded note from the brother in quotation marks after a lead-in',
    answer: `# «send»
Вот что он вчера написал в семейный чат, дословно:

«Мам, я жив, сыт, шапку ношу. Хозяйка передаёт привет и рецепт пирога. Не звоните в девять, у меня тренировка»`,
    expect: [
      {
        type: 'send',
        text: 'Вот что он вчера написал в семейный чат, дословно:\n\n«Мам, я жив, сыт, шапку ношу. Хозяйка передаёт привет и рецепт пирога. Не звоните в девять, у меня тренировка»',
      },
    ],
  }),
  inChat(GIULIA, {
    name: 'set85: Italian wedding toast asked for, after a one-line lead-in to the friend',
    answer: `# «send»
Eccolo, leggilo ad alta voce un paio di volte prima di sabato:

Nove anni fa, a Lisbona, Chiara si è persa cercando un tram. Luca le ha indicato quello sbagliato.
Da allora non si sono più lasciati, e Chiara non si fida ancora delle sue indicazioni.
Lui cucina, lei assaggia. Lei pianifica, lui improvvisa. Insieme funzionano, e si vede.
Alzate i bicchieri: a Chiara e Luca, e a tutti i tram sbagliati della vita! 🥂`,
    expect: [
      {
        type: 'send',
        text: 'Eccolo, leggilo ad alta voce un paio di volte prima di sabato:\n\nNove anni fa, a Lisbona, Chiara si è persa cercando un tram. Luca le ha indicato quello sbagliato.\nDa allora non si sono più lasciati, e Chiara non si fida ancora delle sue indicazioni.\nLui cucina, lei assaggia. Lei pianifica, lui improvvisa. Insieme funzionano, e si vede.\nAlzate i bicchieri: a Chiara e Luca, e a tutti i tram sbagliati della vita! 🥂',
      },
    ],
  }),
  inChat(GIULIA, {
    name: 'set85: Italian toast alone in its block, then a line asking for feedback',
    answer: `# «send»
Chiara e Luca si sono conosciuti in Erasmus, dove nessuno conosce nessuno e tutto dura un semestre.
Il loro semestre dura da nove anni.
Lei ha insegnato a lui a fare la lista della spesa, lui a lei a perderla.
A Chiara e Luca: che il vostro Erasmus non finisca mai! 🥂

# «send»
Se è troppo sdolcinato dimmelo che lo sistemo 😄`,
    expect: [
      {
        type: 'send',
        text: 'Chiara e Luca si sono conosciuti in Erasmus, dove nessuno conosce nessuno e tutto dura un semestre.\nIl loro semestre dura da nove anni.\nLei ha insegnato a lui a fare la lista della spesa, lui a lei a perderla.\nA Chiara e Luca: che il vostro Erasmus non finisca mai! 🥂',
      },
      { type: 'send', text: 'Se è troppo sdolcinato dimmelo che lo sistemo 😄' },
    ],
  }),
  inChat(BIA, {
    name: 'set85: Portuguese bio of the friend himself in the third person, as he asked',
    answer: `# «send» 4003
Rafael Souza é designer há oito anos e trabalha com acessibilidade digital. Mora em Recife, onde divide o tempo entre projetos que incluem mais gente e as ondas de Maracaípe. Acredita que uma boa interface é aquela que ninguém precisa explicar.`,
    expect: [
      {
        type: 'send',
        text: 'Rafael Souza é designer há oito anos e trabalha com acessibilidade digital. Mora em Recife, onde divide o tempo entre projetos que incluem mais gente e as ondas de Maracaípe. Acredita que uma boa interface é aquela que ninguém precisa explicar.',
        replyTo: 4003,
      },
    ],
  }),
  inChat(BIA, {
    name: "set85: Portuguese summary of the book club's novel, then a second message",
    answer: `# «send»
Torto Arado em três frases: duas irmãs, Bibiana e Belonísia, numa fazenda no sertão da Bahia. Um acidente com uma faca na infância muda tudo — uma delas perde a língua. Depois é terra, trabalho, herança da escravidão e quem tem direito ao chão onde vive.

# «send»
Lê, sério. A terceira parte é 🔥`,
    expect: [
      {
        type: 'send',
        text: 'Torto Arado em três frases: duas irmãs, Bibiana e Belonísia, numa fazenda no sertão da Bahia. Um acidente com uma faca na infância muda tudo — uma delas perde a língua. Depois é terra, trabalho, herança da escravidão e quem tem direito ao chão onde vive.',
      },
      { type: 'send', text: 'Lê, sério. A terceira parte é 🔥' },
    ],
  }),
  inChat(BIA, {
    name: "set85: Portuguese, what the club's members thought, one line per person",
    answer: `# «send»
E o clube:
Dona Lourdes chorou no final.
Caio achou lento no começo, depois não largou.
A Nanda quer ler tudo do Itamar Vieira Junior agora.
Rafa vai ter que ler até o próximo encontro, senão não ganha bolo 😂`,
    expect: [
      {
        type: 'send',
        text: 'E o clube:\nDona Lourdes chorou no final.\nCaio achou lento no começo, depois não largou.\nA Nanda quer ler tudo do Itamar Vieira Junior agora.\nRafa vai ter que ler até o próximo encontro, senão não ganha bolo 😂',
      },
    ],
  }),
];
