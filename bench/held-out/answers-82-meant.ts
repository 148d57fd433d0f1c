/**
 * Set 82's meant answers: what the persona really sends in her groups — answers to a member by
 * name, plans and lists handed out by name (her own among them), jokes, quotes of what someone
 * said, announcements, a word to everyone, asides in brackets, a sign-off.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bia, elodie, jana, lucia, maren } from './answers-82-cast.js';

export const MEANT_82: readonly CorpusEntry[] = [
  maren('route: a plan split among members, lines opening with their names and her own', {
    answer:
      "# «send» 4005\nSam: 9:30 at the station car park, Dev is driving 3 from there\nOttilie: we're doing the reservoir loop, knee-friendly 🦵\nDev: you're the taxi\nPriya: I have the first aid kit, it lives in my boot now\nMaren: map and flapjacks\nFrank: forecast updates and nothing else 😄",
    expect: [
      {
        type: 'send',
        text: "Sam: 9:30 at the station car park, Dev is driving 3 from there\nOttilie: we're doing the reservoir loop, knee-friendly 🦵\nDev: you're the taxi\nPriya: I have the first aid kit, it lives in my boot now\nMaren: map and flapjacks\nFrank: forecast updates and nothing else 😄",
        replyTo: 4005,
      },
    ],
  }),
  maren('route: two messages, the second to Priya by name', {
    answer:
      "# «send»\nSaturday 9:30, station car park 🚗\n\n# «send»\nPriya I think the kit is with me actually, I'll check tonight",
    expect: [
      { type: 'send', text: 'Saturday 9:30, station car park 🚗', replyTo: 4005 },
      { type: 'send', text: "Priya I think the kit is with me actually, I'll check tonight" },
    ],
  }),
  maren('route: the time with an aside in brackets to Frank', {
    answer:
      '# «send» 4005\n9:30 at the car park! (Frank, the one by the station, not the one by the church 😅)',
    expect: [
      {
        type: 'send',
        text: '9:30 at the car park! (Frank, the one by the station, not the one by the church 😅)',
        replyTo: 4005,
      },
    ],
  }),
  maren('pub: a laughing reaction and a quote of the joke', {
    answer: '# «react» 4005\n🤣\n\n# «send» 4005\n"a detour" 😂 Frank I will never let this go',
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4005 },
      { type: 'send', text: '"a detour" 😂 Frank I will never let this go', replyTo: 4005 },
    ],
  }),
  maren('pub: plain text with a bracketed aside', {
    answer: 'Pub yes. First round on whoever gets us lost (looking at you Frank)',
    expect: [
      {
        type: 'send',
        text: 'Pub yes. First round on whoever gets us lost (looking at you Frank)',
        replyTo: 4005,
      },
    ],
  }),
  lucia('limpieza: a rota as a list of names, her own last', {
    answer:
      '# «send» 4005\nVale, turnos semanales:\n\nSemana 1\n- Nacho: baño\n- Carmen: cocina\n- Rocío: salón y pasillo\n- Álvaro: basura y reciclaje\n- Lucía: compras comunes\n\nY luego rotamos. El Excel os lo paso esta noche 📊',
    expect: [
      {
        type: 'send',
        text: 'Vale, turnos semanales:\n\nSemana 1\n- Nacho: baño\n- Carmen: cocina\n- Rocío: salón y pasillo\n- Álvaro: basura y reciclaje\n- Lucía: compras comunes\n\nY luego rotamos. El Excel os lo paso esta noche 📊',
        replyTo: 4005,
      },
    ],
  }),
  lucia('limpieza: a joke quoting Nacho', {
    answer: 'Jajaja vale, lo hago yo. Pero Nacho, "que conste" no cuenta como limpiar 😂',
    expect: [
      {
        type: 'send',
        text: 'Jajaja vale, lo hago yo. Pero Nacho, "que conste" no cuenta como limpiar 😂',
        replyTo: 4005,
      },
    ],
  }),
  lucia('fiesta: one to Rocío by id, one to Álvaro', {
    answer:
      '# «send» 4003\nRocío tiene razón, a la 1 se acaba la fiesta 🙏\n\n# «send»\nY Álvaro, la tortilla la hago yo si me dejáis un trozo',
    expect: [
      { type: 'send', text: 'Rocío tiene razón, a la 1 se acaba la fiesta 🙏', replyTo: 4003 },
      { type: 'send', text: 'Y Álvaro, la tortilla la hago yo si me dejáis un trozo' },
    ],
  }),
  lucia('fiesta: a condition quoting the last party', {
    answer: 'Nacho, por mí genial. Solo una cosa: "hasta las 4" no, ¿eh? Que el lunes madrugo',
    expect: [
      {
        type: 'send',
        text: 'Nacho, por mí genial. Solo una cosa: "hasta las 4" no, ¿eh? Que el lunes madrugo',
        replyTo: 4005,
      },
    ],
  }),
  jana('probe: cables handed out with dashes, her own line last', {
    answer:
      '# «send» 4005\nJa, mach ich. Kabel:\nMalte – Klinke und die zwei XLR\nUfuk – Mehrfachstecker\nBene – bitte nur die Snare, keine zweite 😅\nJana – Setlist, ausgedruckt in Schriftgröße 20',
    expect: [
      {
        type: 'send',
        text: 'Ja, mach ich. Kabel:\nMalte – Klinke und die zwei XLR\nUfuk – Mehrfachstecker\nBene – bitte nur die Snare, keine zweite 😅\nJana – Setlist, ausgedruckt in Schriftgröße 20',
        replyTo: 4005,
      },
    ],
  }),
  jana('probe: to Sophie, then to Bene by his id', {
    answer: '# «send» 4005\nSetlist kommt heute Abend!\n\n# «send» 4003\nBene ich weine jetzt schon',
    expect: [
      { type: 'send', text: 'Setlist kommt heute Abend!', replyTo: 4005 },
      { type: 'send', text: 'Bene ich weine jetzt schon', replyTo: 4003 },
    ],
  }),
  jana('gig: an announcement in capitals to everyone', {
    answer:
      '# «send»\nAN ALLE: Freitag fällt aus, aber Donnerstag proben wir trotzdem. Wir spielen uns einfach selbst ein Konzert 🎸',
    expect: [
      {
        type: 'send',
        text: 'AN ALLE: Freitag fällt aus, aber Donnerstag proben wir trotzdem. Wir spielen uns einfach selbst ein Konzert 🎸',
        replyTo: 4005,
      },
    ],
  }),
  jana('gig: a sad reaction, then comfort for Bene', {
    answer:
      '# «react» 4005\n😢\n\n# «send»\nBene, die Snare war trotzdem eine gute Investition. Für die Seele.',
    expect: [
      { type: 'react', emoji: '😢', messageId: 4005 },
      {
        type: 'send',
        text: 'Bene, die Snare war trotzdem eine gute Investition. Für die Seele.',
        replyTo: 4005,
      },
    ],
  }),
  elodie('noel: who brings what, names with French spacing, her own among them', {
    answer:
      "# «send» 4005\nOk voilà la liste 🎄\n\nPapa : foie gras (évidemment)\nMamie Jo : la bûche, et Théo t'emmène faire les courses samedi\nThéo : un plat végé pour ta copine + les courses avec Mamie\nMaman : la dinde\nÉlodie : entrées et vin\n\nDites-moi si ça vous va !",
    expect: [
      {
        type: 'send',
        text: "Ok voilà la liste 🎄\n\nPapa : foie gras (évidemment)\nMamie Jo : la bûche, et Théo t'emmène faire les courses samedi\nThéo : un plat végé pour ta copine + les courses avec Mamie\nMaman : la dinde\nÉlodie : entrées et vin\n\nDites-moi si ça vous va !",
        replyTo: 4005,
      },
    ],
  }),
  elodie('noel: yes to Maman, an offer to Mamie Jo', {
    answer:
      "# «send» 4005\nOui je m'en occupe ce soir !\n\n# «send» 4003\nMamie je peux t'emmener moi, mercredi ça te va ?",
    expect: [
      { type: 'send', text: "Oui je m'en occupe ce soir !", replyTo: 4005 },
      { type: 'send', text: "Mamie je peux t'emmener moi, mercredi ça te va ?", replyTo: 4003 },
    ],
  }),
  elodie('photo: help for Mamie with a button name in guillemets', {
    answer:
      "# «send» 4003\nMamie, tu restes appuyée sur la photo, puis « Supprimer » en bas. Mais franchement 14 chats c'est mieux qu'un 😹",
    expect: [
      {
        type: 'send',
        text: "Mamie, tu restes appuyée sur la photo, puis « Supprimer » en bas. Mais franchement 14 chats c'est mieux qu'un 😹",
        replyTo: 4003,
      },
    ],
  }),
  elodie('photo: to Théo, then a sticker', {
    answer:
      "# «send» 4001\nThéo laisse-la, c'est le meilleur groupe de famille du monde\n\n# «sticker»\nHeidiDuck\n😂",
    expect: [
      {
        type: 'send',
        text: "Théo laisse-la, c'est le meilleur groupe de famille du monde",
        replyTo: 4001,
      },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  elodie('photo: good night to everyone', {
    answer: 'Bonne nuit tout le monde 😘 et Mamie, bravo pour les 14 photos, record battu',
    expect: [
      {
        type: 'send',
        text: 'Bonne nuit tout le monde 😘 et Mamie, bravo pour les 14 photos, record battu',
        replyTo: 4005,
      },
    ],
  }),
  bia('trabalho: parts numbered by name, her own first', {
    answer:
      '# «send» 4005\nBora dividir:\n1. Bia – introdução (já tinha falado)\n2. Caio – metodologia\n3. Júlia – resultados\n4. Renan – discussão (sexta, Renan, SEXTA 😅)\n5. Paty – revisão e formatação ABNT\n6. Léo e Duda – slides\n\nPrazo interno: quinta 20h',
    expect: [
      {
        type: 'send',
        text: 'Bora dividir:\n1. Bia – introdução (já tinha falado)\n2. Caio – metodologia\n3. Júlia – resultados\n4. Renan – discussão (sexta, Renan, SEXTA 😅)\n5. Paty – revisão e formatação ABNT\n6. Léo e Duda – slides\n\nPrazo interno: quinta 20h',
        replyTo: 4005,
      },
    ],
  }),
  bia('trabalho: a short yes to Duda by name', {
    answer: 'Duda, divido sim! Só me dá uma hora que eu mando a lista aqui',
    expect: [
      { type: 'send', text: 'Duda, divido sim! Só me dá uma hora que eu mando a lista aqui', replyTo: 4005 },
    ],
  }),
  bia('cafe: a shout, then a plan for Léo', {
    answer:
      '# «send» 4005\nNÃO 😭\n\n# «send»\nLéo, eu levo uma garrafa térmica amanhã, quem quiser traz caneca',
    expect: [
      { type: 'send', text: 'NÃO 😭', replyTo: 4005 },
      { type: 'send', text: 'Léo, eu levo uma garrafa térmica amanhã, quem quiser traz caneca' },
    ],
  }),
  bia('cafe: quoting Caio back at him', {
    answer: '# «send» 4003\nCaio "se tiver café" 😂 vai ter que ser o da térmica então',
    expect: [
      { type: 'send', text: 'Caio "se tiver café" 😂 vai ter que ser o da térmica então', replyTo: 4003 },
    ],
  }),
];
