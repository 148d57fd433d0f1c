/**
 * Set 112's cast: seven invented personas, each with a direct chat and a group (some with a
 * second scene). Ελένη, a Thessaloniki pharmacist, with her friend Κατερίνα and her siblings'
 * group (Gemini 2.5 Flash); Youssef, a Casablanca taxi driver, with his client Sarah in French and
 * his drivers' group in Darija (Gemini 3 Flash); Zsófi, a Budapest violin teacher, with a pupil's
 * mother and her string quartet (Gemini 2.5 Pro); Оксана, a Lviv programmer, with her colleague
 * Тарас and her team (Gemini 3 Pro); Marc-André, a Montreal hockey coach, with his team's parents
 * in Quebec French, his assistant Kevin in English and an abusive parent (Gemini 2.5 Flash and 3
 * Flash); Thandi, a Cape Town marine biologist, with her friend Lerato and her boat crew (Gemini 3
 * Pro and 2.5 Pro); 지우, a Seoul webtoon artist, with her editor and her artist friends (Gemini 3
 * Flash and 2.5 Flash). The message answered is always 4005.
 */

export const ELENI = 'Ελένη';
export const YOUSSEF = 'Youssef';
export const ZSOFI = 'Zsófi';
export const OKSANA = 'Оксана';
export const MARC = 'Marc-André';
export const THANDI = 'Thandi';
export const JIWOO = '지우';

/** Ελένη and her friend Κατερίνα: the little one's fever, and whether the pharmacy is open. */
export const katerina = {
  persona: ELENI,
  participants: ['Κατερίνα'],
  others: new Map([
    [4001, 'Ελένη μου, ο μικρός έχει πάλι πυρετό από χθες το βράδυ, 38,5'],
    [4003, 'Είναι 18 κιλά. Του έδωσα depon παιδικό στις 7, μπορώ να του δώσω και nurofen;'],
    [4005, 'Και ανοίγεις αύριο Κυριακή; είσαι εφημερία;'],
  ]),
  own: new Map([
    [4002, 'Ωχ, πάλι; Πόσα κιλά είναι τώρα;'],
    [4004, 'Περίμενε, κοιτάζω το πρόγραμμα'],
  ]),
} as const;

/** Ελένη's siblings' group: their mother's pills and her name day; Γιώργος asks her to sort it. */
export const adelfia = {
  persona: ELENI,
  chat: 'group',
  callout: true,
  participants: ['Νίκος', 'Μαρία', 'Γιώργος'],
  others: new Map([
    [3998, 'Η μαμά λέει ότι της τελείωσε το φάρμακο για την πίεση'],
    [4000, 'Εγώ είμαι Αθήνα μέχρι την Πέμπτη, δεν μπορώ να πάω'],
    [4001, 'Να πάει κάποιος και στον γιατρό για νέα συνταγή'],
    [4003, 'Και για τη γιορτή της την Κυριακή τι κάνουμε; τούρτα;'],
    [4005, 'Ελένη εσύ που είσαι και φαρμακοποιός, κανόνισέ τα λίγο να ξέρουμε ποιος κάνει τι 🙏'],
  ]),
  own: new Map([[3999, 'Ποιο απ’ όλα; παίρνει τρία 😅']]),
} as const;

/** Youssef and Sarah, a client: a 6:10 flight from Mohammed V on Thursday. */
export const sarah = {
  persona: YOUSSEF,
  participants: ['Sarah'],
  others: new Map([
    [4001, 'Bonjour Youssef, c’est Sarah, vous m’aviez déposée à Casa Voyageurs la semaine dernière'],
    [4003, 'Je prends l’avion jeudi à 6h10 à Mohammed V, vous pourriez venir me chercher à Maârif ?'],
    [4005, 'Et c’est combien à peu près ? La dernière fois on m’a demandé 400 dh 😅'],
  ]),
  own: new Map([
    [4002, 'Bonjour Madame Sarah, oui bien sûr je me rappelle'],
    [4004, 'Oui pas de problème, je regarde mon planning'],
  ]),
} as const;

/** The drivers' group in Darija: Hamid asks Youssef whether he comes to the café (a callout). */
export const drivers = {
  persona: YOUSSEF,
  chat: 'group',
  callout: true,
  participants: ['Hamid', 'Rachid', 'Said', 'Abdo'],
  others: new Map([
    [3998, 'Lkhedma f Anfa mrida lyoum, walou'],
    [4000, 'Chi wahed 3ndo numéro dyal mécanicien f Derb Sultan?'],
    [4001, 'Tram mblok3 f boulevard Mohammed V, dourou mn Zerktouni'],
    [4003, 'Gare Casa Port fiha bzaf dyal nass daba, train dyal Rabat wsel'],
    [4005, 'Youssef fin nta? ghadi tji l café lyoum wla la?'],
  ]),
  own: new Map([[3999, 'Ana f Maârif, kayn chi clients hna']]),
} as const;

