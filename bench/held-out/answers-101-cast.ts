/**
 * Set 101's cast: seven invented personas writing in languages the boundary rarely sees. Aino
 * with her friend Veera in Finnish (Gemini 2.5 Flash); Jitka in a Czech cottage group (Gemini 2.5
 * Pro); Dewi with her friend Rina and in her family's group in Indonesian (Gemini 3 Flash); Sanne
 * in a Utrecht student house and with her friend Lotte in Dutch (Gemini 2.5 Flash); Giulia with
 * her friend Marco in Italian (Gemini 2.5 Pro); ハルカ with her friend 結衣 and in a seminar group
 * in Japanese (Gemini 3 Flash); נועה with her friend דנה and a hiking group in Hebrew (Gemini 3
 * Pro). The message answered is always 4005.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** What a scene gives every entry played in it. */
export type Scene = Pick<CorpusEntry, 'persona' | 'participants' | 'others' | 'own' | 'chat' | 'callout'>;

export const AINO = 'Aino';
export const JITKA = 'Jitka';
export const DEWI = 'Dewi';
export const SANNE = 'Sanne';
export const GIULIA = 'Giulia';
export const HARUKA = 'ハルカ';
export const NOA = 'נועה';

/** Aino and Veera: the summer cottage weekend; Jussi may not come. */
export const mokki: Scene = {
  persona: AINO,
  participants: ['Veera'],
  others: new Map([
    [4001, 'Mökkiviikonloppu on ihan kohta! Ootko jo pakannut?'],
    [4003, 'Mä otan makkarat ja saunaoluet, tuotko sä jotain?'],
    [4005, 'Ja muuten, Jussi ei ehkä pääsekään, sillä on joku työjuttu. Harmittaa vähän'],
  ]),
  own: new Map([
    [4002, 'En vielä 😅 huomenna illalla'],
    [4004, 'Tuon ainakin kahvit ja pullaa'],
  ]),
};

/** Veera did not get the job she interviewed for three times. */
export const tyopaikka: Scene = {
  persona: AINO,
  participants: ['Veera'],
  others: new Map([
    [4001, 'Sain tänään tietää etten saanut sitä paikkaa'],
    [4003, 'Kolme haastattelukierrosta ja sit ne valitsi jonkun talon sisältä'],
    [4005, 'Ei jaksa mitään. Sori et valitan taas'],
  ]),
  own: new Map([[4002, 'Ei hitto. Mitä ne sano?']]),
};

/** Jitka's friends plan a weekend at the cottage; Pavel asks her by name about the car. */
export const chata: Scene = {
  persona: JITKA,
  participants: ['Pavel', 'Lenka', 'Tomáš'],
  chat: 'group',
  callout: true,
  others: new Map([
    [3999, 'Takže v pátek jedeme na chatu, kdo má auto?'],
    [4001, 'Já pojedu vlakem, ale až v sobotu ráno'],
    [4002, 'Kdo koupí jídlo? Minule jsme měli jen rohlíky a pivo 😂'],
    [4003, 'Můžu udělat guláš, ale potřebuju někoho na nákup'],
    [4004, 'Já mám v sobotu ještě směnu do dvou'],
    [4005, 'Jitko, bereš teda Lenku a Tomáše autem? Ať vím, jestli mám shánět místo'],
  ]),
  own: new Map([[4000, 'Já můžu vzít tři lidi']]),
};

/** The same group talks hockey; Lenka teases the men, nobody asks Jitka. */
export const hokej: Scene = {
  persona: JITKA,
  participants: ['Pavel', 'Lenka', 'Tomáš'],
  chat: 'group',
  others: new Map([
    [4001, 'Viděli jste včera ten hokej? Ten poslední gól byl ofsajd jak prase'],
    [4003, 'Rozhodčí zase spal'],
    [4005, 'Kluci, vy fakt neumíte mluvit o ničem jiným 🙄'],
  ]),
  own: new Map([[4002, 'Já usnula ve druhé třetině 😴']]),
};

/** Rina's thesis defence was moved up to Monday. */
export const skripsi: Scene = {
  persona: DEWI,
  participants: ['Rina'],
  others: new Map([
    [4001, 'Dew, sidang skripsiku dimajuin jadi Senin 😭'],
    [4003, 'Iya dosen pembimbingnya mau cuti. Aku belum siap sama sekali'],
    [4005, 'Kamu dulu gimana sih biar nggak panik pas sidang?'],
  ]),
  own: new Map([[4002, 'Hah serius?? Kok mendadak banget']]),
};

/** Dewi's family group plans Lebaran; Ibu asks her about the cookies and the station. */
export const keluarga: Scene = {
  persona: DEWI,
  participants: ['Ibu', 'Mas Bayu', 'Putri'],
  chat: 'group',
  callout: true,
  others: new Map([
    [4001, 'Lebaran tahun ini kumpul di rumah Ibu ya, jangan ada yang alasan'],
    [4002, 'Siap Bu. Aku sampai tanggal 28, naik kereta'],
    [4003, 'Aku masih nunggu jadwal cuti, nanti aku kabari'],
    [4005, 'Dewi, kamu bisa bawa kue nastar kayak tahun lalu? Sama siapa yang jemput Mas Bayu di stasiun?'],
  ]),
  own: new Map([[4004, 'Aku bisa berangkat tanggal 27 👍']]),
};

