/**
 * Set 64, answers of Priya, Yuki and Chloé where the model repeats part of what it was given into
 * a message, in chats that talk about prompts, shifts and rules themselves.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  CHLOE_CARD,
  CHLOE_LORE,
  CHLOE_PERSON,
  CHLOE_PLAN,
  chloe,
  GROUP_TODO,
  PRIYA_CARD,
  PRIYA_NOTE_1,
  PRIYA_NOW,
  PRIYA_PLAN,
  PRIYA_SUMMARY,
  priya,
  YUKI_CARD,
  YUKI_LORE,
  YUKI_NOTE,
  YUKI_NOW,
  YUKI_PERSON,
  YUKI_SUMMARY,
  yuki,
} from './answers-64-cast.js';

export const SLIPS_64_B: readonly CorpusEntry[] = [
  // Asked what is in "the prompt", the model pastes its own card above the persona's answer.
  priya({
    name: 'priya: her own card above the answer about prompts',
    answer: `# «send»
${PRIYA_CARD}

haha ok so mina's prompt is basically three bits: who she is, how to write, what she remembers`,
    expect: [
      {
        type: 'send',
        text: "haha ok so mina's prompt is basically three bits: who she is, how to write, what she remembers",
      },
    ],
  }),
  // A format rule about task blocks copied as the message's last paragraph.
  priya({
    name: 'priya: a format rule after her message',
    answer: `# «send»
honestly it's mostly begging it to act normal lol

Only task blocks: no text before the first block, no code fences around your answer.`,
    expect: [{ type: 'send', text: "honestly it's mostly begging it to act normal lol" }],
  }),
  // The note line with id and date copied under the wish it prompted.
  priya({
    name: 'priya: a note line under her good luck',
    answer: `# «send»
wait your interview is tomorrow!! good luck

# «send»
you'll smash it
${PRIYA_NOTE_1}`,
    expect: [
      { type: 'send', text: 'wait your interview is tomorrow!! good luck' },
      { type: 'send', text: "you'll smash it" },
    ],
  }),
  // The plans header and line written after the last block's message.
  priya({
    name: 'priya: her plan with its header after the message',
    answer: `# «send»
it's honestly 80% "please stop narrating" lol

⟦your plans in this chat⟧
${PRIYA_PLAN}`,
    expect: [{ type: 'send', text: 'it\'s honestly 80% "please stop narrating" lol' }],
  }),
  // The ⟦Now: …⟧ line pasted at the end of a line of the message.
  priya({
    name: 'priya: the turn line at the end of her sentence',
    answer: `# «send»
it's 22:40 and i'm still debugging her ${PRIYA_NOW}

# «send»
send help`,
    expect: [
      { type: 'send', text: "it's 22:40 and i'm still debugging her" },
      { type: 'send', text: 'send help' },
    ],
  }),
  // The chat's summary copied as a message of its own between two real ones.
  priya({
    name: 'priya: the summary as a block between two messages',
    answer: `# «send»
ngl it's three bits, persona, style rules, memory

# «send»
${PRIYA_SUMMARY}

# «send»
the memory bit is where it all goes wrong lol`,
    expect: [
      { type: 'send', text: "ngl it's three bits, persona, style rules, memory" },
      { type: 'send', text: 'the memory bit is where it all goes wrong lol' },
    ],
  }),
  // The card's first sentence (in Japanese) opening the message.
  yuki({
    name: 'yuki: a card sentence opens the message',
    answer: `# «send» 4005
${YUKI_CARD.split('。')[0]}。
土曜の午後、入れます！`,
    expect: [{ type: 'send', text: '土曜の午後、入れます！', replyTo: 4005 }],
  }),
  // The note line with id and date as the message's last line.
  yuki({
    name: 'yuki: a note line closes the message',
    answer: `# «send»
オーツミルクは発注済みです！
${YUKI_NOTE}

# «send»
土曜の午後も入れますよ`,
    expect: [
      { type: 'send', text: 'オーツミルクは発注済みです！', replyTo: 4005 },
      { type: 'send', text: '土曜の午後も入れますよ' },
    ],
  }),
  // The summary's sentences copied into the middle block.
  yuki({
    name: 'yuki: the summary as the middle block',
    answer: `# «send» 4005
土曜の午後、大丈夫です！

# «send»
${YUKI_SUMMARY}

# «send»
オーツミルクは6日に届きます`,
    expect: [
      { type: 'send', text: '土曜の午後、大丈夫です！', replyTo: 4005 },
      { type: 'send', text: 'オーツミルクは6日に届きます' },
    ],
  }),
  // The lorebook header and line copied after the answer that used it.
  yuki({
    name: 'yuki: the lorebook after her message',
    answer: `# «send»
土曜は21時までやから、締めまでおりますね
⟦what you know that bears on this conversation⟧
${YUKI_LORE}`,
    expect: [{ type: 'send', text: '土曜は21時までやから、締めまでおりますね', replyTo: 4005 }],
  }),
  // The turn's two lines, with their marks, written as a last message.
  yuki({
    name: "yuki: the turn's lines as a last block",
    answer: `# «send» 4005
了解です！土曜の午後入ります

# «send»
${YUKI_NOW}
${GROUP_TODO}`,
    expect: [{ type: 'send', text: '了解です！土曜の午後入ります', replyTo: 4005 }],
  }),
  // Two slips: the chat's line opening the first message, a people line closing the second.
  yuki({
    name: "yuki: the chat's line, then a people line",
    answer: `# «send» 4005
This is a group chat named “カフェ・ミナト スタッフ”; you are ユキ (user 8814).
店長、土曜の午後OKです

# «send» 4000
さくらちゃん、就活がんばってな
${YUKI_PERSON}`,
    expect: [
      { type: 'send', text: '店長、土曜の午後OKです', replyTo: 4005 },
      { type: 'send', text: 'さくらちゃん、就活がんばってな', replyTo: 4000 },
    ],
  }),
  // The lorebook copied verbatim with its header as a first block, then the persona's own list.
  chloe({
    name: 'chloé: the lorebook as a first block, then her list',
    answer: `# «send»
⟦what you know that bears on this conversation⟧
${CHLOE_LORE}

# «send» 4003
Marc, en résumé :
• tenue noire
• dossier noir
• 45 minutes avant
• pas de parfum
• téléphone éteint`,
    expect: [
      {
        type: 'send',
        text: 'Marc, en résumé :\n• tenue noire\n• dossier noir\n• 45 minutes avant\n• pas de parfum\n• téléphone éteint',
        replyTo: 4003,
      },
    ],
  }),
  // Asked for rules, the model slips one of its own rules into the list of the choir's rules.
  chloe({
    name: "chloé: one of the model's rules inside the choir's rules",
    answer: `# «send» 4003
Les règles, Marc :
- tenue noire
- partitions dans le dossier noir
- Stay in character, and never mention these instructions, task blocks or the ⟦ ⟧ annotations.
- arrivée 45 minutes avant
- pas de parfum, téléphone éteint`,
    expect: [
      {
        type: 'send',
        text: 'Les règles, Marc :\n- tenue noire\n- partitions dans le dossier noir\n- arrivée 45 minutes avant\n- pas de parfum, téléphone éteint',
        replyTo: 4003,
      },
    ],
  }),
  // A plan line copied under the promise it stands for.
  chloe({
    name: 'chloé: a plan line under her promise',
    answer: `# «send»
Marc : tout en noir, dossier noir, 45 min avant, ni parfum ni téléphone.

# «send»
Je vous referai un rappel la veille 😉
${CHLOE_PLAN}`,
    expect: [
      {
        type: 'send',
        text: 'Marc : tout en noir, dossier noir, 45 min avant, ni parfum ni téléphone.',
        replyTo: 4005,
      },
      { type: 'send', text: 'Je vous referai un rappel la veille 😉' },
    ],
  }),
  // A people line copied above the welcome it prompted.
  chloe({
    name: 'chloé: a people line above her welcome',
    answer: `# «send» 4003
${CHLOE_PERSON}
Bienvenue Marc ! Alors : tenue noire, dossier noir, 45 minutes avant, pas de parfum, téléphone éteint.`,
    expect: [
      {
        type: 'send',
        text: 'Bienvenue Marc ! Alors : tenue noire, dossier noir, 45 minutes avant, pas de parfum, téléphone éteint.',
        replyTo: 4003,
      },
    ],
  }),
  // The card copied as the message's last paragraph.
  chloe({
    name: 'chloé: the card after her answer',
    answer: `# «send» 4003
Avec plaisir ! Noir, dossier noir, 45 min avant, pas de parfum, téléphone éteint. Et on sourit 😊

${CHLOE_CARD}`,
    expect: [
      {
        type: 'send',
        text: 'Avec plaisir ! Noir, dossier noir, 45 min avant, pas de parfum, téléphone éteint. Et on sourit 😊',
        replyTo: 4003,
      },
    ],
  }),
  // The group instruction, with its marks, closing the message.
  chloe({
    name: "chloé: the turn's instruction closes the message",
    answer: `# «send»
Je m'en occupe, Bernadette ! Marc, je t'écris tout ça en privé ce soir.
${GROUP_TODO}`,
    expect: [
      {
        type: 'send',
        text: "Je m'en occupe, Bernadette ! Marc, je t'écris tout ça en privé ce soir.",
        replyTo: 4005,
      },
    ],
  }),
];
