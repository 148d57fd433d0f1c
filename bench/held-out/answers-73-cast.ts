/**
 * Set 73's cast: nine invented personas, each in one or two chats. Selin (Turkish, a ceramics
 * student) and Ece; Thảo (Vietnamese, a Hanoi café owner) and a customer, Minh; Ελένη (Greek, a
 * retired teacher) and her granddaughter Δάφνη; Jiwoo (Korean, a webtoon artist) and her friend
 * Minjun, and a stranger; Maud (Dutch) and Sanne; Kasia (Polish) in a cycling workshop group;
 * Baraka (Swahili and Sheng) in a neighbourhood group; Arjun (Hinglish and Hindi) in a Sunday
 * cricket group; Rowan (English, Cornwall) in a bakery's staff group.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Scene = Pick<CorpusEntry, 'persona' | 'participants' | 'others' | 'own' | 'chat'>;

/** Selin and Ece: the Saturday market (4005). */
export const SELIN: Scene = {
  persona: 'Selin',
  participants: ['Ece'],
  others: new Map([
    [4001, 'Atölyede fırın kaçta açılıyor yarın?'],
    [4003, 'Bu arada sırlı kupaların çok güzel olmuş 😍'],
    [4005, 'Cumartesi pazara gelir misin? Tezgâhı birlikte kurarız'],
  ]),
  own: new Map([
    [4002, 'Sanırım dokuzda, hocaya soracağım'],
    [4004, 'Teşekkürler canım, üçü çatladı ama 😅'],
  ]),
};

/** Thảo and Minh: an office order of salt coffee, delivered (4005). */
export const THAO: Scene = {
  persona: 'Thảo',
  participants: ['Minh'],
  others: new Map([
    [4001, 'Chị ơi, mai quán mở mấy giờ ạ?'],
    [4003, 'Em muốn đặt 20 ly cà phê muối cho công ty'],
    [4005, 'Chị giao tận nơi được không? Văn phòng em ở Cầu Giấy'],
  ]),
  own: new Map([
    [4002, 'Mai chị mở từ 7h sáng nha em'],
    [4004, 'Được chứ, em cần lúc mấy giờ?'],
  ]),
};

/** Ελένη and her granddaughter: stuffed tomatoes (4005 asks about the rice). */
export const ELENI: Scene = {
  persona: 'Ελένη',
  participants: ['Δάφνη'],
  others: new Map([
    [4001, 'Γιαγιά, πώς φτιάχνεις τα γεμιστά; Θέλω να τα κάνω για τη Μαρία'],
    [4003, 'Πόση ώρα στο φούρνο;'],
    [4005, 'Και το ρύζι το βάζω άβραστο;'],
  ]),
  own: new Map([
    [4002, 'Καλή μου, θα σου γράψω όλη τη συνταγή'],
    [4004, 'Μιάμιση ώρα στους 180, σκεπασμένα στην αρχή'],
  ]),
};

/** Jiwoo and Minjun: an exhibition on Saturday (4005). */
export const JIWOO: Scene = {
  persona: 'Jiwoo',
  participants: ['민준'],
  others: new Map([
    [4001, '마감 끝났어?'],
    [4003, '이번 화 썸네일 봤는데 대박이더라'],
    [4005, '토요일에 전시 보러 갈래? 성수동에서 하는 거'],
  ]),
  own: new Map([
    [4002, '방금 끝냄 ㅠㅠ 손목 나갈 듯'],
    [4004, 'ㅋㅋ 고마워 세 번 다시 그렸어'],
  ]),
};

/** Jiwoo and a stranger who turns rude (4005). */
export const JIWOO_STRANGER: Scene = {
  persona: 'Jiwoo',
  participants: ['현우'],
  others: new Map([
    [4001, '야 답장 왜 안 함'],
    [4003, '그림 실력도 별로면서 잘난 척은'],
    [4005, '씹냐? 진짜 웃기네'],
  ]),
  own: new Map([[4002, '누구세요?']]),
};

/** Maud and Sanne: the market, a present, a cold (4005). */
export const MAUD: Scene = {
  persona: 'Maud',
  participants: ['Sanne'],
  others: new Map([
    [4001, 'Heb je zin om zaterdag naar de markt te gaan?'],
    [4003, 'Ik moet ook nog een cadeau voor mijn zus'],
    [4005, 'Of ben je nog ziek? 🤒'],
  ]),
  own: new Map([
    [4002, 'Misschien, hangt van het weer af'],
    [4004, 'Wat zoek je voor haar?'],
  ]),
};

const KASIA_PEOPLE = ['Bartek', 'Ola', 'Wojtek', 'Zosia'];

/** The workshop group: tomorrow's ride, Ola asks Kasia by name (4005). */
export const KASIA: Scene = {
  persona: 'Kasia',
  chat: 'group',
  participants: KASIA_PEOPLE,
  others: new Map([
    [3998, 'Ktoś ma klucz do suportu BSA? Mój gdzieś wsiąkł'], // Bartek
    [4000, 'Jutro ustawka o 7:00 pod Wawelem, kto jedzie?'], // Ola
    [4002, 'Ja jadę, ale wolno 🐢'], // Wojtek
    [4003, 'Kasia, ile bierzesz za wymianę łańcucha?'], // Zosia
    [4005, 'Kasia jedziesz jutro czy śpisz? 😄'], // Ola
  ]),
  own: new Map([
    [3999, 'Bartek, mam, wpadnij po pracy'],
    [4001, 'Kto zabierze pompkę?'],
  ]),
};

