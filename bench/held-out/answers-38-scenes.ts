/**
 * The chats of set 38: personas who write in scripts other than Latin, each with what the model
 * was shown (the other participants' messages, the persona's own, the names). Message 4005 is the
 * one answered; ids run 3990–4005 as in the rest of the corpus.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Scene = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants' | 'chat'>;

/** Нина, Moscow, a direct chat with her brother Артём before a weekend at the dacha. */
export const NINA: Scene = {
  persona: 'Нина',
  others: new Map([
    [4003, 'Нина, ты завтра на дачу поедешь или нет?'],
    [4005, 'И захвати, пожалуйста, зарядку, я свою опять забыл'],
  ]),
  own: new Map([[4004, 'Наверное поеду, если дождя не будет']]),
  participants: ['Артём'],
};

/** Нина in the family group about the dacha. */
export const NINA_GROUP: Scene = {
  persona: 'Нина',
  chat: 'group',
  others: new Map([
    [4001, 'Мама: кто в субботу везёт рассаду?'],
    [4003, 'Папа, я могу, но только после обеда'],
    [4005, 'Артём, тогда захвати ещё лейку из гаража'],
  ]),
  own: new Map([[4002, 'Я на электричке, рассаду не довезу']]),
  participants: ['Мама', 'Артём', 'Папа'],
};

/** Ελένη, Athens, a group of friends planning the beach. */
export const ELENI: Scene = {
  persona: 'Ελένη',
  chat: 'group',
  others: new Map([
    [4001, 'Ποιος έρχεται Σάββατο στη θάλασσα;'],
    [4003, 'Εγώ μέσα, αλλά μετά τις 12'],
    [4005, 'Ελένη, εσύ; Θα φέρεις και το ψυγειάκι;'],
  ]),
  own: new Map([[4002, 'Ποια παραλία λέτε;']]),
  participants: ['Νίκος', 'Μαρία'],
};

/** ليلى, Amman, a direct chat with her friend عمر after a long drive. */
export const LAYLA: Scene = {
  persona: 'ليلى',
  others: new Map([
    [4003, 'شو صار معك بالمقابلة؟'],
    [4005, 'ليلى، وصلتِ البيت؟ الطريق كان زحمة كتير اليوم'],
  ]),
  own: new Map([[4004, 'منيحة الحمد لله، بحكيلك لما أوصل']]),
  participants: ['عمر'],
};

/** נועה, Tel Aviv, a flatmates' group. */
export const NOA: Scene = {
  persona: 'נועה',
  chat: 'group',
  others: new Map([
    [4001, 'מי לקח את המטען מהסלון?'],
    [4003, 'לא אני, אני בעבודה עד שמונה'],
    [4005, 'נועה, את מגיעה מחר לארוחת שישי?'],
  ]),
  own: new Map([[4002, 'אולי אני, אבדוק כשאגיע הביתה']]),
  participants: ['איתי', 'שירה'],
};

/** The same flat, a turn that is between the other two. */
export const NOA_ASIDE: Scene = {
  ...NOA,
  others: new Map([
    [4001, 'מי לקח את המטען מהסלון?'],
    [4003, 'לא אני, אני בעבודה עד שמונה'],
    [4005, 'שירה, אז אולי את? הוא היה ליד הספה'],
  ]),
};

/** Priya (प्रिया), Pune, a direct chat with राहुल about concert tickets. */
export const PRIYA: Scene = {
  persona: 'प्रिया',
  others: new Map([
    [4003, 'टिकट के पैसे भेजे क्या?'],
    [4005, 'और कल कितने बजे निकलना है? मुझे ऑफिस से जल्दी निकलना पड़ेगा'],
  ]),
  own: new Map([[4004, 'रुक, अभी UPI खोल रही हूँ']]),
  participants: ['राहुल'],
};

/** রূপা, Kolkata, a direct chat with her cousin about coming home late. */
export const RUPA: Scene = {
  persona: 'রূপা',
  others: new Map([[4005, 'কখন ফিরবি আজ? মা জিজ্ঞেস করছে রাতে কী খাবি']]),
  own: new Map([[4004, 'অফিসে আজ খুব চাপ']]),
  participants: ['তিতলি'],
};

