/**
 * Set 93's cast: seven invented personas, each in a direct chat with one friend or relative,
 * on Gemini 2.5 Flash and Gemini 3. Nina, a pharmacist in Samara, with her younger sister Olya
 * (Russian); Bartek, a Kraków tram driver, with his friend Michał (Polish); Juliana, a nurse in
 * Recife, with her cousin Thiago in São Paulo (Brazilian Portuguese); Andrés, a baker in
 * Valencia, with his brother Quique (Spanish); Elif, a primary teacher in İzmir, with her friend
 * Zeynep (Turkish); Sanne, an architect in Utrecht, with her father Henk (Dutch); Priya, a vet
 * nurse in Leicester, with her best friend Hannah (English). The message answered is always 4005.
 */

export const NINA = 'Нина';
export const BARTEK = 'Bartek';
export const JULIANA = 'Juliana';
export const ANDRES = 'Andrés';
export const ELIF = 'Elif';
export const SANNE = 'Sanne';
export const PRIYA = 'Priya';

/** Nina and Olya: their mother's operation; Olya's breakup with Dima. */
export const OLYA: readonly string[] = ['Оля'];
export const OLYA_SURGERY: ReadonlyMap<number, string> = new Map([
  [4001, 'Нин, маме назначили операцию на четверг, желчный'],
  [4003, 'Она делает вид что всё нормально, но я же слышу по голосу'],
  [4005, 'Ты сможешь приехать? Я одна не вытяну, у меня Сёма с температурой'],
]);
export const NINA_SURGERY_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ох. Кто оперирует, в областной?'],
  [4004, 'Сейчас посмотрю смены'],
]);
export const OLYA_BREAKUP: ReadonlyMap<number, string> = new Map([
  [4001, 'Мы с Димой всё'],
  [4003, 'Он забрал вещи пока я была на работе. Даже кота не покормил'],
  [4005, 'Я нормально. Наверное. Скажи что-нибудь'],
]);
export const NINA_BREAKUP_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Оля?? Что случилось'],
  [4004, 'Господи. Я тебе сейчас позвоню?'],
]);

/** Bartek and Michał: Michał's job interview; his sister Agnieszka's wedding. */
export const MICHAL: readonly string[] = ['Michał'];
export const MICHAL_INTERVIEW: ReadonlyMap<number, string> = new Map([
  [4001, 'Jutro o 9 rozmowa w tym software housie na Zabłociu'],
  [4003, 'Trzeci raz w tym miesiącu, jak znowu odpadnę to chyba rzucam IT'],
  [4005, 'Dobra, powiedz szczerze, brać ten garnitur czy to przesada?'],
]);
export const BARTEK_INTERVIEW_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'No i super, w końcu coś konkretnego'],
  [4004, 'Weź przestań, tamte dwie to były jakieś cyrki'],
]);
export const MICHAL_WEDDING: ReadonlyMap<number, string> = new Map([
  [4001, 'Agnieszka pyta czy będziesz z osobą towarzyszącą, musi zamknąć listę do piątku'],
  [4003, 'I czy zabierasz się z nami busem z Krakowa czy jedziesz sam'],
  [4005, 'Halo, żyjesz? 😅'],
]);
export const BARTEK_WEDDING_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'O kurczę, już?'],
  [4004, 'Daj mi chwilę, kończę kurs'],
]);

/** Juliana and Thiago: his mother's fall; his layoff and a move back to Recife. */
export const THIAGO: readonly string[] = ['Thiago'];
export const THIAGO_FALL: ReadonlyMap<number, string> = new Map([
  [4001, 'Ju, minha mãe caiu no banheiro ontem, ela te contou?'],
  [4003, 'Ela diz que não foi nada mas tá mancando'],
  [4005, 'Tu consegue passar lá amanhã e dar uma olhada? Eu só consigo voar no fim do mês'],
]);
export const JULIANA_FALL_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Não contou não!! Como ela tá?'],
  [4004, 'Típico da tia Célia kkkk'],
]);
export const THIAGO_LAYOFF: ReadonlyMap<number, string> = new Map([
  [4001, 'Fui demitido hoje'],
  [4003, 'Tô pensando seriamente em voltar pra Recife. SP tá me engolindo'],
  [4005, 'Fala sério comigo, é loucura?'],
]);
export const JULIANA_LAYOFF_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Oxe, como assim? Do nada?'],
  [4004, 'Calma, respira'],
]);

/** Andrés and Quique: their father's seventieth; Quique's girlfriend Marta and a shared flat. */
export const QUIQUE: readonly string[] = ['Quique'];
export const QUIQUE_BIRTHDAY: ReadonlyMap<number, string> = new Map([
  [4001, 'Lo de la paella para los 70 del papá, ¿lo hacemos en el pueblo o en tu casa?'],
  [4003, 'Mamá dice que él no quiere nada, que no está para fiestas'],
  [4005, 'Pero yo creo que en el fondo le haría ilusión, ¿tú qué dices?'],
]);
export const ANDRES_BIRTHDAY_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Buena pregunta'],
  [4004, 'Desde lo de la rodilla está más apagado, sí'],
]);
export const QUIQUE_FLAT: ReadonlyMap<number, string> = new Map([
  [4001, 'Marta me ha dicho que quiere que vivamos juntos'],
  [4003, 'Y yo encantado eh, pero es que su piso es el doble de caro que el mío'],
  [4005, 'No sé, tío. ¿Me estoy rayando por nada?'],
]);
export const ANDRES_FLAT_OWN: ReadonlyMap<number, string> = new Map([
  [4002, '¡Hombre! Ya era hora'],
  [4004, '¿Y qué le has dicho?'],
]);

