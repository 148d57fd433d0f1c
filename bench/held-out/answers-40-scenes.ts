import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/**
 * The chats of set 40: personas of South and Southeast Asia, Africa and the Middle East, named
 * in their own script, each with the window the model was shown (others at 4001, 4003, 4005;
 * the persona's own at 4002 and 4004).
 */
export type Scene = Required<Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants'>>;

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

/** The same chat with another newest message (4005), one not addressed to the persona. */
export function withTarget(base: Scene, text: string): Scene {
  return { ...base, others: new Map([...base.others, [4005, text]]) };
}

export const HINDI = scene(
  'अनन्या',
  ['रोहित'],
  [
    'कल रात की पार्टी में तुम अचानक कहाँ गायब हो गई थी?',
    'मम्मी ने पूछा है कि रविवार को खाने पर आओगी या नहीं',
    'और हाँ, मेरी नीली छतरी तुम्हारे पास रह गई क्या?',
  ],
  ['अरे सिर दर्द हो रहा था, जल्दी निकल गई 😅', 'रविवार पक्का! क्या बनेगा?'],
);

export const MARATHI = scene(
  'सई',
  ['ओंकार', 'केतकी'],
  [
    'उद्या सिंहगडला ट्रेकला कोण कोण येतंय?',
    'मी येते, पण सकाळी सहाच्या आधी नाही जमणार',
    'सई, तुझ्याकडे ती मोठी टॉर्च आहे ना? आणशील का?',
  ],
  ['मी पण! पोहे घेऊन येते', 'सहा वाजता पायथ्याशी भेटू'],
);

export const BENGALI = scene(
  'তৃষা',
  ['অর্ক'],
  [
    'পুজোর ছুটিতে দার্জিলিং যাওয়ার প্ল্যানটা কি এখনও আছে?',
    'টিকিট কাটার আগে একবার মায়ের সাথে কথা বলে নিস',
    'আর শোন, শনিবার সন্ধ্যায় ফাঁকা আছিস?',
  ],
  ['আছে তো! শুধু হোটেলটা ঠিক করা বাকি', 'হ্যাঁ বলেছি, মা রাজি 😊'],
);

export const TAMIL = scene(
  'கயல்',
  ['Karthik', 'Divya'],
  [
    'இன்னைக்கு மேட்ச் யாரு பாக்க வர்றீங்க? என் வீட்டுல பெரிய ஸ்கிரீன் இருக்கு',
    'நான் வர்றேன், பிரியாணி நான் வாங்கிட்டு வர்றேன்',
    'கயல் நீ வருவியா? ஏழு மணிக்கு ஸ்டார்ட்',
  ],
  ['சூப்பர் ஐடியா!', 'பிரியாணி னா நான் கண்டிப்பா வருவேன் 😄'],
);

export const TELUGU = scene(
  'స్వాతి',
  ['Kiran'],
  [
    'నిన్న పంపిన ఫోటోలు చూశావా? గోల్కొండ దగ్గర తీసినవి',
    'వచ్చే వారం అమ్మమ్మ పుట్టినరోజు, ఏం గిఫ్ట్ ఇద్దాం?',
    'నువ్వు శనివారం ఫ్రీగా ఉన్నావా? షాపింగ్ కి వెళ్దాం',
  ],
  ['చూశాను! సూర్యాస్తమయం ఫోటో అదిరింది', 'చీర ఇద్దామా? ఆమెకి పట్టు చీరలు ఇష్టం'],
);

export const URDU = scene(
  'زارا',
  ['بلال'],
  [
    'کل شام کی چائے کا پروگرام ابھی بھی پکا ہے نا؟',
    'امی کہہ رہی تھیں کہ تم ان کی کتاب واپس کرنا بھول گئیں',
    'اور ہاں، تمہیں وہ نیلی چھتری ملی جو میں بھول آیا تھا؟',
  ],
  ['بالکل پکا، پانچ بجے', 'اوہو! کل لے آؤں گی، معذرت'],
);

export const THAI = scene(
  'มะลิ',
  ['ต้น', 'พลอย'],
  ['เสาร์นี้ไปตลาดนัดจตุจักรกันไหม ของกินเยอะมาก', 'ไปๆ แต่ขอไปเช้าหน่อยนะ ร้อนมาก', 'มะลิว่างไหม ไปด้วยกันนะ เดี๋ยวเลี้ยงชาเย็น'],
  ['น่าไปมากกก', 'เจ็ดโมงเช้าได้ไหม'],
);

export const VIETNAMESE = scene(
  'Thảo',
  ['Minh'],
  [
    'Tối qua mưa to quá, nhà em có bị dột không?',
    'Anh để quên cái ô xanh ở quán cà phê rồi, em thấy không?',
    'Thứ Bảy này em có rảnh không, đi ăn phở với anh nhé?',
  ],
  ['Có dột một chút ở bếp thôi anh ạ', 'Để mai em hỏi chị chủ quán nha'],
);

