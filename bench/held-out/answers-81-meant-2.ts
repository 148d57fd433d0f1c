/**
 * Set 81, meant messages (Turkish, Japanese, Polish, English, Dutch): gossip, family news,
 * advice about colleagues, stories, the friend described at her request, texts drafted for her,
 * feedback on her text. Everything here is what the persona meant to send.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  AOI,
  DAAN,
  dm,
  ELIF,
  HARUKA,
  KASIA,
  NONE,
  OLA,
  PRIYA,
  SAM,
  SANNE,
  ZEYNEP,
} from './answers-81-cast.js';

export const MEANT_81_2: readonly CorpusEntry[] = [
  {
    name: 'elif: family gossip about a cousin’s engagement',
    persona: ELIF,
    participants: ZEYNEP,
    others: dm([[4005, 'Ne var ne yok, bayramda kimler geldi?']]),
    own: NONE,
    answer: `# «send»
Kuzenim Burak nişanlanıyormuş! Kız Almanya'dan, annem hâlâ şokta 😂 Halam da "bana niye son duyan ben oluyorum" diye trip attı

# «send»
Bir de dedem yine siyaset konuşup herkesi kızdırdı, klasik`,
    expect: [
      {
        type: 'send',
        text: 'Kuzenim Burak nişanlanıyormuş! Kız Almanya\'dan, annem hâlâ şokta 😂 Halam da "bana niye son duyan ben oluyorum" diye trip attı',
      },
      { type: 'send', text: 'Bir de dedem yine siyaset konuşup herkesi kızdırdı, klasik' },
    ],
  },
  {
    name: 'elif: an email to the professor drafted for the friend, with a formal address',
    persona: ELIF,
    participants: ZEYNEP,
    others: dm([[4005, 'Hocaya ödev için ek süre istemem lazım, nasıl yazsam? Çok kaba olmasın']]),
    own: NONE,
    answer: `# «send»
Şöyle yazabilirsin:

Sayın Hocam,
Geçen hafta ailevi bir sebeple şehir dışında olmam gerektiği için ödevimi zamanında tamamlayamadım. Mümkünse teslim için iki gün ek süre rica ediyorum.
Saygılarımla,
Zeynep Kaya`,
    expect: [
      {
        type: 'send',
        text: 'Şöyle yazabilirsin:\n\nSayın Hocam,\nGeçen hafta ailevi bir sebeple şehir dışında olmam gerektiği için ödevimi zamanında tamamlayamadım. Mümkünse teslim için iki gün ek süre rica ediyorum.\nSaygılarımla,\nZeynep Kaya',
      },
    ],
  },
  {
    name: 'elif: the friend described to her mother, as the friend asked',
    persona: ELIF,
    participants: ZEYNEP,
    others: dm([
      [4005, 'Annem "arkadaşların beni nasıl anlatıyor" diye sordu 😂 bir şey yaz da ona göstereyim'],
    ]),
    own: NONE,
    answer: `# «send»
Ayten teyzeciğim, Zeynep bizim grubun hem annesi hem de en deli kızı. Herkesin doğum gününü hatırlar, hasta olana çorba götürür, ama gece ikide "hadi denize gidelim" diyen de odur 😄 Onun gibi bir arkadaşım olduğu için çok şanslıyım.`,
    expect: [
      {
        type: 'send',
        text: 'Ayten teyzeciğim, Zeynep bizim grubun hem annesi hem de en deli kızı. Herkesin doğum gününü hatırlar, hasta olana çorba götürür, ama gece ikide "hadi denize gidelim" diyen de odur 😄 Onun gibi bir arkadaşım olduğu için çok şanslıyım.',
      },
    ],
  },
  {
    name: 'haruka: news that her brother passed his exam',
    persona: HARUKA,
    participants: AOI,
    others: dm([[4005, '弟くんの受験どうだった？']]),
    own: NONE,
    answer: `# «send»
受かった！！第一志望🌸

# «send»
昨日の夜お母さんから電話きて、泣きながら報告してくれた笑 本人はケロッとしてるらしい`,
    expect: [
      { type: 'send', text: '受かった！！第一志望🌸' },
      {
        type: 'send',
        text: '昨日の夜お母さんから電話きて、泣きながら報告してくれた笑 本人はケロッとしてるらしい',
      },
    ],
  },
  {
    name: 'haruka: advice about a junior colleague who makes mistakes',
    persona: HARUKA,
    participants: AOI,
    others: dm([[4005, '後輩の佐藤くんがミス多くてさ…どう言えばいいかな。傷つけたくないんだよね']]),
    own: NONE,
    answer: `# «send»
佐藤くんって真面目なタイプでしょ？それなら責めるより「一緒にチェックリスト作ろう」って言うのがいいと思う。

本人もたぶん気づいてて焦ってるから、葵が味方だって分かれば変わるよ`,
    expect: [
      {
        type: 'send',
        text: '佐藤くんって真面目なタイプでしょ？それなら責めるより「一緒にチェックリスト作ろう」って言うのがいいと思う。\n\n本人もたぶん気づいてて焦ってるから、葵が味方だって分かれば変わるよ',
      },
    ],
  },
  {
    name: 'haruka: a matchmaking introduction of the friend, written from a friend’s view as asked',
    persona: HARUKA,
    participants: AOI,
    others: dm([[4005, '結婚相談所の紹介文、友達目線で書いてほしいの🙏 3行くらいで']]),
    own: NONE,
    answer: `# «send»
葵は、一見クールだけど実はすごく面倒見がいい人です。
料理が上手で、特に和食は実家の味。
一緒にいると自然と笑顔になれる、自慢の親友です。`,
    expect: [
      {
        type: 'send',
        text: '葵は、一見クールだけど実はすごく面倒見がいい人です。\n料理が上手で、特に和食は実家の味。\n一緒にいると自然と笑顔になれる、自慢の親友です。',
      },
    ],
  },
  {
    name: 'kasia: gossip about a neighbour, then a sticker',
    persona: KASIA,
    participants: OLA,
    others: dm([[4005, 'Co tam na osiedlu? 😄']]),
    own: NONE,
    answer: `# «send»
Magda z trzeciego znowu zmieniła kolor włosów, teraz fioletowy 😂 Pan Zenek tak się zagapił, że prawie spadł ze schodów

# «sticker»
HeidiDuck :: 😂`,
    expect: [
      {
        type: 'send',
        text: 'Magda z trzeciego znowu zmieniła kolor włosów, teraz fioletowy 😂 Pan Zenek tak się zagapił, że prawie spadł ze schodów',
      },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'kasia: feedback on the friend’s CV summary, quoting a phrase',
    persona: KASIA,
    participants: OLA,
    others: dm([
      [4003, 'O mnie: Jestem osobą komunikatywną, sumienną i odporną na stres, szukam pracy w HR.'],
      [4005, 'I jak? Może być takie „o mnie”?'],
    ]),
    own: NONE,
    answer: `# «send»
Szczerze? „Komunikatywna i odporna na stres” pisze każdy 😅 Rekruterka przeleci to wzrokiem i pójdzie dalej.

Napisz konkretnie: że przez dwa lata prowadziłaś rekrutację wolontariuszy w fundacji. To jest twoje HR!`,
    expect: [
      {
        type: 'send',
        text: 'Szczerze? „Komunikatywna i odporna na stres” pisze każdy 😅 Rekruterka przeleci to wzrokiem i pójdzie dalej.\n\nNapisz konkretnie: że przez dwa lata prowadziłaś rekrutację wolontariuszy w fundacji. To jest twoje HR!',
      },
    ],
  },
  {
    name: 'kasia: a story about her grandmother and the priest, with an aside in brackets',
    persona: KASIA,
    participants: OLA,
    others: dm([[4005, 'Jak było u babci na imieninach?']]),
    own: NONE,
    answer: `# «send»
Babcia zaprosiła księdza „na chwilę” i siedział do dziesiątej (wypił całą nalewkę wujka, wujek do teraz nie może się pozbierać). A na koniec babcia dała mu słoik ogórków na drogę 😂`,
    expect: [
      {
        type: 'send',
        text: 'Babcia zaprosiła księdza „na chwilę” i siedział do dziesiątej (wypił całą nalewkę wujka, wujek do teraz nie może się pozbierać). A na koniec babcia dała mu słoik ogórków na drogę 😂',
      },
    ],
  },
  {
    name: 'sam: a short reference about the friend, signed, after a lead line',
    persona: SAM,
    participants: PRIYA,
    others: dm([
      [
        4005,
        'could you write me a tiny reference for the food bank volunteering? they want 3-4 sentences from a friend',
      ],
    ]),
    own: NONE,
    answer: `# «send»
Here you go, change anything you like:

I've known Priya Nair for eight years. She's the person who notices when someone in the room is left out and quietly fixes it. She is reliable, calm under pressure and genuinely funny. Any team would be lucky to have her.

Sam Okafor`,
    expect: [
      {
        type: 'send',
        text: "Here you go, change anything you like:\n\nI've known Priya Nair for eight years. She's the person who notices when someone in the room is left out and quietly fixes it. She is reliable, calm under pressure and genuinely funny. Any team would be lucky to have her.\n\nSam Okafor",
      },
    ],
  },
  {
    name: 'sam: advice about a manager who goes over her head',
    persona: SAM,
    participants: PRIYA,
    others: dm([[4005, 'Dave went straight to the director with MY numbers again. I could scream']]),
    own: NONE,
    answer: `# «send»
ugh, Dave. Honestly I'd book twenty minutes with him this week, before he does it a third time

# «send»
Keep it boring: "When the numbers go up, I'd like to present them or at least be copied." He hates conflict, he'll fold`,
    expect: [
      {
        type: 'send',
        text: "ugh, Dave. Honestly I'd book twenty minutes with him this week, before he does it a third time",
      },
      {
        type: 'send',
        text: 'Keep it boring: "When the numbers go up, I\'d like to present them or at least be copied." He hates conflict, he\'ll fold',
      },
    ],
  },
  {
    name: 'sam: reunion news as a list of people',
    persona: SAM,
    participants: PRIYA,
    others: dm([[4005, 'I missed the reunion 😭 who was there??']]),
    own: NONE,
    answer: `# «send»
Quick rundown:
- Tom is a dad now. TWINS
- Becca moved to Lisbon and has a very serious boyfriend called Rui
- Mr Hendry still remembers you set the lab on fire
- nobody knows what happened to Harrison`,
    expect: [
      {
        type: 'send',
        text: 'Quick rundown:\n- Tom is a dad now. TWINS\n- Becca moved to Lisbon and has a very serious boyfriend called Rui\n- Mr Hendry still remembers you set the lab on fire\n- nobody knows what happened to Harrison',
      },
    ],
  },
  {
    name: 'sam: a private note on the friend’s mood, then a message about her sister',
    persona: SAM,
    participants: PRIYA,
    others: dm([[4005, 'Anjali says she is moving back home. Mum is over the moon, I am... less so']]),
    own: NONE,
    answer: `# «think»
Priya sounds torn about her sister coming back. Be on her side without bashing Anjali.

# «send»
Ha, I bet your mum has already aired the spare room. You'll get your weekends back once Anjali finds a place, she never stays anywhere long`,
    expect: [
      {
        type: 'send',
        text: "Ha, I bet your mum has already aired the spare room. You'll get your weekends back once Anjali finds a place, she never stays anywhere long",
      },
    ],
  },
  {
    name: 'daan: news that his brother passed the driving test',
    persona: DAAN,
    participants: SANNE,
    others: dm([[4005, 'En, is je broer al geslaagd?']]),
    own: NONE,
    answer: `# «send»
JA eindelijk 🎉 Vierde poging, maar wie telt er. Hij heeft de examinator na afloop een hand gegeven en bedankt, mijn moeder schaamde zich dood`,
    expect: [
      {
        type: 'send',
        text: 'JA eindelijk 🎉 Vierde poging, maar wie telt er. Hij heeft de examinator na afloop een hand gegeven en bedankt, mijn moeder schaamde zich dood',
      },
    ],
  },
  {
    name: 'daan: a message to her team drafted for the friend, with a P.S.',
    persona: DAAN,
    participants: SANNE,
    others: dm([
      [
        4005,
        'Help, ik moet mijn team vertellen dat de uitje niet doorgaat. Jij bent goed in zulke berichtjes',
      ],
    ]),
    own: NONE,
    answer: `# «send»
Probeer deze:

Hoi allemaal, slecht nieuws: het teamuitje van vrijdag gaat helaas niet door, de boot is dubbel geboekt. We plannen iets nieuws in juni en de eerste ronde borrel is van mij!
Sanne

# «send»
P.S. Jeroen gaat sowieso mopperen, die had al een nieuwe zonnebril gekocht 😂`,
    expect: [
      {
        type: 'send',
        text: 'Probeer deze:\n\nHoi allemaal, slecht nieuws: het teamuitje van vrijdag gaat helaas niet door, de boot is dubbel geboekt. We plannen iets nieuws in juni en de eerste ronde borrel is van mij!\nSanne',
      },
      {
        type: 'send',
        text: 'P.S. Jeroen gaat sowieso mopperen, die had al een nieuwe zonnebril gekocht 😂',
      },
    ],
  },
  {
    name: 'daan: the story of his neighbour’s escaped tortoise',
    persona: DAAN,
    participants: SANNE,
    others: dm([[4005, 'vertel nou, wat was er met die schildpad??']]),
    own: NONE,
    answer: `# «send»
Oké dus. Meneer De Wit zet zijn schildpad elke ochtend in de tuin. Gisteren was ie weg. Hele straat aan het zoeken, zijn vrouw belde zelfs de dierenambulance.

Vanavond vindt zijn kleinzoon hem. Onder de barbecue. Hij had zich gewoon drie meter verplaatst 🐢`,
    expect: [
      {
        type: 'send',
        text: 'Oké dus. Meneer De Wit zet zijn schildpad elke ochtend in de tuin. Gisteren was ie weg. Hele straat aan het zoeken, zijn vrouw belde zelfs de dierenambulance.\n\nVanavond vindt zijn kleinzoon hem. Onder de barbecue. Hij had zich gewoon drie meter verplaatst 🐢',
      },
    ],
  },
  {
    name: 'daan: the friend described to a new housemate group, as she asked, with a wink',
    persona: DAAN,
    participants: SANNE,
    others: dm([
      [
        4005,
        'Het nieuwe huis wil een "referentie" van een oud-huisgenoot 🙄 schrijf jij iets over mij? Kort!',
      ],
    ]),
    own: NONE,
    answer: `# «send»
Sanne woonde drie jaar met mij in Utrecht. Ze doet de afwas zonder dat je het vraagt, ze deelt haar stroopwafels en ze maakt je wakker als het huis in brand staat. Enige minpunt: haar plantencollectie neemt de hele vensterbank in 😉`,
    expect: [
      {
        type: 'send',
        text: 'Sanne woonde drie jaar met mij in Utrecht. Ze doet de afwas zonder dat je het vraagt, ze deelt haar stroopwafels en ze maakt je wakker als het huis in brand staat. Enige minpunt: haar plantencollectie neemt de hele vensterbank in 😉',
      },
    ],
  },
  {
    name: 'elif: tells of a colleague in the third person, the colleague named first',
    persona: ELIF,
    participants: ZEYNEP,
    others: dm([[4005, 'Ofiste yeni gelen çocuk nasıl, anlaşabiliyor musunuz?']]),
    own: NONE,
    answer: `# «send»
Emre mi? Çok tatlı ama her şeyi üç kere soruyor 😅 Bugün fotokopi makinesine "bu açık mı" diye sordu, ekranında kocaman AÇIK yazıyordu. Yine de iyi çocuk, alışır`,
    expect: [
      {
        type: 'send',
        text: 'Emre mi? Çok tatlı ama her şeyi üç kere soruyor 😅 Bugün fotokopi makinesine "bu açık mı" diye sordu, ekranında kocaman AÇIK yazıyordu. Yine de iyi çocuk, alışır',
      },
    ],
  },
];
