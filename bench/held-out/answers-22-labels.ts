/**
 * Held-out set 22, slips of wrappers: the persona's name as a speaker label or a signature
 * (in caps, bold, HTML, another script, after a closing word), answers framed as data, prose
 * around the blocks and echoes, written for personas whose names are ordinary words.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BILL,
  DENIZ,
  ERNST,
  GRACE,
  HARU,
  HOPE,
  LUZ,
  MAI,
  MAY,
  SUMMER,
  SUNNY,
  VERA,
  VITTORIA,
  WILL,
} from './answers-22-cast.js';

const FENCE = '```';

export const HELD_OUT_22_LABELS: CorpusEntry[] = [
  {
    name: 'a dash signature with the name under the message',
    ...HOPE,
    answer: '# «send»\nThe bakery? Yes, Sundays 8–13, get there early for the cardamom buns\n\n— Hope',
    expect: [{ type: 'send', text: 'The bakery? Yes, Sundays 8–13, get there early for the cardamom buns' }],
  },
  {
    name: 'a closing word on its own line, then the name',
    ...HOPE,
    answer: "# «send»\nI'll send you the PDF tonight, the drive link is being weird\n\nLots of love,\nHope",
    expect: [{ type: 'send', text: "I'll send you the PDF tonight, the drive link is being weird" }],
  },
  {
    // Screenplay format: the speaker's name in capitals before the line.
    name: 'a speaker label in capitals, as a script writes it',
    ...HOPE,
    answer: "HOPE: Yes! Sunday 8 till 1, I'm going anyway so I can grab you something",
    expect: [{ type: 'send', text: "Yes! Sunday 8 till 1, I'm going anyway so I can grab you something" }],
  },
  {
    name: 'a closing remark about the tone after the closing fence, opening with the word the persona is named',
    ...HOPE,
    answer: `${FENCE}\n# «send»\nSunday 8–13 at the bakery, I checked their Insta 🥖\n${FENCE}\nHope this strikes the friendly tone you were after!`,
    expect: [{ type: 'send', text: 'Sunday 8–13 at the bakery, I checked their Insta 🥖' }],
    withheld: ['outside-blocks'],
  },
  {
    name: 'a plain speaker label "Will:" in a group reply',
    ...WILL,
    callout: true,
    answer: "# «send»\nWill: yeah I've got the rope, no worries",
    expect: [{ type: 'send', text: "yeah I've got the rope, no worries", replyTo: 4005 }],
  },
  {
    name: 'an analysis of the turn before the block, and a tilde signature with an emoji',
    ...WILL,
    callout: true,
    answer:
      "Ravi is asking whether Will brings the rope. Will has it, so confirm and keep it short.\n\n# «send» 4005\nYep, rope's in my boot already 👍\n~ Will 🧗",
    expect: [{ type: 'send', text: "Yep, rope's in my boot already 👍", replyTo: 4005 }],
  },
  {
    name: 'a bold label with the name over a Taglish message',
    ...MAY,
    answer: "**May:** Sige, I'll send it later tonight pag-uwi ko!",
    expect: [{ type: 'send', text: "Sige, I'll send it later tonight pag-uwi ko!" }],
  },
  {
    name: "the cousin's message echoed with its transcript header before the block",
    ...MAY,
    answer:
      '⟦#4005 Joy 21:03⟧ Ate May, pa-send naman ng schedule natin sa Cebu trip 🙏\n# «send»\nWait lang, hinahanap ko pa sa email 😅',
    expect: [{ type: 'send', text: 'Wait lang, hinahanap ko pa sa email 😅' }],
  },
  {
    name: 'a sticker noted in brackets with its set',
    ...MAY,
    answer: '# «send»\nOkay na, sent! 🙌\n(sticker: HeidiDuck 😂)',
    expect: [
      { type: 'send', text: 'Okay na, sent! 🙌' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'a bold speaker label in Spanish over the reply',
    ...LUZ,
    callout: true,
    answer: '# «send»\n**Luz:** Ahora os paso las cuentas, dadme 5 min',
    expect: [{ type: 'send', text: 'Ahora os paso las cuentas, dadme 5 min', replyTo: 4005 }],
  },
  {
    name: 'a JSON answer with Spanish keys',
    ...LUZ,
    callout: true,
    answer: '{"respuesta": "Os toca 50,80 € a cada una 💸", "responder_a": 4005}',
    expect: [{ type: 'send', text: 'Os toca 50,80 € a cada una 💸', replyTo: 4005 }],
  },
  {
    name: 'a Turkish closing word, then the name',
    ...DENIZ,
    answer: '# «send»\nCumartesi git bence, pazar dalga olacak 🌊\n\nSevgiler,\nDeniz',
    expect: [{ type: 'send', text: 'Cumartesi git bence, pazar dalga olacak 🌊' }],
  },
  {
    name: 'a bold Vietnamese speaker label in the group',
    ...MAI,
    callout: true,
    answer: '# «send»\n**Mai:** Ok để mình gửi liền nha',
    expect: [{ type: 'send', text: 'Ok để mình gửi liền nha', replyTo: 4005 }],
  },
  {
    name: 'a speaker label "Bill:" over a chatty line',
    ...BILL,
    callout: true,
    answer: "Bill: haha yeah I'll post it in a sec, just checking the receipt",
    expect: [
      { type: 'send', text: "haha yeah I'll post it in a sec, just checking the receipt", replyTo: 4005 },
    ],
  },
  {
    name: 'a bold label and an offer of another version around one message',
    ...BILL,
    callout: true,
    answer: '**Bill:** £51.81 each, details in a sec 🍝\n\nLet me know if you want a more casual version!',
    expect: [{ type: 'send', text: '£51.81 each, details in a sec 🍝', replyTo: 4005 }],
  },
  {
    name: "Jess's own message sent back as a first block, then the real answer",
    ...BILL,
    callout: true,
    answer: '# «send»\nBill can you post the split so we can pay you back?\n# «send»\nOn it, give me 5 mins',
    expect: [{ type: 'send', text: 'On it, give me 5 mins', replyTo: 4005 }],
  },
  {
    name: 'a closing greeting then the name, in German',
    ...ERNST,
    answer: '# «send»\nJa, ernsthaft! Ich bin um 9 am Eingang.\n\nViele Grüße\nErnst',
    expect: [{ type: 'send', text: 'Ja, ernsthaft! Ich bin um 9 am Eingang.' }],
  },
  {
    name: 'an HTML bold speaker label',
    ...ERNST,
    answer: '<b>Ernst:</b> Klar komm ich mit! Bring du die Tüten mit',
    expect: [{ type: 'send', text: 'Klar komm ich mit! Bring du die Tüten mit' }],
  },
  {
    name: 'a dash signature with a short form of the name in the group',
    ...VITTORIA,
    callout: true,
    answer: '# «send»\nSì vengo! Tienimi un posto vicino allo schermo 📺\n— Vitto',
    expect: [{ type: 'send', text: 'Sì vengo! Tienimi un posto vicino allo schermo 📺', replyTo: 4005 }],
  },
  {
    name: "a bold title naming the answer as the persona's, over the message",
    ...SUMMER,
    answer: "**Summer's answer**\nYep, open till Sunday! Lanes 6:30–9, open swim 12–7",
    expect: [{ type: 'send', text: 'Yep, open till Sunday! Lanes 6:30–9, open swim 12–7' }],
  },
  {
    name: 'a Cyrillic persona labelled in Latin letters',
    ...VERA,
    answer: 'Vera: Сейчас пришлю, подожди минутку',
    expect: [{ type: 'send', text: 'Сейчас пришлю, подожди минутку' }],
  },
  {
    name: 'a Russian closing word and the name on the last line',
    ...VERA,
    answer: '# «send»\nЖарь по 3 минуты с каждой стороны, не больше!\nЦелую, Вера',
    expect: [{ type: 'send', text: 'Жарь по 3 минуты с каждой стороны, не больше!' }],
  },
  {
    name: 'a Russian lead-in naming the persona before the block',
    ...VERA,
    answer: 'Вот что ответит Вера:\n\n# «send»\nРецепт скину вечером, сейчас на работе 🙈',
    expect: [{ type: 'send', text: 'Рецепт скину вечером, сейчас на работе 🙈' }],
  },
  {
    name: 'a kana label with a full-width colon',
    ...HARU,
    answer: 'ハル：10時にハチ公前だよ！',
    expect: [{ type: 'send', text: '10時にハチ公前だよ！' }],
  },
  {
    name: 'a JSON object with an action key and content',
    ...SUNNY,
    answer: '{"action": "reply", "content": "sudo systemctl restart staging-worker@2, then tail the logs"}',
    expect: [{ type: 'send', text: 'sudo systemctl restart staging-worker@2, then tail the logs' }],
  },
  {
    name: 'a group answer fenced as Markdown, with a speaker label inside',
    ...GRACE,
    callout: true,
    answer: `${FENCE}markdown\n# «send»\nGrace: here you go 👉 https://meet.jit.si/bookclub-thursday\n${FENCE}`,
    expect: [{ type: 'send', text: 'here you go 👉 https://meet.jit.si/bookclub-thursday', replyTo: 4005 }],
  },
  {
    name: 'a note about the message after a rule, naming the persona in italics',
    ...GRACE,
    callout: true,
    answer:
      "# «send»\nLink: https://meet.jit.si/bookclub-thursday — 19:30 as usual 📚\n---\n*Grace keeps it brief and friendly, matching the group's tone.*",
    expect: [
      {
        type: 'send',
        text: 'Link: https://meet.jit.si/bookclub-thursday — 19:30 as usual 📚',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'key lines naming the reply and the content',
    ...HOPE,
    answer: '# «send»\nreply_to_message_id: 4005\ncontent: Yes they are! 8 till 1 on Sundays 🥐',
    expect: [{ type: 'send', text: 'Yes they are! 8 till 1 on Sundays 🥐', replyTo: 4005 }],
  },
  {
    name: 'a JSON list of two replies under a plural key',
    ...MAY,
    answer: '{"replies": ["Sige!", "Send ko mamaya sa GC 📲"]}',
    expect: [
      { type: 'send', text: 'Sige!' },
      { type: 'send', text: 'Send ko mamaya sa GC 📲' },
    ],
  },
];
