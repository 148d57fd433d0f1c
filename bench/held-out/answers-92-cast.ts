/**
 * Set 92's cast: eight invented personas, four writing in English. Bram, a beekeeper near Ludlow,
 * with his neighbour Priya (Gemini 2.5 Flash); Nell, a Glasgow night-shift nurse, in a
 * hillwalking group (Gemini 3 Flash); Rufus, a Portland tattoo artist, with his friend Maya
 * (GPT-4o-class, Llama 3.x and DeepSeek behind the endpoint); Imogen, a Leeds chemistry teacher,
 * in a book club group (Gemini 2.5 Pro, Qwen and DeepSeek); Chiara, a Bologna gelato maker, with
 * her cousin Matteo in Italian (Gemini 2.5 Flash); Joana, a surf instructor in Ericeira, in her
 * school's group in European Portuguese (Gemini 3 Pro); Kasia, a Kraków tram driver, with her
 * brother Tomek in Polish (Gemini 2.5 Pro); Аркадий, a Kazan chess coach, in the parents' group
 * in Russian (Gemini 3 Flash and DeepSeek). The message answered is always 4005.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** What a scene fixes for every entry that spreads it. */
export type Scene = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants' | 'chat' | 'callout'>;

export const BRAM = 'Bram';
export const NELL = 'Nell';
export const RUFUS = 'Rufus';
export const IMOGEN = 'Imogen';
export const CHIARA = 'Chiara';
export const JOANA = 'Joana';
export const KASIA = 'Kasia';
export const ARKADY = 'Аркадий';

/** Bram and his neighbour Priya: honey for the church fete. */
export const jars: Scene = {
  persona: BRAM,
  participants: ['Priya'],
  others: new Map([
    [4001, 'Morning! Is the honey ready yet? Mum wants three jars for the church fete'],
    [4003, 'Also that swarm thing you mentioned, should I worry with the kids playing in the garden?'],
    [4005, 'And can I pay you by bank transfer, I never have cash on me'],
  ]),
  own: new Map([
    [4002, 'Morning Priya! Finished spinning it yesterday'],
    [4004, "Let me see how many I've got labelled"],
  ]),
};

/** A swarm has settled on Priya's fence. */
export const swarm: Scene = {
  persona: BRAM,
  participants: ['Priya'],
  others: new Map([
    [4001, 'Bram there are literally hundreds of bees on my fence post'],
    [4003, "They're in a big clump like a rugby ball hanging off it"],
    [4005, "Do I call someone?? The kids are inside, I've shut the back door"],
  ]),
  own: new Map([[4002, 'Stay calm! Are they flying all over or settled in one spot?']]),
};

/** Nell's hillwalking group plans Saturday; Ailsa asks Nell by name (a callout). */
export const munro: Scene = {
  persona: NELL,
  participants: ['Fraser', 'Ailsa', 'Ross', 'Morven'],
  chat: 'group',
  callout: true,
  others: new Map([
    [3998, 'Forecast for Saturday actually looks decent for once'],
    [4000, 'Ben Lui or the Cobbler?'],
    [4001, 'Cobbler, Ben Lui is a slog in that wind'],
    [4003, 'I can drive, got 4 seats'],
    [4005, 'Nell are you off Saturday or on nights again?'],
  ]),
  own: new Map([[4002, 'Cobbler gets my vote']]),
};

/** The group teases Ross; nobody asks Nell anything. */
export const jeans: Scene = {
  persona: NELL,
  participants: ['Fraser', 'Ailsa', 'Ross', 'Morven'],
  chat: 'group',
  others: new Map([
    [4001, 'Ross turned up to the last one in jeans'],
    [4003, 'They were technical jeans'],
    [4005, 'There is no such thing as technical jeans Ross'],
  ]),
  own: new Map([[3999, "Sunday's photos are in the shared album"]]),
};

/** Rufus and Maya: she has picked a moth from his flash sheet. */
export const moth: Scene = {
  persona: RUFUS,
  participants: ['Maya'],
  others: new Map([
    [4001, 'ok I finally decided. the little moth from your flash sheet'],
    [4003, 'inner forearm, like palm-sized?'],
    [4005, 'when can you fit me in and how much do I bring'],
  ]),
  own: new Map([
    [4002, 'YES the moth is such a good pick'],
    [4004, 'checking the book'],
  ]),
};

