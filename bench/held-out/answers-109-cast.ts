/**
 * Set 109's cast: seven invented personas, one per language, each in a direct chat and a small
 * group. 하은, a graduate student in Daejeon (Korean, Gemini 2.5 Flash and 3 Flash); Κατερίνα, who
 * keeps a guesthouse on Naxos (Greek, Gemini 2.5 Pro); ليلى, a pharmacist in Amman (Levantine
 * Arabic, Gemini 3 Flash and 3 Pro); Оксана, a teacher in Lviv (Ukrainian, Gemini 3 Pro); Lenka, a
 * climber in Brno (Czech, Gemini 2.5 Flash); Femke, a student in Utrecht (Dutch, Gemini 3 Flash);
 * Zsófi, in Debrecen with her family (Hungarian, Gemini 2.5 Pro). The message answered is always
 * 4005.
 */

export const HAEUN = '하은';
export const KATERINA = 'Κατερίνα';
export const LAYLA = 'ليلى';
export const OKSANA = 'Оксана';
export const LENKA = 'Lenka';
export const FEMKE = 'Femke';
export const ZSOFI = 'Zsófi';

/** 하은 and her friend 지수, the day before 지수's second interview. */
export const JISOO: readonly string[] = ['지수'];
export const JISOO_INTERVIEW: ReadonlyMap<number, string> = new Map([
  [4001, '나 내일 면접이야… 벌써 떨려'],
  [4003, '응 ㅠㅠ 2차고 임원 면접이래'],
  [4005, '근데 뭐 입고 가야 할지 모르겠어 정장 입어야 하나'],
]);
export const HAEUN_INTERVIEW_OWN: ReadonlyMap<number, string> = new Map([
  [4002, '헐 어디?? 그 디자인 회사?'],
  [4004, '와 2차까지 간 거 대박이다'],
]);

/** 하은's lab group: the Friday meeting moved, a team dinner, her slides (a callout). */
export const LAB: readonly string[] = ['도윤', '서아', '민재'];
export const LAB_FRIDAY: ReadonlyMap<number, string> = new Map([
  [3998, '교수님이 금요일 랩미팅 3시로 옮기자고 하셨어요'],
  [3999, '헐 저 3시에 조교 수업 있는데요'],
  [4001, '그럼 회식은 언제 해요?'],
  [4003, '회식은 다음 주 목요일 어때요?'],
  [4005, '하은씨 금요일 발표 자료 준비됐어요?'],
]);
export const HAEUN_LAB_OWN: ReadonlyMap<number, string> = new Map([[4000, '저는 금요일 괜찮아요']]);

/** Κατερίνα and her brother Νίκος: their mother feels neglected. */
export const NIKOS: readonly string[] = ['Νίκος'];
export const NIKOS_MOTHER: ReadonlyMap<number, string> = new Map([
  [4001, 'Η μαμά πάλι παραπονιέται ότι δεν πάω ποτέ στη Νάξο'],
  [4003, 'Έχω δουλειά μέχρι τον Αύγουστο, τι να κάνω'],
  [4005, 'Να της πάρω τηλέφωνο απόψε ή θα τα κάνω χειρότερα;'],
]);
export const KATERINA_MOTHER_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ε, έχει και λίγο δίκιο 😅'],
  [4004, 'Το ξέρω, το ξέρω'],
]);

/** Κατερίνα's cousins plan their grandmother's 80th in her courtyard (a callout). */
export const COUSINS: readonly string[] = ['Μαρία', 'Γιώργος', 'Σοφία'];
export const COUSINS_YIAYIA: ReadonlyMap<number, string> = new Map([
  [4000, 'Τα 80 της γιαγιάς πέφτουν 14 Ιουλίου, Κυριακή'],
  [4001, 'Εγώ φέρνω το αρνί, έχω μιλήσει ήδη με τον χασάπη'],
  [4003, 'Τέλεια! Να κάνουμε το τραπέζι στην αυλή σου Κατερίνα;'],
  [4004, 'Και ποιος αναλαμβάνει την τούρτα;'],
  [4005, 'Κατερίνα πόσα άτομα χωράνε στην αυλή;'],
]);
export const KATERINA_YIAYIA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Το σπίτι μου είναι ελεύθερο εκείνο το Σαββατοκύριακο'],
]);

