/**
 * Set 9, slips (part 2): wrappers inside a body, echo, truncation, stickers, and families of
 * other models (chat template tokens, invented next turns, drafts, footnotes, callouts, counts,
 * translations, checklists), some two in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BOOK_CLUB,
  HARUKA_YUI,
  INGRID_ANNA,
  KAI_SAM,
  MARGIT_JONAS,
  RAID_NIGHT,
  ROSA_LUCA,
  send,
  sticker,
  TOMAS_LUCIA,
} from './answers-9-scenes.js';

const margit = { persona: 'Margit', others: MARGIT_JONAS } as const;
const tomas = { persona: 'Tomás', others: TOMAS_LUCIA } as const;
const rosa = { persona: 'Rosa', others: ROSA_LUCA } as const;
const kai = { persona: 'Kai', others: KAI_SAM } as const;
const ingrid = { persona: 'Ingrid', others: INGRID_ANNA } as const;
const haruka = { persona: 'Haruka', others: HARUKA_YUI } as const;
const bookClub = { others: BOOK_CLUB, chat: 'group' } as const;
const raid = { others: RAID_NIGHT, chat: 'group' } as const;

export const SLIPS_9_MORE: CorpusEntry[] = [
  // Wrappers inside a body.
  {
    name: 'haruka: her name in katakana as a speaker label',
    ...haruka,
    answer: '# «send»\nハルカ：了解！土曜日ね',
    expect: [send('了解！土曜日ね')],
  },
  {
    name: 'ingrid: a timestamped chat-log label',
    ...ingrid,
    answer: '# «send»\n[21:14] Ingrid: Japp, jag tar fredag.',
    expect: [send('Japp, jag tar fredag.')],
  },
  {
    name: 'rosa: an Italian closing word and her name signed below',
    ...rosa,
    answer: '# «send»\nCerto tesoro, portala! Vi aspetto all’una.\n\nUn bacione,\nRosa',
    expect: [send('Certo tesoro, portala! Vi aspetto all’una.')],
  },
  {
    name: 'tomás: YAML message key with a quoted value and a reply id',
    ...tomas,
    answer: '# «send»\nmessage: "no, qué dijo? cuéntame"\nreply_to: 4003',
    expect: [send('no, qué dijo? cuéntame', 4003)],
  },
  {
    name: 'margit: JSON with German keys, a message and a mood',
    ...margit,
    answer: '# «send»\n{"antwort": "Ja, bis Freitag liegt es bereit!", "stimmung": "fröhlich"}',
    expect: [send('Ja, bis Freitag liegt es bereit!')],
  },
  {
    name: 'kai: Gemini functionCall JSON as the whole answer',
    ...kai,
    answer: '{"functionCall": {"name": "send_message", "args": {"text": "saw it. im in shambles"}}}',
    expect: [send('saw it. im in shambles')],
  },
  {
    name: 'tomás: a Llama function tag named reply',
    ...tomas,
    answer: '<function=reply>{"message": "sí, voy con hielo 🧊"}</function>',
    expect: [send('sí, voy con hielo 🧊')],
  },
  {
    name: 'ingrid: Anthropic tool_use object after a sentence',
    ...ingrid,
    answer:
      'I\'ll send a short confirmation.\n{"type": "tool_use", "id": "toolu_01", "name": "send_message", "input": {"text": "Ja, jag byter gärna!"}}',
    expect: [send('Ja, jag byter gärna!')],
  },
  {
    name: 'tomás: an XML message tag with an addressee',
    ...tomas,
    answer: '# «send»\n<message to="Lucía">dale, nos vemos allá</message>',
    expect: [send('dale, nos vemos allá')],
  },
  {
    name: 'margit: bold speaker label and a closing signature in one body',
    ...margit,
    answer: '# «send»\n**Margit:** Liegt bereit, bis Freitag!\n— Margit',
    expect: [send('Liegt bereit, bis Freitag!')],
  },
  // Echo.
  {
    name: "book club: Mia's question under her name, then the answer",
    persona: 'Margit',
    ...bookClub,
    callout: true,
    answer:
      '# «send» 4003\nMia: Kennt jemand ein gutes Buch über Pilze?\nJa! „Der Geschmack von Pilzen“ liegt bei mir vorne.',
    expect: [send('Ja! „Der Geschmack von Pilzen“ liegt bei mir vorne.', 4003)],
  },
  {
    name: "margit: the partner's message sent back as a first block",
    ...margit,
    answer:
      '# «send»\nKannst du mir das Buch bis Freitag zurücklegen?\n\n# «send»\nNa klar, liegt ab morgen an der Kasse.',
    expect: [send('Na klar, liegt ab morgen an der Kasse.')],
  },
  {
    name: 'haruka: the same message under two heading levels',
    ...haruka,
    answer: '# «send»\n行く！楽しみ〜\n\n## «send»\n行く！楽しみ〜',
    expect: [send('行く！楽しみ〜')],
  },
  {
    name: "raid night: transcript marker of Sam's message repeated, then the reply",
    persona: 'Kai',
    ...raid,
    callout: true,
    answer: '⟦#4005 Sam⟧ you in or what\n\n# «send»\nyes yes im in',
    expect: [send('yes yes im in', 4005)],
  },
  // Truncation and the invisible.
  {
    name: 'margit: cut in the second message',
    ...margit,
    truncated: true,
    answer:
      '# «send»\nJa, hab ich dir zurückgelegt.\n\n# «send»\nÜbrigens kommt nächste Woche der neue Band von',
    expect: [send('Ja, hab ich dir zurückgelegt.')],
    withheld: ['truncated'],
  },
  {
    name: 'tomás: a JSON task list cut in its second item',
    ...tomas,
    truncated: true,
    answer:
      '[{"type": "send", "text": "claro que voy"}, {"type": "send", "text": "te paso el link de la play',
    expect: [send('claro que voy')],
    withheld: ['truncated'],
  },
  {
    name: 'ingrid: cut in her only message',
    ...ingrid,
    truncated: true,
    answer: '# «send»\nHej! Jag kan ta ditt pass på fredag om du tar mitt på lör',
    expect: [],
    withheld: ['truncated'],
  },
  {
    name: 'rosa: cut in a think block after her message',
    ...rosa,
    truncated: true,
    answer: '# «send»\nCerto, portala!\n\n# «think»\nLuca sembra felice, devo chiedere se Giulia',
    expect: [send('Certo, portala!')],
  },
  {
    name: 'kai: a body of a zero-width joiner and a BOM',
    ...kai,
    answer: '# «send»\n\u200d\ufeff',
    expect: [],
  },
  // Stickers.
  {
    name: 'ingrid: sticker as set and name keys',
    ...ingrid,
    answer: '# «sticker»\nset: HeidiDuck\nname: 😴',
    expect: [sticker('😴')],
  },
  {
    name: 'margit: a copied sticker-list line after her message',
    ...margit,
    answer: '# «send»\nBis Freitag!\n- HeidiDuck :: 👋 - ‹a duck waving goodbye›',
    expect: [send('Bis Freitag!'), sticker('👋')],
  },
  // Families of other models.
  {
    name: 'rosa: Gemma turn tokens around a plain answer',
    ...rosa,
    answer: '<start_of_turn>model\nMa certo che può venire!<end_of_turn>',
    expect: [send('Ma certo che può venire!')],
  },
  {
    name: 'kai: a Llama end-of-turn token after the message',
    ...kai,
    answer: '# «send»\nsee u in the lobby<|eot_id|>',
    expect: [send('see u in the lobby')],
  },
  {
    name: 'tomás: an invented next turn of the user after his message',
    ...tomas,
    answer: '# «send»\ndale, a las 10 paso por ti\n\nUser: perfecto gracias!!',
    expect: [send('dale, a las 10 paso por ti')],
  },
  {
    name: 'margit: a footnote reference and its definition',
    ...margit,
    answer:
      '# «send»\nDer neue Band kommt Dienstag[^1], ich leg dir einen zurück.\n\n[^1]: Laut Verlagsauskunft.',
    expect: [send('Der neue Band kommt Dienstag, ich leg dir einen zurück.')],
  },
  {
    name: 'kai: a documentation callout after the message',
    ...kai,
    answer: '# «send»\nyeah rip my main\n\n> [!TIP]\n> Kai stays salty but playful here.',
    expect: [send('yeah rip my main')],
  },
  {
    name: 'tomás: a Spanish word count closes the message',
    ...tomas,
    answer: '# «send»\nsí voy, y llevo el hielo que me pediste (9 palabras)',
    expect: [send('sí voy, y llevo el hielo que me pediste')],
  },
  {
    name: 'haruka: an English translation tagged after her message',
    ...haruka,
    answer: '# «send»\nうん、絶対行く！\n\n[EN] Yes, I will definitely go!',
    expect: [send('うん、絶対行く！')],
  },
  {
    name: 'rosa: an HTML comment with the tone before her message',
    ...rosa,
    answer: '# «send»\n<!-- tono: caldo -->\nCerto amore mio, portala!',
    expect: [send('Certo amore mio, portala!')],
  },
  {
    name: 'ingrid: a checklist of the turn after her message',
    ...ingrid,
    answer: '# «send»\nJa, vi byter! Lycka till med grejen 🙌\n\n✅ answered the swap\n✅ kept it warm',
    expect: [send('Ja, vi byter! Lycka till med grejen 🙌')],
  },
  {
    name: 'haruka: a preamble and a katakana label in one answer',
    ...haruka,
    answer: 'ハルカは嬉しそうに答える。\n\n# «send»\nハルカ：行きたい！何時？',
    expect: [send('行きたい！何時？')],
  },
  {
    name: 'kai, raid night not addressed: a reasoning tag and a silence token',
    persona: 'Kai',
    ...raid,
    answer: '<thinking>not my turn to talk</thinking>\nNO_REPLY',
    expect: [],
  },
  {
    name: 'rosa: a signature and a translation in one body',
    ...rosa,
    answer: '# «send»\nA domenica, tesoro! (Translation: See you Sunday, dear!)\n— Rosa',
    expect: [send('A domenica, tesoro!')],
  },
  {
    name: 'tomás: a truncated answer whose first block has a thought label',
    ...tomas,
    truncated: true,
    answer: '# «send»\n(thought: keep it chill)\nsí voy\n\n# «send»\ny le digo a Pedro que tra',
    expect: [send('sí voy')],
    withheld: ['truncated'],
  },
];
