/** Set 77: Вера (Russian), Kasia (Polish) and Aylin (Turkish) in their direct chats. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { aylin, kasia, vera } from './answers-77-cast.js';

export const EAST: readonly CorpusEntry[] = [
  vera({
    name: 'вера: the friend described at his request, in the third person',
    answer: `# «send» 4005
Ладно, честно. Я ей сказала примерно так:

Сева — это человек, который опаздывает на десять минут, но приходит с кофе для всех. Он громко смеётся, плохо паркуется и знает всё про советские мультфильмы. Если ему грустно, он готовит. Если ему весело, тоже готовит.

Так что готовься к вопросам про «Ёжика в тумане» 😄`,
    expect: [
      {
        type: 'send',
        text: `Ладно, честно. Я ей сказала примерно так:

Сева — это человек, который опаздывает на десять минут, но приходит с кофе для всех. Он громко смеётся, плохо паркуется и знает всё про советские мультфильмы. Если ему грустно, он готовит. Если ему весело, тоже готовит.

Так что готовься к вопросам про «Ёжика в тумане» 😄`,
        replyTo: 4005,
      },
    ],
  }),
  // The partner's mood read by name on the first line, in Russian, no label.
  vera({
    name: 'вера: his nerves read by name on the first line',
    answer: `Сева волнуется перед свиданием и хочет поддержки.

Да нормально я тебя описала! Сказала, что ты добрый и смешной. Больше ничего, остальное сам покажешь`,
    expect: [
      {
        type: 'send',
        text: 'Да нормально я тебя описала! Сказала, что ты добрый и смешной. Больше ничего, остальное сам покажешь',
      },
    ],
  }),
  vera({
    name: 'вера: gossip about Аня, what she asked about him',
    answer: `# «send» 4005
Ой, ты лучше спроси, что Аня про тебя спрашивала 😏 Она увидела тебя на моей фотке с дачи и сказала: «А это кто такой серьёзный с шашлыком?» Так что она уже заинтересована, расслабься`,
    expect: [
      {
        type: 'send',
        text: 'Ой, ты лучше спроси, что Аня про тебя спрашивала 😏 Она увидела тебя на моей фотке с дачи и сказала: «А это кто такой серьёзный с шашлыком?» Так что она уже заинтересована, расслабься',
        replyTo: 4005,
      },
    ],
  }),
  // "The user" as a role, in Russian, before a meant third-person description of the friend.
  vera({
    name: 'вера: the user’s request read first, then the description he asked for',
    answer: `# «send» 4005
Пользователь просит описать его так, как я описала бы его Ане.

Честно? Ты самый надёжный человек из всех, кого я знаю. Зануда немножко, но это мы Ане потом расскажем 😄`,
    expect: [
      {
        type: 'send',
        text: 'Честно? Ты самый надёжный человек из всех, кого я знаю. Зануда немножко, но это мы Ане потом расскажем 😄',
        replyTo: 4005,
      },
    ],
  }),
  vera({
    name: 'вера: feedback on what he plans to tell Аня, a quote and a verdict',
    answer: `Только не начинай с «я вообще-то интроверт», ты это всем говоришь и это неправда 😂 Ты три часа болтал с таксистом в прошлую субботу. Аня любит, когда люди смешные, а не когда загадочные`,
    expect: [
      {
        type: 'send',
        text: 'Только не начинай с «я вообще-то интроверт», ты это всем говоришь и это неправда 😂 Ты три часа болтал с таксистом в прошлую субботу. Аня любит, когда люди смешные, а не когда загадочные',
      },
    ],
  }),
  // A tone note in brackets, in Russian, closing the message.
  vera({
    name: 'вера: a bracketed note on tone, last',
    answer: `# «send» 4005
Описала бы так: высокий, в очках, шутит быстрее, чем думает. И варит лучший борщ на районе. Всё, больше секретов не выдаю

(Тон дружеский, с подколками — у них так принято.)`,
    expect: [
      {
        type: 'send',
        text: 'Описала бы так: высокий, в очках, шутит быстрее, чем думает. И варит лучший борщ на районе. Всё, больше секретов не выдаю',
        replyTo: 4005,
      },
    ],
  }),
  // An English recap of the turn as a last paragraph, after a reaction and a message.
  vera({
    name: 'вера: an English recap as the last paragraph',
    answer: `# «react» 4003
😁

# «send» 4005
Сказала, что ты хороший. Всё, не нервничай, в пятницу сам всё узнаешь

Recap: reassured Seva and kept what Vera told Anya vague on purpose.`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4003 },
      {
        type: 'send',
        text: 'Сказала, что ты хороший. Всё, не нервничай, в пятницу сам всё узнаешь',
        replyTo: 4005,
      },
    ],
  }),
  kasia({
    name: 'kasia: news about Babcia and Mama, two messages',
    answer: `# «send» 4005
Lepiej niż się spodziewaliśmy! Chodzi już z balkonikiem po mieszkaniu i komentuje, że mama źle układa garnki 😅

# «send»
Nie musisz przylatywać teraz. Mama mówi, że lepiej na święta, jak babcia będzie mogła normalnie posiedzieć przy stole.`,
    expect: [
      {
        type: 'send',
        text: 'Lepiej niż się spodziewaliśmy! Chodzi już z balkonikiem po mieszkaniu i komentuje, że mama źle układa garnki 😅',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Nie musisz przylatywać teraz. Mama mówi, że lepiej na święta, jak babcia będzie mogła normalnie posiedzieć przy stole.',
      },
    ],
  }),
  // The partner's worry and the answer's manner, by name, in Polish, first.
  kasia({
    name: 'kasia: the brother’s worry and the manner chosen, first',
    answer: `Bartek martwi się o babcię — odpowiadam konkretnie i spokojnie.

Czuje się dobrze, serio. Ciśnienie w normie, je, śpi, marudzi. Zadzwoń do niej wieczorem, po 19 na pewno odbierze.`,
    expect: [
      {
        type: 'send',
        text: 'Czuje się dobrze, serio. Ciśnienie w normie, je, śpi, marudzi. Zadzwoń do niej wieczorem, po 19 na pewno odbierze.',
      },
    ],
  }),
  kasia({
    name: 'kasia: what the doctor said of Babcia, a list and a signed initial',
    answer: `Lekarz powiedział:
1. rehabilitacja 2x w tygodniu
2. żadnych schodów przez miesiąc
3. kontrola 14 grudnia

Babcia usłyszała tylko "żadnych schodów" i już planuje, kto jej będzie nosił zakupy 🙄
Buziaki, K.`,
    expect: [
      {
        type: 'send',
        text: `Lekarz powiedział:
1. rehabilitacja 2x w tygodniu
2. żadnych schodów przez miesiąc
3. kontrola 14 grudnia

Babcia usłyszała tylko "żadnych schodów" i już planuje, kto jej będzie nosił zakupy 🙄
Buziaki, K.`,
      },
    ],
  }),
  // A context line in square brackets over the message, labelled, in Polish.
  kasia({
    name: 'kasia: a bracketed context line over the message',
    answer: `# «send» 4005
[Kontekst: Bartek mieszka w Dublinie i nie był w domu od świąt]

Dobrze się czuje, nie panikuj. Ale jakbyś przyleciał na weekend, to by się strasznie ucieszyła. Tylko jej nie mów, że ja to napisałam`,
    expect: [
      {
        type: 'send',
        text: 'Dobrze się czuje, nie panikuj. Ale jakbyś przyleciał na weekend, to by się strasznie ucieszyła. Tylko jej nie mów, że ja to napisałam',
        replyTo: 4005,
      },
    ],
  }),
  kasia({
    name: 'kasia: advice about Mama, spoken of in the third person',
    answer: `# «send» 4005
Babcia ok. Bardziej martwię się o mamę, ona się nie wysypia, jeździ do babci codziennie po pracy. Jak zadzwonisz, to zapytaj ją, jak ONA się czuje, bo nikt jej nie pyta`,
    expect: [
      {
        type: 'send',
        text: 'Babcia ok. Bardziej martwię się o mamę, ona się nie wysypia, jeździ do babci codziennie po pracy. Jak zadzwonisz, to zapytaj ją, jak ONA się czuje, bo nikt jej nie pyta',
        replyTo: 4005,
      },
    ],
  }),
  // Two slips: a labelled Polish summary last, and a separate block that only says what the turn calls for.
  kasia({
    name: 'kasia: a block on what the turn calls for, then a summary closing the message',
    answer: `# «send»
Trzeba go uspokoić i odpowiedzieć, czy ma przylatywać.

# «send» 4005
Nie przylatuj na gwałt, wszystko jest pod kontrolą. Babcia pyta tylko, czy dalej jesz te swoje tosty na kolację 😂

Podsumowanie: przekazałam info o babci i odradziłam przylot.`,
    expect: [
      {
        type: 'send',
        text: 'Nie przylatuj na gwałt, wszystko jest pod kontrolą. Babcia pyta tylko, czy dalej jesz te swoje tosty na kolację 😂',
        replyTo: 4005,
      },
    ],
  }),
  aylin({
    name: 'aylin: the aunt’s story in three messages',
    answer: `# «send» 4005
Tamam anlatıyorum. Gelin damat ilk dansa kalktı, müzik başladı, Nermin teyze bir anda pistin ortasında 💃

# «send»
Kimse durduramadı. Damadın babası denedi, o da dansa katıldı. On dakika sonra bütün masalar pistte

# «send»
Gelin sonra bana "en güzel kısmı buydu" dedi. Teyze kazandı yine 😂`,
    expect: [
      {
        type: 'send',
        text: 'Tamam anlatıyorum. Gelin damat ilk dansa kalktı, müzik başladı, Nermin teyze bir anda pistin ortasında 💃',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Kimse durduramadı. Damadın babası denedi, o da dansa katıldı. On dakika sonra bütün masalar pistte',
      },
      { type: 'send', text: 'Gelin sonra bana "en güzel kısmı buydu" dedi. Teyze kazandı yine 😂' },
    ],
  }),
  // The partner's curiosity read by name, in Turkish, as the first line of the block.
  aylin({
    name: 'aylin: the friend’s curiosity read by name, first',
    answer: `# «send» 4005
Zeynep hikâyenin devamını çok merak ediyor.

Nermin teyze nikâh memuruna "evladım sen de bekâr mısın" diye sordu. Masanın yarısı yerlere yattı 😂`,
    expect: [
      {
        type: 'send',
        text: 'Nermin teyze nikâh memuruna "evladım sen de bekâr mısın" diye sordu. Masanın yarısı yerlere yattı 😂',
        replyTo: 4005,
      },
    ],
  }),
  aylin({
    name: 'aylin: news about another relative, a person’s aside in brackets',
    answer: `Bir de haber var: Ayşe teyzenin kızı Defne nişanlanmış! (evet, o Defne, lisede saçını yeşile boyayan 😄) Annem düğüne beni de götürecekmiş, sen de gel bari`,
    expect: [
      {
        type: 'send',
        text: 'Bir de haber var: Ayşe teyzenin kızı Defne nişanlanmış! (evet, o Defne, lisede saçını yeşile boyayan 😄) Annem düğüne beni de götürecekmiş, sen de gel bari',
      },
    ],
  }),
  // A bracketed note in Turkish, in the past tense, on the language the answer used.
  aylin({
    name: 'aylin: a note on the register used, past tense, last',
    answer: `# «send» 4005
Pastayı keserken bıçağı damattan aldı, "siz beceremezsiniz" dedi ve kendisi kesti. Fotoğrafçı hepsini çekti, albümü bekle 📸

(Samimi ve esprili bir dil kullandım, Zeynep'le hep böyle konuşuyoruz.)`,
    expect: [
      {
        type: 'send',
        text: 'Pastayı keserken bıçağı damattan aldı, "siz beceremezsiniz" dedi ve kendisi kesti. Fotoğrafçı hepsini çekti, albümü bekle 📸',
        replyTo: 4005,
      },
    ],
  }),
  aylin({
    name: 'aylin: advice about the friend’s colleague, third person',
    answer: `Bu arada dün bahsettiğin Selin'e bence çok güvenme. Herkesle iyi geçinen ama herkesi herkese anlatan tiplerden gibi geldi bana. Ona ne anlatırsan ofise yayılır`,
    expect: [
      {
        type: 'send',
        text: "Bu arada dün bahsettiğin Selin'e bence çok güvenme. Herkesle iyi geçinen ama herkesi herkese anlatan tiplerden gibi geldi bana. Ona ne anlatırsan ofise yayılır",
      },
    ],
  }),
  // An English aside on the partner's mood between two paragraphs of the story.
  aylin({
    name: 'aylin: an English line on her mood between two paragraphs',
    answer: `# «send» 4005
Gelinin duvağı rüzgârda uçtu, kim yakaladı? Tabii ki Nermin teyze. Geri vermedi, kendi taktı.

Zeynep seems amused and wants more, so continuing the story.

Sonra bütün gece duvakla dolaştı, herkes onunla fotoğraf çektirdi 😂`,
    expect: [
      {
        type: 'send',
        text: `Gelinin duvağı rüzgârda uçtu, kim yakaladı? Tabii ki Nermin teyze. Geri vermedi, kendi taktı.

Sonra bütün gece duvakla dolaştı, herkes onunla fotoğraf çektirdi 😂`,
        replyTo: 4005,
      },
    ],
  }),
];
