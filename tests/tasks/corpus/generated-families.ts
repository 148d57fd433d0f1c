import fc from 'fast-check';
import { parseReply } from '../../../src/tasks/parse.js';
import { planSteps } from '../../../src/tasks/plan.js';
import { type ActionsStyle, speechBoundary } from '../../../src/tasks/speech.js';
import { chance } from '../../property.js';
import { OTHERS, SHOWN_IDS, STICKERS, TARGET } from './evaluate.js';
import { LANGUAGES, type Language } from './family-languages.js';

/*
 * Families of meta text, each stated as an invariant and generated across personas of many
 * languages and scripts, bracket kinds of every script, colon forms, direct chats and groups and
 * every `style.actions`. The words below are this test's own (written for it, not copied from the
 * boundary's lexicon), so a language the boundary does not know fails here.
 *
 * - A body never keeps a speaker label for the persona, in any script or colon form.
 * - A wrapped aside of any bracket kind whose first word is a reasoning or translation word is meta.
 * - Third-person narration of the persona, wrapped, in any language is never speech.
 * - A sign-off is the persona's name alone on the last line(s), after a closing word or a dash.
 * - A body written as data (JSON with keys in any language, a list, a tool call) sends its strings.
 * - A wrapped line announcing silence is silence, in any chat; so is a token in nested brackets.
 * - Markup around meta (HTML emphasis, an HTML comment) hides nothing; a turn made up for someone
 *   else, another's message under its sender's name, and a draft before the final are not sent.
 * And each family's legitimate twin, a message a person would type with the same surface, is sent.
 */

/** Wrappings of an aside, of every script: opening and closing mark. */
const WRAPS: readonly (readonly [string, string])[] = [
  ['(', ')'],
  ['（', '）'],
  ['[', ']'],
  ['［', '］'],
  ['【', '】'],
  ['〔', '〕'],
  ['*', '*'],
  ['_', '_'],
  ['*(', ')*'],
  ['_(', ')_'],
  ['<i>', '</i>'],
  ['<em>', '</em>'],
];
const COLONS = [':', '：', ' :', '﹕'];
/** A line presenting the answer, in languages beside the personas' own. */
const LEAD_INS = [
  'Voici ma réponse :',
  'Ecco la mia risposta:',
  'Oto moja odpowiedź:',
  '以下是我的回复：',
  'Hier is mijn antwoord:',
  'Aqui está minha resposta:',
];

const firstName = (l: Language): string => l.persona.split(' ')[0] ?? l.persona;
/** Scripts written without spaces run the name into the verb (`ユキは…`). */
const narration = (l: Language): string =>
  `${firstName(l)}${/^[\p{L}]/u.test(l.narrates) && !/^[は]/u.test(l.narrates) ? ' ' : ''}${l.narrates}`;

/** How one message is written: with a family's meta text around it, or plain. */
type Wrapper = (text: string, l: Language, wrap: readonly [string, string], colon: string) => string;

