/**
 * Set 52, slips of Priya with her brother, Ольга, Camille, 健二, Beatriz and Aylin: the chat
 * model's helper voice beside the persona's message, in the chat's language and in others.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { arjun, dacha, dima, emre, ines, lucas, yui } from './answers-52-cast.js';

export const SLIPS_52_B: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash hopes its answer helps the partner, naming him in the third person.
  arjun({
    name: 'priya: a hope the draft gets Arjun’s boiler fixed, under her real draft',
    answer: `# «send»
Send him this:

Hi, the boiler at flat 3 has been broken since the 4th. Please confirm an engineer visit by Friday. Thanks, Arjun

# «send»
And cc the letting agent, they're scared of the council

I hope this helps Arjun get his boiler fixed!`,
    expect: [
      {
        type: 'send',
        text: 'Send him this:\n\nHi, the boiler at flat 3 has been broken since the 4th. Please confirm an engineer visit by Friday. Thanks, Arjun',
      },
      { type: 'send', text: "And cc the letting agent, they're scared of the council" },
    ],
  }),
  // GPT-4o offers to adjust the persona's tone, naming her in the third person.
  arjun({
    name: 'priya: an offer to adjust Priya’s tone after the message',
    answer: `# «send»
Dad: cricket tickets, end of discussion 🏏

# «send»
Landlord: tell him you'll go to the council if nothing by Friday. They always panic at that word

Would you like me to adjust Priya's tone or make the message to Arjun shorter?`,
    expect: [
      { type: 'send', text: 'Dad: cricket tickets, end of discussion 🏏' },
      {
        type: 'send',
        text: "Landlord: tell him you'll go to the council if nothing by Friday. They always panic at that word",
      },
    ],
  }),
  // Gemini 3 describes its answer in a wrapped closing line.
  arjun({
    name: 'priya: a wrapped line describing her as a big sister',
    answer: `# «send»
Give me 10 min, writing it now ✍️

(Priya answers both of Arjun's questions and offers to help, as a big sister would.)`,
    expect: [{ type: 'send', text: 'Give me 10 min, writing it now ✍️' }],
  }),
  // Claude Haiku appends an impersonal legal disclaimer beside the sister's draft.
  arjun({
    name: 'priya: a not-legal-advice note under the draft',
    answer: `# «send»
Try: "Hi, the boiler has been broken for 14 days now. Under the tenancy agreement repairs are your responsibility. Please arrange a repair this week."

Note: This is general information, not legal advice. Tenants in England can contact Shelter for guidance on disrepair.`,
    expect: [
      {
        type: 'send',
        text: 'Try: "Hi, the boiler has been broken for 14 days now. Under the tenancy agreement repairs are your responsibility. Please arrange a repair this week."',
      },
    ],
  }),
  // Gemini 2.5 Flash presents the answer in Russian, naming the persona.
  dima({
    name: 'olga: a Russian line presenting her answer',
    answer: `Вот вариант ответа от Ольги:

# «send»
С детьми — в «Ривьеру», там горки для мелких есть. А отпускные завтра покажу на твоих цифрах`,
    expect: [
      {
        type: 'send',
        text: 'С детьми — в «Ривьеру», там горки для мелких есть. А отпускные завтра покажу на твоих цифрах',
      },
    ],
    withheld: ['outside-blocks'],
  }),
  // Gemini 3 explains in the first person feminine what it did, naming Дима in the third person.
  dima({
    name: 'olga: a first-person Russian note on answering both of Дима’s questions',
    answer: `# «send»
Отпускные = средний дневной × дни. Средний дневной = зарплата за год / 12 / 29,3

# «send»
А в субботу сходите в планетарий, детям понравится 🔭

Я постаралась объяснить просто и добавила совет про субботу, чтобы ответить на оба вопроса Димы.`,
    expect: [
      {
        type: 'send',
        text: 'Отпускные = средний дневной × дни. Средний дневной = зарплата за год / 12 / 29,3',
      },
      { type: 'send', text: 'А в субботу сходите в планетарий, детям понравится 🔭' },
    ],
  }),
  // Two slips (DeepSeek V3): a hope it helps, then an offer to make the reply more formal.
  dima({
    name: 'olga: a hope and an offer to make the answer more formal',
    answer: `# «send»
Зооботсад на Хади Такташа! Там и кормить можно 🦒

Надеюсь, это поможет! Если нужно, могу сделать ответ более официальным.`,
    expect: [{ type: 'send', text: 'Зооботсад на Хади Такташа! Там и кормить можно 🦒' }],
  }),
  // GigaChat behind the endpoint adds a formal disclaimer to the reader in a chat that says ты.
  dima({
    name: 'olga: a formal disclaimer in вы under a casual explanation',
    answer: `# «send»
Считаешь среднюю за 12 месяцев, делишь на 29,3, умножаешь на дни. Всё, ты гений бухгалтерии 😎

Обратите внимание: порядок расчёта отпускных может зависеть от вашей ситуации, уточните детали у бухгалтера.`,
    expect: [
      {
        type: 'send',
        text: 'Считаешь среднюю за 12 месяцев, делишь на 29,3, умножаешь на дни. Всё, ты гений бухгалтерии 😎',
      },
    ],
  }),
  // Gemini 2.5 Flash describes its answer by its manner after the message, in Russian.
  dacha({
    name: 'olga: a Russian line describing the answer as short and warm',
    callout: true,
    answer: `# «send»
Привезу, тётя Нина! 🍅

Короткий и тёплый ответ, как принято в семейном чате.`,
    expect: [{ type: 'send', text: 'Привезу, тётя Нина! 🍅', replyTo: 4005 }],
  }),
  // Gemini 3 opens with a first-person note on why it answers, before the block.
  dacha({
    name: 'olga: a first paragraph saying Нина addresses her directly',
    callout: true,
    answer: `Тётя Нина обращается ко мне напрямую, поэтому отвечу коротко.

# «send»
Конечно привезу, уже в ящиках стоят 🌱`,
    expect: [{ type: 'send', text: 'Конечно привезу, уже в ящиках стоят 🌱', replyTo: 4005 }],
    withheld: ['outside-blocks'],
  }),
  // Gemini 2.5 Flash presents the answer in French, naming both sides.
  ines({
    name: 'camille: a French line presenting what Camille could send',
    answer: `Voici une réponse que Camille pourrait envoyer à Inès :

# «send»
Moi je dirais Croix-Rousse sans hésiter. Les 80 €, tu les économises en vélo'v 😄`,
    expect: [
      {
        type: 'send',
        text: "Moi je dirais Croix-Rousse sans hésiter. Les 80 €, tu les économises en vélo'v 😄",
      },
    ],
    withheld: ['outside-blocks'],
  }),
  // Gemini 3 reviews its own answer in the first person, in French.
  ines({
    name: 'camille: a French first-person line on the tone kept',
    answer: `# «send»
À ta place ? Villeurbanne. 80 € par mois c'est 960 € par an, ça fait un beau voyage ✈️

J'ai gardé un ton complice et donné un avis clair, tout en laissant Inès décider.`,
    expect: [
      {
        type: 'send',
        text: "À ta place ? Villeurbanne. 80 € par mois c'est 960 € par an, ça fait un beau voyage ✈️",
      },
    ],
  }),
  // Mistral Small offers a more nuanced version, politely in vous.
  ines({
    name: 'camille: an offer in vous of a more nuanced version',
    answer: `# «send»
Croix-Rousse !! Tu le regretteras pas

# «send»
Enfin, si t'aimes monter des pentes tous les jours 😅

N'hésitez pas à me dire si vous souhaitez une version plus nuancée !`,
    expect: [
      { type: 'send', text: 'Croix-Rousse !! Tu le regretteras pas' },
      { type: 'send', text: "Enfin, si t'aimes monter des pentes tous les jours 😅" },
    ],
  }),
  // GPT-4o compliments its user for helping a friend, after the message.
  ines({
    name: 'camille: a compliment to the user for helping a friend',
    answer: `# «send»
Visite les deux le soir, tu verras le bruit et la lumière. Moi je pencherais pour la Croix-Rousse mais je suis pas objective 😇

C'est super que tu aides ton amie à choisir ! 😊`,
    expect: [
      {
        type: 'send',
        text: 'Visite les deux le soir, tu verras le bruit et la lumière. Moi je pencherais pour la Croix-Rousse mais je suis pas objective 😇',
      },
    ],
  }),
  // Gemini 2.5 Flash presents the reply in Japanese, naming both sides.
  yui({
    name: 'kenji: a Japanese line presenting his reply to ゆい',
    answer: `以下は健二からゆいへの返信です：

# «send»
高校生ならスニーカーかな。サイズだけ聞いといて！`,
    expect: [{ type: 'send', text: '高校生ならスニーカーかな。サイズだけ聞いといて！' }],
    withheld: ['outside-blocks'],
  }),
  // Gemini 3 explains its suggestion in a wrapped note under the message.
  yui({
    name: 'kenji: a wrapped Japanese note explaining the practical present',
    answer: `# «send»
モバイルバッテリーどう？高校生ってずっとスマホ触ってるし笑

（弟さんが高校生なので、実用的なプレゼントを提案しました。）`,
    expect: [{ type: 'send', text: 'モバイルバッテリーどう？高校生ってずっとスマホ触ってるし笑' }],
  }),
  // Two slips (Qwen 3): a hope in Chinese, then an offer to adjust the tone.
  yui({
    name: 'kenji: a Chinese hope and offer under a Japanese message',
    answer: `# «send»
図書カードは？本読まんかったらあかんけど笑

# «send»
ラーメン楽しみにしとく🍜

希望这个回复对你有帮助！如果需要调整语气，请告诉我。`,
    expect: [
      { type: 'send', text: '図書カードは？本読まんかったらあかんけど笑' },
      { type: 'send', text: 'ラーメン楽しみにしとく🍜' },
    ],
  }),
  // Gemini 2.5 Flash presents the reply in Portuguese, with the persona's nickname.
  lucas({
    name: 'beatriz: a Portuguese framing line offering Bia’s reply',
    answer: `Claro! Aqui está uma resposta descontraída da Bia:

# «send»
Vale demais!! 6km é nada, e você ainda chega acordado no trabalho ☀️`,
    expect: [{ type: 'send', text: 'Vale demais!! 6km é nada, e você ainda chega acordado no trabalho ☀️' }],
    withheld: ['outside-blocks'],
  }),
  // Gemini 3 notes the tone and style it kept, in Portuguese, at the end.
  lucas({
    name: 'beatriz: a Portuguese note on keeping it short in her style',
    answer: `# «send»
Vale! Mas vai pela orla, a Domingos Ferreira é suicídio 😅

Mantive a resposta curta e animada, no estilo da Beatriz.`,
    expect: [{ type: 'send', text: 'Vale! Mas vai pela orla, a Domingos Ferreira é suicídio 😅' }],
  }),
  // GPT-4o apologises for lacking real-time data before giving the persona's answer.
  lucas({
    name: 'beatriz: an apology for no real-time traffic data, before the block',
    answer: `Infelizmente não tenho acesso a informações em tempo real sobre o trânsito de Recife, mas aqui vai uma resposta:

# «send»
Vale sim, e de manhã cedo é tranquilo. Só leva uma camisa extra que o calor não perdoa 🥵`,
    expect: [
      {
        type: 'send',
        text: 'Vale sim, e de manhã cedo é tranquilo. Só leva uma camisa extra que o calor não perdoa 🥵',
      },
    ],
    withheld: ['outside-blocks'],
  }),
  // Gemini 2.5 Flash presents the reply in Turkish, names inflected.
  emre({
    name: 'aylin: a Turkish line presenting Aylin’s answer to Emre',
    answer: `İşte Aylin'in Emre'ye cevabı:

# «send»
British Life'ın Alsancak şubesini tavsiye ederim, deneme dersi de veriyorlar, bir bak 👀`,
    expect: [
      {
        type: 'send',
        text: "British Life'ın Alsancak şubesini tavsiye ederim, deneme dersi de veriyorlar, bir bak 👀",
      },
    ],
    withheld: ['outside-blocks'],
  }),
  // Two slips (Gemini 3): a hope it helps, then an offer to make the answer more formal.
  emre({
    name: 'aylin: a Turkish hope and offer after the messages',
    answer: `# «send»
Oo menemen 😍 10'da ordayım

# «send»
Kurs için bana yarın sor, broşürü getiririm

Umarım yardımcı olur! İstersen cevabı daha resmi hale getirebilirim.`,
    expect: [
      { type: 'send', text: "Oo menemen 😍 10'da ordayım" },
      { type: 'send', text: 'Kurs için bana yarın sor, broşürü getiririm' },
    ],
  }),
  // Gemini 3 Pro wishes Emre success, speaking of him in the third person to its user.
  emre({
    name: 'aylin: a wish for Emre’s English in the third person',
    answer: `# «send»
Online bak bence, Cambly falan. Ben akşamları yapıyordum, çok rahat

İngilizce yolculuğunda Emre'ye başarılar dilerim! 🍀`,
    expect: [{ type: 'send', text: 'Online bak bence, Cambly falan. Ben akşamları yapıyordum, çok rahat' }],
  }),
  // Gemini 2.5 Flash adds a note in English on the sticker it chose, inside the sticker block.
  lucas({
    name: 'beatriz: an English note on the sticker choice under the sticker',
    answer: `# «send»
Vale! Compra logo antes que mude de ideia 😂

# «sticker»
HeidiDuck
👋

I added the wave sticker to keep it playful.`,
    expect: [
      { type: 'send', text: 'Vale! Compra logo antes que mude de ideia 😂' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
];
