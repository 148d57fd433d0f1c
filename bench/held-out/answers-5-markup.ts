/**
 * Held-out set 5, part 2: Markdown the model writes for itself (callouts, admonitions, comments,
 * footnotes, draft lists and tables, translations, signatures), reasoning that is not a label
 * (plans, scratchpads, goals, counts), structured answers of several vendors, echoes in other
 * quote styles, and answers cut at the output limit.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { JAPANESE, KOREAN } from './answers-5-scripts.js';

const GERMAN: ReadonlyMap<number, string> = new Map([
  [4003, 'Hat jemand meinen blauen Regenschirm gesehen? Ich glaube, er liegt im Laden'],
  [4005, 'Hat die Katze den Umzug überlebt? Und habt ihr Samstag offen?'],
]);

export const HELD_OUT_5_MARKUP: CorpusEntry[] = [
  {
    name: 'a GitHub note callout after the message',
    answer:
      '# «send»\nHe survived! Saturday 10–14 as usual 🙂\n\n> [!NOTE]\n> Kept it short because Alice asked two quick questions.',
    expect: [{ type: 'send', text: 'He survived! Saturday 10–14 as usual 🙂' }],
  },
  {
    name: 'a GitHub important callout opening the body',
    answer:
      "# «send»\n> [!IMPORTANT]\n> Answer both questions.\n\nHe's fine, just grumpy 😾 And yes, open Saturday 10–14.",
    expect: [{ type: 'send', text: "He's fine, just grumpy 😾 And yes, open Saturday 10–14." }],
  },
  {
    name: 'a MkDocs admonition after the message',
    answer: '# «send»\nHe survived! 😹\n\n!!! note\n    Keeping the reply brief and warm.',
    expect: [{ type: 'send', text: 'He survived! 😹' }],
  },
  {
    name: 'a Docusaurus admonition before the message',
    answer:
      '# «send»\n:::info\nTone: casual, like a friend.\n:::\n\nAll good with the cat! Saturday 10–14 🙂',
    expect: [{ type: 'send', text: 'All good with the cat! Saturday 10–14 🙂' }],
  },
  {
    name: 'an earlier draft commented out, its heading inside the comment',
    answer:
      '<!--\n# «send»\nThe cat is fine, thanks for asking.\n-->\n# «send»\nHe survived! Grumpy, but fine 😼',
    expect: [{ type: 'send', text: 'He survived! Grumpy, but fine 😼' }],
  },
  {
    // Telegram shows a footnote as its raw marker; the footnote itself explains the answer.
    name: 'a Markdown footnote and its reference',
    answer:
      "# «send»\nHe survived the move[^1] 😹 Saturday we're open 10–14.\n\n[^1]: Jonas mentioned the laundry basket earlier in the chat.",
    expect: [{ type: 'send', text: "He survived the move 😹 Saturday we're open 10–14." }],
  },
  {
    name: '"Here are two options:" then quoted drafts, none chosen',
    answer:
      '# «send»\nHere are two options:\n\n1. "He survived! Open Saturday 10–14 🙂"\n2. "All good with the cat — and yes, Saturday as usual!"',
    expect: [{ type: 'send', text: 'He survived! Open Saturday 10–14 🙂' }],
  },
  {
    // As with other versions offered without a choice: the first is sent.
    name: 'a table of drafts by tone, no blocks',
    answer:
      "| Tone | Message |\n|---|---|\n| warm | He survived, the little drama queen 😹 See you Saturday! |\n| short | Cat's fine. Open Sat 10–14. |",
    expect: [{ type: 'send', text: 'He survived, the little drama queen 😹 See you Saturday!' }],
  },
  {
    name: 'a German reply with an English gloss in brackets, to a German friend',
    others: GERMAN,
    answer:
      "# «send»\nJa, er hat's überlebt! Samstag sind wir 10–14 Uhr da 🙂\n(English: Yes, he survived! On Saturday we're there 10am–2pm.)",
    expect: [{ type: 'send', text: "Ja, er hat's überlebt! Samstag sind wir 10–14 Uhr da 🙂" }],
  },
  {
    name: 'a German reply with an [EN] line after it, to a German friend',
    others: GERMAN,
    answer:
      "# «send»\nJa, er lebt! 😹 Samstag ganz normal offen.\n[EN] Yes, he's alive! 😹 Open as usual on Saturday.",
    expect: [{ type: 'send', text: 'Ja, er lebt! 😹 Samstag ganz normal offen.' }],
  },
  {
    name: 'a German reply with a bold Translation paragraph',
    others: GERMAN,
    answer:
      '# «send»\nKlar hat er das, der alte Drama-Kater 😼\n\n**Translation:** Of course he did, the old drama tomcat.',
    expect: [{ type: 'send', text: 'Klar hat er das, der alte Drama-Kater 😼' }],
  },
  {
    name: 'a mail client signature: Sent from my iPhone',
    answer: '# «send»\nHe survived! See you Saturday 🙂\n\nSent from my iPhone',
    expect: [{ type: 'send', text: 'He survived! See you Saturday 🙂' }],
  },
  {
    name: 'a letter’s closing and the persona’s name',
    answer:
      "# «send»\nHi Alice,\n\nthe cat survived the move just fine. We're open Saturday 10–14.\n\nBest regards,\nHeidi",
    expect: [
      { type: 'send', text: "Hi Alice,\n\nthe cat survived the move just fine. We're open Saturday 10–14." },
    ],
  },
  {
    name: 'a speech-bubble emoji alone on the first line as the label',
    answer: '# «send»\n🗨️:\nHe survived! Saturday 10–14 🙂',
    expect: [{ type: 'send', text: 'He survived! Saturday 10–14 🙂' }],
  },
  {
    name: 'a speech-bubble emoji and a bold Message label',
    answer: "# «send»\n💬 **Message:** He's fine, just sulking in the wardrobe 😹",
    expect: [{ type: 'send', text: "He's fine, just sulking in the wardrobe 😹" }],
  },
  {
    name: 'a first-person plan in German before the first block',
    others: GERMAN,
    answer:
      "Ich beantworte beide Fragen kurz und freundlich und schicke dann den Winke-Sticker.\n\n# «send»\nEr hat's überlebt! Samstag 10–14 🙂\n\n# «sticker»\nHeidiDuck\n👋",
    expect: [
      { type: 'send', text: "Er hat's überlebt! Samstag 10–14 🙂" },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
    withheld: ['outside-blocks'],
  },
  {
    name: 'a Plan: paragraph about the answer opening the body',
    answer:
      '# «send»\nPlan: answer the cat question first, then Saturday, keep it under two lines.\n\nHe survived, grumpily 😼 Saturday 10–14!',
    expect: [{ type: 'send', text: 'He survived, grumpily 😼 Saturday 10–14!' }],
  },
  {
    // 方針 is "approach": Gemini's planning word in Japanese answers.
    name: 'ja: an approach line about the answer opening the body',
    persona: 'ユキ',
    others: JAPANESE,
    answer: '# «send»\n方針：短く、明るく、両方の質問に答える。\n\n無事だったよ！土曜日は10時からだよ〜',
    expect: [{ type: 'send', text: '無事だったよ！土曜日は10時からだよ〜' }],
  },
  {
    name: 'a <details> element explaining the reply after it',
    answer:
      '# «send»\nHe survived! Saturday 10–14 🙂\n\n<details><summary>why this reply</summary>Alice asked two things at once, so one message covers both.</details>',
    expect: [{ type: 'send', text: 'He survived! Saturday 10–14 🙂' }],
  },
  {
    name: 'a <details> scratchpad before the first block',
    answer:
      '<details>\n<summary>Scratchpad</summary>\n\nTwo questions: the cat (fine) and Saturday (10–14).\n</details>\n\n# «send»\nThe cat is great! Saturday 10–14 🙂',
    expect: [{ type: 'send', text: 'The cat is great! Saturday 10–14 🙂' }],
  },
  {
    name: 'a bold Goals list, then the message',
    answer:
      "# «send»\n**Goals:**\n- reassure about the cat\n- confirm Saturday hours\n\nHe's totally fine 😹 And yes — Saturday 10 to 2!",
    expect: [{ type: 'send', text: "He's totally fine 😹 And yes — Saturday 10 to 2!" }],
  },
  {
    name: 'a closing word count',
    answer: '# «send»\nHe survived! Saturday 10–14, come by 🙂\n\n(word count: 8)',
    expect: [{ type: 'send', text: 'He survived! Saturday 10–14, come by 🙂' }],
  },
  {
    name: 'ja: a closing character count in full-width brackets',
    persona: 'ユキ',
    others: JAPANESE,
    answer: '# «send»\n無事だったよ！土曜日は10時から開いてるよ〜\n（22文字）',
    expect: [{ type: 'send', text: '無事だったよ！土曜日は10時から開いてるよ〜' }],
  },
  {
    name: 'a YAML list of sends',
    answer: '- send: "He survived! 😹"\n- send: "Saturday 10–14 as always."',
    expect: [
      { type: 'send', text: 'He survived! 😹' },
      { type: 'send', text: 'Saturday 10–14 as always.' },
    ],
  },
  {
    name: 'an XML message element with an addressee attribute',
    answer: '<message to="Alice">He survived! Saturday 10–14 🙂</message>',
    expect: [{ type: 'send', text: 'He survived! Saturday 10–14 🙂' }],
  },
  {
    name: 'an XML response with a text and a mood element',
    answer:
      '<response>\n  <text>He survived! Grumpy, but alive 😼</text>\n  <mood>cheerful</mood>\n</response>',
    expect: [{ type: 'send', text: 'He survived! Grumpy, but alive 😼' }],
  },
  {
    name: 'OpenAI tool_calls with arguments as a JSON string',
    answer:
      '{"tool_calls": [{"id": "call_1", "type": "function", "function": {"name": "send_message", "arguments": "{\\"chat_id\\": 4005, \\"text\\": \\"He survived! Saturday 10–14 🙂\\"}"}}]}',
    expect: [{ type: 'send', text: 'He survived! Saturday 10–14 🙂' }],
  },
  {
    name: 'an Anthropic tool_use object',
    answer:
      '{"type": "tool_use", "id": "toolu_01", "name": "send_message", "input": {"text": "He\'s fine, just sulking 😼 See you Saturday!"}}',
    expect: [{ type: 'send', text: "He's fine, just sulking 😼 See you Saturday!" }],
  },
  {
    name: 'a Gemini functionCall object',
    answer:
      '{"functionCall": {"name": "reply", "args": {"message": "All good with the cat! Open Saturday 10–14."}}}',
    expect: [{ type: 'send', text: 'All good with the cat! Open Saturday 10–14.' }],
  },
  {
    name: 'a Mistral [TOOL_CALLS] list',
    answer:
      '[TOOL_CALLS][{"name": "send_message", "arguments": {"text": "He survived! 😹 Saturday 10–14."}}]',
    expect: [{ type: 'send', text: 'He survived! 😹 Saturday 10–14.' }],
  },
  {
    name: 'a Llama <function=…> call',
    answer: '<function=send_message>{"text": "He survived the move! Saturday 10–14."}</function>',
    expect: [{ type: 'send', text: 'He survived the move! Saturday 10–14.' }],
  },
  {
    name: 'a bare send_message call with single quotes',
    others: GERMAN,
    answer: "send_message(text='Er hat es überlebt! Samstag 10–14 🙂')",
    expect: [{ type: 'send', text: 'Er hat es überlebt! Samstag 10–14 🙂' }],
  },
  {
    name: 'ja: the friend’s whole question echoed in 「」, then the answer',
    persona: 'ユキ',
    others: JAPANESE,
    answer:
      '# «send»\n「猫ちゃん引っ越し大丈夫だった？あと土曜日ってお店開いてる？」\n\n大丈夫だったよ！土曜日も開いてる〜',
    expect: [{ type: 'send', text: '大丈夫だったよ！土曜日も開いてる〜' }],
  },
  {
    name: 'the chat continued as a timestamped transcript',
    answer:
      'Alice (17:02): Did the cat survive the move? And are you open on Saturday?\nHeidi (17:03): He survived! Saturday 10–14 🙂',
    expect: [{ type: 'send', text: 'He survived! Saturday 10–14 🙂' }],
  },
  {
    name: 'the friend’s whole question echoed in German quotes',
    others: GERMAN,
    answer: '# «send»\n„Hat die Katze den Umzug überlebt? Und habt ihr Samstag offen?“\n\nJa und ja 😄',
    expect: [{ type: 'send', text: 'Ja und ja 😄' }],
  },
  {
    name: 'cut: mid-heading of a second block',
    truncated: true,
    answer: '# «send»\nHe survived! 😹\n\n# «sen',
    expect: [{ type: 'send', text: 'He survived! 😹' }],
  },
  {
    name: 'cut: mid-tag in the second block',
    truncated: true,
    answer: '# «send»\nHe survived!\n\n# «send»\nSaturday 10–14 <thi',
    expect: [{ type: 'send', text: 'He survived!' }],
    withheld: ['truncated'],
  },
  {
    name: 'cut: mid-JSON in the second item',
    truncated: true,
    answer:
      '[{"type": "send", "text": "He survived! 😹"}, {"type": "send", "text": "Saturday we\'re open from 10 t',
    expect: [{ type: 'send', text: 'He survived! 😹' }],
  },
  {
    name: 'cut: mid-sentence in the only block',
    truncated: true,
    answer: "# «send»\nHe survived, and on Saturday we're open from 10 until",
    expect: [],
    withheld: ['truncated'],
  },
  {
    name: 'ko: cut mid-sentence in the second block',
    persona: '민지',
    others: KOREAN,
    truncated: true,
    answer: '# «send»\n무사해!\n\n# «send»\n토요일은 10시부터',
    expect: [{ type: 'send', text: '무사해!' }],
    withheld: ['truncated'],
  },
  {
    name: 'cut: after a think block, mid-sentence in the message',
    truncated: true,
    answer: '# «think»\nShe asked two things; answer both.\n\n# «send»\nHe survived! And Saturday we',
    expect: [],
  },
  {
    name: 'cut: the last of three blocks, mid-word',
    truncated: true,
    answer: '# «react» 👍\n\n# «send»\nHe survived! 😹\n\n# «send»\nSaturday we open at 10 and clo',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'He survived! 😹' },
    ],
    withheld: ['truncated'],
  },
];
