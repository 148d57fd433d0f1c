/**
 * Set 96's cast: seven invented personas, each in a direct chat with one friend, colleague or
 * relative, in seven languages. Jutta, a Freiburg bookbinder, with her friend Marlene (German,
 * Gemini 2.5 Flash); Solène, a Lyon pharmacist, with her brother Arnaud (French, Gemini 2.5 Pro);
 * Gianluca, a Bologna barista, with his friend Ilaria (Italian, Gemini 3 Flash); Оксана, a Lviv
 * teacher, with her sister Дарина in Kraków (Ukrainian, Gemini 2.5 Flash); 美咲, an Osaka office
 * worker, with her junior colleague 健太 (Japanese, Gemini 3 Pro); Radek, a Brno tram driver, with
 * his friend Honza (Czech, Gemini 2.5 Pro); Adaeze, a Lagos architect, with her friend Kemi
 * (Nigerian English, Gemini 3 Flash). The message answered is always 4005.
 */

export const JUTTA = 'Jutta';
export const SOLENE = 'Solène';
export const GIANLUCA = 'Gianluca';
export const OKSANA = 'Оксана';
export const MISAKI = '美咲';
export const RADEK = 'Radek';
export const ADAEZE = 'Adaeze';

/** Jutta and Marlene: Marlene's job interview tomorrow. */
export const MARLENE: readonly string[] = ['Marlene'];
export const MARLENE_INTERVIEW: ReadonlyMap<number, string> = new Map([
  [4001, 'Morgen um 10 ist das Vorstellungsgespräch bei der Stadtbibliothek 😬'],
  [4003, 'Total. Ich hab das Gefühl, ich bin viel zu alt für sowas, die nehmen doch eh jemand Junges'],
  [4005, 'Und was zieh ich überhaupt an?? Die graue Bluse oder das blaue Kleid?'],
]);
export const JUTTA_INTERVIEW_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Uiii! Bist du aufgeregt?'],
  [4004, 'Quatsch mit Soße'],
]);
/** Marlene asks after Jutta's grandmother, the new colleague and Jutta herself. */
export const MARLENE_CATCHUP: ReadonlyMap<number, string> = new Map([
  [4001, 'Wie geht’s eigentlich deiner Oma? Ist sie noch im Krankenhaus?'],
  [4003, 'Ach schön! Und wie läuft’s in der Werkstatt mit dem neuen Kollegen?'],
  [4005, 'Doch, ich frag! Und wie geht’s DIR eigentlich?'],
]);
export const JUTTA_CATCHUP_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Seit Montag wieder daheim'],
  [4004, 'Frag nicht 🙄'],
]);

/** Solène and her brother Arnaud: Clara has left him. */
export const ARNAUD: readonly string[] = ['Arnaud'];
export const ARNAUD_BREAKUP: ReadonlyMap<number, string> = new Map([
  [4001, 'Clara est partie. Elle a pris le chat.'],
  [4003, 'Samedi. Elle dit qu’on n’avance plus, que je ne fais jamais de projets'],
  [4005, 'Pas ce soir. J’ai pas envie de parler. Dis-moi juste un truc qui n’a rien à voir'],
]);
export const SOLENE_BREAKUP_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Quoi ?? Depuis quand ?'],
  [4004, 'Je t’appelle ce soir, ok ?'],
]);
/** Their father's seventieth, and their grandmother's fall. */
export const ARNAUD_PARTY: ReadonlyMap<number, string> = new Map([
  [4001, 'Bon pour les 70 ans de papa, maman veut un truc simple à la maison'],
  [4003, 'Je peux m’occuper du vin et du gâteau. Toi les invitations ?'],
  [4005, 'Et tu as eu des nouvelles de mamie ? Maman m’a dit qu’elle était tombée'],
]);
export const SOLENE_PARTY_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Elle dit ça chaque année et après elle invite 40 personnes 😅'],
  [4004, 'Ok pour moi'],
]);

