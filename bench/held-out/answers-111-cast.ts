/**
 * Set 111's cast: seven invented personas, one per language, each in a direct chat and a small
 * group. Ximena, a vet nurse in Guadalajara, with her friend Rocío and her cousins (Mexican
 * Spanish, Gemini 2.5 Flash and 3 Flash); Ornella in Bologna with her sister Chiara and her
 * building's group (Italian, Gemini 2.5 Pro); Henrike, who works at a Leipzig climbing gym, with
 * Malte and her Tuesday bouldering group (German, Gemini 3 Flash and 3 Pro); Zuzanna, an
 * architecture student in Kraków, with her mother and her flatmates (Polish, Gemini 3 Pro);
 * Ayşegül, an English teacher in İzmir, with Burcu and her hiking group (Turkish, Gemini 2.5
 * Flash); Haruka, a student in Sapporo, with Nanami and her café's shift group (Japanese, Gemini
 * 2.5 Pro and 3 Flash); Thaís in Belo Horizonte with Caio and her family (Brazilian Portuguese,
 * Gemini 3 Pro and 3 Flash). The message answered is always 4005.
 */

export const XIMENA = 'Ximena';
export const ORNELLA = 'Ornella';
export const HENRIKE = 'Henrike';
export const ZUZANNA = 'Zuzanna';
export const AYSEGUL = 'Ayşegül';
export const HARUKA = 'Haruka';
export const THAIS = 'Thaís';

/** Ximena and Rocío: a job interview at a bank tomorrow. */
export const ROCIO: readonly string[] = ['Rocío'];
export const ROCIO_ENTREVISTA: ReadonlyMap<number, string> = new Map([
  [4001, 'Mañana es la entrevista en el banco y no he dormido nada 😩'],
  [4003, '¿Me prestas tu blazer negro? El mío tiene una mancha que no sale'],
  [4005, '¿Y si me preguntan por qué dejé el otro trabajo? No sé qué decir'],
]);
export const XIMENA_ENTREVISTA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, '¡Ya mañana! Vas a estar increíble'],
  [4004, 'Déjame ver si ya lo recogí de la tintorería'],
]);

/** Ximena's cousins plan their grandmother's eightieth birthday; Toño asks her. */
export const PRIMOS: readonly string[] = ['Toño', 'Lupita', 'Memo'];
export const PRIMOS_ABUELA: ReadonlyMap<number, string> = new Map([
  [3998, 'Ya aparté el salón para el 14, son 3500 de anticipo'],
  [4000, 'Yo llevo el pastel, ¿tres leches o de chocolate?'],
  [4001, 'Yo no puedo antes de las 6, salgo tarde del trabajo'],
  [4003, 'La abuela dijo que no quiere mariachi, que le da pena 🙈'],
  [4005, 'Xime ¿tú te encargas de las invitaciones? Y ¿cuánto ponemos cada quien?'],
]);
export const XIMENA_ABUELA_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Tres leches, obvio']]);

/** Ornella and her sister Chiara: Christmas and their mother. */
export const CHIARA: readonly string[] = ['Chiara'];
export const CHIARA_NATALE: ReadonlyMap<number, string> = new Map([
  [4001, 'La mamma mi ha chiamato tre volte oggi per il pranzo di Natale'],
  [4003, "Le ho detto che quest'anno vado dai genitori di Pietro e si è offesa a morte"],
  [4005, 'Tu che dici, sono una figlia orribile?'],
]);
export const ORNELLA_NATALE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Lasciami indovinare: chi porta cosa'],
  [4004, 'Ahia.'],
]);

/** Ornella's building group: the lift is broken again; Bertoni asks who comes to a meeting. */
export const CONDOMINIO: readonly string[] = ['Bertoni', 'Lucia', 'Davide'];
export const CONDOMINIO_ASCENSORE: ReadonlyMap<number, string> = new Map([
  [3999, "Buongiorno a tutti, l'ascensore è di nuovo fermo al terzo piano"],
  [4001, 'Ho chiamato la ditta, vengono giovedì mattina'],
  [4003, 'Io con il passeggino come faccio tre giorni a piedi 😩'],
  [4005, 'Propongo una riunione straordinaria lunedì sera alle 21. Chi c’è?'],
]);
export const ORNELLA_ASCENSORE_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Grazie Davide!']]);
/** The same group thanks someone for the geraniums; nothing asks Ornella. */
export const CONDOMINIO_FIORI: ReadonlyMap<number, string> = new Map([
  [4001, 'Chi ha messo i gerani nuovi sul pianerottolo? Bellissimi'],
  [4003, 'Io no, ho il pollice nero 😅'],
  [4005, 'Allora è stata di sicuro la signora Bertoni, grazie!'],
]);
export const ORNELLA_FIORI_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Non io, giuro']]);

