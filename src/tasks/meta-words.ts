/*
 * The closed sets of words a model marks its meta text with, one set per meaning, each in the
 * languages personas speak. The speech boundary recognises meta text by structure (a label, a
 * wrapped line, a tag, a key) and by one of these words in that structure's place, never by
 * sentences. A new language adds its words to each set.
 */

/**
 * Alternatives of a regular expression, longest first so a longer word wins over its prefix; a
 * space is any run of spaces, a curly apostrophe also a straight one.
 */
function alternatives(groups: readonly string[]): string {
  return [...new Set(groups.flatMap((group) => group.split('|')))]
    .sort((a, b) => b.length - a.length)
    .map((w) =>
      w
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/ /g, '\\s+')
        .replace(/’/g, "['’]"),
    )
    .join('|');
}

/** "Reasoning": a model's thinking, analysis or out-of-character talk; never the message. */
export const REASONING_WORDS = alternatives([
  // English, and the out-of-character marker of roleplay models
  'think|thinking|thought|thoughts|reasoning|analysis|reflection|scratchpad|inner monologue',
  'internal monologue|inner thoughts|internal thoughts|inner thought|internal thought',
  'internal note|character note|author’s note|ooc|out of character|self-check|self check|self-review',
  'chain of thought|train of thought|thought process|internal|ход мыслей|мыслей|ход рассуждений|хід думок',
  // German
  'gedanke|gedanken|gedankengang|überlegung|überlegungen|analyse|denkprozess',
  // Swiss German, Catalan, Galician, Basque, Irish, Maltese
  'überlegig|überleggig|gedankä|raonament|pensament|razoamento|pentsamendua|arrazoiketa|smaoineamh|smaointe|réasúnaíocht|ħsieb|raġunament',
  // Spanish, Portuguese, Italian, French
  'pensando|pensamiento|pensamientos|razonamiento|análisis|reflexión|pensamento|pensamentos',
  'raciocínio|análise|reflexão|pensiero|pensieri|ragionamento|analisi|riflessione|réflexion|pensée',
  'pensées|raisonnement',
  // Dutch, Polish, Czech, Swedish, Danish, Norwegian, Turkish, Indonesian, Vietnamese
  'gedachte|gedachten|redenering|denkproces|proces myślowy|myšlenkový proces|overweging|overwegingen|myśli|myślenie|rozumowanie|analiza|myšlenky|úvaha|analýza|tankar',
  'tanker|tanke|analys|resonemang|düşünce|düşünceler|düşünme|akıl yürütme|analiz|pemikiran|pikiran',
  'penalaran|analisis|suy nghĩ|phân tích|lập luận|suy luận|pangangatwiran|fikra|fikira|hoja',
  // Russian, Ukrainian, Greek
  'мысли|мысль|размышление|размышления|рассуждение|рассуждения|анализ|думки|думка|міркування',
  'роздуми|аналіз|σκέψη|σκέψεις|ανάλυση|ajatus|ajatukset|ajattelu|päättely|analyysi|gondolat',
  'gondolatok|gondolkodás|elemzés|érvelés|gânduri|gând|gândire|raționament|analiză|pensament',
  'raonament|anàlisi|ræsonnement|resonnement|iniisip|pag-iisip|pagsusuri|mawazo|uchambuzi|تفکر|فکر',
  'تحلیل|استدلال|سوچ|تجزیہ|চিন্তা|বিশ্লেষণ|சிந்தனை|பகுப்பாய்வு|யோசனை|ஆய்வு|gondolatmenet|մտքեր|միտք|վերլուծություն|ሀሳብ|ሃሳብ|ትንተና',
  // Japanese, Chinese, Korean
  '思考|考え|推論|分析|内心|心の声|想法|推理|思路|内心独白|생각|사고|추론|분석|속마음',
  '思考过程|思考過程|推理过程|思维过程|分析过程|思考プロセス|推論過程|사고 과정|추론 과정|생각 과정',
  '考察|検討|所感|考虑|고찰|검토',
  // Thai
  'ความคิด|คิด|วิเคราะห์|การวิเคราะห์|เหตุผล',
  // Arabic, Hebrew, Hindi
  'تفكير|التفكير|تحليل|التحليل|أفكار|מחשבות|מחשבה|ניתוח|सोच|विचार|विश्लेषण|soch|vichaar|vichar',
  'düşünce süreci|düşünce sürecim',
  // Georgian, Armenian
  'ფიქრი|ფიქრები|ანალიზი|მსჯელობა|აზრები|դատողություն',
  // Baltic, South Slavic, Slovak, Albanian, Celtic, Basque, Galician, Maltese, Icelandic
  'mintys|mąstymas|samprotavimas|analizė|apmąstymai|domas|domāšana|spriedumi|analīze|pārdomas',
  'mõtted|mõtlemine|arutluskäik|analüüs|premýšľanie|myšlienky|úvahy|uvažovanie|razmišljanje',
  'razmislek|promišljanje|размишљање|размисли|размисъл|разсъждение|разсъждения|размислување',
  'анализа|mendime|mendimet|arsyetim|arsyetimi|analizë|meddyliau|meddwl|ymresymu|dadansoddiad',
  'smaointe|smaoineamh|anailís|réasúnaíocht|pentsamenduak|gogoetak|azterketa|ħsibijiet',
  'raġunament|analiżi|hugsanir|hugsun|röksemdafærsla|greining',
  // Turkic, Mongolian, African languages
  'düşüncələr|düşüncə|təhlil|ойлар|ойлау|талдау|fikrlar|mulohaza|tahlil|ойлор|талдоо|бодол|бодлууд',
  'эргэцүүлэл|шинжилгээ|tunani|tunanina|nazari|èrò|ìrònú|ironu|ìtúpalẹ̀|echiche|nyocha|ukucabanga',
  'imicabango|ukuhlaziya|iingcinga|falanqayn|ማሰብ|ሃሳቦች|ትንታኔ',
  // South and Southeast Asian scripts, Polynesian
  'ఆలోచన|ఆలోచనలు|విశ్లేషణ|ಆಲೋಚನೆ|ವಿಶ್ಲೇಷಣೆ|ചിന്ത|ചിന്തകൾ|വിശകലനം|વિચાર|વિશ્લેષણ|ਸੋਚ|ਵਿਚਾਰ',
  'සිතුවිලි|විශ්ලේෂණය|គំនិត|ការវិភាគ|ការគិត|ຄວາມຄິດ|ການວິເຄາະ|အတွေး|စဉ်းစားချက်|သုံးသပ်ချက်',
  'fikiran|pamikiran|whakaaro|tātaritanga|mafaufauga|諗法|思維過程|思路過程',
]);