/** Gianluca and Ilaria: she failed the same exam twice and her father does not know. */
export const ILARIA: readonly string[] = ['Ilaria'];
export const ILARIA_EXAM: ReadonlyMap<number, string> = new Map([
  [4001, 'Bocciata. Di nuovo. Diritto privato mi odia'],
  [4003, 'Mio padre non lo sa ancora, gli avevo detto che era andata bene la prima volta'],
  [4005, 'Secondo te glielo dico stasera a cena o aspetto l’appello di giugno?'],
]);
export const GIANLUCA_EXAM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Noooo Ila 😩'],
  [4004, 'Ah. Ok questo complica le cose'],
]);
/** Saturday in Ravenna, Marco the bar owner, and how Gianluca is. */
export const ILARIA_RAVENNA: ReadonlyMap<number, string> = new Map([
  [4001, 'Allora sabato Ravenna confermato? Io ho già guardato i treni'],
  [4003, 'E Marco ti ha dato il sabato libero alla fine?'],
  [4005, 'Vabbè, com’è l’umore lì al bar oggi? Tu come stai?'],
]);
export const GIANLUCA_RAVENNA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Confermatissimo'],
  [4004, 'Ha fatto una faccia...'],
]);

/** Оксана and her sister Дарина: the first week of a new job in Kraków. */
export const DARYNA: readonly string[] = ['Дарина'];
export const DARYNA_JOB: ReadonlyMap<number, string> = new Map([
  [4001, 'Перший тиждень на новій роботі пережила 😮‍💨'],
  [
    4003,
    'Начальниця нормальна, але я нікого не розумію, коли вони швидко говорять польською. Почуваюсь дурепою',
  ],
  [4005, 'Я так сумую за домом. Як там мама?'],
]);
export const OKSANA_JOB_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ну?? Як там?'],
  [4004, 'Ти не дурепа, ти там тиждень'],
]);
/** Дарина comes home on the 18th as a surprise for their mother. */
export const DARYNA_VISIT: ReadonlyMap<number, string> = new Map([
  [4001, 'Купила квиток на 18-те! Буду у Львові о 7 ранку'],
  [4003, 'Тільки не кажи мамі, хочу зробити сюрприз'],
  [4005, 'А ти мене зустрінеш на вокзалі? І як твій настрій взагалі, ти якась тиха останнім часом'],
]);
export const OKSANA_VISIT_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'УРААА'],
  [4004, 'Могила 🤐'],
]);

/** 美咲 and 健太: his slides were torn up and the talk moved to tomorrow. */
export const KENTA: readonly string[] = ['健太'];
export const KENTA_SLIDES: ReadonlyMap<number, string> = new Map([
  [4001, '部長にスライド全部直せって言われました…'],
  [4003, 'しかも発表が月曜から明日に前倒しです。正直もう無理かも'],
  [4005, 'すみません、美咲さんも忙しいのに。どこから手をつければいいですかね'],
]);
export const MISAKI_SLIDES_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'え、今から？'],
  [4004, 'ちょっと待って、今電話終わったら見るね'],
]);
/** 田中さん's farewell party, and 健太 asks how 美咲 is. */
export const KENTA_FAREWELL: ReadonlyMap<number, string> = new Map([
  [4001, '田中さんの送別会、金曜の19時で店取れました！'],
  [4003, '駅前の「とり吉」です。花束は誰が買いに行きます？'],
  [4005, 'ありがとうございます！ところで美咲さん、最近元気なさそうですけど大丈夫ですか？'],
]);
export const MISAKI_FAREWELL_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'ナイス！どこ？'],
  [4004, '私行けるよ'],
]);

