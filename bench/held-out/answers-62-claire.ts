/** Set 62: Claire's poems and a story for her grandmother in French, slips inside. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { claire, L, send } from './answers-62-cast.js';

const poeme = L(
  '*Pour Mamie, à 85 ans*',
  '',
  'Tu as gardé les cahiers, les chats mal dessinés,',
  "les rimes en « -ette » et les fautes d'été,",
  'tu as gardé la clé sous le pot de géranium,',
  'et ta voix qui disait : « mange, tu es toute maigre ».',
  '',
  "Moi j'ai gardé le goût des crêpes du mardi,",
  'le bruit de ta radio, le chemin du lundi.',
  'On garde tous les deux, chacune sa moitié —',
  "c'est ça, je crois, qu'on appelle s'aimer.",
);
const intro = L(
  "D'accord, mais promets de ne pas rire 🙈",
  "Je l'ai écrit la semaine dernière en pensant à ton anniversaire.",
);
const histoire = L(
  'Et une petite histoire vraie, parce que tu ne la connais pas :',
  '',
  "Quand j'avais 8 ans, j'ai caché un de tes poèmes à toi dans mon cartable.",
  "La maîtresse l'a trouvé, l'a lu à voix haute, et toute la classe a cru que c'était moi qui l'avais écrit.",
  "J'ai eu 19/20. Je ne t'ai jamais rendu ni le poème, ni la note 😇",
);

export const CLAIRE: readonly CorpusEntry[] = [
  claire({
    name: 'set62 claire: a poem with an italic title, after a short intro',
    answer: L('# «send»', intro, '', '# «send»', poeme),
    expect: [send(intro), send(poeme)],
  }),
  claire({
    name: 'set62 claire: a poem, then a true story in a long message',
    answer: L('# «send»', poeme, '', '# «send»', histoire),
    expect: [send(poeme), send(histoire)],
  }),
  // Gemini 2.5 Flash: two drafts of the poem labelled as versions; the first is the one sent.
  claire({
    name: 'set62 claire: the poem offered as two labelled options',
    answer: L(
      '# «send»',
      '**Option 1 — heartfelt:**',
      poeme,
      '',
      '**Option 2 — short and sweet:**',
      'Tu as gardé les cahiers, moi le goût des crêpes.',
      "On garde chacune sa moitié, c'est ça s'aimer.",
    ),
    expect: [send(poeme)],
  }),
  // Gemini 2.5 Flash: a French closing note describing the answer between two messages.
  claire({
    name: 'set62 claire: a wrapped description of the answer between the poem and the story',
    answer: L(
      '# «send»',
      poeme,
      '',
      '(Réponse tendre et personnelle, avec un poème original.)',
      '',
      '# «send»',
      histoire,
    ),
    expect: [send(poeme), send(histoire)],
  }),
  // Gemini 2.5 Flash, roleplay actions off: a stage direction naming the persona inside the poem message.
  claire({
    name: 'set62 claire: narration naming the persona between the intro and the poem',
    actions: 'never',
    answer: L('# «send»', intro, '', '*Claire hésite, puis colle le poème*', '', poeme),
    expect: [send(L(intro, '', poeme))],
  }),
  claire({
    name: 'set62 claire: a poem quoted from a real poet, then her own lines',
    answer: L(
      '# «send»',
      'Tu te souviens, tu me lisais toujours celui-là :',
      '',
      '> Demain, dès l’aube, à l’heure où blanchit la campagne,',
      '> Je partirai. Vois-tu, je sais que tu m’attends.',
      '',
      "Moi je n'irai pas aussi loin que Victor Hugo, mais dimanche je viens, avec le gâteau 🎂",
    ),
    expect: [
      send(
        L(
          'Tu te souviens, tu me lisais toujours celui-là :',
          '',
          '> Demain, dès l’aube, à l’heure où blanchit la campagne,',
          '> Je partirai. Vois-tu, je sais que tu m’attends.',
          '',
          "Moi je n'irai pas aussi loin que Victor Hugo, mais dimanche je viens, avec le gâteau 🎂",
        ),
      ),
    ],
  }),
  // Gemini 2.5 Pro: the model's helper voice in French between the two messages.
  claire({
    name: 'set62 claire: an offer to rework the tone between two messages',
    answer: L(
      '# «send»',
      poeme,
      '',
      "N'hésite pas à me dire si tu veux que j'ajuste le ton de la réponse !",
      '',
      '# «send»',
      histoire,
    ),
    expect: [send(poeme), send(histoire)],
  }),
  claire({
    name: 'set62 claire: a sign-off and kisses a granddaughter writes',
    answer: L('# «send»', histoire, '', 'Gros bisous, à dimanche !', 'Ta Clairette ❤️'),
    expect: [send(L(histoire, '', 'Gros bisous, à dimanche !', 'Ta Clairette ❤️'))],
  }),
  // Gemini 2.5 Flash: the transcript header of a new message copied in front of the second block.
  claire({
    name: 'set62 claire: a made-up transcript header opening the second block',
    answer: L('# «send»', intro, '', '# «send»', '⟦#4006 Claire 18:32⟧', poeme),
    expect: [send(intro), send(poeme)],
  }),
  // Gemini 2.5 Flash: an English lead-in presenting the answer opening the second block.
  claire({
    name: "set62 claire: a lead-in presenting the persona's poem opening the second block",
    answer: L('# «send»', intro, '', '# «send»', "Here's Claire's poem for her grandmother:", '', poeme),
    expect: [send(intro), send(poeme)],
  }),
  claire({
    name: 'set62 claire: a message with headings a person types for two poems',
    answer: L(
      '# «send»',
      "J'en ai deux, choisis 😄",
      '',
      '**1. Le jardin**',
      'Les tomates de Mamie',
      'rougissent plus vite que moi.',
      '',
      '**2. Le téléphone**',
      'Tu décroches toujours',
      'à la troisième sonnerie, exprès.',
    ),
    expect: [
      send(
        L(
          "J'en ai deux, choisis 😄",
          '',
          '**1. Le jardin**',
          'Les tomates de Mamie',
          'rougissent plus vite que moi.',
          '',
          '**2. Le téléphone**',
          'Tu décroches toujours',
          'à la troisième sonnerie, exprès.',
        ),
      ),
    ],
  }),
];