/** Henrike and Malte, who moves to Hamburg at the end of the month. */
export const MALTE: readonly string[] = ['Malte'];
export const MALTE_UMZUG: ReadonlyMap<number, string> = new Map([
  [4001, "Der Umzugswagen ist für den 28. gebucht. Jetzt wird's echt"],
  [4003, 'Ich hab keine Ahnung, wie ich das ganze Zeug in 12 Kisten kriegen soll'],
  [4005, 'Kommst du am Samstag zum Abschied? Ist nur im kleinen Kreis'],
]);
export const HENRIKE_UMZUG_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Oh nein, so bald schon?'],
  [4004, 'Du hast zu viele Bücher, das war schon immer dein Problem 😄'],
]);

/** Henrike's Tuesday bouldering group; Kerem asks her to get them in on her staff card. */
export const BOULDER: readonly string[] = ['Kerem', 'Jule', 'Basti'];
export const BOULDER_DIENSTAG: ReadonlyMap<number, string> = new Map([
  [4000, 'Dienstag 19 Uhr wie immer?'],
  [4001, 'Ich fall aus, Ringband gezerrt 🙄'],
  [4003, 'Oh Mist, gute Besserung!'],
  [4005, 'Henrike, kannst du uns wieder auf deine Mitarbeiterkarte reinbringen?'],
]);
export const HENRIKE_BOULDER_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Autsch, Jule. Tape und Pause!'],
]);

/** Zuzanna and her mother. */
export const MAMA: readonly string[] = ['Mama'];
export const MAMA_OBIAD: ReadonlyMap<number, string> = new Map([
  [4001, 'Zuziu, dzwoniłam dwa razy, wszystko dobrze?'],
  [4003, 'Tata pyta, czy przyjedziesz na jego urodziny w niedzielę'],
  [4005, 'I czy ty w ogóle coś jesz? Bo schudłaś na tych zdjęciach'],
]);
export const ZUZANNA_OBIAD_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Tak mamo, byłam na zajęciach, nie mogłam odebrać'],
  [4004, 'Sprawdzę pociągi'],
]);

/** Zuzanna's flat on Długa: the electricity bill; Ola asks her. */
export const MIESZKANIE: readonly string[] = ['Ola', 'Wiktor', 'Kuba'];
export const MIESZKANIE_PRAD: ReadonlyMap<number, string> = new Map([
  [4000, 'Rachunek za prąd przyszedł: 412 zł 😱'],
  [4001, 'To przez grzejnik Kuby, mówię tylko'],
  [4003, 'Ej, ja marznę, mam pokój od północy'],
  [4005, 'Dobra, to dzielimy po równo czy jak? Zuza, co myślisz?'],
]);
export const ZUZANNA_PRAD_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Ile?!']]);

/** Ayşegül and Burcu, whose cat Pamuk is ill. */
export const BURCU: readonly string[] = ['Burcu'];
export const BURCU_PAMUK: ReadonlyMap<number, string> = new Map([
  [4001, 'Pamuk yine bir şey yemiyor, veterinere götürdüm'],
  [4003, 'Böbrek değerlerine bakacaklarmış, sonuç yarın çıkıyor'],
  [4005, 'Çok korkuyorum Ayşe, ya kötü bir şey çıkarsa'],
]);
export const AYSEGUL_PAMUK_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ay canım, ne dedi veteriner?'],
  [4004, 'Tamam, yarın sabaha kadar bekleyeceğiz o zaman'],
]);

/** Ayşegül's hiking group plans Sunday; Kemal is sulking; Deniz asks her. */
export const YURUYUS: readonly string[] = ['Deniz', 'Seda', 'Kemal'];
export const YURUYUS_PAZAR: ReadonlyMap<number, string> = new Map([
  [3999, 'Pazar Kozak yaylası rotası kesin mi?'],
  [4001, 'Ben arabayla gelebilirim, 3 kişi daha alırım'],
  [4003, 'Ben gelmiyorum, geçen sefer beni beklemediniz zaten'],
  [4005, 'Ayşegül sen ne diyorsun, saat kaçta buluşalım?'],
]);
export const AYSEGUL_PAZAR_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Seda süpersin 🙌']]);

/** Haruka and Nanami, who failed another final interview. */
export const NANAMI: readonly string[] = ['Nanami'];
export const NANAMI_SHUKATSU: ReadonlyMap<number, string> = new Map([
  [4001, '最終面接、落ちた…'],
  [4003, 'もう何社目だろ。自分が全部否定されてる気がする'],
  [4005, 'ごめん、暗い話ばっかりで'],
]);
export const HARUKA_SHUKATSU_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'えっ…そっか。連絡くれてありがとう'],
  [4004, '今日はゆっくりしよ'],
]);

