/**
 * Set 81, meant messages (Spanish, German, French, Russian, Portuguese, Italian): the persona
 * speaks of people in the third person — gossip, family news, advice about a colleague, stories,
 * the friend described at the friend's request, texts drafted for the friend, feedback on the
 * friend's text. Everything here is what the persona meant to send.
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

export const MEANT_81: readonly CorpusEntry[] = [
  {
    name: 'marta: two messages of gossip about a couple back together',
    persona: MARTA,
    participants: LUCIA,
    others: dm([[4005, '¿Qué tal la cena de ayer con los de la uni? Cuéntamelo todo']]),
    own: NONE,
    answer: `# «send»
Buenísima 😂 Y agárrate: Nacho y Carla han vuelto. Él llegó con flores y ella hizo como que no le importaba, pero se le notaba muchísimo

# «send»
Y Pablo, como siempre, se fue a la una diciendo que madrugaba 🙄`,
    expect: [
      {
        type: 'send',
        text: 'Buenísima 😂 Y agárrate: Nacho y Carla han vuelto. Él llegó con flores y ella hizo como que no le importaba, pero se le notaba muchísimo',
      },
      { type: 'send', text: 'Y Pablo, como siempre, se fue a la una diciendo que madrugaba 🙄' },
    ],
  },
  {
    name: 'marta: the friend described for her dating profile, as she asked',
    persona: MARTA,
    participants: LUCIA,
    others: dm([[4005, 'Ayúdame con la bio de la app de citas, descríbeme tú que yo no sé venderme 😩']]),
    own: NONE,
    answer: `# «send»
Vale, ahí va:

Lucía es de las que llegan tarde pero con croissants para todos. Habla tres idiomas, cocina un arroz que quita el sentido y se ríe tan fuerte que la oyes desde la otra punta del bar. Busca a alguien que aguante sus planes improvisados de domingo.`,
    expect: [
      {
        type: 'send',
        text: 'Vale, ahí va:\n\nLucía es de las que llegan tarde pero con croissants para todos. Habla tres idiomas, cocina un arroz que quita el sentido y se ríe tan fuerte que la oyes desde la otra punta del bar. Busca a alguien que aguante sus planes improvisados de domingo.',
      },
    ],
  },
  {
    name: 'marta: a reaction, then advice about a colleague who takes the credit',
    persona: MARTA,
    participants: LUCIA,
    others: dm([[4005, 'Mi compañero Raúl se lleva el mérito de todo lo que hago, estoy que exploto']]),
    own: NONE,
    answer: `# «react» 4005
😡

# «send»
Pues empieza a dejarlo todo por escrito. Cuando cierres algo, manda un correo resumen a tu jefa con copia a Raúl: «os paso lo que he terminado hoy». Así no puede colgarse la medalla.

Y si vuelve a hacerlo en una reunión, lo dices tranquila: «eso lo preparé yo, si queréis os explico los números»`,
    expect: [
      { type: 'react', emoji: '😡', messageId: 4005 },
      {
        type: 'send',
        text: 'Pues empieza a dejarlo todo por escrito. Cuando cierres algo, manda un correo resumen a tu jefa con copia a Raúl: «os paso lo que he terminado hoy». Así no puede colgarse la medalla.\n\nY si vuelve a hacerlo en una reunión, lo dices tranquila: «eso lo preparé yo, si queréis os explico los números»',
      },
    ],
  },
  {
    name: 'jens: news about grandma, who was at an aunt’s without her phone',
    persona: JENS,
    participants: ANKE,
    others: dm([[4005, 'Hast du was von Oma gehört? Sie geht seit gestern nicht ans Telefon']]),
    own: NONE,
    answer: `# «send»
Ja, alles gut! Sie war bei Tante Rita und hatte das Handy nicht dabei 🙈 Rita sagt, sie hat drei Stück Kuchen gegessen und sich den ganzen Nachmittag über den neuen Pfarrer beschwert. Also alles beim Alten.`,
    expect: [
      {
        type: 'send',
        text: 'Ja, alles gut! Sie war bei Tante Rita und hatte das Handy nicht dabei 🙈 Rita sagt, sie hat drei Stück Kuchen gegessen und sich den ganzen Nachmittag über den neuen Pfarrer beschwert. Also alles beim Alten.',
      },
    ],
  },
  {
    name: 'jens: a letter to the landlord drafted for his sister, signed with her name',
    persona: JENS,
    participants: ANKE,
    others: dm([
      [4005, 'Kannst du mir helfen, dem Vermieter wegen der Heizung zu schreiben? Ich werd sonst zu pampig'],
    ]),
    own: NONE,
    answer: `# «send»
Klar, probier's so:

Sehr geehrter Herr Brandt,
seit dem 3. November funktioniert die Heizung in meiner Wohnung (2. OG links) nicht mehr zuverlässig. Ich bitte Sie, bis Ende der Woche einen Termin mit dem Installateur zu vereinbaren.
Mit freundlichen Grüßen
Anke Vogel

# «send»
Freundlich, aber mit Frist. Das versteht er 😉`,
    expect: [
      {
        type: 'send',
        text: "Klar, probier's so:\n\nSehr geehrter Herr Brandt,\nseit dem 3. November funktioniert die Heizung in meiner Wohnung (2. OG links) nicht mehr zuverlässig. Ich bitte Sie, bis Ende der Woche einen Termin mit dem Installateur zu vereinbaren.\nMit freundlichen Grüßen\nAnke Vogel",
      },
      { type: 'send', text: 'Freundlich, aber mit Frist. Das versteht er 😉' },
    ],
  },
  {
    name: 'jens: the story of a friend’s wedding, then a laughing sticker',
    persona: JENS,
    participants: ANKE,
    others: dm([[4005, 'Und, wie war Tobis Hochzeit? Erzähl!']]),
    own: NONE,
    answer: `# «send»
Tobi hat beim Jawort geheult wie ein Schlosshund, und Lea musste ihm ihr Taschentuch geben 😄 Dann hat sein Onkel eine Rede gehalten, die eine halbe Stunde ging und bei seiner eigenen Hochzeit 1987 anfing.

Um Mitternacht hat die Band aufgehört und Tobis Oma hat einfach weiter Helene Fischer vom Handy abgespielt. Bester Teil des Abends.

# «sticker»
HeidiDuck
😂`,
    expect: [
      {
        type: 'send',
        text: 'Tobi hat beim Jawort geheult wie ein Schlosshund, und Lea musste ihm ihr Taschentuch geben 😄 Dann hat sein Onkel eine Rede gehalten, die eine halbe Stunde ging und bei seiner eigenen Hochzeit 1987 anfing.\n\nUm Mitternacht hat die Band aufgehört und Tobis Oma hat einfach weiter Helene Fischer vom Handy abgespielt. Bester Teil des Abends.',
      },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'camille: feedback on the friend’s cover letter, with a list and the recruiter in the third person',
    persona: CAMILLE,
    participants: THEO,
    others: dm([
      [4003, 'Madame, Monsieur, je suis quelqu’un de motivé et passionné par le design depuis toujours…'],
      [4005, 'Tu peux relire ma lettre de motivation ? Sois honnête'],
    ]),
    own: NONE,
    answer: `# «send»
Je l'ai lue ! C'est bien parti. Deux trucs :
- le premier paragraphe parle trop de toi et pas assez d'eux, dis pourquoi leur atelier t'intéresse
- « quelqu'un de motivé », supprime, tout le monde l'écrit. Montre-le avec l'exemple du festival

Le recruteur va lire ça en trente secondes, donc le festival doit être tout en haut.`,
    expect: [
      {
        type: 'send',
        text: "Je l'ai lue ! C'est bien parti. Deux trucs :\n- le premier paragraphe parle trop de toi et pas assez d'eux, dis pourquoi leur atelier t'intéresse\n- « quelqu'un de motivé », supprime, tout le monde l'écrit. Montre-le avec l'exemple du festival\n\nLe recruteur va lire ça en trente secondes, donc le festival doit être tout en haut.",
      },
    ],
  },
  {
    name: 'camille: a word about the friend for his cousin to forward, signed',
    persona: CAMILLE,
    participants: THEO,
    others: dm([
      [
        4005,
        'Ma cousine veut savoir comment je suis en coloc avant de signer 😅 tu peux lui écrire un petit mot sur moi ? Je lui transfère',
      ],
    ]),
    own: NONE,
    answer: `# «send»
Salut Inès ! Théo est le coloc idéal, je l'ai supporté deux ans. Il range (à peu près), il paie le loyer à l'heure et il fait les meilleures crêpes du 11e. Seul défaut : il chante sous la douche. Fort.

Bises, Camille`,
    expect: [
      {
        type: 'send',
        text: "Salut Inès ! Théo est le coloc idéal, je l'ai supporté deux ans. Il range (à peu près), il paie le loyer à l'heure et il fait les meilleures crêpes du 11e. Seul défaut : il chante sous la douche. Fort.\n\nBises, Camille",
      },
    ],
  },
  {
    name: 'camille: gossip about her mother’s yoga teacher, a reply to the older message',
    persona: CAMILLE,
    participants: THEO,
    others: dm([
      [4002, 'Au fait, ta mère fait toujours du yoga avec le type bizarre ?'],
      [4005, 'Bon je file, on se voit jeudi'],
    ]),
    own: NONE,
    answer: `# «send» 4002
Ah non, plus du tout 😶 Il est parti avec la caisse de l'association. Ma mère dit qu'elle l'avait toujours senti, évidemment

# «send»
Jeudi ça marche !`,
    expect: [
      {
        type: 'send',
        text: "Ah non, plus du tout 😶 Il est parti avec la caisse de l'association. Ma mère dit qu'elle l'avait toujours senti, évidemment",
        replyTo: 4002,
      },
      { type: 'send', text: 'Jeudi ça marche !' },
    ],
  },
  {
    name: 'olga: advice about a colleague who interrupts, in two messages',
    persona: OLGA,
    participants: KATYA,
    others: dm([[4005, 'Новая коллега всё время перебивает меня на планёрках. Бесит ужасно']]),
    own: NONE,
    answer: `# «send»
Она, скорее всего, просто нервничает и хочет показать себя. Но терпеть не надо

# «send»
В следующий раз спокойно скажи: «Марина, дай я договорю, потом тебя выслушаю». Один раз так сделаешь, и она запомнит. А если не поможет, поговори с ней после планёрки один на один`,
    expect: [
      {
        type: 'send',
        text: 'Она, скорее всего, просто нервничает и хочет показать себя. Но терпеть не надо',
      },
      {
        type: 'send',
        text: 'В следующий раз спокойно скажи: «Марина, дай я договорю, потом тебя выслушаю». Один раз так сделаешь, и она запомнит. А если не поможет, поговори с ней после планёрки один на один',
      },
    ],
  },
  {
    name: 'olga: news about her father after the operation',
    persona: OLGA,
    participants: KATYA,
    others: dm([[4005, 'Как папа? Есть новости?']]),
    own: NONE,
    answer: `# «send»
Мама звонила, у папы всё хорошо! Уже ходит по коридору и ругается на больничную кашу 😄

# «send»
Врач сказал, в пятницу выпишут`,
    expect: [
      {
        type: 'send',
        text: 'Мама звонила, у папы всё хорошо! Уже ходит по коридору и ругается на больничную кашу 😄',
      },
      { type: 'send', text: 'Врач сказал, в пятницу выпишут' },
    ],
  },
  {
    name: 'olga: a message drafted for the friend to send, in quotation marks after a lead line',
    persona: OLGA,
    participants: KATYA,
    others: dm([[4005, 'Помоги написать Диме, что я не приду на его др. Только чтобы не обиделся']]),
    own: NONE,
    answer: `# «send»
Можно так:

«Дим, с днём рождения заранее! В субботу никак не получается, у меня смена до ночи 😔 Давай на следующей неделе вытащу тебя на кофе, подарок за мной 🎁»`,
    expect: [
      {
        type: 'send',
        text: 'Можно так:\n\n«Дим, с днём рождения заранее! В субботу никак не получается, у меня смена до ночи 😔 Давай на следующей неделе вытащу тебя на кофе, подарок за мной 🎁»',
      },
    ],
  },
  {
    name: 'bia: gossip about a party where the ex showed up',
    persona: BIA,
    participants: RAFA,
    others: dm([[4005, 'e aí, como foi a festa da Júlia??']]),
    own: NONE,
    answer: `# «send»
mano o ex dela apareceu sem ser convidado 😬 ela fingiu que nem viu mas a Dani teve que segurar o copo dela kkkkk

# «send»
depois te conto o resto pessoalmente, tem MUITA coisa`,
    expect: [
      {
        type: 'send',
        text: 'mano o ex dela apareceu sem ser convidado 😬 ela fingiu que nem viu mas a Dani teve que segurar o copo dela kkkkk',
      },
      { type: 'send', text: 'depois te conto o resto pessoalmente, tem MUITA coisa' },
    ],
  },
  {
    name: 'bia: an informal reference about the friend for his new boss, as he asked',
    persona: BIA,
    participants: RAFA,
    others: dm([
      [
        4005,
        'minha chefe nova pediu uma referência informal de alguém que me conhece, escreve uns 3 parágrafos curtos sobre mim? 🙏',
      ],
    ]),
    own: NONE,
    answer: `# «send»
Conheço o Rafael há dez anos, desde a faculdade. Ele é a pessoa mais organizada que eu conheço: quando a gente viajou em grupo, foi ele que montou a planilha e ninguém perdeu um voo.

Ele fica calmo quando tudo dá errado e é o primeiro a ajudar quem está atrasado. Também é muito honesto, às vezes até demais 😄

Qualquer equipe ganha com ele.

Beatriz Mendes`,
    expect: [
      {
        type: 'send',
        text: 'Conheço o Rafael há dez anos, desde a faculdade. Ele é a pessoa mais organizada que eu conheço: quando a gente viajou em grupo, foi ele que montou a planilha e ninguém perdeu um voo.\n\nEle fica calmo quando tudo dá errado e é o primeiro a ajudar quem está atrasado. Também é muito honesto, às vezes até demais 😄\n\nQualquer equipe ganha com ele.\n\nBeatriz Mendes',
      },
    ],
  },
  {
    name: 'bia: a private thought, then news about her grandmother in a message',
    persona: BIA,
    participants: RAFA,
    others: dm([[4005, 'e a sua vó, melhorou?']]),
    own: NONE,
    answer: `# «think»
Ele lembrou da vó. Contar que ela já voltou pra casa.

# «send»
melhorou sim!! voltou pra casa ontem e já tá mandando na cozinha de novo 😂 minha tia diz que ela tá mais brava que antes`,
    expect: [
      {
        type: 'send',
        text: 'melhorou sim!! voltou pra casa ontem e já tá mandando na cozinha de novo 😂 minha tia diz que ela tá mais brava que antes',
      },
    ],
  },
  {
    name: 'giulia: advice about a difficult colleague, in a numbered list',
    persona: GIULIA,
    participants: MARCO,
    others: dm([[4005, 'La Ferri mi ha di nuovo scaricato addosso il suo report. Che faccio, glielo dico?']]),
    own: NONE,
    answer: `# «send»
Sì, ma fallo bene:
1. parlaci da solo, non davanti agli altri
2. dille cosa è successo, non cosa pensi di lei
3. proponi una regola: ognuno firma il suo report

La Ferri non è cattiva, è solo sommersa. Se le dai una via d'uscita la prende`,
    expect: [
      {
        type: 'send',
        text: "Sì, ma fallo bene:\n1. parlaci da solo, non davanti agli altri\n2. dille cosa è successo, non cosa pensi di lei\n3. proponi una regola: ognuno firma il suo report\n\nLa Ferri non è cattiva, è solo sommersa. Se le dai una via d'uscita la prende",
      },
    ],
  },
  {
    name: 'giulia: feedback on the best man’s speech, the bride’s grandmother in it',
    persona: GIULIA,
    participants: MARCO,
    others: dm([
      [4003, 'Luca l’ho conosciuto in Erasmus a Siviglia, dove…'],
      [4005, 'Allora? Il discorso va bene o faccio figure?'],
    ]),
    own: NONE,
    answer: `# «send»
È bellissimo, davvero. Solo una cosa: la storia di Luca in Erasmus con la ragazza di Siviglia… la nonna di Sara sarà in prima fila 😅 Io la taglierei.

Il finale invece tienilo così, ho pianto io che li conosco appena`,
    expect: [
      {
        type: 'send',
        text: 'È bellissimo, davvero. Solo una cosa: la storia di Luca in Erasmus con la ragazza di Siviglia… la nonna di Sara sarà in prima fila 😅 Io la taglierei.\n\nIl finale invece tienilo così, ho pianto io che li conosco appena',
      },
    ],
  },
  {
    name: 'giulia: her sister had the baby, in capitals and with a heart reaction',
    persona: GIULIA,
    participants: MARCO,
    others: dm([[4005, 'Novità da tua sorella??']]),
    own: NONE,
    answer: `# «react» 4005
❤

# «send»
È NATA!! Si chiama Bianca, tre chili e mezzo. Chiara dice che ha già il caratterino del padre 😂`,
    expect: [
      { type: 'react', emoji: '❤', messageId: 4005 },
      {
        type: 'send',
        text: 'È NATA!! Si chiama Bianca, tre chili e mezzo. Chiara dice che ha già il caratterino del padre 😂',
      },
    ],
  },
];