/** ليلى and her friend سارة, whose father has a new blood-pressure medicine. */
export const SARA: readonly string[] = ['سارة'];
export const SARA_FATHER: ReadonlyMap<number, string> = new Map([
  [4001, 'بابا دخل المستشفى امبارح، ضغطه كان عالي كتير'],
  [4003, 'أحسن شوي، بس الدكتور كتبله دوا جديد'],
  [4005, 'أملوديبين ٥ ملغ… في شي لازم ننتبه له؟'],
]);
export const LAYLA_FATHER_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'يا الله! سلامته، كيف صار هلأ؟'],
  [4004, 'شو اسم الدوا؟'],
]);

/** ليلى's university friends plan a weekend in Aqaba (a callout). */
export const GIRLS: readonly string[] = ['ريم', 'هبة', 'دانة'];
export const GIRLS_AQABA: ReadonlyMap<number, string> = new Map([
  [3999, 'يلا يا بنات العقبة آخر الشهر؟'],
  [4000, 'أنا معكم بس ما بقدر قبل الخميس'],
  [4001, 'أنا بحجز الشاليه إذا اتفقنا'],
  [4003, 'مين عندها سيارة؟'],
  [4004, 'سيارتي بالكراج 🙄'],
  [4005, 'ليلى بتسوقي إنتي؟'],
]);
export const LAYLA_AQABA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'أنا بقدر آخد إجازة الخميس والجمعة'],
]);

/** Оксана and her colleague Ірина, given a sixth lesson on Friday again. */
export const IRYNA: readonly string[] = ['Ірина'];
export const IRYNA_TIMETABLE: ReadonlyMap<number, string> = new Map([
  [4001, 'Завуч знову поставила мені шостий урок у пʼятницю'],
  [4003, 'Обіцяла. Я вже не знаю, як з нею говорити'],
  [4005, 'Давай. Але порадь, що їй сказати, бо я зірвуся'],
]);
export const OKSANA_TIMETABLE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Та ну, вона ж обіцяла'],
  [4004, 'Давай після уроків на каву?'],
]);

/** Оксана's hiking friends: Hoverla on Saturday, rain on the way (a callout). */
export const HIKERS: readonly string[] = ['Тарас', 'Соломія', 'Андрій'];
export const HIKERS_HOVERLA: ReadonlyMap<number, string> = new Map([
  [3998, 'Отже, Говерла в суботу, виїзд о 5:30 із Сихова'],
  [3999, 'О 5:30?? Тарасе, ти жорстокий'],
  [4000, 'Я беру намет, якщо ночуємо'],
  [4002, 'Без ночівлі, повертаємось у суботу ввечері'],
  [4003, 'Хто бере термос? І аптечку'],
  [4005, 'Оксано, в тебе ж є дощовики на всіх? Прогноз не дуже 🌧'],
]);
export const OKSANA_HOVERLA_OWN: ReadonlyMap<number, string> = new Map([
  [4001, 'Я за, тільки без ночівлі, в неділю маю перевірити зошити'],
]);

/** Lenka and her flatmate Tomáš, the day after his break-up. */
export const TOMAS: readonly string[] = ['Tomáš'];
export const TOMAS_BREAKUP: ReadonlyMap<number, string> = new Map([
  [4001, 'Hele, Klára se se mnou včera rozešla'],
  [4003, 'Jo. Prý se to „vyčerpalo“'],
  [4005, 'Nechceš dneska večer na pivo? Nechci být doma sám'],
]);
export const LENKA_BREAKUP_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Cože?? Po třech letech?'],
  [4004, 'Tome, to je mi fakt líto'],
]);

/** Lenka's climbing group: Saturday at Vír (a callout). */
export const CLIMBERS: readonly string[] = ['Petr', 'Jana', 'Ondra'];
export const CLIMBERS_VIR: ReadonlyMap<number, string> = new Map([
  [3999, 'V sobotu Vír? Předpověď vypadá dobře'],
  [4000, 'Já jsem pro, ale musím být zpátky do šesti'],
  [4001, 'Beru lano a expresky'],
  [4003, 'Super, tak v kolik sraz?'],
  [4004, 'Navrhuju 7:30 u Billy na Lesné'],
  [4005, 'Lenko, bereš i tu velkou deku na piknik?'],
]);
export const LENKA_VIR_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Já beru auto, vejdou se čtyři']]);

/** Femke and her friend Daan, three days before his thesis deadline. */
export const DAAN: readonly string[] = ['Daan'];
export const DAAN_THESIS: ReadonlyMap<number, string> = new Map([
  [4001, 'Mijn scriptiebegeleider wil alles opnieuw zien vóór vrijdag'],
  [4003, 'Ja. Ik heb vannacht twee uur geslapen'],
  [4005, 'Zeg eerlijk, moet ik gewoon uitstel vragen?'],
]);
export const FEMKE_THESIS_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Wat?! Dat is over drie dagen'],
  [4004, 'Daan…'],
]);