/** Haruka's café shift group: the manager Mori asks her to cover Saturday afternoon. */
export const BAITO: readonly string[] = ['Mori', 'Yuto', 'Saki'];
export const BAITO_SHIFT: ReadonlyMap<number, string> = new Map([
  [4000, '来週の土曜、誰かシフト入れる人いますか？'],
  [4001, 'すみません、土曜は法事で無理です'],
  [4003, '私は午前だけならいけます！'],
  [4005, '遥さん、午後お願いできますか？'],
]);
export const HARUKA_SHIFT_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'お疲れさまです！確認しますね'],
]);
/** The same group chats about the new latte; nothing asks Haruka. */
export const BAITO_LATTE: ReadonlyMap<number, string> = new Map([
  [4001, 'さきさん、昨日の新作ラテ飲みました？'],
  [4003, '飲んだ！甘すぎてびっくりした笑'],
  [4005, 'わかる、シロップ半分でいいよね'],
]);
export const HARUKA_LATTE_OWN: ReadonlyMap<number, string> = new Map([[4002, '私も気になってた！']]);

/** Thaís and Caio, three weeks after Júlia left him. */
export const CAIO: readonly string[] = ['Caio'];
export const CAIO_JULIA: ReadonlyMap<number, string> = new Map([
  [4001, 'A Júlia postou foto com outro cara. Três semanas, Thaís. TRÊS'],
  [4003, 'Tô com vontade de mandar mensagem pra ela'],
  [4005, 'Fala sério, mando ou não mando?'],
]);
export const THAIS_JULIA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Caio... respira'],
  [4004, 'Não faz nada agora, por favor'],
]);

/** Thaís's family group: Sunday lunch at aunt Célia's; Célia asks her. */
export const FAMILIA: readonly string[] = ['Tia Célia', 'Rafa', 'Vó Zezé'];
export const FAMILIA_ALMOCO: ReadonlyMap<number, string> = new Map([
  [4000, 'Gente, domingo o almoço é aqui em casa, confirmem!'],
  [4001, 'Eu vou mas só chego depois das 13h, tenho plantão'],
  [4003, 'Quem vai me buscar? 😊'],
  [4005, 'Thaís, você traz a sobremesa e busca a vó? 🙏'],
]);
export const THAIS_ALMOCO_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Oba! Eu vou 🙋‍♀️']]);

export const entrevista = {
  persona: XIMENA,
  participants: ROCIO,
  others: ROCIO_ENTREVISTA,
  own: XIMENA_ENTREVISTA_OWN,
};
export const abuela = {
  persona: XIMENA,
  participants: PRIMOS,
  others: PRIMOS_ABUELA,
  own: XIMENA_ABUELA_OWN,
  chat: 'group' as const,
  callout: true,
};
export const natale = {
  persona: ORNELLA,
  participants: CHIARA,
  others: CHIARA_NATALE,
  own: ORNELLA_NATALE_OWN,
};
export const ascensore = {
  persona: ORNELLA,
  participants: CONDOMINIO,
  others: CONDOMINIO_ASCENSORE,
  own: ORNELLA_ASCENSORE_OWN,
  chat: 'group' as const,
  callout: true,
};
export const fiori = {
  persona: ORNELLA,
  participants: CONDOMINIO,
  others: CONDOMINIO_FIORI,
  own: ORNELLA_FIORI_OWN,
  chat: 'group' as const,
};
export const umzug = { persona: HENRIKE, participants: MALTE, others: MALTE_UMZUG, own: HENRIKE_UMZUG_OWN };
export const boulder = {
  persona: HENRIKE,
  participants: BOULDER,
  others: BOULDER_DIENSTAG,
  own: HENRIKE_BOULDER_OWN,
  chat: 'group' as const,
  callout: true,
};
export const obiad = { persona: ZUZANNA, participants: MAMA, others: MAMA_OBIAD, own: ZUZANNA_OBIAD_OWN };
export const prad = {
  persona: ZUZANNA,
  participants: MIESZKANIE,
  others: MIESZKANIE_PRAD,
  own: ZUZANNA_PRAD_OWN,
  chat: 'group' as const,
  callout: true,
};
export const pamuk = { persona: AYSEGUL, participants: BURCU, others: BURCU_PAMUK, own: AYSEGUL_PAMUK_OWN };
export const pazar = {
  persona: AYSEGUL,
  participants: YURUYUS,
  others: YURUYUS_PAZAR,
  own: AYSEGUL_PAZAR_OWN,
  chat: 'group' as const,
  callout: true,
};
export const shukatsu = {
  persona: HARUKA,
  participants: NANAMI,
  others: NANAMI_SHUKATSU,
  own: HARUKA_SHUKATSU_OWN,
};
export const shift = {
  persona: HARUKA,
  participants: BAITO,
  others: BAITO_SHIFT,
  own: HARUKA_SHIFT_OWN,
  chat: 'group' as const,
  callout: true,
};
export const latte = {
  persona: HARUKA,
  participants: BAITO,
  others: BAITO_LATTE,
  own: HARUKA_LATTE_OWN,
  chat: 'group' as const,
};
export const julia = { persona: THAIS, participants: CAIO, others: CAIO_JULIA, own: THAIS_JULIA_OWN };
export const almoco = {
  persona: THAIS,
  participants: FAMILIA,
  others: FAMILIA_ALMOCO,
  own: THAIS_ALMOCO_OWN,
  chat: 'group' as const,
  callout: true,
};
