/**
 * Set 102's cast: seven invented personas who read the people they talk to. Siobhán, a Cork
 * nurse, with her friend Aoife in Irish English (Gemini 2.5 Flash); Lupita in her cousins' group
 * in Mexican Spanish (Gemini 2.5 Pro); Wiebke with her friend Jens and in a Hamburg hiking group
 * in German (Gemini 3 Flash); Margaux in her old flatmates' group and with her friend Inès in
 * French (Gemini 3 Pro); 지은 with her friend 수빈 in Korean (Gemini 2.5 Flash); Nazlı in her
 * block of flats' group and with her sister Zeynep in Turkish (Gemini 2.5 Pro); Hạnh with her
 * friend Linh and in a class reunion group in Vietnamese (Gemini 3 Flash and 3 Pro). The
 * message answered is always 4005.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** What a scene gives every entry played in it. */
export type Scene = Pick<CorpusEntry, 'persona' | 'participants' | 'others' | 'own' | 'chat' | 'callout'>;

export const SIOBHAN = 'Siobhán';
export const LUPITA = 'Lupita';
export const WIEBKE = 'Wiebke';
export const MARGAUX = 'Margaux';
export const JIEUN = '지은';
export const NAZLI = 'Nazlı';
export const HANH = 'Hạnh';

/** Aoife's daughter Niamh sits her first Leaving Cert paper tomorrow; coffee on Saturday. */
export const leaving: Scene = {
  persona: SIOBHAN,
  participants: ['Aoife'],
  others: new Map([
    [4001, "Niamh's first Leaving Cert paper is tomorrow, English Paper 1. She's barely eating"],
    [4003, "And I'm no better, I've cleaned the oven twice tonight 🙈"],
    [4005, 'Are we still on for coffee Saturday or will you be wrecked after nights?'],
  ]),
  own: new Map([
    [4002, 'Ah God love her. Is she still at the books?'],
    [4004, 'Hang on, let me check the rota'],
  ]),
};

/** Aoife's mam had a fall and is in hospital; Siobhán is on a night shift. */
export const mam: Scene = {
  persona: SIOBHAN,
  participants: ['Aoife'],
  others: new Map([
    [4001, "Mam had a fall this morning, she's in the Bon Secours getting the hip looked at"],
    [4003, "They're saying surgery maybe tomorrow"],
    [4005, 'Sorry I know you’re on shift, just needed to tell someone'],
  ]),
  own: new Map([[4002, 'Oh no Aoife. Is she in pain?']]),
};

/** Lupita's cousins plan tía Chayo's seventieth; Fer asks her by name about the mariachis. */
export const tia: Scene = {
  persona: LUPITA,
  participants: ['Fer', 'Karla', 'Memo'],
  chat: 'group',
  callout: true,
  others: new Map([
    [3998, 'Entonces la fiesta de la tía Chayo es el sábado 14, ¿sí?'],
    [4000, 'Sí, en el salón de la colonia. Yo llevo el pastel'],
    [4001, 'Yo no sé si llegue, me toca guardia en el hospital 😩'],
    [4003, 'La tía anda bien sentida porque dice que nadie le habla'],
    [4005, 'Lupita ¿tú te encargas de los mariachis o le digo a mi compadre?'],
  ]),
  own: new Map([
    [4002, 'Ay Memo, a ver si te cambian el turno'],
    [4004, 'Yo le marqué ayer pero no me contestó'],
  ]),
};

/** Karla and Fer talk about a telenovela between themselves. */
export const novela: Scene = {
  persona: LUPITA,
  participants: ['Fer', 'Karla', 'Memo'],
  chat: 'group',
  others: new Map([
    [4001, '¿Vieron el capítulo de anoche? No puedo creer que Renata lo perdonó'],
    [4003, 'Yo grité jajaja mi mamá me calló'],
    [4005, 'Karla el próximo lo vemos juntas, yo llevo las palomitas'],
  ]),
  own: new Map([[4002, 'Ya no la veo desde que mataron a Julián 😂']]),
};

/** Jens's son Paul starts school on Saturday; Jens asks Wiebke to come and bake. */
export const schultuete: Scene = {
  persona: WIEBKE,
  participants: ['Jens'],
  others: new Map([
    [4001, 'Paul hat heute seine Schultüte gebastelt, er ist total aufgeregt wegen Samstag'],
    [4003, 'Ich glaub, ich bin nervöser als er 😅'],
    [4005, 'Kommst du Samstag zur Feier? Und könntest du vielleicht deinen Zwetschgenkuchen mitbringen?'],
  ]),
  own: new Map([
    [4002, 'Oh wie süß! Welche Farbe hat sie?'],
    [4004, 'Moment, ich schau kurz in den Kalender'],
  ]),
};

/** Wiebke's hiking group plans Sunday; Olaf's knee; Birte asks Wiebke by name. */
export const wandern: Scene = {
  persona: WIEBKE,
  participants: ['Birte', 'Olaf', 'Kathrin'],
  chat: 'group',
  callout: true,
  others: new Map([
    [3999, 'Sonntag Harburger Berge, Treffpunkt 9 Uhr S-Bahn Neugraben'],
    [4001, 'Ich weiß noch nicht, das Knie zwickt seit der letzten Tour'],
    [4003, 'Olaf, lieber einmal aussetzen als wieder drei Monate Pause'],
    [4005, 'Wiebke, bist du dabei? Und nimmst du wieder die Thermoskanne mit?'],
  ]),
  own: new Map([[4002, 'Oh nein Olaf, gute Besserung!']]),
};

