/**
 * Set 7, reasoning and operator talk disguised as part of the message: thinking aloud in the
 * persona's language before it, a reasoning summary's bold title, a P.S. or a parenthesis to
 * whoever reads the page, out-of-character remarks, end-of-text tokens, a stray role line, turns
 * the model invents for others, a checklist of what the answer did; with the ordinary answers
 * and the twins a person types (a P.S. to the friend, "Okay so:", a checklist asked for).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { asking, send } from './answers-7-shared.js';

const ANSWER = 'She survived! A bit offended about the basket 😄 Saturday we are open 10–14.';
const GERMAN = asking('Hat die Katze den Umzug überlebt? Und habt ihr Samstag offen?');
const RUSSIAN = asking('Кошка пережила переезд? И вы в субботу работаете?');

export const SLIPS_7: readonly CorpusEntry[] = [
  {
    // Slip, beyond the documented markers: "Okay, so…" thinking aloud about the friend in the
    // third person, then the message. No one texts a friend what they plan to say to her.
    name: 'set7 slips: "Okay, so" thinking aloud before a message without blocks',
    answer: `Okay, so she's asking about the cat and about Saturday. I should answer both and keep it short.\n\n${ANSWER}`,
    expect: [send(ANSWER)],
  },
  {
    name: 'set7 slips: thinking aloud in German before the German message',
    others: GERMAN,
    answer:
      'Okay, also: Sie fragt nach der Katze und nach Samstag. Ich antworte kurz und freundlich.\n\nDer Katze geht es gut, sie schmollt nur ein bisschen 😄 Samstag haben wir 10 bis 14 offen.',
    expect: [
      send('Der Katze geht es gut, sie schmollt nur ein bisschen 😄 Samstag haben wir 10 bis 14 offen.'),
    ],
  },
  {
    name: 'set7 slips: thinking aloud in Russian before the Russian message',
    others: RUSSIAN,
    answer:
      'Так, она спрашивает про кошку и про субботу. Отвечу коротко и тепло.\n\nКошка жива-здорова, только немного обиделась 😄 В субботу работаем с 10 до 14.',
    expect: [send('Кошка жива-здорова, только немного обиделась 😄 В субботу работаем с 10 до 14.')],
  },
  {
    name: 'set7 slips: thinking aloud as the first paragraph of a send block',
    answer: `# «send»\nHmm, okay, she wants to know about the cat and Saturday. Right, both then.\n\n${ANSWER}`,
    expect: [send(ANSWER)],
  },
  {
    name: 'set7 slips: "Okay so:" typed by a person',
    answer: '# «send»\nOkay so: she survived, Saturday we are open 10–14, and your umbrella is here 😄',
    expect: [send('Okay so: she survived, Saturday we are open 10–14, and your umbrella is here 😄')],
  },
  {
    // Slip: a reasoning summary's bold title and its paragraph, the shape Gemini's thought
    // summaries take, before a message without blocks.
    name: 'set7 slips: a bold title and a first-person plan before a message without blocks',
    answer: `**Assessing the Questions**\n\nI'm focusing on the two questions: the cat first, then the opening hours, in a warm and brief tone.\n\n${ANSWER}`,
    expect: [send(ANSWER)],
  },
  {
    name: 'set7 slips: a reasoning summary title inside the send block',
    answer: `# «send»\n**Crafting a Playful Reply**\nI've landed on leading with the cat, then the hours.\n\n${ANSWER}`,
    expect: [send(ANSWER)],
  },
  {
    name: 'set7 slips: a reasoning summary before the blocks',
    answer: `**Weighing the Response**\n\nI'm considering how Heidi would react to the move story. A light touch fits.\n\n# «send»\n${ANSWER}`,
    expect: [send(ANSWER)],
  },
  {
    // Slip: a P.S. that says it is not part of the reply is a note to whoever reads the page.
    name: 'set7 slips: a P.S. marked as not part of the reply',
    answer: `# «send»\n${ANSWER}\n\nP.S. (not part of the reply) I left the umbrella out since nobody asked about it here.`,
    expect: [send(ANSWER)],
  },
  {
    name: 'set7 slips: a P.S. to the friend',
    answer: `# «send»\n${ANSWER}\n\nP.S. your blue umbrella is here, behind the counter ☂️`,
    expect: [send(`${ANSWER}\n\nP.S. your blue umbrella is here, behind the counter ☂️`)],
  },
  {
    // Slip: a stage whisper about the friend in the third person, closing the message's line.
    name: 'set7 slips: a parenthesis about keeping it short',
    answer: '# «send»\nShe survived! Saturday 10–14 🙂 (keeping it short, she seems to be in a hurry)',
    expect: [send('She survived! Saturday 10–14 🙂')],
  },
  {
    name: 'set7 slips: a parenthesis that is a joke to the friend',
    answer: '# «send»\nShe survived! We had to book her a therapist though 😄 (just kidding)',
    expect: [send('She survived! We had to book her a therapist though 😄 (just kidding)')],
  },
  {
    name: 'set7 slips: a double-parenthesis OOC remark after the message',
    answer: `# «send»\n${ANSWER}\n\n((OOC: going with the shop's regular hours since nothing says otherwise))`,
    expect: [send(ANSWER)],
  },
  {
    name: 'set7 slips: a developer note in brackets after the message',
    answer: `# «send»\n${ANSWER}\n\n[Dev note: opening hours taken from the persona sheet.]`,
    expect: [send(ANSWER)],
  },
  {
    // Slip, beyond the documented tokens: an end marker a model copies from its training text.
    name: 'set7 slips: [END] after the message',
    answer: `# «send»\n${ANSWER}\n[END]`,
    expect: [send(ANSWER)],
  },
  {
    name: 'set7 slips: </s> closing the message line',
    answer: `${ANSWER} </s>`,
    expect: [send(ANSWER)],
  },
  {
    name: 'set7 slips: <eos> on its own line',
    answer: `# «send»\n${ANSWER}\n<eos>`,
    expect: [send(ANSWER)],
  },
  {
    name: 'set7 slips: <|endoftext|> after the message',
    answer: `${ANSWER}<|endoftext|>`,
    expect: [send(ANSWER)],
  },
  {
    // Slip: a chat template's role name left over on the first line, its tokens lost.
    name: 'set7 slips: a stray assistant line before the message',
    answer: `assistant\n${ANSWER}`,
    expect: [send(ANSWER)],
  },
  {
    name: 'set7 slips: a stray model line before the block',
    answer: `model\n# «send»\n${ANSWER}`,
    expect: [send(ANSWER)],
  },
  {
    // Slip: the model goes on writing the conversation; the invented turns are nobody's message.
    name: 'set7 slips: an invented User: turn and the persona answering it',
    answer: `${ANSWER}\n\nUser: great, and Sunday?\nHeidi: Sunday we are closed!`,
    expect: [send(ANSWER)],
  },
  {
    name: 'set7 slips: an invented Human: turn after the block',
    answer: `# «send»\n${ANSWER}\n\nHuman: thanks, see you Saturday!`,
    expect: [send(ANSWER)],
  },
  {
    name: 'set7 slips: an invented reply from Jonas in a group',
    chat: 'group',
    answer: `# «send»\n${ANSWER}\n\nJonas: haha she really was offended`,
    expect: [send(ANSWER, 4005)],
  },
  {
    // Slip: a checklist of what the answer did, for whoever checks the answer.
    name: 'set7 slips: a checklist of the answered questions after the message',
    answer: `# «send»\n${ANSWER}\n\n✅ Cat question answered\n✅ Saturday hours given`,
    expect: [send(ANSWER)],
  },
  {
    name: 'set7 slips: a checklist the friend asked for',
    others: asking('Did you pack everything for the book fair?'),
    answer: '# «send»\n✅ books\n✅ tote bags\n✅ card reader\n❌ cake (sorry)',
    expect: [send('✅ books\n✅ tote bags\n✅ card reader\n❌ cake (sorry)')],
  },
  {
    name: 'set7 slips: the last of three messages cut at the output limit',
    truncated: true,
    answer:
      '# «send»\nShe survived!\n\n# «send»\nSaturday we are open 10–14.\n\n# «send»\nAnd about your umbrella, I think I saw a blue one by the',
    expect: [send('She survived!'), send('Saturday we are open 10–14.')],
    withheld: ['truncated'],
  },
  {
    name: 'set7 slips: ordinary, French',
    others: asking('Le chat a survécu au déménagement ? Et vous êtes ouverts samedi ?'),
    answer: '# «send»\nElle a survécu ! Un peu vexée 😄 Samedi on est ouverts de 10h à 14h.',
    expect: [send('Elle a survécu ! Un peu vexée 😄 Samedi on est ouverts de 10h à 14h.')],
  },
  {
    name: 'set7 slips: ordinary, Spanish without blocks',
    others: asking('¿El gato sobrevivió a la mudanza? ¿Y abrís el sábado?'),
    answer: '¡Sobrevivió! Un poco ofendida con la cesta 😄 El sábado abrimos de 10 a 14.',
    expect: [send('¡Sobrevivió! Un poco ofendida con la cesta 😄 El sábado abrimos de 10 a 14.')],
  },
  {
    name: 'set7 slips: ordinary, Japanese persona',
    persona: 'ユキ',
    others: asking('猫ちゃん引っ越し大丈夫だった？土曜日お店開いてる？'),
    answer: '# «send»\n生きてるよ！ちょっと拗ねてるけど😄 土曜日は10時から14時まで開いてます。',
    expect: [send('生きてるよ！ちょっと拗ねてるけど😄 土曜日は10時から14時まで開いてます。')],
  },
  {
    name: 'set7 slips: ordinary, Polish',
    others: asking('Kot przeżył przeprowadzkę? I czy w sobotę jest otwarte?'),
    answer: '# «send»\nPrzeżyła! Trochę obrażona 😄 W sobotę otwarte 10–14.',
    expect: [send('Przeżyła! Trochę obrażona 😄 W sobotę otwarte 10–14.')],
  },
  {
    name: 'set7 slips: ordinary, Russian in two messages',
    others: RUSSIAN,
    answer: '# «send»\nЖива-здорова 😄\n\n# «send»\nВ субботу с 10 до 14, заходи!',
    expect: [send('Жива-здорова 😄'), send('В субботу с 10 до 14, заходи!')],
  },
  {
    name: 'set7 slips: ordinary, English without blocks',
    answer: 'Alive and plotting revenge on the laundry basket 😄 Saturday 10 to 2!',
    expect: [send('Alive and plotting revenge on the laundry basket 😄 Saturday 10 to 2!')],
  },
  {
    name: 'set7 slips: ordinary, a group answer',
    chat: 'group',
    answer: "# «send»\nShe's fine! Saturday 10–14 as always.",
    expect: [send("She's fine! Saturday 10–14 as always.", 4005)],
  },
  {
    name: 'set7 slips: ordinary, German with a question back',
    others: GERMAN,
    answer: '# «send»\nJa, alles gut mit ihr! Samstag 10–14 offen. Kommst du vorbei?',
    expect: [send('Ja, alles gut mit ihr! Samstag 10–14 offen. Kommst du vorbei?')],
  },
  {
    name: 'set7 slips: ordinary, two paragraphs without blocks',
    answer:
      'She survived! Spent the first night in the bathtub, no idea why 😄\n\nSaturday we are open 10 to 2, come by, I have coffee.',
    expect: [
      send(
        'She survived! Spent the first night in the bathtub, no idea why 😄\n\nSaturday we are open 10 to 2, come by, I have coffee.',
      ),
    ],
  },
  {
    name: 'set7 slips: a closing fence left after the message',
    answer: `# «send»\n${ANSWER}\n\`\`\`\n`,
    expect: [send(ANSWER)],
  },
  {
    name: 'set7 slips: the message wrapped in response tags',
    answer: `<response>\n${ANSWER}\n</response>`,
    expect: [send(ANSWER)],
  },
  {
    // Slip: a summary of what the answer did, as its last paragraph.
    name: 'set7 slips: a summary of the answer after it',
    answer: `# «send»\n${ANSWER}\n\nSummary: reassured her about the cat and gave Saturday's hours.`,
    expect: [send(ANSWER)],
  },
];
