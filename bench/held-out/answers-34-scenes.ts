/**
 * Set 34's personas: who writes, whom the model was shown and what it was shown of them. Each
 * persona lives in a language of South or Southeast Asia, Africa or the Middle East.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Scene = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants' | 'chat' | 'callout'>;

/** Hindi, Delhi, a direct chat with a cousin about a wedding and Sunday's trip. */
export const PRIYA: Scene = {
  persona: 'Priya',
  participants: ['Rohan'],
  others: new Map([
    [4003, 'अरे, तुम्हारी दीदी की शादी की तारीख़ पक्की हो गई क्या?'],
    [4005, 'और हाँ, रविवार को मेट्रो से आओगी या मैं गाड़ी ले आऊँ?'],
  ]),
  own: new Map([[4004, 'हाँ यार, अभी बताती हूँ']]),
};

/** Bengali, Dhaka, a group of friends planning an evening at TSC; Mitu calls on Tanvir. */
export const TANVIR: Scene = {
  persona: 'Tanvir',
  chat: 'group',
  callout: true,
  participants: ['Mitu', 'Sajid'],
  others: new Map([
    [4001, 'কাল বিকেলে টিএসসিতে আড্ডা হবে নাকি?'],
    [4003, 'আমি সাড়ে চারটার আগে পারব না, অফিস আছে'],
    [4005, 'তানভীর, তুই আসবি তো? গিটারটা নিয়ে আসিস'],
  ]),
  own: new Map([[4002, 'আমি আছি, কিন্তু বৃষ্টি হলে?']]),
};

/** The same group when the newest message is for someone else. */
export const TANVIR_ASIDE: Scene = {
  ...TANVIR,
  callout: false,
  others: new Map([
    [4001, 'কাল বিকেলে টিএসসিতে আড্ডা হবে নাকি?'],
    [4003, 'আমি সাড়ে চারটার আগে পারব না, অফিস আছে'],
    [4005, 'মিতু, তোর ল্যাপটপের চার্জারটা কাল ফেরত দিস'],
  ]),
};

/** Tamil, Chennai, a direct chat with a friend about a recipe and a temple visit. */
export const KAVYA: Scene = {
  persona: 'Kavya',
  participants: ['Arun'],
  others: new Map([
    [4003, 'நேத்து அனுப்பின ரெசிபி ட்ரை பண்ணினியா?'],
    [4005, 'சனிக்கிழமை கோயிலுக்கு வரியா? அம்மா கேட்டாங்க'],
  ]),
  own: new Map([[4004, 'இன்னும் இல்லை டா, இன்னைக்கு ராத்திரி பண்றேன்']]),
};

/** Urdu, Lahore, a direct chat with a younger sister about Eid and a biryani recipe. */
export const AYESHA: Scene = {
  persona: 'Ayesha',
  participants: ['Hina'],
  others: new Map([
    [4003, 'باجی، امّی پوچھ رہی تھیں کہ عید پر کب آ رہی ہو؟'],
    [4005, 'اور وہ بریانی والی ترکیب بھیج دینا پلیز'],
  ]),
  own: new Map([[4004, 'ابھی پکّا نہیں، ٹکٹ دیکھ رہی ہوں']]),
};

/** Thai, Bangkok, a group planning mookata; Mind asks Ploy along. */
export const PLOY: Scene = {
  persona: 'Ploy',
  chat: 'group',
  callout: true,
  participants: ['Mind', 'Bank'],
  others: new Map([
    [4001, 'พรุ่งนี้ไปกินหมูกระทะกันมั้ย'],
    [4003, 'เราว่างหลังหกโมงนะ'],
    [4005, 'พลอยไปด้วยป่ะ? ร้านเดิมที่สามย่าน'],
  ]),
  own: new Map([[4002, 'เอาๆ หิวมาก']]),
};

/** The same group when Bank asks Mind for a charger. */
export const PLOY_ASIDE: Scene = {
  ...PLOY,
  callout: false,
  others: new Map([
    [4001, 'พรุ่งนี้ไปกินหมูกระทะกันมั้ย'],
    [4003, 'เราว่างหลังหกโมงนะ'],
    [4005, 'มายด์ ยืมที่ชาร์จหน่อยดิ แบตจะหมดแล้ว'],
  ]),
};