/** The drivers tease each other about the derby; nothing asked of Youssef. */
export const derby = {
  persona: YOUSSEF,
  chat: 'group',
  participants: ['Hamid', 'Rachid', 'Said', 'Abdo'],
  others: new Map([
    [4001, 'Chftou match lbar7? Raja 3tawna match zwin'],
    [4003, 'Wydad ghadi yrj3ou, sbrou 3lihom 😂'],
    [4005, 'Hamid dima kayt7ama l Wydad hhh, 7ta ila khsrou'],
  ]),
  own: new Map([[3999, 'Salam khouti']]),
} as const;

/** Zsófi and Kata, the mother of her pupil Bence: Saturday's exam and an extra lesson. */
export const kata = {
  persona: ZSOFI,
  participants: ['Kata'],
  others: new Map([
    [4001, 'Jó napot Zsófi! Bence nagyon izgul a szombati vizsga miatt'],
    [4003, 'Azt mondja, a Kreutzer etűdnél mindig elrontja a közepét'],
    [4005, 'Tudna esetleg csütörtökön még egy plusz órát tartani neki?'],
  ]),
  own: new Map([
    [4002, 'Jó napot! Teljesen érthető, ez az első vizsgája'],
    [4004, 'Megnézem a naptáramat'],
  ]),
} as const;

/** Zsófi's string quartet: Dóra asks her for a recap of what they decided (a callout). */
export const kvartett = {
  persona: ZSOFI,
  chat: 'group',
  callout: true,
  participants: ['Péter', 'Dóra', 'Ádám'],
  others: new Map([
    [3998, 'Megjött a Dohnányi kotta, a brácsaszólam hiányzik belőle 🙄'],
    [4000, 'Majd lefénymásolom a könyvtárban'],
    [4001, 'A templomi koncert május 18., 19 óra, ezt írták'],
    [4003, 'Próbák? Én kedden és csütörtökön tudok'],
    [4005, 'Zsófi, összefoglalnád, mit döntöttünk eddig? Elvesztem a sok üzenetben 😅'],
  ]),
  own: new Map([[3999, 'Akkor a Haydnnal kezdünk, abban mindenki biztos']]),
} as const;

/** Оксана and her colleague Тарас: the retry in her API client. */
export const taras = {
  persona: OKSANA,
  participants: ['Тарас'],
  others: new Map([
    [4001, 'Оксано, привіт! Маєш хвилинку?'],
    [4003, 'Я не можу зрозуміти, як у тебе в сервісі зроблено retry для запитів до API'],
    [4005, 'Можеш скинути шматок коду? Бо в мене все падає після першого таймауту'],
  ]),
  own: new Map([
    [4002, 'Привіт, так, кажи'],
    [4004, 'А, це просто, зараз знайду'],
  ]),
} as const;

/** Оксана's team: production throws 502s and Андрій asks her to look at the logs (a callout). */
export const team = {
  persona: OKSANA,
  chat: 'group',
  callout: true,
  participants: ['Андрій', 'Марта', 'Dmytro', 'Ігор'],
  others: new Map([
    [3998, 'Реліз переносимо на четвер, QA ще тестує оплату'],
    [4000, 'Хто сьогодні на чергуванні? У мене лікар о 15:00'],
    [4001, 'Я можу до 15, потім хтось має підмінити'],
    [4003, 'Прод знову кидає 502 на /checkout 😩'],
    [4005, 'Оксано, глянеш логи? Ти ж писала цей модуль'],
  ]),
  own: new Map([[3999, 'Окей, четвер так четвер']]),
} as const;

/** The team arranging lunch; nothing asked of Оксана. */
export const lunch = {
  persona: OKSANA,
  chat: 'group',
  participants: ['Андрій', 'Марта', 'Dmytro', 'Ігор'],
  others: new Map([
    [4001, 'Хто йде на обід у «Пузату хату»?'],
    [4003, 'Я! Тільки після дейлі'],
    [4005, 'Марто, візьми мені вареники, якщо не встигну 🙏'],
  ]),
  own: new Map([[3999, 'Всім гарного дня']]),
} as const;

/** Marc-André's U11 parents: the Laval tournament; a parent asks the coach for the time (a callout). */
export const parents = {
  persona: MARC,
  chat: 'group',
  callout: true,
  participants: ['Geneviève', 'Stéphane', 'Nadia', 'Patrick'],
  others: new Map([
    [3998, 'Le tournoi à Laval c’est samedi ou dimanche finalement?'],
    [4000, 'Samedi je pense, le coach l’a dit mardi'],
    [4001, 'Est-ce qu’on a besoin des chandails blancs ET des noirs?'],
    [4003, 'Moi je peux faire du covoiturage, j’ai de la place pour 3 jeunes'],
    [4005, 'Coach, tu peux nous confirmer l’heure d’arrivée à l’aréna? 🏒'],
  ]),
  own: new Map([[3999, 'Bonne pratique à soir la gang, fiers de vous autres!']]),
} as const;

