import {
  GREEK_YOU_OBJECT,
  MANNER_WORDS,
  MESSAGE_WORDS,
  MORE_WORDS,
  SECOND_PERSON,
  VERSION_OF,
} from './meta-words.js';

/*
 * The writer's offer, after the message, to redo it for the one who asked for it (`Let me know if
 * you'd like another tone!`, `Soll ich es lockerer formulieren?`, `需要我换个更正式的语气吗？`).
 * No message to a friend offers to rewrite itself; an offer to do something for them
 * (`Want me to pick you up?`, `¿Te llevo algo?`) is the persona's own and is sent.
 *
 * An offer is told by two things together: its form (a question or condition offering to act,
 * at the start of the sentence, or at its end in languages that put the verb last) and its
 * object (the answer's wording, tone or version, or rewriting it). Both lists cover the languages
 * personas are written in; neither alone holds anything back.
 */

/** How an offer opens: "do you want me to", "should I", "if you like", "I can", in each language. */
const OPENING = new RegExp(
  `^[\\s*_(¿]*(?:${[
    "happy to|glad to|I could|let me know|fammi sapere|fatemi sapere|daj(?:cie)? znać|me avis[ae]|dime si|dis-moi si|dites-moi si|sag (?:mir )?bescheid|would you like me|do you want me|want me to|should I|shall I|I can (?:also )?|feel free to|if you(?:['’]d| would)? (?:like|want|prefer)|(?:do you |would you )?(?:want|prefer) (?:a|an|something)\\b|would (?:a|an|something)\\b",
    'quieres que|te gustaría que|si quieres|(?:¿\\s*)?prefieres|puedo|quer que eu|se quiser|prefere|posso',
    'vuoi che|se vuoi|preferisci|veux-tu que|tu veux que|si tu veux|je peux|préfères-tu|n[’\\x27]h[ée]site(?:z)? pas',
    'soll ich|möchtest du,? dass ich|wenn du (?:magst|willst|möchtest)|ich kann',
    'хочешь,? (?:я|чтобы я)|если хочешь|если нужно|если надо|при желании|могу|хочеш,? (?:я|щоб я)|якщо хочеш|можу',
    'chcesz,? żebym|jeśli chcesz|wolisz|mogę|mám (?:to|ti)|chceš,? abych|jestli chceš|můžu',
    'wil je dat ik|zal ik|moet ik|als je wilt|ik kan|laat (?:maar |het )*weten|wil jy hê ek|moet ek|as jy wil|ek kan',
    'kas (?:ma )?(?:kirjutan|teen|muudan)|kas soovid,? et|kui soovid|želiš li da|hoćeš li da|ako želiš|trebam li',
    'vill du att jag|ska jag|om du vill|jag kan|vil du at jeg|vil du have,? at jeg|skal jeg|hvis du vil|jeg kan|haluatko,? että|jos haluat|voin',
    'vrei să|dacă vrei|pot să|ha szeretnéd|szeretnéd,? hogy|θέλεις να|θέλετε να|μπορώ να|αν θέλεις|αν θέλετε',
    'istersen|ister misin|dois-je|te (?:preparo|escribo|hago)',
    // The formal "you" (`Voulez-vous que je reformule…`, `Möchten Sie, dass ich…`, `¿Desea que…`).
    'voulez-vous que|vous voulez que|souhaitez-vous que|si vous (?:le )?(?:voulez|souhaitez)|quiere que|desea que|le gustaría que|si lo desea',
    'möchten sie,? dass ich|wollen sie,? dass ich|wenn sie (?:möchten|wollen)|vuole che|desidera che|se vuole|se desidera',
    'хотите,? (?:я|чтобы я)|если хотите|wilt u dat ik|als u wilt|czy chce pan\\p{L}*,? żebym',
    // "Do you want a …", "you may want to …", and Russian's bare "make it …?" (`Сделать покороче?`).
    'tu veux|vous voulez|vuoi|volete|quieres|quer|möchtest du|willst du|wil je|хочешь|хотите|vill du|haluatko',
    'you may want to|you might want to|consider|сделать|переписать',
    'רוצה ש|תרצה ש|תרצי ש|אם תרצה|אם תרצי|אני יכול|هل تريد أن|هل تريدين أن|هل تريدني أن|هل تريدينني أن|هل تود أن|هل تودين أن|إذا أردت|يمكنني',
    'می[‌ ]?خواهی|میخوای|اگر بخواهی|क्या मैं|अगर आप चाहें|चाहो तो|चाहें तो',
    '(?:apakah )?(?:kamu|anda) mau|mau (?:saya|aku)|kalau mau|(?:saya|aku) bisa',
    'bạn có muốn|nếu bạn muốn|muốn mình|mình có thể|อยากให้|ถ้าต้องการ',
    'gusto mo(?:ng| ba(?:ng)?)?|kung gusto mo|niambie kama|kama ungependa|(?:je,? )?ungependa|unataka ni',
    '如果需要|如需|需要的话|需要的話|如果需要的話|需要我|要不要我|要我|我可以|如果你想|你想让我|想要我|もしよければ|よければ|必要なら|원하면|원하시면|필요하면',
  ].join('|')})`,
  'iu',
);

