/**
 * Held-out set 16, slips of Tomasz, Aiko and Rosa: answers with text no person would type around
 * or inside the message (analysis, labels, look-alike headings, key lines, data, echoes, cut
 * answers), each written anew, some with two slips in one answer. The expectation is the message
 * a careful operator of the account would let through.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { AIKO, AIKO_DM, AIKO_QUIET, ROSA, ROSA_DM, ROSA_QUIET, TOMASZ } from './answers-16-scenes.js';

export const SLIPS_16: CorpusEntry[] = [
  {
    // Polish "the user" (feminine) analysing the turn before the first block.
    name: 'tomasz: an analysis of the client in Polish before the block',
    ...TOMASZ,
    answer:
      'Użytkowniczka pyta, czy rower będzie gotowy na piątek. Tomasz powinien odpowiedzieć konkretnie i uspokoić ją.\n\n# «send»\nBędzie gotowy w czwartek wieczorem 👍',
    expect: [{ type: 'send', text: 'Będzie gotowy w czwartek wieczorem 👍' }],
  },
  {
    name: 'tomasz: his name with his trade in brackets as a speaker label',
    ...TOMASZ,
    answer: '# «send»\nTomasz (mechanik): Będzie gotowy w czwartek, spokojnie.',
    expect: [{ type: 'send', text: 'Będzie gotowy w czwartek, spokojnie.' }],
  },
  {
    name: 'tomasz: two send headings on one line',
    ...TOMASZ,
    answer: '# «send» Będzie na czwartek. # «send» Łańcuch już jest 🙂',
    expect: [
      { type: 'send', text: 'Będzie na czwartek.' },
      { type: 'send', text: 'Łańcuch już jest 🙂' },
    ],
  },
  {
    // A tool-trained model's field names written as lines inside the block.
    name: 'tomasz: reply_to_message_id and content key lines in the body',
    ...TOMASZ,
    answer: '# «send»\nreply_to_message_id: 4003\ncontent: Łańcuch przyszedł, wymienię przy okazji',
    expect: [{ type: 'send', text: 'Łańcuch przyszedł, wymienię przy okazji', replyTo: 4003 }],
  },
  {
    name: 'tomasz: a nested YAML response with its reply id, no heading',
    ...TOMASZ,
    answer: 'response:\n  text: "Tak, w czwartek od 17 do odbioru."\n  reply_to: 4005',
    expect: [{ type: 'send', text: 'Tak, w czwartek od 17 do odbioru.', replyTo: 4005 }],
  },
  {
    // A browsing model's citation mark; no person types it, the sentence around it is the message.
    name: 'tomasz: a 【1†source】 citation mark inside the sentence',
    ...TOMASZ,
    answer: '# «send»\nW piątek mamy otwarte do 18【1†source】, więc spokojnie',
    expect: [{ type: 'send', text: 'W piątek mamy otwarte do 18, więc spokojnie' }],
  },
  {
    name: 'tomasz: cut at the output limit inside the second message',
    ...TOMASZ,
    truncated: true,
    answer: '# «send»\nBędzie gotowy w czwartek.\n\n# «send»\nA co do łańcucha, to wziąłem ten sam model co',
    expect: [{ type: 'send', text: 'Będzie gotowy w czwartek.' }],
    withheld: ['truncated'],
  },
  {
    name: 'tomasz: the same message twice, once with a trailing space',
    ...TOMASZ,
    answer: '# «send»\nDobra, czwartek 17:00.\n\n# «send»\nDobra, czwartek 17:00. ',
    expect: [{ type: 'send', text: 'Dobra, czwartek 17:00.' }],
  },
  {
    name: 'tomasz: a bracketed "in the role of Tomasz" over the message',
    ...TOMASZ,
    answer: '# «send»\n(W roli Tomasza:)\nBędzie gotowy w czwartek 👍',
    expect: [{ type: 'send', text: 'Będzie gotowy w czwartek 👍' }],
  },
  {
    // gpt-oss's harmony format with its tokens kept.
    name: 'tomasz: an analysis channel, then the final channel',
    ...TOMASZ,
    answer:
      '<|channel|>analysis<|message|>Klientka pyta o piątek. Odpowiedz krótko.<|end|><|start|>assistant<|channel|>final<|message|>Będzie gotowy w czwartek 👍',
    expect: [{ type: 'send', text: 'Będzie gotowy w czwartek 👍' }],
  },
  {
    name: 'aiko: her name in katakana with a full-width colon',
    ...AIKO,
    callout: true,
    answer: '# «send»\nアイコ：行く行く！十時駅前ね',
    expect: [{ type: 'send', text: '行く行く！十時駅前ね', replyTo: 4005 }],
  },
  {
    name: 'aiko: "leaves it on read" in Japanese as the whole answer in the circle',
    ...AIKO_QUIET,
    answer: '# «send»\n*既読スルーする*',
    expect: [],
  },
  {
    name: 'aiko: a bold Japanese thinking-process label and its paragraph over the message',
    ...AIKO,
    answer:
      '# «send»\n**思考プロセス：**\nハルトが明日来れるか聞いている。短く元気に答える。\n\n行ける！十時ね',
    expect: [{ type: 'send', text: '行ける！十時ね', replyTo: 4005 }],
  },
  {
    name: 'aiko: send in tortoise-shell brackets',
    ...AIKO,
    answer: '# 〔send〕\n行けるよ〜！駅前十時ね',
    expect: [{ type: 'send', text: '行けるよ〜！駅前十時ね', replyTo: 4005 }],
  },
  {
    // LINE calls stickers スタンプ; the note names the sticker by its emoji.
    name: 'aiko: a sticker noted as （スタンプ😂） in a direct chat',
    ...AIKO_DM,
    answer: '# «send»\n（スタンプ😂）',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: "aiko: Haruto's message repeated over her answer",
    ...AIKO,
    answer: '# «send»\n明日の練習、体育館じゃなくて第二グラウンドだって\n了解！第二グラウンドね',
    expect: [{ type: 'send', text: '了解！第二グラウンドね', replyTo: 4005 }],
  },
  {
    name: 'aiko: a hug action where actions are never sent',
    ...AIKO_DM,
    actions: 'never',
    answer: '# «send»\n*ぎゅっ* おつかれさま〜！',
    expect: [{ type: 'send', text: 'おつかれさま〜！' }],
  },
  {
    // Gemma's turn tokens: the model ended its turn and wrote the user's next one.
    name: "aiko: Gemma's end of turn and a made-up user turn after the message",
    ...AIKO,
    answer: '# «send»\n明日行けるよ！<end_of_turn>\n<start_of_turn>user\nやった！じゃあ十時ね',
    expect: [{ type: 'send', text: '明日行けるよ！', replyTo: 4005 }],
  },
  {
    name: 'aiko: the message then its English in brackets under 英語',
    ...AIKO,
    answer: '# «send»\n行ける！十時ね\n（英語：I can come! 10 at the station）',
    expect: [{ type: 'send', text: '行ける！十時ね', replyTo: 4005 }],
  },
  {
    name: 'rosa: a closing paragraph praising how Rosa sounds',
    ...ROSA_DM,
    answer:
      '# «send»\nEnsino sim, minha flor! Sábado à tarde 🧀\n\nEspero que isso capture bem o jeito carinhoso da Rosa!',
    expect: [{ type: 'send', text: 'Ensino sim, minha flor! Sábado à tarde 🧀' }],
  },
  {
    name: 'rosa: JSON with a Portuguese answer key and an emotion key',
    ...ROSA_DM,
    answer: '{"resposta": "Claro, meu bem! Sábado às 15h 🧀", "emocao": "carinhosa"}',
    expect: [{ type: 'send', text: 'Claro, meu bem! Sábado às 15h 🧀' }],
  },
  {
    name: 'rosa: narrated in the third person while the others talk',
    ...ROSA_QUIET,
    answer: '# «send»\n(Rosa só observa a conversa e continua o crochê)',
    expect: [],
  },
  {
    name: 'rosa: signed with a closing word, her name and an emoji',
    ...ROSA_DM,
    answer: '# «send»\nEnsino sim, sábado à tarde!\nBjs, Rosa 😘',
    expect: [{ type: 'send', text: 'Ensino sim, sábado à tarde!' }],
  },
  {
    name: 'rosa: a JSON task list cut at the output limit',
    ...ROSA_DM,
    truncated: true,
    answer: '[{"type": "send", "text": "Ensino sim!"}, {"type": "send", "text": "Traz avental e',
    expect: [{ type: 'send', text: 'Ensino sim!' }],
  },
  {
    // A model imitating the chat client's typing indicator on the line over the message.
    name: 'rosa: a "Digitando..." line over the message',
    ...ROSA_DM,
    answer: '# «send»\nDigitando...\nClaro que ensino, meu anjo!',
    expect: [{ type: 'send', text: 'Claro que ensino, meu anjo!' }],
  },
  {
    name: 'rosa: an action naming herself at the start of the line',
    ...ROSA_DM,
    answer: '# «send»\n*Rosa sorri e pega o caderno de receitas* Claro que ensino!',
    expect: [{ type: 'send', text: 'Claro que ensino!' }],
  },
  {
    name: 'rosa: her earlier message repeated, then the new one',
    ...ROSA,
    answer:
      '# «send»\nQue lindo, minha neta! Parece de confeitaria 😍\n\n# «send»\nE ensino o pão de queijo sim, sábado!',
    // DECISIONS A2: the persona's own earlier messages count as a repeat only within one answer,
    // so saying one again is hers to send (its writer had noted the two documents disagreed).
    expect: [
      { type: 'send', text: 'Que lindo, minha neta! Parece de confeitaria 😍', replyTo: 4005 },
      { type: 'send', text: 'E ensino o pão de queijo sim, sábado!' },
    ],
  },
];