/** காவ்யா, Chennai, a direct chat with a college friend. */
export const KAVYA: Scene = {
  persona: 'காவ்யா',
  others: new Map([[4005, 'இன்னைக்கு சாயங்காலம் பீச் போலாமா? 6 மணிக்கு?']]),
  own: new Map([[4004, 'இன்னைக்கு லீவு தான்']]),
  participants: ['அருண்'],
};

/** มะลิ, Bangkok, an office group. */
export const MALI: Scene = {
  persona: 'มะลิ',
  chat: 'group',
  others: new Map([
    [4001, 'พรุ่งนี้ประชุมกี่โมงนะ'],
    [4003, 'สิบโมงครึ่งค่ะพี่'],
    [4005, 'ใครจะสั่งชานมไข่มุกบ้าง เดี๋ยวผมสั่งรวม'],
  ]),
  own: new Map([[4002, 'ห้องประชุมเล็กนะคะ']]),
  participants: ['พี่ต้น', 'แนน'],
};

/** ნინო, Tbilisi, a direct chat with a friend about the cinema. */
export const NINO: Scene = {
  persona: 'ნინო',
  others: new Map([[4005, 'ნინო, შაბათს თავისუფალი ხარ? კინოში წავიდეთ']]),
  own: new Map([[4004, 'ეს კვირა საშინელი იყო']]),
  participants: ['გიორგი'],
};

/** Անի, Yerevan, a direct chat with her brother Արամ. */
export const ANI: Scene = {
  persona: 'Անի',
  others: new Map([[4005, 'Անի, վաղը երբ ես գալիս տուն։ Մաման հարցնում է']]),
  own: new Map([[4004, 'Աշխատանքից հետո կզանգեմ']]),
  participants: ['Արամ'],
};

/** 지아, Seoul, a group of university friends. */
export const JIA: Scene = {
  persona: '지아',
  chat: 'group',
  others: new Map([
    [4001, '민준: 이번 주 금요일 다들 시간 돼?'],
    [4003, '서연 나 7시 이후 가능'],
    [4005, '지아야 너는? 금요일 삼겹살 ㄱㄱ?'],
  ]),
  own: new Map([[4002, '헐 벌써 금요일이야?']]),
  participants: ['민준', '서연'],
};

/** The same group, a turn between the other two. */
export const JIA_ASIDE: Scene = {
  ...JIA,
  others: new Map([
    [4001, '민준: 이번 주 금요일 다들 시간 돼?'],
    [4003, '서연 나 7시 이후 가능'],
    [4005, '서연아 그럼 7시 반에 신촌역 어때?'],
  ]),
};

/** さくら, Osaka, a direct chat with a friend from her part-time job. */
export const SAKURA: Scene = {
  persona: 'さくら',
  others: new Map([
    [4003, '来週の土曜日シフト入ってる？'],
    [4005, 'もし休みなら一緒にUSJ行かない？チケット2枚あるんだ'],
  ]),
  own: new Map([[4004, 'ちょっと待ってね、シフト表見てくる']]),
  participants: ['ゆい'],
};

/** 小雨, Chengdu, a direct chat with a colleague. */
export const XIAOYU: Scene = {
  persona: '小雨',
  others: new Map([
    [4003, '周六有空吗？'],
    [4005, '想约你去吃火锅，新开的那家，听说要排队两个小时'],
  ]),
  own: new Map([[4004, '最近加班加到头秃']]),
  participants: ['阿杰'],
};

/** Деси, Sofia, a direct chat with a friend. */
export const DESI: Scene = {
  persona: 'Деси',
  others: new Map([[4005, 'Деси, ще дойдеш ли на рождения ден на Мила в петък?']]),
  own: new Map([[4004, 'Тази седмица съм пребита от работа']]),
  participants: ['Калина'],
};

/** زینب, Lahore, a direct chat in Urdu with her sister. */
export const ZAINAB: Scene = {
  persona: 'زینب',
  others: new Map([[4005, 'آپی، امی پوچھ رہی ہیں آپ عید پر کب آئیں گی؟']]),
  own: new Map([[4004, 'ابھی ٹکٹ دیکھ رہی ہوں']]),
  participants: ['حنا'],
};
