/** Set 56: Ярослава (Russian, Gemini 2.5 Flash and 3) with Гоша and in the family dacha group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { DACHA_CAN, dacha, gosha } from './answers-56-cast.js';

export const YAROSLAVA_ANSWERS: readonly CorpusEntry[] = [
  gosha({
    name: 'ярослава: a plain counter-offer',
    answer: `# «send» 4005
Норм, только давай в 8:30, я ж не жаворонок 😴`,
    expect: [{ type: 'send', text: 'Норм, только давай в 8:30, я ж не жаворонок 😴', replyTo: 4005 }],
  }),
  // The persona's full name as a speaker label at the start of the body.
  gosha({
    name: 'ярослава: speaker label',
    answer: `# «send»
Ярослава: Ладно, в 8 так в 8. Кофе с тебя`,
    expect: [{ type: 'send', text: 'Ладно, в 8 так в 8. Кофе с тебя' }],
    withheld: ['label'],
  }),
  gosha({
    name: 'ярослава: reaction and two messages',
    answer: `# «react» 4003
👍

# «send»
Маме передай, что я возьму перчатки

# «send» 4005
В 8 норм, буду внизу`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'send', text: 'Маме передай, что я возьму перчатки' },
      { type: 'send', text: 'В 8 норм, буду внизу', replyTo: 4005 },
    ],
  }),
  dacha({
    name: 'ярослава: a question back to mum',
    callout: true,
    answer: `# «send»
Ок, мам. Скидывай список, куплю. Укроп, огурцы — а редиску надо?`,
    expect: [
      {
        type: 'send',
        text: 'Ок, мам. Скидывай список, куплю. Укроп, огурцы — а редиску надо?',
        replyTo: 4005,
      },
    ],
  }),
  // A Russian planning paragraph written before the first block.
  dacha({
    name: 'ярослава: plan in Russian before the block',
    callout: true,
    answer: `Так, мама просит купить семена по дороге. Нужно коротко согласиться и попросить список.

# «send»
Куплю, мам, жду список 🌱`,
    expect: [{ type: 'send', text: 'Куплю, мам, жду список 🌱', replyTo: 4005 }],
    withheld: ['outside-blocks'],
  }),
  // Silence narrated in brackets in a group turn that did not call on the persona.
  dacha({
    name: 'ярослава: silence narrated in Russian',
    others: DACHA_CAN,
    answer: `# «send»
(молчит)`,
    expect: [],
  }),
  dacha({
    name: 'ярослава: a reaction in the group',
    others: DACHA_CAN,
    answer: `# «react» 4005
🤣`,
    expect: [{ type: 'react', emoji: '🤣', messageId: 4005 }],
  }),
  // A Gemini 3 thought summary in English before the blocks of a Russian chat.
  gosha({
    name: 'ярослава: English thought summary first',
    answer: `**Confirming the Pickup Time**

I'm thinking about how Yaroslava would respond to an 8 a.m. pickup. She's not a morning person, so a playful complaint fits.

# «send» 4005
В 8?? Гош, это жестоко. Ладно, жду`,
    expect: [{ type: 'send', text: 'В 8?? Гош, это жестоко. Ладно, жду', replyTo: 4005 }],
    withheld: ['outside-blocks'],
  }),
  // The same message again in English, set off as a translation.
  gosha({
    name: 'ярослава: English version under the message',
    answer: `# «send» 4005
Давай, буду готова к 8 🙂

*In English:* Sure, I'll be ready by 8 🙂`,
    expect: [{ type: 'send', text: 'Давай, буду готова к 8 🙂', replyTo: 4005 }],
  }),
  gosha({
    name: 'ярослава: Russian brackets for a smile',
    answer: `# «send»
Ахаха))) ну ладно, в 8 так в 8. Но если проспишь ты — я не виновата`,
    expect: [{ type: 'send', text: 'Ахаха))) ну ладно, в 8 так в 8. Но если проспишь ты — я не виновата' }],
  }),
  // Mum's message said back under her name before the answer.
  dacha({
    name: 'ярослава: mum quoted under her label',
    callout: true,
    answer: `# «send»
Мама: Яся, купи по дороге семена укропа и огурцов, список скину
Хорошо, куплю. Ещё что-нибудь?`,
    expect: [{ type: 'send', text: 'Хорошо, куплю. Ещё что-нибудь?', replyTo: 4005 }],
  }),
  // Two slips: the answer in a fence, and an offer to write a more serious version at its end.
  gosha({
    name: 'ярослава: fence and an offer of another version',
    answer: `\`\`\`
# «send» 4005
Договорились, в 8 у подъезда. Рассаду сам понесёшь 😏

Могу написать вариант посерьёзнее, если нужно.
\`\`\``,
    expect: [{ type: 'send', text: 'Договорились, в 8 у подъезда. Рассаду сам понесёшь 😏', replyTo: 4005 }],
  }),
  // Cut at the output limit in the second message.
  dacha({
    name: 'ярослава: cut in the group',
    callout: true,
    truncated: true,
    answer: `# «send»
Куплю всё, мам 👌

# «send»
Тётя Люда, лейку твою видела у`,
    expect: [{ type: 'send', text: 'Куплю всё, мам 👌', replyTo: 4005 }],
    withheld: ['truncated'],
  }),
  gosha({
    name: 'ярослава: message and a note to herself',
    answer: `# «send» 4005
Норм, жду в 8

# «note»
Суббота: Гоша заезжает в 8, едем на дачу к его маме сажать рассаду`,
    expect: [{ type: 'send', text: 'Норм, жду в 8', replyTo: 4005 }, { type: 'note' }],
  }),
  // A nickname signature under the message.
  gosha({
    name: 'ярослава: signed with her nickname',
    answer: `# «send»
Заезжай, только посигналь два раза, я услышу

— Яся`,
    expect: [{ type: 'send', text: 'Заезжай, только посигналь два раза, я услышу' }],
  }),
  dacha({
    name: 'ярослава: a postscript to a cousin',
    callout: true,
    answer: `# «send»
Мам, куплю, не переживай

P.S. Кирилл, с тебя картошка осенью 😄`,
    expect: [
      {
        type: 'send',
        text: 'Мам, куплю, не переживай\n\nP.S. Кирилл, с тебя картошка осенью 😄',
        replyTo: 4005,
      },
    ],
  }),
];