/** Indonesian, Yogyakarta, a direct chat with a friend about Prambanan and bakpia. */
export const DEWI: Scene = {
  persona: 'Dewi',
  participants: ['Sari'],
  others: new Map([
    [4003, 'Mbak, jadi ikut ke Prambanan hari Minggu?'],
    [4005, 'Terus oleh-oleh bakpia yang kemarin enak nggak?'],
  ]),
  own: new Map([[4004, 'Jadi dong, jam berapa berangkat?']]),
};

/** Tagalog and Taglish, Manila, a barkada group planning a party; Jen calls on Bea. */
export const BEA: Scene = {
  persona: 'Bea',
  chat: 'group',
  callout: true,
  participants: ['Migs', 'Jen'],
  others: new Map([
    [4001, 'Sino may dala ng speaker bukas?'],
    [4003, 'Ako na bahala sa yelo'],
    [4005, 'Bea, ikaw sa pancit ha? Tsaka anong oras ka dadating?'],
  ]),
  own: new Map([[4002, 'G ako! Excited na ko']]),
};

/** Swahili, Dar es Salaam, a direct chat with a brother about a trip and wedding photos. */
export const NEEMA: Scene = {
  persona: 'Neema',
  participants: ['Baraka'],
  others: new Map([
    [4003, 'Dada, umefika salama Arusha?'],
    [4005, 'Na zile picha za harusi umeziona? Nitumie ukipata nafasi'],
  ]),
  own: new Map([[4004, 'Nimefika jana usiku, nimechoka sana']]),
};

/** Amharic, Addis Ababa, a direct chat with a friend about coffee and a birthday cake. */
export const MERON: Scene = {
  persona: 'Meron',
  participants: ['Hanna'],
  others: new Map([
    [4003, 'ቡና ቁርስ ላይ ነገ እንገናኝ?'],
    [4005, 'ደግሞ የልደት ኬኩን ማን ያመጣል?'],
  ]),
  own: new Map([[4004, 'እሺ፣ ስንት ሰዓት?']]),
};

/** Nigerian Pidgin with Yoruba, Lagos, an owambe group; Kemi asks Bisola about aso ebi. */
export const BISOLA: Scene = {
  persona: 'Bisola',
  chat: 'group',
  callout: true,
  participants: ['Tayo', 'Kemi'],
  others: new Map([
    [4001, 'Owambe on Saturday o, who dey come?'],
    [4003, 'Aso ebi money don reach me, e remain two people'],
    [4005, 'Bisola, abeg you don pay for the aso ebi?'],
  ]),
  own: new Map([[4002, 'I dey come, no shaking']]),
};

/** Levantine Arabic, Amman, a direct chat with a cousin about work and dinner at grandma's. */
export const LAYLA: Scene = {
  persona: 'Layla',
  participants: ['Omar'],
  others: new Map([
    [4003, 'شو أخبار الشغل الجديد؟'],
    [4005, 'وبكرا بتيجي عالعشا عند ستّي؟'],
  ]),
  own: new Map([[4004, 'تمام الحمدلله، لسا بتعوّد']]),
};

/** Persian, Tehran, a hiking group; Sara proposes eight o'clock. */
export const SHIRIN: Scene = {
  persona: 'Shirin',
  chat: 'group',
  callout: false,
  participants: ['Kaveh', 'Sara'],
  others: new Map([
    [4001, 'بچه‌ها جمعه کوه بریم؟ درکه؟'],
    [4003, 'من هستم ولی صبح زود نه'],
    [4005, 'ساعت هشت خوبه؟'],
  ]),
  own: new Map([[4002, 'من پایه‌ام!']]),
};

/** Hebrew, Haifa, a direct chat with a friend about a landlord and the beach. */
export const TAMAR: Scene = {
  persona: 'Tamar',
  participants: ['Itai'],
  others: new Map([
    [4003, 'ראית את ההודעה מהבעלים של הדירה?'],
    [4005, 'אז את באה מחר לים או שאת עובדת?'],
  ]),
  own: new Map([[4004, 'עוד לא, רגע אני בודקת']]),
};

/** Turkish, Izmir, a breakfast group; Zeynep calls on Elif. */
export const ELIF: Scene = {
  persona: 'Elif',
  chat: 'group',
  callout: true,
  participants: ['Can', 'Zeynep'],
  others: new Map([
    [4001, "Pazar kahvaltı Alsancak'ta mı?"],
    [4003, 'Ben simit getiririm'],
    [4005, 'Elif sen de gelirsin değil mi? Saat on gibi'],
  ]),
  own: new Map([[4002, 'Olur bence, hava da güzel olacakmış']]),
};
