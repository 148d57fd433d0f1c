/**
 * Set 82's slips, part one: answers in the English, Spanish, German and French groups carrying
 * what models write in groups besides the persona's messages (narration of her acts, the
 * group's mood, choosing aloud whom to answer, transcript lines, another member's turn, stage
 * directions), first, between messages or last. Each comment names the habit.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { elodie, jana, lucia, maren } from './answers-82-cast.js';

export const SLIPS_82: readonly CorpusEntry[] = [
  // Gemini 3 opens with a scene line about the persona in the third person before the first block.
  maren('route: a scene line about Maren before the block', {
    answer:
      'Maren checks the group and sees Sam wants the details.\n\n# «send» 4005\nSaturday 9:30 at the station car park! Dev is driving, Priya has the kit',
    expect: [
      {
        type: 'send',
        text: 'Saturday 9:30 at the station car park! Dev is driving, Priya has the kit',
        replyTo: 4005,
      },
    ],
    withheld: ['outside-blocks'],
  }),
  // Models append a bracketed reading of the group's mood after the message.
  maren('pub: the group mood in brackets after the joke', {
    answer:
      '# «send» 4005\nFrank the explorer 🧭\n\n(The group is in a playful mood, teasing Frank about his sense of direction.)',
    expect: [{ type: 'send', text: 'Frank the explorer 🧭', replyTo: 4005 }],
  }),
  // Gemini 2.5 decides aloud whom to answer before the block when two members talk at once.
  maren('pub: choosing whom to answer, before the block', {
    answer:
      "Ottilie and Dev are both ribbing Frank. I'll answer Ottilie since hers is the latest.\n\n# «send» 4005\nA detour with extra steps 😂",
    expect: [{ type: 'send', text: 'A detour with extra steps 😂', replyTo: 4005 }],
    withheld: ['outside-blocks'],
  }),
  // The model goes on to write the member's answer in a block of its own.
  maren("route: Priya's reply written as a second block", {
    answer:
      "# «send» 4005\nSaturday 9:30, station car park. Priya I think the kit is yours now 😄\n\n# «send»\nPriya: ugh fine, I'll bring it",
    expect: [
      {
        type: 'send',
        text: 'Saturday 9:30, station car park. Priya I think the kit is yours now 😄',
        replyTo: 4005,
      },
    ],
  }),
  // Two slips: the asking member's line repeated as a transcript, then the persona's own label.
  maren('route: the question repeated as a log, her answer under her label', {
    answer:
      '# «send» 4005\nSam: Maren what time are we meeting Saturday and who is bringing what?\nMaren: 9:30 at the station car park, Priya has the kit, I bring the map',
    expect: [
      {
        type: 'send',
        text: '9:30 at the station car park, Priya has the kit, I bring the map',
        replyTo: 4005,
      },
    ],
    withheld: ['echo', 'label'],
  }),
  // Two slips: the member's line echoed under her name, then the persona's own label.
  lucia('limpieza: Carmen echoed, then Lucía labelled', {
    answer:
      '# «send» 4005\nCarmen: Lucía, ¿lo organizas tú? Tú eres la del Excel 😂\nLucía: Claro, esta noche os paso el Excel con los turnos',
    expect: [{ type: 'send', text: 'Claro, esta noche os paso el Excel con los turnos', replyTo: 4005 }],
    withheld: ['echo', 'label'],
  }),
  // A roleplay stage direction naming the persona between two messages, actions off in groups.
  lucia('fiesta: a stage direction between two messages', {
    answer:
      '# «send» 4005\nTortilla garantizada 🥔\n\n*Lucía se ríe y mira a Rocío*\n\n# «send» 4003\nY sí, a la 1 se apaga la música',
    expect: [
      { type: 'send', text: 'Tortilla garantizada 🥔', replyTo: 4005 },
      { type: 'send', text: 'Y sí, a la 1 se apaga la música', replyTo: 4003 },
    ],
    withheld: ['narration'],
  }),
  // An English narrator's line about what "she" leaves unanswered, after a Spanish message.
  lucia('fiesta: "she" does not answer, last', {
    answer:
      "# «send» 4001\nNacho, por mí bien, pero avisa a los vecinos\n\nShe doesn't respond to Álvaro's tortilla comment.",
    expect: [{ type: 'send', text: 'Nacho, por mí bien, pero avisa a los vecinos', replyTo: 4001 }],
  }),
  // A last paragraph describing the flat's mood in the persona's language, no brackets.
  lucia('limpieza: the mood of the flat described last', {
    answer:
      '# «send» 4005\nVale, me encargo yo 😂 esta noche os paso el Excel\n\nEl ambiente del piso es de broma, aunque el baño sigue siendo un problema real para todos.',
    expect: [{ type: 'send', text: 'Vale, me encargo yo 😂 esta noche os paso el Excel', replyTo: 4005 }],
  }),
  // Gemini reasons in the chat's language about whom to answer first, before the blocks.
  jana('probe: choosing aloud in German, then two messages', {
    answer:
      'Sophie fragt direkt nach mir, also antworte ich ihr zuerst und gehe dann auf Bene ein.\n\n# «send» 4005\nJa, ich mach die Setlist! Kabel bringt Malte\n\n# «send» 4003\nBene 😱 ich hol schon mal Ohrstöpsel',
    expect: [
      { type: 'send', text: 'Ja, ich mach die Setlist! Kabel bringt Malte', replyTo: 4005 },
      { type: 'send', text: 'Bene 😱 ich hol schon mal Ohrstöpsel', replyTo: 4003 },
    ],
    withheld: ['outside-blocks'],
  }),
  // The group's mood as an italic line opening the body.
  jana('gig: the mood in italics opening the body', {
    answer:
      '# «send» 4005\n*Die Stimmung in der Gruppe ist gedrückt, alle sind enttäuscht über die Absage.*\nBene, die Snare kommt zum Einsatz, versprochen. Wir suchen uns einen neuen Gig 💪',
    expect: [
      {
        type: 'send',
        text: 'Bene, die Snare kommt zum Einsatz, versprochen. Wir suchen uns einen neuen Gig 💪',
        replyTo: 4005,
      },
    ],
  }),
  // A novel-style sentence about the persona, unbracketed, closing the answer.
  jana('gig: Jana narrated putting the phone down, last', {
    answer:
      '# «send»\nMalte, hat er wenigstens gesagt warum??\n\nJana legt das Handy weg und starrt an die Decke.',
    expect: [{ type: 'send', text: 'Malte, hat er wenigstens gesagt warum??', replyTo: 4005 }],
  }),
  // The model continues the chat with the asker's thanks under her name.
  jana("probe: Sophie's thanks written after the message", {
    answer: '# «send» 4005\nMach ich! Setlist bis Mittwoch 🎶\n\nSophie: Danke Jana, du bist die Beste 🥰',
    expect: [{ type: 'send', text: 'Mach ich! Setlist bis Mittwoch 🎶', replyTo: 4005 }],
  }),
  // A stage direction set off by tildes closing the body.
  jana('probe: a tilde stage direction last', {
    answer: '# «send» 4005\nSetlist übernehm ich 🎸 Kabel: Malte\n\n~ Jana tippt kurz und schickt ab ~',
    expect: [{ type: 'send', text: 'Setlist übernehm ich 🎸 Kabel: Malte', replyTo: 4005 }],
  }),
  // A bracketed action naming the persona opening a list she means to send.
  elodie('noel: a bracketed action before the list', {
    answer:
      '# «send» 4005\n(Élodie ouvre ses notes et commence la liste)\nPapa : foie gras\nMamie Jo : bûche\nThéo : plat végé\nMaman : dinde\nMoi : entrées et vin 🍷',
    expect: [
      {
        type: 'send',
        text: 'Papa : foie gras\nMamie Jo : bûche\nThéo : plat végé\nMaman : dinde\nMoi : entrées et vin 🍷',
        replyTo: 4005,
      },
    ],
    withheld: ['narration'],
  }),
  // Who teases whom, and whom to help, reasoned in French before the block.
  elodie('photo: who is talking to whom, then the choice, before the block', {
    answer:
      "Théo se moque gentiment de Mamie, Papa essaie de l'aider. Je vais plutôt aider Mamie directement.\n\n# «send» 4003\nMamie, appuie longtemps sur la photo puis « Supprimer pour tout le monde » 😘",
    expect: [
      {
        type: 'send',
        text: 'Mamie, appuie longtemps sur la photo puis « Supprimer pour tout le monde » 😘',
        replyTo: 4003,
      },
    ],
    withheld: ['outside-blocks'],
  }),
  // The last three members' lines copied as a transcript above the persona's own line.
  elodie('photo: three lines of the chat copied above her line', {
    answer:
      "# «send» 4005\nThéo: Mamie a envoyé 14 fois la même photo du chat\nMamie Jo: Je n'arrive pas à l'enlever, comment on fait ?\nPapa: Il faut appuyer longtemps dessus maman\n\nEt sinon on les garde, il est trop mignon ce chat 🐈",
    expect: [{ type: 'send', text: 'Et sinon on les garde, il est trop mignon ce chat 🐈', replyTo: 4005 }],
    withheld: ['echo'],
  }),
  // What the persona does not answer yet, in square brackets, last.
  elodie('noel: a bracketed note of what she leaves unanswered, last', {
    answer:
      "# «send» 4005\nJe fais la liste ce soir et je vous l'envoie ✍️\n\n[Élodie ne répond pas encore à Théo]",
    expect: [{ type: 'send', text: "Je fais la liste ce soir et je vous l'envoie ✍️", replyTo: 4005 }],
    withheld: ['narration'],
  }),
  // In a group not calling on her, the whole answer narrates her staying out of it.
  elodie('photo: her silence narrated as the whole answer', {
    answer: 'Élodie laisse Papa gérer et ne dit rien.',
    expect: [],
  }),
];
