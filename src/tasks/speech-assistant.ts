import type { Hold } from './speech-context.js';

/*
 * The chat model's own voice beside the persona's message: the model speaking of itself as an AI,
 * its safety boilerplate (crisis lines, "if you or someone you know", advice that is not advice,
 * content warnings) and generic counsel said to everyone, which no friend types. Told by those
 * markers and by the register: boilerplate speaks to no one in particular and never as "I".
 */

/** The model naming itself an AI or the chat a roleplay (`As an AI`, `Como IA`, `Als KI`, `Как ИИ`). */
const AI_SELF =
  /(?<!\p{L})(?:as an ai|i['’]m an ai|i am an ai|as a language model|ai language model|as an artificial intelligence|this roleplay|continue (?:this|the) role-?play|como (?:una )?(?:ia|inteligencia artificial|modelo de lenguaje)|como uma ia|als (?:eine )?(?:ki|künstliche intelligenz|sprachmodell)|als ki-|как (?:ии|искусственный интеллект|языковая модель)|я (?:—|-)? ?(?:ии|языковая модель)|en tant qu['’](?:ia|intelligence artificielle)|come (?:un['’])?(?:ia|intelligenza artificiale))(?!\p{L})/iu;

/** Safety boilerplate in any of the languages: a crisis line, "if you or someone you know", a warning label. */
const BOILERPLATE =
  /(?<!\p{L})(?:if you or someone you know|crisis (?:line|text line|hotline)|suicide (?:hotline|prevention)|samaritans|helpline|hotline|emergency services|not (?:a substitute for|intended as) (?:professional|medical|legal|financial)|(?:does not|doesn['’]t|is not|isn['’]t) (?:constitute )?(?:medical|legal|financial|professional) advice|(?:consult|speak (?:to|with)|talk (?:to|with)|reach out to|seek(?:ing)?) (?:a |an )?(?:qualified |licensed |mental health )?(?:professional|doctor|therapist|counsell?or|lawyer|attorney|financial advisor)|(?:content|trigger) (?:warning|note)|cw:|tw:|si tú o alguien que conoces|línea de (?:crisis|prevención|ayuda)|aviso de contenido|no (?:constituye|sustituye) (?:un )?(?:consejo|asesoramiento|la atención)|consulta (?:a|con) un (?:profesional|médico|abogado)|telefonseelsorge|wenn du oder jemand|keine (?:rechts|medizinische|finanz)\p{L}*beratung|inhaltswarnung|телефон доверия|если вы испытываете|обратитесь (?:к|за) (?:специалист|врач|психолог|профессиональн)\p{L}*|не является (?:медицинской|юридической|финансовой) консультацией)(?!\p{L})/iu;

/**
 * Counsel said to everyone, opening a paragraph (`It's important to…`, `Remember: flirting should
 * always be…`, `Recuerda que es importante…`, `Es ist wichtig, …`, `Важно…`): boilerplate when it
 * never speaks as "I", as a friend's own advice does.
 */
const COUNSEL =
  /^[\s*_([]*(?:it['’]?s important|it is important|remember(?: that|:| to)|please (?:note|remember)|keep in mind|grief (?:is|can be)|recuerda(?: que|:)|es importante|ten en cuenta|es ist wichtig|bitte beachten sie|denk daran|denken sie daran|важно|помните|помни,? что|è importante|ricorda(?: che|:)|é importante|lembre-se|il est important)(?!\p{L})/iu;
const SPEAKS_AS_I =
  /(?<!\p{L})(?:I|I['’](?:ll|m|d|ve)|me|my|ich|mich|mir|mein\p{L}*|yo|mí|mis?|я|меня|мне|мой|моя|je|moi|io)(?!\p{L})/u;

/** Formal address (`Sie`, `usted`, `вы`) where the chat speaks informally: the model's register. */
const FORMAL =
  /(?<=\p{L}[^.!?\n]*\s)(?:Sie|Ihnen|Ihr(?:e[mnrs]?)?)(?!\p{L})|(?<!\p{L})(?:usted(?:es)?|вы|вас|вам|ваш\p{L}*)(?!\p{L})/u;
const INFORMAL = /(?<!\p{L})(?:du|dich|dir|dein\p{L}*|tú|ты|тебя|тебе|твой|твоя|твоё)(?!\p{L})/iu;

/**
 * The paragraphs of a body in the model's own voice, held back; the persona's message stays. A
 * body of nothing else is nothing to send.
 */
export function dropAssistantVoice(text: string, hold: Hold, own: readonly string[] = []): string {
  const paragraphs = text.split(/\n[ \t]*\n/);
  const informal = [text, ...own].some((t) => INFORMAL.test(t));
  const kept = paragraphs.flatMap((paragraph, i) => {
    const alone = paragraphs.length === 1;
    // Quoted, the words are someone else's (`"As an AI language model…" 😂`).
    const own = paragraph.replace(/(["“„«])[^"“”„«»\n]*(["”“»])/gu, ' ');
    // `As an AI I can't…, but here's how Heidi might reply: He survived!`: the message after the colon.
    const lead = /^([^\n]*?[:：])[ \t]+(\S[^\n]*)$/u.exec(paragraph);
    if (AI_SELF.test(own) && lead?.[1] && AI_SELF.test(lead[1])) {
      hold(lead[1].trim(), 'outside-blocks');
      return [lead[2] ?? ''];
    }
    const voice =
      AI_SELF.test(own) ||
      (!SPEAKS_AS_I.test(paragraph) &&
        (BOILERPLATE.test(own) ||
          (!alone && COUNSEL.test(paragraph)) ||
          (!alone && i > 0 && informal && FORMAL.test(paragraph) && !INFORMAL.test(paragraph))));
    if (voice) hold(paragraph.trim(), 'outside-blocks');
    return voice ? [] : [paragraph];
  });
  return kept.join('\n\n');
}
