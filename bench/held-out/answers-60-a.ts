/** Set 60, part A: Lotte on Claude and Вера on DeepSeek R1 and V3. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { LOTTE, VERA } from './answers-60-cast.js';

export const SET_60_A: readonly CorpusEntry[] = [
  {
    name: 'set60 lotte two messages about the interview',
    ...LOTTE,
    answer: `# «send» 4005
Puh. Also ehrlich gesagt: besser als gedacht!

# «send»
Die wollten am Ende wissen, ob ich im März anfangen kann 👀`,
    expect: [
      { type: 'send', text: 'Puh. Also ehrlich gesagt: besser als gedacht!', replyTo: 4005 },
      { type: 'send', text: 'Die wollten am Ende wissen, ob ich im März anfangen kann 👀' },
    ],
  },
  // Claude announces in a sentence how it will answer in character before the blocks.
  {
    name: 'set60 lotte claude announces its answer',
    ...LOTTE,
    answer: `I'll respond as Lotte, keeping it casual and a bit excited since Jule is curious about the interview.

# «send» 4005
Ganz gut glaub ich!! Die Teamleiterin war super entspannt`,
    expect: [
      { type: 'send', text: 'Ganz gut glaub ich!! Die Teamleiterin war super entspannt', replyTo: 4005 },
    ],
  },
  // Claude with extended thinking rendered inline as a thinking tag before the answer.
  {
    name: 'set60 lotte thinking tag in german',
    ...LOTTE,
    answer: `<thinking>
Jule fragt nach dem Vorstellungsgespräch. Lotte war nervös, aber es lief gut. Kurz und herzlich antworten, Springform ist schon erledigt.
</thinking>

# «send» 4005
Lief echt gut! Erzähl dir Samstag alles 🙌`,
    expect: [{ type: 'send', text: 'Lief echt gut! Erzähl dir Samstag alles 🙌', replyTo: 4005 }],
  },
  {
    name: 'set60 lotte list of interview rounds',
    ...LOTTE,
    answer: `# «send» 4005
Lief gut, glaube ich! Drei Runden:
- HR, total nett
- Fachgespräch mit zwei Leuten aus dem Labor
- und dann noch ein Rundgang durchs Gebäude
Mehr erzähl ich Samstag auf dem Flohmarkt 😄`,
    expect: [
      {
        type: 'send',
        text: 'Lief gut, glaube ich! Drei Runden:\n- HR, total nett\n- Fachgespräch mit zwei Leuten aus dem Labor\n- und dann noch ein Rundgang durchs Gebäude\nMehr erzähl ich Samstag auf dem Flohmarkt 😄',
        replyTo: 4005,
      },
    ],
  },
  // Claude explains its own choice of length in a bracketed note under the message.
  {
    name: 'set60 lotte note on keeping it short',
    ...LOTTE,
    answer: `# «send» 4005
Gut!! Aber ich bin noch ganz durch, ruf dich heute Abend an

(I kept Lotte's reply short since she seems drained after the interview.)`,
    expect: [
      { type: 'send', text: 'Gut!! Aber ich bin noch ganz durch, ruf dich heute Abend an', replyTo: 4005 },
    ],
  },
  // Claude steps out of the role after the blocks to say it cannot really go anywhere.
  {
    name: 'set60 lotte claude disclaims being an ai after the blocks',
    ...LOTTE,
    answer: `# «send» 4005
Ziemlich gut! Die Chefin hatte einen Dackel im Büro (!!), der hieß Kurt

# «send»
Samstag 10 Uhr am Stühlinger?

As an AI, I can't actually go to the flea market, but I've answered in character as Lotte.`,
    expect: [
      {
        type: 'send',
        text: 'Ziemlich gut! Die Chefin hatte einen Dackel im Büro (!!), der hieß Kurt',
        replyTo: 4005,
      },
      { type: 'send', text: 'Samstag 10 Uhr am Stühlinger?' },
    ],
  },
  {
    name: 'set60 lotte reacts to the cake tin and answers',
    ...LOTTE,
    answer: `# «react» 4003
🙏

# «send» 4005
Frag nicht 🙈 Ich hab mich beim Namen vom Chef verhaspelt. Aber sonst gut!`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4003 },
      {
        type: 'send',
        text: 'Frag nicht 🙈 Ich hab mich beim Namen vom Chef verhaspelt. Aber sonst gut!',
        replyTo: 4005,
      },
    ],
  },
  // Claude titles the body with a bold label naming the reply.
  {
    name: 'set60 lotte bold label over the body',
    ...LOTTE,
    answer: `# «send» 4005
**Antwort an Jule:**
Sehr gut! Nächste Woche sagen sie Bescheid 🤞`,
    expect: [{ type: 'send', text: 'Sehr gut! Nächste Woche sagen sie Bescheid 🤞', replyTo: 4005 }],
  },
  // Two slips: a presenting lead-in above the blocks and a closing offer to change the tone.
  {
    name: 'set60 lotte lead-in and tone offer',
    ...LOTTE,
    answer: `Here's Lotte's reply:

# «send» 4005
Ich glaub, ich hab's!! Also vielleicht. Die melden sich Freitag

Want me to make it sound more excited or more cautious?`,
    expect: [
      {
        type: 'send',
        text: "Ich glaub, ich hab's!! Also vielleicht. Die melden sich Freitag",
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'set60 lotte think then a message',
    ...LOTTE,
    answer: `# «think»
Jule fragt nach dem Gespräch. Springform ist geklärt, Samstag auch fast.

# «send» 4005
Erzähl ich dir am Samstag in Ruhe, das ist zu viel zum Tippen 😅`,
    expect: [
      {
        type: 'send',
        text: 'Erzähl ich dir am Samstag in Ruhe, das ist zu viel zum Tippen 😅',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'set60 lotte remembers the interview date',
    ...LOTTE,
    answer: `# «send» 4005
Gut! Zweite Runde ist am 14., drück mir die Daumen

# «remember»
Lotte hat am 14. die zweite Runde beim Vorstellungsgespräch im Labor.`,
    expect: [
      { type: 'send', text: 'Gut! Zweite Runde ist am 14., drück mir die Daumen', replyTo: 4005 },
      { type: 'remember' },
    ],
  },

  // DeepSeek R1 shows its whole reasoning in think tags before the blocks.
  {
    name: 'set60 vera r1 reasoning in think tags',
    ...VERA,
    answer: `<think>
Okay, the user is asking whether Vera has watched the series he sent. Vera is casual and a bit sarcastic. She should say she watched two episodes. Keep it short, in Russian.
</think>

# «send» 4005
Две серии посмотрела. Пока не понимаю, кто там злодей`,
    expect: [{ type: 'send', text: 'Две серии посмотрела. Пока не понимаю, кто там злодей', replyTo: 4005 }],
  },
  // An R1 distill whose template eats the opening tag: reasoning, then a lone closing tag.
  {
    name: 'set60 vera distill lone closing tag',
    ...VERA,
    answer: `Хорошо, Илья спрашивает про сериал. Вера ещё не досмотрела, надо ответить честно и коротко.
</think>

# «send» 4005
Начала, но уснула на первой серии 😴 сегодня досмотрю`,
    expect: [{ type: 'send', text: 'Начала, но уснула на первой серии 😴 сегодня досмотрю', replyTo: 4005 }],
  },
  {
    name: 'set60 vera quotes a line from the show',
    ...VERA,
    answer: `# «send» 4005
Посмотрела две серии. Фраза «я не злой, я просто честный» теперь у меня в голове навсегда 😂`,
    expect: [
      {
        type: 'send',
        text: 'Посмотрела две серии. Фраза «я не злой, я просто честный» теперь у меня в голове навсегда 😂',
        replyTo: 4005,
      },
    ],
  },
  // DeepSeek V3 prints its end-of-sentence token after the last block.
  {
    name: 'set60 vera v3 end of sentence token',
    ...VERA,
    answer: `# «send» 4005
Да! Весь сезон за выходные. Ты меня подсадил, спасибо большое 🙄<｜end▁of▁sentence｜>`,
    expect: [
      {
        type: 'send',
        text: 'Да! Весь сезон за выходные. Ты меня подсадил, спасибо большое 🙄',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'set60 vera capitals and a sleepy sticker',
    ...VERA,
    answer: `# «send» 4005
ДА!!! Посмотрела весь сезон за выходные, легла в три :)

# «sticker»
HeidiDuck
😴`,
    expect: [
      { type: 'send', text: 'ДА!!! Посмотрела весь сезон за выходные, легла в три :)', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  },
  // R1 reasons in Chinese inside its think tags although the chat is Russian.
  {
    name: 'set60 vera r1 chinese reasoning',
    ...VERA,
    answer: `<think>
好的，用户问薇拉有没有看他发的剧。薇拉说话直接，带点幽默。她应该说还没看，但今晚在别墅会看。用俄语回答。
</think>
# «send» 4005
Ещё нет. Возьму на дачу, там всё равно интернет только на крыльце`,
    expect: [
      {
        type: 'send',
        text: 'Ещё нет. Возьму на дачу, там всё равно интернет только на крыльце',
        replyTo: 4005,
      },
    ],
  },
  // Two slips: R1 think tags, and a bracketed description of the answer under the message.
  {
    name: 'set60 vera think and a description of the reply',
    ...VERA,
    answer: `<think>
He asks about the series. Vera liked it. Answer warmly, one message.
</think>

# «send» 4005
Посмотрела! Финал вообще не ожидала, пиши, обсудим

(Короткий и дружелюбный ответ.)`,
    expect: [{ type: 'send', text: 'Посмотрела! Финал вообще не ожидала, пиши, обсудим', replyTo: 4005 }],
  },
  {
    name: 'set60 vera numbered first impressions',
    ...VERA,
    answer: `# «send» 4005
Смотрю потихоньку. Пока так:
1. актёры отличные
2. музыка — огонь
3. финал второй серии я не поняла вообще`,
    expect: [
      {
        type: 'send',
        text: 'Смотрю потихоньку. Пока так:\n1. актёры отличные\n2. музыка — огонь\n3. финал второй серии я не поняла вообще',
        replyTo: 4005,
      },
    ],
  },
  // DeepSeek V3 titles the body with a Markdown heading naming the persona's answer.
  {
    name: 'set60 vera markdown title over the body',
    ...VERA,
    answer: `# «send» 4005
### Ответ Веры
Не успела, на работе завал. В электричке завтра посмотрю`,
    expect: [
      { type: 'send', text: 'Не успела, на работе завал. В электричке завтра посмотрю', replyTo: 4005 },
    ],
  },
  {
    name: 'set60 vera waits then answers',
    ...VERA,
    answer: `# «wait»
delay: 40

# «send» 4005
Ой, ещё нет, но начну сегодня вечером, обещаю`,
    expect: [
      { type: 'wait', delay: 40 },
      { type: 'send', text: 'Ой, ещё нет, но начну сегодня вечером, обещаю', replyTo: 4005 },
    ],
  },
  // DeepSeek V3 presents its answer with a lead-in line inside the block.
  {
    name: 'set60 vera lead-in inside the block',
    ...VERA,
    answer: `# «send» 4005
Вот мой ответ:
Посмотрела первую серию, пока так себе. Дам ещё один шанс`,
    expect: [
      { type: 'send', text: 'Посмотрела первую серию, пока так себе. Дам ещё один шанс', replyTo: 4005 },
    ],
  },
];
