/**
 * Set 42, slips of the Caucasus, Central Asia and the Baltic: prose around blocks, reasoning
 * labelled in the persona's language, labels and signatures in the other script, names with
 * case endings on the heading line, data shapes with keys in the persona's language, echoes,
 * cuts and invisible bodies, some two in one answer. Each expects what the persona meant.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { AZ, ET, HY, KA, KK, KY, LV, UZ } from './answers-42-scenes.js';

export const SLIPS_42: readonly CorpusEntry[] = [
  {
    ...KA,
    // A model answering in the persona's language presents the answer in it too.
    name: 'ka: an introduction in Georgian before the block ("here is Nino\'s answer:")',
    answer: 'აი ნინოს პასუხი:\n\n# «send»\nკი, გადარჩა 😹 შაბათს ღია ვართ.',
    expect: [{ type: 'send', text: 'კი, გადარჩა 😹 შაბათს ღია ვართ.' }],
  },
  {
    ...KA,
    // A romanisation added for a reader who is not there: the partner reads Georgian.
    name: 'ka: a transliteration of the message in brackets under it',
    answer:
      "# «send»\nკატა კარგადაა 😸 შაბათს ღია ვართ!\n(Transliteration: k'at'a kargadaa, shabats ghia vart!)",
    expect: [{ type: 'send', text: 'კატა კარგადაა 😸 შაბათს ღია ვართ!' }],
  },
  {
    ...KA,
    // Roleplay-tuned models narrate the persona's silence in its own language.
    name: 'ka: in a group, the persona narrated going on with her shelving',
    chat: 'group',
    answer: '*ნინო ჩუმად აგრძელებს წიგნების დალაგებას*',
    expect: [],
  },
  {
    ...KA,
    // A chat-log label in the persona's own script.
    name: "ka: a speaker label in the persona's Georgian name",
    answer: '# «send»\nნინო: რა თქმა უნდა გადარჩა, ახლა ჩემზე მეტად კმაყოფილია 😂',
    expect: [{ type: 'send', text: 'რა თქმა უნდა გადარჩა, ახლა ჩემზე მეტად კმაყოფილია 😂' }],
  },
  {
    ...HY,
    name: "hy: a speaker label in the persona's Armenian name",
    answer: '# «send»\nԱնի: Ողջ է, մի քիչ վախեցած։ Շաբաթ բաց ենք։',
    expect: [{ type: 'send', text: 'Ողջ է, մի քիչ վախեցած։ Շաբաթ բաց ենք։' }],
  },
  {
    ...HY,
    // The name as the model romanises it; Ani has one consonant, so it reads the same whole.
    name: "hy: the persona's name in Latin letters as a bold label",
    answer: '**Ani:** Կատուն լավ է, արդեն պատուհանի մոտ է քնում 😺',
    expect: [{ type: 'send', text: 'Կատուն լավ է, արդեն պատուհանի մոտ է քնում 😺' }],
  },
  {
    ...HY,
    // An Armenian heading name ("answer") the registry does not know, the only block there is.
    name: "hy: a block named in Armenian, the answer's one message",
    answer: '# «պատասխան»\nԱյո, կատուն ողջ է։ Շաբաթ օրը բաց ենք 11-ից 7-ը։',
    expect: [{ type: 'send', text: 'Այո, կատուն ողջ է։ Շաբաթ օրը բաց ենք 11-ից 7-ը։' }],
  },
  {
    ...AZ,
    // A language tag over the text, as a model tags output for a renderer: no person types it.
    name: 'az: a language key line over the message',
    answer: '# «send»\nlang: az\nPişik sağdır! Şənbə açığıq 🙂',
    expect: [{ type: 'send', text: 'Pişik sağdır! Şənbə açığıq 🙂' }],
  },
  {
    ...AZ,
    // The whole of the other's message quoted back is an echo, not a partial quote.
    name: 'az: the whole question quoted back over the answer',
    answer: '# «send»\n> Pişik köçə dözdü? Şənbə günü açıqsınız?\nDözdü 😸 Şənbə açığıq.',
    expect: [{ type: 'send', text: 'Dözdü 😸 Şənbə açığıq.' }],
  },
  {
    ...KK,
    // "Thinking:" in Kazakh, wrapped, with the message after it on the next line.
    name: 'kk: a wrapped Kazakh reasoning label over the message',
    answer:
      '# «send»\n(Ойлау: Салтанат мысық туралы сұрап тұр, қысқа жауап берейін)\nИә, мысық аман! Сенбіде ашықпыз.',
    expect: [{ type: 'send', text: 'Иә, мысық аман! Сенбіде ашықпыз.' }],
  },
  {
    ...KK,
    // The model signs with the persona's name romanised, under a Cyrillic message.
    name: "kk: a signature in Latin letters under a Kazakh persona's message",
    answer: '# «send»\nСенбі күні 10-нан 18-ге дейін ашықпыз 🙂\n— Aigerim',
    expect: [{ type: 'send', text: 'Сенбі күні 10-нан 18-ге дейін ашықпыз 🙂' }],
  },
  {
    ...KK,
    // An invisible body (U+2060) beside a reaction: the reaction is the answer.
    name: 'kk: a reaction beside a message of one word joiner',
    answer: '# «react»\n👍\n\n# «send»\n\u2060',
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  },
  {
    ...KK,
    // Qwen3 with thinking switched off still opens with an empty think span.
    name: 'kk: an empty think span, then the addressee in the dative on the heading line',
    answer: '<think>\n\n</think>\n\n# «send» Салтанатқа\nҚолшатырың осында, есік жанында тұр ☂️',
    expect: [{ type: 'send', text: 'Қолшатырың осында, есік жанында тұр ☂️' }],
  },

  {
    ...UZ,
    // A bracketed line naming the persona, in a group turn not addressed to her.
    name: 'uz: in a group, the persona narrated not answering, in Uzbek',
    chat: 'group',
    answer: '(Dilnoza javob bermaydi)',
    expect: [],
  },
  {
    ...UZ,
    // "xabar" is Uzbek for "message": the key names the message.
    name: 'uz: a fenced JSON object with an Uzbek message key',
    answer: '```json\n{"xabar": "Ha, mushuk tirik! Shanba ochiqmiz 🙂"}\n```',
    expect: [{ type: 'send', text: 'Ha, mushuk tirik! Shanba ochiqmiz 🙂' }],
  },
  {
    ...UZ,
    // Sampled hot, a model repeats its last block whole.
    name: 'uz: the same block written twice',
    answer: '# «send»\nMushuk zoʻr, shanba ochiqmiz!\n\n# «send»\nMushuk zoʻr, shanba ochiqmiz!',
    expect: [{ type: 'send', text: 'Mushuk zoʻr, shanba ochiqmiz!' }],
  },
  {
    ...KY,
    // MAX_TOKENS inside the heading of the next block: the whole block before it stands.
    name: 'ky: cut at the output limit inside the second heading',
    truncated: true,
    answer: '# «send»\nМышык аман!\n\n# «se',
    expect: [{ type: 'send', text: 'Мышык аман!' }],
  },
  {
    ...LV,
    // "atbilde" is Latvian for "answer": a block name we do not know, the only block.
    name: "lv: a block named in Latvian, the answer's one message",
    answer: '# «atbilde»\nJā, kaķis dzīvs un vesels! Sestdien strādājam 10–16.',
    expect: [{ type: 'send', text: 'Jā, kaķis dzīvs un vesels! Sestdien strādājam 10–16.' }],
  },
  {
    ...LV,
    // The sticker said as an act in the persona's language; operators want the sticker.
    name: 'lv: a sticker narrated in Latvian',
    answer: '*nosūta 😴 uzlīmi*',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    ...LV,
    // A silence written as a markup tag in the persona's language, in a group.
    name: 'lv: in a group, a self-closing silence tag in Latvian',
    chat: 'group',
    answer: '<klusē/>',
    expect: [],
  },
  {
    ...LV,
    // Llama served without its stop token: the end-of-turn token closes the text.
    name: 'lv: a signature without the long vowel, then an end-of-turn token',
    answer: '# «send»\nLietussargs ir pie mums, nāc pakaļ rīt!\n– Liga<|eot_id|>',
    expect: [{ type: 'send', text: 'Lietussargs ir pie mums, nāc pakaļ rīt!' }],
  },

  {
    ...ET,
    // Case endings make the addressee one word: Mart → Mardile "to Mart".
    name: 'et: the addressee with the Estonian allative ending on the heading line',
    answer: '# «send» Mardile\nKass on elus ja terve! Laupäeval 10–15.',
    expect: [{ type: 'send', text: 'Kass on elus ja terve! Laupäeval 10–15.' }],
  },
  {
    ...ET,
    // "Thoughts:" in Estonian alone on its line, its paragraph, then the message.
    name: 'et: an Estonian reasoning label and its paragraph at the top of the body',
    answer:
      '# «send»\nMõtted:\nMart küsib kassi kohta, vastan lühidalt ja soojalt.\n\nKass elas üle! Laupäeval oleme lahti.',
    expect: [{ type: 'send', text: 'Kass elas üle! Laupäeval oleme lahti.' }],
  },
  {
    ...ET,
    // JSON mode with keys in the persona's language: "mõtted" thoughts, "vastus" answer.
    name: 'et: JSON with a reasoning key beside the answer key, in Estonian',
    answer: '{"mõtted": "Liis küsib kassi kohta", "vastus": "Kass elas üle! Laupäeval 10–15."}',
    expect: [{ type: 'send', text: 'Kass elas üle! Laupäeval 10–15.' }],
  },
];
