/**
 * Held-out set 5, part 1: personas whose names are written in Japanese, Korean, Chinese, Greek,
 * Arabic, Hebrew, Georgian, Thai and Hindi, and Latin-named ones whose name the model writes in
 * another script, as a nickname or an initial. About half are ordinary answers in that language.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** The same scene as the default chat, as each language's friends would write it. */
function scene(umbrella: string, question: string): ReadonlyMap<number, string> {
  return new Map([
    [4003, umbrella],
    [4005, question],
  ]);
}

export const JAPANESE = scene(
  '誰か私の青い傘見なかった？お店に忘れたかも',
  '猫ちゃん引っ越し大丈夫だった？あと土曜日ってお店開いてる？',
);
export const KOREAN = scene(
  '누구 내 파란 우산 봤어? 가게에 두고 온 것 같아',
  '고양이 이사 잘 버텼어? 그리고 토요일에 가게 열어?',
);
export const CHINESE = scene(
  '有人看到我的蓝色雨伞吗？好像落在店里了',
  '猫咪搬家之后还好吗？还有，你们这个周六开门吗？',
);
const GREEK = scene(
  'Είδε κανείς τη μπλε ομπρέλα μου; Μάλλον την ξέχασα στο μαγαζί',
  'Η γάτα άντεξε τη μετακόμιση; Και είστε ανοιχτά το Σάββατο;',
);
const ARABIC = scene(
  'هل رأى أحد مظلتي الزرقاء؟ أظن أنني نسيتها في المحل',
  'هل نجت القطة من الانتقال؟ وهل أنتم مفتوحون يوم السبت؟',
);
const HEBREW = scene(
  'מישהו ראה את המטריה הכחולה שלי? נראה לי ששכחתי אותה בחנות',
  'החתול שרד את המעבר? ואתם פתוחים ביום שישי?',
);
const GEORGIAN = scene(
  'ვინმემ ჩემი ლურჯი ქოლგა ხომ არ ნახა? მაღაზიაში დამრჩა მგონი',
  'კატამ გადასვლა როგორ გადაიტანა? შაბათს ღია ხართ?',
);
const THAI = scene('มีใครเห็นร่มสีฟ้าของฉันไหม น่าจะลืมไว้ที่ร้าน', 'แมวย้ายบ้านไหวไหม แล้ววันเสาร์ร้านเปิดไหม');
const HINDI = scene(
  'किसी ने मेरा नीला छाता देखा? शायद दुकान पर भूल गई',
  'बिल्ली शिफ्टिंग में ठीक रही? और क्या शनिवार को दुकान खुली है?',
);
export const SPANISH = scene(
  '¿Alguien ha visto mi paraguas azul? Creo que lo dejé en la tienda',
  '¿Sobrevivió el gato a la mudanza? ¿Y abrís el sábado?',
);