/**
 * "Plan": how the writer means to answer (`Plan: answer the cat question first`, `**Goals:**`,
 * `方針：`). Meta only when what it labels speaks of the turn (`TURN_WORDS`): `Plan: cinema at 8`
 * is a message.
 */
export const PLAN_WORDS = alternatives([
  'plan|approach|goal|goals|strategy|objective|objectives|intent|intention|steps',
  'ansatz|ziel|ziele|strategie|vorgehen|enfoque|objetivo|objetivos|estrategia|approche|objectif',
  'objectifs|stratégie|piano|approccio|obiettivo|obiettivi|strategia|abordagem|objetivo|plano',
  'план|подход|цель|цели|стратегия|задача|方針|計画|目標|作戦|方针|计划|目标|策略|思路|계획|목표|전략|방침',
  // A recap of the turn before the answer, a summary of it after
  'recap|summary|context|situation|you asked|zusammenfassung|kontext|resumen|contexto|résumé|contexte',
  'riassunto|contesto|resumo|итог|резюме|контекст|要約|まとめ|状況|总结|背景|요약|상황',
]);

/** The acts of a turn a plan speaks of: answering, asking, the questions, the reply's length and tone. */
export const TURN_WORDS = alternatives([
  'answer|answers|answering|reply|replies|respond|response|question|questions|reassure|confirm',
  'отвечу|отвечаю|rispondo|rispondere|domande|domanda|breve|responder|vou responder|curto|perguntas',
  'cevap|soru|sorusuna|soruya|kısa|odpowiem|odpowiedzieć|pytanie|pytania|krótko|jawab|short reply',
  'سأجيب|أجيب|السؤال|باختصار|जवाब|सवाल',
  'acknowledge|address|mention|greet|tone|keep it|short|brief|concise|empathize|empathise',
  'antworten|antwort|beantworten|frage|fragen|bestätigen|beruhigen|kurz|responder|respuesta|pregunta',
  'preguntas|confirmar|tranquilizar|breve|répondre|réponse|question|questions|confirmer|rassurer|court',
  'rispondere|risposta|domanda|domande|confermare|responder|resposta|pergunta|perguntas',
  'ответить|отвечать|ответ|вопрос|вопросы|подтвердить|успокоить|коротко|кратко',
  '答え|答える|回答|返信|返事|質問|短く|確認|回复|问题|确认|简短|답|답장|대답|질문|확인|짧게',
  // Irish, Basque, Catalan, Galician and Maltese
  'ceist|ceisteanna|freagra|freagairt|freagartha|galdera|galderak|erantzun|erantzuna|resposta|respondre',
  'mistoqsija|tweġiba|wieġeb',
]);

/**
 * Words of a count a model adds about its own answer (`(word count: 8)`, `（22文字）`,
 * `[42 words]`), never a message's own in a wrapping of its own at the end.
 */
export const COUNT_WORDS = alternatives([
  'word count|character count|words|characters|chars|letters|tokens|wörter|zeichen|mots|caractères',
  'palabras|caracteres|parole|caratteri|palavras|слов|слова|символов|знаков|文字|字|単語|词|단어|자|글자|글자 수|문자 수|字数|文字数',
  'woorden|tekens|słów|słowa|znaków|slov|znaků|ord|tecken|sanaa|merkkiä|szó|karakter|cuvinte|caractere|λέξεις',
  'χαρακτήρες|слів|символів|kelime|kata|từ|ký tự|คำ|ตัวอักษร|كلمات|أحرف|מילים|תווים|शब्द|অক্ষর|শব্দ',
  'gair|geiriau|focal|focail|žodžiai|žodžių|vārdi|vārdu|sõna|sõnad|besed|riječi|reči|речи|думи',
  'fjalë|hitz|orð|სიტყვა|բառ|söz|сөз|so‘z|үг|kalmomi|ọ̀rọ̀|amagama|ពាក្យ|စကားလုံး|kupu|salita|perkataan',
]);

/**
 * "Translation": a translation of the message beside it, which nobody in the chat asked for; also
 * "English" (`(English: …)`, `*In English:* …`), the language a model glosses its other replies in.
 */
