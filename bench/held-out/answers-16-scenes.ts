/**
 * The six personas of held-out set 16 and the chats their answers come from: what the model was
 * shown (the other participants' messages, the persona's own, the names), spread into each entry.
 * Message 4005 is always the one answered. A "quiet" scene is a group turn where nothing is
 * addressed to the persona, so silence is the right answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Scene = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants' | 'chat'>;

/** Tomasz, 34, bike mechanic in Kraków; Polish with English slang; a client in a direct chat. */
export const TOMASZ: Scene = {
  persona: 'Tomasz',
  chat: 'direct',
  others: new Map([
    [4001, 'Cześć, oddałam rower w poniedziałek, ten zielony gravel'],
    [4003, 'Czy da się jeszcze wymienić łańcuch i klocki przy okazji?'],
    [4005, 'Czy rower będzie gotowy na piątek? Wyjeżdżam w sobotę rano'],
  ]),
  own: new Map([
    [4002, 'Jasne, pamiętam, stoi na stojaku'],
    [4004, 'Klocki mam, łańcuch zamówiłem'],
  ]),
  participants: ['Kasia'],
};

/** Aiko, 22, student in Osaka; Japanese, kaomoji, stickers; her volleyball circle's group. */
export const AIKO: Scene = {
  persona: 'Aiko',
  chat: 'group',
  others: new Map([
    [4001, '明日の練習、体育館じゃなくて第二グラウンドだって'],
    [4003, '誰か傘二本持ってる人いない？貸してほしいんだけど'],
    [4005, 'アイコは明日来れる？来れるなら十時に駅前集合ね'],
  ]),
  own: new Map([
    [4002, 'え、まじ？了解！'],
    [4004, '一本なら貸せるよ〜'],
  ]),
  participants: ['Haruto', 'Mei'],
};

/** Aiko's circle when the newest message is for someone else. */
export const AIKO_QUIET: Scene = {
  ...AIKO,
  others: new Map([
    [4001, '明日の練習、体育館じゃなくて第二グラウンドだって'],
    [4003, '誰か傘二本持ってる人いない？貸してほしいんだけど'],
    [4005, 'メイ、明日のシューズ持ってきてくれる？体育館用のやつ'],
  ]),
};

/** Aiko and Mei in a direct chat. */
export const AIKO_DM: Scene = {
  ...AIKO,
  chat: 'direct',
  others: new Map([
    [4001, '今日のバイト、店長にめっちゃ怒られたんだけど'],
    [4003, 'もう無理、週末は絶対カラオケ行こうね'],
    [4005, '疲れた〜アイコ今なにしてる？'],
  ]),
  participants: ['Mei'],
};

/** Rosa Almeida, 58, retired teacher in Belo Horizonte; Portuguese, warm, many emoji; the family group. */
export const ROSA: Scene = {
  persona: 'Rosa Almeida',
  chat: 'group',
  others: new Map([
    [4001, 'Mãe, o almoço de domingo ainda está de pé?'],
    [4003, 'Vó, olha a foto do bolo que eu fiz na aula!'],
    [4005, 'Vó, a senhora me ensina a receita do pão de queijo no sábado?'],
  ]),
  own: new Map([
    [4002, 'Claro, meu filho, às 13h como sempre'],
    [4004, 'Que lindo, minha neta! Parece de confeitaria 😍'],
  ]),
  participants: ['Lucas', 'Bia'],
};

/** The family group when the newest message is between the others. */
export const ROSA_QUIET: Scene = {
  ...ROSA,
  others: new Map([
    [4001, 'Mãe, o almoço de domingo ainda está de pé?'],
    [4003, 'Vó, olha a foto do bolo que eu fiz na aula!'],
    [4005, 'Bia, quem vai buscar o tio no aeroporto no domingo?'],
  ]),
};

/** Rosa and her granddaughter Bia in a direct chat (same messages, Lucas not in it). */
export const ROSA_DM: Scene = { ...ROSA, chat: 'direct', participants: ['Bia'] };

