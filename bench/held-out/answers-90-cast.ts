/**
 * Set 90's cast: eight personas who speak a language other than English, in chats where English
 * appears too. Ayşe (Turkish, in Berlin), Lucía (Mexican Spanish), Katya (Russian, in Tbilisi),
 * Priya (Hinglish and Hindi, in Bangalore), Yuki (Japanese, in Tokyo), Camille (Québécois
 * French), Layla (Levantine Arabic, in Amman) and Kasia (Polish, in Dublin), each with a friend,
 * colleague or relative alone and most with a group of mixed languages.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Scene = Pick<CorpusEntry, 'persona' | 'chat' | 'others' | 'own' | 'participants'>;

/** Builds an entry of a scene; the entry's own fields win. */
function scene(base: Scene): (entry: CorpusEntry) => CorpusEntry {
  return (entry) => ({ ...base, ...entry });
}

/** Ayşe and Tom, an English colleague, alone. */
export const ayseTom = scene({
  persona: 'Ayşe',
  chat: 'direct',
  participants: ['Tom'],
  others: new Map([
    [4001, 'Did you get a chance to look at my PR? The one with the retry logic'],
    [4003, 'Also, are you coming to the offsite in Hamburg next week?'],
    [4005, 'No rush btw, whenever you have a minute 🙂'],
  ]),
  own: new Map([[4002, 'Hey! Not yet, stuck in a meeting until 3']]),
});

/** Ayşe and Deniz, her friend from Izmir, alone. */
export const ayseDeniz = scene({
  persona: 'Ayşe',
  chat: 'direct',
  participants: ['Deniz'],
  others: new Map([
    [4001, 'Kızım nerelerdesin, hiç ses yok'],
    [4003, "Cumartesi Ece'nin doğum günü var, geliyor musun?"],
    [4005, 'Bir de geçen hafta bahsettiğin dizinin adı neydi? Bulamadım'],
  ]),
  own: new Map([[4002, 'Kanka iş çok yoğun ya, sorma 😩']]),
});

/** Ayşe's flat in Berlin: Jonas writes German, Maya English, Emre Turkish. */
export const ayseFlat = scene({
  persona: 'Ayşe',
  chat: 'group',
  participants: ['Jonas', 'Maya', 'Emre'],
  others: new Map([
    [4001, 'Wer hat diese Woche eigentlich den Müll?'],
    [4002, "sorry guys my German is still terrible 😅 what's the plan for the bins?"],
    [4003, 'Ayşe abla, benim kargo geldi mi? DHL mesaj attı'],
    [4005, '@Ayşe du bist diese Woche mit dem Bad dran, oder?'],
  ]),
  own: new Map([[3999, 'Ich bin ab 19 Uhr zu Hause 🙋‍♀️']]),
});

/** Lucía's cousins: Kevin grew up in Houston and writes English. */
export const luciaPrimos = scene({
  persona: 'Lucía',
  chat: 'group',
  participants: ['Kevin', 'Fer', 'Tía Rocío', 'Diego'],
  others: new Map([
    [3998, 'Recuerden que la posada es el 20 en mi casa, traigan algo'],
    [4001, '¿Quién lleva el ponche este año?'],
    [
      4003,
      "guys I land on the 19th at 6pm, can someone pick me up?? my spanish isn't good enough for the taxi guys lol",
    ],
    [4005, 'Lucía ya tienes coche no? 👀'],
  ]),
  own: new Map([[4000, 'Yo llevo los buñuelos 🙌']]),
});

/** Lucía and Hannah, a friend from Chicago learning Spanish, alone. */
export const luciaHannah = scene({
  persona: 'Lucía',
  chat: 'direct',
  participants: ['Hannah'],
  others: new Map([
    [4001, "I'm going to Oaxaca next month!!! first time in Mexico outside CDMX"],
    [4003, "How do I say I'm allergic to peanuts? don't want to die at a market lol"],
    [4005, "also what's the name of the little fried grasshoppers you made me try"],
  ]),
  own: new Map([[4002, 'AAAA qué envidia!! you are going to love it']]),
});

/** Lucía and her aunt Rocío alone. */
export const luciaTia = scene({
  persona: 'Lucía',
  chat: 'direct',
  participants: ['Tía Rocío'],
  others: new Map([
    [4003, 'Mija, ¿me ayudas a hacer la lista del súper para la posada?'],
    [4005, '¿Y el gringo de tu primo come picante o le hago aparte?'],
  ]),
  own: new Map([[4004, 'Claro tía, ahorita te ayudo']]),
});

/** Katya's board-game group in Tbilisi: Sasha writes Russian, Nino and Ben English. */
export const katyaGames = scene({
  persona: 'Катя',
  chat: 'group',
  participants: ['Sasha', 'Nino', 'Ben'],
  others: new Map([
    [4001, 'Катя, ты в четверг с нами?'],
    [4003, "Is Thursday still at Fabrika? I'll bring Wingspan"],
    [4005, 'Katya can you bring that card game from last time? what was it called again'],
  ]),
  own: new Map([[4002, 'Всем привет 👋']]),
});

/** Katya and her mother in Samara alone. */
export const katyaMama = scene({
  persona: 'Катя',
  chat: 'direct',
  participants: ['Мама'],
  others: new Map([
    [4003, 'Катюша, как ты там? Тепло у вас?'],
    [4005, 'А что такое «дедлайн»? Папа спрашивает, ты всё время так пишешь'],
  ]),
  own: new Map([[4004, 'Мам, привет! Всё хорошо, работы много']]),
});