export const TRANSLATION_WORDS = alternatives([
  'english|in english|auf englisch|en anglais|en inglés|in inglese|em inglês|po angielsku|по-английски',
  'на английском|англійською|英語|英语|英文|영어|באנגלית|بالإنجليزية|अंग्रेज़ी में',
  'translation|übersetzung|traducción|tradução|traduzione|traduction|vertaling|tłumaczenie|překlad',
  'translated|übersetzt|traducido|traduit|tradotto|traduzido|vertaald|przetłumaczone|переведено',
  // A reading aid for a page's reader: the message in Latin letters, or how to say it.
  'romanization|romanisation|romanized|romanised|roman urdu|roman hindi|transliteration|transcription|pronunciation|romaji|pinyin',
  'översättning|çeviri|terjemahan|bản dịch|перевод|переклад|μετάφραση|翻訳|英訳|和訳|訳|翻译|译文|번역|ترجمة|תרגום',
  'अनुवाद|käännös|fordítás|traducere|traducció|oversættelse|oversettelse|salin|pagsasalin|tafsiri',
  'ترجمه|ترجمہ|অনুবাদ|คำแปล|แปล|மொழிபெயர்ப்பு|ትርጉም|ትርጉሙ|fassara|ìtumọ̀',
  'vertimas|tulkojums|tõlge|preklad|prevod|превод|përkthim|cyfieithiad|aistriúchán|itzulpena|þýðing',
  'tərcümə|аударма|tarjima|орчуулга|ການແປ|ការបកប្រែ|ဘာသာပြန်|whakamāoritanga|unuhi',
  // "In English" where the language names it so (`(tiếng Anh: …)`, `(na Kiingereza: …)`).
  'tiếng anh|bahasa inggris|sa ingles|kwa kiingereza|kiingereza|ingilizce|İngilizce|angielski',
  'anglicky|angliski|angliškai|inglise keeles|angolul|engelsk|på engelska|på engelsk',
  'in het engels|σε αγγλικά|στα αγγλικά|англиски|англійська|английский',
  'ภาษาอังกฤษ|អង់គ្លេស|ພາສາອັງກິດ|အင်္ဂလိပ်|ইংরেজিতে|ইংরেজি|अंग्रेजी में|अंग्रेज़ी|ஆங்கிலத்தில்',
  // The written standard or a reading glossed beside a spoken variety (`（書面語：…）`, `ローマ字：`).
  '書面語|书面语|普通話|普通话|國語翻譯|ローマ字|読み方|拼音|注音|발음|로마자',
  'ఆంగ్లంలో|ಇಂಗ್ಲಿಷ್‌ನಲ್ಲಿ|ഇംഗ്ലീഷിൽ|انگریزی میں|به انگلیسی|בעברית|باللغة الإنجليزية|በእንግሊዝኛ',
  'da turanci|ní gẹ̀ẹ́sì|n’asụsụ bekee|ngesiNgisi|ingiriisi|英文翻譯|英译|英譯|영어로',
]);

/**
 * "Note": talk about the message when set off after it (`(note: I kept it short)`), the
 * message's own when it opens it or is written plain (`Note: we close at 4`). So is a translation.
 */
export const NOTE_WORDS = alternatives([
  'note for the operator|note to the operator|note for the developer|note to the developer|note for the developers|dev note|developer note|operator note|admin note|note for the admin|system note|meta note',
  'nota para el operador|nota para el desarrollador|note pour l’opérateur|note au développeur|hinweis für den betreiber|hinweis für die entwickler|nota per lo sviluppatore|nota para o operador|nota para o desenvolvedor',
  'memory|memory note|saved to memory|memoria|erinnerung|mémoire|memória|memòria|cuimhne|oroimena|memorja|salvei na memória|guardé en memoria|gespeichert|enregistré en mémoire|salvato in memoria',
  'note|note to self|note to myself|note for myself|memo to self|nota para mí|nota para mim|nota per me|notiz an mich|note à moi-même|заметка для себя|catatan untuk diri sendiri|nota vir myself|märkus endale|bilješka za sebe|napomena za sebe|mood|emotion|tone|notes|notiz|anmerkung|hinweis|nota|notas|observação|remarque|opmerking',
  'uwaga|notatka|poznámka|anteckning|not|catatan|ghi chú|примечание|заметка|примітка|σημείωση|メモ|注',
  '备注|注释|說明|说明|메모|참고|ملاحظة|הערה|नोट|หมายเหตุ|huomautus|huom|huomio|athugasemd|muistiinpano|megjegyzés|notă|notat|tala|یادداشت',
  'pastaba|piezīme|märkus|opomba|napomena|напомена|бележка|белешка|shënim|nodyn|nóta|oharra',
  'qeyd|ескерту|izoh|эскертүү|тэмдэглэл|bayani|àkíyèsí|ndetu|inothi|ማስታወሻ',
  // The tone as a note's label in scripts that have their own word for it (`(톤: 친근하게)`).
  '톤|말투|어조|语气|語氣|口调|口調|トーン|โทน|น้ำเสียง|giọng điệu',
  'గమనిక|ಟಿಪ್ಪಣಿ|കുറിപ്പ്|નોંધ|ਨੋਟ|සටහන|កំណត់ចំណាំ|ໝາຍເຫດ|မှတ်ချက်|टीप|টীকা|নোট|குறிப்பு|نوٹ',
]);
/** A note's label opening a paragraph (`Note:`, `**Hinweis:**`, `(注：`). */
export const NOTE_LABEL = new RegExp(`^[\\s*_([]*(?:${NOTE_WORDS})[*_\\s]*[:：]`, 'iu');
/**
 * "Explanation": the writer's account of why the answer is as it is, as a label closing it
 * (`Rationale: short and friendly.`, `Erklärung: …`), never a message's own when it speaks of the turn.
 */
export const EXPLAIN_WORDS = alternatives([
  'explanation|rationale|justification|why this works|why it works|why this reply works|reasoning summary',
  'erklärung|begründung|explicación|justificación|explicação|justificativa|spiegazione|motivazione',
  'пояснение|объяснение|обоснование|пояснення|açıklama|gerekçe|penjelasan|alasan|giải thích|lý do',
  'uzasadnienie|wyjaśnienie|vysvětlení|zdůvodnění|förklaring|motivering|uitleg|toelichting|selitys|perustelu',
  'magyarázat|indoklás|explicație|justificare|εξήγηση|αιτιολόγηση|הסבר|شرح|تفسير|व्याख्या|स्पष्टीकरण',
  '説明|解説|理由|解释|說明|설명|이유|คำอธิบาย|เหตุผล',
]);

