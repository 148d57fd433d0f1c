import type { ChatKind, MessageId } from '../telegram/types.js';
import { inClosedCode, MARKER, MARKERS, withoutComments } from './answer-text.js';
import { readHeading } from './headings.js';
import { ANSWER_END, NOT_ADDRESSED, NOTHING_WORDS, SECOND_PERSON, SILENCE_PHRASES } from './meta-words.js';
import {
  analysesTheTurn,
  dropNarratedStep,
  dropReactionReport,
  narratesThePersona,
  turnPeople,
} from './speech-analysis.js';
import { cutTrailingChecklist, dropApparatus, speaksOfTurn } from './speech-apparatus.js';
import { dropAssistantVoice, dropCommentary, SPEAKS_AS_I } from './speech-assistant.js';
import type { BodyContext, Hold } from './speech-context.js';
import { offeredDraft } from './speech-drafts.js';
import { decodeEscapes } from './speech-escapes.js';
import { dropFootnotes } from './speech-footnotes.js';
import { cutLeadIn, cutTrailingTalk } from './speech-framing.js';
import { dropEchoedInstruction } from './speech-instruction.js';
import { dropWorkingVoice } from './speech-language.js';
import { dropInteriorAnalysis } from './speech-lead.js';
import { CLOSING, edgeSegment, foldMarks, wrapping } from './speech-marks.js';
import { dropReasoning } from './speech-reasoning.js';
import {
  dropEchoedTranscript,
  dropInventedRoleTurn,
  dropWrittenToPersona,
  INVENTED_TURN,
  isEcho,
} from './speech-transcript.js';
import { firstVersion } from './speech-versions.js';
import {
  dropClosingTags,
  dropLabels,
  NAME_END,
  NAME_START,
  personaName,
  readKeyLines,
  unquoteWhole,
} from './speech-wrappers.js';

/*
 * One message body at the speech boundary: the lines a person would type kept, the rest held
 * back with their reason (reasoning, stage directions, silence markers, echoes, markers).
 */