/** Sanne's student house: the oat milk, then the cleaning rota; Daan asks her for her app. */
export const huis: Scene = {
  persona: SANNE,
  participants: ['Daan', 'Femke', 'Bram'],
  chat: 'group',
  callout: true,
  others: new Map([
    [4000, 'Wie heeft mijn havermelk opgemaakt? Was nog halfvol gisteren'],
    [4001, 'Niet ik, ik drink alleen koffie zwart ☕'],
    [4003, 'Oké schuldig, ik koop morgen nieuwe'],
    [4004, 'Prima. Maar we moeten echt een keer het schoonmaakrooster fixen'],
    [4005, 'Sanne jij had toch een app voor dat rooster? Zet hem hier maar neer'],
  ]),
  own: new Map([[4002, 'Ik was het niet, ik was het hele weekend bij mijn ouders']]),
};

/** Femke and Bram bicker about his bike in the hall; nobody asks Sanne. */
export const fiets: Scene = {
  persona: SANNE,
  participants: ['Daan', 'Femke', 'Bram'],
  chat: 'group',
  others: new Map([
    [4001, 'Bram, je fiets staat alweer in de gang'],
    [4003, 'Waar moet ik hem anders laten dan, het regent'],
    [4005, 'In de schuur, zoals iedereen'],
  ]),
  own: new Map([[4000, 'Wie heeft de wasmachine aan laten staan?']]),
};

/** Lotte's landlord wants 120 euros more rent a month. */
export const huur: Scene = {
  persona: SANNE,
  participants: ['Lotte'],
  others: new Map([
    [4001, 'Mijn huisbaas wil de huur met 120 euro verhogen 😩'],
    [4003, 'Mag dat eigenlijk zomaar?'],
    [4005, 'Ik durf hem niet eens te bellen haha'],
  ]),
  own: new Map([[4002, 'Wat?! Per maand?']]),
};

/** Marco invites Giulia to dinner and asks about Luca's new girlfriend. */
export const cena: Scene = {
  persona: GIULIA,
  participants: ['Marco'],
  others: new Map([
    [4001, 'Sabato cena da me? Faccio la carbonara, quella vera'],
    [4003, 'Ovviamente. Porta anche Chiara se vuole'],
    [4005, 'Ah e Luca ha detto che forse viene con la nuova ragazza, tu la conosci?'],
  ]),
  own: new Map([
    [4002, 'Quella vera senza panna spero 😏'],
    [4004, 'Le chiedo stasera'],
  ]),
};

/** Marco's grandfather is back in hospital; he writes late at night. */
export const nonno: Scene = {
  persona: GIULIA,
  participants: ['Marco'],
  others: new Map([
    [4001, 'Il nonno è di nuovo in ospedale'],
    [4003, 'Dicono che è una polmonite, ma alla sua età fa paura'],
    [4005, "Scusa se ti scrivo a quest'ora, non riesco a dormire"],
  ]),
  own: new Map([[4002, 'Oh no Marco. Come sta?']]),
};

/** 結衣 is being transferred to Osaka and asks how ハルカ settled in after changing jobs. */
export const tenkin: Scene = {
  persona: HARUKA,
  participants: ['結衣'],
  others: new Map([
    [4001, '来月から大阪に転勤決まった…'],
    [4003, 'まだ実感ない。友達もいないし不安しかない'],
    [4005, 'ハルカは転職したとき、どうやって慣れた？'],
  ]),
  own: new Map([[4002, 'えっ！急だね']]),
};

/** A seminar group's slides; 田中 asks ハルカ to help 木村. */
export const zemi: Scene = {
  persona: HARUKA,
  participants: ['田中', '佐藤', '木村'],
  chat: 'group',
  callout: true,
  others: new Map([
    [4001, '発表資料、金曜までに共有お願いします'],
    [4002, '了解です。スライド10枚くらいでいいですか？'],
    [4003, 'すみません、今週バイトが詰まってて少し遅れるかもです'],
    [4005, 'ハルカさん、木村さんの分ちょっと手伝ってもらえたりしますか？'],
  ]),
  own: new Map([[4004, 'わたしは担当部分ほぼできてます']]),
};

/** דנה thinks of quitting her job and is afraid. */
export const dana: Scene = {
  persona: NOA,
  participants: ['דנה'],
  others: new Map([
    [4001, 'היי, אפשר לשאול משהו אישי?'],
    [4003, 'אני חושבת להתפטר מהעבודה. אני פשוט לא מסוגלת יותר'],
    [4005, 'אבל אני מפחדת שלא אמצא משהו אחר ושאני אתחרט'],
  ]),
  own: new Map([[4002, 'בטח, מה קרה?']]),
};

/** A hiking trip to the Galilee; אורי asks נועה by name to find a guesthouse. */
export const tiyul: Scene = {
  persona: NOA,
  participants: ['אורי', 'מיכל', 'יואב'],
  chat: 'group',
  callout: true,
  others: new Map([
    [4001, 'אז טיול לגליל בסופ"ש הבא, מי בא?'],
    [4002, 'אני! אבל בלי לקום בחמש בבוקר בבקשה 😅'],
    [4003, 'אני אולי, תלוי במשמרת'],
    [4005, 'נועה, את יכולה לבדוק צימר? את תמיד מוצאת את הכי טובים'],
  ]),
  own: new Map([[4004, 'אני בפנים 🙋‍♀️']]),
};
