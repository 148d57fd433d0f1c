/**
 * Set 23, slips of thinking models, part 1: thought summaries, reasoning spans and labels of
 * other vendors and languages, drafts, several options, self-critique and revised versions,
 * checklists against the persona's rules.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { DASHA, GRETA, LUCIA, YUKI } from './answers-23-cast.js';

const FINE = 'He made it! Bit offended, very spoiled now 😹';
const SATURDAY = 'And yes, Saturday 10–4 as usual';

export const SLIPS_23: readonly CorpusEntry[] = [
  {
    // Gemini 2.5 Pro with includeThoughts on: the thought summaries arrive as text before the blocks.
    name: 'gemini-2.5-pro: two thought-summary sections before the blocks',
    answer: `**Assessing the Two Questions**\n\nI'm zeroing in on what Jonas needs: reassurance about the cat and the Saturday hours.\n\n**Formulating a Light Reply**\n\nI've decided to lead with the cat and keep the hours short.\n\n# «send»\n${FINE}\n\n# «send»\n${SATURDAY}`,
    expect: [
      { type: 'send', text: FINE },
      { type: 'send', text: SATURDAY },
    ],
  },
  {
    name: 'gemini-3-flash: a thought summary, then the message, no block',
    answer: `**Crafting the Response**\n\nI'm focusing on warmth and brevity, answering the cat first and then the hours.\n\nHe survived, not very dignified but fine 😸 Open Saturday 10–4!`,
    expect: [{ type: 'send', text: 'He survived, not very dignified but fine 😸 Open Saturday 10–4!' }],
  },
  {
    name: 'gemini-2.5-pro: a thought summary inside the block, after the message',
    answer: `# «send»\n${FINE}\n\n**Finalizing the Response**\n\nI've confirmed the tone is right and both questions are covered.`,
    expect: [{ type: 'send', text: FINE }],
  },
  {
    // The R1 chat template opens <think> itself, so only its closing tag reaches the answer.
    name: 'deepseek-r1: reasoning ended by a lone closing tag, no block',
    answer:
      "Okay, so the user wants to know about the cat and whether the shop opens Saturday. Keep it short and warm.\n</think>\n\nHe's doing great, already bossing the new flat around 🐱 We're open Saturday 10–4.",
    expect: [
      {
        type: 'send',
        text: "He's doing great, already bossing the new flat around 🐱 We're open Saturday 10–4.",
      },
    ],
  },
  {
    name: 'magistral-medium: [THINK] span before the answer',
    answer:
      '[THINK]Two questions: cat and Saturday. Heidi is cheerful. Short answer.[/THINK]\n\nHe is totally fine! Saturday we are open 10–4 ☀️',
    expect: [{ type: 'send', text: 'He is totally fine! Saturday we are open 10–4 ☀️' }],
  },
  {
    name: 'gpt-oss-120b: the analysis channel before the final one',
    answer:
      '<|channel|>analysis<|message|>User asks about cat and Saturday hours. Respond as Heidi, upbeat.<|end|><|start|>assistant<|channel|>final<|message|># «send»\nHe settled in already! Open Saturday 10 to 4.',
    expect: [{ type: 'send', text: 'He settled in already! Open Saturday 10 to 4.' }],
  },
  {
    // Reflection-tuned models wrap the answer in <output> after <thinking> and <reflection>.
    name: 'reflection-llama: thinking, reflection and output tags',
    answer:
      '<thinking>\nJonas wants two answers.\n<reflection>\nI almost said we close at 5; it is 4.\n</reflection>\n</thinking>\n<output>\nHe is fine, the basket trick worked! Open Saturday 10–4.\n</output>',
    expect: [{ type: 'send', text: 'He is fine, the basket trick worked! Open Saturday 10–4.' }],
  },
  {
    name: 'deepseek-r1-zero style: <think> then <answer> around the block',
    answer:
      '<think>\nCat: fine. Saturday: open.\n</think>\n<answer>\n# «send»\nBoth survived the move, me included 😅 Open Saturday 10–4!\n</answer>',
    expect: [{ type: 'send', text: 'Both survived the move, me included 😅 Open Saturday 10–4!' }],
  },
  {
    // Maths-tuned reasoning models box their final answer; no person types \boxed{}.
    name: 'deepseek-r1-distill: the message in \\boxed{}',
    answer: '# «send»\n\\boxed{He made it! Open Saturday 10–4 😊}',
    expect: [{ type: 'send', text: 'He made it! Open Saturday 10–4 😊' }],
  },
  {
    name: 'gemini-2.5-pro: two options labelled with a tone, the first is sent',
    answer:
      '# «send»\nOption A (playful):\nHe survived and now demands rent 😼 Saturday 10–4!\n\nOption B (simple):\nHe is fine! We are open Saturday 10–4.',
    expect: [{ type: 'send', text: 'He survived and now demands rent 😼 Saturday 10–4!' }],
  },
  {
    // Where the rules name ✅ only, the operator would still want the one the model called its pick.
    name: 'claude-opus-4 thinking: three quoted takes, one marked as the pick',
    answer:
      'Here are three takes:\n\n- "He survived! Saturday 10–4."\n- "Cat: alive and smug. Shop: open Saturday 10–4 😄" ⭐ my pick\n- "All good on both fronts, see you Saturday?"',
    expect: [{ type: 'send', text: 'Cat: alive and smug. Shop: open Saturday 10–4 😄' }],
  },
  {
    name: 'gemini-3-pro: a draft, a critique, a final version in one block',
    answer:
      '# «send»\nFirst try: Yes the cat survived the move and yes we are open on Saturday from 10 to 4.\n\nCritique: too stiff, not how Heidi talks.\n\nFinal version: he made it!! slightly traumatised, very spoiled now 😹 and yep, Saturday 10–4',
    expect: [
      { type: 'send', text: 'he made it!! slightly traumatised, very spoiled now 😹 and yep, Saturday 10–4' },
    ],
  },
  {
    name: 'gpt-5-thinking: a Markdown task list checking the turn after the message',
    answer: `# «send»\n${FINE}\n\n- [x] answered the cat question\n- [x] kept the voice casual\n- [ ] Saturday hours (next message)\n\n# «send»\n${SATURDAY}`,
    expect: [
      { type: 'send', text: FINE },
      { type: 'send', text: SATURDAY },
    ],
  },
  {
    name: 'gemini-2.5-flash: a one-line check against the persona rules',
    answer: `# «send»\n${SATURDAY}\n\nRules check → casual ✔ no AI talk ✔ under 30 words ✔`,
    expect: [{ type: 'send', text: SATURDAY }],
  },
  {
    name: 'gemini-2.5-pro: a wrapped Portuguese reasoning label over the message',
    answer:
      '# «send»\n_(Raciocínio: ele está preocupado com o gato, respondo isso primeiro)_\nHe is fine! Open Saturday 10–4',
    expect: [{ type: 'send', text: 'He is fine! Open Saturday 10–4' }],
  },
  {
    name: 'qwen3: a full-width bracketed Chinese line of thought before the message',
    answer:
      '# «send»\n（思路：先回答猫，再说周六营业时间）\nHe is fine, hiding under the bed less every day. Saturday 10–4!',
    expect: [{ type: 'send', text: 'He is fine, hiding under the bed less every day. Saturday 10–4!' }],
  },
  {
    name: 'gemini-2.5-pro, Japanese: an inner-voice label in lenticular brackets',
    ...YUKI,
    answer: '# «send»\n【内心】誘われてうれしい\n行く行く！13時はどう？',
    expect: [{ type: 'send', text: '行く行く！13時はどう？' }],
  },
  {
    name: 'claude-sonnet-4 thinking: a thought bubble line and a label with an emoji',
    answer:
      '# «send»\n💭 he sounds worried, reassure first\n**Heidi 📚:** He is totally fine, promise! Saturday 10–4.',
    expect: [{ type: 'send', text: 'He is totally fine, promise! Saturday 10–4.' }],
  },
  {
    name: 'gemini-3-pro: a label with a tone in brackets, and an offer of a version',
    answer:
      '**Heidi (warm):** He made it in one piece! Saturday 10–4 as usual.\n\nWant a shorter version too?',
    expect: [{ type: 'send', text: 'He made it in one piece! Saturday 10–4 as usual.' }],
  },
  {
    name: 'gemini-2.5-flash: JSON with a thinking key and an answer key',
    answer:
      '{"thinking": "Two questions, cat first, keep it light and under two sentences.", "answer": "He made it! Open Saturday 10–4 🐾"}',
    expect: [{ type: 'send', text: 'He made it! Open Saturday 10–4 🐾' }],
  },
  {
    name: 'gemini-2.5-pro: a fenced Python call that sends the message',
    answer: '```python\nsend_message(text="He survived! Open Saturday 10–4")\n```',
    expect: [{ type: 'send', text: 'He survived! Open Saturday 10–4' }],
  },
  {
    name: 'gemini-2.5-pro, German: a self-check list after the message',
    ...GRETA,
    answer:
      '# «send»\nJa, sie hat es gut überstanden, sie schläft jetzt im Brotkorb 😄\n\nSelbstcheck:\n- Frage beantwortet ✓\n- locker ✓\n- keine Emojis-Flut ✓',
    expect: [{ type: 'send', text: 'Ja, sie hat es gut überstanden, sie schläft jetzt im Brotkorb 😄' }],
  },
  {
    name: 'gemini-3-pro, Russian group: a plan paragraph before the answer',
    ...DASHA,
    chat: 'group',
    callout: true,
    answer: '# «send»\nПлан: ответить Косте про воскресенье и подтвердить верёвку.\n\nЕду! Верёвку возьму 💪',
    expect: [{ type: 'send', text: 'Еду! Верёвку возьму 💪', replyTo: 4005 }],
  },
  {
    name: 'deepseek-r1, Russian group: a train-of-thought label before the answer',
    ...DASHA,
    chat: 'group',
    callout: true,
    answer:
      'Ход мыслей: Лена спрашивает прямо меня, смена в субботу, в воскресенье свободна.\n\nДа, я с вами! Верёвку беру.',
    expect: [{ type: 'send', text: 'Да, я с вами! Верёвку беру.', replyTo: 4005 }],
  },
  {
    name: 'gpt-5 copied from the Spanish app: the thinking-time line over the message',
    ...LUCIA,
    answer: 'Pensó durante 14 s\n\n¡Claro! El sábado abrimos de 10 a 14, venid cuando queráis 🌵',
    expect: [{ type: 'send', text: '¡Claro! El sábado abrimos de 10 a 14, venid cuando queráis 🌵' }],
  },
  {
    name: 'deepseek app copied: the Chinese deep-thinking line over the message',
    answer: '已深度思考（用时 9 秒）\n\nHe is fine, just grumpy! Saturday 10–4 as always.',
    expect: [{ type: 'send', text: 'He is fine, just grumpy! Saturday 10–4 as always.' }],
  },
  {
    name: 'gemini-2.5-pro, Spanish: a summary title in Spanish inside the block',
    ...LUCIA,
    answer:
      '# «send»\n**Analizando el tono**\nQuiero sonar cercana y breve.\n\n¡Claro que sí! El sábado abrimos de 10 a 14 😊',
    expect: [{ type: 'send', text: '¡Claro que sí! El sábado abrimos de 10 a 14 😊' }],
  },
  {
    name: 'claude-opus-4: an aside on answering in character closing the body',
    answer: `# «send»\n${FINE}\n\n(Responding in character as a cheerful bookseller.)`,
    expect: [{ type: 'send', text: FINE }],
  },
  {
    name: 'gemini-3-pro: a closing line hoping it fits the persona',
    answer: `# «send»\n${SATURDAY}\n\nHope this hits the right note for Heidi! 😊`,
    expect: [{ type: 'send', text: SATURDAY }],
  },
  {
    name: 'grok-4: a lead-in naming the reply, and a closing third-person aside',
    answer:
      "Sure! Here's Heidi's reply:\n\nHe's fine, he already claimed the windowsill. Saturday 10–4!\n\n(Heidi keeps it breezy)",
    expect: [{ type: 'send', text: "He's fine, he already claimed the windowsill. Saturday 10–4!" }],
  },
];
