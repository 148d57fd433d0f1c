import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/**
 * Set 44, personas writing Pacific and Indigenous languages of the Americas and the Arctic:
 * Māori, Samoan, Hawaiian and Pidgin, Quechua, Guarani with Spanish, Nahuatl, Inuktitut in
 * syllabics. Several of their names are also words (Aroha "love", Killa and Jasy "moon").
 * Each comment names the model family and the habit.
 */

type Scene = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants'>;

/** Aroha, Rotorua, a weekend at the marae with Tama and Mere. */
const AROHA: Scene = {
  persona: 'Aroha',
  others: new Map([
    [4001, 'Kia ora koutou! Kei te haere mātou ki te marae ā te Rāhoroi'],
    [4003, 'Me mau kai mai tātou katoa, he hāngī tā Koro'],
    [4005, 'Aroha, ka taea e koe te tiki i a Nan i te 9 karaka?'],
  ]),
  own: new Map([
    [4002, 'Ka pai! Ka tae atu au'],
    [4004, 'Tino reka te hāngī a Koro'],
  ]),
  participants: ['Tama', 'Mere'],
};

/** Sina, Apia, a birthday for Tina after church on Sunday. */
const SINA: Scene = {
  persona: 'Sina',
  others: new Map([
    [4001, 'Talofa! O le a le taimi e amata ai le lotu i le Aso Sa?'],
    [4003, 'Losa e aumai le palusami, aua nei galo'],
    [4005, 'Sina e mafai ona e aumai le keke mo le aso fanau o Tina?'],
  ]),
  own: new Map([
    [4002, 'Talofa lava! 10 i le taeao'],
    [4004, 'Malo Losa 🙏'],
  ]),
  participants: ['Tavita', 'Losa'],
};

/** Leilani, Oʻahu, a dawn surf with Kai and Noe. */
const LEILANI: Scene = {
  persona: 'Leilani',
  others: new Map([
    [4001, 'Aloha! Surf looks good at Makapuʻu tomorrow morning 🌊'],
    [4003, 'Noe said she can bring the poke from Tamura’s'],
    [4005, 'Leilani you coming? We leaving at 6'],
  ]),
  own: new Map([
    [4002, 'Shoots! 🤙'],
    [4004, 'Ono!!'],
  ]),
  participants: ['Kai', 'Noe'],
};

/** Killa, Cusco, a bus to the city with Wayra and Rosa. */
const KILLA: Scene = {
  persona: 'Killa',
  others: new Map([
    [4001, 'Allillanchu! Paqarin Cuscoman rishanchik, ¿hamunkichu?'],
    [4003, 'Rosa nin: tanta wawakunata apamusaq'],
    [4005, 'Killa, ¿ima horatataq lluqsinki? Bus 7-pi lluqsin'],
  ]),
  own: new Map([
    [4002, 'Arí, risaqmi!'],
    [4004, 'Sumaq!'],
  ]),
  participants: ['Wayra', 'Rosa'],
};

/** Jasy, Asunción, a Sunday asado with Arami and Ñeri, in Jopara. */
const JASY: Scene = {
  persona: 'Jasy',
  others: new Map([
    [4001, 'Mba’éichapa! Domingo jajapo asado che rógape'],
    [4003, 'Ñeri ogueruta la mandioca ha chipa'],
    [4005, 'Jasy, ¿reguerukuaápa la cocido? Ha mba’e órape reju?'],
  ]),
  own: new Map([
    [4002, 'Iporã! Aháta'],
    [4004, 'Chipa!! 😍'],
  ]),
  participants: ['Arami', 'Ñeri'],
};

/** Xochitl, Milpa Alta, the market with Citlali and Tonatiuh, in Nahuatl and Spanish. */
const XOCHITL: Scene = {
  persona: 'Xochitl',
  others: new Map([
    [4001, 'Niltze! Mostla tiyazqueh tianquizco, ¿tiyaz?'],
    [4003, 'Citlali quihtoa: nicnequi nicohuaz xitomatl'],
    [4005, 'Xochitl, ¿a qué hora llegas al tianguis? Te esperamos en la entrada'],
  ]),
  own: new Map([
    [4002, 'Quemah, niyaz!'],
    [4004, 'Cualli 🍅'],
  ]),
  participants: ['Citlali', 'Tonatiuh'],
};