/** Elif and Zeynep: Zeynep's boss; Zeynep's engagement. */
export const ZEYNEP: readonly string[] = ['Zeynep'];
export const ZEYNEP_BOSS: ReadonlyMap<number, string> = new Map([
  [4001, 'Kerem Bey bugün toplantıda herkesin önünde bana bağırdı'],
  [4003, 'Sunumdaki rakamlar yanlışmış, ama o rakamları bana o verdi!!'],
  [4005, 'İstifa mektubunu yazdım bile, göndereyim mi sence?'],
]);
export const ELIF_BOSS_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ne?? Neden?'],
  [4004, 'İnanılmaz ya'],
]);
export const ZEYNEP_ENGAGEMENT: ReadonlyMap<number, string> = new Map([
  [4001, 'Nişan tarihi kesinleşti: 14 Haziran!'],
  [4003, "Emre'nin annesi salonu kendisi seçmek istiyor, ben de istemiyorum tabii"],
  [4005, 'Bir de nişanda bana nedime olur musun? 🥹'],
]);
export const ELIF_ENGAGEMENT_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ayyy nihayet!!! 🎉'],
  [4004, 'Ay o kadın yine mi'],
]);

/** Sanne and her father Henk: his knee operation; her move to Amersfoort. */
export const HENK: readonly string[] = ['Henk'];
export const HENK_KNEE: ReadonlyMap<number, string> = new Map([
  [4001, 'De orthopeed zegt dat de knie er in maart in moet'],
  [4003, 'Je moeder wil dat ik dan een week bij jullie kom, maar dat hoeft echt niet'],
  [4005, 'Ik red me prima met krukken. Toch?'],
]);
export const SANNE_KNEE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Eindelijk duidelijkheid! Hoe voel je je erover?'],
  [4004, 'Pap…'],
]);
export const HENK_MOVE: ReadonlyMap<number, string> = new Map([
  [4001, 'Zaterdag om 8 uur sta ik met de bus van Gerrit voor de deur'],
  [4003, 'Heb je genoeg dozen? Ik heb er nog twintig op zolder'],
  [4005, 'En wie komen er nog meer helpen?'],
]);
export const SANNE_MOVE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Top pap, je bent een held'],
  [4004, 'Dozen heb ik, tape niet 😅'],
]);

/** Priya and Hannah: Hannah's ex Jordan; Hannah's sister Beth's hen do. */
export const HANNAH: readonly string[] = ['Hannah'];
export const HANNAH_EX: ReadonlyMap<number, string> = new Map([
  [4001, 'Jordan messaged me. After 8 months. "hey stranger"'],
  [4003, 'And the worst part is I got butterflies?? what is wrong with me'],
  [4005, 'Do I reply or not. Be honest'],
]);
export const PRIYA_EX_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'NO. He did not'],
  [4004, 'Nothing is wrong with you'],
]);
export const HANNAH_HEN: ReadonlyMap<number, string> = new Map([
  [4001, "Beth's hen: I'm thinking Bath, the spa + cocktail class"],
  [4003, 'Budget is the problem, Aunt Sue already said £200 is too much'],
  [4005, "Can you help me make a plan tonight? I'm drowning"],
]);
export const PRIYA_HEN_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ooh Bath would be lovely'],
  [4004, 'Sue says that about everything'],
]);

export const surgery = { persona: NINA, participants: OLYA, others: OLYA_SURGERY, own: NINA_SURGERY_OWN };
export const breakup = { persona: NINA, participants: OLYA, others: OLYA_BREAKUP, own: NINA_BREAKUP_OWN };
export const interview = {
  persona: BARTEK,
  participants: MICHAL,
  others: MICHAL_INTERVIEW,
  own: BARTEK_INTERVIEW_OWN,
};
export const wedding = {
  persona: BARTEK,
  participants: MICHAL,
  others: MICHAL_WEDDING,
  own: BARTEK_WEDDING_OWN,
};
export const fall = { persona: JULIANA, participants: THIAGO, others: THIAGO_FALL, own: JULIANA_FALL_OWN };
export const layoff = {
  persona: JULIANA,
  participants: THIAGO,
  others: THIAGO_LAYOFF,
  own: JULIANA_LAYOFF_OWN,
};
export const birthday = {
  persona: ANDRES,
  participants: QUIQUE,
  others: QUIQUE_BIRTHDAY,
  own: ANDRES_BIRTHDAY_OWN,
};
export const flat = { persona: ANDRES, participants: QUIQUE, others: QUIQUE_FLAT, own: ANDRES_FLAT_OWN };
export const boss = { persona: ELIF, participants: ZEYNEP, others: ZEYNEP_BOSS, own: ELIF_BOSS_OWN };
export const engagement = {
  persona: ELIF,
  participants: ZEYNEP,
  others: ZEYNEP_ENGAGEMENT,
  own: ELIF_ENGAGEMENT_OWN,
};
export const knee = { persona: SANNE, participants: HENK, others: HENK_KNEE, own: SANNE_KNEE_OWN };
export const move = { persona: SANNE, participants: HENK, others: HENK_MOVE, own: SANNE_MOVE_OWN };
export const ex = { persona: PRIYA, participants: HANNAH, others: HANNAH_EX, own: PRIYA_EX_OWN };
export const hen = { persona: PRIYA, participants: HANNAH, others: HANNAH_HEN, own: PRIYA_HEN_OWN };