/** Margaux's old flatmates plan a weekend in Annecy; Inès has just been left by Thomas. */
export const annecy: Scene = {
  persona: MARGAUX,
  participants: ['Chloé', 'Karim', 'Inès'],
  chat: 'group',
  callout: true,
  others: new Map([
    [3999, 'Bon, Annecy le week-end du 21, on valide ?'],
    [4001, "Moi c'est bon ! J'ai posé mon vendredi"],
    [4003, "Je sais pas trop... depuis que Thomas est parti j'ai pas trop la tête à ça"],
    [4005, 'Margaux tu peux regarder les gîtes ? T’es la reine des bons plans 😄'],
  ]),
  own: new Map([[4002, 'Trop bien Chloé !']]),
};

/** Inès writes to Margaux privately after the group. */
export const ines: Scene = {
  persona: MARGAUX,
  participants: ['Inès'],
  others: new Map([
    [4001, "Désolée pour le groupe, j'ai pas voulu plomber l'ambiance"],
    [4003, "C'est juste que tout me rappelle Thomas en ce moment"],
    [4005, 'Tu crois que je devrais venir quand même ?'],
  ]),
  own: new Map([[4002, 'Tu plombes rien du tout, t’inquiète']]),
};

/** 수빈 has a job interview tomorrow and asks 지은 to dinner after it. */
export const myeonjeop: Scene = {
  persona: JIEUN,
  participants: ['수빈'],
  others: new Map([
    [4001, '나 내일 면접이야… 진짜 떨려 죽겠어'],
    [4003, '엄마는 자꾸 전화해서 준비 잘했냐고 물어보고 ㅠㅠ'],
    [4005, '면접 끝나고 저녁 같이 먹을래? 너 내일 야근 없지?'],
  ]),
  own: new Map([
    [4002, '헐 어디?? 그 디자인 회사?'],
    [4004, '잠깐만 일정 좀 볼게'],
  ]),
};

/** Nazlı manages her block of flats: the lift, Hülya Hanım's cat; Kemal Bey asks her by name. */
export const apartman: Scene = {
  persona: NAZLI,
  participants: ['Kemal Bey', 'Hülya Hanım', 'Serkan'],
  chat: 'group',
  callout: true,
  others: new Map([
    [3999, 'Asansör yine bozuldu arkadaşlar, tamirci yarın gelecekmiş'],
    [4001, 'Benim Pamuk iki gündür eve gelmedi, gören olursa lütfen haber versin 😢'],
    [4003, 'Tamirci parasını aidattan mı ödüyoruz yoksa ayrı mı toplanacak?'],
    [4005, 'Nazlı Hanım siz yöneticisiniz, bir açıklama yapar mısınız?'],
  ]),
  own: new Map([[4002, 'Hülya Hanım çok geçmiş olsun, ben de bahçeye bakarım']]),
};

/** Kemal Bey and Serkan talk football in the building's group. */
export const mac: Scene = {
  persona: NAZLI,
  participants: ['Kemal Bey', 'Hülya Hanım', 'Serkan'],
  chat: 'group',
  others: new Map([
    [4001, 'Serkan Bey dün akşamki maçı izlediniz mi?'],
    [4003, 'İzledim abi, hakem rezaletti, o penaltı değildi'],
    [4005, 'Aynen, VAR ne işe yarıyor anlamadım gitti'],
  ]),
  own: new Map([[4002, 'Pamuk bulunmuş, Hülya Hanım çok sevindi 🐱']]),
};

/** Nazlı's younger sister Zeynep: their mother will be alone for the Bayram. */
export const bayram: Scene = {
  persona: NAZLI,
  participants: ['Zeynep'],
  others: new Map([
    [4001, 'Annem yine aradı, bayramda kimse gelmiyor diye ağlamış'],
    [4003, 'Ben gelemem biliyorsun, izin vermediler'],
    [4005, 'Sen gidebilir misin abla?'],
  ]),
  own: new Map([[4002, 'Ay yine mi 😔']]),
};

/** Linh's baby is teething, her husband is away; she asks Hạnh over on Sunday. */
export const bena: Scene = {
  persona: HANH,
  participants: ['Linh'],
  others: new Map([
    [4001, 'Bé Na mọc răng, cả đêm qua không ngủ, mình mệt rã rời'],
    [4003, 'Anh Tuấn thì đi công tác đến thứ Sáu mới về'],
    [4005, 'Chủ nhật cậu có rảnh qua nhà mình chơi không? Mình nhớ cậu quá'],
  ]),
  own: new Map([[4002, 'Trời ơi thương Na quá. Cậu có chợp mắt được tí nào không?']]),
};

/** A class reunion ten years on; Trang does not want to come; Minh asks Hạnh by name. */
export const hoplop: Scene = {
  persona: HANH,
  participants: ['Minh', 'Trang', 'Quân'],
  chat: 'group',
  callout: true,
  others: new Map([
    [3999, '10 năm ra trường rồi đấy, họp lớp thôi mọi người ơi'],
    [4001, 'Mình chắc không đi được, dạo này mình không muốn gặp ai lắm'],
    [4003, 'Sao thế Trang? Đi đi cho vui mà'],
    [4005, 'Hạnh ơi, bạn chốt nhà hàng giúp mọi người nhé? Bạn rành khu Hoàn Kiếm nhất'],
  ]),
  own: new Map([[4002, 'Đi thôi!! Nhớ cả lớp quá']]),
};