/** A message body minus everything a person would not type. */
export function cleanBody(
  raw: string,
  context: BodyContext,
  hold: Hold,
): { text: string; replyTo?: MessageId } {
  if (raw.replace(/[\p{Cf}\p{Z}\s]/gu, '') === '') {
    hold(raw, 'invisible');
    return { text: '' };
  }
  const partner = context.chatKind === 'direct' ? context.participants?.[0] : undefined;
  const decoded = decodeEscapes(raw, {
    persona: context.persona.configured,
    ...(partner ? { partner } : {}),
  });
  const people = turnPeople(
    context.participants ?? [],
    context.chatKind === 'direct',
    decoded,
    context.answer,
  );
  let text = withoutComments(decoded, (comment) => hold(comment, 'wrapper'));
  text = dropEchoedInstruction(text, context.instruction, hold, !context.followed && !context.preceded);
  text = dropFootnotes(dropApparatus(text, hold), hold);
  // A turn the model made up for someone else after its own ended (`<|im_start|>user …`).
  text = text.replace(INVENTED_TURN, (turn) => {
    hold(turn.trim(), 'outside-blocks');
    return '';
  });
  // The same after a role label (`User: thanks!`), unless it is one of a list of such lines.
  text = dropInventedRoleTurn(text, context, hold);
  // A chat template's special tokens (`<|im_end|>`, `<end_of_turn>`, `[INST]`) and the role after a start.
  text = text.replace(TEMPLATE_TOKEN, (token) => {
    hold(token.trim(), 'wrapper');
    return '';
  });
  // A math model's boxed final answer (`\\boxed{…}`), the whole body: the box is no one's typing.
  const boxed = /^\s*\$*\\boxed\{([\s\S]*)\}\$*\s*$/.exec(text);
  if (boxed) {
    hold(text.trim().replace(boxed[1] ?? '', '…'), 'wrapper');
    text = boxed[1] ?? '';
  }
  const wrapped = unwrapElements(htmlEmphasisAsMarkdown(text), hold);
  text = wrapped.text;
  // Before talk at the end is cut: a table of drafts names the message in its header.
  text = offeredDraft(text, hold) ?? text;
  text = dropAssistantVoice(text, hold, context);
  text = cutTrailingTalk(cutTrailingChecklist(text, hold), context, hold);
  const keyed = readKeyLines(text, hold, context.persona);
  text = firstVersion(keyed.text, hold);
  let lines = dropEchoedTranscript(text.split('\n'), context, hold);
  lines = dropReasoning(lines, context.persona, hold);
  // A message key opening what is left once reasoning went (`**Analysis:** …` then `**Response:** Hi`).
  const rekeyed = readKeyLines(lines.join('\n'), hold, context.persona);
  lines = rekeyed.text.split('\n');
  lines = dropWrappedLines(lines, context, hold);
  lines = dropLabels(dropClosingTags(lines, hold), context.persona, hold);
  // A label taken off may uncover an action at the line's edge (`**Maddie:** *laughs* sure`).
  lines = dropWrappedLines(lines, context, hold);
  // After the labels: `Heidi: New this week:` is a label and a message, not a lead-in; a
  // paragraph calling the persona by name is someone else's.
  const called = dropWrittenToPersona(lines.join('\n'), context, hold);
  lines = cutLeadIn(called, context.persona, hold, context.followed, people).split('\n');
  // The same analysis in a later paragraph, between the parts of a long message.
  lines = dropInteriorAnalysis(lines.join('\n'), context.persona, people, hold).split('\n');
  if (context.otherLanguage)
    lines = dropWorkingVoice(
      lines.join('\n'),
      context.participants ?? [],
      [context.persona.configured, ...context.persona.spellings],
      hold,
    ).split('\n');
  if (context.beforeReaction) lines = dropNarratedStep(lines.join('\n'), hold).split('\n');
  if (context.reacts) lines = dropReactionReport(lines.join('\n'), hold).split('\n');
  text = withoutMarkers(lines.join('\n'), hold)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  text = unquoteWhole(withoutEdgeMarkup(dropCommentary(text, hold, context), hold), hold);
  text = dropIdMentions(text, context, hold);
  if (
    text !== '' &&
    context.preceded &&
    context.chatKind !== 'direct' &&
    narratesThePersona(text, context.persona)
  ) {
    hold(text, 'narration');
    return { text: '' };
  }
  // A later block that only analyses the turn: recaps the answer's others (`Resumen: le confirmo
  // lo de Carmen…`), notes something to whoever runs the persona, reads the partner or the group.
  if (text !== '' && context.preceded && analysesTheTurn(text, context.persona, people)) {
    hold(text, 'reasoning');
    return { text: '' };
  }
  if (text !== '' && isEcho(text, context)) {
    hold(text, 'echo');
    return { text: '' };
  }
  // In a group, a turn not addressed to the persona explained as such (`Not addressed to me, so
  // I'll stay silent.`) is the model's reason for silence, not a message.
  if (
    context.chatKind !== 'direct' &&
    !context.callout &&
    (explainsSilence(text) || narratesSilence(text, context))
  ) {
    hold(text, 'silence-marker');
    return { text: '' };
  }
  const replyTo = keyed.replyTo ?? rekeyed.replyTo ?? wrapped.replyTo;
  return replyTo === undefined ? { text } : { text, replyTo };
}

/**
 * Markup elements around the whole body, of any name (`<output>…</output>`, nested:
 * `<response><message to="Alice">…</message></response>`): the model's own wrapping, never typed.
 * HTML emphasis was read as Markdown before, so `<b>…</b>` is not one.
 */
function unwrapElements(text: string, hold: Hold): { text: string; replyTo?: MessageId } {
  let body = text.trim();
  let replyTo: MessageId | undefined;
  for (;;) {
    const element = /^<([A-Za-z][\w-]*)(\s[^<>]*)?>([\s\S]*)<\/\1>$/.exec(body);
    if (!element) {
      const unwrapped = body === text.trim() ? text : body;
      return replyTo === undefined ? { text: unwrapped } : { text: unwrapped, replyTo };
    }
    hold(`<${element[1]}${element[2] ?? ''}></${element[1]}>`, 'wrapper');
    // An id attribute names the message it answers (`<message id="4005">`), as key lines do.
    const id = /(?:^|\s)(?:id|reply|reply_to|message_id|to|target)\s*=\s*["']?(\d+)/.exec(
      element[2] ?? '',
    )?.[1];
    if (id !== undefined) replyTo ??= Number(id);
    body = (element[3] ?? '').trim();
  }
}