/** Notes and translations, as one alternation. */
export const NOTE_OR_TRANSLATION = `${NOTE_WORDS}|${TRANSLATION_WORDS}`;

/**
 * "Not mine to answer": the model's reason for staying silent in a group (`not addressed to me`,
 * `not my conversation`), which a person in the group would not post.
 */
export const NOT_ADDRESSED = new RegExp(
  `(?<!\\p{L})(?:${alternatives([
    'not addressed to me|not directed at me|not aimed at me|not meant for me|not for me to answer',
    "not my conversation|not my turn|not talking to me|nobody asked me|no one asked me|doesn[’']t concern me",
    'nicht an mich|nicht meine unterhaltung|no es para mí|no va conmigo|no es mi conversación|pas pour moi',
    'pas ma conversation|не мне|не ко мне|не мой разговор|non è per me|não é comigo',
    'nobody tagged me|no one tagged me|nobody mentioned me|nothing for me to add|skipping this one|skipping this turn',
    'i’ll stay out of it|i will stay out of it|staying out of it|i’ll keep out of it|i’ll sit this one out',
    'no response is needed|no reply is needed|no response needed|no reply needed|isn’t directed at|is not directed at',
    'no me lo preguntan a mí|no me preguntan a mí|así que no respondo|δεν απευθύνεται σε μένα|δεν είναι για μένα',
    'não foi pra mim|não foi para mim|não é pra mim|não é para mim|fico quieta|fico quieto|fico calada|fico calado',
    'ne m’est pas adressé|ne m’est pas destiné|niet aan mij gericht|niet voor mij bedoeld|nie do mnie',
    'nie jest do mnie|bana değil|bana yazılmamış|không dành cho mình|không dành cho tôi|bukan untukku',
    'bukan untuk saya|bukan untuk aku|bukan buatku|no va dirigido a mí|non è rivolto a me',
    'আমাকে বলা হয়নি|আমাকে বলেনি|मुझसे नहीं पूछा|مجھ سے نہیں پوچھا',
    'به من مربوط نیست|از من نپرسیده|چیزی نمی‌گویم|ليس موجها لي|ليست موجهة لي|لا يخصني|לא מופנה אליי',
    'sijaulizwa|hainihusu|எனக்கு அல்ல|என்னிடம் கேட்கவில்லை|ไม่ได้ถามฉัน|ለእኔ አይደለም',
    'ne man|ne mums|ne mano reikalas|nav man|nav domāts man|pole mulle|ei ole mulle|nie je pre mňa|nie mne',
    'ni zame|ni meni|nije za mene|nije meni|није за мене|није мени|не е за мен|не е към мен|не е до мене',
    'nuk është për mua|nid i mi|ní dom é|ez da niretzat|ekki til mín|ჩემთვის არ არის|ինձ չի վերաբերում',
    'bana sorulmadı|mənə deyil|маған емес|menga emas|надад биш|ba ni aka tambaya ba|kì í ṣe fún mi',
    'akukhona kimi|ມັນບໍ່ແມ່ນສຳລັບຂ້ອຍ|មិនមែនសម្រាប់ខ្ញុំ|ကျွန်မအတွက် မဟုတ်|ehara i te mea mōku|hindi para sa akin',
  ])})(?!\\p{L})|私宛てではない|私宛じゃない|私に向けた(?:もの|メッセージ)ではない|不是发给我的|不是對我說的|不是对我说的|不是问我的|나한테 한 말이 아니|ไม่ต้องตอบ|ไม่ได้ถึง|ไม่ได้คุยกับ`,
  'iu',
);

/**
 * What a wrapped line says when it only announces silence (`*stays quiet*`, `(no response)`):
 * the narrated act, never an imperative (`(ignore the last message…)` is typed to the reader).
 * Spaced scripts match whole words, not negated (`(not ignoring you, just busy)`); Japanese,
 * Chinese and Korean phrases anywhere.
 */
export const SILENCE_PHRASES = new RegExp(
  [
    `(?<!\\p{L})(?<!(?:not|never|n[’']t)\\s)(?:${alternatives([
      'silent|silence|quiet|says nothing|nothing to add|nothing to say|no reply|no response',
      'no answer|no message|ignores|ignoring|on read|skipping|unanswered|stays out|keeps out of|sits this one out|sits it out',
      'hält sich raus|se mantiene al margen|fica de fora|reste en dehors|resta fuori|держится в стороне',
      // German
      'schweigt|schweigen|stille|bleibt still|sagt nichts|keine antwort|antwortet nicht',
      'reagiert nicht|ignoriert|unbeantwortet|ohne antwort|sin responder|sem responder|sans répondre',
      'senza rispondere|без ответа|не отвечая|onbeantwoord',
      // Spanish, Portuguese, Italian, French
      'silencio|callado|callada|no responde|no contesta|no dice nada|sin respuesta|ignora|silêncio',
      'calado|calada|não responde|sem resposta|silenzio|tace|non risponde|nessuna risposta',
      'ne répond pas|ne dit rien|sans réponse|pas de réponse|silencieux|silencieuse',
      // Not stepping in (`Élodie n’intervient pas`)
      'n’intervient pas|non interviene|não intervém|no interviene|greift nicht ein|mischt sich nicht ein|doesn’t step in|doesn’t chime in',
      // Dutch, Polish, Czech, Swedish, Turkish, Indonesian, Vietnamese
      'zwijgt|geen antwoord|reageert niet|milczy|cisza|brak odpowiedzi|nie odpowiada|mlčí',
      'neodpovídá|bez odpovědi|tystnad|svarar inte|sessiz|susuyor|cevap vermiyor|yanıt yok',
      'cevap yok|diam|tidak membalas|im lặng|không trả lời',
      // Russian, Ukrainian, Greek
      'молчит|промолчит|промолчу|молчу|молчание|не отвечает|без ответа|игнорирует|мовчить|мовчання|не відповідає',
      'без відповіді|σιωπή|δεν απαντά',
      // Arabic, Hebrew, Hindi
      'صمت|لا رد|لا يرد|שתיקה|לא עונה|चुप|कोई जवाब नहीं|hiljaa|vaikenee|ei vastaa|ei vastausta',
      'hallgat|csend|nem válaszol|nincs válasz|tăcere|nu răspunde|fără răspuns|silenci|no respon',
      'sense resposta|tavs|stilhed|stillhet|svarer ikke|intet svar|ingen svar|tahimik',
      'hindi sumasagot|kimya|hajibu|سکوت|جواب نمی‌دهد|চুপ|பதில் இல்லை|மௌனம்|ዝምታ|خاموش|خاموشی',
      'patylėsiu|nutylėsiu|tyla|paklusēšu|klusums|vaikin|vaikus|mlčím|ticho|šutim|tišina|мълча|мълчание',
      'heshtje|distawrwydd|tost|isilik|sukunat|чимээгүй|shiru|ìdákẹ́jẹ́|ukuthula|ស្ងាត់|ງຽບ|တိတ်|wahangū',
    ])})(?!\\p{L})`,
    // or that it does not answer, in English's ways of saying so
    "|(?<!\\p{L})(?:does\\s*n[’']?t|does not|won[’']?t|will not|not to|never)\\s+(?:respond|reply|answer|say anything|(?:text|write) back)(?!\\p{L})",
    // Japanese, Chinese, Korean, written without spaces between words
    `|${alternatives([
      '無言|沈黙|黙って|返信しない|返事をしない|返信なし|既読スルー|無視|沉默|不回复|没有回复|无回复|不回应|已读不回|침묵|무응답|읽씹|답장 안|답하지 않|응답 없음',
      'เงียบ|ไม่ตอบ',
    ])}`,
  ].join(''),
  'iu',
);

