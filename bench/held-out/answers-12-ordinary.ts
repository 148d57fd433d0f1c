/**
 * Held-out set 12, ordinary answers: well-formed task blocks as models other than Gemini write
 * them (GPT-4o, Claude, Qwen, Llama, Mistral, DeepSeek, Gemma, small local models), with what a
 * person types — slang, typos, emoji, capitals, Markdown, code, lists, asides — and legitimate
 * messages that merely look like a slip. Every one must arrive as sent.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  ARABIC,
  DUTCH,
  HINDI,
  INDONESIAN,
  POLISH,
  PORTUGUESE,
  react,
  SILENT,
  SPANISH,
  send,
  TURKISH,
  UKRAINIAN,
  VIETNAMESE,
} from './answers-12-scenes.js';

export const ORDINARY_12: CorpusEntry[] = [
  {
    name: 'gpt-4o, Spanish: one message with a question back',
    ...SPANISH,
    answer: '# «send»\n¡Claro que voy! ¿Llevo algo de postre?',
    expect: [send('¡Claro que voy! ¿Llevo algo de postre?')],
  },
  {
    name: 'gpt-4o, Spanish: two messages around a wait',
    ...SPANISH,
    answer: '# «send»\nVoy, voy 😄\n\n# «wait»\ndelay: 20\n\n# «send»\n¿A qué hora es?',
    expect: [send('Voy, voy 😄'), { type: 'wait', delay: 20 }, send('¿A qué hora es?')],
  },
  {
    name: 'gpt-4o, Spanish: a wait in minutes between two messages',
    ...SPANISH,
    answer: '# «send»\nDéjame mirar la agenda\n\n# «wait»\ndelay: 2 min\n\n# «send»\n¡Libre! Voy seguro',
    expect: [send('Déjame mirar la agenda'), { type: 'wait', delay: 120 }, send('¡Libre! Voy seguro')],
  },
  {
    name: 'claude, Polish group: a plain answer goes to the message answered',
    ...POLISH,
    chat: 'group',
    answer: '# «send»\nJasne, jadę! O której zbiórka?',
    expect: [send('Jasne, jadę! O której zbiórka?', 4005)],
  },
  {
    name: 'claude, Polish: bold a person uses for stress',
    ...POLISH,
    answer: '# «send»\nJadę **na pewno**, tylko wezmę kocyk i ładowarkę dla Oli 😉',
    expect: [send('Jadę **na pewno**, tylko wezmę kocyk i ładowarkę dla Oli 😉')],
  },
  {
    name: 'qwen2.5, Turkish: lower case, stretched letters and a typo',
    ...TURKISH,
    answer: '# «send»\nolur yaa, ben varımm 🚗🌊 sabah erken mi cıkıyoruz?',
    expect: [send('olur yaa, ben varımm 🚗🌊 sabah erken mi cıkıyoruz?')],
  },
  {
    name: 'qwen2.5, Turkish: a reaction, then a message',
    ...TURKISH,
    answer: '# «react»\n🔥\n\n# «send»\nSahil olur ama benzini paylaşalım 😅',
    expect: [react('🔥'), send('Sahil olur ama benzini paylaşalım 😅')],
  },
  {
    name: 'qwen3, Turkish: a reaction with a skin tone is the plain thumbs up',
    ...TURKISH,
    answer: '# «react»\n👍🏽',
    expect: [react('👍')],
  },
  {
    name: 'llama 3.1, Vietnamese: a short answer with a question back',
    ...VIETNAMESE,
    answer: '# «send»\nĐi chứ! Mấy giờ vậy Minh?',
    expect: [send('Đi chứ! Mấy giờ vậy Minh?')],
  },
  {
    name: 'llama 3.1, Vietnamese group: a think block when the talk is not hers is silence',
    ...VIETNAMESE,
    chat: 'group',
    answer: '# «think»\nHà hỏi quán phở, mình trả lời rồi. Minh rủ cả nhóm, chưa cần nói gì.',
    expect: [],
    silence: SILENT,
  },
  {
    name: 'llama 3.2, Vietnamese: an ellipsis and an emoticon',
    ...VIETNAMESE,
    answer: '# «send»\nkaraoke hả... để mình xem lại lịch đã nha :>',
    expect: [send('karaoke hả... để mình xem lại lịch đã nha :>')],
  },
  {
    name: 'deepseek-v3, Indonesian: a sticker then a message',
    ...INDONESIAN,
    answer: '# «sticker»\nHeidiDuck\n😂\n\n# «send»\nJadi dong, aku udah beli tiket!',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }, send('Jadi dong, aku udah beli tiket!')],
  },
  {
    name: 'deepseek-v3, Indonesian: a person note, then a message',
    ...INDONESIAN,
    answer:
      '# «person» 7\nDimas: motornya sering mogok, suka film horor\n\n# «send»\nJadi! Jam 7 di bioskop biasa ya',
    expect: [{ type: 'person' }, send('Jadi! Jam 7 di bioskop biasa ya')],
  },
  {
    name: 'deepseek-v3, Indonesian: one word in capitals is excitement in a direct chat',
    ...INDONESIAN,
    answer: '# «send»\nNONTON!!! 🍿🍿',
    expect: [send('NONTON!!! 🍿🍿')],
  },
  {
    name: 'deepseek-v3, Indonesian: an aside alone in a direct chat is a message',
    ...INDONESIAN,
    answer: '# «send»\n(maaf, salah kirim 🙏)',
    expect: [send('(maaf, salah kirim 🙏)')],
  },
  {
    name: 'mistral, Dutch: two messages',
    ...DUTCH,
    answer: '# «send»\nJa gezellig! Hoe laat?\n\n# «send»\nIk neem Lotte mee als ze wil',
    expect: [send('Ja gezellig! Hoe laat?'), send('Ik neem Lotte mee als ze wil')],
  },
  {
    name: 'mistral, Dutch: a reply to an older message',
    ...DUTCH,
    answer: '# «send» 4001\nNog gefeliciteerd trouwens 🎓',
    expect: [send('Nog gefeliciteerd trouwens 🎓', 4001)],
  },
  {
    name: 'mistral, Dutch: "Let op:" opening a message is a person warning',
    ...DUTCH,
    answer: '# «send»\nLet op: De Kroon is vrijdag pas open vanaf 4 uur',
    expect: [send('Let op: De Kroon is vrijdag pas open vanaf 4 uur')],
  },
  {
    name: 'qwen3, Dutch: short lines with a colon are a person answering two questions',
    ...DUTCH,
    answer: '# «send»\nProost op je scriptie! 🥂\n\nVrijdag: ja. Zaterdag: markt 😄',
    expect: [send('Proost op je scriptie! 🥂\n\nVrijdag: ja. Zaterdag: markt 😄')],
  },
  {
    name: 'mistral, Dutch group: a note, then a message',
    ...DUTCH,
    chat: 'group',
    answer: '# «note»\nVrijdag borrel bij De Kroon met Daan\n\n# «send»\nIk ben erbij! 🍻',
    expect: [{ type: 'note' }, send('Ik ben erbij! 🍻', 4005)],
  },
  {
    name: 'gemma 2, Arabic: one message',
    ...ARABIC,
    answer: '# «send»\nإن شاء الله، أكيد! بعد صلاة الجمعة مباشرة 🌙',
    expect: [send('إن شاء الله، أكيد! بعد صلاة الجمعة مباشرة 🌙')],
  },
  {
    name: 'gemma 2, Arabic: a heart on an older message',
    ...ARABIC,
    answer: '# «react» 4001\n❤',
    expect: [react('❤', 4001)],
  },
  {
    name: 'gemma 3, Arabic group callout: an answer to the one who asked',
    ...ARABIC,
    chat: 'group',
    callout: true,
    answer: '# «send»\nنعم يا عمر، بعد الصلاة في المقهى المعتاد؟',
    expect: [send('نعم يا عمر، بعد الصلاة في المقهى المعتاد؟', 4005)],
  },
  {
    name: 'mistral-small, Arabic: two lines in one message',
    ...ARABIC,
    answer: '# «send»\nأكيد جاية 😊\nبس ممكن أتأخر ربع ساعة',
    expect: [send('أكيد جاية 😊\nبس ممكن أتأخر ربع ساعة')],
  },
  {
    name: 'gpt-4o-mini, Hindi: Hinglish with emoji',
    ...HINDI,
    answer: '# «send»\nHaan bilkul aaungi!! Kya laun, sweets ya plant? 🪴',
    expect: [send('Haan bilkul aaungi!! Kya laun, sweets ya plant? 🪴')],
  },
  {
    name: 'gpt-4o-mini, Hindi: a memory, then a message',
    ...HINDI,
    answer:
      '# «remember»\nArjun ka naya flat Koramangala mein hai\n\n# «send»\nPakka aaungi 🎉 address bhej do',
    expect: [{ type: 'remember' }, send('Pakka aaungi 🎉 address bhej do')],
  },
  {
    name: 'gpt-4o-mini, Hindi: "Note:" opening the body is the message itself',
    ...HINDI,
    answer: '# «send»\nNote: main thoda late aaungi, 8 baje tak',
    expect: [send('Note: main thoda late aaungi, 8 baje tak')],
  },
  {
    name: 'claude, Ukrainian: one message',
    ...UKRAINIAN,
    answer: '# «send»\nТак, буду! Вже маю квиток 🎶',
    expect: [send('Так, буду! Вже маю квиток 🎶')],
  },
  {
    name: 'claude, Ukrainian group: a question back',
    ...UKRAINIAN,
    chat: 'group',
    answer: '# «send»\nБуду! А ти на котру годину приходиш?',
    expect: [send('Буду! А ти на котру годину приходиш?', 4005)],
  },
  {
    name: 'claude, Ukrainian: a quoted word opening a message is no heading',
    ...UKRAINIAN,
    answer: '# «send»\n«Буду» — це моє офіційне рішення 😄',
    expect: [send('«Буду» — це моє офіційне рішення 😄')],
  },
  {
    name: 'llama 3.3, Ukrainian: a wait on the heading line',
    ...UKRAINIAN,
    answer: '# «send»\nЗараз гляну\n\n# «wait» 45\n\n# «send»\nТак, субота вільна!',
    expect: [send('Зараз гляну'), { type: 'wait', delay: 45 }, send('Так, субота вільна!')],
  },
  {
    name: 'gpt-5, Portuguese: a word in capitals and emoji',
    ...PORTUGUESE,
    answer: '# «send»\nBORA!!! 🍻🍻 sábado que horas?',
    expect: [send('BORA!!! 🍻🍻 sábado que horas?')],
  },
  {
    name: 'gpt-5, Portuguese: a reply to another person, then the answer',
    ...PORTUGUESE,
    answer:
      '# «send» 4003\nJúlia, o número do eletricista é 11 98765-4321, fala que é minha amiga\n\n# «send»\nE sábado tô dentro!',
    expect: [
      send('Júlia, o número do eletricista é 11 98765-4321, fala que é minha amiga', 4003),
      send('E sábado tô dentro!'),
    ],
  },
  {
    name: 'gpt-5, Portuguese: a list a person writes',
    ...PORTUGUESE,
    answer: '# «send»\nSábado eu topo! Só preciso:\n- sair do trabalho às 18h\n- passar em casa rapidinho',
    expect: [send('Sábado eu topo! Só preciso:\n- sair do trabalho às 18h\n- passar em casa rapidinho')],
  },
  {
    name: 'claude, English: two messages answering both questions',
    answer:
      '# «send»\nHe survived! Hid under the sofa for a day, now he owns the place 🐈\n\n# «send»\nAnd yes, open Saturday 10–14',
    expect: [
      send('He survived! Hid under the sofa for a day, now he owns the place 🐈'),
      send('And yes, open Saturday 10–14'),
    ],
  },
  {
    name: 'gpt-4o, English: a code block a person uses for a timetable',
    answer: '# «send»\nSaturday hours:\n```\n10:00–14:00 shop\n14:00–15:00 inventory, door closed\n```',
    expect: [send('Saturday hours:\n```\n10:00–14:00 shop\n14:00–15:00 inventory, door closed\n```')],
  },
  {
    name: 'claude, English group: a think block alone is silence',
    chat: 'group',
    answer: '# «think»\nJonas asked the whole group; Alice usually answers about the shop.',
    expect: [],
    silence: SILENT,
  },
  {
    name: 'llama 3.1, English: "Thinking of you" opening a message is no reasoning label',
    answer:
      '# «send»\nThinking of you both, hope the cat is settling in 🐈\n\n# «send»\nOpen Saturday as usual!',
    expect: [send('Thinking of you both, hope the cat is settling in 🐈'), send('Open Saturday as usual!')],
  },
  {
    name: 'claude, English: strikethrough and italic a person uses',
    answer: '# «send»\nHe is ~~fine~~ __thriving__, sleeps in the laundry basket now 😂',
    expect: [send('He is ~~fine~~ __thriving__, sleeps in the laundry basket now 😂')],
  },
  {
    name: 'qwen3, Turkish: a message opening with "Analiz" is news, not analysis',
    ...TURKISH,
    answer: '# «send»\nAnaliz sonuçlarım geldi bu arada, her şey normal 🙏\n\n# «send»\nCumartesi olur!',
    expect: [send('Analiz sonuçlarım geldi bu arada, her şey normal 🙏'), send('Cumartesi olur!')],
  },
  {
    name: 'mistral, Polish: a message opening with "Myślę" (I think) is speech',
    ...POLISH,
    answer: '# «send»\nMyślę, że tak! Tylko muszę wrócić do 18',
    expect: [send('Myślę, że tak! Tylko muszę wrócić do 18')],
  },
  {
    name: 'gpt-4o, Spanish: "Plan:" with a plan for the evening is the message',
    ...SPANISH,
    answer: '# «send»\nPlan: cena a las 9 y luego karaoke 🎤',
    expect: [send('Plan: cena a las 9 y luego karaoke 🎤')],
  },
  {
    // The rules are silent on a persona naming herself in jest; an operator sends it as written.
    name: 'claude, Spanish: the persona naming herself in jest inside a sentence',
    ...SPANISH,
    answer: '# «send»\nDile a Carla que Lucía (o sea yo 😂) lleva el postre',
    expect: [send('Dile a Carla que Lucía (o sea yo 😂) lleva el postre')],
  },
  {
    name: 'deepseek-v3, Polish: "Opcja 1 / Opcja 2" written plain is a person offering a choice',
    ...POLISH,
    answer: '# «send»\nOpcja 1: jedziemy pociągiem o 8\nOpcja 2: Tomek nas zabiera autem\nCo wolicie?',
    expect: [send('Opcja 1: jedziemy pociągiem o 8\nOpcja 2: Tomek nas zabiera autem\nCo wolicie?')],
  },
];