/**
 * HTML markup at a line's edge as the Markdown it stands for (`<i>waves</i>` as `_waves_`,
 * `<b>Heidi:</b> …` as `**Heidi:** …`), so a stage direction or a label reads the same in either;
 * a paragraph or span tag around a line, and a line break tag, are the line itself. Inside a line
 * emphasis stays.
 */
function htmlEmphasisAsMarkdown(text: string): string {
  const markdown = (tag: string, inner: string) => {
    const mark = /^(?:i|em)$/i.test(tag) ? '_' : /^(?:b|strong)$/i.test(tag) ? '**' : '';
    return `${mark}${inner}${mark}`;
  };
  return text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(
      /^([ \t]*)<(i|em|b|strong|p|span|div)>([^<\n]+)<\/\2>/gim,
      (_m, lead: string, tag: string, inner: string) => `${lead}${markdown(tag, inner)}`,
    )
    .replace(
      /(?<=\S[ \t]*)<(i|em)>([^<\n]+)<\/\1>[ \t]*$/gim,
      (_m, tag: string, inner: string) => ` ${markdown(tag, inner)}`,
    );
}

/**
 * Also a chat app's citation marks (`[cite: 2]`, `[cite_start]`, `【1†source】`, a search's
 * `citeturn0search2`, Command R's `<co: 0>…</co: 0>` around the words it cites), which no person types.
 */
const TEMPLATE_TOKEN =
  /<\/?co: ?\d+(?:, ?\d+)*>|[ \t]?\p{Co}?cite\p{Co}?turn\d+(?:search|news|view|image|fetch)\d+\p{Co}?|[ \t]?\[cite:[ \t]*[\d, ]+\]|\[cite_(?:start|end)\]|【\d+(?:[:†][^】\n]{0,40})?】|<\|channel\|>[^<\n]{0,20}<\|message\|>|<｜[^<>｜\n]{1,40}｜>|<\|[a-z_\d]+\|>(?:(?:assistant|model)\b[ \t]*\n?)?|<ctrl\d{1,3}>|<\/?(?:start_of_turn|end_of_turn|eos|bos|s)>(?:(?:assistant|model)\b[ \t]*\n?)?|\[\/?INST\]/giu;

/**
 * A token a model writes for "no reply": `NO_REPLY`, `<no_reply>`, `[SILENCE]` anywhere, as no
 * person types them. As the whole body, one bare word in capitals (`PASS`, `**SILENCE**`) is
 * silence in a group, unless it is laughter or a stretched word (`HAHA`, `NOOO`) or too short to
 * be more than an interjection (`LOL`, `OK`); in a direct chat a word in capitals is excitement
 * (`AMAZING`) unless it is a word for doing nothing.
 */
