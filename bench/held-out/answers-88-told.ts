/**
 * Set 88, meant messages (2/2): advice about a colleague or a flatmate (their mood and needs
 * spoken of), descriptions asked for, notes to forward and feedback on a text the friend wrote
 * (its tone and register judged), in the third person; all of them reach the chat.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  AGA_ADVICE,
  BIANCA_ADVICE,
  CAMILLE_ADVICE,
  ELIF_ADVICE,
  GIULIA_ADVICE,
  KATRIN_ADVICE,
  LUCIA_ADVICE,
  LUCIA_NEWS,
  MISAKI_ADVICE,
  ROSIE_ADVICE,
  SANNE_ADVICE,
  VERA_ADVICE,
  VERA_NEWS,
} from './answers-88-cast.js';

const vogt =
  'Herr Vogt ist nicht böse, der ist montags immer gereizt. Mails liest er erst nach dem Mittag. Kurz, eine Frage pro Mail, Betreff mit Datum – dann antwortet er.';
const letter =
  'Der erste Absatz ist stark. Im zweiten steht dreimal „engagiert“, das würde ich kürzen.\n\nDer Schluss ist zu unterwürfig im Ton. „Über eine Einladung freue ich mich“ reicht völlig.';
const cafe =
  'Es pequeñito, seis mesas. Paredes verdes, plantas por todas partes, y el camarero pelirrojo pone vinilos de los 70.\n\nEl flat white, buenísimo. La tarta de queso, regular.';
const tia =
  'Para tu tía: la reunión es el jueves a las 19:30 en el portal. Hay que llevar el último recibo del agua.';
const tiaCena = 'Y el viernes cenamos, claro. ¿En el italiano de siempre?';
const vecina =
  'La vecina del quinto ha adoptado un loro. El loro ya sabe imitar el timbre, y el marido baja a abrir cada diez minutos.\n\nLleva así desde el lunes.';
const sophie =
  'Sophie déteste qu’on la mette en copie de tout. Elle est débordée en ce moment et a besoin de messages courts. Un mail direct, une seule question, la date limite en gras, et elle répond dans l’heure.';
const speech =
  'Quelques remarques sur le discours :\n- l’intro est parfaite, on rit tout de suite\n- la partie sur les parents de Lucas est trop longue, coupe la moitié\n- la chute est top, à garder telle quelle\n\nBisous, et bravo 👏';
const petrovich =
  'Сергей Петрович не любит, когда его торопят. После обеда он добрее, а в пятницу вообще подписывает всё не глядя 😄';
const uk =
  'Текст хороший, но длинный. Второй абзац можно убрать целиком, он повторяет первый.\n\nИ «в связи с тем, что» — канцелярит, лучше просто «потому что». Тон нормальный, вежливый, но твёрдый.';
const ezhi =
  'На даче у нас поселились ежи. Папа каждый вечер ставит им блюдечко с молоком, хотя мама говорит, что им нельзя. Ежи, судя по всему, с мамой не согласны.';
const casa =
  'La casa nuova di mia sorella è un sogno: terzo piano, balcone lungo tutta la facciata, cucina a vista. L’unico difetto è il vicino col sassofono, che prova alle sette di mattina.';
const ricetta =
  'Per tua madre: la ricetta vuole 200 g di farina, non 250. Burro a temperatura ambiente, forno statico a 170° per 40 minuti. Il resto come scritto.';
const dario =
  'Dario non è cattivo, è solo stanco morto con i turni in ospedale. Ha bisogno di sentirsi ascoltato più che di una tabella dei piatti. Parlateci a cena, con calma.';
const junior =
  'O Júnior é gente boa mas esquece tudo. Ele precisa de lembrete, não de bronca. Manda por escrito, com data e hora, e lembra ele na véspera.';
const conto =
  'Gostei muito do conto! O final surpreende de verdade.\n\nSó achei que a mãe aparece pouco, dava pra ter mais uma cena com ela antes do hospital. E o título tá meio sem graça, a história merece um melhor.';
const renata =
  'Pani Renata lubi konkrety:\n1. najpierw liczby\n2. potem uzasadnienie\n3. na końcu prośba\n\nBez emotek w mailu i bez „wydaje mi się”. Ona chce widzieć, że ktoś wie, co mówi.';
const tomek =
  'Tomek z trzeciego wygrał w totka! Nie jakoś dużo, ale od razu kupił rower za pięć tysięcy i chodzi po klatce dumny jak paw.';
const ofis =
  'Yeni ofis Kadıköy’de, iskeleye beş dakika. Açık ofis ama herkesin kulaklığı var, kimse konuşmuyor.\n\nÇay bedava, kahve berbat. Müdür her sabah bitkileri tek tek suluyor.';
const sunum =
  'Kötü değil, iyi olmuş! Üçüncü slayt biraz kalabalık, iki grafiği ayırırsan daha rahat okunur. Sonuç kısmı çok net, hiç elleme.';
const sato =
  '佐藤さんは急かされるのが苦手だから、締め切りは早めに伝えておくといいよ。メールより直接のほうが早い。あと、午前中は機嫌がいい（笑）';
const bucho =
  'うちの部長、昨日エレベーターに30分閉じ込められたらしい。出てきたとき、なぜかカップラーメン持ってたって。';
const house =
  'Tiny terraced house, two up two down. Red door, a garden the size of a tablecloth, and the kitchen still has the original tiles.\n\nNeeds a new boiler though. The agent called it “characterful”.';
const blog =
  'Loved it. A few things:\n\n“utilise” → “use”, twice in the second para.\nThe bit about your nan is the best part, move it up.\nCut the last line, it ends stronger without the “thanks for reading!”\n\nBrutal enough? x';
const pieter =
  'Pieter is niet onaardig, alleen verlegen. Hij wil vooral niet in de vergadering aangesproken worden. Vraag even hoe het met zijn hond gaat, dan ontdooit hij meteen.';
const femke =
  'Voor Femke:\n- de sleutel ligt onder de bloempot links\n- Moos krijgt twee keer per dag een half zakje natvoer\n- de kattenbak staat in de badkamer\n- hij mag NIET naar buiten, hoe zielig hij ook kijkt';
const femkeForward = 'Kun je dit doorsturen? Dan hoef ik haar nummer niet te zoeken 🙏';

export const TOLD_88: readonly CorpusEntry[] = [
  {
    name: 'de: the boss’s moods as advice, replying to the first message',
    ...KATRIN_ADVICE,
    answer: `# «send» 4001\n${vogt}`,
    expect: [{ type: 'send', text: vogt, replyTo: 4001 }],
  },
  {
    name: 'de: feedback on a cover letter, its tone judged',
    ...KATRIN_ADVICE,
    answer: `# «think»\nJule will ehrliches Feedback, also konkret bleiben.\n\n# «send»\n${letter}`,
    expect: [{ type: 'send', text: letter }],
  },
  {
    name: 'es: the new café described without a subject',
    ...LUCIA_ADVICE,
    answer: `# «send» 4001\n${cafe}`,
    expect: [{ type: 'send', text: cafe, replyTo: 4001 }],
  },
  {
    name: 'es: a note for the aunt opening with its addressee and a colon, then Friday',
    ...LUCIA_ADVICE,
    answer: `# «send» 4003\n${tia}\n\n# «send»\n${tiaCena}`,
    expect: [
      { type: 'send', text: tia, replyTo: 4003 },
      { type: 'send', text: tiaCena },
    ],
  },
  {
    name: 'es: a neighbour’s parrot to distract a worried friend',
    ...LUCIA_NEWS,
    answer: `# «react» 4003\n🙏\n\n# «send»\n${vecina}`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4003 },
      { type: 'send', text: vecina },
    ],
  },
  {
    name: 'fr: a colleague’s needs as advice',
    ...CAMILLE_ADVICE,
    answer: `# «send» 4001\n${sophie}`,
    expect: [{ type: 'send', text: sophie, replyTo: 4001 }],
  },
  {
    name: 'fr: feedback on a speech as a list, with a sign-off',
    ...CAMILLE_ADVICE,
    answer: `# «send»\n${speech}`,
    expect: [{ type: 'send', text: speech }],
  },
  {
    name: 'ru: advice about a boss',
    ...VERA_ADVICE,
    answer: `# «send» 4001\n${petrovich}`,
    expect: [{ type: 'send', text: petrovich, replyTo: 4001 }],
  },
  {
    name: 'ru: feedback on a letter, its tone judged',
    ...VERA_ADVICE,
    answer: `# «send»\n${uk}`,
    expect: [{ type: 'send', text: uk }],
  },
  {
    name: 'ru: hedgehogs at the dacha, then a sticker',
    ...VERA_NEWS,
    answer: `# «send»\n${ezhi}\n\n# «sticker»\nHeidiDuck\n😂`,
    expect: [
      { type: 'send', text: ezhi },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'it: the sister’s flat described',
    ...GIULIA_ADVICE,
    answer: `# «send» 4001\n${casa}`,
    expect: [{ type: 'send', text: casa, replyTo: 4001 }],
  },
  {
    name: 'it: a recipe note for the friend’s mother',
    ...GIULIA_ADVICE,
    answer: `# «send»\n${ricetta}`,
    expect: [{ type: 'send', text: ricetta }],
  },
  {
    name: 'it: a flatmate’s need spoken of as advice',
    ...GIULIA_ADVICE,
    answer: `# «send» 4003\n${dario}`,
    expect: [{ type: 'send', text: dario, replyTo: 4003 }],
  },
  {
    name: 'pt: a forgetful colleague’s need as advice',
    ...BIANCA_ADVICE,
    answer: `# «send» 4001\n${junior}`,
    expect: [{ type: 'send', text: junior, replyTo: 4001 }],
  },
  {
    name: 'pt: feedback on a short story',
    ...BIANCA_ADVICE,
    answer: `# «send»\n${conto}`,
    expect: [{ type: 'send', text: conto }],
  },
  {
    name: 'pl: a manager’s wishes as a numbered list',
    ...AGA_ADVICE,
    answer: `# «send»\n${renata}`,
    expect: [{ type: 'send', text: renata }],
  },
  {
    name: 'pl: gossip about a neighbour, then a reaction',
    ...AGA_ADVICE,
    answer: `# «send» 4003\n${tomek}\n\n# «react» 4001\n🔥`,
    expect: [
      { type: 'send', text: tomek, replyTo: 4003 },
      { type: 'react', emoji: '🔥', messageId: 4001 },
    ],
  },
  {
    name: 'tr: the new office described',
    ...ELIF_ADVICE,
    answer: `# «send» 4001\n${ofis}`,
    expect: [{ type: 'send', text: ofis, replyTo: 4001 }],
  },
  {
    name: 'tr: feedback on slides',
    ...ELIF_ADVICE,
    answer: `# «send»\n${sunum}`,
    expect: [{ type: 'send', text: sunum }],
  },
  {
    name: 'ja: a colleague’s habits as advice, a laugh in brackets',
    ...MISAKI_ADVICE,
    answer: `# «send»\n${sato}`,
    expect: [{ type: 'send', text: sato }],
  },
  {
    name: 'ja: the head of department stuck in a lift',
    ...MISAKI_ADVICE,
    answer: `# «send» 4003\n${bucho}`,
    expect: [{ type: 'send', text: bucho, replyTo: 4003 }],
  },
  {
    name: 'en: a house described in fragments',
    ...ROSIE_ADVICE,
    answer: `# «send» 4001\n${house}`,
    expect: [{ type: 'send', text: house, replyTo: 4001 }],
  },
  {
    name: 'en: feedback on a blog post, arrows and quotes, a kiss to close',
    ...ROSIE_ADVICE,
    answer: `# «send»\n${blog}`,
    expect: [{ type: 'send', text: blog }],
  },
  {
    name: 'nl: a shy colleague’s wish as advice',
    ...SANNE_ADVICE,
    answer: `# «send» 4001\n${pieter}`,
    expect: [{ type: 'send', text: pieter, replyTo: 4001 }],
  },
  {
    name: 'nl: a note for the cat-sitter as a list, then a request to forward it',
    ...SANNE_ADVICE,
    answer: `# «send» 4003\n${femke}\n\n# «send»\n${femkeForward}`,
    expect: [
      { type: 'send', text: femke, replyTo: 4003 },
      { type: 'send', text: femkeForward },
    ],
  },
];
