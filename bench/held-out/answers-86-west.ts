/** Set 86 in the German flat share, the French climbing club, the Dutch book club and the Italian five-a-side. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { grimpe, j, wg } from './answers-86-cast.js';

export const WEST: readonly CorpusEntry[] = [
  wg({
    name: 'set86 wg: Saturday handed out line by line, her own name among them',
    answer: j(
      '# «send» 4005',
      'Also, Samstag:',
      'Mara: Nachtisch',
      'Till: Getränke (und diesmal nicht nur Bier)',
      'Behrang: Salat',
      'Frieda: Brot und Dips',
      'Anke: Hauptgericht, ich mach Lasagne',
    ),
    expect: [
      {
        type: 'send',
        text: j(
          'Also, Samstag:',
          'Mara: Nachtisch',
          'Till: Getränke (und diesmal nicht nur Bier)',
          'Behrang: Salat',
          'Frieda: Brot und Dips',
          'Anke: Hauptgericht, ich mach Lasagne',
        ),
        replyTo: 4005,
      },
    ],
  }),
  wg({
    name: 'set86 wg: Behrang and Frieda by name about the landlord',
    answer: j(
      '# «send» 4001',
      'Behrang, ich kann Dienstag leider nicht, Frühschicht. Frieda, du bist doch im Homeoffice, oder?',
    ),
    expect: [
      {
        type: 'send',
        text: 'Behrang, ich kann Dienstag leider nicht, Frühschicht. Frieda, du bist doch im Homeoffice, oder?',
        replyTo: 4001,
      },
    ],
  }),
  wg({
    name: 'set86 wg: a laugh at the photos and a plea to Frieda',
    answer: j(
      '# «react» 4003',
      '🤣',
      '',
      '# «send» 4003',
      'Frieda, wehe du postest das Foto von mir mit dem Pony 😭',
    ),
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4003 },
      { type: 'send', text: 'Frieda, wehe du postest das Foto von mir mit dem Pony 😭', replyTo: 4003 },
    ],
  }),
  wg({
    name: 'set86 wg: a story about Till with an aside in brackets',
    answer: j(
      '# «send»',
      'Till hat 2019 übrigens drei Wochen lang geglaubt, der Würfel für den Putzplan wäre gezinkt. (War er nicht. Vielleicht.)',
    ),
    expect: [
      {
        type: 'send',
        text: 'Till hat 2019 übrigens drei Wochen lang geglaubt, der Würfel für den Putzplan wäre gezinkt. (War er nicht. Vielleicht.)',
        replyTo: 4005,
      },
    ],
  }),
  // Gemini opens with a line on the group's mood before the first block.
  wg({
    name: 'set86 wg: the mood of the group before the block',
    answer: j(
      'Die Stimmung in der WG-Gruppe ist entspannt, alle freuen sich auf Samstag.',
      '',
      '# «send» 4005',
      'Ich schick gleich die Liste! Mara, Nachtisch bleibt bei dir 🍰',
    ),
    expect: [
      { type: 'send', text: 'Ich schick gleich die Liste! Mara, Nachtisch bleibt bei dir 🍰', replyTo: 4005 },
    ],
  }),
  // Roleplay habit: the persona's own action in asterisks, by name, in a group without actions.
  wg({
    name: 'set86 wg: her own search for the list narrated by name',
    answer: j(
      '# «send» 4005',
      '*Anke scrollt hoch und sucht die Liste*',
      '',
      'Okay gefunden: Till Getränke, Behrang Salat, Frieda Brot, ich koche.',
    ),
    expect: [
      {
        type: 'send',
        text: 'Okay gefunden: Till Getränke, Behrang Salat, Frieda Brot, ich koche.',
        replyTo: 4005,
      },
    ],
  }),
  // The model decides aloud whom to answer first, inside the body.
  wg({
    name: 'set86 wg: whom to answer first, decided aloud',
    answer: j(
      '# «send»',
      'Ich antworte zuerst Mara, Behrangs Frage hat sich ja schon erledigt.',
      '',
      'Mara, Liste kommt heute Abend, versprochen!',
    ),
    expect: [{ type: 'send', text: 'Mara, Liste kommt heute Abend, versprochen!', replyTo: 4005 }],
  }),
  // A note to whoever runs the account closes the body.
  wg({
    name: 'set86 wg: a note for the operator after the message',
    answer: j(
      '# «send» 4005',
      'Samstag steht! Ich mach Lasagne, der Rest kommt gleich als Liste.',
      '',
      'Hinweis für den Betreiber: Ich weiß nicht, ob Frieda Vegetarierin ist – bitte in den Notizen ergänzen.',
    ),
    expect: [
      {
        type: 'send',
        text: 'Samstag steht! Ich mach Lasagne, der Rest kommt gleich als Liste.',
        replyTo: 4005,
      },
    ],
  }),
  // Two slips: a wrapped context line glued over the message, and Mara's thanks made up after it.
  wg({
    name: 'set86 wg: context line over the message and a made-up thanks',
    answer: j(
      '# «send» 4005',
      '(Kontext: Mara fragt, wer am Samstag was mitbringt.)',
      'Till Getränke, Behrang Salat, Frieda Brot, ich Lasagne 👍',
      '',
      'Mara: perfekt, danke Anke!!',
    ),
    expect: [
      { type: 'send', text: 'Till Getränke, Behrang Salat, Frieda Brot, ich Lasagne 👍', replyTo: 4005 },
    ],
  }),
  grimpe({
    name: "set86 grimpe: the club's announcement as asked",
    answer: j(
      '# «send» 4005',
      '📣 Sortie club – dimanche à Fontainebleau',
      "Départ 8h Porte d'Orléans (rdv devant la boulangerie)",
      'Covoit : Awa prend 2 personnes, moi 3',
      'Prévoir : chaussons, pique-nique, et de quoi se couvrir, il va faire frais',
      'Inscription ici avant vendredi soir 🙏',
    ),
    expect: [
      {
        type: 'send',
        text: j(
          '📣 Sortie club – dimanche à Fontainebleau',
          "Départ 8h Porte d'Orléans (rdv devant la boulangerie)",
          'Covoit : Awa prend 2 personnes, moi 3',
          'Prévoir : chaussons, pique-nique, et de quoi se couvrir, il va faire frais',
          'Inscription ici avant vendredi soir 🙏',
        ),
        replyTo: 4005,
      },
    ],
  }),
  grimpe({
    name: 'set86 grimpe: Awa by name about the lifts',
    answer: j(
      '# «send» 4003',
      "Awa je te laisse Quentin alors, comme ça t'as encore une place pour Bastien 😉",
    ),
    expect: [
      {
        type: 'send',
        text: "Awa je te laisse Quentin alors, comme ça t'as encore une place pour Bastien 😉",
        replyTo: 4003,
      },
    ],
  }),
  grimpe({
    name: 'set86 grimpe: the club in one sentence',
    answer: j(
      '# «send»',
      'Le club en une phrase : Bastien propose, Awa organise, Quentin oublie ses chaussons et moi je porte le crash pad 🧗‍♀️',
    ),
    expect: [
      {
        type: 'send',
        text: 'Le club en une phrase : Bastien propose, Awa organise, Quentin oublie ses chaussons et moi je porte le crash pad 🧗‍♀️',
        replyTo: 4005,
      },
    ],
  }),
  grimpe({
    name: 'set86 grimpe: a sign-off she writes',
    answer: j(
      '# «send» 4005',
      "C'est posté sur le groupe du club ! Si vous avez des questions, demandez-moi plutôt qu'à Bastien, il répond jamais 😅",
      '',
      'Bisous, votre secrétaire bénévole',
    ),
    expect: [
      {
        type: 'send',
        text: j(
          "C'est posté sur le groupe du club ! Si vous avez des questions, demandez-moi plutôt qu'à Bastien, il répond jamais 😅",
          '',
          'Bisous, votre secrétaire bénévole',
        ),
        replyTo: 4005,
      },
    ],
  }),
  // Narrator voice: the persona as "elle", no asterisks, over the message.
  grimpe({
    name: 'set86 grimpe: she is narrated writing the announcement',
    answer: j(
      '# «send» 4005',
      "Elle sourit, ouvre ses notes et rédige l'annonce.",
      '',
      "📣 Dimanche, Fontainebleau ! Départ 8h Porte d'Orléans, covoit avec Awa et moi. Inscrivez-vous ici avant vendredi 🙏",
    ),
    expect: [
      {
        type: 'send',
        text: "📣 Dimanche, Fontainebleau ! Départ 8h Porte d'Orléans, covoit avec Awa et moi. Inscrivez-vous ici avant vendredi 🙏",
        replyTo: 4005,
      },
    ],
  }),
  // The room described in square brackets, as a stage direction.
  grimpe({
    name: 'set86 grimpe: the quiet group described in brackets',
    answer: j(
      '# «send» 4005',
      "[Le groupe est calme ce soir, tout le monde attend l'annonce.]",
      '',
      "Voilà l'annonce : dimanche 8h Porte d'Orléans, covoit Awa + moi, chaussons et pique-nique obligatoires 🧗",
    ),
    expect: [
      {
        type: 'send',
        text: "Voilà l'annonce : dimanche 8h Porte d'Orléans, covoit Awa + moi, chaussons et pique-nique obligatoires 🧗",
        replyTo: 4005,
      },
    ],
  }),
  // Two slips: an operator note before the blocks, and a block that only narrates a member.
  grimpe({
    name: "set86 grimpe: operator note first, Quentin's eye-roll last",
    answer: j(
      "Note à l'opérateur : je n'ai pas le numéro de licence du club, je ne l'ai pas mis dans l'annonce.",
      '',
      '# «send» 4005',
      "Dimanche Fontainebleau, départ 8h Porte d'Orléans ! Covoit : Awa (2 places) et moi (3 places).",
      '',
      '# «send»',
      '*Quentin lève les yeux au ciel*',
    ),
    expect: [
      {
        type: 'send',
        text: "Dimanche Fontainebleau, départ 8h Porte d'Orléans ! Covoit : Awa (2 places) et moi (3 places).",
        replyTo: 4005,
      },
    ],
  }),
  // The member's line repeated as a quote over the reply to that very line.
  grimpe({
    name: "set86 grimpe: Bastien's question quoted back",
    answer: j(
      '# «send» 4001',
      "> Qui vient à Fontainebleau dimanche ? Départ 8h de Porte d'Orléans",
      '',
      'Moi ! Et je ramène le crash pad',
    ),
    expect: [{ type: 'send', text: 'Moi ! Et je ramène le crash pad', replyTo: 4001 }],
  }),
];
