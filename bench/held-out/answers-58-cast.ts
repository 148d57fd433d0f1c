/**
 * Set 58's cast: seven invented personas, each in one chat, writing in Portuguese, Italian,
 * Dutch, Polish, Korean, Hindi and Arabic. Luana (São Paulo) and her friend Caio; Giorgio, a
 * baker, in his building's group; Femke (Utrecht) and Joris; Kasia, a nurse, and Ola; 서연 in her
 * club's group; अनन्या and her younger brother Rohan; ليلى (Amman) and عمر.
 */

/** An answer written line by line. */
export const a = (...lines: string[]): string => lines.join('\n');

export const LUANA = 'Luana';
export const CAIO: readonly string[] = ['Caio'];
export const CAIO_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Vi a mensagem que você mandou no grupo ontem, morri de rir'],
  [4003, 'Amanhã tenho entrevista na agência às 10h 😬'],
  [
    4005,
    'Lu, tô com uma dor de garganta chata desde ontem, o que eu tomo? E desculpa por ter sumido semana passada',
  ],
]);
export const LUANA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'kkkk aquela foi sem querer, era pro meu irmão'],
  [4004, 'Boa!! Que agência?'],
]);

export const GIORGIO = 'Giorgio';
export const CONDOMINIO: readonly string[] = ['Marta', 'Enzo', 'Paola'];
export const CONDOMINIO_CHAT: ReadonlyMap<number, string> = new Map([
  [3999, 'Qualcuno sa a che ora passa il camion della differenziata domani?'], // Enzo
  [4001, 'Ho lasciato un pacco per Giorgio in portineria'], // Paola
  [4003, 'Scusate il messaggio di ieri sera, era per mio marito 🙈'], // Marta
  [
    4005,
    'Giorgio, tu che sei del forno: il lievito madre si può congelare? E grazie ancora per la focaccia!',
  ], // Marta
]);
export const GIORGIO_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Mi pare verso le sette'],
  [4002, 'Grazie Paola, passo dopo!'],
]);

export const FEMKE = 'Femke';
export const JORIS: readonly string[] = ['Joris'];
export const JORIS_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Mijn knie doet weer pijn na het fietsen'],
  [4003, 'Sorry voor mijn boze appje gisteren, ik was gewoon moe'],
  [4005, 'Jij kent toch die fysio in Utrecht? En ga je zaterdag mee naar de markt?'],
]);
export const FEMKE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Auw, weer de linker?'],
  [4004, 'Joh, geeft niks'],
]);

export const KASIA = 'Kasia';
export const OLA: readonly string[] = ['Ola'];
export const OLA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Kasiu, mama dostała wyniki, cholesterol 260'],
  [4003, 'Jutro mam obronę pracy, stresuję się strasznie'],
  [4005, 'Co ona ma z tym cholesterolem robić? I trzymaj jutro kciuki 🙏'],
]);
export const KASIA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Oj, to sporo'],
  [4004, 'Dasz radę, serio!'],
]);

export const SEOYEON = '서연';
export const DONGARI: readonly string[] = ['민준', '지우', '하은'];
export const DONGARI_CHAT: ReadonlyMap<number, string> = new Map([
  [3999, '내일 MT 몇 시 출발이야?'], // 민준
  [4001, '아까 내가 보낸 메시지 무시해줘 ㅋㅋ 잘못 보냄'], // 지우
  [4003, '나 감기 걸린 듯… 목이 너무 아파'], // 하은
  [4005, '서연아 너 저번에 말한 그 카페 어디였지? 그리고 하은이 괜찮아?'], // 민준
]);
export const SEOYEON_OWN: ReadonlyMap<number, string> = new Map([
  [4000, '10시에 학교 정문!'],
  [4002, 'ㅋㅋㅋ 이미 봤어'],
]);

export const ANANYA = 'अनन्या';
export const ROHAN: readonly string[] = ['Rohan'];
export const ROHAN_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'दीदी, कल मेरा इंटरव्यू है'],
  [4003, 'और सॉरी, उस दिन तुम्हारा फ़ोन नहीं उठाया'],
  [4005, 'कुछ टिप्स दो ना? और तुम्हारा हाथ अब कैसा है?'],
]);
export const ANANYA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'अरे वाह! किस कंपनी में?'],
  [4004, 'कोई बात नहीं 😄'],
]);

export const LAYLA = 'ليلى';
export const OMAR: readonly string[] = ['عمر'];
export const OMAR_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'ليلى، أمي ضغطها مرتفع من امبارح'],
  [4003, 'آسف على رسالتي الطويلة البارحة 😅'],
  [4005, 'بتعرفي دكتور قلب منيح بعمّان؟ وبالمناسبة، كل عام وأنتِ بخير!'],
]);
export const LAYLA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'يا ساتر، كيفها هلأ؟'],
  [4004, 'ولا يهمك 😄'],
]);
