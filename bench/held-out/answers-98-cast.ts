/**
 * Set 98's cast: seven invented personas in direct chats, each with one friend, colleague or
 * relative, in seven languages. Réka, a Szeged nurse, with her friend Dóra (Hungarian); Mihai, a
 * Cluj tester, with his brother Andrei (Romanian); Ελένη, a Thessaloniki baker, with her cousin
 * Κατερίνα (Greek); Linnea, an Umeå librarian, with her colleague Oskar (Swedish); 지수 in Busan
 * with her friend 서연 (Korean); Inês in Porto with her mother Fátima (European Portuguese);
 * Eilidh in Glasgow with her pal Morag (Scottish English). The message answered is always 4005.
 */

export const REKA = 'Réka';
export const MIHAI = 'Mihai';
export const ELENI = 'Ελένη';
export const LINNEA = 'Linnea';
export const JISU = '지수';
export const INES = 'Inês';
export const EILIDH = 'Eilidh';

/** Réka and Dóra: a job interview tomorrow. */
export const DORA: readonly string[] = ['Dóra'];
export const DORA_INTERVIEW: ReadonlyMap<number, string> = new Map([
  [4001, 'Holnap 10-kor van az interjú a Richternél 😬'],
  [4003, 'Mi van, ha megkérdezik, miért jöttem el az előző helyről?'],
  [4005, 'Jaj, és mit vegyek fel? Kosztüm vagy az már túl sok?'],
]);
export const REKA_INTERVIEW_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Úristen, holnap?? Menni fog, tudom'],
  [4004, 'Várj, végiggondolom'],
]);
/** Dóra's father after knee surgery; she drops out of the Balaton weekend. */
export const DORA_BALATON: ReadonlyMap<number, string> = new Map([
  [4001, 'Apu térdműtétje jól sikerült, már mászkál a folyosón'],
  [4003, 'De szerintem a szombati balatoni út nekem most kimarad'],
  [4005, 'Haragszol? 🥺'],
]);
export const REKA_BALATON_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'De jó hír!! Add át neki, hogy jobbulást'],
  [4004, 'Várj, most értem haza'],
]);

/** Mihai and his brother Andrei: the wedding. */
export const ANDREI: readonly string[] = ['Andrei'];
export const ANDREI_WEDDING: ReadonlyMap<number, string> = new Map([
  [4001, 'Mama iar a schimbat lista de invitați, acum sunt 140'],
  [4003, 'Și Ioana plânge că nu mai ajung banii pentru formație'],
  [4005, 'Tu ai scris discursul? Te rog spune-mi că nu faci glume cu fosta mea'],
]);
export const MIHAI_WEDDING_OWN: ReadonlyMap<number, string> = new Map([
  [4002, '140?? Parcă ziceați 100 maxim'],
  [4004, 'Stai liniștit, frate'],
]);
/** Their father's old Logan. */
export const ANDREI_CAR: ReadonlyMap<number, string> = new Map([
  [4001, 'Tata iar a dus Logan-ul la service, a treia oară luna asta'],
  [4003, 'Eu zic să-l vindem până nu mai dă nimeni nimic pe el'],
  [4005, 'Vorbești tu cu el? Pe mine nu mă ascultă'],
]);
export const MIHAI_CAR_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ce are acum?'],
  [4004, 'Hmm'],
]);

/** Ελένη and her cousin Κατερίνα: where to hold the christening. */
export const KATERINA: readonly string[] = ['Κατερίνα'];
export const KATERINA_CHRISTENING: ReadonlyMap<number, string> = new Map([
  [4001, 'Η πεθερά μου θέλει να κάνουμε τη βάφτιση στο χωριό της 😩'],
  [4003, 'Ο Νίκος δεν λέει τίποτα, ως συνήθως'],
  [4005, 'Εσύ τι λες; Να της πω όχι;'],
]);
export const ELENI_CHRISTENING_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ωχ. Και εσείς τι θέλετε;'],
  [4004, 'Περίμενε, βγάζω τα ταψιά από τον φούρνο'],
]);
/** A kitten found in a car park. */
export const KATERINA_KITTEN: ReadonlyMap<number, string> = new Map([
  [4001, 'Βρήκα ένα γατάκι στο πάρκινγκ, είναι τόσο μικρό'],
  [4003, 'Ο κτηνίατρος λέει ότι είναι περίπου 5 εβδομάδων'],
  [4005, 'Δεν μπορώ να το κρατήσω λόγω του σπιτονοικοκύρη... εσύ;'],
]);
export const ELENI_KITTEN_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Όχιιι πόσο μικρό;'],
  [4004, 'Θεέ μου 🥺'],
]);

/** Linnea and her colleague Oskar: the boss tore his presentation apart. */
export const OSKAR: readonly string[] = ['Oskar'];
export const OSKAR_MEETING: ReadonlyMap<number, string> = new Map([
  [4001, 'Karin sågade min presentation inför hela gruppen idag'],
  [4003, 'Jag vet inte ens om jag ska gå på fikat imorgon'],
  [4005, 'Är jag bara överkänslig?'],
]);
export const LINNEA_MEETING_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Va? Vad sa hon?'],
  [4004, 'Usch, jag hörde lite från Malin'],
]);
/** Oskar moves on Saturday. */
export const OSKAR_MOVE: ReadonlyMap<number, string> = new Map([
  [4001, 'Flyttlasset går på lördag, jag har fått ihop tre personer'],
  [4003, 'Kan jag låna din Volvo? Lovar att tanka'],
  [4005, 'Och du, kommer du själv också? Det blir pizza 🍕'],
]);
export const LINNEA_MOVE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Äntligen! Grattis till lägenheten'],
  [4004, 'Ja fast bilen behöver jag på förmiddagen'],
]);