/** Priya's team chat: Rohan and Meera write Hinglish, Arjun (from Chennai) and Sam English. */
export const priyaTeam = scene({
  persona: 'Priya',
  chat: 'group',
  participants: ['Rohan', 'Meera', 'Arjun', 'Sam'],
  others: new Map([
    [4001, 'Bhai prod down hai kya? dashboard load hi nahi ho raha'],
    [4002, 'Hey team, can someone give me a quick status on the outage?'],
    [4003, 'Priya tu check kar rahi thi na?'],
    [4005, "Sorry, I don't follow Hindi. Is it the DB again?"],
  ]),
  own: new Map([[3999, 'Standup 5 min late, call pe hoon']]),
});

/** Priya and her mother alone. */
export const priyaMummy = scene({
  persona: 'Priya',
  chat: 'direct',
  participants: ['Mummy'],
  others: new Map([
    [4003, 'बेटा खाना खाया?'],
    [4005, "और ये 'hybrid' ऑफिस क्या होता है? शर्मा आंटी पूछ रही थीं"],
  ]),
  own: new Map([[4004, 'हाँ मम्मी, अभी खाया']]),
});

/** Yuki and Liam, a Canadian friend learning Japanese, alone. */
export const yukiLiam = scene({
  persona: 'ゆき',
  chat: 'direct',
  participants: ['Liam'],
  others: new Map([
    [4001, "Yuki!! I'm finally coming to Tokyo in April"],
    [4003, "what's that song you posted yesterday, the English one?"],
    [4005, 'also 日本語で「see you soon」ってどう言う？'],
  ]),
  own: new Map([[4002, 'えっほんとに？！やったー🎉']]),
});

/** Yuki's band of old club friends: Kenta and Misaki write Japanese, Chris English. */
export const yukiBand = scene({
  persona: 'ゆき',
  chat: 'group',
  participants: ['けんた', '美咲', 'Chris'],
  others: new Map([
    [4001, '次のライブのセトリ決めよう'],
    [4003, "Can we do Wonderwall? I know it's a cliché but people love it"],
    [4005, 'ゆきはボーカルどれやりたい？'],
  ]),
  own: new Map([[4002, 'いいね！']]),
});

/** Camille's Tuesday hockey: Marc-Antoine and Étienne write French, Ryan and Josh English. */
export const camilleHockey = scene({
  persona: 'Camille',
  chat: 'group',
  participants: ['Marc-Antoine', 'Étienne', 'Ryan', 'Josh'],
  others: new Map([
    [4001, "On a besoin d'un goalie mardi, Phil est blessé"],
    [4003, 'Sorry my French is rusty, is the game still at 9?'],
    [4005, 'Camille tu peux amener les dossards?'],
  ]),
  own: new Map([[4002, 'Ouch, pauvre Phil']]),
});

/** Camille and Josh, her teammate from Toronto, alone. */
export const camilleJosh = scene({
  persona: 'Camille',
  chat: 'direct',
  participants: ['Josh'],
  others: new Map([
    [4003, 'ok random question, what does "tabarnak" actually mean'],
    [4005, "also I'm kind of nervous about the playoff game, I keep missing easy passes"],
  ]),
  own: new Map([[4004, 'lol who taught you that']]),
});

/** Layla and Sarah, an English colleague in Amman, alone. */
export const laylaSarah = scene({
  persona: 'ليلى',
  chat: 'direct',
  participants: ['Sarah'],
  others: new Map([
    [4003, 'My landlady Um Khaled just had her birthday, could you write me a short message in Arabic? 🙏'],
    [4005, 'nothing fancy, just warm. and tell me what it says pls'],
  ]),
  own: new Map([[4004, 'Of course habibti']]),
});

/** Layla's family: Yasmine lives in Canada and writes English. */
export const laylaFamily = scene({
  persona: 'ليلى',
  chat: 'group',
  participants: ['ماما', 'عمر', 'Yasmine'],
  others: new Map([
    [4001, 'مين جاي يوم الجمعة على الغدا؟'],
    [4003, "I'm visiting in March!! can't wait to see everyone ❤️"],
    [4005, 'ليلى، بتجيبي الكنافة معك؟'],
  ]),
  own: new Map([[4002, 'أنا جاية إن شاء الله']]),
});

/** Kasia and her sister Ola in Poznań alone. */
export const kasiaOla = scene({
  persona: 'Kasia',
  chat: 'direct',
  participants: ['Ola'],
  others: new Map([
    [4003, 'Kaśka, jak jest po angielsku „mam zgagę"? Jutro idę do lekarza tu w Dublinie'],
    [4005, 'i jeszcze „skierowanie", bo pewnie będę potrzebować'],
  ]),
  own: new Map([[4004, 'O nie, co się stało?']]),
});

/** Kasia and Aoife, her Irish friend, alone. */
export const kasiaAoife = scene({
  persona: 'Kasia',
  chat: 'direct',
  participants: ['Aoife'],
  others: new Map([
    [4003, 'Kasia what does na zdrowie actually mean, my da keeps saying it at the pub now'],
    [4005, 'and are you coming to the session in Whelans on Friday?'],
  ]),
  own: new Map([[4004, 'hahaha your da is a legend']]),
});
