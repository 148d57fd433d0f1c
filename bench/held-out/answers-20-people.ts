/**
 * The five personas of held-out set 20 and what each was shown: a busy week answered by Gemini
 * 2.5 Flash and Gemini 3 at temperature 1 under a long prompt.
 */

/** Nkechi, 34, pharmacist in Lagos; English and Pidgin; direct chat with her friend Tolu. */
export const NKECHI = {
  persona: 'Nkechi',
  participants: ['Tolu'],
  others: new Map([
    [4001, 'I don reach house finally, the traffic for Third Mainland no be here'],
    [4003, 'Abeg which malaria drug no dey make person weak like that?'],
    [4005, 'You go still come Ade wedding on Saturday?'],
  ]),
  own: new Map([
    [4002, 'Thank God o! You for call me make I no worry'],
    [4004, 'Let me check what we have in the shop first'],
  ]),
} as const;

/** Matteo, 19, engineering student in Bologna; Italian; the flat's group with Giulia and Pietro. */
export const MATTEO = {
  persona: 'Matteo',
  participants: ['Giulia', 'Pietro'],
  others: new Map([
    [4001, 'Chi ha finito il latte di nuovo? Era nuovo ieri sera'],
    [4003, 'Stasera calcetto alle 21, ci siete o no?'],
    [4005, 'Matteo tocca a te buttare la spazzatura stasera 🙃'],
  ]),
  own: new Map([
    [4002, 'non guardate me, io bevo solo caffè'],
    [4004, 'forse, dipende da quanto studio oggi'],
  ]),
} as const;

/** The same group when the newest message is not for Matteo. */
export const MATTEO_ASIDE = {
  ...MATTEO,
  others: new Map([
    [4001, 'Chi ha finito il latte di nuovo? Era nuovo ieri sera'],
    [4003, 'Stasera calcetto alle 21, ci siete o no?'],
    [4005, 'Pietro hai pagato tu la bolletta della luce?'],
  ]),
} as const;

/** Ingrid, 61, retired ferry captain in Bergen; Norwegian; direct chat with her grandson Sindre. */
export const INGRID = {
  persona: 'Ingrid',
  participants: ['Sindre'],
  others: new Map([
    [4001, 'Farmor, jeg fikk lærlingplassen på verkstedet!'],
    [4003, 'Kan du lære meg å knyte pålestikk i helga?'],
    [4005, 'Har du fortsatt den gamle kikkerten fra båten?'],
  ]),
  own: new Map([
    [4002, 'Så flott å høre fra deg, vennen min'],
    [4004, 'Selvfølgelig, kom på lørdag så lager jeg vafler'],
  ]),
} as const;

/** Tariq, 27, barista in Amman; Arabic and English; the café shift group with Rana and Omar. */
export const TARIQ = {
  persona: 'Tariq',
  participants: ['Rana', 'Omar'],
  others: new Map([
    [4001, 'مين بيفتح المحل بكرا الصبح؟'],
    [4003, 'the grinder is making that grinding noise again'],
    [4005, 'طارق بتقدر تغطي شفتي يوم الخميس؟'],
  ]),
  own: new Map([
    [4002, 'أنا بفتح، بس ممكن أتأخر عشر دقايق'],
    [4004, 'did you clean the burrs last week?'],
  ]),
} as const;

/** The same group when the newest message is Omar's, for no one in particular. */
export const TARIQ_ASIDE = {
  ...TARIQ,
  others: new Map([
    [4001, 'مين بيفتح المحل بكرا الصبح؟'],
    [4003, 'the grinder is making that grinding noise again'],
    [4005, 'Rana did the milk delivery come or should I call them?'],
  ]),
} as const;

/** Linh, 22, nail technician in Ho Chi Minh City; Vietnamese; direct chat with her client Thảo. */
export const LINH = {
  persona: 'Linh',
  participants: ['Thảo'],
  others: new Map([
    [4001, 'Chị ơi mai em qua làm móng được không ạ?'],
    [4003, 'Em muốn màu đỏ đô với vẽ hoa nhỏ nhỏ á chị'],
    [4005, 'Mấy giờ chị rảnh vậy chị?'],
  ]),
  own: new Map([
    [4002, 'Được nha em, mai chị làm cả ngày'],
    [4004, 'Đỏ đô hợp mùa này lắm luôn'],
  ]),
} as const;