/** Nuka, Iqaluit, ice fishing with Pauloosie and Malaya, English with Inuktitut. */
const NUKA: Scene = {
  persona: 'Nuka',
  others: new Map([
    [4001, 'Going ice fishing at the lake tomorrow, ᐃᖃᓗᒃ season!'],
    [4003, 'Malaya says the ice is thick enough now, 60 cm'],
    [4005, 'Nuka you coming with us? Leaving at 10 on the skidoo'],
  ]),
  own: new Map([
    [4002, 'ᐄ!! finally'],
    [4004, 'ᖁᔭᓐᓇᒦᒃ Malaya'],
  ]),
  participants: ['Pauloosie', 'Malaya'],
};

export const PACIFIC: CorpusEntry[] = [
  {
    // Gemini 2.5 Flash: the persona's name used as the word it is, "lots of love", closing a
    // real message (a sentence of five words, not a signature).
    ...AROHA,
    name: 'mi: "aroha nui" closing a message of a persona named Aroha',
    answer: '# «send»\nĀe, ka taea e au! Ka tiki au i a Nan i te 9 🚗\nAroha nui ki a koe e hoa',
    expect: [
      {
        type: 'send',
        text: 'Āe, ka taea e au! Ka tiki au i a Nan i te 9 🚗\nAroha nui ki a koe e hoa',
      },
    ],
  },
  {
    // Gemini 2.5 Flash: a speaker label, and an English gloss in brackets after the Māori.
    ...AROHA,
    name: 'mi: a speaker label and an English gloss',
    answer:
      '# «send»\nAroha: Āe, ka pai! Ka tiki au i a ia i te 9\n(English: Yes, fine! I will pick her up at 9)',
    expect: [{ type: 'send', text: 'Āe, ka pai! Ka tiki au i a ia i te 9' }],
  },
  {
    // Gemini 3 Flash: a letter's Māori signature, "Nā Aroha" ("from Aroha"), under a text.
    ...AROHA,
    name: 'mi: a Māori letter signature under the text',
    answer: '# «send»\nKia ora Tama! Ka tiki au i a Nan i te 9.\nNā Aroha',
    expect: [{ type: 'send', text: 'Kia ora Tama! Ka tiki au i a Nan i te 9.' }],
  },
  {
    // Gemini 2.5 Flash in a group, not addressed: the persona narrated as staying silent.
    ...AROHA,
    others: new Map([
      [4001, 'Kia ora koutou! Kei te haere mātou ki te marae ā te Rāhoroi'],
      [4003, 'Ka mau mai au i te rēwena'],
      [4005, 'Mere, kei a koe ngā kī o te wharekai?'],
    ]),
    name: 'mi group: the persona narrated as staying silent',
    chat: 'group',
    answer: '# «send»\n(ka noho wahangū a Aroha)',
    expect: [],
  },
  {
    // Gemini 2.5 Flash: a short plan with bold labels a person types.
    ...AROHA,
    name: 'mi: bold day and food labels in a plan',
    answer: '# «send»\n**Rāhoroi:** 9 karaka ki te marae\n**Kai:** he rēwena parāoa nāku 🍞',
    expect: [{ type: 'send', text: '**Rāhoroi:** 9 karaka ki te marae\n**Kai:** he rēwena parāoa nāku 🍞' }],
  },
  {
    // Gemini 2.5 Flash: a Samoan yes and a reaction to Losa's message.
    ...SINA,
    name: 'sm: a yes and a reaction to an older message',
    answer: '# «send»\nIoe, ou te aumaia le keke 🎂\n\n# «react» 4003\n🙏',
    expect: [
      { type: 'send', text: 'Ioe, ou te aumaia le keke 🎂' },
      { type: 'react', emoji: '🙏', messageId: 4003 },
    ],
  },
  {
    // Gemini 3 Pro: a reasoning summary's bold title and its first-person plan inside the body.
    ...SINA,
    name: 'sm: a reasoning summary title and plan inside the body',
    answer:
      "# «send»\n**Confirming the Cake**\nI'm confirming that Sina brings the cake, in a warm Samoan tone.\n\nIoe, ou te aumaia le keke! 🎂",
    expect: [{ type: 'send', text: 'Ioe, ou te aumaia le keke! 🎂' }],
  },
  {
    // Gemini 2.5 Flash repeating its first block at the end.
    ...SINA,
    name: 'sm: the first block repeated at the end',
    answer: "# «send»\nFa'afetai Tavita!\n\n# «send»\nIoe ou te aumaia\n\n# «send»\nFa'afetai Tavita!",
    expect: [
      { type: 'send', text: "Fa'afetai Tavita!" },
      { type: 'send', text: 'Ioe ou te aumaia' },
    ],
    withheld: ['duplicate'],
  },
  {
    // Gemini 2.5 Flash: a message and a memory of the promise.
    ...SINA,
    name: 'sm: a message and a memory of the promise',
    answer:
      "# «send»\nUa lelei, o le a ou aumaia le keke sukalati\n\n# «remember»\nI promised Tavita the chocolate cake for Tina's birthday on Sunday.",
    expect: [{ type: 'send', text: 'Ua lelei, o le a ou aumaia le keke sukalati' }, { type: 'remember' }],
  },
  {
    // Gemini 2.5 Flash: excitement in capitals in a direct chat.
    ...SINA,
    name: 'sm: excitement in capitals',
    answer: "# «send»\nMALO LAVA!! 🎉 Fa'afetai Tavita, ou te aumaia le keke",
    expect: [{ type: 'send', text: "MALO LAVA!! 🎉 Fa'afetai Tavita, ou te aumaia le keke" }],
  },
  {
    // Gemini 2.5 Flash: a wait between two messages, as a person pauses.
    ...SINA,
    name: 'sm: two messages with a pause between',
    answer: "# «send»\nIoe!\n\n# «wait»\ndelay: 20\n\n# «send»\nO le a le lanu e mana'o ai Tina? 🎂",
    expect: [
      { type: 'send', text: 'Ioe!' },
      { type: 'wait', delay: 20 },
      { type: 'send', text: "O le a le lanu e mana'o ai Tina? 🎂" },
    ],
  },
  {
    // Gemini 2.5 Flash: Hawaiʻi Pidgin, a question back.
    ...LEILANI,
    name: 'haw: Pidgin yes with a question back',
    answer: '# «send»\nShoots, I stay coming! Pick me up by the 7-Eleven?',
    expect: [{ type: 'send', text: 'Shoots, I stay coming! Pick me up by the 7-Eleven?' }],
  },
  {
    // Gemini 2.5 Flash with actions off: a stretch narrated before the words, and a signature with
    // a flower under them.
    ...LEILANI,
    name: 'haw: an action when actions are off and a signature with a flower',
    actions: 'never',
    answer: '# «send»\n*stretches* Shoots I going\n~Leilani 🌺',
    expect: [{ type: 'send', text: 'Shoots I going' }],
  },
  {
    // Gemini 3 Flash: the ʻokina and Hawaiian words in a real message.
    ...LEILANI,
    name: 'haw: ʻokina and kahakō in a real message',
    answer: '# «send»\nʻAe! Mahalo nui, see you at 6 🤙',
    expect: [{ type: 'send', text: 'ʻAe! Mahalo nui, see you at 6 🤙' }],
  },
  {
    // Gemini 2.5 Flash: Quechua, "moon" used as the word inside a message from Killa.
    ...KILLA,
    name: 'qu: the persona’s name as the word for moon inside a message',
    answer:
      '# «send»\nArí, 6:30-pi terminalpi kasaq 🚌\n\n# «send»\nKunan tuta hatun killa kanqa, ¿rikunkichu? 🌕',
    expect: [
      { type: 'send', text: 'Arí, 6:30-pi terminalpi kasaq 🚌' },
      { type: 'send', text: 'Kunan tuta hatun killa kanqa, ¿rikunkichu? 🌕' },
    ],
  },
  {
    // Gemini 2.5 Flash: a Spanish translation in brackets after the Quechua.
    ...KILLA,
    name: 'qu: a Spanish translation after the message',
    answer: '# «send»\nArí, 6:30-pi kasaq.\n\n(Traducción: Sí, estaré a las 6:30.)',
    expect: [{ type: 'send', text: 'Arí, 6:30-pi kasaq.' }],
  },
  {
    // Llama 3.3 translating the heading into Spanish and addressing it; the only block.
    ...KILLA,
    name: 'qu: a Spanish heading name with an address, the only block',
    answer: '# «enviar» a Wayra\nArí, paqarinkama! 👋',
    expect: [{ type: 'send', text: 'Arí, paqarinkama! 👋' }],
  },
  {
    // Gemini 2.5 Flash in a group, not addressed: square brackets narrating the persona's silence
    // in Quechua.
    ...KILLA,
    others: new Map([
      [4001, 'Allillanchu! Paqarin Cuscoman rishanchik, ¿hamunkichu?'],
      [4003, 'Tantata apamusaq'],
      [4005, 'Rosa, ¿hayk’a tantatataq apamunki?'],
    ]),
    name: 'qu group: the persona’s silence narrated in square brackets',
    chat: 'group',
    answer: '# «send»\n[Killa mana kutichinchu]',
    expect: [],
  },
  {
    // Gemini 2.5 Flash: Jopara, Guarani and Spanish in two messages.
    ...JASY,
    name: 'gn: two messages in Jopara',
    answer: '# «send»\nHẽe, aguerúta cocido ha azúcar 🙂\n\n# «send»\nAjúta 11 rupi',
    expect: [
      { type: 'send', text: 'Hẽe, aguerúta cocido ha azúcar 🙂' },
      { type: 'send', text: 'Ajúta 11 rupi' },
    ],
  },
  {
    // Mistral Small: no heading, the answer fenced and labelled with the persona's name.
    ...JASY,
    name: 'gn: a fenced answer with a speaker label and no heading',
    answer: '```\nJasy: Hẽe! Aguerúta cocido\n```',
    expect: [{ type: 'send', text: 'Hẽe! Aguerúta cocido' }],
  },
  {
    // Gemini 3 Flash: "moon" in lower case inside a message of a persona named Jasy.
    ...JASY,
    name: 'gn: the word for moon inside a message of a persona named for it',
    answer: '# «send»\nKo pyhare jasy hendy porãite, ehecha yvágare 🌕',
    expect: [{ type: 'send', text: 'Ko pyhare jasy hendy porãite, ehecha yvágare 🌕' }],
  },
  {
    // A JSON task list cut at MAX_TOKENS inside its second item.
    ...JASY,
    name: 'gn: a JSON task list cut inside its second item',
    truncated: true,
    answer: '[{"type":"send","text":"Hẽe, aguerúta cocido"},{"type":"send","text":"Ajúta 11 rup',
    expect: [{ type: 'send', text: 'Hẽe, aguerúta cocido' }],
  },
  {
    // Gemini 2.5 Flash: Nahuatl and Spanish in one message.
    ...XOCHITL,
    name: 'nah: Nahuatl and Spanish in one message',
    answer: '# «send»\nQuemah! Niyaz a las 8, tlazohcamati 🌺',
    expect: [{ type: 'send', text: 'Quemah! Niyaz a las 8, tlazohcamati 🌺' }],
  },
  {
    // Gemini 2.5 Flash in a group, called out: the persona narrated smiling before her words.
    ...XOCHITL,
    name: 'nah group: the persona narrated smiling before her words',
    chat: 'group',
    callout: true,
    answer: '# «send»\n*Xochitl sonríe* ¡Quemah! A las 8 en la entrada',
    expect: [{ type: 'send', text: '¡Quemah! A las 8 en la entrada', replyTo: 4005 }],
  },
  {
    // A code model: a sentence about what it will do, then a Python call in a fence.
    ...XOCHITL,
    name: 'nah: a sentence of intent, then a fenced reply call',
    answer:
      'I\'ll reply in Nahuatl and Spanish:\n\n```python\ntelegram.reply(message="Quemah, niyaz a las 8 🌺")\n```',
    expect: [{ type: 'send', text: 'Quemah, niyaz a las 8 🌺' }],
  },
  {
    // Gemini 2.5 Flash: English with Inuktitut syllabics for "yes" and "thank you".
    ...NUKA,
    name: 'iu: English with Inuktitut syllabics',
    answer: "# «send»\nᐄ! I'm in, ᖁᔭᓐᓇᒦᒃ for the ride 🙏",
    expect: [{ type: 'send', text: "ᐄ! I'm in, ᖁᔭᓐᓇᒦᒃ for the ride 🙏" }],
  },
  {
    // Gemini 2.5 Flash: the persona's name written in syllabics as a speaker label (the documented
    // rules do not list syllabics; a careful operator would want the label gone).
    ...NUKA,
    name: 'iu: a speaker label in syllabics',
    answer: '# «send»\nᓄᑲ: ᐄ, see you at 10!',
    expect: [{ type: 'send', text: 'ᐄ, see you at 10!' }],
  },
  {
    // Gemini 2.5 Flash in a group, not addressed: a lower-case bracketed narration of the persona.
    ...NUKA,
    others: new Map([
      [4001, 'Going ice fishing at the lake tomorrow, ᐃᖃᓗᒃ season!'],
      [4003, 'I have the auger'],
      [4005, 'Malaya did you charge the sled battery?'],
    ]),
    name: 'iu group: a lower-case bracketed narration of the persona',
    chat: 'group',
    answer: '# «send»\n[nuka stays out of this one]',
    expect: [],
  },
  {
    // Gemini 2.5 Flash: an answer of only invisible characters (an invisible separator and a
    // zero-width joiner).
    ...NUKA,
    name: 'iu: an answer of only invisible characters',
    answer: '\u2063\u200d',
    expect: [],
  },
  {
    // Gemini 2.5 Flash: a reaction and a sticker, no words.
    ...NUKA,
    name: 'iu: a reaction and a waving sticker',
    answer: '# «react»\n🔥\n\n# «sticker»\nHeidiDuck\n👋',
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
];