/**
 * Keys a model puts a message under in a JSON answer (`{"nachricht": "…"}`), in the same
 * languages; singular or plural.
 */
export const MESSAGE_KEYS: ReadonlySet<string> = new Set(
  [
    'send|text|message|body|content|reply|response|answer|msg|nachricht|antwort|mensaje|respuesta',
    'texto|mensagem|resposta|messaggio|risposta|testo|réponse|bericht|antwoord|tekst|wiadomość',
    'odpowiedź|zpráva|odpověď|svar|mesaj|yanıt|cevap|pesan|balasan|сообщение|ответ|текст',
    'повідомлення|відповідь|μήνυμα|απάντηση|メッセージ|返信|返事|消息|回复|回覆|메시지|답장|답변|رسالة|رد|הודעה|תשובה',
    'संदेश|ข้อความ|viesti|vastaus|üzenet|válasz|răspuns|missatge|resposta|besked|beskjed|melding',
    'mensahe|sagot|ujumbe|jibu|majibu|jawaban|jawab|پیام|پاسخ|جواب|বার্তা|উত্তর|জবাব|जवाब|उत्तर|பதில்|సమాధానం|መልስ',
    // Inflected as a lead-in writes them (`İşte cevabım:`, `Tässä vastaukseni:`).
    'cevabım|yanıtım|mesajım|cevabı|yanıtı|mesajı|vastaukseni|viestini|válaszom|üzenetem|válasza|üzenete',
    'răspunsul|mesajul|câu trả lời|tin nhắn|คำตอบ',
    'atsakymas|atsakymą|žinutė|atbilde|ziņa|vastus|sõnum|odpoveď|správa|odgovor|sporočilo|poruka|одговор',
    'порука|отговор|съобщение|порака|përgjigje|përgjigja|mesazh|mesazhi|ateb|neges|freagra|teachtaireacht',
    'erantzuna|mezua|skilaboð|პასუხი|შეტყობინება|պատասխան|հաղորդագրություն|cavab|cavabım|жауап|хабарлама',
    'javob|javobim|xabar|хариулт|мессеж|amsa|saƙo|ìdáhùn|impendulo|umlayezo|ចម្លើយ|សារ|ຄຳຕອບ|ຂໍ້ຄວາມ|အဖြေ|whakautu|karere|tali',
  ].flatMap((group) => group.split('|')),
);
/** The same keys as alternatives of a pattern. */
export const MESSAGE_WORDS = [...MESSAGE_KEYS].join('|');

/**
 * "End": the model closing its answer with a line (`(Ende der Antwort)`, `[конец ответа]`,
 * `（回复结束）`), never typed by a person.
 */
const END_WORDS = alternatives([
  // Not Italian's bare `fine`, Turkish `son` or Swedish `slut`: each is another word too.
  'end|ende|fin|fine della|fine del|fim|einde|eind|koniec|konec|slut på|slutt på|loppu|vége|sfârșit|sonu',
  'конец|кінець|τέλος|نهاية|انتهى|סוף|अंत|समाप्त|akhir|selesai|hết|kết thúc|จบ|終わり|終了|结束|結束|끝',
]);
/** Words for the answer a message key does not name, in the scripts that write them apart. */
const ANSWER_ONLY = '回答|答え|応答|应答|回应|응답';
/** A line that only ends the answer, in either order of its words (`End of reply`, `回答終わり`). */
export const ANSWER_END = new RegExp(
  `^[\\s([{<*_「『（【〔-]*(?:(?:${END_WORDS})(?:\\s+\\p{L}{1,4}){0,2}\\s+(?:${MESSAGE_WORDS})\\p{L}{0,3}|(?:${MESSAGE_WORDS}|${ANSWER_ONLY})\\p{L}{0,3}\\s*(?:の|이|가)?\\s*(?:${END_WORDS}))[\\s)\\]}>*_.。」』）】〕-]*$`,
  'iu',
);

/**
 * A word naming the message as a label or lead-in writes it: a key, or a key with Arabic's article
 * (`الرد`) or an Indonesian or Malay possessive (`balasannya`, `pesanku`).
 */
