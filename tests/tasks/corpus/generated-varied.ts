import fc from 'fast-check';
import { parseReply } from '../../../src/tasks/parse.js';
import { planSteps } from '../../../src/tasks/plan.js';
import { type ActionsStyle, speechBoundary } from '../../../src/tasks/speech.js';
import { chance } from '../../property.js';
import { OTHERS, SHOWN_IDS, STICKERS, TARGET } from './evaluate.js';

/*
 * Answers of other personas, languages and chats: a plan of messages in the persona's language,
 * written in a structural near-miss of the response format (a list marker before the block name,
 * an address or key on the heading line, a YAML block scalar, a JSON list, a rule or a quote
 * marker at the body's edge, a reasoning label, a narration or signature naming the persona) or
 * as a way of staying silent. Used by tests/tasks/speech.property.test.ts.
 */

interface Persona {
  name: string;
  /** Messages a person would type in the persona's language, some of them looking like meta. */
  messages: readonly string[];
  /** A reasoning label line with its text, in the persona's language. */
  reasoning: readonly string[];
  /** A narration of the persona, by its first name, in its language (without the wrapping). */
  narration: string;
  /** Ways the persona's model writes "stays silent" in a wrapped line. */
  silence: readonly string[];
  /** A line introducing the answer, in the persona's language. */
  leadIn: string;
}

const PERSONAS: readonly Persona[] = [
  {
    name: 'Heidi',
    messages: [
      'Note: bring snacks on Friday!',
      'here you go:\n```\nnpm run build\n```',
      '🎉🎉',
      '> did you lock up?\nyes, I did',
      'Shopping:\n- milk\n- eggs',
      '(laughs) fair enough',
      'Thought you would ask 😄',
    ],
    reasoning: ['Thought: keep it short.', '**Analysis:** two questions.', '_(thinking: be warm)_'],
    narration: 'Heidi smiles',
    leadIn: "Here's my reply:",
    silence: ['stays silent', 'no reply'],
  },
  {
    name: 'Lena Vogel',
    messages: [
      'Klar, Samstag ab 10!',
      'Notiz: Schlüssel liegt unter der Matte.',
      'Gedanken lesen kann ich nicht 😅',
    ],
    reasoning: ['Gedankengang: kurz antworten.', '**Überlegung:** sie fragt zweimal.'],
    narration: 'Lena lächelt',
    leadIn: 'Hier ist meine Antwort:',
    silence: ['schweigt', 'antwortet nicht'],
  },
  {
    name: 'Marta Ruiz',
    messages: ['¡Claro! Nos vemos el sábado.', 'Nota: llevo el vino.', 'jajaja sí 😂'],
    reasoning: ['Razonamiento: responder breve.', '*Pensamiento: ser cálida.*'],
    narration: 'Marta sonríe',
    leadIn: 'Aquí va mi respuesta:',
    silence: ['no responde', 'se queda callada'],
  },
  {
    name: 'Юлия',
    messages: ['Конечно, в субботу с 10!', 'ок 👍', 'Список:\n- хлеб\n- молоко'],
    reasoning: ['Рассуждение: ответить коротко.', '**Анализ:** два вопроса.'],
    narration: 'Юлия улыбается',
    leadIn: 'Вот мой ответ:',
    silence: ['молчит', 'не отвечает'],
  },
  {
    name: 'Kenji',
    messages: ['了解！土曜日に会おう。', 'うん 😊', '（笑）いいね'],
    reasoning: ['思考：短く答える。', '分析: 二つの質問。'],
    narration: 'Kenjiは笑う',
    leadIn: '以下が返信です：',
    silence: ['無言', '沈黙'],
  },
];

/** A message's text with its persona's first name, as narrations and signatures use it. */
const firstName = (persona: Persona): string => persona.name.split(' ')[0] ?? persona.name;

/** How a block is written around a message, each keeping the message as meant. */
const BLOCKS: readonly ((text: string, p: Persona) => string)[] = [
  (text) => `# «send»\n${text}`,
  (text) => `# «send» → Alice\n${text}`,
  (text) => `# «send» body:\n${text}`,
  (text) => `## «send» content:\n${text}`,
  (text) => `# «send»\nmessage: |\n${text.replace(/^/gm, '  ')}`,
  (text) => `# «send»\n${text}\n\n---`,
  (text) => `# «send»\n---\n${text}`,
  (text, p) => `# «send»\n${p.reasoning[0]}\n${text}`,
  (text, p) => `# «send»\n${p.reasoning.at(-1)}\n${text}`,
  (text, p) => `# «send»\n*(${p.narration})*\n${text}`,
  (text, p) => `# «send»\n（${p.narration}）\n${text}`,
  (text, p) => `# «send»\n${text}\n— ${firstName(p)}`,
  (text, p) => `# «send»\n**${firstName(p)}:** ${text}`,
  (text) => `# «send»\n${text.replace(/^/gm, '> ')}`,
  (text, p) => `# «send»\n${p.leadIn}\n${text}`,
];
/** Block shapes for a one-line message only: the block name as a list item with the text after it. */
const ONE_LINE_BLOCKS: readonly ((text: string, i: number) => string)[] = [
  (text, i) => `${i + 1}. «send» ${text}`,
  (text) => `- «send» ${text}`,
];

