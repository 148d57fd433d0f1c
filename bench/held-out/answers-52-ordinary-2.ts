/**
 * Set 52, ordinary answers of Ольга, Camille, 健二, Beatriz and Aylin: real messages that speak
 * as "I", give advice, apologise, wish well, offer help, explain a choice or talk about what was
 * just written.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { dacha, dima, emre, ines, lucas, yui } from './answers-52-cast.js';

export const ORDINARY_52_B: readonly CorpusEntry[] = [
  dima({
    name: 'olga: the holiday-pay formula by reply, then where to take the kids',
    answer: `# «send» 4003
Смотри: берёшь зарплату за 12 месяцев, делишь на 12 и на 29,3 — это средний дневной. Умножаешь на дни отпуска
Если были больничные, их дни выкидываешь

# «send»
А с детьми — в аквапарк «Ривьера» или на экскурсию в Кремль, мои обожают 😄`,
    expect: [
      {
        type: 'send',
        text: 'Смотри: берёшь зарплату за 12 месяцев, делишь на 12 и на 29,3 — это средний дневной. Умножаешь на дни отпуска\nЕсли были больничные, их дни выкидываешь',
        replyTo: 4003,
      },
      {
        type: 'send',
        text: 'А с детьми — в аквапарк «Ривьера» или на экскурсию в Кремль, мои обожают 😄',
      },
    ],
  }),
  dima({
    name: 'olga: sorry for the delay, and her own advice on tickets',
    answer: `# «send»
Извини, что так долго, была на совещании 🙈

# «send»
Советую «Ривьеру», только билеты заранее купи, в субботу там толпа`,
    expect: [
      { type: 'send', text: 'Извини, что так долго, была на совещании 🙈' },
      { type: 'send', text: 'Советую «Ривьеру», только билеты заранее купи, в субботу там толпа' },
    ],
  }),
  dima({
    name: 'olga: hopes she explained it clearly and offers a call',
    answer: `# «send»
Короче, средний дневной × дни отпуска, всё
Надеюсь, понятно объяснила 😅 если нет — звони, я на месте до шести`,
    expect: [
      {
        type: 'send',
        text: 'Короче, средний дневной × дни отпуска, всё\nНадеюсь, понятно объяснила 😅 если нет — звони, я на месте до шести',
      },
    ],
  }),
  dima({
    name: 'olga: a postscript apologising for being a bore',
    answer: `# «send»
Детям 6 и 9 — точно планетарий в КФУ, там классная программа про космос для мелких

# «send»
P.S. Извини за занудство с отпускными, профдеформация 🤓`,
    expect: [
      {
        type: 'send',
        text: 'Детям 6 и 9 — точно планетарий в КФУ, там классная программа про космос для мелких',
      },
      { type: 'send', text: 'P.S. Извини за занудство с отпускными, профдеформация 🤓' },
    ],
  }),
  dacha({
    name: 'olga: brings the seedlings, names the kinds',
    callout: true,
    answer: `# «send»
Привезу, тётя Нина! 12 кустиков, «Бычье сердце» и черри 🍅`,
    expect: [
      {
        type: 'send',
        text: 'Привезу, тётя Нина! 12 кустиков, «Бычье сердце» и черри 🍅',
        replyTo: 4005,
      },
    ],
  }),
  dacha({
    name: 'olga: yes, and her advice to cover them at night',
    callout: true,
    answer: `# «send»
Да, привезу. Я бы ещё советовала укрыть их на ночь, обещают +3

# «react» 4003
🙏`,
    expect: [
      {
        type: 'send',
        text: 'Да, привезу. Я бы ещё советовала укрыть их на ночь, обещают +3',
        replyTo: 4005,
      },
      { type: 'react', emoji: '🙏', messageId: 4003 },
    ],
  }),
  ines({
    name: 'camille: would take the Croix-Rousse and admits her bias',
    answer: `# «send»
Franchement ? Moi je prendrais la Croix-Rousse. 80 € c'est pas rien, mais t'es à 10 min de ton taf et t'as le marché en bas
Après c'est toi qui vois hein, je dis ça avec mon cœur de Croix-Roussienne 😅`,
    expect: [
      {
        type: 'send',
        text: "Franchement ? Moi je prendrais la Croix-Rousse. 80 € c'est pas rien, mais t'es à 10 min de ton taf et t'as le marché en bas\nAprès c'est toi qui vois hein, je dis ça avec mon cœur de Croix-Roussienne 😅",
      },
    ],
  }),
  ines({
    name: 'camille: her criteria as a list, and sorry she cannot visit Thursday',
    answer: `# «send»
Mes critères à ta place :
1. Le trajet (tu le fais 2 fois par jour)
2. La lumière
3. Le bruit la nuit
Si Villeurbanne gagne sur 2 des 3, fonce

# «send»
Et désolée, je peux pas venir visiter avec toi jeudi, j'ai conseil de classe 😩`,
    expect: [
      {
        type: 'send',
        text: 'Mes critères à ta place :\n1. Le trajet (tu le fais 2 fois par jour)\n2. La lumière\n3. Le bruit la nuit\nSi Villeurbanne gagne sur 2 des 3, fonce',
      },
      {
        type: 'send',
        text: "Et désolée, je peux pas venir visiter avec toi jeudi, j'ai conseil de classe 😩",
      },
    ],
  }),
  ines({
    name: 'camille: wishes her courage, then a sticker',
    answer: `# «send»
Je te souhaite bon courage pour la décision 💪 tu me diras !

# «sticker»
HeidiDuck
👋`,
    expect: [
      { type: 'send', text: 'Je te souhaite bon courage pour la décision 💪 tu me diras !' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
  ines({
    name: 'camille: sorry for the wall of text, tl;dr',
    answer: `# «send»
Villeurbanne t'as le métro direct, mais la Croix-Rousse c'est la Croix-Rousse. Moi j'y vis depuis 6 ans et je repartirais pour rien au monde. Les pentes, les bouchons, le marché du dimanche…

# «send»
Désolée pour le pavé 😅 tl;dr : Croix-Rousse`,
    expect: [
      {
        type: 'send',
        text: "Villeurbanne t'as le métro direct, mais la Croix-Rousse c'est la Croix-Rousse. Moi j'y vis depuis 6 ans et je repartirais pour rien au monde. Les pentes, les bouchons, le marché du dimanche…",
      },
      { type: 'send', text: 'Désolée pour le pavé 😅 tl;dr : Croix-Rousse' },
    ],
  }),
  yui({
    name: 'kenji: earphones, from his own school days, then ramen on Saturday',
    answer: `# «send»
高校生の男子やったら、ワイヤレスイヤホンとかどう？俺も高校の時めっちゃ欲しかったわ

# «send»
ラーメンは土曜の昼行こか！`,
    expect: [
      {
        type: 'send',
        text: '高校生の男子やったら、ワイヤレスイヤホンとかどう？俺も高校の時めっちゃ欲しかったわ',
      },
      { type: 'send', text: 'ラーメンは土曜の昼行こか！' },
    ],
  }),
  yui({
    name: 'kenji: apologises for his taste in presents',
    answer: `# «send»
ごめん、プレゼント選びはセンスないから力になれへんかも😅 でもスタバのカードなら外さへんと思う`,
    expect: [
      {
        type: 'send',
        text: 'ごめん、プレゼント選びはセンスないから力になれへんかも😅 でもスタバのカードなら外さへんと思う',
      },
    ],
  }),
  yui({
    name: 'kenji: a fire on the ramen, then the meeting point',
    answer: `# «react» 4003
🔥

# «send»
土曜11時に天満駅で！プレゼントは食べながら考えよ`,
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4003 },
      { type: 'send', text: '土曜11時に天満駅で！プレゼントは食べながら考えよ' },
    ],
  }),
  yui({
    name: 'kenji: a list of ideas, sorry it ran long',
    answer: `# «send»
候補:
・イヤホン
・スニーカー
・ゲームのギフトカード
長文ごめん笑`,
    expect: [{ type: 'send', text: '候補:\n・イヤホン\n・スニーカー\n・ゲームのギフトカード\n長文ごめん笑' }],
  }),
  lucas({
    name: 'beatriz: worth it, from her own year by bike, with advice',
    answer: `# «send»
Vale muito! Eu fui de bike por um ano, 6km é tranquilo
Só te aconselho a pegar uma com marcha, tem aquela subida perto do shopping`,
    expect: [
      {
        type: 'send',
        text: 'Vale muito! Eu fui de bike por um ano, 6km é tranquilo\nSó te aconselho a pegar uma com marcha, tem aquela subida perto do shopping',
      },
    ],
  }),
  lucas({
    name: 'beatriz: sorry, was in the shower; a good lock',
    answer: `# «send»
Desculpa, tava no banho 😅 Vale sim, mas compra um cadeado bom, sério. Roubaram a minha em 2022 na frente do trabalho`,
    expect: [
      {
        type: 'send',
        text: 'Desculpa, tava no banho 😅 Vale sim, mas compra um cadeado bom, sério. Roubaram a minha em 2022 na frente do trabalho',
      },
    ],
  }),
  lucas({
    name: 'beatriz: good luck choosing, and lends her bike to try',
    answer: `# «send»
Boa sorte na escolha!! Se quiser, te empresto a minha no fim de semana pra testar 🚲`,
    expect: [
      {
        type: 'send',
        text: 'Boa sorte na escolha!! Se quiser, te empresto a minha no fim de semana pra testar 🚲',
      },
    ],
  }),
  lucas({
    name: 'beatriz: sorry for the delay, then the short version with a helmet',
    answer: `# «send»
Ah e desculpa a demora pra responder, tô no trampo 🙏
Resumindo: vale a pena, mas vai de capacete!`,
    expect: [
      {
        type: 'send',
        text: 'Ah e desculpa a demora pra responder, tô no trampo 🙏\nResumindo: vale a pena, mas vai de capacete!',
      },
    ],
  }),
  emre({
    name: 'aylin: recommends her own course, then greetings to his mother',
    answer: `# «send»
Kesinlikle British Life'ı öneririm, ben orada B2'yi bitirdim 👍 Hocalar çok iyi

# «send»
Yarın 10'da oradayım, annene selam söyle 😊`,
    expect: [
      {
        type: 'send',
        text: "Kesinlikle British Life'ı öneririm, ben orada B2'yi bitirdim 👍 Hocalar çok iyi",
      },
      { type: 'send', text: "Yarın 10'da oradayım, annene selam söyle 😊" },
    ],
  }),
  emre({
    name: 'aylin: sorry she wrote late, her suggestion',
    answer: `# «send»
Kusura bakma geç yazdım, işten yeni çıktım 🙈 Kurs için önerim: önce ücretsiz seviye testine gir, sonra karar ver`,
    expect: [
      {
        type: 'send',
        text: 'Kusura bakma geç yazdım, işten yeni çıktım 🙈 Kurs için önerim: önce ücretsiz seviye testine gir, sonra karar ver',
      },
    ],
  }),
  emre({
    name: 'aylin: one more tip from how she learned',
    answer: `# «send»
Bir tavsiyem daha var: dizileri İngilizce altyazıyla izle. Ben öyle öğrendim, cidden işe yarıyor

# «react» 4003
😁`,
    expect: [
      {
        type: 'send',
        text: 'Bir tavsiyem daha var: dizileri İngilizce altyazıyla izle. Ben öyle öğrendim, cidden işe yarıyor',
      },
      { type: 'react', emoji: '😁', messageId: 4003 },
    ],
  }),
  dacha({
    name: 'olga: the seedlings, and offers Катя a seat',
    callout: true,
    answer: `# «send»
Привезу, конечно 🌱

# «send»
Катя, если хочешь, поехали с нами, Серёжа берёт машину. Я тебе место займу`,
    expect: [
      { type: 'send', text: 'Привезу, конечно 🌱', replyTo: 4005 },
      { type: 'send', text: 'Катя, если хочешь, поехали с нами, Серёжа берёт машину. Я тебе место займу' },
    ],
  }),
];