/** How an offer closes where the verb comes last (`…変えましょうか？`, `…바꿔 드릴까요?`, `…ister misin?`). */
const CLOSING =
  /(?:ましょうか|しようか|ようか|ますか|드릴까요|할까요|줄까요?|볼까요?|दूँ|दूं|करूँ|करूं|দেব|দিই|করব|লিখব|দেবো|ister misin(?:iz)?|yazabilirim|yapabilirim|کنم|بنویسم|吗|嗎|吧|không)\s*[?？؟.!]?\s*$/iu;

/** The answer's wording, tone or version, or rewriting it, as the writer speaks of its own text. */
const REWORK = new RegExp(
  `(?<![\\p{L}_])(?:${[
    'wording|phrasing|variant|variants|alternative version|rewrite|rephrase|reword|another take',
    'variante|redacci[oó]n|reescrib\\p{L}*|reformul\\p{L}*|riformul\\p{L}*|riscriv\\p{L}*|reescrev\\p{L}*|ajust[ae]rlo',
    'Fassung|Formulierung|formulier\\p{L}*|umformulier\\p{L}*|(?:es|das) (?:noch )?(?:etwas |ein bisschen )?(?:lockerer|förmlicher|kürzer|länger)',
    'versie|herschrijv\\p{L}*|herformul\\p{L}*|anders verwoorden|(?:het|dit) (?:wat )?(?:korter|langer|formeler|luchtiger)',
    'skriva om|gör (?:den|det) (?:lite )?(?:mer|mindre)|versio|sävy|kirjoita\\p{L}* uudelleen',
    'коротш\\p{L}*|версі\\p{L}*|wariant|przeredag\\p{L}*|przepis\\p{L}*|вариант|варіант|перепи[сш]\\p{L}*|переформулир\\p{L}*|переформулю\\p{L}*',
    'přeps\\p{L}*|přepíšu|verz[ei]|variantă|rescriu|reformulez|változat\\p{L}*|hangnem\\p{L}*|átír\\p{L}*|ύφος',
    'versiyon\\p{L}*|yeniden yaz\\p{L}*|versi|tulis ulang|viết lại|giọng|phiên bản',
    'mtindo|nibadilishe|niandike upya|istilo|isulat muli|lühemalt|lühemaks|ametlikumalt|sõbralikumalt|verziju|inačicu',
    // A comparative after its manner (`fupi zaidi`).
    `(?:${MANNER_WORDS})\\s+zaidi`,
    'version|versione|versão|versión|variante|variant|fassung',
    // How the writer's text comes across, and what to do with it before it goes.
    '(?:this|it) (?:sounds|reads|comes across|feels) (?:too|a bit|overly)|before (?:sending|you send|posting)',
    'add(?:ing)?\\s+(?:an?\\s+|some\\s+)?(?:emoji|emojis|greeting|sign-off)',
    'покороче|попроще|помягче|построже|посуше|потеплее|поофициальнее|подружелюбнее|поформальнее|полегче',
    // The answer's manner compared (`más corto`, `un peu plus court`, `mai scurtă`, `mas pormal`,
    // `בצורה קלילה יותר`), and Polish's comparatives of one word (`krócej`).
    `(?:${MORE_WORDS})\\s+(?:un poco\\s+|algo\\s+|un peu\\s+|un po['’]\\s+|um pouco\\s+)?(?:${MANNER_WORDS})`,
    'krócej|dłużej|prościej|formalniej|luźniej|zwięźlej|inaczej sformułować',
    'أقصر|أطول|أبسط|ألطف|أوضح|संस्करण|लहजा|टोन|दोबारा लिख\\p{L}*|औपचारिक|अनौपचारिक|لحن|نسخه|بازنویسی|أعيد صياغ\\p{L}*|נוסח|לנסח מחדש',
    // The answer's wording spoken of by its loanword (`ফর্মাল ভার্সন`, `वर्ज़न`), or phrasing it again.
    'ভার্সন|ভারশন|বার্তাটা আবার|वर्ज़न|वर्जन|வெர்ஷன்|ورژن|ורסיה|אנסח|לנסח|ניסוח|נוסח אחר',
  ].join('|')})(?![\\p{L}_])`,
  'iu',
);

/** The same in scripts written without spaces, where a word has no boundary to be found by. */
const REWORK_UNSPACED =
  /더 (?:짧게|길게|간단하게|정중하게|친근하게|캐주얼하게|부드럽게)|(?:もう少し|もっと)[^。？?]{1,12}(?:に|く)(?:しましょう|しよう|します|書|直|変)|说法|說法|写法|寫法|口语化|口語化|语气|語氣|口吻|措辞|措辭|改写|改寫|版本|言い方|書き直|口調|トーン|バージョン|말투|버전|다시 써|톤|เวอร์ชัน|โทน|เขียนใหม่/u;

/**
 * Doing the answer again (`make it more formal`, `tweak the wording`, `tone it down`): "make it"
 * only with a manner after it (`I can make it tomorrow` is coming along).
 */
const REDO =
  /(?<!\p{L})(?:(?:rewrite|rephrase|reword|tweak|adjust|shorten|soften|redo|polish|trim|tighten|lengthen|simplify)\s+(?:it|this|that|the (?:wording|phrasing|tone|text))|(?:want|like|prefer)\s+it\s+(?:(?:a bit|a little|even)\s+)?(?:more|less)\s+(?:manglish|singlish|taglish|hinglish|spanglish|formal|casual|friendly|playful|professional|polite|chill)|make\s+(?:it|this|that)\s+(?:(?:a (?:bit|little|touch)|sound|even|slightly)\s+){0,2}(?:more|less|formal|casual|friendly|playful|professional|warm|short|brief|polite|snappy|punchy|(?!(?:later|earlier|sooner|after|over|together|ever|never|other|whenever)(?!\p{L}))\p{L}{3,}er)|(?:dial|tone|punch|spice)\s+(?:it|this|that)\s+(?:up|down|back))(?!\p{L})/iu;

/**
 * The one spoken to as the offer's object, owner or receiver (`send you the final version`,
 * `rewrite your essay`, `dir die neue Fassung`): a favour to the partner, not the writer's offer
 * to redo its answer, whose "you" is only the one who wants (`do you want me to…`).
 */
const PARTNER_OBJECT = new RegExp(
  `(?<!\\p{L})(?:dig|din|ditt|dina|kamu|kau|anda|bạn|cậu|आप|तुम|तुम्हें|तुम्हारे|sinulle|sinun|neked|σου|${GREEK_YOU_OBJECT}|לך|لك|برات|بهت)(?!\\p{L})`,
  'iu',
);

/** Every draft or version of something else in a sentence. */
const VERSIONS_OF = new RegExp(VERSION_OF.source, 'giu');

/** The one who asked, as the one who wants (`if you'd like`, `do you prefer`, `si quieres`). */
const WANTS =
  /(?<!\p{L})(?:(?:if|whenever|in case|do|would)\s+)?(?:you|u)(?:['’]d|\s+would|\s+do)?\s+(?:like|want|prefer|need|wish)(?!\p{L})|(?<!\p{L})(?:si (?:tu )?(?:quieres|prefieres|veux|préfères|souhaites)|si vous (?:souhaitez|voulez|préférez)|se (?:vuoi|preferisci|quiser)|wenn du (?:magst|willst|möchtest))(?!\p{L})|(?:क्या|अगर|यदि) (?:आप|तुम) (?:चाहेंगे|चाहेंगी|चाहोगे|चाहोगी|चाहें|चाहो)/giu;
/**
 * "It, for you", as a Romance offer to rework says it (`te lo reescribo`, `ti la riscrivo`), and
 * "for you" before the verb (`¿Quieres que te haga…`, `vuoi che ti faccia…`).
 */
const FOR_YOU_IT =
  /(?<!\p{L})(?:te|ti)\s+(?:lo|la|le|los|las|l['’])(?!\p{L})|(?:^[\s¿¡]*|(?<!\p{L})(?:que|che|eu|je)\s+(?:(?:je|eu)\s+)?)(?:te|ti)(?=\s+\p{L})/giu;

/**
 * The answer named by a message word of any language, then compared (`deixe a resposta mais
 * animada`, `la respuesta más graciosa`): whatever the manner, the answer is what would change.
 * Not a time (`la respuesta más tarde` sends it later).
 */
const ANSWER_COMPARED = new RegExp(
  `(?<!\\p{L})(?:${MESSAGE_WORDS})\\s+(?:${MORE_WORDS})\\s+(?!(?:tarde|cedo|pronto|temprano|tardi|presto|tard|tôt|später|früher|later|earlier|sooner|позже|раньше)(?!\\p{L}))\\p{L}{3,}`,
  'iu',
);

/** A sentence offering something: its form, whatever its object. */
export function offers(sentence: string): boolean {
  return OPENING.test(sentence) || CLOSING.test(sentence);
}

/**
 * A sentence offering the one who asked for the answer something of it: an offer by its form
 * whose words past the opening do not name the partner as its object.
 */
export function offersOfAnswer(sentence: string, speaksOfAnswer: (text: string) => boolean): boolean {
  if (!offers(sentence)) return false;
  // A version of something else (`una versione stampata del biglietto`) is that thing's.
  const rest = sentence.replace(OPENING, '').replace(VERSIONS_OF, ' ');
  const object = rest.replace(WANTS, ' ').replace(FOR_YOU_IT, ' ');
  if (SECOND_PERSON.test(object) || PARTNER_OBJECT.test(object)) return false;
  return (
    REWORK.test(rest) ||
    REWORK_UNSPACED.test(rest) ||
    REDO.test(rest) ||
    ANSWER_COMPARED.test(rest) ||
    speaksOfAnswer(rest)
  );
}

/** The sentences of a line, CJK full stops included (they take no space after them). */
export function sentencesOf(line: string): string[] {
  return line
    .trim()
    .split(/(?<=[.!?…])\s+|(?<=[。！？])/u)
    .filter((s) => s.trim() !== '');
}
