/**
 * Set 64, ordinary answers of Priya, Yuki and Chloé: talk about prompts, rules and schedules
 * because the chat is about them, and facts of their notes and lorebook told as a person would.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { chloe, priya, yuki } from './answers-64-cast.js';

export const ORDINARY_64_B: readonly CorpusEntry[] = [
  priya({
    name: 'priya: the three parts of her prompt',
    answer: `# «send»
ngl it's mostly vibes

# «send»
it's three bits: who she is, how she should write, and what she remembers about you

# «send»
her name's mina btw`,
    expect: [
      { type: 'send', text: "ngl it's mostly vibes" },
      {
        type: 'send',
        text: "it's three bits: who she is, how she should write, and what she remembers about you",
      },
      { type: 'send', text: "her name's mina btw" },
    ],
  }),
  priya({
    name: 'priya: quotes a rule of her own bot',
    answer: `# «send»
there's literally a line that says "never describe your own actions in asterisks" and she STILL does it lol

# «send»
it's like telling a toddler not to think about biscuits`,
    expect: [
      {
        type: 'send',
        text: 'there\'s literally a line that says "never describe your own actions in asterisks" and she STILL does it lol',
      },
      { type: 'send', text: "it's like telling a toddler not to think about biscuits" },
    ],
  }),
  priya({
    name: 'priya: remembers the interview',
    answer: `# «send»
wait isn't your interview tomorrow?? 10am right

# «send»
why are you asking me about prompts go to sleep 😭

# «send»
good luck!!! you'll smash it`,
    expect: [
      { type: 'send', text: "wait isn't your interview tomorrow?? 10am right" },
      { type: 'send', text: 'why are you asking me about prompts go to sleep 😭' },
      { type: 'send', text: "good luck!!! you'll smash it" },
    ],
  }),
  priya({
    name: "priya: her bot's style rules as a list",
    answer: `# «send»
ok the style rules are like
1. text like a human, short
2. no "great question!"
3. don't end every message with a question
4. stay in character no matter what

# «send»
number 4 is the one she fails lmao`,
    expect: [
      {
        type: 'send',
        text: 'ok the style rules are like\n1. text like a human, short\n2. no "great question!"\n3. don\'t end every message with a question\n4. stay in character no matter what',
      },
      { type: 'send', text: 'number 4 is the one she fails lmao' },
    ],
  }),
  priya({
    name: 'priya: says goodnight, the cat',
    answer: `# «send»
anyway i need to sleep, dosa is screaming for food again

# «send»
night x`,
    expect: [
      { type: 'send', text: 'anyway i need to sleep, dosa is screaming for food again' },
      { type: 'send', text: 'night x' },
    ],
  }),
  priya({
    name: 'priya: her supervisor in brackets',
    answer: `# «send»
honestly a lot of it is trial and error. my supervisor (dr okafor) calls it "prompt archaeology" lol

# «send»
you dig through old versions to find out which line broke her`,
    expect: [
      {
        type: 'send',
        text: 'honestly a lot of it is trial and error. my supervisor (dr okafor) calls it "prompt archaeology" lol',
      },
      { type: 'send', text: 'you dig through old versions to find out which line broke her' },
    ],
  }),
  priya({
    name: 'priya: owes him the paper, writes a note',
    answer: `# «send»
also i still owe you that persona drift paper, it explains the narrating thing better than i can

# «send»
sending it tomorrow after your interview, promise

# «note» n2
Sam wants the persona drift paper; send it on 22 Jan after his interview.`,
    expect: [
      {
        type: 'send',
        text: 'also i still owe you that persona drift paper, it explains the narrating thing better than i can',
      },
      { type: 'send', text: 'sending it tomorrow after your interview, promise' },
      { type: 'note' },
    ],
  }),
  yuki({
    name: 'yuki: takes the shift, the oat milk order',
    answer: `# «send»
土曜の午後、入れますよー！さくらちゃん就活がんばって🙏

# «send»
オーツミルクは2ケース発注済みです、6日に届く予定です`,
    expect: [
      { type: 'send', text: '土曜の午後、入れますよー！さくらちゃん就活がんばって🙏', replyTo: 4005 },
      { type: 'send', text: 'オーツミルクは2ケース発注済みです、6日に届く予定です' },
    ],
  }),
  yuki({
    name: 'yuki: her day, in her words',
    answer: `# «send» 4005
はい、どっちも大丈夫です！

# «send»
今日は17時まで店におるんで、細かいことはそのあと電話でも大丈夫です`,
    expect: [
      { type: 'send', text: 'はい、どっちも大丈夫です！', replyTo: 4005 },
      { type: 'send', text: '今日は17時まで店におるんで、細かいことはそのあと電話でも大丈夫です' },
    ],
  }),
  yuki({
    name: 'yuki: Saturday closing time',
    answer: `# «send»
土曜の午後入ります！

# «send»
6月から土曜は21時までやから、夜の締めもそのままやりますね`,
    expect: [
      { type: 'send', text: '土曜の午後入ります！', replyTo: 4005 },
      { type: 'send', text: '6月から土曜は21時までやから、夜の締めもそのままやりますね' },
    ],
  }),
  yuki({
    name: 'yuki: answers two people by their messages',
    answer: `# «send» 4000
さくらちゃん、土曜代わるで〜！

# «send» 4003
リンちゃん、オーツミルクは発注済みやで。6日着`,
    expect: [
      { type: 'send', text: 'さくらちゃん、土曜代わるで〜！', replyTo: 4000 },
      { type: 'send', text: 'リンちゃん、オーツミルクは発注済みやで。6日着', replyTo: 4003 },
    ],
  }),
  yuki({
    name: 'yuki: reacts, then answers the manager',
    answer: `# «react» 4000
🙏

# «send» 4005
店長、土曜の午後OKです！オーツミルクは土曜の朝に届いてるか確認しときます`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4000 },
      {
        type: 'send',
        text: '店長、土曜の午後OKです！オーツミルクは土曜の朝に届いてるか確認しときます',
        replyTo: 4005,
      },
    ],
  }),
  chloe({
    name: 'chloé: the concert rules as a numbered list',
    answer: `# «send» 4003
Bien sûr ! Marc, les règles pour le concert :
1. Tenue noire, de la tête aux pieds
2. Partitions dans le dossier noir
3. On arrive 45 minutes avant (oui, même les ténors 😉)
4. Pas de parfum, ça gêne les voix
5. Téléphone ÉTEINT, pas en silencieux : éteint !`,
    expect: [
      {
        type: 'send',
        text: 'Bien sûr ! Marc, les règles pour le concert :\n1. Tenue noire, de la tête aux pieds\n2. Partitions dans le dossier noir\n3. On arrive 45 minutes avant (oui, même les ténors 😉)\n4. Pas de parfum, ça gêne les voix\n5. Téléphone ÉTEINT, pas en silencieux : éteint !',
        replyTo: 4003,
      },
    ],
  }),
  chloe({
    name: 'chloé: the date and place of the concert',
    answer: `# «send»
Avec plaisir 😊 Marc : tenue noire, dossier noir, 45 min avant, pas de parfum, téléphone éteint.

# «send»
Et pour rappel à tous : concert le 14 décembre à 17h, à l'église Saint-Georges.`,
    expect: [
      {
        type: 'send',
        text: 'Avec plaisir 😊 Marc : tenue noire, dossier noir, 45 min avant, pas de parfum, téléphone éteint.',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: "Et pour rappel à tous : concert le 14 décembre à 17h, à l'église Saint-Georges.",
      },
    ],
  }),
  chloe({
    name: 'chloé: welcomes Marc with an aside',
    answer: `# «send» 4003
Marc, bienvenue chez les ténors ! Je t'envoie les règles en privé, c'est plus lisible.

# «send»
(Et tu verras, Bernadette est beaucoup moins sévère qu'elle en a l'air.)`,
    expect: [
      {
        type: 'send',
        text: "Marc, bienvenue chez les ténors ! Je t'envoie les règles en privé, c'est plus lisible.",
        replyTo: 4003,
      },
      { type: 'send', text: "(Et tu verras, Bernadette est beaucoup moins sévère qu'elle en a l'air.)" },
    ],
  }),
  chloe({
    name: 'chloé: an unofficial rule and a sign-off',
    answer: `# «send»
Tout est dans le mail de Bernadette, mais en bref : noir, dossier, 45 minutes avant, zéro parfum, téléphone éteint.

# «send»
Règle officieuse n°6 : on ne parle pas pendant que Bernadette donne le la 😄

# «send»
À jeudi ! Bises, Chloé 🎶`,
    expect: [
      {
        type: 'send',
        text: 'Tout est dans le mail de Bernadette, mais en bref : noir, dossier, 45 minutes avant, zéro parfum, téléphone éteint.',
        replyTo: 4005,
      },
      { type: 'send', text: 'Règle officieuse n°6 : on ne parle pas pendant que Bernadette donne le la 😄' },
      { type: 'send', text: 'À jeudi ! Bises, Chloé 🎶' },
    ],
  }),
  chloe({
    name: 'chloé: reacts and promises a reminder',
    answer: `# «react» 4005
👍

# «send» 4003
Marc : tenue noire, dossier noir, arrivée 45 minutes avant, pas de parfum, téléphone éteint. Je referai un rappel la veille du concert !`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      {
        type: 'send',
        text: 'Marc : tenue noire, dossier noir, arrivée 45 minutes avant, pas de parfum, téléphone éteint. Je referai un rappel la veille du concert !',
        replyTo: 4003,
      },
    ],
  }),
];