/** 지수 and her friend 서연: back to work after parental leave. */
export const SEOYEON: readonly string[] = ['서연'];
export const SEOYEON_WORK: ReadonlyMap<number, string> = new Map([
  [4001, '다음 주 월요일부터 복직이야 ㅠㅠ'],
  [4003, '팀장님이 바뀌었대. 완전 깐깐한 사람이라던데'],
  [4005, '나 잘할 수 있겠지? 애기 두고 나가는 것도 마음이 안 좋아'],
]);
export const JISU_WORK_OWN: ReadonlyMap<number, string> = new Map([
  [4002, '벌써?? 시간 진짜 빠르다'],
  [4004, '헐 누구로?'],
]);
/** A Jeju trip, and 서연's boyfriend wants to come. */
export const SEOYEON_JEJU: ReadonlyMap<number, string> = new Map([
  [4001, '제주도 비행기표 싸게 떴어! 10월 둘째 주'],
  [4003, '근데 민준이가 자기도 가고 싶다고 하네 😅'],
  [4005, '너 불편하면 솔직하게 말해줘'],
]);
export const JISU_JEJU_OWN: ReadonlyMap<number, string> = new Map([
  [4002, '오 얼마??'],
  [4004, '아 ㅋㅋㅋ'],
]);

/** Inês and her mother Fátima: Sunday lunch. */
export const FATIMA: readonly string[] = ['Fátima'];
export const FATIMA_LUNCH: ReadonlyMap<number, string> = new Map([
  [4001, 'Então filha, domingo vens almoçar? Faço o bacalhau com natas'],
  [4003, 'O teu irmão já disse que não pode, como sempre'],
  [4005, 'Já não vos vejo há três semanas...'],
]);
export const INES_LUNCH_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ai mãe, que saudades do teu bacalhau'],
  [4004, 'Deixa-me ver a agenda'],
]);
/** Fátima's blood test. */
export const FATIMA_TESTS: ReadonlyMap<number, string> = new Map([
  [4001, 'Fui buscar as análises hoje'],
  [4003, 'O colesterol está alto outra vez e a médica quer repetir daqui a um mês'],
  [4005, 'Não contes ao teu pai, ele fica logo nervoso'],
]);
export const INES_TESTS_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'E então?'],
  [4004, 'Hmm'],
]);

/** Eilidh and her pal Morag: bailing on Ben Lomond. */
export const MORAG: readonly string[] = ['Morag'];
export const MORAG_HILL: ReadonlyMap<number, string> = new Map([
  [4001, 'Forecast for Saturday is pure honking, 50mph on the tops'],
  [4003, "And my knee's been giving me gyp since Tuesday"],
  [4005, 'Would you hate me if we bailed on Ben Lomond?'],
]);
export const EILIDH_HILL_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Aw naw, seriously?'],
  [4004, 'Hang on, checking MWIS'],
]);
/** Morag's flatmate keeps eating her food. */
export const MORAG_FLAT: ReadonlyMap<number, string> = new Map([
  [4001, "Jenna's eaten my leftover lasagne AGAIN"],
  [4003, "That's the third time this month and she just acts like nothing happened"],
  [4005, 'Do I say something or am I being petty?'],
]);
export const EILIDH_FLAT_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'The one your maw made??'],
  [4004, "Oh she's at it"],
]);

export const interview = {
  persona: REKA,
  participants: DORA,
  others: DORA_INTERVIEW,
  own: REKA_INTERVIEW_OWN,
};
export const balaton = { persona: REKA, participants: DORA, others: DORA_BALATON, own: REKA_BALATON_OWN };
export const wedding = {
  persona: MIHAI,
  participants: ANDREI,
  others: ANDREI_WEDDING,
  own: MIHAI_WEDDING_OWN,
};
export const car = { persona: MIHAI, participants: ANDREI, others: ANDREI_CAR, own: MIHAI_CAR_OWN };
export const christening = {
  persona: ELENI,
  participants: KATERINA,
  others: KATERINA_CHRISTENING,
  own: ELENI_CHRISTENING_OWN,
};
export const kitten = {
  persona: ELENI,
  participants: KATERINA,
  others: KATERINA_KITTEN,
  own: ELENI_KITTEN_OWN,
};
export const meeting = {
  persona: LINNEA,
  participants: OSKAR,
  others: OSKAR_MEETING,
  own: LINNEA_MEETING_OWN,
};
export const move = { persona: LINNEA, participants: OSKAR, others: OSKAR_MOVE, own: LINNEA_MOVE_OWN };
export const backToWork = { persona: JISU, participants: SEOYEON, others: SEOYEON_WORK, own: JISU_WORK_OWN };
export const jeju = { persona: JISU, participants: SEOYEON, others: SEOYEON_JEJU, own: JISU_JEJU_OWN };
export const lunch = { persona: INES, participants: FATIMA, others: FATIMA_LUNCH, own: INES_LUNCH_OWN };
export const tests = { persona: INES, participants: FATIMA, others: FATIMA_TESTS, own: INES_TESTS_OWN };
export const hill = { persona: EILIDH, participants: MORAG, others: MORAG_HILL, own: EILIDH_HILL_OWN };
export const flat = { persona: EILIDH, participants: MORAG, others: MORAG_FLAT, own: EILIDH_FLAT_OWN };
