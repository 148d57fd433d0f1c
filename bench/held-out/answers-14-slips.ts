/**
 * Held-out set 14, slips tucked into long messages: reasoning, labels and talk about the answer
 * before, between or after the parts a persona means. Each comment names the model behaviour the
 * shape comes from; the expectation is the long message without the slip.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BUDGET, HEDGEHOG, KREBS, LASAGNE, PORTO, RENAME, TORTILLA, WIEN } from './answers-14-clean.js';
import { ARJUN, GRETA, JANA, LUCIA, MARTA, OLGA, PRIYA, send, TOMAS, tuck } from './answers-14-people.js';

/** A YAML block scalar's lines: indented by two, blank lines left blank. */
function indented(text: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? '' : `  ${line}`))
    .join('\n');
}

export const SLIPS: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro plans in the third person before its first block.
  {
    name: 's14 slip third-person plan before the recipe block',
    ...MARTA,
    answer: `Lukas wants the lasagne recipe for Sunday. Marta is proud of her nonna's recipe, so she writes it out in full with her usual warmth.\n\n# «send»\n${LASAGNE}`,
    expect: [send(LASAGNE)],
    withheld: ['outside-blocks'],
  },
  // Gemini appends a formatting remark after a rule at the end of a long message.
  {
    name: 's14 slip formatting remark after a rule under the itinerary',
    ...TOMAS,
    answer: `# «send»\n${PORTO}\n\n---\n**Formatting:** bolded the days so it reads well on a phone.`,
    expect: [send(PORTO, 4005)],
  },
  // A wrapped reasoning label between two sections of a recipe.
  {
    name: 's14 slip wrapped reasoning between recipe sections',
    ...MARTA,
    answer: `# «send»\n${tuck(LASAGNE, '## Method', '(reasoning: he probably has no pasta machine, so shop-bought fresh sheets are fine)')}`,
    expect: [send(LASAGNE)],
    withheld: ['reasoning'],
  },
  // A scratchpad label alone on its line with its paragraph, between two days of a plan.
  {
    name: 's14 slip scratchpad paragraph between two days',
    ...TOMAS,
    answer: `# «send»\n${tuck(PORTO, '**Sunday**', 'Scratchpad:\nSerralves closes at 19:00 on Sundays and the train is 17:15, so brunch has to be early.')}`,
    expect: [send(PORTO, 4005)],
    withheld: ['reasoning'],
  },
  // A reflection tag (models trained on reflection-tuning data) opening the body.
  {
    name: 's14 slip reflection tag opening the study notes',
    ...PRIYA,
    answer: `# «send»\n<reflection>Ben is panicking; keep it structured and end on encouragement.</reflection>\n\n${KREBS}`,
    expect: [send(KREBS)],
    withheld: ['reasoning'],
  },
  // Kimi's ◁think▷ span before the block.
  {
    name: 's14 slip Kimi think span before the story',
    ...GRETA,
    answer: `◁think▷A child of about five. Gentle, a small adventure, a sleepy ending, her name at the end.◁/think▷\n# «send»\n${HEDGEHOG}`,
    expect: [send(HEDGEHOG)],
  },
  // gpt-oss's harmony channels copied as they come, no task blocks.
  {
    name: 's14 slip harmony analysis channel before the final story',
    ...GRETA,
    answer: `<|channel|>analysis<|message|>Need a bedtime story about a hedgehog for Mila. Keep under 300 words.<|end|><|start|>assistant<|channel|>final<|message|>${HEDGEHOG}`,
    expect: [send(HEDGEHOG)],
    withheld: ['reasoning'],
  },
  // A German reasoning label with its text between two days of an itinerary.
  {
    name: 's14 slip German reasoning label between days',
    ...JANA,
    answer: `# «send»\n${tuck(WIEN, '**Samstag**', '**Überlegung:** Paul mag Museen nicht so, also nur eins pro Tag einplanen.')}`,
    expect: [send(WIEN)],
    withheld: ['reasoning'],
  },
  // A Spanish wrapped reasoning label closing the tips.
  {
    name: 's14 slip Spanish wrapped reasoning after the tips',
    ...LUCIA,
    answer: `# «send»\n${TORTILLA}\n\n(Razonamiento: Carmen ya sabe lo básico, por eso me centro en los errores típicos.)`,
    expect: [send(TORTILLA)],
    withheld: ['reasoning'],
  },
  // DeepSeek mixes Chinese reasoning into an English answer, in full-width brackets.
  {
    name: 's14 slip Chinese reasoning aside under an English story',
    ...GRETA,
    answer: `# «send»\n${HEDGEHOG}\n\n（思考过程：孩子大概五岁，结尾要让她想睡觉。）`,
    expect: [send(HEDGEHOG)],
    withheld: ['reasoning'],
  },
  // A signature with a tilde and an emoji under study notes.
  {
    name: 's14 slip signature under the notes',
    ...PRIYA,
    answer: `# «send»\n${KREBS}\n\n~ Priya 📚`,
    expect: [send(KREBS)],
    withheld: ['label'],
  },
  // Two slips: a bold speaker label over the recipe and an offer of another tone under it.
  {
    name: 's14 slip speaker label and an offer of another tone',
    ...MARTA,
    answer: `# «send»\n**Marta:** ${LASAGNE}\n\nLet me know if you'd like the reply in a more casual tone!`,
    expect: [send(LASAGNE)],
  },
  // Bot API parameters copied over the text (models imitating sendMessage).
  {
    name: 's14 slip Bot API keys over the itinerary',
    ...TOMAS,
    answer: `# «send»\nparse_mode: Markdown\ndisable_web_page_preview: true\n\n${PORTO}`,
    expect: [send(PORTO, 4005)],
    withheld: ['wrapper'],
  },
  // The message as a YAML block scalar.
  {
    name: 's14 slip tips as a YAML block scalar',
    ...LUCIA,
    answer: `# «send»\nmessage: |\n${indented(TORTILLA)}`,
    expect: [send(TORTILLA)],
    withheld: ['wrapper'],
  },
  // Gemini in JSON mode: the story with escaped newlines, fenced, after a lead-in.
  {
    name: 's14 slip story as fenced JSON with a reply id',
    ...GRETA,
    answer: `Here's the JSON:\n\n\`\`\`json\n${JSON.stringify({ message: HEDGEHOG, reply_to: 4005 }, null, 2)}\n\`\`\``,
    expect: [send(HEDGEHOG, 4005)],
  },
  // An OpenAI-style tool call whose arguments are JSON text holding code with fences.
  {
    name: 's14 slip tool call carrying the script',
    ...ARJUN,
    answer: JSON.stringify({
      tool_calls: [
        {
          id: 'call_1',
          type: 'function',
          function: { name: 'send_message', arguments: JSON.stringify({ chat_id: 7, text: RENAME }) },
        },
      ],
    }),
    expect: [send(RENAME)],
  },
  // The request quoted back over the answer.
  {
    name: 's14 slip the request quoted back over the recipe',
    ...MARTA,
    answer: `# «send»\n> Can you send me the lasagne recipe? I want to make it for my parents on Sunday\n\n${LASAGNE}`,
    expect: [send(LASAGNE)],
    withheld: ['echo'],
  },
  // The transcript's header line repeated at the top of the body.
  {
    name: 's14 slip transcript header over the story',
    ...GRETA,
    answer: `# «send»\n⟦#4005 Sanne⟧ Could you write her a short one about a hedgehog? I will read it to her tonight\n\n${HEDGEHOG}`,
    expect: [send(HEDGEHOG)],
    withheld: ['echo'],
  },
  // The same long block twice.
  {
    name: 's14 slip the budget table twice',
    ...OLGA,
    answer: `# «send»\n${BUDGET}\n\n# «send»\n${BUDGET}`,
    expect: [send(BUDGET, 4005)],
    withheld: ['duplicate'],
  },
  // The output limit cut the story's block.
  {
    name: 's14 slip story cut at the output limit',
    ...GRETA,
    truncated: true,
    answer: `# «send»\nHere comes Pip 🦔\n\n# «send»\n${HEDGEHOG.slice(0, 260)}`,
    expect: [send('Here comes Pip 🦔')],
    withheld: ['truncated'],
  },
  // The output limit cut the third day of a plan sent day by day in a group.
  {
    name: 's14 slip itinerary by day, the last day cut',
    ...TOMAS,
    truncated: true,
    answer: `# «send»\n${PORTO.split('\n\n').slice(0, 2).join('\n\n')}\n\n# «send»\n${PORTO.split('\n\n')[2]}\n\n# «send»\n**Sunday**\n- brunch at Zen`,
    expect: [send(PORTO.split('\n\n').slice(0, 2).join('\n\n'), 4005), send(PORTO.split('\n\n')[2] ?? '')],
    withheld: ['truncated'],
  },
  // A block of one zero-width space between two parts of a recipe.
  {
    name: 's14 slip invisible block between two recipe parts',
    ...MARTA,
    answer: `# «send»\nPart one, the ragù takes longest so start there 👇\n\n# «send»\n\u200b\n\n# «send»\n${LASAGNE}`,
    expect: [send('Part one, the ragù takes longest so start there 👇'), send(LASAGNE)],
    withheld: ['invisible'],
  },
  // The sticker copied as the sticker list shows it, description included, after long notes.
  {
    name: 's14 slip sticker list line after the notes',
    ...PRIYA,
    answer: `# «send»\n${KREBS}\n\n# «sticker»\n- HeidiDuck :: 😴 - ‹a duck asleep on a book›`,
    expect: [send(KREBS), { type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  // A sticker narrated as an action instead of a sticker block.
  {
    name: 's14 slip sticker narrated after the news',
    answer:
      '# «send»\nShe survived and already owns his armchair. Open Saturday, 10 to 4!\n\n# «send»\n*sends the 😂 sticker from HeidiDuck*',
    expect: [
      send('She survived and already owns his armchair. Open Saturday, 10 to 4!'),
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  // Narrated silence in a group: an action line when the message is for someone else.
  {
    name: 's14 slip group action line when not addressed',
    ...TOMAS,
    others: new Map([
      [4002, 'Train tickets are booked, we arrive Friday 18:40 at Campanhã'],
      [4004, 'I just want to eat francesinha at least once, that is my only wish'],
      [4005, 'Inês did you bring the charger I lent you last week?'],
    ]),
    answer: '# «send»\n*scrolls past, grinning at the francesinha talk*',
    expect: [],
  },
  // A silence token of the model's own making in a group.
  {
    name: 's14 slip group silence token in double brackets',
    ...OLGA,
    others: new Map([
      [4002, 'The electricity bill came, it is 96 euros this time'],
      [4004, 'Ugh. Also who finished the oat milk'],
      [4005, 'Sven it was you, admit it 😤'],
    ]),
    answer: '[[STAY_QUIET]]',
    expect: [],
  },
];
