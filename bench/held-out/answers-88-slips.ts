/**
 * Set 88, slips (1/2): the model reads the friend or the turn to no one (the friend's mood,
 * wish or need, what the friend waits for, what the answer should do, the register chosen, a
 * context line, a recap) first, between, last or as a block of its own, bare, labelled or in
 * brackets, in the chat's language or in English. Only the meant messages reach the chat.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BIANCA_ADVICE,
  BIANCA_NEWS,
  CAMILLE_ADVICE,
  CAMILLE_NEWS,
  GIULIA_ADVICE,
  GIULIA_NEWS,
  KATRIN_ADVICE,
  KATRIN_NEWS,
  LUCIA_ADVICE,
  LUCIA_NEWS,
  VERA_ADVICE,
  VERA_NEWS,
} from './answers-88-cast.js';

const kGood = 'Viel Glück morgen!! Du rockst das, ganz sicher 💪';
const kNews = 'Bei uns: Oma ist wieder zu Hause und läuft schon wie ein Wiesel durch die Wohnung 😄';
const kFeedback =
  'Ehrlich? Taugt richtig was. Der Einstieg mit der Bibliothek deiner Kindheit ist super.\n\nNur der letzte Satz ist mir zu steif, „Mit freundlichen Grüßen“ reicht danach völlig.';
const kOma = 'Oma ist seit Dienstag zu Hause. Opa kocht jetzt, Gott steh ihnen bei.';
const kInterview = 'Und du: morgen, 10 Uhr, oder? Ich drück dir alle Daumen!';
const lGossip =
  'Vale, agárrate: Nacho y Carla lo han dejado. Ella se queda el piso, él el perro. Y Carla ya tiene cita el viernes 👀';
const lCafe =
  'El café es monísimo, seis mesas y plantas por todas partes. El flat white, de lo mejor del barrio.';
const lFriday = 'El viernes cenamos seguro, antes de que llegue tu hermana. ¿A las nueve?';
const lPadre = '¿Cómo ha ido lo de las pruebas de tu padre? Estoy pendiente del móvil';
const lVecina =
  'Y para distraerte: la vecina del quinto tiene un loro que imita el timbre. El marido baja a abrir cada diez minutos 😂';
const cMove =
  'Bon, potin du jour : la fille du boulanger sort avec le facteur. Tout le quartier le sait sauf le boulanger.';
const cMove2 = 'Et samedi je viens t’aider, promis, avec des croissants';
const cSpeech =
  'Oui, lu deux fois ! Il est vraiment bien. L’intro fait rire, la partie sur les parents de Lucas est un peu longue. La chute, rien à changer.';
const cSophie = 'Pour Sophie : un mail court, une seule question, la date limite en gras.';
const cSpeech2 = 'Et ton discours, franchement, Lucas va pleurer. Dans le bon sens.';
const vStory =
  'На даче у нас поселились ежи. Папа ставит им блюдечко с молоком, мама ругается, а ежи приходят строго в девять вечера, как на работу.';
const vMama = 'Как мама, давление спустилось?';
const vLetter =
  'Нормально написала! Только второй абзац повторяет первый, его можно убрать. И «в связи с тем, что» лучше заменить на «потому что».';
const gExam =
  'Dai, 19 è comunque un passo avanti rispetto a 17 😅 La prossima la passi, ci studiamo insieme.';
const gParty = 'E la festa è confermatissima: sabato alle 20 da Chiara. Ti voglio lì.';
const gRecipe = 'Certo! Dico a mia sorella di scriverla per bene e te la mando stasera';
const gDario =
  'Dario non è cattivo, è solo distrutto dai turni. Parlateci a cena, con calma, e fate una lista dei piatti insieme invece di imporgliela.';
const bCalm = 'Rafa, você vai arrasar amanhã. Sério. Dorme cedo e come alguma coisa antes.';
const bChurras = 'Churrasco tá de pé, domingo 13h no tio Beto!';
const bGood = 'boa sorte amanhã!! vai dar tudo certo';
const bConto =
  'Li ontem à noite, de uma vez! Não ficou ruim nada, ficou lindo. O final me pegou de surpresa.\n\nSó a mãe aparece pouco, acho que cabe mais uma cena com ela.';

export const SLIPS_88: readonly CorpusEntry[] = [
  // Gemini 2.5 opens a body with its read of the partner in English before the message.
  {
    name: 'de: the friend’s nerves read in English, first paragraph',
    ...KATRIN_NEWS,
    answer: `# «send»\nJule is nervous about tomorrow’s interview and wants some encouragement before the news.\n\n${kGood}\n\n# «send»\n${kNews}`,
    expect: [
      { type: 'send', text: kGood },
      { type: 'send', text: kNews },
    ],
  },
  // Gemini 3 closes with a bracketed note on what the partner needs, in the chat's language.
  {
    name: 'de: the friend’s need in brackets, last line',
    ...KATRIN_ADVICE,
    answer: `# «send»\n${kFeedback}\n\n(Jule braucht gerade eher Zuspruch als Kritik.)`,
    expect: [{ type: 'send', text: kFeedback }],
  },
  // The register the model chose, written as a message block between two real ones.
  {
    name: 'de: the register chosen as a block of its own, between',
    ...KATRIN_NEWS,
    answer: `# «send» 4001\n${kOma}\n\n# «send»\nTon: locker und herzlich, wie unter Freundinnen.\n\n# «send» 4003\n${kInterview}`,
    expect: [
      { type: 'send', text: kOma, replyTo: 4001 },
      { type: 'send', text: kInterview, replyTo: 4003 },
    ],
  },
  // A labelled context line restating the situation, as models do when the prompt is long.
  {
    name: 'es: a labelled context line opening the body',
    ...LUCIA_NEWS,
    answer: `# «send»\nContexto: Marta está con su padre en el hospital y quiere distraerse.\n\n${lGossip}`,
    expect: [{ type: 'send', text: lGossip }],
  },
  // The partner's wish read between two paragraphs of one message.
  {
    name: 'es: what the friend wants, between two paragraphs',
    ...LUCIA_ADVICE,
    answer: `# «send»\n${lCafe}\n\nMarta lo que quiere es cerrar el plan del viernes antes de que llegue su hermana.\n\n${lFriday}`,
    expect: [{ type: 'send', text: `${lCafe}\n\n${lFriday}` }],
  },
  // Two slips: the partner's need as a block of its own first, an English recap last.
  {
    name: 'es: the friend’s need as a first block and a recap last',
    ...LUCIA_NEWS,
    answer: `# «send»\nMarta necesita desahogarse, no consejos.\n\n# «send» 4003\n${lPadre}\n\n# «send»\n${lVecina}\n\nRecap: asked about her dad first, then the parrot story to cheer her up.`,
    expect: [
      { type: 'send', text: lPadre, replyTo: 4003 },
      { type: 'send', text: lVecina },
    ],
  },
  // A bracketed English stage note on the partner and the manner, before the message.
  {
    name: 'fr: the friend’s dread and the manner in square brackets, first',
    ...CAMILLE_NEWS,
    answer: `# «send»\n[Théo is dreading the move — keep it short and funny]\n${cMove}\n\n# «send» 4003\n${cMove2}`,
    expect: [
      { type: 'send', text: cMove },
      { type: 'send', text: cMove2, replyTo: 4003 },
    ],
  },
  // What the partner is waiting for, noted in French after the message.
  {
    name: 'fr: what the friend waits for, last paragraph',
    ...CAMILLE_ADVICE,
    answer: `# «send»\n${cSpeech}\n\nThéo attend surtout un avis franc sur la fin du discours.`,
    expect: [{ type: 'send', text: cSpeech }],
  },
  // The register in brackets as a message block of its own, between two real messages.
  {
    name: 'fr: the register in brackets as a block between',
    ...CAMILLE_ADVICE,
    answer: `# «send» 4001\n${cSophie}\n\n# «send»\n(registre : complice, un peu taquin)\n\n# «send»\n${cSpeech2}`,
    expect: [
      { type: 'send', text: cSophie, replyTo: 4001 },
      { type: 'send', text: cSpeech2 },
    ],
  },
  // The partner's mood and need read in Russian as the body's first paragraph.
  {
    name: 'ru: the friend’s tiredness and need read first',
    ...VERA_NEWS,
    answer: `# «send»\nОля устала и переживает за маму, ей сейчас нужно что-то тёплое и смешное.\n\n${vStory}`,
    expect: [{ type: 'send', text: vStory }],
  },
  // A labelled tone line in English closing the message.
  {
    name: 'ru: the tone chosen, labelled in English, last line',
    ...VERA_ADVICE,
    answer: `# «send»\n${vLetter}\n\nTone: gentle but honest.`,
    expect: [{ type: 'send', text: vLetter }],
  },
  // What the answer must do, as a block of its own between the messages.
  {
    name: 'ru: what the answer should do, a block between',
    ...VERA_NEWS,
    answer: `# «send» 4003\n${vMama}\n\n# «send»\nГлавное сейчас — отвлечь её от мыслей о маме.\n\n# «send»\n${vStory}`,
    expect: [
      { type: 'send', text: vMama, replyTo: 4003 },
      { type: 'send', text: vStory },
    ],
  },
  // The partner named by role ("my friend") with the plan, as a chat model's preface.
  {
    name: 'it: the friend by role and the plan in English, first',
    ...GIULIA_NEWS,
    answer: `# «send» 4003\nMy friend is down about the exam, so comfort first, then the party.\n\n${gExam}\n\n# «send»\n${gParty}`,
    expect: [
      { type: 'send', text: gExam, replyTo: 4003 },
      { type: 'send', text: gParty },
    ],
  },
  // A note on what the partner wants closing the message's line, in brackets.
  {
    name: 'it: what the friend wants in brackets at the line’s end',
    ...GIULIA_ADVICE,
    answer: `# «send»\n${gRecipe} (Paolo vuole solo la ricetta, niente chiacchiere)`,
    expect: [{ type: 'send', text: gRecipe }],
  },
  // Two slips: an Italian context line first and a register line last.
  {
    name: 'it: a context line first and a register line last',
    ...GIULIA_ADVICE,
    answer: `# «send» 4003\nContesto: Paolo ha litigato di nuovo con Dario per i piatti.\n\n${gDario}\n\nRegistro: informale, affettuoso.`,
    expect: [{ type: 'send', text: gDario, replyTo: 4003 }],
  },
  // The partner's anxiety read in Portuguese, first paragraph of the block.
  {
    name: 'pt: the friend’s anxiety read first',
    ...BIANCA_NEWS,
    answer: `# «send» 4003\nO Rafa tá ansioso com a entrevista e precisa de ânimo.\n\n${bCalm}\n\n# «send»\n${bChurras}`,
    expect: [
      { type: 'send', text: bCalm, replyTo: 4003 },
      { type: 'send', text: bChurras },
    ],
  },
  // An English aside on the partner's need and the tone, closing the message's line.
  {
    name: 'pt: the friend’s need in English brackets at the line’s end',
    ...BIANCA_NEWS,
    answer: `# «react» 4003\n🙏\n\n# «send»\n${bGood} (he needs reassurance, keeping it upbeat)`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4003 },
      { type: 'send', text: bGood },
    ],
  },
  // A labelled recap of the turn as the last message block.
  {
    name: 'pt: a recap as a last block of its own',
    ...BIANCA_ADVICE,
    answer: `# «send»\n${bConto}\n\n# «send»\nResumo: elogiei o conto e respondi que não ficou ruim.`,
    expect: [{ type: 'send', text: bConto }],
  },
];