/** Maya has broken up with Jordan. */
export const breakup: Scene = {
  persona: RUFUS,
  participants: ['Maya'],
  others: new Map([
    [4001, 'Jordan and I are done. like actually done this time'],
    [4003, "I'm fine. mostly. I ate a whole pizza"],
    [4005, 'can you distract me with something please'],
  ]),
  own: new Map([[4002, "oh Maya. I'm sorry. you want to talk or not talk?"]]),
};

/** Imogen's book club picks next month's book; Harriet asks Imogen by name (a callout). */
export const pick: Scene = {
  persona: IMOGEN,
  participants: ['Harriet', 'Sunil', 'Des', 'Lorna'],
  chat: 'group',
  callout: true,
  others: new Map([
    [3996, "Right, next month's pick. Nominations?"],
    [4001, 'I vote something short, I never finished the last one'],
    [4003, 'Des you never finish any of them'],
    [4005, 'Imogen, you were going to suggest that novel about the chemist?'],
  ]),
  own: new Map([[4002, 'Seconded on short']]),
};

/** The book club moves to the pub; nobody asks Imogen anything. */
export const venue: Scene = {
  persona: IMOGEN,
  participants: ['Harriet', 'Sunil', 'Des', 'Lorna'],
  chat: 'group',
  others: new Map([
    [4001, 'Can we do the pub instead of mine next time? The builders are in'],
    [4003, 'Fine by me, the Fenton has a quiet back room'],
    [4005, 'Fenton it is then. Same time?'],
  ]),
  own: new Map([[3999, "Loved everyone's takes tonight"]]),
};

/** Chiara and her cousin Matteo: ice cream for his thirtieth. */
export const gelato: Scene = {
  persona: CHIARA,
  participants: ['Matteo'],
  others: new Map([
    [4001, "Chiara! Sabato compio trent'anni, faccio una cena a casa"],
    [4003, 'Mi porti una vaschetta di gelato? Pago io eh'],
    [4005, 'Che gusti hai questa settimana?'],
  ]),
  own: new Map([
    [4002, 'Trenta! Vecchio!! 😂'],
    [4004, 'Certo che te la porto, figurati se ti faccio pagare'],
  ]),
};

/** Joana's surf school group: big swell tomorrow; Rui asks Joana by name (a callout). */
export const swell: Scene = {
  persona: JOANA,
  participants: ['Rui', 'Inês', 'Tiago'],
  chat: 'group',
  callout: true,
  others: new Map([
    [4001, 'Amanhã o mar está com 2 metros, cancelamos a aula dos miúdos?'],
    [4003, 'Eu acho que sim, para principiantes é demais'],
    [4005, 'Joana, ficas tu com o grupo das 10h ou trocamos?'],
  ]),
  own: new Map([[4002, 'Vi a previsão, de manhã está feio']]),
};

/** Kasia and her brother Tomek: Sunday dinner, a recipe, a drill. */
export const drill: Scene = {
  persona: KASIA,
  participants: ['Tomek'],
  others: new Map([
    [4001, 'Kaśka, mama pyta czy przyjedziesz na niedzielny obiad'],
    [4003, 'I czy możesz wziąć ten przepis na pierogi od cioci Basi'],
    [4005, 'Aha, i pożyczysz mi wiertarkę? Wieszam półki'],
  ]),
  own: new Map([
    [4002, 'Przyjadę, ale dopiero po drugiej, rano mam zmianę'],
    [4004, 'Przepis mam gdzieś w zeszycie, poszukam'],
  ]),
};

/** Аркадий's chess club parents' group before a tournament; he is asked (a callout). */
export const tournament: Scene = {
  persona: ARKADY,
  participants: ['Лейсан', 'Игорь', 'Марина'],
  chat: 'group',
  callout: true,
  others: new Map([
    [4001, 'Аркадий Петрович, добрый вечер! Турнир в субботу во сколько начинается?'],
    [4003, 'И нужно ли брать свои шахматные часы?'],
    [4005, 'Мой Тимур спрашивает, можно ли ему играть в старшей группе'],
  ]),
  own: new Map([[4002, 'Добрый вечер! Сейчас всё напишу']]),
};
