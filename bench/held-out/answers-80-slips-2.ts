/**
 * Set 80's slips by models behind the OpenAI-compatible endpoint (GPT-4o-class, gpt-oss, Llama,
 * Qwen, Mistral, DeepSeek), each in its own template, tool format or chat habits.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  anya,
  chloe,
  dev,
  jules,
  keiko,
  l,
  lukas,
  maggie,
  noor,
  rosa,
  sam,
  theo,
} from './answers-80-cast.js';

/** The flat on a morning when Ben and Marco talk between themselves (4005 is Ben's). */
const FLAT_ASIDE: ReadonlyMap<number, string> = new Map([
  [4001, 'Marco did you take my charger again'], // Ben
  [4003, 'borrowed. BORROWED. it is on your desk'], // Marco
  [4005, 'it is not on my desk my guy'], // Ben
]);

export const SLIPS_OTHERS: readonly CorpusEntry[] = [
  // GPT-4o without blocks: a helper's lead-in, the message in quotation marks, an offer to redo it.
  chloe({
    name: 'chloe: lead-in, quoted message and an offer',
    answer: l(
      "Sure! Here's a casual reply Chloe could send:",
      '',
      "\"Yes, I'll be there Friday! Wouldn't miss Ravi's send-off 🍻\"",
      '',
      'Want me to make it a little more formal, since Marcus is a colleague?',
    ),
    expect: [{ type: 'send', text: "Yes, I'll be there Friday! Wouldn't miss Ravi's send-off 🍻" }],
  }),
  // GPT-4o-class labels the body in bold, as in a worksheet.
  chloe({
    name: 'chloe: a bold label alone over the body',
    answer: l(
      '# «send»',
      '**Message:**',
      "Still no word from the client, I'll nudge them again at 3. And yes to Friday!",
    ),
    expect: [
      { type: 'send', text: "Still no word from the client, I'll nudge them again at 3. And yes to Friday!" },
    ],
  }),
  // Llama 3 keeps its header tokens around the answer.
  sam({
    name: 'sam: header and end-of-turn tokens around the block',
    answer: l(
      '<|start_header_id|>assistant<|end_header_id|>',
      '',
      '# «send»',
      "yeah 6 sharp, I'll be out the front<|eot_id|>",
    ),
    expect: [{ type: 'send', text: "yeah 6 sharp, I'll be out the front" }],
  }),
  // Llama 3 runs past its end-of-turn token and writes the partner's next turn.
  sam({
    name: "sam: the partner's next turn written after the end token",
    answer: l(
      '# «send»',
      "6 works, bring brekky, I'm not stopping at maccas again",
      '<|eot_id|><|start_header_id|>user<|end_header_id|>',
      '',
      'haha deal, see u then',
    ),
    expect: [{ type: 'send', text: "6 works, bring brekky, I'm not stopping at maccas again" }],
  }),
  // Qwen3 thinks in Chinese in a tagged span before a Japanese answer.
  keiko({
    name: 'keiko: a Chinese reasoning span before the block',
    answer: l(
      '<think>',
      '妹妹问周末能不能一起去买礼物。けいこ周六有空，应该答应，并提议手帕。',
      '</think>',
      '',
      '# «send»',
      'いいよ！土曜なら一日空いてる。デパート行こっか',
    ),
    expect: [{ type: 'send', text: 'いいよ！土曜なら一日空いてる。デパート行こっか' }],
    withheld: ['reasoning'],
  }),
  // Qwen as a tool caller: the message as a send_message call in tool-call tags.
  jules({
    name: 'jules: a tool call in tags',
    callout: true,
    answer: l(
      '<tool_call>',
      '{"name": "send_message", "arguments": {"chat_id": 4005, "text": "yeah I\'m off Wed, I\'ll deal with the plumber"}}',
      '</tool_call>',
    ),
    expect: [{ type: 'send', text: "yeah I'm off Wed, I'll deal with the plumber", replyTo: 4005 }],
  }),
  // Mistral's tool-call marker before a JSON list of calls.
  lukas({
    name: "lukas: Mistral's tool-call marker",
    answer:
      '[TOOL_CALLS] [{"name": "send", "arguments": {"text": "Passt, ich bin Freitag ab 9 zu Hause.", "reply_to": 4005}}]',
    expect: [{ type: 'send', text: 'Passt, ich bin Freitag ab 9 zu Hause.', replyTo: 4005 }],
  }),
  // Mistral Small adds a note in English on the tone it kept under a German message.
  lukas({
    name: 'lukas: an English note on the tone under German',
    answer: l(
      '# «send»',
      'Klar, mach ich. Ich leg den Zählerstand vom letzten Mal auch raus',
      '',
      '(Note: I kept the tone casual since Lukas and Mara are flatmates.)',
    ),
    expect: [{ type: 'send', text: 'Klar, mach ich. Ich leg den Zählerstand vom letzten Mal auch raus' }],
  }),
  // DeepSeek R1 distill: reasoning with no opening tag, closed by a lone end tag.
  sam({
    name: 'sam: reasoning closed only by its end tag',
    answer: l(
      "Okay, Jess wants to be picked up at 6. Sam is laid-back and they're going surfing at Bells, so a short yes fits.",
      '</think>',
      '',
      '# «send»',
      "yeah 6, I'll honk twice",
    ),
    expect: [{ type: 'send', text: "yeah 6, I'll honk twice" }],
  }),
  // DeepSeek V3 in Spanish: a lead-in naming Rosa's answer and a tone note after a rule (two slips).
  rosa({
    name: 'rosa: a Spanish lead-in and a tone note after a rule',
    answer: l(
      'Respuesta de Rosa:',
      '',
      '# «send»',
      '¡Vamos el sábado! Y el vestido me encanta, no cambies nada',
      '',
      '---',
      '**Nota:** mantengo un tono cercano y cariñoso, como entre amigas.',
    ),
    expect: [{ type: 'send', text: '¡Vamos el sábado! Y el vestido me encanta, no cambies nada' }],
  }),
  // gpt-oss through the endpoint keeps its harmony channels.
  theo({
    name: 'theo: analysis and final channels',
    answer: l(
      '<|channel|>analysis<|message|>Camille needs an answer tonight. Théo wants to go. Say yes and thank.<|end|><|start|>assistant<|channel|>final<|message|># «send»',
      'Je viens, bien sûr ! Merci pour la place 🙏',
    ),
    expect: [{ type: 'send', text: 'Je viens, bien sûr ! Merci pour la place 🙏' }],
  }),
  // GPT-4o-mini writes the chat role before the message.
  dev({
    name: 'dev: the assistant role before the message',
    callout: true,
    answer: l('# «send»', "Assistant: in for Thursday, bibs are in my bag don't worry"),
    expect: [{ type: 'send', text: "in for Thursday, bibs are in my bag don't worry", replyTo: 4005 }],
    withheld: ['label'],
  }),
  // Llama 3.1: a presenting line before the blocks and a closing wish about the answer (two slips).
  noor({
    name: 'noor: presented as Noor and closed with a wish',
    callout: true,
    answer: l(
      'Here is a response as Noor:',
      '',
      '# «send»',
      "Yep, mine on the 14th! And I'm pushing for Orbital next, it's short",
      '',
      'I hope this response fits the book club vibe!',
    ),
    expect: [
      {
        type: 'send',
        text: "Yep, mine on the 14th! And I'm pushing for Orbital next, it's short",
        replyTo: 4005,
      },
    ],
  }),
  // Qwen2.5 answers with a bare JSON list of tasks, a reaction among them.
  anya({
    name: 'anya: a bare JSON list with a reaction',
    callout: true,
    answer:
      '[{"type": "send", "text": "Приду! Возьму грабли и пакеты"}, {"type": "react", "message_id": 4003, "emoji": "👍"}]',
    expect: [
      { type: 'send', text: 'Приду! Возьму грабли и пакеты', replyTo: 4005 },
      { type: 'react', emoji: '👍', messageId: 4003 },
    ],
  }),
  // Mistral stopped at the output limit inside the second item of its JSON list.
  rosa({
    name: 'rosa: a JSON list cut in its second item',
    truncated: true,
    answer:
      '[{"type": "send", "text": "¡Sí! El sábado te acompaño"}, {"type": "send", "text": "Y lo del vest',
    expect: [{ type: 'send', text: '¡Sí! El sábado te acompaño' }],
  }),
  // GPT-4o quotes the message whole and signs it with the persona's name.
  maggie({
    name: 'maggie: quoted whole and signed with a dash',
    answer: l(
      '# «send»',
      '"The knee is on the mend, love. And I am coming Saturday, whatever your mother says!"',
      '— Maggie',
    ),
    expect: [
      {
        type: 'send',
        text: 'The knee is on the mend, love. And I am coming Saturday, whatever your mother says!',
      },
    ],
  }),
  // Llama 3.1's built-in tool tag before a JSON call.
  chloe({
    name: "chloe: Llama's python tag and a call",
    answer:
      '<|python_tag|>{"name": "send_message", "parameters": {"message": "Numbers are in the drive! And count me in for Friday"}}',
    expect: [{ type: 'send', text: 'Numbers are in the drive! And count me in for Friday' }],
  }),
  // DeepSeek V3 keeps its assistant token at the very start of the answer.
  anya({
    name: "anya: DeepSeek's assistant token opening the answer",
    callout: true,
    answer: l('<｜Assistant｜># «send»', 'Лена, приду к десяти. Перчатки у меня свои'),
    expect: [{ type: 'send', text: 'Лена, приду к десяти. Перчатки у меня свои', replyTo: 4005 }],
  }),
  // GPT-4o narrates silence in a group when the talk is between two others.
  {
    ...jules({
      name: 'jules: silence narrated in italics between two flatmates',
      answer: l('# «send»', "*Jules doesn't respond — this one's between Ben and Marco.*"),
      expect: [],
    }),
    others: FLAT_ASIDE,
  },
  // Llama continues the dialogue and writes the partner's answer under the persona's message.
  sam({
    name: "sam: Jess's answer written under the message",
    answer: l(
      '# «send»',
      'yep 6 works, wear something warm it was 9 degrees today',
      '',
      'Jess: legend, see ya then',
    ),
    expect: [{ type: 'send', text: 'yep 6 works, wear something warm it was 9 degrees today' }],
  }),
];
