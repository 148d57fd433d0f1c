/** Set 72, writers: Noor (a novelist, Dutch) with her editor, Élise (a workshop leader, French) with Hugo. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { elise, noor } from './answers-72-cast.js';

const n1 =
  'Oké, hier is hij:\n\n„Marieke wist al voordat ze de deur opendeed dat haar broer niet alleen was gekomen.”\n\nDerde persoon, verleden tijd. Zoals je wilde 🙄';
const n2a = 'Over het perspectief: ja. Ik zat te dicht op Marieke, alles werd uitgelegd.';
const n2b =
  'De toon moet droger. Minder bijvoeglijke naamwoorden, meer stilte tussen de zinnen. Zij denkt niet na over haar gevoelens, ze zet thee.';
const n3 =
  'Het gesprek in de keuken heb ik nu zo:\n\nMARIEKE: Je had het kunnen zeggen.\nJORIS: Wat dan?\nMARIEKE: Dat je hem meenam.\nJORIS: Hij heet Daan. Je mag zijn naam zeggen.\n\nBeter toch? Geen enkele zin over wat ze voelen.';
const n4 =
  'Kun je dit doorsturen naar Ingrid? Dan hoef ik haar niet apart te mailen.\n\nBeste Ingrid,\n\nHoofdstuk 7 is herschreven en ligt vrijdag bij Bas. Het perspectief is nu strakker, de keukenscène is de helft korter.\n\nHartelijke groet,\nNoor';
const n5 =
  'Komt ie:\n\n„Het huis rook nog naar haar vader, ook al was hij al drie jaar weg.”\n\nVerleden tijd gebleven, de tegenwoordige tijd voelde te hijgerig.';
const n6 = 'Nog niet helemaal, vrijdag krijg je het hele hoofdstuk 🙏';
const n7 = 'Nog niet! Ik zit nog te schuiven met twee versies. Morgenochtend, beloofd.';
const n8 =
  'Haha nee, ik laat *geen* AI mijn proza herschrijven (één keer geprobeerd, Marieke werd ineens een “veerkrachtige jonge vrouw”).';

const e1 =
  "Mes trois remarques :\n1. Le début traîne, coupe tout le premier paragraphe.\n2. Le dialogue est trop poli : les gens se coupent la parole, répondent à côté.\n3. La fin est parfaite, n'y touche pas.";
const e2 =
  "Rappelle-toi la consigne de l'atelier : « Écrivez une scène où personne ne dit ce qu'il pense. »\n\nLà, tes personnages disent tout ce qu'ils pensent 😅";
const e3 =
  'Le titre : oui !! « Les heures creuses », c’est doux et un peu triste, c’est exactement le ton de la nouvelle.';
const e4 =
  'Par exemple, au lieu de ta scène du quai :\n\n— Tu pars ?\n— Demain.\n— Et moi ?\n— Toi, tu restes. Comme toujours.\n\nQuatre répliques, et on a compris toute leur histoire.';
const e5 = 'Garde le titre, il est très bien 👌';
const e6 = 'Oui, garde-le ! Et envoie-moi la version corrigée dimanche.';
const e7 =
  "Je l'ai relue *deux fois* (oui, à 1h du matin, je n'ai aucune vie) et franchement c'est ta meilleure nouvelle.";
const e8 = 'Le titre me plaît beaucoup.';
const e9 =
  'Un exemple de coupe :\n\nAvant : « Elle se sentait triste et seule, et la pluie tombait. »\nAprès : « Il pleuvait. Elle a mis deux tasses sur la table, par habitude. »\n\nTu vois la différence ?';

export const WRITERS: readonly CorpusEntry[] = [
  noor({
    name: 'noor sends her opening line in quotes, third person, with a lead line of her own',
    answer: `# «send» 4005\n${n1}`,
    expect: [{ type: 'send', text: n1, replyTo: 4005 }],
  }),
  noor({
    name: 'noor describes the tone her chapter needs, in two messages',
    answer: `# «send» 4003\n${n2a}\n\n# «send»\n${n2b}`,
    expect: [
      { type: 'send', text: n2a, replyTo: 4003 },
      { type: 'send', text: n2b },
    ],
  }),
  noor({
    name: 'noor pastes a dialogue with characters labelling the lines',
    answer: `# «send»\n${n3}`,
    expect: [{ type: 'send', text: n3 }],
  }),
  noor({
    name: 'noor asks Bas to forward a letter she signs with her name',
    answer: `# «send» 4001\n${n4}`,
    expect: [{ type: 'send', text: n4, replyTo: 4001 }],
  }),
  // Slip: Gemini 2.5's thought summary (a bold -ing title, then a first-person plan) before the block.
  noor({
    name: 'noor opening line after a summary title',
    answer: `**Recalling the Opening Line**\n\nI'm focusing on Bas's request for the new first sentence. I'll send it as it stands in the draft and add a short remark about the tense.\n\n# «send»\n${n5}`,
    expect: [{ type: 'send', text: n5 }],
  }),
  // Slip: the model presents the persona's answer with a label line naming her, inside the block.
  noor({
    name: 'noor chapter not yet, with a label line',
    answer: `# «send» 4001\nAntwoord van Noor:\n${n6}`,
    expect: [{ type: 'send', text: n6, replyTo: 4001 }],
  }),
  noor({
    name: 'noor thinks, reacts and admits the line is not ready',
    answer: `# «think»\nBas wil de zin vanavond lezen, maar hij is nog niet af. Eerlijk zeggen.\n\n# «react» 4005\n👀\n\n# «send»\n${n7}`,
    expect: [
      { type: 'react', emoji: '👀', messageId: 4005 },
      { type: 'send', text: n7 },
    ],
  }),
  noor({
    name: 'noor on letting an AI rewrite her prose, asterisks and a bracketed aside',
    answer: `# «send»\n${n8}`,
    expect: [{ type: 'send', text: n8 }],
  }),
  elise({
    name: 'élise gives feedback as a numbered list',
    answer: `# «send» 4001\n${e1}`,
    expect: [{ type: 'send', text: e1, replyTo: 4001 }],
  }),
  elise({
    name: 'élise quotes the workshop instruction',
    answer: `# «send» 4003\n${e2}`,
    expect: [{ type: 'send', text: e2, replyTo: 4003 }],
  }),
  elise({
    name: 'élise likes the title and names its tone',
    answer: `# «send»\n${e3}`,
    expect: [{ type: 'send', text: e3 }],
  }),
  elise({
    name: 'élise rewrites the scene as dialogue with em dashes',
    answer: `# «send» 4003\n${e4}`,
    expect: [{ type: 'send', text: e4, replyTo: 4003 }],
  }),
  // Slip: a closing bracketed note describing the answer's manner and the persona's role in the third person.
  elise({
    name: 'élise keeps the title, then a note on the answer',
    answer: `# «send»\n${e5}\n\n(Réponse bienveillante et encourageante, fidèle au rôle de mentor d'Élise.)`,
    expect: [{ type: 'send', text: e5 }],
  }),
  // Slip: the persona's name as a speaker label opening the message, French spacing before the colon.
  elise({
    name: 'élise keep it, with a label',
    answer: `# «send»\nÉlise : ${e6}`,
    expect: [{ type: 'send', text: e6 }],
  }),
  elise({
    name: 'élise read it twice, asterisks and brackets',
    answer: `# «send» 4001\n${e7}`,
    expect: [{ type: 'send', text: e7, replyTo: 4001 }],
  }),
  // Slip: the answer stopped at the output limit in the middle of its second message.
  elise({
    name: 'élise second message cut off',
    truncated: true,
    answer: `# «send»\n${e8}\n\n# «send»\nPour le dialogue, essaie de lire la scène à voix haute et tu vas`,
    expect: [{ type: 'send', text: e8 }],
  }),
  elise({
    name: 'élise shows a cut with before and after labels',
    answer: `# «send»\n${e9}`,
    expect: [{ type: 'send', text: e9 }],
  }),
];
