/**
 * Set 112, Marc-André (Gemini 2.5 Flash and 3 Flash), a Montreal hockey coach: his U11 team's
 * parents in Quebec French, his assistant Kevin in English, and an abusive parent. Half ordinary
 * answers, half one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { kevin, parents, patrick } from './answers-112-cast.js';

export const MARC_112: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: an ordinary answer, the time, a reply to the jersey question, a reaction.
  {
    name: 'set112: Marc-André gives the arrival time, answers the jerseys, thanks the carpool',
    ...parents,
    answer: `# «send»
Arrivée à l’aréna 7h15, premier match à 8h. Soyez pas en retard, y’a de la construction sur la 15

# «send» 4001
Les deux chandails, on sait pas encore contre qui on joue

# «react» 4003
🙏`,
    expect: [
      {
        type: 'send',
        text: 'Arrivée à l’aréna 7h15, premier match à 8h. Soyez pas en retard, y’a de la construction sur la 15',
        replyTo: 4005,
      },
      { type: 'send', text: 'Les deux chandails, on sait pas encore contre qui on joue', replyTo: 4001 },
      { type: 'react', emoji: '🙏', messageId: 4003 },
    ],
  },
  // Gemini 2.5 Flash: its order of answering, in French, as the message's first paragraph.
  {
    name: 'set112: Marc-André with his answering order in French above the time',
    ...parents,
    answer: `# «send»
D’abord l’heure d’arrivée, ensuite les chandails, puis le covoiturage.

Arrivée 7h15 à l’aréna de Laval, les deux chandails dans le sac. Merci pour le covoiturage!`,
    expect: [
      {
        type: 'send',
        text: 'Arrivée 7h15 à l’aréna de Laval, les deux chandails dans le sac. Merci pour le covoiturage!',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: an ordinary answer that passes on how the boy has been feeling.
  {
    name: 'set112: Marc-André takes it on and tells Kevin how Liam has been feeling',
    ...kevin,
    answer: `# «send»
I'll handle it, thanks Kev

# «send»
His dad told me last week he's been feeling like he's not good enough since tryouts. I wanna tell him myself it's just rotation`,
    expect: [
      { type: 'send', text: "I'll handle it, thanks Kev" },
      {
        type: 'send',
        text: "His dad told me last week he's been feeling like he's not good enough since tryouts. I wanna tell him myself it's just rotation",
      },
    ],
  },
  // Gemini 3 Flash: a note-style reading of the partner as the message's first line.
  {
    name: 'set112: Marc-André with a note-style reading of Kevin above his answer',
    ...kevin,
    answer: `# «send»
Kevin: eager to help, unsure whose call it is.
I'll talk to Liam myself, but thanks for offering man`,
    expect: [{ type: 'send', text: "I'll talk to Liam myself, but thanks for offering man" }],
  },
  // Gemini 2.5 Flash: a chat-tuned offer of another tone as the message's last paragraph.
  {
    name: 'set112: Marc-André with an offer of a more formal tone after his answer',
    ...kevin,
    answer: `# «send»
I got it, I'll call him tonight. And 6:15 Tuesday, lord. I'll send the reminder to the parents

I can also make this more formal if you'd prefer a different tone for Kevin.`,
    expect: [
      {
        type: 'send',
        text: "I got it, I'll call him tonight. And 6:15 Tuesday, lord. I'll send the reminder to the parents",
      },
    ],
  },
  // Gemini 2.5 Flash: ordinary labels he types ("Rappel :", "Covoiturage :") in two messages.
  {
    name: 'set112: Marc-André types a reminder and a carpool call',
    ...parents,
    answer: `# «send»
Rappel : samedi 7h15 à l’aréna de Laval. Les deux chandails, les bas, le protège-cou

# «send»
Covoiturage : merci Nadia pour les 3 places! Qui d’autre a de la place?`,
    expect: [
      {
        type: 'send',
        text: 'Rappel : samedi 7h15 à l’aréna de Laval. Les deux chandails, les bas, le protège-cou',
        replyTo: 4005,
      },
      { type: 'send', text: 'Covoiturage : merci Nadia pour les 3 places! Qui d’autre a de la place?' },
    ],
  },
  // Gemini 3 Flash: a near-miss heading with French spaces inside the guillemets.
  {
    name: 'set112: Marc-André under a heading with spaced guillemets',
    ...parents,
    answer: `# « send »
7h15 à l’aréna, premier match 8h 🏒`,
    expect: [{ type: 'send', text: '7h15 à l’aréna, premier match 8h 🏒', replyTo: 4005 }],
  },
  // Gemini 2.5 Flash repetition: the same block written twice.
  {
    name: 'set112: Marc-André sends the Liam line twice',
    ...kevin,
    answer: `# «send»
I'll handle Liam, thanks

# «send»
And yeah 6:15, I'll tell the parents tonight

# «send»
And yeah 6:15, I'll tell the parents tonight`,
    expect: [
      { type: 'send', text: "I'll handle Liam, thanks" },
      { type: 'send', text: "And yeah 6:15, I'll tell the parents tonight" },
    ],
    withheld: ['duplicate'],
  },
  // Gemini 3 Flash: an ordinary message and a sticker in a group.
  {
    name: 'set112: Marc-André confirms the time and waves with a sticker',
    ...parents,
    answer: `# «send»
7h15 à l’aréna, on se réchauffe ensemble à 7h30

# «sticker»
HeidiDuck
👋`,
    expect: [
      { type: 'send', text: '7h15 à l’aréna, on se réchauffe ensemble à 7h30', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  // Gemini 3 Flash: an ordinary last word, block, wait and unblock to an abusive parent.
  {
    name: 'set112: Marc-André sets a limit with Patrick and blocks him for a while',
    ...patrick,
    answer: `# «send»
Je continue pas sur ce ton-là. Si tu veux parler du temps de glace, on se voit après la pratique avec l’entraîneur-chef

# «block»

# «wait»
delay: 7200

# «unblock»`,
    expect: [
      {
        type: 'send',
        text: 'Je continue pas sur ce ton-là. Si tu veux parler du temps de glace, on se voit après la pratique avec l’entraîneur-chef',
      },
      { type: 'block' },
      { type: 'wait', delay: 7200 },
      { type: 'unblock' },
    ],
  },
  // Gemini 2.5 Flash: its reading of the partner, in French brackets, above the last word.
  {
    name: 'set112: Marc-André with a bracketed reading of Patrick before blocking him',
    ...patrick,
    answer: `# «send»
(Patrick est en colère, il faut rester calme et poser une limite.)
Je continue pas sur ce ton-là, Patrick. On se reparle quand tu seras calmé

# «block»

# «wait»
delay: 3600

# «unblock»`,
    expect: [
      {
        type: 'send',
        text: 'Je continue pas sur ce ton-là, Patrick. On se reparle quand tu seras calmé',
      },
      { type: 'block' },
      { type: 'wait', delay: 3600 },
      { type: 'unblock' },
    ],
  },
];
