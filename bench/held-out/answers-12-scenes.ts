/**
 * The scenes of held-out set 12: one chat per persona language, each with what the model was
 * shown (the other participants' messages 4001, 4003, 4005, the persona's own 4002 and 4004, and
 * the participants' names). The model answers 4005 in every scene; Heidi's scene is the corpus
 * default.
 */
import type { CorpusEntry, Expected } from '../../tests/tasks/corpus/evaluate.js';

type Scene = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants'>;

function scene(
  persona: string,
  participants: readonly string[],
  others: readonly [string, string, string],
  own: readonly [string, string],
): Scene {
  return {
    persona,
    participants,
    others: new Map([
      [4001, others[0]],
      [4003, others[1]],
      [4005, others[2]],
    ]),
    own: new Map([
      [4002, own[0]],
      [4004, own[1]],
    ]),
  };
}

export const SPANISH = scene(
  'Lucía',
  ['Mateo', 'Carla'],
  [
    'ayer terminé la mudanza, el perro no paró de ladrar en todo el viaje',
    '¿alguien sabe si la piscina abre el domingo?',
    '¿vienes a la cena del viernes o te quedas en casa?',
  ],
  ['¡Pobre perro! ¿Y ya se acostumbró al piso nuevo?', 'Creo que sí, el domingo abren a las diez'],
);

export const PORTUGUESE = scene(
  'Beatriz',
  ['Rafael', 'Júlia'],
  [
    'consegui a vaga no estágio, começo segunda-feira!',
    'alguém tem o contato daquele eletricista?',
    'bora comemorar sábado no bar do Zé?',
  ],
  ['Parabéns!!! Sabia que você ia conseguir', 'Tenho sim, te mando daqui a pouco'],
);

export const POLISH = scene(
  'Kasia',
  ['Tomek', 'Ola'],
  [
    'w końcu naprawiłem rower, hamulce działają jak nowe',
    'czy ktoś pożyczy mi ładowarkę do laptopa na jutro?',
    'jedziemy w sobotę nad jezioro, jesteś z nami?',
  ],
  ['Brawo! Ile cię to kosztowało?', 'Mam zapasową, przyniosę ci rano'],
);

export const TURKISH = scene(
  'Elif',
  ['Emre', 'Zeynep'],
  [
    'sonunda ehliyet sınavını geçtim, üçüncü denemede oldu',
    'yarın kahvaltıya kim geliyor, masa ayırtayım mı?',
    'cumartesi arabayla sahile gidelim mi?',
  ],
  ['Tebrikler!! Üçüncüde olsun, önemli olan geçmek', 'Ben geliyorum, dört kişilik ayırt bence'],
);

export const VIETNAMESE = scene(
  'Linh',
  ['Minh', 'Hà'],
  [
    'tuần này mình chuyển sang chỗ làm mới rồi',
    'có ai biết quán phở nào ngon gần Hồ Gươm không?',
    'tối thứ bảy đi karaoke không mọi người?',
  ],
  ['Chúc mừng nha! Công việc mới thế nào?', 'Quán Phở Thìn ngon lắm đó'],
);

export const INDONESIAN = scene(
  'Putri',
  ['Dimas', 'Sari'],
  [
    'motorku mogok lagi di jalan tol tadi pagi',
    'ada yang punya resep rendang yang gampang?',
    'besok jadi nonton bareng nggak?',
  ],
  ['Yaampun, terus gimana pulangnya?', 'Aku punya, nanti aku kirim ya'],
);

export const ARABIC = scene(
  'ليلى',
  ['عمر', 'سارة'],
  [
    'وصلت أخيراً إلى دبي، الرحلة كانت طويلة جداً',
    'هل أحد يعرف صيدلية مفتوحة الآن؟',
    'هل نلتقي يوم الجمعة بعد الصلاة؟',
  ],
  ['الحمد لله على السلامة! كيف كانت الرحلة؟', 'صيدلية النهدي قريبة منك ومفتوحة ٢٤ ساعة'],
);

export const HINDI = scene(
  'Priya',
  ['Arjun', 'Neha'],
  [
    'finally naya flat mil gaya, Koramangala mein',
    'kisi ke paas extra umbrella hai? baarish ho rahi hai',
    'Saturday ko housewarming hai, aaogi na?',
  ],
  ['Arre wah! Congratulations 🎉 rent kitna hai?', 'Haan mere paas hai, lobby mein rakh dungi'],
);

export const UKRAINIAN = scene(
  'Оксана',
  ['Андрій', 'Марія'],
  [
    'нарешті переїхав до Львова, кіт усю дорогу нявкав',
    'хтось бачив мій синій шарф? здається, я забула його в кавʼярні',
    'ти будеш у суботу на концерті?',
  ],
  ['Ой, бідний котик! Як він зараз?', 'Бачила синій шарф біля вішалки, завтра подивлюся'],
);

export const DUTCH = scene(
  'Sanne',
  ['Daan', 'Lotte'],
  [
    'ik heb eindelijk mijn scriptie ingeleverd, wat een opluchting',
    'weet iemand of de markt zaterdag doorgaat met dit weer?',
    'zin om vrijdag te borrelen bij De Kroon?',
  ],
  ['Gefeliciteerd!! Nu eerst een week niks doen', 'Volgens mij wel, ze hebben een overkapping'],
);

/** A message as the corpus states it. */
export function send(text: string, replyTo?: number): Expected {
  return replyTo === undefined ? { type: 'send', text } : { type: 'send', text, replyTo };
}

/** A reaction as the corpus states it (the target, 4005, unless named). */
export function react(emoji: string, messageId = 4005): Expected {
  return { type: 'react', emoji, messageId };
}

/** Silence for any reason: the corpus checks `silence` as a word of the reason, and '' is in every one. */
export const SILENT = '';
