import { SECOND_PERSON } from './meta-words.js';
import type { BodyContext, Hold, PersonaName } from './speech-context.js';
import { CLOCK, foldMarks } from './speech-marks.js';
import { escapeRegExp, NAME_END, NAME_START, personaName } from './speech-wrappers.js';

/*
 * The chat's transcript inside a body: a shown message repeated (another's or the persona's own,
 * under its header or not) and a turn the model went on to write for someone else.
 */

/**
 * After the message, a turn a chat template opens for another role (`<|im_start|>user`,
 * `<|user|>`, Mistral's `[INST]`), an instruction template's heading for the next request
 * (`### Instruction:`), or anything after a token ending the model's turn (`<|eot_id|>`,
 * `<|im_end|>`, `</s>`) but another turn of its own: text generated past the end of the answer is
 * no part of it.
 */
export const INVENTED_TURN =
  /(?:(?:<\|im_start\|>|<start_of_turn>|<\|start\|>|<\|start_header_id\|>)\s*(?:user|system|tool|human)\b|<\|(?:user|human|system|observation)\|>|<｜(?:User|Human)｜>|(?:^|\n|<\/s>)[ \t]*\[INST\]|(?:<\|eot_id\|>|<\|im_end\|>|<end_of_turn>|<\|endoftext\|>|<\/s>|<｜end▁of▁sentence｜>)(?!\s*(?:<\|im_start\|>|<\|start\|>|<start_of_turn>)\s*(?:assistant|model))(?=[\s\S]*\S)|(?:^|\n)[ \t]*#{1,6}[ \t]*(?:instruction|input|human|user)[ \t]*:?[ \t]*(?:\n|$))[\s\S]*$/i;

/**
 * A body in which the model made up another role's turn and then opened its own again
 * (`<|im_start|>user …` then `<|im_start|>assistant`, Mistral's `[INST] … [/INST]`): the blocks
 * after it answer a message nobody sent.
 */
export function answersInventedTurn(text: string): boolean {
  const turn = INVENTED_TURN.exec(text)?.[0] ?? '';
  return /<\|im_start\|>\s*assistant|<start_of_turn>\s*model|<\|start_header_id\|>\s*assistant|<\|assistant\|>|<｜Assistant｜>|\[\/INST\]/i.test(
    turn,
  );
}

/**
 * After the message, a line opening the other side's turn by a chat log's role (`User: thanks!`,
 * `Human: cool`), by a participant's name (`Jonas: haha`, `[21:14] Jonas: +1`) or by the
 * transcript's header naming one (`⟦#4006 Jonas⟧`), and all after it: the model went on writing
 * the conversation. Not in a list of `key: value` lines (`Login:` then `User: heidi`), where the
 * role is a key, and not a line that speaks to the one it names (`Jonas: you're on drinks`), as
 * people address someone in a group, unless it speaks to the persona by name (`Jonas: thanks Heidi!`)
 * or the chat is direct.
 */
export function dropInventedRoleTurn(text: string, context: BodyContext, hold: Hold): string {
  const lines = text.split('\n');
  const named = participantLabel(context.participants ?? [], context.persona.configured);
  const name = personaName(context.persona);
  const persona = new RegExp(name === '' ? '(?!)' : `^\\s*[*_]{0,2}${name}${NAME_END}`, 'iu');
  const addressed = new RegExp(addressForms(context.persona) ?? '(?!)', 'iu');
  const at = lines.findIndex((line, i) => {
    const above = lines.slice(0, i).findLast((l) => l.trim() !== '');
    // At the top of a body only after a message of the answer: the model went on writing the chat.
    if (above === undefined && !context.preceded && !/^\s*(?:⟦|#\d)/.test(line)) return false;
    // A reply's arrow before the label (`↩️ Lucía: genial`; a medal over a score is a list's), or a
    // quote's mark when nothing of the persona's follows the quote (`> Lucía: vale!!` closing the
    // body), sets it off.
    const last = lines.slice(i + 1).every((l) => l.trim() === '' || /^\s*>/.test(l));
    const folded = foldMarks(line)
      .replace(last ? /^\s*>\s?/ : /^$/, '')
      .replace(/^\s*[↩↪↳⤷➡→➜]\ufe0f?\s*/u, '')
      .replace(TIME, '');
    // A header numbered as a shown message repeats it (an echo); one after them is a new turn.
    // Or a chat log's (`#4006 Diego: jajaja`).
    const header = /^\s*⟦([^⟧\n]*)⟧/.exec(line)?.[1] ?? /^\s*(#\d+\s+[^:\n]{1,40}?)\s*:/.exec(line)?.[1];
    if (header !== undefined) {
      // Only a message's header (`⟦#4006 …⟧`): `⟦Now: … Just arrived: #4005 Alice⟧` is the turn's.
      const id = Number(/^#(\d+)/.exec(header)?.[1] ?? Number.NaN);
      return (
        named !== undefined &&
        id > lastShown(context) &&
        named.header.test(header) &&
        !persona.test(header.replace(/^#?\d*\s*/, ''))
      );
    }
    if (named !== undefined && headsAnothersTurn(line, lines[i + 1], named)) return true;
    // A list of `key: value` lines (`Login:` then `User: heidi`, a rota by name), where the role or
    // name is a key: the line next to another of its shape, or under a title introducing them. A
    // chat log's time before the name (`[21:14] Jonas:`) makes it a turn.
    const adjacent = lines[i - 1]?.trim() ? foldMarks(lines[i - 1] ?? '').replace(TIME, '') : undefined;
    const keyed = (l: string | undefined) => l !== undefined && KEY_LINE.test(l) && !persona.test(l);
    // Under the persona's own labelled line it is a dialogue (`Heidi: Anytime` then `Jonas: Thanks!`),
    // unless that line is itself one of a list (`Marco: campo`, `Chiara: pallone`, `Luca: …`).
    // Her name alone as a label (`**Greta:**`) heads her message, which may be a list.
    const bareLabel = adjacent !== undefined && /[:：][\s*_]*$/u.test(adjacent);
    if (adjacent !== undefined && !bareLabel && persona.test(adjacent) && named?.label.test(folded)) {
      const over = lines[i - 2]?.trim() ? foldMarks(lines[i - 2] ?? '').replace(TIME, '') : undefined;
      return over === undefined || !(keyed(over) || /[:：]\s*[*_]{0,2}\s*$/u.test(over));
    }
    if (!TIME.test(line)) {
      if (adjacent !== undefined && (keyed(adjacent) || /[:：]\s*[*_]{0,2}\s*$/u.test(adjacent)))
        return false;
      // A run of such lines hands out a list when a title ending in a colon stands over it, when one
      // is for the persona as "me" (`moi : courses`), or when the values are names (`Claudine :
      // Maëlle, Yves`) and not replies (`Odile : 👍`, `Bertrand : ok pour moi`); under the persona's
      // name (`Heidi: Anytime`), or otherwise, it is a dialogue.
      const end = lines.slice(i).findIndex((l) => !KEY_LINE.test(l));
      const run = lines.slice(i, end < 0 ? undefined : i + end).map((l) => /^([^:]*):(.*)$/.exec(l) ?? []);
      // Three or more with the persona's own line among them, not first (which opens a dialogue),
      // and most not replies, hand out a list with her part in it (`Ece: zemin kat` … `Zeynep
      // (ben): plan`); `May: great!` … `Rosa: amazing` is the chat made up.
      const blank = lines.slice(i).findIndex((l) => l.trim() === '');
      const block = lines.slice(i, blank < 0 ? undefined : i + blank);
      const repliesIn = block.filter((l) => REPLY_LIKE.test(l.replace(/^[^:]*:/, ''))).length;
      if (block.length >= 3 && block.slice(1).some((l) => persona.test(l)) && repliesIn * 2 < block.length)
        return false;
      if (run.length >= 2 && !run.some(([l]) => persona.test(l ?? ''))) {
        const values = run.map(([, , value]) => value ?? '');
        const titled = /[:：]\s*[*_]{0,2}\s*$/u.test(above ?? '');
        const replies = values.filter((value) => REPLY_LIKE.test(value)).length;
        const names = values.filter((value) => named?.header.test(value) || SELF_WORD.test(value)).length;
        if (
          titled ||
          run.some(([, key]) => SELF_KEY.test(key ?? '')) ||
          (names > 0 && replies * 2 < run.length)
        )
          return false;
      }
    }
    if (/^\s*[*_]{0,2}(?:user|human)[*_]{0,2}\s*:[*_]{0,2}(?:\s|$)/iu.test(folded)) return true;
    if (named === undefined) return false;
    const labelled = named.label.exec(
      TIME.test(line) ? folded.replace(/^([^:—–]{1,40}?)\s+[—–]\s+/u, '$1: ') : folded,
    );
    const said = labelled?.[2];
    // `Tomás, I'll pick you up` then `Tomás: thanks!!`: the one the message spoke to, answering it.
    const spokenTo = labelled?.[1]
      ? new RegExp(`${NAME_START}${escapeRegExp(labelled[1])}${NAME_END}`, 'u')
      : undefined;
    // In a direct chat nobody is addressed by a label: the partner's name opens their turn. A
    // paragraph of its own after the message taking it (`Sole: perfecto, te apunto`) is theirs.
    return (
      said !== undefined &&
      (context.chatKind === 'direct' ||
        (adjacent === undefined && above !== undefined && REPLY_OPENER.test(said)) ||
        !SECOND_PERSON.test(said) ||
        addressed.test(said) ||
        // `Sven: danke dir, bist die beste 🙏` under the persona's message: the one named thanking it,
        // for nothing named; `Jonas: thanks for the drill` is the persona thanking Jonas for his.
        (above !== undefined && THANKS.test(said) && !THANKED_FOR.test(said)) ||
        // `Marek: great, then I'll pick you up`: the one named taking the answer and speaking as "I".
        (REPLY_OPENER.test(said) && (SPEAKS_AS_I.test(said) || spokenTo?.test(foldMarks(above ?? '')))))
    );
  });
  if (at < 0) return text;
  hold(lines.slice(at).join('\n').trim(), 'outside-blocks');
  return lines.slice(0, at).join('\n');
}

/** The speaker's own "I" (`I'll`, `ich`, `yo`, `я`), as a line speaks in its speaker's voice. */
const SPEAKS_AS_I = /(?<!\p{L})(?:I|I['’](?:ll|m|d|ve)|my|ich|yo|je|j['’]|io|eu|я|ik|jag)(?!\p{L})/u;
/** A `key: value` line's key, a word or a few (`Login:`, `**Hugo**:`, `Tía Carmen:`). */
const KEY_LINE = /^\s*[*_]{0,2}\p{L}[\p{L}\p{M}\p{N} '’.-]{0,24}[*_]{0,2}\s*:/u;
/** The persona's own key in a list handed out (`moi : courses`, `me: drinks`, `ich: Salat`). */
const SELF_KEY =
  /^\s*[*_]{0,2}(?:me|myself|moi|ich|yo|я|eu|io|ja|jag|ik|mig|mij|minä|ben|ego)[*_]{0,2}\s*$/iu;
/** The persona as "me" inside a list's value (`Mitte: Jonah, ich`). */
const SELF_WORD = /(?<!\p{L})(?:me|moi|ich|yo|я|eu|io|ben|mimi)(?!\p{L})/iu;
/** A reply taking what was said (`great, …`, `ok …`, `danke, …`), as a made-up turn opens. */
const REPLY_WORDS = String.raw`great|ok|okay|amazing|brilliant|lovely|omg|aww|wow|thanks|thank you|perfect|cool|nice|sure|haha|lol|yay|awesome|deal|super|prima|genial|vale|gracias|danke|merci|grazie|obrigad\p{L}*|valeu|спасибо|отлично|супер|perfect[oa]|perfetto|parfait|perfeito|passt|top|tamam\p{L}*|ок|ладно|хорошо|d['’]accord|claro|dale`;
const REPLY_OPENER = new RegExp(String.raw`^\s*(?:${REPLY_WORDS})(?!\p{L})`, 'iu');
/** Thanks opening a line, in the languages personas speak. */
const THANKS =
  /^[\s¡]*(?:thanks|thank you|thx|ty|danke|merci|gracias|grazie|obrigad\p{L}*|спасибо|дякую|dzięki|dziękuję|teşekkür\p{L}*|sağ ?ol|bedankt|dank je|tack|kiitos|ευχαριστώ)(?!\p{L})|^\s*(?:ありがとう|サンキュー|谢谢|謝謝|감사|고마워)/iu;
/** What thanks are for, named after them. */
const THANKED_FOR = /(?<!\p{L})(?:for|für|por|pour|per|para|за|voor|för|dla|için|için)(?!\p{L})/iu;
/** A list value that reads as a reply: emoji only, a reply's opener, or the speaker's "I" first. */
const REPLY_LIKE = new RegExp(
  String.raw`^\s*(?:[\p{Extended_Pictographic}\u200d\ufe0f\p{P}\s]+$|(?:${REPLY_WORDS})(?!\p{L})|(?:I|I['’]\p{L}+|je|j['’]|ich|yo|я|ben|eu|io|ik|jag)(?!\p{L}))`,
  'iu',
);

/** A reply named before its sender (`Réponse de`, `Antwort von`, `Reply from`, `Ответ от`). */
const REPLY_NOUNS =
  'reply|answer|response|réponse|antwort|respuesta|resposta|risposta|antwoord|odpowiedź|ответ|cevap|yanıt'
    .split('|')
    .flatMap((word) => [word, `${word.charAt(0).toUpperCase()}${word.slice(1)}`])
    .join('|');

/**
 * A chat log's time before a speaker (`[21:14] `, `(10:02) `), or its date and time in brackets
 * (`[28.11.2026 20:31] `, `[Пт, 20:41] `).
 */
const TIME = new RegExp(String.raw`^\s*(?:[([]?${CLOCK}[)\]]?|\[[^\]\n]{0,16}${CLOCK}[^\]\n]{0,6}\])\s+`);

/**
 * A line heading another participant's turn the way a chat app or its export shows one, over the
 * turn's text: the name with three words at most besides dates and times, alone before a colon,
 * wrapped (`**Claudine**`, `— Priya replied —`) or stamped (`Zeynep, 28 Kas 2026 20:52:`); a
 * tally of reactions by name (`❤️ 3 · Priya, Gwen`); or an app's notice of what one did (`Burak
 * left the group`, `Ambrose is typing…`), with nothing or their turn after it. A heading for
 * someone (`For Jonah:`, `Lars, from Kofi:`) is the persona's, and so is one over a list.
 */
function headsAnothersTurn(line: string, next: string | undefined, named: { every: RegExp }): boolean {
  const folded = foldMarks(line);
  const names = folded.match(named.every) ?? [];
  if (names.length === 0) return false;
  const words = folded
    .replace(named.every, ' ')
    .replace(STAMP_PARTS, ' ')
    .split(/[^\p{L}\p{M}'’]+/u)
    .filter((w) => /\p{L}/u.test(w));
  // A tally: an emoji and a count, or groups set apart (`👍 Marta, Enzo · ❤️ Paola`).
  const tally =
    /\p{Extended_Pictographic}\ufe0f?\s*\d/u.test(folded) ||
    /^\s*\p{Extended_Pictographic}.*[·•|]/u.test(folded);
  if (words.length === 0 && !folded.includes(':') && tally) return true;
  // A notice ends without a sentence's mark; its ellipsis is the app's (`is typing…`).
  if (
    words.length <= 5 &&
    SERVICE_NOTICE.test(folded) &&
    !/[.!?]\s*$/.test(folded.replace(/(?:…|\.{2,})\s*$/u, ''))
  )
    return true;
  const text = next?.trim() ?? '';
  if (names.length > 1 || words.length > 3 || text === '' || /^(?:[-•*+]\s|\d+[.)]\s)/.test(text))
    return false;
  if (words.some((w) => FOR_SOMEONE.test(w))) return false;
  return (
    // A name and marks only, an arrow or emoji before it (`↪️ Enzo`).
    (words.length === 0 && /^\s*\p{S}/u.test(folded)) ||
    /[:：]\s*[*_]{0,2}\s*$/u.test(folded) ||
    /^\s*(?:\*\*|__|[—–-]{1,2}\s|\[)[^\n]*(?:\*\*|__|\s[—–-]{1,2}|\])\s*$/u.test(folded) ||
    CLOCK_AT.test(folded)
  );
}
/** Dates, times and numbers in a header line, and a time anywhere in one. */
const STAMP_PARTS = new RegExp(String.raw`\d{1,4}[./-]\d{1,2}(?:[./-]\d{2,4})?|${CLOCK}|\d+`, 'gu');
const CLOCK_AT = new RegExp(CLOCK);
/** Words of a heading for someone (`For Jonah:`, `An Jonah:`, `Для Гоши:`). */
const FOR_SOMEONE = /^(?:for|to|für|an|pour|para|per|voor|dla|для|için)$/iu;
/** A chat app's notice of what a member did: joined, left, added, reacted, pinned, is typing. */
const SERVICE_NOTICE = new RegExp(
  `(?<!\\p{L})(?:${[
    'joined (?:the group|the chat|telegram)|left the (?:group|chat)|added|removed|pinned|reacted|is typing|are typing',
    'se unió|salió del grupo|añadió|eliminó|reaccionó|está escribiendo|fijó',
    'ist beigetreten|hat die gruppe verlassen|hinzugefügt|entfernt|hat reagiert|reagierte|schreibt(?:…|\\.\\.\\.)|angeheftet',
    "a rejoint|a quitté|a ajouté|a retiré|a réagi|est en train d[’']écrire|écrit(?:…|\\.\\.\\.)|a épinglé",
    'вступил[аи]?|покинул[аи]?|добавил[аи]?|удалил[аи]?|печата(?:ет|ют)|отреагировал[аи]?|закрепил[аи]?',
    'katıldı|ayrıldı|ekledi|çıkardı|yazıyor|tepki verdi|sabitledi',
    'entrou|saiu|adicionou|removeu|reagiu|está digitando|fixou',
    'è entrat[oa]|è uscit[oa]|ha lasciato|ha aggiunto|ha rimosso|ha reagito|sta scrivendo',
    'is lid geworden|heeft de groep verlaten|reageerde|is aan het typen',
    'dołączył[a]?|opuścił[a]? grupę|zareagował[a]?|pisze(?:…|\\.\\.\\.)',
    'انضم|انضمت|غادر|غادرت|أضاف|أضافت|تفاعل|تفاعلت|يكتب الآن|تكتب الآن',
  ].join(
    '|',
  )})(?!\\p{L})|[にが]参加しました|[をが]退出しました|を追加しました|が入力中|님이 (?:들어왔습니다|나갔습니다|초대했습니다)|입력 중|加入了群[组聊]|退出了群[组聊]|正在输入`,
  'iu',
);

/**
 * A participant's name, whole or its first word, as a chat log's speaker (`label`, the rest in
 * group 1) and inside a transcript header (`header`).
 */
function participantLabel(
  participants: readonly string[],
  persona: string,
): { label: RegExp; header: RegExp; every: RegExp } | undefined {
  const names = participants
    .flatMap((name) => [name.trim(), name.trim().split(/\s+/)[0] ?? ''])
    .filter((name) => name.length > 1 && name !== persona);
  if (names.length === 0) return undefined;
  // A script's capitals (`LINH: yay`) name them too.
  const alternatives = [...new Set(names.flatMap((name) => [name, name.toLocaleUpperCase()]))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const anywhere = `${NAME_START}(?:${alternatives})${NAME_END}`;
  return {
    // `Neha (HR): …`, `Samia (4006): …`: a role or id after the name.
    // `Réponse de Claudine : …`, `Antwort von Jonah: …`: the name after a word for a reply.
    label: new RegExp(
      `^\\s*[*_]{0,2}(?:(?:${REPLY_NOUNS})\\s+(?:\\p{L}{1,4}\\s+)?)?@?(${alternatives})[*_]{0,2}(?:\\s*\\([^()\\n]{1,20}\\))?\\s*:[*_]{0,2}\\s*(\\S.*)$`,
      'u',
    ),
    header: new RegExp(anywhere, 'u'),
    every: new RegExp(anywhere, 'gu'),
  };
}

/**
 * A paragraph calling the persona by name (`Wren, roll for performance`, `valeu Thiago, tu é
 * brabo`, `MIRA NO 😭 you did not say that`, `Élodie ?? tu réponds`): someone else speaking to
 * it, as the model went on writing the chat. Quoted words are another's; `Will you come?` asks;
 * `Heidi is off duty, you hear?` speaks of the persona.
 */
export function dropWrittenToPersona(text: string, context: BodyContext, hold: Hold): string {
  const name = addressForms(context.persona);
  if (name === undefined) return text;
  const at = new RegExp(`(?:^|[.!?…]\\s+)[*_]*(?:(?:${CALL_OPENER})[\\s,!.]+)?${name}`, 'giu');
  // After the name: a comma or a call's mark, or a shout then "you" in the same sentence (`May I
  // ask you…` asks).
  const called = (text: string) =>
    [...text.matchAll(at)].some((m) => {
      const rest = text.slice((m.index ?? 0) + m[0].length);
      const sentence = /^[^.!?\n]*/u.exec(rest)?.[0] ?? '';
      // Her name and a title set off by commas, then news of her (`Оксана, головна по огірках,
      // прибуде… 🫡`): the persona presenting herself, as a joke.
      const first = context.persona.configured.trim().split(/\s+/)[0] ?? '';
      if (
        m[0].toLowerCase().endsWith(first.toLowerCase()) &&
        TITLED.test(rest) &&
        !/[?？]/u.test(sentence) &&
        !SECOND_PERSON.test(sentence)
      )
        return false;
      return (
        /^\s*[,!?…]/u.test(rest) ||
        (/^\s+(?:\p{Lu}{2,}|\p{Extended_Pictographic})(?!\p{L})/u.test(rest) && SECOND_PERSON.test(sentence))
      );
    });
  // Her name with her role over her message (`Оксана, старша сестра:`) is a speaker's label.
  const label = new RegExp(
    `^[\\s*_]*${name}\\s*,[^,:：\\n]{1,30}[:：][*_]*[ \\t]*\\n(?=[ \\t]*\\S)`,
    'iu',
  ).exec(text);
  if (label) {
    hold(label[0].trim(), 'label');
    return dropWrittenToPersona(text.slice(label[0].length), context, hold);
  }
  const paragraphs = text.split(/\n[ \t]*\n/);
  const kept = paragraphs.filter((paragraph) => {
    const own = paragraph.replace(/(["“„«‘])[^"“”„«»‘’\n]*(["”“»’])/gu, ' ');
    const firstWords = /^\s*(\S+)\s+(\S+)/u.exec(own);
    // `Will you …`, `May you …`: a name that is also a word, asking.
    if (
      firstWords &&
      SECOND_PERSON.test(firstWords[2] ?? '') &&
      new RegExp(`^${name}$`, 'iu').test(firstWords[1] ?? '')
    )
      return true;
    // Another's message said back is an echo, held as one later.
    if (!called(own) || isEcho(paragraph, context)) return true;
    hold(paragraph.trim(), 'outside-blocks');
    return false;
  });
  return kept.join('\n\n');
}
/**
 * A title set off by commas after her name, then news of her: with an emoji, or the title in
 * capitals (`, Queen of Lists and Keeper of the Spare Tubes, accepts…`).
 */
const TITLED = /^\s*,(?:\s*\p{Lu}[^,\n]{1,80}|[^,\n]{2,80}(?=,[^\n]*\p{Extended_Pictographic})),/u;

/** Words a call by name follows (`valeu Thiago`, `ugh Wren`, `thanks Heidi`). */
const CALL_OPENER =
  'hey|hi|ugh|ok|okay|oh|omg|thanks|thank you|valeu|obrigad\\p{L}*|merci|danke|gracias|grazie|спасибо|дякую|ну|ой|эй|ahh|aw|aww|lol|haha';

/**
 * The persona spoken to by name, or by its name's stem as a vocative shortens it (`Кать` for
 * `Катя`), as one alternative; nothing when it has no name.
 */
function addressForms(persona: PersonaName): string | undefined {
  const first = persona.configured.trim().split(/\s+/)[0] ?? '';
  if (first === '') return undefined;
  const stem = [...first].length >= 4 ? `|${escapeRegExp([...first].slice(0, -1).join(''))}\\p{L}{0,2}` : '';
  return `${NAME_START}(?:${personaName(persona)}${stem})${NAME_END}`;
}

/**
 * A line opening with the header of a message the model was shown (`⟦#4005 …⟧`, `#4005 Alice:`),
 * and what follows it; a line that repeats another participant's message (quoted or not).
 */
export function dropEchoedTranscript(lines: string[], context: BodyContext, hold: Hold): string[] {
  const out: string[] = [];
  const named = participantLabel(context.participants ?? [], context.persona.configured);
  // The echoed message's text, while its lines go on after its header.
  let echoed: string | undefined;
  const self = new RegExp(
    `^\\s*#(\\d+)\\s+${personaName(context.persona)}${NAME_END}(?:\\s*[([]?${CLOCK}[)\\]]?)?\\s*:\\s*`,
    'iu',
  );
  const furniture = furnitureOf(context);
  const opening = lines.findIndex((l) => l.trim() !== '');
  for (const [i, raw] of lines.entries()) {
    // The persona's own new message in a log's form (`#4006 Priya 18:41: Still on?`): its header off.
    const logged = self.exec(raw);
    const line = logged && Number(logged[1]) > lastShown(context) ? raw.slice(logged[0].length) : raw;
    if (line !== raw) hold(raw.slice(0, raw.length - line.length).trim(), 'label');
    // A line of the transcript's own words only (`Just arrived: #4005 Selin`, `(edited 18:44)`,
    // `reactions: 👍 Hannah, Lars`, `Lukas 18:40` over the message): no person types it.
    if (furniture(line, i === opening)) {
      hold(line, 'echo');
      continue;
    }
    // `⟦#4005 …⟧`, `#4005 Alice:`, and a log's `[4005] (Alice):`.
    const header = /^\s*(?:[⟦[]?#(\d+)(?!\d)|\[(\d+)\])/.exec(line);
    // The transcript's own header of an earlier message (`⟦#3998 …⟧`) is no person's line, whoever
    // wrote it; one numbered after the last shown is the model's new message in transcript form.
    if (header)
      echoed =
        context.others.get(Number(header[1] ?? header[2])) ??
        context.own?.get(Number(header[1] ?? header[2])) ??
        (line.trimStart().startsWith('⟦') && Number(header[1]) < lastShown(context) ? '' : undefined);
    else if (echoed !== undefined && (line.trim() === '' || !normalised(echoed).includes(normalised(line))))
      echoed = undefined;
    // Quoted (`> …`) or under its sender's name in any header shape (`Jonas (4005): …`).
    const quoted = line.replace(/^\s*>\s?/, '');
    // Or part of one under its sender's label (`Bruna: Thiago, tu cuida da carne né?`).
    const said = named?.label.exec(foldMarks(quoted))?.[2];
    const repeats =
      isEcho(quoted, context) ||
      isEcho(foldMarks(quoted).replace(ECHO_HEADER, ''), context) ||
      // In quotation marks it is the persona quoting them (`Ellie: "is that even legal"`).
      (said !== undefined && !/^["“„«'‘]/u.test(said) && partOfAnother(said, context));
    if (echoed !== undefined || (lines.length > 1 && repeats)) hold(line, 'echo');
    else out.push(line);
  }
  return out;
}

/**
 * Whether a line is made only of the transcript's furniture (built once per body): message
 * numbers, times, the chat's names and the transcript's words (`Just arrived`, `edited`,
 * `reactions` with their emoji), with a number, one of those words, or the persona's name over a
 * time opening the body (`Lukas 18:40`).
 */
function furnitureOf(context: BodyContext): (line: string, opens: boolean) => boolean {
  const names = [context.persona.configured, ...(context.participants ?? [])]
    .flatMap((n) => [n, n.split(/\s+/)[0] ?? ''])
    .filter((n) => n.length > 1)
    .map(escapeRegExp);
  const name = new RegExp(`${NAME_START}(?:${names.join('|')})${NAME_END}`, 'giu');
  const header = new RegExp(`^\\s*${personaName(context.persona)}${NAME_END}\\s+${CLOCK}\\s*$`, 'iu');
  return (line, opens) => {
    const reactions = /^[\s(]*reactions?\s*:/iu.test(line);
    const marked =
      /#\d{3,}|(?<!\p{L})(?:just arrived|edited|reactions?)(?!\p{L})/iu.test(line) ||
      (opens && header.test(line));
    const rest = line
      .replace(name, ' ')
      .replace(/#\d+|(?<!\p{L})(?:just arrived|edited|reactions?|by|from|user \d+)(?!\p{L})/giu, ' ')
      .replace(new RegExp(CLOCK, 'g'), ' ')
      .replace(reactions ? /\p{Extended_Pictographic}|\u200d|\ufe0f|[\d×x]/gu : /$^/u, ' ')
      .replace(/[\s\p{P}]/gu, '');
    return marked && line.trim() !== '' && rest === '';
  };
}

/** A transcript line's header: a name, with a time before or after it (`[17:02] Alice:`, `Alice (17:02):`). */
const ECHO_HEADER = new RegExp(
  String.raw`^(?:[([]?${CLOCK}[)\]]?\s*)?[^:\n]{1,40}?(?:\s*[([]${CLOCK}[)\]])?\s*:\s*`,
);

function lastShown(context: BodyContext): number {
  return Math.max(...context.others.keys(), ...(context.own?.keys() ?? []));
}

/**
 * A body equal to another participant's message (20 characters or more). The persona's own
 * earlier messages are not: saying a thing again is the persona's choice, and only a repeat
 * within one answer is a `duplicate`.
 */
export function isEcho(text: string, context: BodyContext): boolean {
  const key = normalised(text);
  if (key.length < 20) return false;
  return [...context.others.values()].some((message) => normalised(message) === key);
}

/** A piece of another participant's message, long enough to be theirs (12 characters or more). */
function partOfAnother(text: string, context: BodyContext): boolean {
  const key = normalised(text);
  return (
    key.length >= 12 && [...context.others.values()].some((message) => normalised(message).includes(key))
  );
}

export function normalised(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
}
