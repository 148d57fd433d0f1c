/** Set 71, answers with slips (first half): silence in every form, and lines written for members. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BAND_LIVE,
  BAND_STUDIO,
  BOULDER_ANKLE,
  BOULDER_LIFT,
  CLUB_LATE,
  CLUB_VOTE,
  FAMILIA_FOTO,
  FLAT_QUIZ,
  GRUPPA_EXAM,
  GRUPPA_MEME,
  inGroup,
  OFIS_SUNUM,
  PELADA_GOL,
  PELADA_LISTA,
} from './answers-71-cast.js';

export const SLIPS_71_A: readonly CorpusEntry[] = [
  // Gemini narrates the persona's silence as a stage direction in a message block.
  inGroup(FLAT_QUIZ, {
    name: 'flat: silence narrated between asterisks',
    answer: '# «send»\n*Priya stays out of this one and keeps scrolling*\n',
    expect: [],
  }),
  // Models put a bracketed one-word state in a message block instead of a think block.
  inGroup(FLAT_QUIZ, {
    name: 'flat: a bracketed word of silence',
    answer: '# «send»\n[silent]\n',
    expect: [],
  }),
  // Russian answers narrate silence as a bracketed verb, as a play's remark would.
  inGroup(GRUPPA_MEME, {
    name: 'gruppa: a bracketed verb of silence in Russian',
    answer: '# «send»\n(молчит)\n',
    expect: [],
  }),
  // Two slips: a translated reasoning label in a message block, then narrated silence naming the persona.
  inGroup(GRUPPA_MEME, {
    name: 'gruppa: a reasoning label and narrated silence',
    answer: '# «send»\nМысли: это не мне, Полина пишет Игорю.\n\n(Даша молчит)\n',
    expect: [],
  }),
  // Gemini writes "no answer" in the chat's language between square brackets.
  inGroup(PELADA_GOL, {
    name: 'pelada: "no answer" in square brackets in Portuguese',
    answer: '# «send»\n[sem resposta]\n',
    expect: [],
  }),
  // A German answer narrates the persona's silence in brackets with her name.
  inGroup(BOULDER_ANKLE, {
    name: 'boulder: the persona named as silent in brackets',
    answer: '# «send»\n(Jana schweigt)\n',
    expect: [],
  }),
  // The model notes to itself, bracketed, that no answer is needed.
  inGroup(BOULDER_ANKLE, {
    name: 'boulder: a bracketed "no answer needed"',
    answer: '# «send»\n(keine Antwort nötig)\n',
    expect: [],
  }),
  // Japanese answers mark a pass with a full-width bracketed word.
  inGroup(BAND_STUDIO, {
    name: 'band: a full-width bracketed word for letting it pass',
    answer: '# «send»\n（スルー）\n',
    expect: [],
  }),
  // Spanish stage direction of silent laughter between asterisks.
  inGroup(FAMILIA_FOTO, {
    name: 'familia: silent laughter narrated between asterisks',
    answer: '# «send»\n*se ríe en silencio y no contesta*\n',
    expect: [],
  }),
  // Agent-framework habit: a silence token in capitals as the whole body.
  inGroup(OFIS_SUNUM, {
    name: 'ofis: a silence token',
    answer: '# «send»\nNO_REPLY\n',
    expect: [],
  }),
  // Turkish narration of silence in brackets.
  inGroup(OFIS_SUNUM, {
    name: 'ofis: a bracketed phrase of silence in Turkish',
    answer: '# «send»\n(sessiz kalıyor)\n',
    expect: [],
  }),
  // The model gives its reason for not answering as the message, in French.
  inGroup(CLUB_LATE, {
    name: 'club: the reason for not answering as a message',
    answer: "# «send»\nCe message ne m'est pas adressé, je ne réponds pas.\n",
    expect: [],
  }),
  // Models invent a block name for passing the turn.
  inGroup(CLUB_LATE, {
    name: 'club: an invented block for passing',
    answer: '# «skip»\nThéo parle à Bruno.\n',
    expect: [],
  }),
  // The model goes on writing the next member's line under its own message.
  inGroup(BOULDER_LIFT, {
    name: "boulder: Sven's thanks written under the message",
    callout: true,
    answer: '# «send»\nKlar, 18:40 bei dir!\nSven: danke dir, bist die beste 🙏\n',
    expect: [{ type: 'send', text: 'Klar, 18:40 bei dir!', replyTo: 4005 }],
  }),
  // A roleplay action line in a group where actions are off by default.
  inGroup(BOULDER_LIFT, {
    name: 'boulder: an action line where actions are not allowed',
    callout: true,
    answer: '# «send»\n*schaut auf die Uhr*\nKlar, ich hol dich um 18:40 ab\n',
    expect: [{ type: 'send', text: 'Klar, ich hol dich um 18:40 ab', replyTo: 4005 }],
  }),
  // The model writes a member's answer as a block of its own, labelled with his name.
  inGroup(PELADA_LISTA, {
    name: "pelada: Bruno's reply made up in a second block",
    callout: true,
    answer: '# «send»\nvou! mas de goleiro só se pagar a cerveja kkkk\n\n# «send»\nBruno: fechado, eu pago\n',
    expect: [{ type: 'send', text: 'vou! mas de goleiro só se pagar a cerveja kkkk', replyTo: 4005 }],
  }),
  // The model continues the transcript with our header for the next message.
  inGroup(GRUPPA_EXAM, {
    name: "gruppa: Артём's next message written after a transcript header",
    callout: true,
    answer: '# «send»\nДа, вечером скину все фотки\n\n⟦#4006 Артём⟧\nспасибо!!\n',
    expect: [{ type: 'send', text: 'Да, вечером скину все фотки', replyTo: 4005 }],
  }),
  // A member's line with a chat-log time stamp after the persona's message.
  inGroup(CLUB_VOTE, {
    name: "club: Hugo's line with a time stamp after the vote",
    callout: true,
    answer: "# «send»\nChanson douce, évidemment 📖\n[19:42] Hugo: ok c'est réglé alors\n",
    expect: [{ type: 'send', text: 'Chanson douce, évidemment 📖', replyTo: 4005 }],
  }),
  // A Japanese answer goes on with 健太's reaction, labelled with his name.
  inGroup(BAND_LIVE, {
    name: "band: 健太's line made up under the message",
    callout: true,
    answer: '# «send»\nサビまではできた！\n健太: おお、楽しみ！\n',
    expect: [{ type: 'send', text: 'サビまではできた！', replyTo: 4005 }],
  }),
];
