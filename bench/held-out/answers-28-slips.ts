/**
 * Held-out set 28, slips of the first kind: prose around blocks, reasoning labels in new
 * languages and marks, narrated silence in groups, heading near-misses and wrappers inside a
 * body. Each shape is one a Gemini model has been seen to write; the words are new.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  CAMILLE_DM,
  CAMILLE_TAVERN,
  CAMILLE_TAVERN_ASIDE,
  INGRID_DM,
  INGRID_GROUP,
  LWAZI_DM,
  LWAZI_GROUP,
  MEILING_DM,
  MEILING_GROUP_ASIDE,
  NGOZI_DM,
  NGOZI_GROUP,
  RUSTAM_DM,
  RUSTAM_GROUP,
} from './answers-28-cast.js';

export const SLIPS_28: CorpusEntry[] = [
  {
    name: 'ngozi: a third-person plan before the block',
    ...NGOZI_DM,
    answer:
      'Okay so Adaeze is asking when the Friday shift ends. Ngozi should confirm 8pm and sound relaxed.\n\n# «send»\nFriday I close 8pm, come after',
    expect: [{ type: 'send', text: 'Friday I close 8pm, come after' }],
    withheld: ['outside-blocks'],
  },
  {
    name: 'rustam: a lead-in naming his answer inside the body',
    ...RUSTAM_DM,
    answer: '# «send»\nВот мой ответ Дилшоду:\nго в 9, лабу скинул',
    expect: [{ type: 'send', text: 'го в 9, лабу скинул' }],
  },
  {
    name: 'camille: an aside naming her after the message',
    ...CAMILLE_DM,
    answer:
      '# «send»\nnan mais jte l’envoie ce soir promis\n\n*(Camille répond gentiment mais sans donner la dissert)*',
    expect: [{ type: 'send', text: 'nan mais jte l’envoie ce soir promis' }],
  },
  {
    name: 'ingrid: a last paragraph about her tone, in Swedish',
    ...INGRID_DM,
    answer:
      '# «send»\nPålstek, utan tvekan. Den slirar inte och du får upp den även när den är blöt.\n\nJag höll tonen varm och lugn, som Ingrid brukar skriva.',
    expect: [
      {
        type: 'send',
        text: 'Pålstek, utan tvekan. Den slirar inte och du får upp den även när den är blöt.',
      },
    ],
  },
  {
    name: '美玲: a reasoning label in full-width brackets inside the body',
    ...MEILING_DM,
    answer: '# «send»\n（思考：客人要週六取貨，確認時間就好）\n週六下午都可以來喔！',
    expect: [{ type: 'send', text: '週六下午都可以來喔！' }],
    withheld: ['reasoning'],
  },
  {
    name: 'rustam: a Russian reasoning label with its text, then the message',
    ...RUSTAM_DM,
    answer: '# «send»\nРассуждение: Дилшод зовёт в доту, Рустам любит играть, надо согласиться.\nго в 9',
    expect: [{ type: 'send', text: 'го в 9' }],
    withheld: ['reasoning'],
  },
  {
    name: 'ingrid: a Swedish thoughts label alone on its line over a paragraph',
    ...INGRID_DM,
    answer:
      '# «send»\nTankar:\nElias vill veta vilken knop som passar en jolle. Svara kort och ge ett tips.\n\nPålstek! Och lägg ett halvslag runt pollaren först.',
    expect: [{ type: 'send', text: 'Pålstek! Och lägg ett halvslag runt pollaren först.' }],
    withheld: ['reasoning'],
  },
  {
    name: 'lwazi: a reflection tag inside the block',
    ...LWAZI_DM,
    answer:
      '# «send»\n<reflection>Thandi wants two names on the list. Confirm and keep it warm.</reflection>\nSorted sisi, you and your cousin are in 🙌',
    expect: [{ type: 'send', text: 'Sorted sisi, you and your cousin are in 🙌' }],
    withheld: ['reasoning'],
  },
  {
    name: 'camille: an italic wrapped French label, then the message',
    ...CAMILLE_DM,
    answer:
      '# «send»\n_Réflexion : elle veut copier, je refuse gentiment_\nnon mais jte fais un plan détaillé ce soir',
    expect: [{ type: 'send', text: 'non mais jte fais un plan détaillé ce soir' }],
    withheld: ['reasoning'],
  },
  {
    name: '美玲: a gerund thought title and plan before a bare answer',
    ...MEILING_DM,
    answer:
      "**Confirming the Saturday Pickup**\n\nI'm weighing whether to mention the new harvest too. I'll keep it short and friendly.\n\n可以的，週六見！",
    expect: [{ type: 'send', text: '可以的，週六見！' }],
  },
  {
    name: 'lwazi: group, not addressed, a scrolling action alone',
    ...LWAZI_GROUP,
    chat: 'group',
    answer: '*scrolls past, nodding along*',
    expect: [],
  },
  {
    name: '美玲: group, not addressed, narration naming her',
    ...MEILING_GROUP_ASIDE,
    chat: 'group',
    answer: '（美玲沒有回應）',
    expect: [],
  },
  {
    name: 'lwazi: group, a silence token with a new name',
    ...LWAZI_GROUP,
    chat: 'group',
    answer: '# «send»\n[SKIP_TURN]',
    expect: [],
  },
  {
    name: '美玲: group, read and not answered in Traditional Chinese',
    ...MEILING_GROUP_ASIDE,
    chat: 'group',
    answer: '# «send»\n（已讀不回）',
    expect: [],
  },
  {
    // Actions stay in direct chats by default: an action alone in the tavern is not sent.
    name: 'camille: tavern, actions direct, an action alone',
    ...CAMILLE_TAVERN,
    chat: 'group',
    callout: true,
    answer: '# «send»\n*plisse les yeux et range sa dague*',
    expect: [],
  },
  {
    name: 'camille: tavern, actions always, not called out, an action alone',
    ...CAMILLE_TAVERN_ASIDE,
    chat: 'group',
    actions: 'always',
    answer: '*observe la scène depuis son coin sombre*',
    expect: [],
  },
  {
    name: 'rustam: a bracketed word after the heading',
    ...RUSTAM_DM,
    answer: '# «send» (ответ)\nго в 9, я уже дома',
    expect: [{ type: 'send', text: 'го в 9, я уже дома' }],
  },
  {
    name: 'lwazi: a reaction and a message on one heading line',
    ...LWAZI_DM,
    answer: '# «react» 🔥 # «send» say less, see you Saturday',
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4005 },
      { type: 'send', text: 'say less, see you Saturday' },
    ],
  },
  {
    name: 'ingrid: a block named in Swedish, the only block',
    ...INGRID_DM,
    answer: '# «svar»\nPålstek, utan tvekan.',
    expect: [{ type: 'send', text: 'Pålstek, utan tvekan.' }],
  },
  {
    name: '美玲: full-width hashes, ideographic space and double angle brackets',
    ...MEILING_DM,
    answer: '＃＃　《reply》\n沒問題，週六見 🍵',
    expect: [{ type: 'send', text: '沒問題，週六見 🍵' }],
  },
  {
    name: 'lwazi: his own name in bold as a speaker label',
    ...LWAZI_DM,
    answer: '# «send»\n**Lwazi:** Both of you are in, tell them at the door',
    expect: [{ type: 'send', text: 'Both of you are in, tell them at the door' }],
    withheld: ['label'],
  },
  {
    name: 'ngozi: a signature with her name and a pill',
    ...NGOZI_GROUP,
    chat: 'group',
    callout: true,
    answer: '# «send»\nOk Callum, I go cover Saturday.\n— Ngozi 💊',
    expect: [{ type: 'send', text: 'Ok Callum, I go cover Saturday.', replyTo: 4005 }],
    withheld: ['label'],
  },
  {
    name: 'rustam: his name spelled in Cyrillic as a label',
    ...RUSTAM_GROUP,
    chat: 'group',
    callout: true,
    answer: '# «send»\nРустам: ладно, завтра узнаю в деканате',
    expect: [{ type: 'send', text: 'ладно, завтра узнаю в деканате', replyTo: 4005 }],
  },
  {
    name: 'ingrid: group, message and reply id as key lines',
    ...INGRID_GROUP,
    chat: 'group',
    answer: '# «send»\nmessage: "Bra Bengt, då blir det den 12:e."\nreply_to: 4001',
    expect: [{ type: 'send', text: 'Bra Bengt, då blir det den 12:e.', replyTo: 4001 }],
  },
  {
    name: 'camille: JSON with a French key',
    ...CAMILLE_DM,
    answer: '{"réponse": "nan dsl, mais je t’aide pour le plan ce soir"}',
    expect: [{ type: 'send', text: 'nan dsl, mais je t’aide pour le plan ce soir' }],
  },
  {
    name: 'ngozi: group, a Gemini functionCall object',
    ...NGOZI_GROUP,
    chat: 'group',
    callout: true,
    answer:
      '{"functionCall": {"name": "send_message", "args": {"text": "Callum fine, I go cover. Tuesday late na your own o", "reply_to": 4005}}}',
    expect: [{ type: 'send', text: 'Callum fine, I go cover. Tuesday late na your own o', replyTo: 4005 }],
  },
  {
    name: 'ingrid: a Swedish device line under the message',
    ...INGRID_DM,
    answer: '# «send»\nPålstek, min vän. Vi övar på lördag.\n\nSkickat från min iPhone',
    expect: [{ type: 'send', text: 'Pålstek, min vän. Vi övar på lördag.' }],
  },
];