const WRAPPERS: readonly Wrapper[] = [
  (text) => text,
  // speaker labels
  (text, l, _w, colon) => `${firstName(l)}${colon} ${text}`,
  (text, l, _w, colon) => `**${firstName(l)}${colon}** ${text}`,
  (text, l) => `【${firstName(l)}】${text}`,
  (text, l) => `[${firstName(l)}]: ${text}`,
  (text, l, _w, colon) => `<b>${firstName(l)}${colon}</b> ${text}`,
  // wrapped reasoning and translation asides, on their own line or before the text
  (text, l, [open, close], colon) => `${open}${l.reasoning[0]}${colon} ${l.thinks}${close}\n${text}`,
  (text, l, [open, close], colon) => `${open}${l.reasoning.at(-1)}${colon} ${l.thinks}${close} ${text}`,
  (text, l) => `【${l.reasoning[0]}】${l.thinks}\n\n${text}`,
  (text, l, [open, close], colon) => `${text}\n\n${open}${l.translation}${colon} ${l.thinks}${close}`,
  (text, l, _w, colon) => `**${l.reasoning.at(-1)}${colon}** ${l.thinks}\n\n${text}`,
  (text, l, _w, colon) => `> ${l.reasoning[0]}${colon} ${l.thinks}\n${text}`,
  (text, l) => `${l.reasoning[0]}...\n${text}`,
  (text, l) => `<!-- ${l.thinks} -->\n${text}`,
  (text, l) => `${text} <!-- ${l.thinks} -->`,
  (text, l, [open, close], colon) => `${text}\n${open}Note to self${colon} ${l.thinks}${close}`,
  (text, l, _w, colon) => `**🤔 ${l.reasoning[0]}${colon}** ${l.thinks}\n\n${text}`,
  (text) => `<|im_start|>assistant\n${text}<|im_end|>`,
  (text, l) =>
    `<|channel|>analysis<|message|>${l.thinks}<|end|><|start|>assistant<|channel|>final<|message|>${text}`,
  (text, l) => `<seed:think>${l.thinks}</seed:think>${text}`,
  // the writer reminding itself what the answer must still do
  (text) => `${text}\n\nWait, actually — I should also answer the other question.`,
  // HTML markup around the message or a stage direction
  (text) => `<p>${text}</p>`,
  (text, l) => `${text} <i>${narration(l)}</i>`,
  (text) => `${text}<br>`,
  // a line presenting the answer, in another language than the message's
  (text, l) => `${LEAD_INS[l.persona.length % LEAD_INS.length]}\n\n${text}`,
  // the model runs on into a turn it makes up for the other person
  (text, l) => `${text}<|im_end|>\n<|im_start|>user\n${l.messages[0]}<|im_end|>`,
  // another participant's message repeated under its sender's name, then the answer
  (text, _l, _w, colon) => `Jonas (4005)${colon} ${OTHERS.get(4005)}\n\n${text}`,
  // the persona's name as a script or a log writes it
  (text, l) => `${firstName(l)}\n${text}`,
  (text, l, _w, colon) => `[10:05] ${firstName(l)}${colon} ${text}`,
  (text, l, _w, colon) => `${firstName(l)} → Alice${colon} ${text}`,
  // the message in more than one version: the first is sent
  (text, l, _w, colon) => `**${l.version} 1${colon}** ${text}\n\n**${l.version} 2${colon}** ${l.thinks}`,
  (text, l, _w, colon) => `${text}\n\n**${l.version} 2${colon}**\n${l.thinks}`,
  // versions with the chosen one marked, or each in a block of its own
  (text, l, _w, colon) =>
    `**${l.version} 1${colon}** ${l.thinks}\n**${l.version} 2${colon}** ${text}\n\n✅ ${l.version} 2`,
  (text, l) => `${l.version} 1\n${text}\n\n# «send» ${l.version} 2\n${l.thinks}`,
  // a draft, then the version the model settled on
  (text, l, _w, colon) => `**Draft${colon}** ${l.thinks}\n\n**Final${colon}** ${text}`,
  (text, _l, _w, colon) => `Final answer${colon} ${text}`,
  // the whole message in a code span
  (text) => `\`${text}\``,
  // narration of the persona
  (text, l, [open, close]) => `${open}${narration(l)}${close}\n${text}`,
  (text, l) => `<i>${narration(l)}</i> ${text}`,
  (text, l) => `*${narration(l)}* ${text}`,
  // sign-offs
  (text, l) => `${text}\n\n${l.closing}\n${firstName(l)}`,
  (text, l) => `${text}\n— ${firstName(l)}`,
  (text, l) => `${text}\n\n${l.closing} ${firstName(l)}`,
];

const setting = fc.record({
  language: fc.constantFrom(...LANGUAGES),
  chat: fc.constantFrom('direct' as const, 'group' as const),
  actions: fc.constantFrom<ActionsStyle>('never', 'direct', 'always'),
  callout: chance(50),
  wrap: fc.constantFrom(...WRAPS),
  colon: fc.constantFrom(...COLONS),
});

export interface FamilyAnswer {
  persona: string;
  chat: 'direct' | 'group';
  actions: ActionsStyle;
  callout: boolean;
  answer: string;
  /** The texts meant to reach the chat, in order; empty for silence. */
  meant: string[];
}

/** One to three messages of the persona, each in a block with one family's meta text around it. */
export const familyAnswer: fc.Arbitrary<FamilyAnswer> = fc
  .record({
    setting,
    picks: fc.uniqueArray(fc.nat(4), { minLength: 1, maxLength: 3 }),
    wrappers: fc.array(fc.nat(WRAPPERS.length - 1), { minLength: 3, maxLength: 3 }),
  })
  .map(({ setting: s, picks, wrappers }) => {
    const l = s.language;
    const texts = [...new Set(picks.map((n) => l.messages[n % l.messages.length] ?? ''))];
    const blocks = texts.map(
      (text, i) => `# «send»\n${(WRAPPERS[wrappers[i] ?? 0] ?? WRAPPERS[0])?.(text, l, s.wrap, s.colon)}`,
    );
    return { ...s, persona: l.persona, answer: blocks.join('\n\n'), meant: texts };
  });

/** How a body is written as data: JSON with the language's key, a list, tool calls of several models. */
const DATA: readonly ((texts: readonly string[], l: Language) => string)[] = [
  (texts, l) => JSON.stringify({ [l.key]: texts[0], mood: 'cheerful' }),
  (texts, l) => JSON.stringify({ [l.reasoning[0] ?? 'thinking']: l.thinks, [l.key]: texts[0] }),
  (texts) => JSON.stringify(texts),
  (texts) => `message: ${texts[0]}\nmood: cheerful`,
  // cut by the output limit inside a last string that is never sent
  (texts, l) => `${JSON.stringify({ [l.key]: [...texts, l.thinks] }).slice(0, -6)}`,
  (texts) => `\`\`\`json\n${JSON.stringify(texts, null, 2)}\n\`\`\``,
  (texts) =>
    `tool_code\n${texts.map((t) => `print(default_api.send_message(chat_id=4005, text=${JSON.stringify(t)}))`).join('\n')}`,
  (texts) => `[${texts.map((t) => `reply(text=${JSON.stringify(t)})`).join(', ')}]`,
  (texts) =>
    `<tool_call>\n${JSON.stringify({ name: 'send_message', arguments: JSON.stringify({ text: texts[0] }) })}\n</tool_call>`,
  (texts) =>
    `<function_calls>\n<invoke name="send_message">\n<parameter name="chat_id">4005</parameter>\n<parameter name="text">${texts[0]}</parameter>\n</invoke>\n</function_calls>`,
];