/** Radek and Honza: their friend Petr and Lucie have split up. */
export const HONZA: readonly string[] = ['Honza'];
export const HONZA_PETR: ReadonlyMap<number, string> = new Map([
  [4001, 'Hele, víš něco o Petrovi? Nebere mi telefon už tři dny'],
  [4003, 'A? Je to s Lucií fakt definitivní?'],
  [4005, 'Jestli je na tom blbě, můžeme ho v pátek vytáhnout na pivo, ne?'],
]);
export const RADEK_PETR_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Jo, mluvil jsem s ním v neděli'],
  [4004, 'Počkej, píšu'],
]);
/** Honza has been laid off. */
export const HONZA_LAYOFF: ReadonlyMap<number, string> = new Map([
  [4001, 'Tak a je to. Propustili nás celý oddělení'],
  [4003, 'Mě taky. Dvanáct let ve firmě a dostal jsem to mailem'],
  [4005, 'Nevím, co řeknu doma. Jana má teď dost svých starostí'],
]);
export const RADEK_LAYOFF_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Cože? Tebe taky?'],
  [4004, 'To je hnus'],
]);

/** Adaeze and Kemi: Kemi's mother is in hospital in Ibadan. */
export const KEMI: readonly string[] = ['Kemi'];
export const KEMI_MUM: ReadonlyMap<number, string> = new Map([
  [4001, 'Mummy’s BP went up again, they admitted her at UCH this morning'],
  [4003, 'Doctor says stable but my brother is not picking calls and I’m stuck in Lagos till Friday'],
  [4005, 'Yes oh. I’m just tired of being the one who does everything in this family'],
]);
export const ADAEZE_MUM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ah Kemi. Is she stable?'],
  [4004, 'Which brother, Tunde?'],
]);
/** Chioma's wedding, the aso-ebi, and Adaeze's boss. */
export const KEMI_WEDDING: ReadonlyMap<number, string> = new Map([
  [4001, 'Have you paid for Chioma’s aso-ebi? The deadline is Sunday'],
  [4003, 'Wine and gold. You’ll look fine jor'],
  [4005, 'And how far with your oga at work? Is he still acting up?'],
]);
export const ADAEZE_WEDDING_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Not yet o, the colour is giving me wahala'],
  [4004, 'Lol ok I’ll pay tonight'],
]);

export const interview = {
  persona: JUTTA,
  participants: MARLENE,
  others: MARLENE_INTERVIEW,
  own: JUTTA_INTERVIEW_OWN,
};
export const catchup = {
  persona: JUTTA,
  participants: MARLENE,
  others: MARLENE_CATCHUP,
  own: JUTTA_CATCHUP_OWN,
};
export const breakup = {
  persona: SOLENE,
  participants: ARNAUD,
  others: ARNAUD_BREAKUP,
  own: SOLENE_BREAKUP_OWN,
};
export const party = { persona: SOLENE, participants: ARNAUD, others: ARNAUD_PARTY, own: SOLENE_PARTY_OWN };
export const exam = { persona: GIANLUCA, participants: ILARIA, others: ILARIA_EXAM, own: GIANLUCA_EXAM_OWN };
export const ravenna = {
  persona: GIANLUCA,
  participants: ILARIA,
  others: ILARIA_RAVENNA,
  own: GIANLUCA_RAVENNA_OWN,
};
export const job = { persona: OKSANA, participants: DARYNA, others: DARYNA_JOB, own: OKSANA_JOB_OWN };
export const visit = { persona: OKSANA, participants: DARYNA, others: DARYNA_VISIT, own: OKSANA_VISIT_OWN };
export const slides = { persona: MISAKI, participants: KENTA, others: KENTA_SLIDES, own: MISAKI_SLIDES_OWN };
export const farewell = {
  persona: MISAKI,
  participants: KENTA,
  others: KENTA_FAREWELL,
  own: MISAKI_FAREWELL_OWN,
};
export const petr = { persona: RADEK, participants: HONZA, others: HONZA_PETR, own: RADEK_PETR_OWN };
export const layoff = { persona: RADEK, participants: HONZA, others: HONZA_LAYOFF, own: RADEK_LAYOFF_OWN };
export const mum = { persona: ADAEZE, participants: KEMI, others: KEMI_MUM, own: ADAEZE_MUM_OWN };
export const wedding = { persona: ADAEZE, participants: KEMI, others: KEMI_WEDDING, own: ADAEZE_WEDDING_OWN };
