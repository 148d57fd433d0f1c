import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { send } from './answers-39-ordinary.js';
import { JASPER, ROSA, SUNNY } from './answers-39-scenes.js';

/**
 * Slips in group answers, part one: prose and reasoning around or inside blocks, narrated
 * silence, heading near-misses, wrappers and echoes, written anew for these groups.
 */
export const SLIPS_39: CorpusEntry[] = [
  {
    // Claude behind the prompt often states its reading of the room before the blocks.
    name: 'set39 sunny analysis before the block',
    ...SUNNY,
    answer:
      "Marcus is rallying the group for a bonfire and Sunny loves this kind of thing, so a short, excited reply fits.\n\n# «send»\nBONFIRE YES. I'll bring marshmallows 🔥",
    expect: [send("BONFIRE YES. I'll bring marshmallows 🔥", 4005)],
    withheld: ['outside-blocks'],
  },
  {
    // Gemini narrating what the persona does instead of answering, not addressed in a group.
    name: 'set39 sunny narrates weeding',
    ...SUNNY,
    answer: '*carries on weeding the onion bed*',
    expect: [],
  },
  {
    name: 'set39 sunny third person stays out',
    ...SUNNY,
    answer: '(Sunny stays out of the wheelbarrow debate)',
    expect: [],
  },
  {
    // Two slips: an HTML comment the model left for itself and a signature nobody types in a group.
    name: 'set39 sunny comment and signature',
    ...SUNNY,
    answer: '# «send»\n<!-- Marcus asked the group -->\nCount me in, I’ll bring the fire pit\n~ Sunny ☀️',
    expect: [send('Count me in, I’ll bring the fire pit', 4005)],
  },
  {
    // The transcript's header written over the model's own new message (numbered after the last).
    name: 'set39 sunny writes her own header',
    ...SUNNY,
    answer: '# «send»\n⟦#4006 Sunny 18:02⟧\nYES. Marshmallows on me',
    expect: [send('YES. Marshmallows on me', 4005)],
  },
  {
    // A turn made up for Tom after the message, speaking as "I" and taking up the answer.
    name: 'set39 sunny invents toms answer',
    ...SUNNY,
    answer: "# «send»\nI'll bring the big kettle!\nTom: great, then I'll bring the mugs",
    expect: [send("I'll bring the big kettle!", 4005)],
  },
  {
    // A common shortcode as the reaction body, then the message.
    name: 'set39 sunny reaction shortcode',
    ...SUNNY,
    answer: "# «react»\n:fire:\n\n# «send»\nI'll bring the kindling",
    expect: [{ type: 'react', emoji: '🔥', messageId: 4005 }, send("I'll bring the kindling", 4005)],
  },
  {
    // Two slips: a closing note on the tone, in Spanish, under the message.
    name: 'set39 rosa notes the tone kept',
    ...ROSA,
    answer: '# «send»\n¡A las 10:30! 🎶\n\n(Mantengo el tono cercano porque es el grupo del coro.)',
    expect: [send('¡A las 10:30! 🎶', 4005)],
  },
  {
    // "Rosa dice:" is the model presenting the persona's line, not a person writing.
    name: 'set39 rosa says label',
    ...ROSA,
    answer: '# «send» 4004\nRosa dice: ¡Yo llevo el atril, Lucía!',
    expect: [send('¡Yo llevo el atril, Lucía!', 4004)],
  },
  {
    // Guillemets of another kind around the task name: mathematical double angle brackets.
    name: 'set39 rosa double angle heading',
    ...ROSA,
    answer: '# ⟪send⟫ 4004\n¡Lo llevo yo! 💪',
    expect: [send('¡Lo llevo yo! 💪', 4004)],
  },
  {
    // A block named in Spanish is the one message when nothing else is.
    name: 'set39 rosa spanish block name',
    ...ROSA,
    answer: '# «enviar»\n¡A las 10:30, chicos!',
    expect: [send('¡A las 10:30, chicos!', 4005)],
  },
  {
    name: 'set39 rosa same block twice',
    ...ROSA,
    answer: '# «send»\nA las 10:30 😊\n\n# «send»\nA las 10:30 😊',
    expect: [send('A las 10:30 😊', 4005)],
    withheld: ['duplicate'],
  },
  {
    // An out-of-character aside in double brackets after the message.
    name: 'set39 rosa ooc aside',
    ...ROSA,
    answer:
      '# «send»\n¡Calentamos a las 10, general a las 10:30!\n\n((OOC: no sé si Rosa canta de soprano o de contralto))',
    expect: [send('¡Calentamos a las 10, general a las 10:30!', 4005)],
  },
  {
    // A distilled reasoning model with no opening tag: the reasoning ends at a lone closing one.
    name: 'set39 rosa reasoning up to a closing tag',
    ...ROSA,
    answer:
      'Vale, Javi pregunta la hora del ensayo general. Rosa es cercana y breve, así que contesto directa.\n</think>\n\n¡A las 10:30! Y calentamos a las 10 🎶',
    expect: [send('¡A las 10:30! Y calentamos a las 10 🎶', 4005)],
  },
  {
    // The reply's key in Spanish, and a reply key the project does not know.
    name: 'set39 rosa json with spanish keys',
    ...ROSA,
    answer: '{"mensaje": "¡A las 10:30 en la parroquia!", "responder_a": 4005}',
    expect: [send('¡A las 10:30 en la parroquia!', 4005)],
  },
  {
    name: 'set39 rosa silence token in spanish',
    ...ROSA,
    answer: 'SIN_RESPUESTA',
    expect: [],
  },
  {
    // The address in brackets on the heading line.
    name: 'set39 jasper heading addressed in brackets',
    ...JASPER,
    answer: '# «reply» (to Ngozi)\nFine. Tonight. Bring tissues 😤',
    expect: [send('Fine. Tonight. Bring tissues 😤', 4005)],
  },
  {
    name: 'set39 jasper heading without spaces',
    ...JASPER,
    answer: '#«send» 4005 Fine. Tonight. Bring tissues 😤',
    expect: [send('Fine. Tonight. Bring tissues 😤', 4005)],
  },
  {
    // The model copies Ngozi's message as its first block, then answers.
    name: 'set39 jasper echoes ngozi first',
    ...JASPER,
    answer:
      '# «send»\nJasper you still owe me a rematch 😤\n\n# «send»\nOi, I won the last one fair and square',
    expect: [send('Oi, I won the last one fair and square', 4005)],
    withheld: ['echo'],
  },
  {
    // Mistral's tool-call token and a call that sends.
    name: 'set39 jasper mistral tool call',
    ...JASPER,
    answer:
      '[TOOL_CALLS][{"name": "send_message", "arguments": {"text": "Rematch. Tonight. 8pm.", "reply_to": 4005}}]',
    expect: [send('Rematch. Tonight. 8pm.', 4005)],
  },
  {
    // A roleplay action alone, on a callout, with actions on in groups: it is the answer.
    name: 'set39 jasper slams the box on a callout',
    ...JASPER,
    callout: true,
    actions: 'always',
    answer: '*slams the Wingspan box on the table*',
    expect: [send('*slams the Wingspan box on the table*', 4005)],
  },
  {
    // Default actions (direct chats only): in a group the action goes, the words stay.
    name: 'set39 jasper action in a group with actions direct',
    ...JASPER,
    callout: true,
    answer: '# «send»\n*slams the box down*\nRematch. Now.',
    expect: [send('Rematch. Now.', 4005)],
  },
  {
    // A reply id the model was never shown: the message still answers the target.
    name: 'set39 jasper replies to an unseen id',
    ...JASPER,
    answer: '# «send» 3977\nStill salty about that game tbh',
    expect: [send('Still salty about that game tbh', 4005)],
  },
  {
    // Two slips: an arrow address on the heading line and a bold speaker label.
    name: 'set39 jasper arrow address and bold label',
    ...JASPER,
    answer: '# «send» → Ngozi\n**Jasper:** Tonight. 8pm. Bring your A-game 😤',
    expect: [send('Tonight. 8pm. Bring your A-game 😤', 4005)],
  },
  {
    // A closing paragraph explaining the answer, labelled with a marker word.
    name: 'set39 jasper reasoning behind the reply',
    ...JASPER,
    answer:
      '# «send»\nRematch tonight. Prepare to lose 😤\n\nReasoning behind the reply: Ngozi is competitive, so matching her energy keeps it playful.',
    expect: [send('Rematch tonight. Prepare to lose 😤', 4005)],
  },
  {
    // The model narrating its own plan in a first paragraph, the partner in the third person.
    name: 'set39 jasper plans in the body',
    ...JASPER,
    answer:
      "# «send»\nNgozi is calling me out in front of everyone, so I'll answer cheekily and keep it short.\n\nRematch tonight. Prepare to lose 😤",
    expect: [send('Rematch tonight. Prepare to lose 😤', 4005)],
  },
];