/** The workshop group another evening: tyres, nothing asked of Kasia (4005). */
export const KASIA_TYRES: Scene = {
  persona: 'Kasia',
  chat: 'group',
  participants: KASIA_PEOPLE,
  others: new Map([
    [4001, 'Założyłem w końcu tubeless, zobaczymy ile wytrzyma'], // Bartek
    [4003, 'Ja zostaję przy dętkach, nie ufam mleku 😅'], // Zosia
    [4005, 'Ktoś widział nowy film GCN o oponach 28 vs 32?'], // Wojtek
  ]),
  own: new Map([[4000, 'Dobranoc wszystkim 🌙']]),
};

const BARAKA_PEOPLE = ['Otieno', 'Wanjiku', 'Kevo', 'Achieng'];

/** The neighbourhood group: Juma's wedding, Achieng asks Baraka (4005). */
export const BARAKA: Scene = {
  persona: 'Baraka',
  chat: 'group',
  participants: BARAKA_PEOPLE,
  others: new Map([
    [3999, 'Arsenal wameshinda tena 🔥🔥'], // Kevo
    [4001, 'Nani anaenda harusi ya Juma Jumamosi?'], // Wanjiku
    [4003, 'Baraka, ile pesa ya mchango umetuma?'], // Otieno
    [4005, 'Baraka tuambie basi, unakuja harusini ama?'], // Achieng
  ]),
  own: new Map([
    [4000, 'Kevo usianze 😂'],
    [4002, 'Nitaangalia ratiba ya kazi kwanza'],
  ]),
};

/** The neighbourhood group: Kevo and Wanjiku bicker about water (4005); nothing for Baraka. */
export const BARAKA_WATER: Scene = {
  persona: 'Baraka',
  chat: 'group',
  participants: BARAKA_PEOPLE,
  others: new Map([
    [4001, 'Maji yamekatika tena block C 😩'], // Wanjiku
    [4003, 'Ni wewe uliacha tap wazi jana usiku'], // Kevo
    [4005, 'Kevo acha uongo, mimi sikuwa nyumbani hata'], // Wanjiku
  ]),
  own: new Map([[4000, 'Habari za asubuhi wote']]),
};

const ARJUN_PEOPLE = ['Rohit', 'Nikhil', 'Faiz', 'Pooja'];

/** The cricket group: the ground is booked, Rohit asks Arjun for his share (4005). */
export const ARJUN: Scene = {
  persona: 'Arjun',
  chat: 'group',
  participants: ARJUN_PEOPLE,
  others: new Map([
    [3998, 'Ground booked for 7am Sunday, ₹300 each'], // Rohit
    [4000, 'Bhai mere pads kisi ke paas hai kya?'], // Faiz
    [4002, 'main aa raha hu, but late ho jaunga 20 min'], // Nikhil
    [4003, 'Arjun tum keeping karoge na?'], // Pooja
    [4005, 'Arjun, UPI kar de bhai, sirf tera baaki hai'], // Rohit
  ]),
  own: new Map([
    [3999, 'Done, main aa raha hu'],
    [4001, 'Faiz mere bag mein hai shayad'],
  ]),
};

/** The cricket group late at night: memes between Faiz and Nikhil (4005); nothing for Arjun. */
export const ARJUN_MEMES: Scene = {
  persona: 'Arjun',
  chat: 'group',
  participants: ARJUN_PEOPLE,
  others: new Map([
    [4001, 'Nikhil ka cover drive dekha? 😂😂'], // Faiz
    [4003, 'kam se kam main ball ko touch toh karta hu'], // Nikhil
    [4005, 'haan haan, slip mein 😂'], // Faiz
  ]),
  own: new Map([[4000, 'Good night sab']]),
};

const ROWAN_PEOPLE = ['Jago', 'Tamsin', 'Kerensa'];

/** The bakery's staff group: the 5am shift, Kerensa asks Rowan (4005). */
export const ROWAN: Scene = {
  persona: 'Rowan',
  chat: 'group',
  participants: ROWAN_PEOPLE,
  others: new Map([
    [4001, 'Oven 2 is making that noise again'], // Tamsin
    [4003, 'Who is on the 5am tomorrow?'], // Jago
    [4005, 'Rowan can you do the 5am? I have the dentist'], // Kerensa
  ]),
  own: new Map([
    [4002, 'Give it a kick, it likes that'],
    [4004, 'Not me, I did three this week'],
  ]),
};

/** The bakery's staff group: Jago and Tamsin sort out the oven (4005); nothing for Rowan. */
export const ROWAN_OVEN: Scene = {
  persona: 'Rowan',
  chat: 'group',
  participants: ROWAN_PEOPLE,
  others: new Map([
    [4001, 'Engineer says the fan bearing is going, part comes Friday'], // Jago
    [4003, 'So we bake everything in oven 1 till then?'], // Tamsin
    [4005, 'Yep, stagger the pasties, pastry first then the buns'], // Jago
  ]),
  own: new Map([[4000, 'Morning all ☕']]),
};