/** A whole answer written as data: its strings are the messages. */
export const dataAnswer: fc.Arbitrary<FamilyAnswer> = fc
  .record({
    setting,
    picks: fc.uniqueArray(fc.nat(4), { minLength: 1, maxLength: 2 }),
    form: fc.nat(DATA.length - 1),
  })
  .map(({ setting: s, picks, form }) => {
    const l = s.language;
    const texts = [...new Set(picks.map((n) => l.messages[n % l.messages.length] ?? ''))];
    const write = DATA[form] ?? DATA[0];
    // The object and single-call forms carry one message.
    const carried = form <= 1 || form === 3 || form >= 8 ? texts.slice(0, 1) : texts;
    return { ...s, persona: l.persona, answer: write?.(carried, l) ?? '', meant: carried };
  });

/** Silence in the persona's language, or narrated by its name, in a wrapping of any script. */
export const familySilence: fc.Arbitrary<FamilyAnswer> = fc
  .record({ setting, narrated: chance(40), block: chance(50), token: chance(15) })
  .map(({ setting: s, narrated, block, token }) => {
    const l = s.language;
    const [open, close] = s.wrap;
    const said = token
      ? `${open.replace(/[^[(<{]/g, '') || '['}${open.replace(/[^[(<{]/g, '') || '['}NO_REPLY${close.replace(/[^\])>}]/g, '') || ']'}${close.replace(/[^\])>}]/g, '') || ']'}`
      : `${open}${narrated ? `${narration(l)}, ${l.silent}` : l.silent}${close}`;
    return { ...s, persona: l.persona, answer: block ? `# «send»\n${said}` : said, meant: [] };
  });

/**
 * The twins: messages a person types with a family's surface. A note opening the message, an
 * aside or remark that is the persona's own, code or JSON a developer pastes, a closing word
 * without the name, the name in a sentence.
 */
export const familyTwin: fc.Arbitrary<FamilyAnswer> = fc
  .record({
    setting,
    twin: fc.nat(22),
    pick: fc.nat(4),
  })
  .map(({ setting: s, twin, pick }) => {
    const l = s.language;
    const text = l.messages[pick % l.messages.length] ?? '';
    const [open, close] = /^[*_<]/.test(s.wrap[0]) ? ['(', ')'] : s.wrap;
    const twins = [
      l.note,
      `${text}\n\n${l.note}`,
      `${text} ${open}lol${close}`,
      `(ignore the last message, autocorrect turned cat into cart)\n${text}`,
      'here you go:\n```ts\nconst parsed = parseISO("2026-05-02");\n```',
      'print("hello")',
      `${text}\n\n${l.closing}`,
      `${firstName(l)}'s cave is open: ${text}`,
      `Option 1: pizza\nOption 2: ${text}\nvote!`,
      `${text}\n— Jonas`,
      `Final score 3–1! ${text}`,
      `Semi: 2–0\nFinal: 3–1\n${text}`,
      `Note to self: ${text}`,
      `I love <b>this</b> one. ${text}`,
      `${text} {lol}`,
      `1. ${text} ✅\n2. ${l.note}`,
      `\`git pull --rebase\` ${text}`,
      '`Buecher2026!`',
      `Ma réponse : ${text}`,
      `Jonas left you a message:\n${text}`,
      `${text}\n\nI should also mention we close early on Friday.`,
      `${text}\n\nI should answer your other question too, sorry!`,
      `${l.version} 2`,
    ];
    const said = twins[twin] ?? text;
    return { ...s, persona: l.persona, answer: `# «send»\n${said}`, meant: [said] };
  });

/** The texts that reach the chat for a family answer, and the silence the boundary reports. */
export function spokenFamily(family: FamilyAnswer): { texts: string[]; silence?: string } {
  const spoken = speechBoundary(parseReply(family.answer), {
    persona: family.persona,
    chatKind: family.chat,
    actions: family.actions,
    callout: family.callout,
    others: OTHERS,
    stickers: STICKERS,
  });
  const { tasks } = planSteps(spoken.steps, { chatKind: family.chat, targetId: TARGET, knownIds: SHOWN_IDS });
  const texts = tasks.flatMap((t) => (t.type === 'send' ? [t.params.text] : []));
  return spoken.silence === undefined ? { texts } : { texts, silence: spoken.silence };
}
