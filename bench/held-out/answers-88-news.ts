/**
 * Set 88, meant messages (1/2): news of relatives, gossip and stories told in the third person,
 * often without an "I" or a "you", among other blocks; all of them reach the chat.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  AGA_NEWS,
  BIANCA_NEWS,
  CAMILLE_NEWS,
  ELIF_NEWS,
  GIULIA_NEWS,
  KATRIN_NEWS,
  LUCIA_NEWS,
  MISAKI_NEWS,
  ROSIE_NEWS,
  SANNE_NEWS,
  VERA_NEWS,
} from './answers-88-cast.js';

const oma =
  'Oma ist seit Dienstag wieder zu Hause. Die neue Hüfte hält, sie läuft schon mit dem Rollator bis zum Bäcker und schimpft über das Krankenhausessen.';
const omaMore = 'Opa kocht jetzt. Gestern gab es Nudeln mit Ketchup, zum dritten Mal 🙈';
const nacho =
  'Al final Nacho y Carla lo han dejado. Ella se queda con el piso y él con el perro, que es lo más justo del mundo 😂';
const nachoAside = 'Y Carla ya tiene cita el viernes (no digas nada, me lo contó Irene en secreto)';
const chat =
  'Le chat de Mme Perrin a encore disparu trois jours. Tout le quartier le cherchait, affiches comprises.';
const chatEnd = 'Il dormait dans la cave du boulanger. Gras comme un moine, évidemment.';
const pike =
  'Папа вчера поймал щуку на четыре кило. Фотографию разослал всем, даже бывшему начальнику.\n\nМама говорит, что теперь неделю будет только уха.';
const wedding =
  'Indovina chi si sposa? Marco e la Fede! A giugno, in Puglia. Lei ha già scelto il vestito, lui non sa ancora di dover comprare un abito 😂';
const party =
  'La festa di sabato è confermata, dalle 20 da Chiara. Porta il vino buono, non quello del discount';
const vo =
  'A vó Zezé fez 90 anos domingo! Dançou forró com o bisneto, comeu dois pedaços de bolo e ainda reclamou que a música tava baixa.';
const churrasco = 'Churrasco tá de pé sim, 13h na casa do tio Beto';
const babcia =
  'Babcia znowu w formie. Wczoraj sama ulepiła sto pierogów i przegoniła dziadka z kanapy do odkurzania.';
const babciaList =
  'Dziadek teraz ma grafik:\n- poniedziałek: odkurzanie\n- środa: zakupy\n- sobota: mycie okien\n\nZawiesiła mu go na lodówce 😂';
const auto = 'Auto jest Twoje, kluczyki zostawię u sąsiadki pod szóstką.';
const annem =
  'Annem dün akşam İzmir’den döndü. Teyzem iyileşmiş, hastaneden çıkmış. Bol bol incir getirdi, yarın sana da ayırdım.';
const teyze = 'Teyzem de selam söyledi bu arada, “o uzun boylu çocuk nasıl” diye sordu 😄';
const sister = '姉、無事に出産しました！男の子で3200グラム。母子ともに元気で、父はもう孫バカです。';
const sunday = '日曜はもちろん行くよ〜';
const mum =
  'So Mum finally met the new neighbours. Turns out he’s a retired magician and she was his assistant for twenty years. They did a card trick over the fence.\n\nMum’s still talking about it.';
const shift = 'And yes, I can do Saturday. You owe me a curry';
const rie =
  'Oma Rie is verhuisd naar het verzorgingshuis. Ze heeft meteen een kaartclubje opgericht en wint elke middag.';
const rieMore = 'De verpleging noemt haar inmiddels “de baas van de tweede verdieping”.';
const noor = 'GEFELICITEERD met je nichtje!!! Hoe heet ze?';
const saturday = 'Zaterdag kan ik vanaf 10 uur, ik neem de bus van mijn broer mee';

export const NEWS_88: readonly CorpusEntry[] = [
  {
    name: 'de: news of the grandmother in two messages',
    ...KATRIN_NEWS,
    answer: `# «send» 4001\n${oma}\n\n# «send» 4001\n${omaMore}`,
    expect: [
      { type: 'send', text: oma, replyTo: 4001 },
      { type: 'send', text: omaMore, replyTo: 4001 },
    ],
  },
  {
    name: 'es: gossip with an aside in brackets a person types',
    ...LUCIA_NEWS,
    answer: `# «send»\n${nacho}\n\n# «send»\n${nachoAside}`,
    expect: [
      { type: 'send', text: nacho },
      { type: 'send', text: nachoAside },
    ],
  },
  {
    name: 'fr: the neighbour’s cat, a story in two messages and a reaction',
    ...CAMILLE_NEWS,
    answer: `# «react» 4001\n😁\n\n# «send»\n${chat}\n\n# «send»\n${chatEnd}`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4001 },
      { type: 'send', text: chat },
      { type: 'send', text: chatEnd },
    ],
  },
  {
    name: 'ru: the father’s pike, two paragraphs, no I and no you',
    ...VERA_NEWS,
    answer: `# «send»\n${pike}`,
    expect: [{ type: 'send', text: pike }],
  },
  {
    name: 'it: a wedding told as gossip, then the party confirmed',
    ...GIULIA_NEWS,
    answer: `# «send» 4001\n${wedding}\n\n# «send»\n${party}`,
    expect: [
      { type: 'send', text: wedding, replyTo: 4001 },
      { type: 'send', text: party },
    ],
  },
  {
    name: 'pt: the grandmother’s ninetieth, then Sunday',
    ...BIANCA_NEWS,
    answer: `# «send» 4001\n${vo}\n\n# «send»\n${churrasco}`,
    expect: [
      { type: 'send', text: vo, replyTo: 4001 },
      { type: 'send', text: churrasco },
    ],
  },
  {
    name: 'pl: the grandmother and a list she pinned on the fridge',
    ...AGA_NEWS,
    answer: `# «send»\n${auto}\n\n# «send»\n${babcia}\n\n# «send»\n${babciaList}`,
    expect: [
      { type: 'send', text: auto },
      { type: 'send', text: babcia },
      { type: 'send', text: babciaList },
    ],
  },
  {
    name: 'tr: the mother back from İzmir, an aunt’s words quoted',
    ...ELIF_NEWS,
    answer: `# «send»\n${annem}\n\n# «send»\n${teyze}`,
    expect: [
      { type: 'send', text: annem },
      { type: 'send', text: teyze },
    ],
  },
  {
    name: 'ja: the sister’s baby, then a sticker and Sunday',
    ...MISAKI_NEWS,
    answer: `# «send» 4001\n${sister}\n\n# «sticker»\nHeidiDuck\n😂\n\n# «send»\n${sunday}`,
    expect: [
      { type: 'send', text: sister, replyTo: 4001 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      { type: 'send', text: sunday },
    ],
  },
  {
    name: 'en: the mother and the magician neighbours, then the shift',
    ...ROSIE_NEWS,
    answer: `# «send» 4001\n${mum}\n\n# «send»\n${shift}`,
    expect: [
      { type: 'send', text: mum, replyTo: 4001 },
      { type: 'send', text: shift },
    ],
  },
  {
    name: 'nl: the grandmother’s card club, a quoted nickname, capitals for the baby',
    ...SANNE_NEWS,
    answer: `# «send» 4003\n${noor}\n\n# «send» 4001\n${rie}\n\n# «send» 4001\n${rieMore}\n\n# «send»\n${saturday}`,
    expect: [
      { type: 'send', text: noor, replyTo: 4003 },
      { type: 'send', text: rie, replyTo: 4001 },
      { type: 'send', text: rieMore, replyTo: 4001 },
      { type: 'send', text: saturday },
    ],
  },
];