/** Femke's student house: oat milk, a house meeting, who cooks (a callout). */
export const HOUSE: readonly string[] = ['Sanne', 'Joris', 'Mila'];
export const HOUSE_MEETING: ReadonlyMap<number, string> = new Map([
  [3998, 'Wie heeft mijn havermelk opgemaakt 😤'],
  [3999, 'Niet ik!'],
  [4001, 'Trouwens, huisvergadering deze week? Het schoonmaakrooster is een drama'],
  [4003, 'Donderdag kan ik na achten'],
  [4004, 'Donderdag is goed'],
  [4005, 'Femke, kun jij donderdag? En wil jij koken? 😇'],
]);
export const FEMKE_MEETING_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Schuldig, ik koop vandaag nieuwe'],
]);

/** Zsófi and her mother: her father's knee operation on Tuesday. */
export const ANYU: readonly string[] = ['Anyu'];
export const ANYU_KNEE: ReadonlyMap<number, string> = new Map([
  [4001, 'Apád térdműtétje jövő kedden lesz'],
  [4003, 'Igen, reggel 7-re kell bemenni'],
  [4005, 'Jó lenne, ha elvinnél minket. Apád persze azt mondja, nem kell, egyedül is bemegy 🙄'],
]);
export const ZSOFI_KNEE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Végre! Hol lesz, a Klinikán?'],
  [4004, 'Elvigyelek titeket? Kérdezted apát?'],
]);

/** Zsófi's family group: Sunday lunch at her brother's (a callout). */
export const FAMILY: readonly string[] = ['Anyu', 'Bence', 'Réka'];
export const FAMILY_LUNCH: ReadonlyMap<number, string> = new Map([
  [3999, 'Vasárnap ebéd nálunk? Réka csinál töltött káposztát'],
  [4000, 'Csak ha valaki hoz desszertet 😄'],
  [4001, 'Én viszek pogácsát'],
  [4003, 'Apa tud jönni a térde miatt?'],
  [4004, 'Ha valaki elhozza, igen'],
  [4005, 'Zsófi, ti mikorra értek ide?'],
]);
export const ZSOFI_LUNCH_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Én hozok egy túrós pitét']]);

const group = { chat: 'group' as const, callout: true };

export const interview = {
  persona: HAEUN,
  participants: JISOO,
  others: JISOO_INTERVIEW,
  own: HAEUN_INTERVIEW_OWN,
};
export const lab = { persona: HAEUN, participants: LAB, others: LAB_FRIDAY, own: HAEUN_LAB_OWN, ...group };
export const mother = {
  persona: KATERINA,
  participants: NIKOS,
  others: NIKOS_MOTHER,
  own: KATERINA_MOTHER_OWN,
};
export const yiayia = {
  persona: KATERINA,
  participants: COUSINS,
  others: COUSINS_YIAYIA,
  own: KATERINA_YIAYIA_OWN,
  ...group,
};
export const father = { persona: LAYLA, participants: SARA, others: SARA_FATHER, own: LAYLA_FATHER_OWN };
export const aqaba = {
  persona: LAYLA,
  participants: GIRLS,
  others: GIRLS_AQABA,
  own: LAYLA_AQABA_OWN,
  ...group,
};
export const timetable = {
  persona: OKSANA,
  participants: IRYNA,
  others: IRYNA_TIMETABLE,
  own: OKSANA_TIMETABLE_OWN,
};
export const hoverla = {
  persona: OKSANA,
  participants: HIKERS,
  others: HIKERS_HOVERLA,
  own: OKSANA_HOVERLA_OWN,
  ...group,
};
export const breakup = {
  persona: LENKA,
  participants: TOMAS,
  others: TOMAS_BREAKUP,
  own: LENKA_BREAKUP_OWN,
};
export const vir = {
  persona: LENKA,
  participants: CLIMBERS,
  others: CLIMBERS_VIR,
  own: LENKA_VIR_OWN,
  ...group,
};
export const thesis = { persona: FEMKE, participants: DAAN, others: DAAN_THESIS, own: FEMKE_THESIS_OWN };
export const meeting = {
  persona: FEMKE,
  participants: HOUSE,
  others: HOUSE_MEETING,
  own: FEMKE_MEETING_OWN,
  ...group,
};
export const knee = { persona: ZSOFI, participants: ANYU, others: ANYU_KNEE, own: ZSOFI_KNEE_OWN };
export const lunch = {
  persona: ZSOFI,
  participants: FAMILY,
  others: FAMILY_LUNCH,
  own: ZSOFI_LUNCH_OWN,
  ...group,
};
