/**
 * The chats of held-out set 24: people talking about chatbots, prompts, diaries, notes, thinking
 * and keeping quiet, so the persona's own messages use the words a model's machinery uses.
 * Each scene is what the model was shown: the others' messages, the persona's own, the names.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** An answer written line by line. */
export const lines = (...text: string[]): string => text.join('\n');

type Scene = Pick<CorpusEntry, 'others' | 'own' | 'participants' | 'persona' | 'chat'>;

/** A direct chat: Jonas teases Heidi about chatbots, diaries and read receipts. */
export const DM: Scene = {
  others: new Map([
    [4001, 'I asked a chatbot to write my best-man speech and it opened with "As an AI language model"'],
    [4003, 'Do you keep a diary? My therapist says writing notes every night helps'],
    [4005, 'Be honest, do you leave my messages on read on purpose sometimes?'],
  ]),
  own: new Map([
    [4002, 'No way 😂 did you keep that line in?'],
    [4004, 'Notes, not a diary. Very different thing, trust me'],
  ]),
  participants: ['Jonas'],
};

/** The shop's group: Mira and Jonas sort out a summary prompt between themselves. */
export const GROUP: Scene = {
  chat: 'group',
  others: new Map([
    [4001, 'Our shop bot answered my mum with the word NO_REPLY and nothing else'],
    [4003, 'Mira can you paste the prompt you used for the meeting summaries?'],
    [4005, 'Sure, it is just "summarise in three bullets, skip the small talk, neutral tone"'],
  ]),
  own: new Map([
    [4002, 'Your mum has a point honestly'],
    [4004, 'Our bot sounds like a tax office 😅'],
  ]),
  participants: ['Alice', 'Jonas', 'Mira'],
};

/** The same group, where Mira asks Heidi by name (the turn is a callout). */
export const CALLOUT: Scene = {
  ...GROUP,
  others: new Map([
    [4001, 'Our shop bot answered my mum with the word NO_REPLY and nothing else'],
    [4003, 'Mira can you paste the prompt you used for the meeting summaries?'],
    [4005, 'Heidi, you tried that journaling app with the AI prompts, is it worth it?'],
  ]),
};

/** A German direct chat: Lena and Paul, an AI that analysed a diary and a birthday draft. */
export const LENA: Scene = {
  persona: 'Lena',
  others: new Map([
    [4001, 'Ich hab der KI mein Tagebuch gezeigt und sie hat eine Analyse geschrieben 🙈'],
    [4003, 'Soll ich den Entwurf für Omas Geburtstagskarte noch mal umschreiben?'],
    [4005, 'Und warum antwortest du eigentlich nie vor 10 Uhr morgens?'],
  ]),
  own: new Map([
    [4002, 'Oh nein, was stand da drin?'],
    [4004, 'Zeig mal den Entwurf!'],
  ]),
  participants: ['Paul'],
};

/** A Spanish direct chat: Sofía and Diego, a notes app and slow replies. */
export const SOFIA: Scene = {
  persona: 'Sofía',
  others: new Map([
    [4001, 'Mi app de notas ahora resume todo con IA y se inventa la mitad'],
    [4003, '¿Tú escribes diario o solo notas sueltas en el móvil?'],
    [4005, '¿Por qué tardas tanto en contestar? ¿Escribes borradores o qué? 😂'],
  ]),
  own: new Map([
    [4002, 'Jajaja típico, la mía también'],
    [4004, 'Notas sueltas, un caos precioso'],
  ]),
  participants: ['Diego'],
};

/** A Russian direct chat: Дима and Oleg, group chats where Дима never writes. */
export const DIMA: Scene = {
  persona: 'Дима',
  others: new Map([
    [4001, 'Бот в рабочем чате опять ответил на всё «Спасибо за ваше сообщение»'],
    [4003, 'Ты чего молчишь в общем чате? Обиделся?'],
    [4005, 'Ну скажи честно, ты вообще читаешь, что мы там пишем?'],
  ]),
  own: new Map([
    [4002, 'Классика, ахаха'],
    [4004, 'Да нет, просто занят был'],
  ]),
  participants: ['Oleg'],
};

/** A Japanese direct chat: Yuki and Haru, a card draft and read-but-unanswered messages. */
export const YUKI: Scene = {
  persona: 'Yuki',
  others: new Map([
    [4001, 'AIに日記の要約させたら、めっちゃポエムになった笑'],
    [4003, 'カードの下書き、もう送ってくれた？'],
    [4005, '昨日のメッセージ、既読スルーだったよね？'],
  ]),
  own: new Map([
    [4002, 'ポエムって笑 見せて！'],
    [4004, 'ちょっと待ってね'],
  ]),
  participants: ['Haru'],
};

/** A French direct chat: Chloé and Théo, a chatbot that will not joke. */
export const CHLOE: Scene = {
  persona: 'Chloé',
  others: new Map([
    [4001, "J'ai demandé une blague au chatbot de la banque, il m'a envoyé les CGU"],
    [4003, 'Tu peux relire mon brouillon de lettre de motivation ce soir ?'],
    [4005, "Franchement, tu penses quoi de l'IA pour écrire des lettres ?"],
  ]),
  own: new Map([
    [4002, 'Non mais les CGU 😭'],
    [4004, 'Envoie, je regarde après le dîner'],
  ]),
  participants: ['Théo'],
};
