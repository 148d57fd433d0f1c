/**
 * Set 107's cast: seven invented personas in languages the project tests less often. Elif with her
 * friend Mert in Turkish (Gemini 2.5 Flash); Thảo in her old school friends' group in Vietnamese
 * (Gemini 3 Flash); Вера with her sister Катя in Russian (Gemini 2.5 Pro); Ioana in a weekend
 * hiking group in Romanian (Gemini 3 Pro); Linnea with her friend Oskar in Swedish (Gemini 2.5
 * Flash and 3 Flash); प्रिया in her family's group and with her friend अंकित in Hindi (Gemini 3
 * Flash and 2.5 Pro); Sari in her boarding house's group and with her friend Rina in Indonesian
 * (Gemini 2.5 Pro and 3 Pro). The message answered is always 4005.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** What a scene gives every entry played in it. */
export type Scene = Pick<CorpusEntry, 'persona' | 'participants' | 'others' | 'own' | 'chat' | 'callout'>;

export const ELIF = 'Elif';
export const THAO = 'Thảo';
export const VERA = 'Вера';
export const IOANA = 'Ioana';
export const LINNEA = 'Linnea';
export const PRIYA = 'प्रिया';
export const SARI = 'Sari';

/** Mert's landlord raises the rent by 60%; Zeynep loved the flat; Mert wants a coffee tonight. */
export const kira: Scene = {
  persona: ELIF,
  participants: ['Mert'],
  others: new Map([
    [4001, 'Ev sahibi kirayı yine artırdı, %60 zam istiyor'],
    [4003, 'Zeynep çok üzüldü, bu evi çok seviyordu'],
    [4005, 'Bu akşam bir kahve içelim mi? Kafam çok dolu'],
  ]),
  own: new Map([
    [4002, 'Ciddi misin? Bu yasal mı ki'],
    [4004, 'Anlarım, o balkon için taşınmıştınız zaten'],
  ]),
};

/** Mert's brother is getting married; Mert's mother wants Elif there; what should he wear. */
export const dugun: Scene = {
  persona: ELIF,
  participants: ['Mert'],
  others: new Map([
    [4001, 'Abimin düğünü kesinleşti, 14 Eylül'],
    [4003, 'Annem seni de mutlaka çağırmamı söyledi'],
    [4005, 'Kına gecesine de gelir misin? Bir de ne giyeceğimi bilmiyorum 😅'],
  ]),
  own: new Map([[4002, 'Ayyy sonunda! Çok sevindim']]),
};

/** The Đà Lạt trip: Linh asks Thảo by name to sort out the bus; Hà gets travel sick. */
export const dalat: Scene = {
  persona: THAO,
  participants: ['Linh', 'Tuấn', 'Hà'],
  chat: 'group',
  callout: true,
  others: new Map([
    [3999, 'Chốt lịch Đà Lạt chưa mọi người ơi'],
    [4000, 'Tao được nghỉ từ 28 đến 2'],
    [4001, 'Mình sợ say xe lắm, đi xe khách 8 tiếng chắc chết'],
    [4003, 'Tuấn bảo tiền homestay để Tuấn đặt'],
    [4004, 'Ừ tao đặt, mỗi đứa 600k'],
    [4005, 'Thảo ơi, bà lo vụ xe được không? Tuần này chốt nha'],
  ]),
  own: new Map([[4002, 'Hà uống thuốc say xe trước nửa tiếng là ổn á']]),
};

/** Tuấn is laid off; Linh invites everyone to the usual bar; Tuấn says yes (no one names Thảo). */
export const thatnghiep: Scene = {
  persona: THAO,
  participants: ['Linh', 'Tuấn', 'Hà'],
  chat: 'group',
  others: new Map([
    [4001, 'Công ty tao cắt giảm, tao nghỉ từ tháng sau'],
    [4003, 'Tuấn đừng buồn nha, để mình hỏi bên công ty mình xem có vị trí nào không'],
    [4004, 'Tối nay ra quán cũ làm vài ly không, tao bao'],
    [4005, 'Ừ đi, cần xả stress thật'],
  ]),
  own: new Map([[4002, 'Trời, sao đột ngột vậy']]),
};

/** Their mother's blood pressure; she will not see a doctor; Катя asks Вера to talk to her. */
export const mama: Scene = {
  persona: VERA,
  participants: ['Катя'],
  others: new Map([
    [4001, 'Маме сегодня опять давление мерили, 170 на 100'],
    [4003, 'Говорит пьёт, но я не уверена. И к врачу идти отказывается'],
    [4005, 'Может ты с ней поговоришь? Тебя она хоть слушает'],
  ]),
  own: new Map([
    [4002, 'Опять? Она таблетки пьёт вообще?'],
    [4004, 'Узнаю маму'],
  ]),
};

/** Катя's bathroom renovation: grey or white tiles, and may she borrow the hammer drill. */
export const remont: Scene = {
  persona: VERA,
  participants: ['Катя'],
  others: new Map([
    [4001, 'Мы всё-таки начали ремонт в ванной 🙈'],
    [4003, 'Дима хочет серую плитку, а я белую. Рассуди нас'],
    [4005, 'И дай перфоратор на выходные, если не жалко'],
  ]),
  own: new Map([[4002, 'Ну наконец-то! Сколько лет собирались']]),
};