export function isMessageWord(word: string): boolean {
  const w = word.toLowerCase();
  return [w, w.replace(/^(?:ال|بال|لل)/u, ''), w.replace(/(?:nya|ku|mu)$/u, '')].some((k) =>
    MESSAGE_KEYS.has(k),
  );
}

/**
 * "Version": a model offering the message in more than one version (`**Option 1:**`, `Draft B:`,
 * `Variante 2:`), which a person never sends. `option` counts only set off (bold, annotated or
 * alone on its line), as people list options to choose from.
 */
export const VERSION_WORDS = alternatives([
  'version|draft|variant|variation|entwurf|variante|versión|borrador|versão|rascunho|versione',
  'bozza|brouillon|versie|wersja|wersję|wersji|szkic|wariant|sürüm|taslak|версия|вариант|черновик|варіант',
  'чернетка|バージョン|下書き|案|版本|草稿|方案|버전|초안|เวอร์ชัน|ฉบับร่าง|نسخة|مسودة|संस्करण|मसौदा',
  'versi|bersyon|toleo|rasimu|نسخه|نسخہ|সংস্করণ|பதிப்பு|גרסה|טיוטה|phiên bản|bản nháp',
  'variantă|varianta|változat|változata|εκδοχή|εκδοχές|προσχέδιο|ረቂቅ|እትም',
  'variantas|versija|variants|versioon|verzia|različica|inačica|верзија|fersiwn|leagan|bertsioa|útgáfa',
  'ვერსია|ვარიანტი|տարբերակ|versiya|нұсқа|хувилбар|ຮຸ່ນ|ជម្រើស',
]);
/**
 * A draft or version of something else (`una versione stampata del biglietto`, `a draft of the
 * flyer`): that thing's, not the answer's. The word, an adjective or none, "of", and what it is of.
 * ("For" names whom it is for as often: `a shorter version for the group` is the answer's.)
 */
export const VERSION_OF = new RegExp(
  `(?<!\\p{L})(?:${VERSION_WORDS})\\s+(?:\\p{L}+\\s+)?(?:${alternatives([
    'of|von|vom|der|de|del|della|dello|du|des|do|da|di|van|av|af|z|ze|του|της|al|ale',
  ])})\\s+\\p{L}+`,
  'iu',
);
/**
 * `my draft for the shop bot's greeting:`, `my draft for rohan:`: a draft for a thing or a person
 * named after it, the persona's work shared.
 */
export const DRAFT_FOR =
  /(?<!\p{L})(?:draft|version|entwurf|fassung|borrador|versión|brouillon|bozza|черновик)\s+(?:for|für|para|pour|per|для)\s+(?:(?:the|my|our|this|that|a|an|den|die|das|el|la|le|il|mi|mon|ma|мой|наш)\s|\p{L}+[*_]*\s*[:：]\s*$)/iu;

export const OPTION_WORDS = alternatives([
  'option|opción|opção|opzione|optie|opcja|seçenek|опция|選択肢|选项|옵션|ตัวเลือก|خيار|विकल्प',
  'alternative|alternativa|alternativ|alternatywa|альтернатива',
]);

/**
 * "Final": the version a model settled on after drafting (`**Final:**`, `Final answer:`), in the
 * same languages; bare (`Final: 3–1`) it may be a person's own word, so it counts only set off,
 * qualified or after a draft.
 */
export const FINAL_WORDS = alternatives([
  'final|final version|final answer|final reply|final message|final draft|finale|endfassung',
  'endgültig|definitivo|definitiva|définitif|définitive|итог|итоговый вариант|最终|最終|最终版|최종',
  'versión final|versão final|versione finale|version finale|finale version|финальная версия|wersja końcowa',
]);

/**
 * "Final answer": the label a model puts between work it shows and the message
 * (`**Final answer:** …`); never bare "final", which opens a score (`Final: 3–1`).
 */
export const FINAL_ANSWER_WORDS = alternatives([
  'final answer|final reply|final message|final response|final version|final draft',
  'endgültige antwort|respuesta final|réponse finale|risposta finale|resposta final|итоговый ответ',
  '最终回答|最終回答|최종 답변',
]);

/**
 * "Manner": how a message sounds, as a writer notes the tone it kept (`kept it warm`), labels a
 * block's manner (`# «send» — casual`) or offers another (`¿Lo hago más corto?`, `mai scurtă`).
 */
