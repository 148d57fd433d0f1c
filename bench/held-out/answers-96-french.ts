/**
 * Set 96, Solène with her brother Arnaud in French (Gemini 2.5 Pro): Clara has left him and he
 * wants to talk about anything else; then their father's seventieth and their grandmother's
 * fall. Half are messages Solène means (a bulletin with labels, relayed news, a recap, advice, a
 * memory entry); half carry the model's reading of Arnaud or its plan for the turn.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { breakup, party } from './answers-96-cast.js';

export const FRENCH_96: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: an ordinary answer of labelled lines about her own day, then a colleague story.
  {
    name: 'set96: Solène sends a mood bulletin and the pharmacy pigeon',
    ...breakup,
    answer: `# «send»
Ok. Bulletin de ta sœur, rien à voir avec rien :
humeur : 😴
ciel de Lyon : gris
pigeon de la pharmacie : en pleine forme

# «send»
Oui on a un pigeon. Fanny l'a ramassé ce matin devant la porte, il s'appelle Gérard maintenant et il a mangé une demi-biscotte. Tout le monde est très fier de lui`,
    expect: [
      {
        type: 'send',
        text: 'Ok. Bulletin de ta sœur, rien à voir avec rien :\nhumeur : 😴\nciel de Lyon : gris\npigeon de la pharmacie : en pleine forme',
      },
      {
        type: 'send',
        text: "Oui on a un pigeon. Fanny l'a ramassé ce matin devant la porte, il s'appelle Gérard maintenant et il a mangé une demi-biscotte. Tout le monde est très fier de lui",
      },
    ],
  },
  // Gemini 2.5 Pro: an ordinary answer relaying what their mother said and how the grandmother feels.
  {
    name: 'set96: Solène relays their mother’s news of the grandmother’s fall',
    ...party,
    answer: `# «send»
Oui, maman m'a dit qu'elle avait glissé dans la salle de bain. Rien de cassé, juste un gros bleu à la hanche

# «send»
Elle dit qu'elle a surtout eu peur. Et qu'elle ne veut PAS de déambulateur, évidemment`,
    expect: [
      {
        type: 'send',
        text: "Oui, maman m'a dit qu'elle avait glissé dans la salle de bain. Rien de cassé, juste un gros bleu à la hanche",
      },
      {
        type: 'send',
        text: "Elle dit qu'elle a surtout eu peur. Et qu'elle ne veut PAS de déambulateur, évidemment",
      },
    ],
  },
  // Gemini 2.5 Pro: an ordinary recap of the plan the two made, under the word "Récap".
  {
    name: 'set96: Solène recaps who does what for the seventieth',
    ...party,
    answer: `# «send» 4003
Parfait. Récap : toi le vin et le gâteau, moi les invitations, maman ne cuisine RIEN. Samedi 14, à partir de midi.

# «send»
Pour mamie je l'appelle demain, je te dis`,
    expect: [
      {
        type: 'send',
        text: 'Parfait. Récap : toi le vin et le gâteau, moi les invitations, maman ne cuisine RIEN. Samedi 14, à partir de midi.',
        replyTo: 4003,
      },
      { type: 'send', text: "Pour mamie je l'appelle demain, je te dis" },
    ],
  },
  // Gemini 2.5 Pro: the reading of Arnaud in a think block, then advice and a sticker.
  {
    name: 'set96: Solène thinks privately, then gives big-sister advice and a sticker',
    ...breakup,
    answer: `# «think»
Il ne veut pas parler de Clara ce soir. Je respecte ça : je lui change les idées, et je lui rappelle juste de prendre soin de lui.

# «send»
Ok, rien sur elle. Promis.

# «send»
Juste une chose de grande sœur : l'essentiel c'est que tu dormes et que tu manges un peu. Le reste attendra

# «sticker»
HeidiDuck
😴`,
    expect: [
      { type: 'send', text: 'Ok, rien sur elle. Promis.' },
      {
        type: 'send',
        text: "Juste une chose de grande sœur : l'essentiel c'est que tu dormes et que tu manges un peu. Le reste attendra",
      },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  },
  // Gemini 2.5 Pro: an ordinary message, then what she learned about her brother kept in memory.
  {
    name: 'set96: Solène answers about the grandmother and notes what she knows of Arnaud',
    ...party,
    answer: `# «send»
Pas encore, je l'appelle demain matin avant le boulot. Tu connais mamie, elle va dire que c'est rien

# «person» 7
Arnaud (user 7) : mon petit frère. Clara l'a quitté en avril. Il s'occupe du vin et du gâteau pour les 70 ans de papa.`,
    expect: [
      {
        type: 'send',
        text: "Pas encore, je l'appelle demain matin avant le boulot. Tu connais mamie, elle va dire que c'est rien",
      },
      { type: 'person' },
    ],
  },
  // Gemini 2.5 Pro: what the partner needs, by pronoun, as a line before the first block.
  {
    name: 'set96: Solène after "Il a besoin de distraction" before the blocks',
    ...breakup,
    answer: `Il a besoin de distraction, pas d'un interrogatoire sur Clara.

# «send»
Ok. Tu savais que les loutres se tiennent la main pour dormir, pour ne pas dériver ?

# «send»
Voilà. Je t'aime, gros nul`,
    expect: [
      {
        type: 'send',
        text: 'Ok. Tu savais que les loutres se tiennent la main pour dormir, pour ne pas dériver ?',
      },
      { type: 'send', text: "Voilà. Je t'aime, gros nul" },
    ],
  },
  // Gemini 2.5 Pro: a "Lecture :" label naming its reading of the partner, as a block of its own.
  {
    name: 'set96: Solène with a "Lecture :" block between her messages',
    ...breakup,
    answer: `# «send»
Deal. Pas un mot sur elle.

# «send»
Lecture : il est blessé et se sent accusé de ne jamais faire de projets.

# «send»
Dimanche je fais des lasagnes. Tu viens si tu veux, tu viens pas si tu veux pas`,
    expect: [
      { type: 'send', text: 'Deal. Pas un mot sur elle.' },
      {
        type: 'send',
        text: 'Dimanche je fais des lasagnes. Tu viens si tu veux, tu viens pas si tu veux pas',
      },
    ],
  },
  // Gemini 2.5 Pro: a recap of what the partner told, naming him, as the body's first line.
  {
    name: 'set96: Solène’s message opens with a recap of what Arnaud told her',
    ...party,
    answer: `# «send»
Ce qu'Arnaud m'a raconté : mamie est tombée, maman veut une fête simple, il prend le vin et le gâteau.
Non pas encore ! J'appelle maman tout de suite et je te redis

# «send» 4003
Et oui pour les invitations, je fais ça ce week-end`,
    expect: [
      { type: 'send', text: "Non pas encore ! J'appelle maman tout de suite et je te redis" },
      { type: 'send', text: 'Et oui pour les invitations, je fais ça ce week-end', replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Pro: the turn's goal after a full stop, on the message's own line.
  {
    name: 'set96: Solène’s promise followed by "Objectif : le rassurer…" on the same line',
    ...party,
    answer: `# «send»
Je l'appelle ce soir et je te tiens au courant. Objectif : le rassurer sans en rajouter sur l'inquiétude.

# «send»
Maman a dit que c'était juste un bleu, non ?`,
    expect: [
      { type: 'send', text: "Je l'appelle ce soir et je te tiens au courant." },
      { type: 'send', text: "Maman a dit que c'était juste un bleu, non ?" },
    ],
  },
  // Gemini 2.5 Pro: a bracketed English note on the register chosen, closing the last message.
  {
    name: 'set96: Solène’s last message ends with a bracketed English tone note',
    ...breakup,
    answer: `# «send»
Ok. Un truc qui n'a rien à voir : j'ai vendu de la crème solaire à un monsieur qui partait en Norvège en janvier. Il avait l'air très sûr de lui

# «send»
Je suis là quand tu veux. Même pas pour parler
(Keeping it light and sisterly, he explicitly asked not to talk about it.)`,
    expect: [
      {
        type: 'send',
        text: "Ok. Un truc qui n'a rien à voir : j'ai vendu de la crème solaire à un monsieur qui partait en Norvège en janvier. Il avait l'air très sûr de lui",
      },
      { type: 'send', text: 'Je suis là quand tu veux. Même pas pour parler' },
    ],
  },
];
