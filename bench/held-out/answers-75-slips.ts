/**
 * Set 75, slips (1 of 2): silence narrated instead of kept, in many languages and forms, and
 * the model going on to write other members' turns, their reactions or the app's notices.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  aile,
  BR_WATER,
  BR_WATER_OWN,
  backend,
  CLASS_SLIP,
  CLASS_TRIP,
  CLASS_TRIP_OWN,
  CLIMB_GYM,
  CLIMB_GYM_OWN,
  CLIMB_TRIP,
  CLIMB_TRIP_OWN,
  calcetto,
  climbing,
  condo,
  FAM_GRILL,
  FAM_GRILL_OWN,
  FAM_PACKAGE,
  FAM_PACKAGE_OWN,
  family,
  IT_MATCH,
  IT_MATCH_OWN,
  KR_JOKE,
  KR_STUDY,
  NEIGH_PARTY,
  neighbours,
  PHOTO_RAIN,
  PL_NOTES,
  parents,
  photo,
  studio,
  study,
  TR_BAYRAM,
  TR_BAYRAM_OWN,
  WORK_DECK,
  WORK_DECK_OWN,
  WORK_LUNCH,
} from './answers-75-cast.js';

export const SLIPS_75: readonly CorpusEntry[] = [
  // Gemini 2.5 puts its decision to stay silent in a message block as a bracketed stage direction.
  family({
    name: 'family-package-bracketed-silence-in-german',
    others: FAM_PACKAGE,
    own: FAM_PACKAGE_OWN,
    answer: `# «send»
(Anke liest mit und schweigt)`,
    expect: [],
  }),
  // Roleplay-tuned models write silence as an asterisk action in English.
  studio({
    name: 'studio-lunch-asterisk-silence',
    others: WORK_LUNCH,
    answer: `# «send»
*stays quiet, nothing to add*`,
    expect: [],
  }),
  // The model explains in square brackets, in the chat's language, why the persona does not answer.
  climbing({
    name: 'climbing-gym-square-bracket-reason-for-silence',
    others: CLIMB_GYM,
    own: CLIMB_GYM_OWN,
    answer: `# «send»
[Nerea no ha visto los pies de gato de Javi, así que no responde]`,
    expect: [],
  }),
  // Gemini in Japanese chats writes the silence as a full-width bracketed note.
  photo({
    name: 'photo-rain-full-width-no-reply-note',
    others: PHOTO_RAIN,
    answer: `# «send»
（特に返信なし）`,
    expect: [],
  }),
  // Silence narrated as a plain sentence in the third person, without any brackets.
  parents({
    name: 'parents-slip-plain-third-person-silence',
    others: CLASS_SLIP,
    answer: `# «send»
Ксения промолчит — вопрос адресован Дмитрию, не ей.`,
    expect: [],
  }),
  // A silence token in square brackets after a think block that already decided to pass.
  backend({
    name: 'backend-notes-think-then-skip-token',
    others: PL_NOTES,
    answer: `# «think»
Magda pyta Bartka, nie mnie.

# «send»
[SKIP]`,
    expect: [],
  }),
  // Korean: the persona's silence as a bracketed narration of reading only.
  study({
    name: 'study-joke-korean-read-only-narration',
    others: KR_JOKE,
    answer: `# «send»
(지수는 읽기만 하고 답장하지 않음)`,
    expect: [],
  }),
  // The model reacts and then narrates, in a message block, that it only reacted.
  aile({
    name: 'aile-bayram-reaction-then-narrated-choice',
    others: TR_BAYRAM,
    own: TR_BAYRAM_OWN,
    answer: `# «react» 4003
😍

# «send»
(Elif sadece tepki bıraktı, mesaj yazmadı)`,
    expect: [{ type: 'react', emoji: '😍', messageId: 4003 }],
  }),
  // Silence narrated in the third person in Portuguese, with a reason after a colon.
  condo({
    name: 'condo-water-plain-no-answer-line',
    others: BR_WATER,
    own: BR_WATER_OWN,
    answer: `# «send»
Sem resposta da Thaís: ela não tem carrinho de mão.`,
    expect: [],
  }),
  // Gemini continues the group's transcript after its message: two members answer it.
  family({
    name: 'family-grill-oma-and-mama-answer-back',
    others: FAM_GRILL,
    own: FAM_GRILL_OWN,
    callout: true,
    answer: `# «send» 4005
Ja, mach ich! Oma, ich bin um halb drei da

Oma Gisela: Danke Kind, das ist lieb ❤️
Mama: Super, dann ist das geklärt`,
    expect: [{ type: 'send', text: 'Ja, mach ich! Oma, ich bin um halb drei da', replyTo: 4005 }],
  }),
  // The member's reply is written as a message block of its own under their label.
  climbing({
    name: 'climbing-trip-iker-reply-in-its-own-block',
    others: CLIMB_TRIP,
    own: CLIMB_TRIP_OWN,
    callout: true,
    answer: `# «send» 4005
Sí voy, y llevo el pad grande 💪

# «send»
Iker: genial, pues somos cinco entonces`,
    expect: [{ type: 'send', text: 'Sí voy, y llevo el pad grande 💪', replyTo: 4005 }],
  }),
  // The model copies the transcript's header shape to open the next member's turn.
  studio({
    name: 'studio-deck-made-up-header-for-hannah',
    others: WORK_DECK,
    own: WORK_DECK_OWN,
    callout: true,
    answer: `# «send» 4005
Sure, give me 10 min and I'll post the split here

⟦#4006 Hannah 11:42⟧
Thanks Ros!`,
    expect: [{ type: 'send', text: "Sure, give me 10 min and I'll post the split here", replyTo: 4005 }],
  }),
  // The model imagines the reactions its message will get, in the transcript's reaction line.
  calcetto({
    name: 'calcetto-imagined-reactions-line',
    others: IT_MATCH,
    own: IT_MATCH_OWN,
    callout: true,
    answer: `# «send» 4005
Ci sono, pettorine già in borsa ✅
⟦reactions: 👍 Gigi, Fabio⟧`,
    expect: [{ type: 'send', text: 'Ci sono, pettorine già in borsa ✅', replyTo: 4005 }],
  }),
  // An app notice of a member's reaction, as Telegram's Turkish interface words it.
  aile({
    name: 'aile-bayram-app-notice-of-mothers-heart',
    others: TR_BAYRAM,
    own: TR_BAYRAM_OWN,
    callout: true,
    answer: `# «send» 4005
Perşembe akşamı oradayım anne, bilet tamam 🙌

Annem mesajınıza ❤️ ile tepki verdi`,
    expect: [{ type: 'send', text: 'Perşembe akşamı oradayım anne, bilet tamam 🙌', replyTo: 4005 }],
  }),
  // The asker's follow-up written as a separate block under their name, in Korean.
  study({
    name: 'study-minjun-answers-in-a-second-block',
    others: KR_STUDY,
    callout: true,
    answer: `# «send» 4005
그래프 할게!

# «send»
민준: 오케이 그럼 나는 트리 ㄱㄱ`,
    expect: [{ type: 'send', text: '그래프 할게!', replyTo: 4005 }],
  }),
  // The model writes the parcel-holder's answer to the persona's message.
  neighbours({
    name: 'neighbours-party-karim-answers-back',
    others: NEIGH_PARTY,
    answer: `# «send» 4003
C'est moi ! Je passe le chercher ce soir

Karim : Pas de souci, je suis là après 18h 👍`,
    expect: [{ type: 'send', text: "C'est moi ! Je passe le chercher ce soir", replyTo: 4003 }],
  }),
  // Both sides of the exchange after the first line, each under a speaker label.
  parents({
    name: 'parents-trip-both-sides-written',
    others: CLASS_TRIP,
    own: CLASS_TRIP_OWN,
    callout: true,
    answer: `# «send» 4005
Да, можно, номер скину в личку
Марина: Спасибо большое!
Ксения: Не за что 😊`,
    expect: [{ type: 'send', text: 'Да, можно, номер скину в личку', replyTo: 4005 }],
  }),
];