export const MANNER_WORDS = alternatives([
  'short|brief|warm|light|casual|friendly|formal|informal|playful|simple|sweet|upbeat|neutral|polite|chill|low-key|reassuring|encouraging|sisterly|brotherly|practical|calm|concise|empathetic',
  'professional|enthusiastic|cheerful|supportive|по-сестрински|по-дружески|по-братски|по-доброму|по-семейному',
  'serious|flirty|funny|sarcastic|gentle|teasing|tender|heartfelt|personal|affectionate|respectful|firm|matter-of-fact',
  'respectueux|respectueuse|respetuoso|respetuosa|rispettoso|rispettosa|respeitoso|respeitosa|sachlich|solidarisch|respektvoll|уважительный|уважительно',
  'tendre|personnelle|personnel|affectueux|affectueuse|tierno|tierna|cariñoso|cariñosa|zärtlich|herzlich|affettuoso|affettuosa|carinhoso|carinhosa',
  // Basque, Irish, Afrikaans, Estonian, Croatian
  'lasaia|lasai|atsegina|laburra|cairdiúil|gearr|informeel|vriendelik|sõbralik|sõbralikuna|lühike|lühidana|neformalno|prijateljski',
  // A register of mixed speech, as a writer offers "more" of it (`more Manglish`).
  'manglish|singlish|taglish|hinglish|spanglish|franglais|denglisch|konglish|pidgin|slang|sheng',
  'kurz|knapp|locker|freundlich|breve|corto|corta|cálido|cálida|ligero|cercano|cercana|amable|seria|serio|sencillo|sencilla|largo|larga',
  'curto|curta|amigável|descontraído|descontraída|leve|simples|informale|amichevole|leggero|formale',
  'court|courte|léger|détendu|amical|formel|formelle|complice|chaleureux|chaleureuse|bienveillant|vriendelijk|luchtig|kort|scherzoso|scherzosa|giocoso|stuttum|stutt|vingjarnlegum',
  'коротко|кратко|тепло|короткий|краткий|тёплый|теплый|дружеский|дружелюбный|дружній|дружня|теплий|коротка|короткий|قصير|قصيرة|مختصر|دافئ|خفيف|ciepły|ciepło|wspierający|serdeczny|दोस्ताना|मैत्रीपूर्ण|лёгкий|неформальный|φιλικό|ελαφρύ|קליל|ودية',
  'ngắn gọn|ngắn|nhẹ nhàng|singkat|santai|luźny|przyjazny|samimi|rahat|rento|rentona',
  // Romanian, Tagalog and Hebrew adjectives, as they follow their "more".
  'scurt|scurtă|lung|lungă|simplu|simplă|relaxat|relaxată|prietenos|prietenoasă',
  'formelt|formell|uformelt|uformell|kortere|varmere|vennligere|venligere|lettere|enklere|hyggeligere|formellt|kortare|vänligare',
  'pormal|maikli|kaswal|magaan|קלילה|קצר|קצרה|רשמי|רשמית',
  // Turkish, Slavic, Baltic, Finno-Ugric, Greek and more; English loans in other scripts (`ফর্মাল`).
  'resmi|kısa|sıcak|nazik|официально|официальнее|формально|неформально|дружелюбно|офіційно|коротше',
  'formalny|formalnie|krótki|krótko|formální|krátce|formálne|krátko|formalno|kratko|formālāk|īsāk',
  'formaalsem|lühem|virallisempi|lyhyempi|rövidebb|hivatalosabb|közvetlenebb|επίσημο|σύντομο',
  'rasmi|pendek|trang trọng|thân mật|ngắn hơn|rasmi zaidi|fupi|औपचारिक|अनौपचारिक|छोटा',
  'ছোট|আনুষ্ঠানিক|ফর্মাল|ফরমাল|ক্যাজুয়াল|फॉर्मल|फ़ॉर्मल|कैज़ुअल|कैजुअल|ஃபார்மல்|முறையான',
  'رسمی|رسمية|غير رسمية|مختصر|مختصرة|رسمی تر|کوتاه‌تر|رسمی‌تر|ودود|לבבי|ידידותי|ידידותית',
]);
/** "More" or "less" before a manner (`más corto`, `mai scurtă`, `mas pormal`, `בצורה קלילה יותר`). */
export const MORE_WORDS = alternatives([
  'más|menos|plus|moins|più|meno|mais|mai|mas|lebih|bardziej|mniej|בצורה|בצורה יותר|יותר|קצת יותר',
  'daha|daha çok|более|менее|більш|менш|mehr|meer|mer|mere|enemmän|több|πιο|mais um pouco',
  'aún más|un poco más|ancora più|encore plus|और|ज़्यादा|ज्यादा|আরো|আরেকটু|আরও|زیادہ|بیشتر|أكثر',
  'hơn|lagi|mas na|zaidi|meira|vairāk|rohkem|labiau|viac|više|още|më|fwy|níos',
]);

/** Greek `σε` as "you", not as the preposition before an article or `πιο` (`σε πιο σύντομο ύφος`). */
export const GREEK_YOU_OBJECT = 'σε(?!\\s+(?:πιο|το|τη|την|τον|τα|τις|τους|ένα|μια|μία|έναν)(?!\\p{L}))';

/** Speaking to the reader: a message to the chat has these; the writer's notes about the turn do not. */
export const SECOND_PERSON = new RegExp(
  `(?<!\\p{L})(?:${alternatives([
    'you|your|yours|yourself|u|du|dich|dir|dein|deine|euch|euer|ты|тебя|тебе|тобой|твой|твоя|вы|вас|вам',
    'ваш|ваша|tu|te|ti|toi|vous|votre|vos|usted|ustedes|vosotros|você|vocês|jij|jou|jouw|sen|seni|sana|senin',
  ])})(?!\\p{L})|あなた|君|きみ|お前|你|您|너|당신`,
  'iu',
);

/**
 * The one the persona answers, spoken of in the third person as asking or wanting
 * (`she's asking about the cat`, `Sie fragt nach`, `она спрашивает`): the writer describing the
 * turn to itself.
 */
export const PARTNER_ASKS = new RegExp(
  [
    `(?<!\\p{L})(?:she|he|they)(?:['’]s|['’]re|\\s+is|\\s+are|\\s+was|\\s+has|\\s+just|\\s+also|\\s+now)*\\s+(?:asking|asks|asked|wants|wanted|wondering|curious|seems|sounds)(?!\\p{L})`,
    // Romanised Hindi, Italian and Portuguese word order, a pronoun before the verb.
    `(?<!\\p{L})(?:ela|ele|lei|lui|woh|wo)\\s+(?:mi\\s+|me\\s+|está\\s+|sta\\s+)?(?:chiede|chiedendo|pergunta|perguntando|pide|pidiendo|pede|pedindo|pooch|puchh)(?!\\p{L})`,
    // Turkish, Polish: the verb after its object
    `(?<!\\p{L})(?:soruyor|sordu|pyta|pytał|pytała)(?!\\p{L})`,
    'يسأل|تسأل|ई?पूछ रह[ाी]',
    `(?<!\\p{L})(?:sie|er)\\s+(?:fragt|will|möchte|wollte|scheint|wirkt)(?!\\p{L})`,
    `(?<!\\p{L})(?:она|он|они)\\s+(?:спрашивает|спросила|спросил|спрашивают|хочет|хотят|интересуется)(?!\\p{L})`,
    `(?<!\\p{L})(?:ella|él|elle|il|lei|lui|ela|ele)\\s+(?:pregunta|quiere|demande|veut|chiede|vuole|pergunta|quer)(?!\\p{L})`,
    '(?:彼女|彼)は.{0,12}(?:聞いて|知りたが|尋ねて)|(?:她|他)(?:在)?(?:问|想知道)',
  ].join('|'),
  'iu',
);