export const HELD_OUT_5_SCRIPTS: CorpusEntry[] = [
  {
    name: 'ja: two ordinary messages, a quoted miaow in 「」',
    persona: 'ユキ',
    others: JAPANESE,
    answer:
      '# «send»\n無事だったよ！洗濯かごの中でずっと「にゃー」って文句言ってたけど笑\n\n# «send»\n土曜日は10時から14時まで開いてるよ〜',
    expect: [
      { type: 'send', text: '無事だったよ！洗濯かごの中でずっと「にゃー」って文句言ってたけど笑' },
      { type: 'send', text: '土曜日は10時から14時まで開いてるよ〜' },
    ],
  },
  {
    name: 'ja: the name in bold, then a full-width colon outside the bold',
    persona: 'ユキ',
    others: JAPANESE,
    answer: '# «send»\n**ユキ**：無事だったよ！土曜日も10時から開いてる🐱',
    expect: [{ type: 'send', text: '無事だったよ！土曜日も10時から開いてる🐱' }],
    withheld: ['label'],
  },
  {
    // The persona's name romanised: no one signs a chat message, in either script.
    name: 'ja: a romanised signature under a Japanese message',
    persona: 'ユキ',
    others: JAPANESE,
    answer: '# «send»\n無事だったよ〜。土曜日は開いてるよ！\n\n— Yuki',
    expect: [{ type: 'send', text: '無事だったよ〜。土曜日は開いてるよ！' }],
  },
  {
    // Heidi written in katakana, as Gemini does when the whole chat is Japanese.
    name: 'ja: a Latin-named persona labelled in katakana',
    others: JAPANESE,
    answer: '# «send»\nハイジ：猫ちゃん元気だよ！土曜日は10時から開いてます。',
    expect: [{ type: 'send', text: '猫ちゃん元気だよ！土曜日は10時から開いてます。' }],
  },
  {
    name: 'ko: two ordinary messages with ㅋㅋ',
    persona: '민지',
    others: KOREAN,
    answer:
      '# «send»\n응 살아남았어 ㅋㅋ 빨래바구니에서 계속 울었대\n\n# «send»\n토요일은 10시부터 2시까지 열어!',
    expect: [
      { type: 'send', text: '응 살아남았어 ㅋㅋ 빨래바구니에서 계속 울었대' },
      { type: 'send', text: '토요일은 10시부터 2시까지 열어!' },
    ],
  },
  {
    name: 'ko: a group, narration of the persona with a particle before the message',
    persona: '민지',
    others: KOREAN,
    chat: 'group',
    answer: '# «send»\n(민지는 웃으며 휴대폰을 든다)\n응, 무사해! 토요일도 열어요 😊',
    expect: [{ type: 'send', text: '응, 무사해! 토요일도 열어요 😊', replyTo: 4005 }],
  },
  {
    name: 'ko: a Latin-named persona signing in Hangul',
    others: KOREAN,
    answer: '# «send»\n고양이 잘 지내요! 토요일 10시에 열어요.\n\n- 하이디',
    expect: [{ type: 'send', text: '고양이 잘 지내요! 토요일 10시에 열어요.' }],
  },
  {
    name: 'zh: the name in 【】 with the message on its line',
    persona: '小林',
    others: CHINESE,
    answer: '# «send»\n【小林】猫咪很好，就是一路上叫个不停😂\n周六照常营业，10点到14点。',
    expect: [{ type: 'send', text: '猫咪很好，就是一路上叫个不停😂\n周六照常营业，10点到14点。' }],
    withheld: ['label'],
  },
  {
    name: 'zh: an inner-voice aside in full-width brackets before the message',
    persona: '小林',
    others: CHINESE,
    answer: '# «send»\n（内心：他好像很担心猫，先安慰一下）\n放心吧，猫咪一点事都没有！周六也开门～',
    expect: [{ type: 'send', text: '放心吧，猫咪一点事都没有！周六也开门～' }],
  },
  {
    name: 'zh: a Latin-named persona signing in Chinese with a double dash',
    others: CHINESE,
    answer: '# «send»\n猫咪没事！周六10点开门。\n——海蒂',
    expect: [{ type: 'send', text: '猫咪没事！周六10点开门。' }],
  },
  {
    name: 'el: two ordinary messages, the Greek question mark',
    persona: 'Ελένη',
    others: GREEK,
    answer:
      '# «send»\nΝαι, μια χαρά είναι! Νιαούριζε όλο το δρόμο 😹\n\n# «send»\nΤο Σάββατο ανοίγουμε 10 με 2. Θα περάσεις;',
    expect: [
      { type: 'send', text: 'Ναι, μια χαρά είναι! Νιαούριζε όλο το δρόμο 😹' },
      { type: 'send', text: 'Το Σάββατο ανοίγουμε 10 με 2. Θα περάσεις;' },
    ],
  },
  {
    name: 'el: a signature of the initial alone',
    persona: 'Ελένη',
    others: GREEK,
    answer: '# «send»\nΜια χαρά η γάτα! Σάββατο 10–2 ανοιχτά.\n\n— Ε.',
    expect: [{ type: 'send', text: 'Μια χαρά η γάτα! Σάββατο 10–2 ανοιχτά.' }],
  },
  {
    name: 'el: the Greek name signed in Latin letters with a kiss',
    persona: 'Ελένη',
    others: GREEK,
    answer: '# «send»\nΗ γάτα είναι μια χαρά, λίγο θυμωμένη μόνο 😼\n\nEleni x',
    expect: [{ type: 'send', text: 'Η γάτα είναι μια χαρά, λίγο θυμωμένη μόνο 😼' }],
  },
  {
    name: 'ar: two ordinary messages with ؟',
    persona: 'ليلى',
    others: ARABIC,
    answer:
      '# «send»\nنعم، القطة بخير تماماً! كانت تموء طوال الطريق 😹\n\n# «send»\nيوم السبت نفتح من العاشرة حتى الثانية. هل ستمرّ؟',
    expect: [
      { type: 'send', text: 'نعم، القطة بخير تماماً! كانت تموء طوال الطريق 😹' },
      { type: 'send', text: 'يوم السبت نفتح من العاشرة حتى الثانية. هل ستمرّ؟' },
    ],
  },
  {
    // A right-to-left mark opens the signature line, as RTL keyboards and models emit it.
    name: 'ar: a signature behind a right-to-left mark',
    persona: 'ليلى',
    others: ARABIC,
    answer: '# «send»\nالقطة بخير، ونعم نفتح السبت!\n\u200F— ليلى',
    expect: [{ type: 'send', text: 'القطة بخير، ونعم نفتح السبت!' }],
  },
  {
    name: 'ar: an Arabic-named persona labelled in Latin letters',
    persona: 'ليلى',
    others: ARABIC,
    answer: '# «send»\nLayla: القطة بخير! ونفتح يوم السبت من ١٠ إلى ٢',
    expect: [{ type: 'send', text: 'القطة بخير! ونفتح يوم السبت من ١٠ إلى ٢' }],
  },
  {
    name: 'ar: laughter in brackets inside a direct message',
    persona: 'ليلى',
    others: ARABIC,
    answer: '# «send»\nالقطة بخير (ههههه كانت غاضبة جداً من السلة)',
    expect: [{ type: 'send', text: 'القطة بخير (ههههه كانت غاضبة جداً من السلة)' }],
  },
  {
    name: 'he: two ordinary messages',
    persona: 'נועה',
    others: HEBREW,
    answer: '# «send»\nכן! החתול בסדר גמור, רק נעלב קצת מהסל כביסה 😅\n\n# «send»\nבשישי פתוחים 10–14.',
    expect: [
      { type: 'send', text: 'כן! החתול בסדר גמור, רק נעלב קצת מהסל כביסה 😅' },
      { type: 'send', text: 'בשישי פתוחים 10–14.' },
    ],
  },
  {
    name: 'he: a Hebrew translation label on its own line after the message',
    persona: 'נועה',
    others: HEBREW,
    answer:
      "# «send»\nהחתול בסדר! בשישי פתוחים עד 14 🙂\n(תרגום: The cat is fine! On Friday we're open until 2)",
    expect: [{ type: 'send', text: 'החתול בסדר! בשישי פתוחים עד 14 🙂' }],
  },
  {
    name: 'ka: two ordinary Georgian messages',
    persona: 'ნინო',
    others: GEORGIAN,
    answer: '# «send»\nკი, კატა კარგადაა! მთელი გზა კნაოდა 😹\n\n# «send»\nშაბათს 10-დან 2-მდე ვართ ღია.',
    expect: [
      { type: 'send', text: 'კი, კატა კარგადაა! მთელი გზა კნაოდა 😹' },
      { type: 'send', text: 'შაბათს 10-დან 2-მდე ვართ ღია.' },
    ],
  },
  {
    // ფიქრი is "thought": the label Gemini writes when its instructions are Georgian.
    name: 'ka: a reasoning label in Georgian, then the message',
    persona: 'ნინო',
    others: GEORGIAN,
    answer:
      '# «send»\nფიქრი: მეგობარი ნერვიულობს კატაზე, დავამშვიდებ.\n\nკი, კატა მშვენივრადაა! შაბათს ღია ვართ 🙂',
    expect: [{ type: 'send', text: 'კი, კატა მშვენივრადაა! შაბათს ღია ვართ 🙂' }],
  },
  {
    name: 'ka: a Georgian persona signing in Latin letters',
    persona: 'ნინო',
    others: GEORGIAN,
    answer: '# «send»\nკატა კარგადაა, შაბათს გელოდებით!\n\n— Nino',
    expect: [{ type: 'send', text: 'კატა კარგადაა, შაბათს გელოდებით!' }],
  },
  {
    name: 'th: two ordinary Thai messages with 555',
    persona: 'มะลิ',
    others: THAI,
    answer: '# «send»\nรอดค่ะ 555 ร้องเหมียวตลอดทางเลย\n\n# «send»\nวันเสาร์เปิด 10 โมงถึงบ่ายสองค่ะ',
    expect: [
      { type: 'send', text: 'รอดค่ะ 555 ร้องเหมียวตลอดทางเลย' },
      { type: 'send', text: 'วันเสาร์เปิด 10 โมงถึงบ่ายสองค่ะ' },
    ],
  },
  {
    name: 'th: a group, the persona narrated before the message (no spaces in Thai)',
    persona: 'มะลิ',
    others: THAI,
    chat: 'group',
    answer: '# «send»\n(มะลิยิ้มแล้วพิมพ์ตอบ)\nแมวสบายดีค่ะ เสาร์นี้เปิดนะคะ',
    expect: [{ type: 'send', text: 'แมวสบายดีค่ะ เสาร์นี้เปิดนะคะ', replyTo: 4005 }],
  },
  {
    name: 'th: a group, the persona reads and stays silent',
    persona: 'มะลิ',
    others: THAI,
    chat: 'group',
    answer: '# «send»\n(มะลิอ่านแล้วไม่ตอบ)',
    expect: [],
  },
  {
    name: 'hi: two ordinary messages with the danda',
    persona: 'प्रिया',
    others: HINDI,
    answer:
      '# «send»\nहाँ, बिल्ली बिल्कुल ठीक है! पूरे रास्ते म्याऊँ करती रही 😹\n\n# «send»\nशनिवार को 10 से 2 बजे तक खुला है।',
    expect: [
      { type: 'send', text: 'हाँ, बिल्ली बिल्कुल ठीक है! पूरे रास्ते म्याऊँ करती रही 😹' },
      { type: 'send', text: 'शनिवार को 10 से 2 बजे तक खुला है।' },
    ],
  },
  {
    name: 'hi: a Hinglish message labelled with the romanised name',
    persona: 'प्रिया',
    others: HINDI,
    answer: '# «send»\nPriya: haan yaar, billi ekdum fit hai 😂 Saturday 10 se 2 open hai',
    expect: [{ type: 'send', text: 'haan yaar, billi ekdum fit hai 😂 Saturday 10 se 2 open hai' }],
  },
  {
    name: 'hi: a Hindi note about the answer after it',
    persona: 'प्रिया',
    others: HINDI,
    answer: '# «send»\nबिल्ली ठीक है! शनिवार को खुला है।\n\n(नोट: जवाब छोटा और दोस्ताना रखा)',
    expect: [{ type: 'send', text: 'बिल्ली ठीक है! शनिवार को खुला है।' }],
  },
  {
    name: 'Heidi-chan as a speaker label',
    answer: '# «send»\nHeidi-chan: He survived!! Sulked in the basket the whole way 😹',
    expect: [{ type: 'send', text: 'He survived!! Sulked in the basket the whole way 😹' }],
  },
  {
    name: 'ko: a group, an ordinary answer to the umbrella',
    persona: '민지',
    others: KOREAN,
    chat: 'group',
    answer: '# «send» 4003\n우산 여기 있어요! 계산대 뒤에 뒀어요 ☂️',
    expect: [{ type: 'send', text: '우산 여기 있어요! 계산대 뒤에 뒀어요 ☂️', replyTo: 4003 }],
  },
  {
    name: 'an initial signature — H.',
    answer: '# «send»\nAll good with the cat! And yes, open Saturday.\n— H.',
    expect: [{ type: 'send', text: 'All good with the cat! And yes, open Saturday.' }],
  },
  {
    // Models drop the accent of a name they write as a label.
    name: 'es: the label without the accent of the persona’s name',
    persona: 'Lucía',
    others: SPANISH,
    answer: '# «send»\nLucia: ¡Sobrevivió! Maulló todo el camino 😹 El sábado abrimos de 10 a 14.',
    expect: [{ type: 'send', text: '¡Sobrevivió! Maulló todo el camino 😹 El sábado abrimos de 10 a 14.' }],
  },
  {
    name: 'es: two ordinary messages with ¡ and ¿',
    persona: 'Lucía',
    others: SPANISH,
    answer:
      '# «send»\n¡Sobrevivió! Maulló todo el camino, pobrecito 😹\n\n# «send»\n¿El sábado? Sí, de 10 a 14. ¿Te pasas?',
    expect: [
      { type: 'send', text: '¡Sobrevivió! Maulló todo el camino, pobrecito 😹' },
      { type: 'send', text: '¿El sábado? Sí, de 10 a 14. ¿Te pasas?' },
    ],
  },
  {
    name: 'es: the persona names herself in a joke, no label',
    persona: 'Lucía',
    others: SPANISH,
    answer: '# «send»\n¡Lucía al rescate! 😂 El gato está perfecto. ¿El sábado? Abrimos de 10 a 14.',
    expect: [
      { type: 'send', text: '¡Lucía al rescate! 😂 El gato está perfecto. ¿El sábado? Abrimos de 10 a 14.' },
    ],
  },
  {
    name: 'zh: a shop notice in 【通知】 in its group',
    persona: '小林',
    others: CHINESE,
    chat: 'group',
    answer: '# «send»\n【通知】本周六正常营业，10:00–14:00，欢迎来玩！',
    expect: [{ type: 'send', text: '【通知】本周六正常营业，10:00–14:00，欢迎来玩！', replyTo: 4005 }],
  },
  {
    name: 'ja: someone else quoted in 「」 in a group',
    persona: 'ユキ',
    others: JAPANESE,
    chat: 'group',
    answer: '# «send»\nケンが「傘忘れた」って言ってたよ、レジの後ろにあるよ☂️',
    expect: [{ type: 'send', text: 'ケンが「傘忘れた」って言ってたよ、レジの後ろにあるよ☂️', replyTo: 4005 }],
  },
];