export interface VariedAnswer {
  persona: string;
  chat: 'direct' | 'group';
  actions: ActionsStyle;
  callout: boolean;
  answer: string;
  /** The texts meant to reach the chat, in order. */
  meant: string[];
}

const setting = fc.record({
  persona: fc.constantFrom(...PERSONAS),
  chat: fc.constantFrom('direct' as const, 'group' as const),
  actions: fc.constantFrom<ActionsStyle>('never', 'direct', 'always'),
  callout: chance(50),
});

/** Messages of the persona written in near-misses of the format: every message is meant. */
export const spokenVaried: fc.Arbitrary<VariedAnswer> = fc
  .record({
    setting,
    picks: fc.uniqueArray(fc.nat(9), { minLength: 1, maxLength: 3 }),
    shapes: fc.array(fc.nat(BLOCKS.length - 1), { minLength: 3, maxLength: 3 }),
    listed: chance(20),
    json: chance(10),
  })
  .map(({ setting: s, picks, shapes, listed, json }) => {
    const texts = [...new Set(picks.map((n) => s.persona.messages[n % s.persona.messages.length] ?? ''))];
    const oneLine = texts.every((t) => !t.includes('\n'));
    const blocks = texts.map((text, i) => {
      if (listed && oneLine) return (ONE_LINE_BLOCKS[i % 2] ?? ONE_LINE_BLOCKS[0])?.(text, i) ?? text;
      return BLOCKS[shapes[i] ?? 0]?.(text, s.persona) ?? text;
    });
    const answer = json ? JSON.stringify({ messages: texts }) : blocks.join('\n\n');
    return { ...s, persona: s.persona.name, answer, meant: texts };
  });

/**
 * Silence in the persona's language: a wrapped line announcing it, a token, an invisible body.
 * Always silence in a group; in a direct chat only what announces silence (an aside alone there
 * is a message people write).
 */
export const silentVaried: fc.Arbitrary<VariedAnswer> = fc
  .record({
    setting,
    word: fc.nat(1),
    wrap: fc.constantFrom('*%*', '(%)', '（%）', '[%]', '_%_'),
    form: fc.constantFrom('wrapped', 'token', 'invisible', 'narration'),
    block: chance(50),
  })
  .map(({ setting: s, word, wrap, form, block }) => {
    const said =
      form === 'token'
        ? 'NO_REPLY'
        : form === 'invisible'
          ? '\u200b\u2060'
          : wrap.replace('%', form === 'narration' ? s.persona.narration : (s.persona.silence[word] ?? ''));
    return { ...s, persona: s.persona.name, answer: block ? `# «send»\n${said}` : said, meant: [] };
  });

/** The texts that reach the chat for a varied answer, and the silence the boundary reports. */
export function spokenVariedTexts(varied: VariedAnswer): { texts: string[]; silence?: string } {
  const spoken = speechBoundary(parseReply(varied.answer), {
    persona: varied.persona,
    chatKind: varied.chat,
    actions: varied.actions,
    callout: varied.callout,
    others: OTHERS,
    stickers: STICKERS,
  });
  const { tasks } = planSteps(spoken.steps, { chatKind: varied.chat, targetId: TARGET, knownIds: SHOWN_IDS });
  const texts = tasks.flatMap((t) => (t.type === 'send' ? [t.params.text] : []));
  return spoken.silence === undefined ? { texts } : { texts, silence: spoken.silence };
}

/**
 * Legitimate messages that look like meta, alone in a body: a word in capitals (excitement in a
 * direct chat, a silence token in a group, A2) and an aside or action (`(laughs)`, `*laughs*`),
 * sent where `style.actions` allows it, an aside always in a direct chat. `meant` says which.
 */
export const lookalikeAlone: fc.Arbitrary<VariedAnswer> = fc
  .record({
    setting,
    said: fc.constantFrom(
      'AMAZING',
      'WHAT',
      'YESSS!!',
      '(laughs)',
      '*laughs*',
      '（笑）',
      '(lacht)',
      '_grins_',
    ),
    block: chance(50),
  })
  .map(({ setting: s, said, block }) => {
    const direct = s.chat === 'direct';
    const actions = s.actions === 'always' ? direct || s.callout : s.actions === 'direct' && direct;
    const action = /^[*_]/.test(said);
    const aside = /^[(（]/.test(said);
    const sent = action ? actions : aside ? direct || actions : direct || /[!?]$/.test(said);
    return {
      ...s,
      persona: s.persona.name,
      answer: block ? `# «send»\n${said}` : said,
      meant: sent ? [said] : [],
    };
  });