function isSilenceToken(line: string, wholeBody: boolean, chatKind: ChatKind): boolean {
  const s = line
    .trim()
    .replace(/\.$/, '')
    .replace(/^([*_`]{1,2})(.+)\1$/, '$2')
    .replace(/\.$/, '');
  if (/^\p{Lu}+(?:_\p{Lu}+)+$/u.test(unbracketed(s))) return true;
  // `NO-REPLY`: a word for passing the turn written with a hyphen (`WI-FI` is a word).
  if (/^\p{Lu}+(?:-\p{Lu}+)+$/u.test(unbracketed(s)) && NOTHING_WORDS.test(unbracketed(s).replace(/-/g, '')))
    return true;
  // An ellipsis or a dash alone: in a group, the model's way of passing; in a direct chat, speechless.
  if (wholeBody && chatKind !== 'direct' && /^(?:\.{3,}|…+|[-–—]+|N\/A)$/i.test(line.trim())) return true;
  // A program's empty value for the whole body (`null`, `""`): no one types it as a message.
  if (wholeBody && /^(?:null|undefined|""|''|“”)$/.test(line.trim())) return true;
  // `<no_reply>`, `<skip/>`, `[SILENCE]`, `(skip)`; a word in brackets that is none is an aside (`(laughs)`).
  if (/^<\s*\/?[A-Za-z][\w-]*\s*\/>$/.test(s)) return true;
  // In any number of brackets (`[[SKIP]]`, `<<NO_RESPONSE>>`, `{{ПРОПУСК}}`), as one.
  const tag = /^([<[({])\1*\s*\/?(\p{L}+(?:[_-]\p{L}+)*)\s*\/?[>\])}]+$/u.exec(s);
  const word = tag?.[2] ?? '';
  if (tag && (word.includes('_') || (tag[1] !== '(' && word.includes('-')) || /^\p{Lu}{2,}$/u.test(word)))
    return true;
  if (tag && NOTHING_WORDS.test(word.toUpperCase())) return true;
  // `[[no response]]`, `{{no reply}}`: words in doubled brackets are a template's token too.
  const doubled = /^([<[({])\1+\s*(\p{L}+(?:\s\p{L}+){1,2})\s*[>\])}]{2,}$/u.exec(s)?.[2];
  if (doubled && NOTHING_WORDS.test(doubled.replace(/\s+/g, '').toUpperCase())) return true;
  // In any script (`ΣΙΩΠΗ`, `ТИШИНА`).
  if (!wholeBody || !/^\p{Lu}{4,}$/u.test(s) || /(\p{Lu})\1\1|^(\p{Lu}{1,3})\2+\p{Lu}?$/u.test(s))
    return false;
  return chatKind !== 'direct' || NOTHING_WORDS.test(s);
}

/** A token inside any number of bracket pairs (`[[NO_REPLY]]`, `{{SKIP}}`), without them. */
function unbracketed(token: string): string {
  let s = token;
  for (;;) {
    const inner = /^([[({<])\s*([\s\S]*?)\s*([\])}>])$/.exec(s);
    if (!inner || CLOSING[inner[1] ?? ''] !== inner[3]) return s;
    s = inner[2] ?? '';
  }
}

/**
 * Stage directions: a wrapped line naming the persona is narration; a body made only of wrapped
 * lines, one of them announcing silence, is silence in any chat; a roleplay action (`*…*`) is
 * sent only where `style.actions` allows it; a group body made only of asides (`(…)`, `[…]`) is
 * not a message, while in a direct chat, or beside text, an aside stays, as people write them.
 */
function dropWrappedLines(lines: string[], context: BodyContext, hold: Hold): string[] {
  const name = new RegExp(`${NAME_START}${personaName(context.persona)}${NAME_END}`, 'iu');
  const actionsAllowed =
    context.actions === 'always'
      ? context.chatKind === 'direct' || context.callout
      : context.actions === 'direct' && context.chatKind === 'direct';
  const written = lines.filter((l) => l.trim() !== '');
  const wholeBody = written.length === 1;
  const spoken = written.filter(
    (l) => wrapping(l) === undefined && !isSilenceToken(l, wholeBody, context.chatKind),
  );
  const announcesSilence = spoken.length === 0 && written.some((l) => SILENCE_PHRASES.test(l));
  // `*Heidi smiles* see you!`: a wrapped segment at a line's edge that opens with the persona's name.
  const narrating = new RegExp(
    `^[*_([]\\s*${personaName(context.persona)}${NAME_END}(?!['’]s|\\s+here(?!\\p{L}))[^)\\]*_]*\\p{L}`,
    'iu',
  );
  return lines.flatMap((line) => {
    if (line.trim() === '') return [line];
    if (isSilenceToken(line, wholeBody, context.chatKind)) {
      hold(line.trim(), 'silence-marker');
      return [];
    }
    // `… [end]`, `(END)`: the model's mark closing its answer, in brackets at the line's end.
    const end = /\s*[[(<]\s*end\s*[\])>]\s*$/i.exec(line);
    if (end) {
      hold(end[0].trim(), 'wrapper');
      return line.slice(0, end.index).trim() === '' ? [] : [line.slice(0, end.index)];
    }
    const kind = wrapping(line);
    if (kind === undefined) {
      const edge = edgeSegment(line);
      if (!edge) return [line];
      // An action at a line's edge (`See you! *waves*`, `*waves* See you`), set apart from the
      // text by a sentence's end or start: where actions are not sent, it goes like a line of them.
      const leading = line.trimStart().startsWith(edge.segment);
      // Before lower-case text too when it reads as a stage direction, not a stressed word:
      // `*nods enthusiastically* lemon cake`, `*grins* yes` (`*really* good` is emphasis).
      // After the text, a verb in -s alone or opening a few words (`rota *yawns*`, `*rolls eyes*`);
      // `*so much*` and `*always*` are stressed words.
      const stage = /^[*_~]+\s*(?:\p{L}+\s+\p{L}+[\p{L} ]*|\p{L}+s)\s*[*_~]+$/u.test(edge.segment.trim());
      const verb =
        /^[*_~]+\s*\p{Ll}{2,}s(?:\s+\p{Ll}+){0,3}\s*[*_~]+$/u.test(edge.segment.trim()) &&
        !STRESSED.test(edge.segment);
      const apart = leading
        ? /^\s*[^\p{Ll}]/u.test(edge.rest) || stage
        : /[.!?…)\p{Extended_Pictographic}]\s*$/u.test(edge.rest) || verb;
      // `[sighs] He survived`, `{smiles} …`: a few lower-case words in brackets before the text is
      // roleplay's action too; after it (`See you! [lol]`) a remark.
      const bracketed = leading && /^[[{]\p{Ll}[\p{L} ]{0,30}[\]}]$/u.test(foldMarks(edge.segment));
      // `*Yes!* Open Saturday` is an emphasised sentence: an action ends without punctuation.
      const action =
        (wrapping(edge.segment) === 'action' || bracketed) &&
        !/[.!?…][*_]$/.test(edge.segment) &&
        // `*Not:* Yapay zekâ…`: a label set off, as no action ends with a colon.
        !/[:：][*_~]+$/u.test(edge.segment) &&
        apart &&
        !actionsAllowed;
      if (!action && !narrating.test(foldMarks(edge.segment))) return [line];
      hold(edge.segment, 'narration');
      return [edge.rest.trim()];
    }
    // `(end of reply)`, `[end of message]`: the model closing its answer, never typed.
    if (ANSWER_END.test(line)) {
      hold(line.trim(), 'wrapper');
      return [];
    }
    // An aside alone is a message in a direct chat (`(sorry, wrong chat)`); in a group, silence,
    // unless actions are sent there (a callout with `style.actions: always`).
    // Beside another message of the answer, an aside a person types (`(sorry, wrong chat 🙈)`) is
    // theirs: an emoji, "I" or "you" in it, and no word of silence or of answering
    // (`(Геннадию отвечать не нужно…)` is the writer's note on the turn).
    const personal =
      (context.preceded === true || context.followed === true) &&
      (/\p{Extended_Pictographic}/u.test(line) || SPEAKS_AS_I.test(line) || SECOND_PERSON.test(line)) &&
      !SILENCE_PHRASES.test(line) &&
      !speaksOfTurn(line);
    const asideAlone = spoken.length === 0 && context.chatKind !== 'direct' && !actionsAllowed && !personal;
    const narrated =
      name.test(line) || (kind === 'action' ? !actionsAllowed : asideAlone) || notesTheWait(line);
    if (narrated) hold(line.trim(), 'narration');
    else if (announcesSilence) hold(line.trim(), 'silence-marker');
    return narrated || announcesSilence ? [] : [line];
  });
}

/**
 * A paragraph naming a shown message by its id (`Ahora respondo lo de las roscas, que él mencionó
 * en 4003.`): the id is the transcript's, never seen in the chat, so whoever writes it is reading
 * the transcript, not talking. Ids of three digits or more, outside code.
 */
function dropIdMentions(text: string, context: BodyContext, hold: Hold): string {
  const ids = [...context.others.keys(), ...(context.own?.keys() ?? [])].filter((id) => id >= 100);
  if (ids.length === 0 || text.includes('```')) return text;
  const mention = new RegExp(
    `(?<![\\p{N}\\p{L}.,:/€$£-])#?(?:${ids.join('|')})(?![\\p{N}.,:/%-]\\p{N}|\\p{N}|\\p{L})`,
    'u',
  );
  const paragraphs = text.split(/\n[ \t]*\n/);
  const kept = paragraphs.filter((paragraph) => {
    if (!mention.test(paragraph)) return true;
    hold(paragraph.trim(), 'outside-blocks');
    return false;
  });
  return kept.length === paragraphs.length ? text : kept.join('\n\n');
}

/** Words in -s a person stresses (`I need *this*`, `*always*`), not a stage direction's verb. */
const STRESSED =
  /^[*_~]+\s*(?:this|yes|always|less|thanks|lots|news|boss|class|kiss|plus|chaos|please|mess|miss|guess|pass|press|unless|anyways|perhaps|sometimes|besides|was|has|does|is|his|hers|its|ours|yours|us|as)(?!\p{L})/iu;

/**
 * A wrapped line noting the turn's state to no one (`[waiting for reply]`, `(no reply needed
 * beyond this)`, `(awaiting response)`); `(waiting for your answer 😅)` speaks to someone.
 */
function notesTheWait(line: string): boolean {
  return (
    /^\s*[([*_]+\s*(?:waiting for (?:a |the )?(?:reply|response|answer)|awaiting (?:a |the )?(?:reply|response|answer)|no (?:further )?(?:reply|response|answer) (?:needed|required|expected))[^)\]\n]*[)\]*_]+\s*$/i.test(
      line,
    ) && !SECOND_PERSON.test(line)
  );
}

/** Our prompt markers are never sent; a heading line uncovered by removing one is not either. */
function withoutMarkers(text: string, hold: Hold): string {
  let out = text;
  if (MARKER.test(out)) {
    for (const found of out.match(MARKERS) ?? []) hold(found, 'wrapper');
    out = out.replace(MARKERS, '').replace(/[ \t]+\n/g, '\n');
  }
  // In a closed code block a heading's shape is code (`# send with retries` is a comment).
  const lines = out.split('\n');
  const code = inClosedCode(lines);
  return lines
    .filter((line, i) => {
      if (code[i] || readHeading(line) === undefined) return true;
      hold(line, 'wrapper');
      return false;
    })
    .join('\n');
}

/** A rule line (`---`, `***`, `___`), which separates parts of an answer. */
const RULE_LINE = /^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/;

/**
 * A message never begins or ends with structural markup: a rule left at its edge once the talk
 * after it was held back, or a quote marker on every line (the whole message set off as a quote
 * by an intro). Inside, a rule or a quoted line is the message's own formatting.
 */
function withoutEdgeMarkup(text: string, hold: Hold): string {
  const lines = text.split('\n');
  const edge = (line: string | undefined) =>
    line !== undefined && (line.trim() === '' || RULE_LINE.test(line));
  while (edge(lines[0]) || edge(lines.at(-1))) {
    const line = (edge(lines[0]) ? lines.shift() : lines.pop()) ?? '';
    if (line.trim() !== '') hold(line.trim(), 'wrapper');
  }
  const written = lines.filter((line) => line.trim() !== '');
  if (written.length === 0 || !written.every((line) => /^\s*>/.test(line))) return lines.join('\n');
  hold('>', 'wrapper');
  return lines.map((line) => line.replace(/^\s*>\s?/, '')).join('\n');
}

/**
 * A short body narrating the persona's silence unwrapped (`Heidi stays out of this one.`): it opens
 * with the persona's name, says silence, and speaks to no one (no `I`, no `you`).
 */
function narratesSilence(text: string, context: BodyContext): boolean {
  const name = personaName(context.persona);
  return (
    name !== '' &&
    text.split(/\s+/).length <= 16 &&
    !text.includes('\n') &&
    // The name opening it or a clause of it, or among its first words (`Sem resposta da Thaís: …`,
    // `La question s'adresse à Bruno ; Élodie n'intervient pas.`).
    new RegExp(`(?:^|[;.]\\s+)[*_]*(?:\\p{L}+\\s+){0,3}${name}(?:\\s|[:：,—–-])`, 'iu').test(text) &&
    SILENCE_PHRASES.test(text) &&
    !/(?<!\p{L})(?:I|I['’]m|me|my|you|your)(?!\p{L})/iu.test(text)
  );
}

/** A short body saying the turn is not the persona's to answer; a question asks someone and is a message. */
function explainsSilence(text: string): boolean {
  return (
    text !== '' &&
    text.split(/\s+/).length <= 25 &&
    // Its paragraphs are the reason and, wrapped, the silence itself (`…не мне.` then `(молчу)`).
    text.split(/\n[ \t]*\n/).filter((p) => wrapping(p.trim()) === undefined).length === 1 &&
    !/[?？؟]/u.test(text) &&
    NOT_ADDRESSED.test(text)
  );
}