/** Marc-André and Kevin, his assistant coach, in English: Liam was scratched for Saturday. */
export const kevin = {
  persona: MARC,
  participants: ['Kevin'],
  others: new Map([
    [4001, 'Hey coach, Liam’s mom texted me, he’s pretty down about being scratched Saturday'],
    [4003, 'Also the rink moved our practice to 6:15am Tuesday 😬'],
    [4005, 'Want me to talk to Liam or you wanna handle it?'],
  ]),
  own: new Map([[4002, 'Ugh, I figured. Thanks for the heads up']]),
} as const;

/** Patrick, a parent, insults Marc-André in a direct chat. */
export const patrick = {
  persona: MARC,
  participants: ['Patrick'],
  others: new Map([
    [4001, 'T’es un coach de marde, mon gars a joué 4 minutes'],
    [4003, 'Je vais te faire virer, tu vas voir'],
    [4005, 'Réponds, esti de lâche'],
  ]),
  own: new Map([[4002, 'Patrick, on peut en parler calmement après la pratique']]),
} as const;

/** Thandi and her friend Lerato: the whale at Muizenberg and Sunday at Ma's. */
export const lerato = {
  persona: THANDI,
  participants: ['Lerato'],
  others: new Map([
    [4001, 'Thandi!! Did you see the whale at Muizenberg this morning? Whole beach was losing it'],
    [
      4003,
      'Was it a southern right? Sipho says humpback but he also thought a seal was a shark last week 😂',
    ],
    [4005, 'Also are you still coming to Ma’s on Sunday, she’s making umngqusho'],
  ]),
  own: new Map([[4002, 'I was on the boat in False Bay, I saw the photos though!!']]),
} as const;

/** Thandi's research boat crew: Dr Naidoo asks her for the week's plan (a callout). */
export const boat = {
  persona: THANDI,
  chat: 'group',
  callout: true,
  participants: ['Pieter', 'Ayesha', 'Sipho', 'Dr Naidoo'],
  others: new Map([
    [3998, 'Swell forecast for Thursday is 3.5 m, not ideal'],
    [4000, 'Can we move the transect to Friday then?'],
    [4001, 'The hydrophone came back from repairs, still crackles on channel 2'],
    [4003, 'Who has the tagging permit copies? SANParks wants them before Friday'],
    [4005, 'Thandi, can you give us the plan for the week? Who does what'],
  ]),
  own: new Map([[3999, 'Data from Monday is uploaded to the drive btw']]),
} as const;

/** The crew planning a braai; nothing asked of Thandi. */
export const braai = {
  persona: THANDI,
  chat: 'group',
  participants: ['Pieter', 'Ayesha', 'Sipho', 'Dr Naidoo'],
  others: new Map([
    [4001, 'Braai at Pieter’s on Saturday, bring your own meat'],
    [4003, 'I’ll bring the boerewors, Ayesha you’re on salads'],
    [4005, 'Salads again?? Sipho I’m bringing a potjie this time, watch'],
  ]),
  own: new Map([[3999, 'Data from Monday is uploaded to the drive btw']]),
} as const;

/** 지우 and her editor 박민정: episode 42 and an earlier deadline. */
export const editor = {
  persona: JIWOO,
  participants: ['박민정'],
  others: new Map([
    [4001, '지우 작가님, 이번 주 42화 원고 진행 상황 어떠세요?'],
    [4003, '플랫폼 쪽에서 썸네일을 금요일까지 받고 싶다고 하네요'],
    [4005, '혹시 마감 하루 정도 당겨주실 수 있을까요? 어려우면 말씀 주세요!'],
  ]),
  own: new Map([[4002, '안녕하세요 편집자님! 지금 채색 중이에요']]),
} as const;

/** 지우's artist friends: Saturday in Seongsu and a worn pen nib; 하늘 asks her (a callout). */
export const friends = {
  persona: JIWOO,
  chat: 'group',
  callout: true,
  participants: ['수빈', '하늘', '도윤'],
  others: new Map([
    [3998, '나 어제 마감하고 14시간 잤음'],
    [4000, '부럽다… 난 아직 콘티도 못 함'],
    [4001, '이번 주 토요일 성수에서 보는 거 맞지?'],
    [4003, '지우야 너 그 태블릿 펜촉 어디서 샀어? 나 다 닳았어 ㅠㅠ'],
    [4005, '지우 토요일 올 수 있어? 마감이랑 겹치지 않아?'],
  ]),
  own: new Map([[3999, '다들 살아있냐 ㅋㅋ']]),
} as const;
