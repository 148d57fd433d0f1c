/**
 * Held-out set 14, more slips in long messages: heading near-misses, drafts and versions, notes
 * a page or an app adds (citations, copy buttons, counts), made-up next turns, and two slips in
 * one answer. Where the documented rules are silent, the comment says what a careful operator of
 * the account would want sent.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BUDGET,
  GARDEN_POEM,
  HEDGEHOG,
  KREBS,
  LASAGNE,
  PORTO,
  RENAME,
  TORTILLA,
  WIEN,
} from './answers-14-clean.js';
import {
  ARJUN,
  GRETA,
  JANA,
  LUCIA,
  MARTA,
  OLGA,
  PRIYA,
  send,
  TOMAS,
  tuck,
  YUSUF,
} from './answers-14-people.js';

const POEM_DRAFT =
  'Sixty years of roses,\nsixty years of you,\nthe garden keeps on growing\nand so, Mama, do you.';
const POEM_FINAL =
  'Sixty summers, soil and sun,\nyou taught the roses how to stay.\nWhatever in us learned to bloom\nlearned it from you. Happy birthday. 🌹';
const STORY_GENTLE =
  'Pip the hedgehog found a leaf shaped like a boat. He sailed it across the puddle, waved to the moon, and paddled home just in time for bed. Goodnight, Mila 🦔';
const STORY_SILLY =
  'Pip the hedgehog tried to wear socks. Four socks! He fell over, laughed so hard his prickles wiggled, and fell asleep right there in the sock drawer. Goodnight, Mila 🧦';
const WIEN_1 = WIEN.split('\n\n').slice(0, 3).join('\n\n');
const WIEN_2 = WIEN.split('\n\n').slice(3).join('\n\n');

export const SLIPS_2: readonly CorpusEntry[] = [
  // A heading in the compatibility angle brackets U+2329/U+232A (NFKC maps them to 〈〉).
  {
    name: 's14 slip heading in compatibility angle brackets',
    ...YUSUF,
    answer: `# \u2329send\u232a\n${GARDEN_POEM}`,
    expect: [send(GARDEN_POEM)],
  },
  // "For" and a name on the heading line in Dutch, the heading name capitalised.
  {
    name: 's14 slip Dutch address on a capitalised heading',
    ...GRETA,
    answer: `## «Send» voor Sanne\n${HEDGEHOG}`,
    expect: [send(HEDGEHOG)],
  },
  // A Cyrillic с inside the sticker heading's name, then a long message.
  {
    name: 's14 slip Cyrillic look-alike in a sticker heading',
    answer:
      '# «stiсker»\nHeidiDuck :: 👋\n\n# «send»\nShe survived! Screamed the whole tram ride, hid under the bathtub for two days, now sleeps on his pillow. And yes, open Saturday from 10.',
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
      send(
        'She survived! Screamed the whole tram ride, hid under the bathtub for two days, now sleeps on his pillow. And yes, open Saturday from 10.',
      ),
    ],
  },
  // Part labels in German brackets on the heading lines of a two-part plan.
  {
    name: 's14 slip part labels on heading lines',
    ...JANA,
    answer: `# «send» (Teil 1)\n${WIEN_1}\n\n# «send» (Teil 2)\n${WIEN_2}`,
    expect: [send(WIEN_1), send(WIEN_2)],
    withheld: ['wrapper'],
  },
  // An unknown block name as the only block: its body is the one message.
  {
    name: 's14 slip the itinerary under an unknown block name',
    ...TOMAS,
    answer: `# «itinerary»\n${PORTO}`,
    expect: [send(PORTO, 4005)],
    withheld: ['unknown-block'],
  },
  // An unknown block beside a message block is held back.
  {
    name: 's14 slip a recipe card block beside the message',
    ...MARTA,
    answer: `# «recipe_card»\nLasagne alla nonna · 6 servings · 3 h · difficulty: medium\n\n# «send»\n${LASAGNE}`,
    expect: [send(LASAGNE)],
    withheld: ['unknown-block'],
  },
  // A draft then the final poem in one body.
  {
    name: 's14 slip draft and final poem',
    ...YUSUF,
    answer: `# «send»\nDraft:\n${POEM_DRAFT}\n\nFinal:\n${POEM_FINAL}`,
    expect: [send(POEM_FINAL)],
  },
  // Two versions of a story labelled by letter and mood: the first is sent.
  {
    name: 's14 slip two versions of the story',
    ...GRETA,
    answer: `# «send»\nVersion A (gentle):\n${STORY_GENTLE}\n\nVersion B (silly):\n${STORY_SILLY}`,
    expect: [send(STORY_GENTLE)],
  },
  // A word count the model adds under a poem.
  {
    name: 's14 slip word count under the poem',
    ...YUSUF,
    answer: `# «send»\n${GARDEN_POEM}\n\n_(≈ 38 words)_`,
    expect: [send(GARDEN_POEM)],
  },
  // A self-check under the story. Undocumented label: no person sends their own checklist of
  // the requirements, so a careful operator holds it back.
  {
    name: 's14 slip self-check under the story',
    ...GRETA,
    answer: `# «send»\n${HEDGEHOG}\n\n**Self-check:** age-appropriate ✔ under 250 words ✔ ends sleepy ✔`,
    expect: [send(HEDGEHOG)],
  },
  // Gemini's web copy text under a code block ("Use code with caution."), reproduced by the
  // model. Undocumented; a friend would never type it, so a careful operator holds it back.
  {
    name: 's14 slip copy-button text under the code block',
    ...ARJUN,
    answer: `# «send»\n${RENAME.replace('```\n\nRun', '```\nUse code with caution.\n\nRun')}`,
    expect: [send(RENAME)],
  },
  // Gemini's grounding citations left in the text. Undocumented; a careful operator sends the
  // plan without the markers.
  {
    name: 's14 slip citation markers in the itinerary',
    ...JANA,
    answer: `# «send»\n${WIEN.replace('Busgruppen!)', 'Busgruppen!) [cite: 2]').replace('- Mittag:', '- [cite_start]Mittag:')}`,
    expect: [send(WIEN)],
  },
  // A chat app's collapsed-reasoning line copied over an answer without blocks.
  {
    name: 's14 slip a show-thinking line over the recipe',
    ...MARTA,
    answer: `Show thinking\n\n${LASAGNE}`,
    expect: [send(LASAGNE)],
  },
  // An offer to rewrite the answer, in Spanish, under the tips.
  {
    name: 's14 slip Spanish offer to rewrite under the tips',
    ...LUCIA,
    answer: `# «send»\n${TORTILLA}\n\n¿Quieres que te lo reescriba con un tono más cercano?`,
    expect: [send(TORTILLA)],
  },
  // Talk about the answer's tone in German, naming the partner in the third person.
  {
    name: 's14 slip German remark on the tone under the plan',
    ...JANA,
    answer: `# «send»\n${WIEN}\n\n(Ton bewusst locker gehalten, weil Paul ihr Freund ist.)`,
    expect: [send(WIEN)],
  },
  // The writer reminding itself of something left to do, closing the budget.
  {
    name: 's14 slip reminder to itself under the budget',
    ...OLGA,
    answer: `# «send»\n${BUDGET}\n\nWait — I still need to add the deposit line before sending.`,
    expect: [send(BUDGET, 4005)],
  },
  // A folded details element with reasoning inside the body, before the plan.
  {
    name: 's14 slip folded reasoning over the itinerary',
    ...TOMAS,
    answer: `# «send»\n<details>\n<summary>Thinking</summary>\nRui wants francesinha, Inês likes bookshops, the train leaves Sunday 17:15.\n</details>\n\n${PORTO}`,
    expect: [send(PORTO, 4005)],
  },
  // An out-of-character aside in double brackets under the plan.
  {
    name: 's14 slip out-of-character aside under the plan',
    ...TOMAS,
    answer: `# «send»\n${PORTO}\n\n((OOC: the opening times are from memory, double-check before booking))`,
    expect: [send(PORTO, 4005)],
    withheld: ['reasoning'],
  },
  // Two slips: a progress line over the plan and the persona's initial signing it.
  {
    name: 's14 slip progress line and an initial signature around the plan',
    ...TOMAS,
    answer: `# «send»\nThinking...\n\n${PORTO}\n\n— T.`,
    expect: [send(PORTO, 4005)],
  },
  // Gemma's role line over an answer without blocks, and a made-up next turn after it.
  {
    name: 's14 slip role line and a made-up user turn around the script',
    ...ARJUN,
    answer: `model\n${RENAME}<end_of_turn>\n<start_of_turn>user\nthanks!! will try it tonight`,
    expect: [send(RENAME)],
  },
  // The classmate's reply made up after the notes.
  {
    name: 's14 slip the classmate answer made up under the notes',
    ...PRIYA,
    answer: `# «send»\n${KREBS}\n\nBen: omg thank you, lifesaver 🙏`,
    expect: [send(KREBS)],
  },
  // Two slips: a bold lead-in naming the persona's message, and a count in brackets at the end.
  {
    name: 's14 slip bold lead-in and a length count around the plan',
    ...TOMAS,
    answer: `# «send»\n**Tomás's message to the group:**\n\n${PORTO}\n\n(word count: ~130)`,
    expect: [send(PORTO, 4005)],
  },
  // A Markdown callout of quoted reasoning with a thought-bubble, between recipe sections.
  {
    name: 's14 slip quoted thought between recipe sections',
    ...MARTA,
    answer: `# «send»\n${tuck(LASAGNE, '## Béchamel', '> 💭 He will want exact grams, nonna never measured anything.')}`,
    expect: [send(LASAGNE)],
  },
  // Work shown before the final answer.
  {
    name: 's14 slip sums shown before the final budget',
    ...OLGA,
    answer: `# «send»\n**Step 1:** add the bills: 1650 + 96 + 39 + 240 = 2025\n**Step 2:** split by three: 675 each\n\n**Final answer:**\n${BUDGET}`,
    expect: [send(BUDGET, 4005)],
  },
  // Third-person narration of the persona opening the story in a direct chat.
  {
    name: 's14 slip narration of the persona over the story',
    ...GRETA,
    answer: `# «send»\n*Greta settles into the armchair and begins to read*\n\n${HEDGEHOG}`,
    expect: [send(HEDGEHOG)],
    withheld: ['narration'],
  },
  // A translation of the plan tagged with a language code after it.
  {
    name: 's14 slip English translation after the German plan',
    ...JANA,
    answer: `# «send»\n${WIEN}\n\n(EN: Vienna, June 12–15. Thursday Naschmarkt, Friday Schönbrunn, Saturday Prater, Sunday home.)`,
    expect: [send(WIEN)],
  },
  // A Markdown heading that titles the body as the reply, in Spanish.
  {
    name: 's14 slip Spanish heading titling the reply',
    ...LUCIA,
    answer: `# «send»\n### Respuesta para Carmen\n${TORTILLA}`,
    expect: [send(TORTILLA)],
  },
  // Two headings on one line: a reaction and then the message.
  {
    name: 's14 slip reaction and message headings on one line',
    ...GRETA,
    answer: `# «react» 🥰 # «send»\n${HEDGEHOG}`,
    expect: [{ type: 'react', emoji: '🥰', messageId: 4005 }, send(HEDGEHOG)],
  },
  // A markup element of the model's own name around the whole poem.
  {
    name: 's14 slip markup element around the poem',
    ...YUSUF,
    answer: `# «send»\n<telegram_message chat="Leyla">\n${GARDEN_POEM}\n</telegram_message>`,
    expect: [send(GARDEN_POEM)],
  },
];