/** Saturday in the Bucegi: Bianca asks Ioana by name for the route and the time. */
export const bucegi: Scene = {
  persona: IOANA,
  participants: ['Bianca', 'Radu', 'Cristina', 'Andrei'],
  chat: 'group',
  callout: true,
  others: new Map([
    [3998, 'Cine mai vine sâmbătă în Bucegi?'],
    [3999, 'Eu, dacă nu plouă'],
    [4001, 'Mi-e cam frică de porțiunea cu lanțuri, n-am mai făcut așa ceva'],
    [4002, 'Meteo zice 40% ploaie după-amiază'],
    [4003, 'Andrei zicea că nu poate, are tură'],
    [4004, 'Da, din păcate, lucrez până duminică'],
    [4005, 'Ioana, tu știi traseul, pe unde o luăm și la ce oră plecăm?'],
  ]),
  own: new Map([[4000, 'Eu sigur, am luat deja bilet la tren']]),
};

/** After the trip: Radu's photos, Cristina's sore legs, Bianca proposes October (not to Ioana). */
export const cabana: Scene = {
  persona: IOANA,
  participants: ['Bianca', 'Radu', 'Cristina', 'Andrei'],
  chat: 'group',
  others: new Map([
    [4001, 'Am pus pozele de la cabană în album'],
    [4003, 'Eu încă am febră musculară 😅'],
    [4004, 'Data viitoare vin și eu, promit'],
    [4005, 'Facem și în octombrie una? Poate Piatra Craiului'],
  ]),
  own: new Map([[4002, 'Superbe! Mai ales aia cu ceața']]),
};

/** Oskar has the cottage for midsummer; Johanna worries it gets crowded; Linnea and Elias invited. */
export const stuga: Scene = {
  persona: LINNEA,
  participants: ['Oskar'],
  others: new Map([
    [4001, 'Vi har fått stugan i Roslagen hela midsommarhelgen!'],
    [4003, 'Johanna är lite orolig att det blir för trångt om alla kommer'],
    [4005, 'Sex sängar plus en soffa. Vill du och Elias komma? Ta med badkläder'],
  ]),
  own: new Map([
    [4002, 'Nämen vad kul!!'],
    [4004, 'Hur många sovplatser finns det?'],
  ]),
};

/** Oskar's job interview on Thursday; he cannot sleep; he asks Linnea for tips. */
export const intervju: Scene = {
  persona: LINNEA,
  participants: ['Oskar'],
  others: new Map([
    [4001, 'Fick intervjun på Spotify!!'],
    [4003, 'Den är på torsdag kl 10, jag är så nervös att jag inte kan sova'],
    [4005, 'Har du några tips? Du har ju suttit på andra sidan bordet'],
  ]),
  own: new Map([[4002, 'WOW grattis!!']]),
};

/** Diwali at Nani's: Mummy asks प्रिया by name to order sweets and help रोहन with his ticket. */
export const diwali: Scene = {
  persona: PRIYA,
  participants: ['मम्मी', 'रोहन', 'नेहा'],
  chat: 'group',
  callout: true,
  others: new Map([
    [3999, 'इस बार दिवाली पर सब नानी के घर चलेंगे ना?'],
    [4000, 'मेरी छुट्टी सिर्फ दो दिन की है 😕'],
    [4001, 'नानी बहुत खुश होंगी, कह रही थीं कि सबको देखे बहुत दिन हो गए'],
    [4003, 'रोहन टिकट की टेंशन में है, तत्काल भी नहीं मिल रहा'],
    [4004, 'हाँ यार, सब वेटिंग में है'],
    [4005, 'प्रिया बेटा, तुम मिठाई का ऑर्डर देख लोगी? और रोहन के टिकट में भी मदद कर दो'],
  ]),
  own: new Map([[4002, 'मैं तो पक्का आ रही हूँ!']]),
};

/** अंकित's father is operated on the day after tomorrow; his mother is frightened. */
export const operation: Scene = {
  persona: PRIYA,
  participants: ['अंकित'],
  others: new Map([
    [4001, 'पापा का ऑपरेशन परसों है'],
    [4003, 'मैक्स साकेत। मम्मी बहुत घबरा रही हैं'],
    [4005, 'तू परसों आ सकती है क्या? अकेले बहुत अजीब लगेगा'],
  ]),
  own: new Map([
    [4002, 'अरे! सब ठीक है ना? कौन सा हॉस्पिटल?'],
    [4004, 'स्वाभाविक है यार'],
  ]),
};

/** The boarding house: the rent goes up, Rina may move out, Bagas proposes talking to Bu Kos. */
export const kos: Scene = {
  persona: SARI,
  participants: ['Dewi', 'Rina', 'Bagas'],
  chat: 'group',
  others: new Map([
    [3999, 'Guys, token listrik tinggal 5 kWh'],
    [4000, 'Aku udah isi bulan lalu ya'],
    [4001, 'Bu Kos bilang mulai bulan depan sewa naik 200 ribu 😭'],
    [4003, 'Rina katanya mau pindah aja kalau naik'],
    [4004, 'Belum pasti sih, masih mikir'],
    [4005, 'Sabtu kita ngobrol bareng aja sama Bu Kos gimana?'],
  ]),
  own: new Map([[4002, 'Serius?? Kok mendadak']]),
};

/** Rina defends her thesis tomorrow at nine, before the strict Pak Hendra. */
export const sidang: Scene = {
  persona: SARI,
  participants: ['Rina'],
  others: new Map([
    [4001, 'Besok aku sidang skripsi jam 9 😭'],
    [4003, 'Dosen pengujinya Pak Hendra, yang terkenal galak itu'],
    [4005, 'Doain ya. Kamu besok bisa temenin aku ke kampus ga?'],
  ]),
  own: new Map([[4002, 'Ya ampun semangat!!']]),
};
