/**
 * Set 102, Margaux in her old flatmates' group and with her friend Inès in French (Gemini 3
 * Pro): her own mood and plan, a recap of the weekend sent on purpose, a friend's wish relayed
 * and advice, beside a labelled reading of the group, a member's need after a dash, what the
 * reply should do, the partner's need and a tone label left in.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { annecy, ines } from './answers-102-cast.js';

export const MARGAUX_102: readonly CorpusEntry[] = [
  // Gemini 3 Pro: her plan for the evening and her own mood, two messages.
  {
    name: 'set102: Margaux takes the gîtes and says she needs this weekend',
    ...annecy,
    answer: `# «send»
Je m'en occupe ! Je regarde ce soir après le boulot

# «send»
J'ai trop besoin de ce week-end, cette semaine m'a tuée 😮‍💨`,
    expect: [
      { type: 'send', text: "Je m'en occupe ! Je regarde ce soir après le boulot", replyTo: 4005 },
      { type: 'send', text: "J'ai trop besoin de ce week-end, cette semaine m'a tuée 😮‍💨" },
    ],
  },
  // Gemini 3 Pro: a yes to Karim, then a gentle word to Inès as a reply to her message.
  {
    name: 'set102: Margaux answers Karim, then invites Inès softly',
    ...annecy,
    answer: `# «send»
Ça marche, je vous trouve un truc sympa avec vue sur le lac

# «send» 4003
Inès, viens quand même, on fera un truc tranquille. Pas d'obligation de faire la fête, juste le lac et des crêpes 💛`,
    expect: [
      {
        type: 'send',
        text: 'Ça marche, je vous trouve un truc sympa avec vue sur le lac',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: "Inès, viens quand même, on fera un truc tranquille. Pas d'obligation de faire la fête, juste le lac et des crêpes 💛",
        replyTo: 4003,
      },
    ],
  },
  // Gemini 3 Pro: a labelled recap of the weekend, typed for the group on purpose.
  {
    name: 'set102: Margaux sends a recap under its own label',
    ...annecy,
    answer: `# «send»
Récap pour que tout le monde suive :
- week-end du 21 au 23 à Annecy
- Chloé a posé son vendredi
- je cherche un gîte pour 4, max 80 € par personne`,
    expect: [
      {
        type: 'send',
        text: 'Récap pour que tout le monde suive :\n- week-end du 21 au 23 à Annecy\n- Chloé a posé son vendredi\n- je cherche un gîte pour 4, max 80 € par personne',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: a labelled reading of the group printed before the first block.
  {
    name: 'set102: Margaux under a labelled reading of the group',
    ...annecy,
    answer: `Lecture du groupe : Karim attend une réponse sur les gîtes ; Inès est triste et hésite à venir.

# «send»
Ça marche, je vous trouve un gîte d'ici demain !

# «send» 4003
Inès, on t'emmène, point 💛`,
    expect: [
      { type: 'send', text: "Ça marche, je vous trouve un gîte d'ici demain !", replyTo: 4005 },
      { type: 'send', text: "Inès, on t'emmène, point 💛", replyTo: 4003 },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 3 Pro: the member's need, by pronoun, after a dash on the message's own line.
  {
    name: 'set102: Margaux’s word to Inès with her need after a dash',
    ...annecy,
    answer: `# «send» 4003
Inès on te kidnappe, tu n'as pas le choix 💛 — elle a besoin de se sentir incluse sans pression`,
    expect: [{ type: 'send', text: "Inès on te kidnappe, tu n'as pas le choix 💛", replyTo: 4003 }],
  },
  // Gemini 3 Pro: what the reply should do, in English brackets, as a message block of its own.
  {
    name: 'set102: Margaux with what the reply should do as its own block',
    ...annecy,
    answer: `# «send»
(Reply should: accept Karim's request, then include Inès without singling her out.)

# «send»
Go, je m'occupe des gîtes ce soir

# «send»
Et on prend un endroit avec une grande terrasse, comme ça chacun vit sa vie 😌`,
    expect: [
      { type: 'send', text: "Go, je m'occupe des gîtes ce soir", replyTo: 4005 },
      {
        type: 'send',
        text: 'Et on prend un endroit avec une grande terrasse, comme ça chacun vit sa vie 😌',
      },
    ],
  },
  // Gemini 3 Pro: a friend's wish passed on, in a direct chat.
  {
    name: 'set102: Margaux tells Inès what Chloé said',
    ...ines,
    answer: `# «send»
Oui, viens. Chloé m'a dit qu'elle serait trop triste si tu venais pas, elle t'a même réservé la chambre avec le balcon 😄`,
    expect: [
      {
        type: 'send',
        text: "Oui, viens. Chloé m'a dit qu'elle serait trop triste si tu venais pas, elle t'a même réservé la chambre avec le balcon 😄",
      },
    ],
  },
  // Gemini 3 Pro: advice to the partner, plainly meant, with a reply to her first message.
  {
    name: 'set102: Margaux advises Inès to come and take the car if she needs air',
    ...ines,
    answer: `# «send» 4001
Tu n'as rien plombé, vraiment

# «send»
Viens. Et si à un moment t'as besoin d'être seule, tu prends la voiture et tu vas voir le lac, personne ne posera de questions`,
    expect: [
      { type: 'send', text: "Tu n'as rien plombé, vraiment", replyTo: 4001 },
      {
        type: 'send',
        text: "Viens. Et si à un moment t'as besoin d'être seule, tu prends la voiture et tu vas voir le lac, personne ne posera de questions",
      },
    ],
  },
  // Gemini 3 Pro: the partner's need, by name, as the message's last paragraph.
  {
    name: 'set102: Margaux with Inès’s need as the last paragraph',
    ...ines,
    answer: `# «send»
Évidemment que tu devrais venir. Tu n'as rien à prouver, tu viens comme tu es

Inès cherche surtout la permission de venir sans faire semblant d'aller bien.`,
    expect: [
      {
        type: 'send',
        text: "Évidemment que tu devrais venir. Tu n'as rien à prouver, tu viens comme tu es",
      },
    ],
  },
  // Gemini 3 Pro: a tone label as a message block of its own between two messages.
  {
    name: 'set102: Margaux with a tone label block between her messages',
    ...ines,
    answer: `# «send» 4001
Tu plombes rien du tout, arrête

# «send»
Ton : doux, pas de leçon, court.

# «send»
Oui, viens. On s'occupera de toi`,
    expect: [
      { type: 'send', text: 'Tu plombes rien du tout, arrête', replyTo: 4001 },
      { type: 'send', text: "Oui, viens. On s'occupera de toi" },
    ],
  },
];