export const INDONESIAN = scene(
  'Sekar',
  ['Dimas', 'Rina'],
  [
    'Guys, arisan bulan ini di rumah siapa ya? Aku lupa',
    'Kayaknya giliran Sekar deh, bener nggak?',
    'Sekar, jadi kan Minggu jam 4? Perlu bawa apa?',
  ],
  ['Eh iya lupa juga 😂', 'Iya giliranku, tenang'],
);

export const MALAY = scene(
  'Aisyah',
  ['Faiz'],
  [
    'Assalamualaikum, dah sampai rumah ke? Hujan lebat kat sini',
    'Mak kirim salam, dia tanya bila nak datang beraya',
    'Esok boleh tolong ambilkan kuih dekat kedai Kak Nor tak?',
  ],
  ['Waalaikumsalam, dah sampai. Basah kuyup haha', 'Insya-Allah hujung minggu ni'],
);

export const TAGALOG = scene(
  'Ligaya',
  ['Paolo', 'Jen'],
  [
    'Sino sasama sa outing sa Tagaytay next week?',
    'G ako! Basta may bulalo ha',
    'Ligaya sama ka ba? Ikaw magdala ng speaker',
  ],
  ['Uy sana ako rin', 'Bulalo is life 😋'],
);

export const SWAHILI = scene(
  'Neema',
  ['Juma'],
  [
    'Habari za asubuhi! Umefika salama Arusha?',
    'Mama anauliza kama utakuja kwenye harusi ya Amina',
    'Na je, umeona mwavuli wangu wa bluu? Nadhani niliuacha kwako',
  ],
  ['Salama kabisa, asante!', 'Ndiyo nitakuja, nimeshanunua kitenge'],
);

export const AMHARIC = scene(
  'ሰላም',
  ['ዳዊት'],
  ['እንደምን አደርሽ? ትናንት ቡና ማፍላቱ እንዴት ነበር?', 'እናቴ ቅዳሜ ለምሳ እንድትመጪ ትፈልጋለች', 'ቅዳሜ ትመጫለሽ? ስንት ሰዓት ልጠብቅሽ?'],
  ['ደህና ነኝ! በጣም ጥሩ ነበር', 'ደስ ይለኛል፣ እንጀራ ይዤ እመጣለሁ'],
);

export const HAUSA = scene(
  'Hauwa',
  ['Musa', 'Zainab'],
  [
    'Sannunku da rana! Wa zai zo kasuwar Kurmi gobe?',
    'Ni zan zo, amma sai bayan sallar Azahar',
    'Hauwa, za ki zo? Ina son ki taimaka min zaɓen atamfa',
  ],
  ['Yauwa, ina nan', 'Bayan Azahar ya yi min kyau'],
);

export const YORUBA = scene(
  'Títí',
  ['Ṣeun'],
  [
    'Ẹ kú àárọ̀! Ṣé o ti dé Ìbàdàn láìléwu?',
    'Màmá ní kí n béèrè bóyá o máa wá síbi ìsọmọlórúkọ',
    'Ṣé o rí agboòrùn búlúù mi? Mo rò pé mo fi sílẹ̀ sọ́dọ̀ rẹ',
  ],
  ['Mo ti dé o, ẹ ṣé!', 'Màá wá dájúdájú'],
);

export const ARABIC = scene(
  'ليلى',
  ['سامي', 'نور'],
  [
    'مين جاي على العشا يوم الخميس؟ حاجز طاولة لعشرة',
    'أنا جاية، بس ممكن أتأخر نص ساعة',
    'ليلى انتي جاية؟ ولا عندك شغل؟',
  ],
  ['يا سلام، وين المطعم؟', 'مش مشكلة، بنستناكي'],
);

export const PERSIAN = scene(
  'شیرین',
  ['آرش'],
  [
    'سلام! بالاخره اسباب‌کشی تموم شد؟',
    'مامانم می‌پرسه شب یلدا میای خونه‌مون؟',
    'راستی چتر آبیم پیش تو جا نمونده؟',
  ],
  ['آره خداروشکر، خسته و کوفته‌ام', 'حتماً میام، انار میارم'],
);

export const HEBREW = scene(
  'נועה',
  ['איתי', 'מאיה'],
  ['מי בא לים בשבת בבוקר? מתכננים להגיע בשמונה', 'אני בפנים! מביאה אבטיח', 'נועה, את באה? צריך מישהי עם רכב'],
  ['נשמע מעולה', 'אבטיח זה חובה 🍉'],
);

export const TURKISH = scene(
  'Elif',
  ['Can'],
  [
    'Taşınma nasıl geçti? Kedi sepette çok ağladı mı?',
    'Annem cumartesi kahvaltıya bekliyor, haberin olsun',
    'Bu arada mavi şemsiyemi sende mi unuttum?',
  ],
  ['Çok yorucuydu ama bitti sonunda', 'Harika, simit getiririm'],
);