/**
 * The same with the partner named (`Jonas is asking`, `Marco mi chiede`, `Rahul pooch raha hai`):
 * read case-sensitively, as a name is written with a capital and the verb without.
 */
export const PARTNER_NAMED_ASKS = new RegExp(
  [
    `(?<!\\p{L})(?!(?:Everyone|Everybody|Someone|Somebody|Nobody|Anyone|Anybody|People|Everything)(?!\\p{L}))\\p{Lu}\\p{Ll}+(?:['’]s|\\s+is|\\s+was|\\s+has|\\s+just|\\s+also|\\s+now)*\\s+(?:asking|asks|asked|wants|wanted|wondering)(?!\\p{L})`,
    `(?<!\\p{L})\\p{Lu}\\p{Ll}+\\s+(?:mi\\s+|me\\s+|está\\s+|sta\\s+)?(?:chiede|chiedendo|pergunta|perguntando|pide|pidiendo|pede|pedindo|pooch|puchh)(?!\\p{L})`,
  ].join('|'),
  'u',
);

/** How thinking aloud opens (`Okay, so`, `Hmm`, `Also:`, `Так,`). A person's message opens so too: never alone. */
export const THINKING_OPENER = new RegExp(
  `^[\\s*_]*(?:${alternatives([
    'okay so|ok so|okay|ok|alright|all right|hmm|hm|right|so|well|let me see|let’s see|also|na gut|gut',
    'так|итак|ладно|хм|bueno|vale|a ver|bon|alors|allora|dunque|えーと|うーん|よし|嗯|好的|那么|음|자',
  ])})(?![\\p{L}])`,
  'iu',
);

/** "The user", as a model names the one it answers (in the languages above): never a person's word for a friend. */
export const THE_USER = new RegExp(
  `(?<!\\p{L})(?:${alternatives([
    'the user|der nutzer|die nutzerin|der benutzer|el usuario|la usuaria|l’utilisateur|l’utilisatrice|l’utente',
    'o usuário|a usuária|пользователь|пользователя|користувач|kullanıcı|kullanıcının|użytkownik|użytkownika',
    'de gebruiker|användaren|المستخدم|המשתמש|उपयोगकर्ता|ο χρήστης|του χρήστη|τον χρήστη',
    // Several partners in a group, as the plural.
    'the users|die nutzer|die benutzer|los usuarios|les utilisateurs|gli utenti|os usuários|пользователи',
    'користувачі|kullanıcılar|użytkownicy|de gebruikers|οι χρήστες|المستخدمون|המשתמשים',
    'người dùng|pengguna bertanya|pengguna menanyakan|pengguna ingin|käyttäjä|käyttäjän|a felhasználó|utilizatorul|uživatel|uživatele|brugeren|brukeren|کاربر',
  ])})(?!\\p{L})(?!\\s+(?:manual|manuals|guide|guides|interface|name|names|account|accounts|agreement|base|experience|id|ids|profile|settings|group|groups|story|stories|data|review|reviews|count|limit|forum|handbuch|handbücher|oberfläche|konto|manual|guía|handleiding|handboek|руководство|инструкция)(?!\\p{L}))|用户|用戶|使用者|ユーザー|사용자|유저|ผู้ใช้`,
  'iu',
);

/** Words a model writes alone for "I do nothing this turn". */
export const NOTHING_WORDS =
  /^(?:PASS|SKIP|NONE|NOTHING|NULL|EMPTY|SILENCE|SILENT|QUIET|IGNORE|IGNORED|NOREPLY|NORESPONSE)$/;

/** Titles of address a label may put before the name (`**Chị Linh:**`, `Frau Weber:`). */
export const HONORIFIC =
  'chị|anh|em|cô|bà|ông|mr|mrs|ms|dr|frau|herr|señora|señor|sra|sr|doña|don|mme|madame|monsieur|signora|signor|pani|pan|тётя|дядя|' +
  // Family and other titles a persona is called by (`**Nana Rose:**`, `Tía Carmen:`, `Coach Mike:`).
  'nana|nan|nanna|granny|grandma|grandpa|grandad|auntie|aunty|aunt|uncle|oma|opa|tante|onkel|abuela|abuelo|tía|tío|tia|tio|vovó|vovô|nonna|nonno|zia|zio|babcia|dziadek|ciocia|wujek|бабушка|дедушка|mamie|papy|mama|mom|mum|papa|coach|sensei|prof|professor|' +
  'principal|headteacher|teacher|miss|madam|sir|captain|capt|chef|doctor|nurse|officer|pastor|father|sister|brother|maestra|maestro|profe|lehrer|lehrerin|' +
  'mamma|mor|mormor|farmor|bestemor|pappa|far|morfar|farfar|moster|faster|mamá|papá|mãe|pai|mutti|vati|teta|strina|baba|deda|' +
  'mamytė|močiutė|senelis|vecmāmiņa|vanaema|nagymama|mummo|isoäiti|yiayia|γιαγιά|лола|ate|kuya|lola|lolo|tita|tito|bibi|babu|' +
  'dadi|nani|दादी|नानी|मौसी|बुआ|дядо|баба|тетка|чича|nene|dede|teyze|amca|hala|dayı|abla|ağabey|abi';