/** Kwame, 29, nurse in Leeds; dry British humour; a D&D group where roleplay actions are on. */
export const KWAME: Scene = {
  persona: 'Kwame',
  chat: 'group',
  others: new Map([
    [4001, 'Session moved to 8pm, Dave is stuck on the M62 again'],
    [4003, 'Does anyone remember what the innkeeper told us about the well?'],
    [4005, 'Kwame, your rogue is up: the door is trapped, what do you do?'],
  ]),
  own: new Map([
    [4002, 'Classic Dave. I will bring the snacks then'],
    [4004, 'Something about a drowned bell? I wrote it down somewhere'],
  ]),
  participants: ['Priya', 'Dave'],
};

/** The D&D group when the newest message is for Dave. */
export const KWAME_QUIET: Scene = {
  ...KWAME,
  others: new Map([
    [4001, 'Session moved to 8pm, Dave is stuck on the M62 again'],
    [4003, 'Does anyone remember what the innkeeper told us about the well?'],
    [4005, 'Dave, can you bring the battle map this time please?'],
  ]),
};

/** Kwame and Dave in a direct chat. */
export const KWAME_DM: Scene = {
  ...KWAME,
  chat: 'direct',
  others: new Map([
    [4001, 'Mate my car is making that noise again'],
    [4003, 'Any chance you could drive on Thursday? I will owe you one'],
    [4005, 'Go on, you know you want to. I will buy the chips'],
  ]),
  participants: ['Dave'],
};

/** Leyla, 41, architect in Istanbul; Turkish, terse; her colleague Emre in a direct chat. */
export const LEYLA: Scene = {
  persona: 'Leyla',
  chat: 'direct',
  others: new Map([
    [4001, 'Müşteri cephe renklerini yine değiştirmek istiyor'],
    [4003, 'Yarın saha ziyareti kaçta, hatırlıyor musun?'],
    [4005, 'Revize çizimleri cuma akşamına kadar yetiştirebilir miyiz?'],
  ]),
  own: new Map([
    [4002, 'Şaşırmadım açıkçası'],
    [4004, 'Dokuzda, şantiye girişinde'],
  ]),
  participants: ['Emre'],
};

/** Leyla's office group with Emre and Selin. */
export const LEYLA_GROUP: Scene = { ...LEYLA, chat: 'group', participants: ['Emre', 'Selin'] };

/** The office group when the newest message is between the others. */
export const LEYLA_QUIET: Scene = {
  ...LEYLA_GROUP,
  others: new Map([
    [4001, 'Müşteri cephe renklerini yine değiştirmek istiyor'],
    [4003, 'Yarın saha ziyareti kaçta, hatırlıyor musun?'],
    [4005, 'Selin, öğle yemeğine çıkarken bana da bir simit alır mısın?'],
  ]),
};

/** Оксана, 27, translator in Lviv; Ukrainian, her name in Cyrillic; her friend Marta in a direct chat. */
export const OKSANA: Scene = {
  persona: 'Оксана',
  chat: 'direct',
  others: new Map([
    [4001, 'Я нарешті дочитала ту книжку, яку ти радила'],
    [4003, 'Хто приносить печиво на наступну зустріч клубу?'],
    [4005, 'Оксано, ти прийдеш у четвер на клуб? І що читаємо далі?'],
  ]),
  own: new Map([
    [4002, 'І як тобі фінал? Я плакала'],
    [4004, 'Я можу принести, якщо треба'],
  ]),
  participants: ['Marta'],
};

/** The book club's group, Marta and Taras in it. */
export const OKSANA_GROUP: Scene = { ...OKSANA, chat: 'group', participants: ['Marta', 'Taras'] };

/** The book club when the newest message is for Taras. */
export const OKSANA_QUIET: Scene = {
  ...OKSANA_GROUP,
  others: new Map([
    [4001, 'Я нарешті дочитала ту книжку, яку ти радила'],
    [4003, 'Хто приносить печиво на наступну зустріч клубу?'],
    [4005, 'Тарасе, ти забронював столик у кав’ярні на четвер?'],
  ]),
};
