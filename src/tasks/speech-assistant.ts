import { MESSAGE_WORDS, SECOND_PERSON } from './meta-words.js';
import { spellsName } from './name-sounds.js';
import type { BodyContext, Hold } from './speech-context.js';
import { escapeRegExp, NAME_END, NAME_START, namesPersona, personaName } from './speech-wrappers.js';

/*
 * The chat model's own voice beside the persona's message: the model speaking of itself as an AI,
 * its safety boilerplate (crisis lines, "if you or someone you know", advice that is not advice,
 * content warnings) and generic counsel said to everyone, which no friend types. Told by those
 * markers and by the register: boilerplate speaks to no one in particular and never as "I".
 */

/** The model naming itself an AI or the chat a roleplay (`As an AI`, `Como IA`, `Als KI`, `Как ИИ`). */
const AI_SELF =
  /(?<!\p{L})(?:as an ai|i['’]m an ai|i am an ai|as a language model|ai language model|as an artificial intelligence|this roleplay|continue (?:this|the) role-?play|como (?:una )?(?:ia|inteligencia artificial|modelo de lenguaje)|como uma ia|als (?:eine )?(?:ki|künstliche intelligenz|sprachmodell)|als ki-|как (?:ии|искусственный интеллект|языковая модель)|я (?:—|-)? ?(?:ии|языковая модель)|en tant qu['’](?:ia|intelligence artificielle)|come (?:un['’])?(?:ia|intelligenza artificiale|modello (?:di )?linguaggio)|como (?:um )?modelo de linguagem|als (?:een )?(?:ai|taalmodel|ai-taalmodel|kunstmatige intelligentie)|jako (?:model językowy|ai|sztuczna inteligencja)|ai로서|인공지능으로서|언어 모델로서|(?:एक )?(?:ai|एआई) के रूप में|भाषा मॉडल के रूप में|بصفتي (?:نموذج|مساعد|ذكاء)|كنموذج (?:لغوي|ذكاء)|كذكاء اصطناعي)(?!\p{L})/iu;

/** Safety boilerplate in any of the languages: a crisis line, "if you or someone you know", a warning label. */
const BOILERPLATE =
  /(?<!\p{L})(?:if you or someone you know|crisis (?:line|text line|hotline)|suicide (?:hotline|prevention)|helpline|hotline|emergency services|not (?:a substitute for|intended as) (?:professional|medical|legal|financial)|(?:does not|doesn['’]t|is not|isn['’]t|not) (?:constitute )?(?:medical|legal|financial|professional) advice|(?:content|trigger) (?:warning|note)|cw:|tw:|si tú o alguien que conoces|línea de (?:crisis|prevención|ayuda)|aviso de contenido|no (?:constituye|sustituye) (?:un |una )?(?:consejo|asesor\p{L}*|la atención)|telefonseelsorge|wenn du oder jemand|keine (?:rechts|medizinische|finanz)\p{L}*beratung|inhaltswarnung|телефон доверия|если вы испытываете|не является (?:медицинской|юридической|финансовой) консультацией|geen (?:medisch|juridisch|financieel) advies|nie (?:jest|stanowi) (?:to )?porad\p{L}* (?:medyczn|prawn|finansow)\p{L}*|não (?:é|substitui|constitui) (?:um )?(?:aconselhamento|conselho|orientação) (?:médic|jurídic|financeir)\p{L}*|non (?:è|costituisce|sostituisce) (?:un )?(?:consiglio|parere) (?:medico|legale|finanziario)|(?:ليست|لا تعد|لا تعتبر) (?:نصيحة|استشارة) (?:طبية|قانونية)|의학적 조언이 아닙니다|चिकित्सा सलाह नहीं)(?!\p{L})/iu;

/**
 * A referral to a professional said of the partner or of no one (`she should consult her
 * cardiologist`, `Рекомендуется обратиться к психологу`, `Sería recomendable que…`); a friend's
 * `maybe see a doctor` says it to them.
 */
const REFERRAL =
  /(?<!\p{L})(?:(?:(?:she|he|they) (?:should|could|might want to|may want to|needs? to|ought to) (?:also )?|(?:encourage|urge|suggest|advise|remind) (?:gently )?\p{L}+ to |it (?:may|might|could) (?:also )?help (?:to )?(?:gently )?(?:encourage \p{L}+ to )?)(?:consult|see|speak (?:to|with)|talk (?:to|with)|reach out to|seek|contact)|(?:it is|it['’]s|it would be|would be) (?:advisable|recommended)|se recomienda|es recomendable|sería recomendable|es empfiehlt sich|empfehlenswert|(?:рекомендуется|следует|стоит|желательно) обратиться|raadpleeg (?:bij \p{L}+ \p{L}+ )?(?:een|uw|je) (?:arts|huisarts|dokter|specialist|professional)|skonsultuj się z (?:lekarzem|specjalistą)|(?:procure|consulte) um (?:médico|profissional|especialista)|(?:consulta|consultare|rivolgersi a) un (?:medico|professionista|specialista)|(?:전문가|의사|의료진)(?:와|과) 상담하(?:시기 바랍니다|세요|십시오)|(?:डॉक्टर|चिकित्सक|विशेषज्ञ) से (?:परामर्श|सलाह) लें|(?:يُرجى|يرجى|ننصح ب) ?استشارة)(?!\p{L})/iu;

/**
 * The model on what it does not know (`I don't have current information on…`, `Ich habe keine
 * Informationen darüber…`, `No tengo información sobre…`): explained in full sentences, to no one.
 */
const NO_INFORMATION =
  /(?<!\p{L})(?:I (?:don['’]t|do not) have (?:any |current |real-time |up-to-date |specific |enough )?(?:information|data|access to)|I have no (?:information|data|access)|ich habe keine (?:aktuellen |genauen |weiteren )?(?:informationen|daten)|ich habe keinen zugriff|no tengo (?:información|datos|acceso)|je n['’]ai pas (?:d['’]informations?|accès)|non ho (?:informazioni|accesso)|não tenho (?:informações|acesso)|у меня нет (?:информации|данных|доступа)|bilgim yok|bilgiye sahip değilim|ik heb geen (?:actuele |recente |specifieke )?(?:informatie|gegevens|toegang)|nie mam (?:dostępu|informacji|aktualnych informacji)|(?:정보에|정보에는) 접근할 수 없습니다|정보가 없습니다|मेरे पास [^।\n]{0,60}जानकारी नहीं|(?:ليس لدي|لا أملك|ليست لدي) (?:معلومات|بيانات|إمكانية الوصول))(?!\p{L})/iu;

/** The helper's closing wish (`I hope this helps!`, `Надеюсь, это поможет!`, `Umarım yardımcı olur!`). */
const HOPE_HELPS =
  /^[\s*_(]*(?:I hope (?:this|that|it) helps|hope (?:this|that|it) helps|ich hoffe,? (?:das|es) hilft|espero que (?:te |le |les )?(?:ayude|sirva|ajude)|j['’]esp[èe]re que (?:ça|cela) (?:t['’]|vous )?aide|spero che (?:ti |vi )?(?:aiuti|sia utile)|надеюсь,? (?:это|что это) помо\p{L}*|umarım (?:bu |bunun )?(?:yardımcı olur|işine yarar)|espero (?:que )?(?:isso |isto )?(?:te |lhe )?(?:ajude|sirva|ter ajudado)|spero (?:che )?(?:questa risposta |questo |ciò )?(?:ti |vi )?(?:sia (?:stato )?utile|aiuti|possa aiutare)|spero di (?:esserti|esservi|esserle) stat[oa] utile|hopelijk (?:helpt (?:dit|het)|heb je (?:hier|er) iets aan|is dit nuttig)|ik hoop dat (?:dit|het) (?:je |u )?(?:verder )?helpt|mam nadzieję,? że (?:to )?(?:pomoże|pomogło|pomogłam|pomogłem|się przyda)|도움이 (?:되었|되셨|됐)으면 (?:좋겠어요|좋겠습니다|합니다)|도움이 (?:되|되셨)길 바랍니다|(?:मुझे )?(?:उम्मीद|आशा) है (?:कि )?(?:इससे|यह) (?:मदद मिलेगी|मदद करेगा|सहायक होगा)|(?:آمل|أتمنى) أن يكون (?:هذا )?مفيد\p{L}*)(?!\p{L})/iu;

/** The answer named in the wish (`questa risposta`, `this answer`). */
const NAMES_ANSWER = new RegExp(`(?<!\\p{L})(?:${MESSAGE_WORDS})(?!\\p{L})`, 'iu');

/**
 * The wish with nothing of the persona's own after it (`hope this helps, call me if not`, `Spero ti
 * sia utile Marta, se non ti viene…` go on).
 */
function hopesItHelps(paragraph: string): boolean {
  const wish = HOPE_HELPS.exec(paragraph);
  if (wish === null) return false;
  // The wish's own sentence runs to its first mark (`I hope this helps you land the date!`,
  // `Ich hoffe, das hilft dir weiter!`); what comes after it is the persona's, if it says anything.
  const rest = paragraph.slice(wish.index + wish[0].length).replace(/^[^,;.!?…\n]*/u, '');
  const goesOn = (rest.match(/\p{L}+/gu) ?? []).length > 2;
  // The helper's closing after it (`If you have any other questions, let me know.`) is the wish's.
  // So is an offer of more help by its form (`Let me know if you'd like me to explain any part…`).
  const helperClosing =
    FURTHER_QUESTIONS.test(rest) ||
    /^[\s,;.!?…¡]*(?:let me know|fammi sapere|fatemi sapere|dime si|dis-moi si|dites-moi si|sag (?:mir )?bescheid|дай(?:те)? знать|daj(?:cie)? znać|laat (?:het )?(?:me )?weten)(?!\p{L})/iu.test(
      rest,
    );
  return !(goesOn && (SPEAKS_AS_I.test(rest) || SECOND_PERSON.test(rest)) && !helperClosing);
}
/** An invitation to ask more, as a helper closes: "any other questions" in the languages above. */
const FURTHER_QUESTIONS =
  /(?<!\p{L})(?:(?:any|more|other|further) questions|más preguntas|otras preguntas|alguna (?:otra )?pregunta|(?:weitere|noch) fragen|nog vragen|andere vragen|(?:d['’]autres|des) questions|altre domande|(?:mais|outras) (?:dúvidas|perguntas)|(?:inne|dodatkowe|jakieś) pytania|(?:ещё|еще|другие) вопросы|başka sorunuz|sorularınız|궁금한 점|질문이 있으)/iu;

/**
 * Counsel said to everyone, opening a paragraph (`It's important to…`, `Remember: flirting should
 * always be…`, `Recuerda que es importante…`, `Es ist wichtig, …`, `Важно…`): boilerplate when it
 * never speaks as "I", as a friend's own advice does.
 */
const COUNSEL =
  /^[\s*_([]*(?:it['’]?s important|it is important|remember(?: that|:| to)|please (?:note|remember)|keep in mind|grief (?:is|can be)|recuerda(?: que|:)|es importante|ten en cuenta|es ist wichtig|bitte beachten sie|denk daran|denken sie daran|важно|помните|помни,? что|è importante|ricorda(?: che|:)|é importante|lembre-se|il est important|pamiętaj(?:,? że|:)|ważne jest|onthoud(?: dat|:)|het is belangrijk|من المهم|تذكر(?: أن|:)|(?:tips|consejos|советы|tipps|conseils|consigli|dicas)\s+(?:for|para|по|für|zum|zur|pour|per)\s)(?!\p{L})/iu;
/** "We": the persona and others, to a plural "you" (`Катя и Оля, то есть мы, то есть — вас`). */
const SPEAKS_AS_WE =
  /(?<!\p{L})(?:we|us|our|wir|uns|nosotros|nosotras|nous|noi|nós|мы|нас|нам|наш\p{L}*|nas|nam)(?!\p{L})/iu;
/** The writer as "I", in the languages personas speak. */
/**
 * French `je` before what it does (`je passe`, `je t'appelle`), not Czech and Slovak `je` ("is":
 * `Odpověď je stručná`).
 */
const FRENCH_JE =
  "je(?=\\s+(?:[mtsl]['’]|n['’]|ne\\s|te\\s|vous\\s|le\\s|la\\s|les\\s|lui\\s|leur\\s|y\\s|en\\s|\\p{L}+(?:e|s|x|ai|rai)(?!\\p{L})))";
export const SPEAKS_AS_I = new RegExp(
  `(?<!\\p{L})(?:I|I['’](?:ll|m|d|ve)|me|my|ich|mich|mir|mein\\p{L}*|yo|mí|mis?|я|меня|мне|мой|моя|${FRENCH_JE}|moi|io|ik|mij|mijn)(?!\\p{L})`,
  'u',
);
/**
 * Someone acted on (`I'll reassure him`, `je le rassure`, `ich beruhige ihn`): the writer's act,
 * not a person's own "I".
 */
export const THEM = /(?<!\p{L})(?:him|her|them|ihn|ihm|je\s+(?:le|la|les|lui|leur)(?=\s))(?!\p{L})/iu;
/** "I" as the subject only (`I'm fine`, `ich`, `я`), not "me" or "my" (`Katya turns to me`). */
export const I_SUBJECT = new RegExp(
  `(?<!\\p{L})(?:I|I['’](?:ll|m|d|ve)|ich|yo|я|${FRENCH_JE}|io)(?!\\p{L})`,
  'u',
);

/** Formal address (`Sie`, `usted`, `вы`) where the chat speaks informally: the model's register. */
const FORMAL =
  /(?<=\p{L}[^.!?\n]*\s)(?:Sie|Ihnen|Ihr(?:e[mnrs]?)?)(?!\p{L})|(?<!\p{L})(?:usted(?:es)?|вы|вас|вам|ваш\p{L}*)(?!\p{L})/u;
const INFORMAL = /(?<!\p{L})(?:du|dich|dir|dein\p{L}*|tú|ты|тебя|тебе|твой|твоя|твоё)(?!\p{L})/iu;

/**
 * The answer named as the subject of a clause (`the response prioritizes safety`, `(Diese Antwort
 * setzt …`, `этот ответ звучит …`); `my reply to the landlord`, `vote on this message` are a person's.
 */
const NAMES_THE_MESSAGE = new RegExp(
  `(?:^|[.;:(—–]\\s*|,\\s*(?:and|so|y|und|и)\\s+)[*_]*(?:the|this|el|la|este|esta|die|diese|dieser|le|ce|cette|il|questo|questa|o|a|essa|esse|этот|эта|это)\\s+(?:${MESSAGE_WORDS})\\s+(?!(?:to|from|for|about|of|on|a|an|de|para|por|an|von|für|à|pour|di|per|к|от|для|на)(?!\\p{L}))\\p{Ll}`,
  'imu',
);

/**
 * A paragraph at the edge of the body that speaks about the chat to whoever asked the model:
 * it says "you" to no one and names the persona in the third person while another paragraph
 * speaks as it (`June is asking Ruth to speak`), or the message as the subject of a sentence
 * (`the response prioritizes safety`) and not as "I" (`Diese Antwort kam von meinem Chef`).
 */
function speaksAboutTheChat(paragraph: string, others: readonly string[], context: BodyContext): boolean {
  // Prose closed by a full stop, as the model explains; a person's aside is often exclaimed.
  if (
    SECOND_PERSON.test(paragraph) ||
    paragraph.includes('```') ||
    paragraph.split(/\s+/).length < 5 ||
    !/\.[)\]*_]*\s*$/u.test(paragraph)
  )
    return false;
  if (NAMES_THE_MESSAGE.test(paragraph) && !SPEAKS_AS_I.test(paragraph)) return true;
  return (
    namesPersona(paragraph, context.persona) &&
    namedInThirdPerson(paragraph, personaName(context.persona)) &&
    others.some((other) => SPEAKS_AS_I.test(other) || SECOND_PERSON.test(other))
  );
}

/** The name as the subject or object of a sentence, not called out (`Priya,` `thanks Priya!`). */
function namedInThirdPerson(paragraph: string, name: string): boolean {
  if (name === '') return false;
  return new RegExp(
    `${NAME_START}${name}(?:['’]s)?[ \\t]+\\p{L}|\\p{L}[ \\t]+${name}${NAME_END}(?!\\s*(?:[,.!?…]|$))`,
    'iu',
  ).test(paragraph);
}

/**
 * In a direct chat, a paragraph speaking to "you" of the partner in the third person (`Boa sorte
 * com o Caio! Você é uma amiga incrível…`): the partner cannot be both, so "you" is whoever asked
 * the model; a wish or compliment to its user. The partner called by name (`Caio, você…`) is
 * spoken to.
 */
function toYouOfPartner(paragraph: string, context: BodyContext): boolean {
  const only = context.chatKind === 'direct' && context.participants?.length === 1;
  const partner = only ? context.participants?.[0]?.trim().split(/\s+/)[0] : undefined;
  if (partner === undefined || [...partner].length < 3) return false;
  if (!SECOND_PERSON.test(paragraph) && !YOU.test(paragraph)) return false;
  // Speaking as "we", the partner named is one of us (`Катя и Оля, то есть мы, то есть — вас`).
  if (SPEAKS_AS_WE.test(paragraph)) return false;
  const stem = partnerStem(partner);
  // A letter drafted for the partner to send, signed with their name under its closing line
  // (`Tu nieta que te adora,` / `Carmela`): the "you" is whom the letter is for.
  if (new RegExp(`[,，]\\s*\\n[ \\t*_]*${stem}${NAME_END}[^\\p{L}\\n]*$`, 'u').test(paragraph.trimEnd()))
    return false;
  // Not called out: `Caio,` or a call before the name (`obrigada Caio!`).
  const named = new RegExp(`(?<!(?:,|${CALLS})[ \\t]*)${NAME_START}${stem}${NAME_END}(?![ \\t]*,)`, 'iu');
  const calledFirst = new RegExp(`^[\\s*_]*${stem}${NAME_END}`, 'iu');
  // Or spelled in another script (`रोहन को` of Rohan), not first.
  const words = paragraph.match(/[\p{L}\p{M}]+/gu) ?? [];
  const spelled = () => words.slice(1).some((word) => spellsName(word, partner));
  return (named.test(paragraph) || spelled()) && !calledFirst.test(paragraph);
}
/**
 * The partner's first name as its language inflects it (`dla Oli` of Ola, `Mareikes`): its stem
 * and up to three letters. A stem of two letters is half the words of a language (`Sa` of Sam:
 * `says`, `save`): a short name is inflected only by its last vowel (`Oli`, `Olę` of Ola).
 */
export function partnerStem(partner: string): string {
  const letters = [...partner];
  const base = escapeRegExp(letters.slice(0, -1).join(''));
  const inflected =
    letters.length >= 4
      ? `|${base}\\p{L}{1,3}`
      : /[aeiouyаеиоуыэюяąęó]$/iu.test(partner)
        ? `|${base}[aeiouyаеиоуыэюяąęóі]`
        : '';
  return `(?:${personaName({ configured: partner, spellings: [] })}${inflected})`;
}

/** Words a call by name follows. */
const CALLS =
  'hey|hi|oi|olá|ciao|hallo|hoi|cześć|thanks|obrigad[ao]|grazie|danke|dank je|bedankt|dzięki|merci|gracias|спасибо|oh|oj|ay|ah|aw|aww|ach|ой|ох|ai';
/** An address opening a speech or letter to an audience, which speaks to them in the plural. */
const AUDIENCE =
  /^[\s*_]*(?:dear|dearest|дорогі|дорогие|дорогой|дорогая|liebe|lieber|queridos|queridas|querido|querida|chers|chères|cher|chère|cari|care|caro|cara|caros|drodzy|droga|drogi|sevgili|beste|kære|kära)(?!\p{L})/iu;
/**
 * "You" in languages `SECOND_PERSON` leaves out because the word is another's elsewhere (`je`), and
 * Polish verbs of "you" (`wspierasz`, `jesteś`).
 */
const YOU =
  /(?<!\p{L})(?:je|jij|jou|jouw|uw|ty|ciebie|tobie|twój|twoja|jesteś|\p{Ll}{3,}(?:asz|esz|isz|ysz)|você|vocês|आप|तुम|أنت|أنتِ|وأنت|وأنتِ|당신|너)(?!\p{L})/iu;

/**
 * The paragraphs of a body in the model's own voice, held back; the persona's message stays. A
 * body of one paragraph is the message unless the model speaks of itself as an AI in it.
 */
export function dropAssistantVoice(text: string, hold: Hold, context: BodyContext): string {
  const paragraphs = text.split(/\n[ \t]*\n/);
  const chat = [text, ...(context.own?.values() ?? []), ...context.others.values()];
  const informal = chat.some((t) => INFORMAL.test(t));
  const kept = paragraphs.flatMap((paragraph, i) => {
    const alone = paragraphs.length === 1;
    // Quoted, the words are someone else's (`"As an AI language model…" 😂`).
    const own = unquoted(paragraph);
    // `As an AI I can't…, but here's how Heidi might reply: He survived!`: the message after the colon.
    const lead = /^([^\n]*?[:：])[ \t]+(\S[^\n]*)$/u.exec(paragraph);
    if (AI_SELF.test(own) && lead?.[1] && AI_SELF.test(lead[1])) {
      hold(lead[1].trim(), 'outside-blocks');
      return [lead[2] ?? ''];
    }
    const voice =
      AI_SELF.test(own) ||
      (NO_INFORMATION.test(own) && !SECOND_PERSON.test(own) && /[.。।][)*_]*\s*$/u.test(paragraph)) ||
      // A block of its own after the message only when it names the answer (`Spero che questa
      // risposta ti sia utile!`); a friend's second message may be `hope it helps!`.
      (i === paragraphs.length - 1 &&
        (!alone || (context.preceded === true && NAMES_ANSWER.test(paragraph))) &&
        hopesItHelps(paragraph)) ||
      (!alone &&
        !SPEAKS_AS_I.test(paragraph) &&
        (BOILERPLATE.test(own) ||
          (REFERRAL.test(own) && !SECOND_PERSON.test(own)) ||
          COUNSEL.test(paragraph) ||
          (i > 0 &&
            informal &&
            FORMAL.test(paragraph) &&
            !INFORMAL.test(paragraph) &&
            !SPEAKS_AS_WE.test(paragraph) &&
            // A speech or letter to an audience under its address (`Дорогі гості!`, `Dear all,`).
            !paragraphs.slice(0, i).some((p) => AUDIENCE.test(p))))) ||
      (i > 0 && !alone && toYouOfPartner(own, context));
    if (voice) hold(paragraph.trim(), 'outside-blocks');
    return voice ? [] : [paragraph];
  });
  return kept.join('\n\n');
}

/**
 * The first or last paragraph of what is left of a body once the other rules have read it, when
 * it speaks about the chat rather than in it; the rest is the message.
 */
export function dropCommentary(text: string, hold: Hold, context: BodyContext): string {
  const paragraphs = text.split(/\n[ \t]*\n/);
  // A block of its own after the answer's message, naming that message as its subject (`Diese
  // Antwort liefert einen fairen Plan…`), is the same talk.
  if (paragraphs.length === 1 && context.preceded && speaksAboutTheChat(unquoted(text), [], context)) {
    hold(text.trim(), 'outside-blocks');
    return '';
  }
  if (paragraphs.length < 2) return text;
  const edges = [0, paragraphs.length - 1].filter((i) => {
    const rest = paragraphs.filter((_, j) => j !== i);
    return speaksAboutTheChat(unquoted(paragraphs[i] ?? ''), rest, context);
  });
  if (edges.length === 0 || edges.length === paragraphs.length) return text;
  for (const i of edges) hold((paragraphs[i] ?? '').trim(), 'outside-blocks');
  return paragraphs.filter((_, i) => !edges.includes(i)).join('\n\n');
}

/** The paragraph without what it quotes: quoted words are someone else's. */
function unquoted(paragraph: string): string {
  return paragraph.replace(/(["“„«])[^"“”„«»\n]*(["”“»])/gu, ' ');
}
