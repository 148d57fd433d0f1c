/**
 * The chats of held-out set 18: personas who write in scripts the project rarely sees, each with
 * the window the model was shown (the others' messages 4001, 4003, 4005, the persona's own 4002
 * and 4004, the participants' names as shown), so an answer can be judged against its own chat.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Chat = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants'>;

function chat(
  persona: string,
  participants: readonly string[],
  others: readonly [string, string, string],
  own: readonly [string, string],
): Chat {
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

export const THAI = chat(
  'พลอย',
  ['ณัฐ', 'กันยา'],
  [
    'ณัฐย้ายบ้านวันอาทิตย์ แมวนั่งมาในตะกร้าผ้า',
    'มีใครเห็นร่มสีน้ำเงินของฉันไหม น่าจะลืมไว้ที่ร้าน',
    'แมวรอดจากการย้ายบ้านไหม แล้ววันเสาร์ร้านเปิดหรือเปล่า',
  ],
  ['ตายแล้ว แมวเป็นยังไงบ้าง เล่ามาเลย', 'เห็นร่มสีน้ำเงินอยู่ข้างประตู พรุ่งนี้เช้าจะดูให้'],
);

export const HEBREW = chat(
  'נועה',
  ['איתי', 'דנה'],
  [
    'איתי עבר דירה ביום ראשון, החתול הגיע בסל כביסה',
    'מישהו ראה את המטרייה הכחולה שלי? נראה לי ששכחתי אותה בחנות',
    'החתול שרד את המעבר? ואתם פתוחים בשבת?',
  ],
  ['אוי לא, איך החתול לקח את זה? ספרו הכול', 'ראיתי אחת כחולה ליד הדלת, אבדוק מחר בבוקר'],
);

export const PERSIAN = chat(
  'شیرین',
  ['Kaveh', 'نگار'],
  [
    'کاوه یکشنبه اسباب‌کشی کرد، گربه توی سبد رخت اومد',
    'کسی چتر آبی منو ندیده؟ فکر کنم تو مغازه جا گذاشتم',
    'گربه از اسباب‌کشی جون سالم به در برد؟ شنبه بازید؟',
  ],
  ['وای نه، گربه چطور تحمل کرد؟ همه‌شو تعریف کن', 'یه آبی کنار در دیدم، فردا صبح نگاه می‌کنم'],
);

export const GEORGIAN = chat(
  'ნინო',
  ['გიორგი', 'ლევანი'],
  [
    'გიორგი კვირას გადავიდა ახალ ბინაში, კატა სარეცხის კალათით წაიყვანა',
    'ვინმემ ხომ არ ნახა ჩემი ლურჯი ქოლგა? მაღაზიაში დავტოვე მგონი',
    'კატა გადაურჩა გადასვლას? და შაბათს ღია ხართ?',
  ],
  ['ვაიმე, კატამ როგორ გადაიტანა? ყველაფერი მომიყევით', 'ლურჯი ერთი კართან ვნახე, ხვალ დილით შევამოწმებ'],
);

export const ARMENIAN = chat(
  'Անի',
  ['Արամ', 'Լիլիթ'],
  [
    'Արամը կիրակի տեղափոխվեց, կատուն եկավ լվացքի զամբյուղով',
    'Ինչ-որ մեկը տեսե՞լ է իմ կապույտ անձրևանոցը, կարծես խանութում եմ թողել',
    'Կատուն ողջ մնա՞ց տեղափոխությունից։ Շաբաթ բաց եք՞',
  ],
  ['Վա՜յ, կատուն ինչպե՞ս տարավ։ Պատմեք ամեն ինչ', 'Դռան մոտ մի կապույտ տեսա, վաղը առավոտյան կստուգեմ'],
);

export const KOREAN = chat(
  '서연',
  ['민준', '지우'],
  [
    '민준이 일요일에 이사했어요, 고양이는 빨래 바구니에 타고 왔대요',
    '혹시 제 파란 우산 보신 분? 가게에 두고 온 것 같아요',
    '고양이 이사 잘 버텼어요? 그리고 토요일에 문 열어요?',
  ],
  ['헐 고양이 괜찮아요? 다 얘기해줘요', '문 옆에 파란 거 하나 봤어요, 내일 아침에 확인할게요'],
);

export const CHINESE = chat(
  '雅婷',
  ['志明', '怡君'],
  [
    '志明星期天搬家了，貓咪是坐在洗衣籃裡過去的',
    '有人看到我的藍色雨傘嗎？好像忘在店裡了',
    '貓咪搬家還好嗎？還有你們星期六有開嗎？',
  ],
  ['天啊，貓咪還好嗎？快跟我說', '我在門邊看到一把藍色的，明天早上幫你看看'],
);

export const BENGALI = chat(
  'Rupa',
  ['Arif', 'তানিয়া'],
  [
    'আরিফ রবিবার বাসা বদলেছে, বিড়ালটা কাপড়ের ঝুড়িতে করে এসেছে',
    'কেউ কি আমার নীল ছাতাটা দেখেছে? মনে হয় দোকানে ফেলে এসেছি',
    'বিড়ালটা বাসা বদলানো সামলাতে পেরেছে? আর শনিবার কি খোলা?',
  ],
  ['ওহ না, বিড়ালটা কেমন আছে? সব বলো', 'দরজার পাশে একটা নীল দেখেছি, কাল সকালে দেখব'],
);

export const TAMIL = chat(
  'கவிதா',
  ['Arun', 'மீனா'],
  [
    'அருண் ஞாயிறு அன்று வீடு மாறினான், பூனை துணி கூடையில் வந்தது',
    'யாராவது என் நீல குடையைப் பார்த்தீர்களா? கடையில் விட்டுவிட்டேன் போல',
    'பூனை வீடு மாற்றத்தை சமாளித்ததா? சனிக்கிழமை திறந்திருக்குமா?',
  ],
  ['ஐயோ, பூனை எப்படி இருக்கு? எல்லாம் சொல்லுங்க', 'கதவுக்கு பக்கத்தில் ஒரு நீல குடை பார்த்தேன், நாளை காலை பார்க்கிறேன்'],
);

export const SWAHILI = chat(
  'Amani',
  ['Juma', 'Neema'],
  [
    'Juma alihama Jumapili, paka alikuja ndani ya kikapu cha nguo',
    'Kuna aliyeona mwavuli wangu wa bluu? Nadhani niliusahau dukani',
    'Paka alinusurika kuhama? Na mko wazi Jumamosi?',
  ],
  [
    'Ayaa, paka alipokeaje? Nielezeni kila kitu',
    'Niliona wa bluu karibu na mlango, nitaangalia kesho asubuhi',
  ],
);

export const AMHARIC = chat(
  'ሰላም',
  ['ዳዊት', 'ሄለን'],
  [
    'ዳዊት እሁድ ቤት ቀየረ፣ ድመቷ በልብስ ቅርጫት ውስጥ መጣች',
    'ሰማያዊ ጃንጥላዬን ያየ አለ? ሱቅ ውስጥ የረሳሁት ይመስለኛል',
    'ድመቷ ከቤት ቅየራው ተረፈች? ቅዳሜ ክፍት ናችሁ?',
  ],
  ['ወይኔ፣ ድመቷ እንዴት ናት? ሁሉንም ንገሩኝ', 'በሩ አጠገብ ሰማያዊ አይቻለሁ፣ ነገ ጠዋት አያለሁ'],
);

export const GREEK = chat(
  'Ελένη',
  ['Νίκος', 'Μαρία'],
  [
    'Ο Νίκος μετακόμισε την Κυριακή, η γάτα ήρθε μέσα σε καλάθι με ρούχα',
    'Είδε κανείς τη μπλε ομπρέλα μου; Νομίζω την ξέχασα στο μαγαζί',
    'Επέζησε η γάτα από τη μετακόμιση; Και είστε ανοιχτά το Σάββατο;',
  ],
  ['Ωχ, πώς το πήρε η γάτα; Πείτε μου τα όλα', 'Είδα μια μπλε δίπλα στην πόρτα, θα κοιτάξω αύριο το πρωί'],
);

export const CZECH = chat(
  'Tereza',
  ['Ondřej', 'Klára'],
  [
    'Ondřej se v neděli stěhoval, kočka jela v koši na prádlo',
    'Neviděl někdo můj modrý deštník? Asi jsem ho nechala v obchodě',
    'Přežila kočka stěhování? A máte v sobotu otevřeno?',
  ],
  ['Jejda, jak to kočka nesla? Povídejte všechno', 'U dveří jsem viděla jeden modrý, zítra ráno se podívám'],
);

export const FINNISH = chat(
  'Aino',
  ['Mikko', 'Sanna'],
  [
    'Mikko muutti sunnuntaina, kissa tuli pyykkikorissa',
    'Onko kukaan nähnyt sinistä sateenvarjoani? Taisin unohtaa sen kauppaan',
    'Selvisikö kissa muutosta? Ja oletteko auki lauantaina?',
  ],
  [
    'Voi ei, miten kissa otti sen? Kertokaa kaikki',
    'Näin yhden sinisen oven vieressä, katson huomenna aamulla',
  ],
);

export const HUNGARIAN = chat(
  'Réka',
  ['Bence', 'Zsófi'],
  [
    'Bence vasárnap költözött, a macska a szennyeskosárban utazott',
    'Látta valaki a kék esernyőmet? Azt hiszem, a boltban hagytam',
    'Túlélte a macska a költözést? És nyitva vagytok szombaton?',
  ],
  [
    'Jaj ne, hogy viselte a macska? Meséljetek el mindent',
    'Láttam egy kéket az ajtó mellett, holnap reggel megnézem',
  ],
);
