/**
 * Set 48, ordinary answers (Света, はるか, and more of the others): well-formed answers of models
 * other than Gemini, among them real messages that merely look unusual.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { dacha, dima, felix, lupita, misaki, priya, zemi } from './answers-48-cast.js';

export const ORDINARY_48_2: readonly CorpusEntry[] = [
  // DeepSeek V3: Russian, the bracket smiley people type.
  dima({
    name: 'dima lift yes',
    answer: `# «send»
Подброшу, конечно) Выезжаю в 7:40, будь у подъезда`,
    expect: [{ type: 'send', text: 'Подброшу, конечно) Выезжаю в 7:40, будь у подъезда' }],
  }),
  // Qwen 3 32B: a reaction to the older message, then a question.
  dima({
    name: 'dima sad car then question',
    answer: `# «react» 4003
😢

# «send»
Во сколько тебе надо быть? Мне к 8:30`,
    expect: [
      { type: 'react', emoji: '😢', messageId: 4003 },
      { type: 'send', text: 'Во сколько тебе надо быть? Мне к 8:30' },
    ],
  }),
  // Llama 3.3 70B: a saying in Russian guillemets inside the message.
  dima({
    name: 'dima saying in guillemets',
    answer: `# «send»
Как говорит мой папа: «Кто рано встаёт, тот машину не откапывает» 😄
Заеду в 7:45`,
    expect: [
      {
        type: 'send',
        text: 'Как говорит мой папа: «Кто рано встаёт, тот машину не откапывает» 😄\nЗаеду в 7:45',
      },
    ],
  }),
  // Mistral Small 3: a message, then a sticker.
  dima({
    name: 'dima message and sticker',
    answer: `# «send»
Ладно, спасатель приедет в 7:45

# «sticker»
HeidiDuck
😂`,
    expect: [
      { type: 'send', text: 'Ладно, спасатель приедет в 7:45' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  // Gemma 3 27B: the callout answered, then a line to Ира by name.
  dacha({
    name: 'dacha shashlik and coals',
    callout: true,
    answer: `# «send»
Привезу, мам! Уже замариновала 2 кг 🍖

# «send»
Ира, угли тогда на вас)`,
    expect: [
      { type: 'send', text: 'Привезу, мам! Уже замариновала 2 кг 🍖', replyTo: 4005 },
      { type: 'send', text: 'Ира, угли тогда на вас)' },
    ],
  }),
  // Command R+: a list with dashes a person types.
  dacha({
    name: 'dacha dash list',
    callout: true,
    answer: `# «send»
Беру:
— шашлык (свинина и курица)
— лаваш
— овощи на гриль
Что ещё нужно?`,
    expect: [
      {
        type: 'send',
        text: 'Беру:\n— шашлык (свинина и курица)\n— лаваш\n— овощи на гриль\nЧто ещё нужно?',
        replyTo: 4005,
      },
    ],
  }),
  // Qwen 3 14B: a message, a pause, a second thought.
  dacha({
    name: 'dacha wait then second thought',
    callout: true,
    answer: `# «send»
Да, мам, привезу

# «wait»
delay: 20

# «send»
Ой, и мангал новый возьму, старый совсем проржавел`,
    expect: [
      { type: 'send', text: 'Да, мам, привезу', replyTo: 4005 },
      { type: 'wait', delay: 20 },
      { type: 'send', text: 'Ой, и мангал новый возьму, старый совсем проржавел' },
    ],
  }),
  // GPT-4o-mini: Japanese, two messages.
  misaki({
    name: 'misaki call after ten',
    answer: `# «send»
いいよ〜！22時以降なら大丈夫

# «send»
どこが分からないの？先に送っといて📝`,
    expect: [
      { type: 'send', text: 'いいよ〜！22時以降なら大丈夫' },
      { type: 'send', text: 'どこが分からないの？先に送っといて📝' },
    ],
  }),
  // Claude Haiku: Japanese corner brackets quoting the teacher.
  misaki({
    name: 'misaki teacher quote',
    answer: `# «send»
電話OK！先生が「参考文献は5つ以上」って言ってたから、そこも気をつけてね`,
    expect: [
      { type: 'send', text: '電話OK！先生が「参考文献は5つ以上」って言ってたから、そこも気をつけてね' },
    ],
  }),
  // Gemma 3 12B: a kaomoji with brackets inside the message.
  misaki({
    name: 'misaki kaomoji',
    answer: `# «react»
👍

# «send»
私も最初ぜんぜん分からなかった(´・ω・\`) 21時半くらいにかけるね`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: '私も最初ぜんぜん分からなかった(´・ω・`) 21時半くらいにかけるね' },
    ],
  }),
  // Phi-4: one emoji as the whole message.
  misaki({
    name: 'misaki emoji only',
    answer: `# «send»
🙆‍♀️`,
    expect: [{ type: 'send', text: '🙆‍♀️' }],
  }),
  // Qwen 3 30B: the callout, then a line to 健太 replying to his message.
  zemi({
    name: 'zemi slides and drive',
    callout: true,
    answer: `# «send»
いいよ！スライド作ります✨

# «send» 4003
健太くん、資料できたら共有ドライブに入れてね`,
    expect: [
      { type: 'send', text: 'いいよ！スライド作ります✨', replyTo: 4005 },
      { type: 'send', text: '健太くん、資料できたら共有ドライブに入れてね', replyTo: 4003 },
    ],
  }),
  // Mistral Small 3.1: a numbered outline a person shares.
  zemi({
    name: 'zemi outline',
    callout: true,
    answer: `# «send»
スライド構成案です
1. 背景
2. 目的
3. 方法
4. 結果と考察
足りないところあったら言ってね`,
    expect: [
      {
        type: 'send',
        text: 'スライド構成案です\n1. 背景\n2. 目的\n3. 方法\n4. 結果と考察\n足りないところあったら言ってね',
        replyTo: 4005,
      },
    ],
  }),
  // DeepSeek V3: a message, then a sticker.
  zemi({
    name: 'zemi ok and sticker',
    callout: true,
    answer: `# «send»
了解！月曜までに下書き共有するね

# «sticker»
HeidiDuck
👋`,
    expect: [
      { type: 'send', text: '了解！月曜までに下書き共有するね', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
  // Llama 3.1 8B: a code block a person pastes (the wall's door code, as she writes it).
  priya({
    name: 'priya locker code block',
    answer: `# «send»
it's in locker 14, code is
\`\`\`
4-1-9-9
\`\`\`
just take it whenever`,
    expect: [{ type: 'send', text: "it's in locker 14, code is\n```\n4-1-9-9\n```\njust take it whenever" }],
  }),
  // Claude Haiku: a message that talks about AI, as a person might.
  priya({
    name: 'priya asked chatgpt',
    answer: `# «send»
lol I asked ChatGPT how to fix a chalk bag and it told me to "consider purchasing a new one"
anyway yes borrow mine`,
    expect: [
      {
        type: 'send',
        text: 'lol I asked ChatGPT how to fix a chalk bag and it told me to "consider purchasing a new one"\nanyway yes borrow mine',
      },
    ],
  }),
  // Command R: a German message with a link and a PS.
  felix({
    name: 'felix link and ps',
    answer: `# «send»
Hier die Verbindung: https://int.bahn.de/de/buchung/fahrplan/suche
PS: Bring bitte den Sekt mit, ich schlepp schon genug 😅`,
    expect: [
      {
        type: 'send',
        text: 'Hier die Verbindung: https://int.bahn.de/de/buchung/fahrplan/suche\nPS: Bring bitte den Sekt mit, ich schlepp schon genug 😅',
      },
    ],
  }),
  // GPT-4o-mini: bold and italic in Telegram markdown.
  lupita({
    name: 'lupita bold and italic',
    answer: `# «send»
salgo a las **9 en punto**, ni un minuto más
__promesa__ 🤞`,
    expect: [{ type: 'send', text: 'salgo a las **9 en punto**, ni un minuto más\n__promesa__ 🤞' }],
  }),
  // Gemma 3 4B: a short question back, nothing else.
  lupita({
    name: 'lupita where',
    answer: `# «send»
¿me pasas a buscar en la puerta de atrás? la de enfrente la cierran a las 8`,
    expect: [
      { type: 'send', text: '¿me pasas a buscar en la puerta de atrás? la de enfrente la cierran a las 8' },
    ],
  }),
  // DeepSeek V3: a short Russian message with a bracketed aside.
  dima({
    name: 'dima aside in brackets',
    answer: `# «send»
Давай, только не опаздывай (как в прошлый раз, ага)`,
    expect: [{ type: 'send', text: 'Давай, только не опаздывай (как в прошлый раз, ага)' }],
  }),
];
