/**
 * Set 75, slips (2 of 2): the persona told of in the third person, members' messages repeated
 * back, the transcript's labels and headers, reasoning about who was addressed, two slips in
 * one answer, an action where none is allowed, and an answer cut at the output limit.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
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
  FAM_OMA,
  FAM_OMA_OWN,
  FAM_PACKAGE,
  FAM_PACKAGE_OWN,
  family,
  IT_MATCH,
  IT_MATCH_OWN,
  KR_STUDY,
  NEIGH_LIFT,
  NEIGH_LIFT_OWN,
  NEIGH_PARTY,
  neighbours,
  PHOTO_WALK,
  PHOTO_WALK_OWN,
  PL_DEPLOY,
  PL_DEPLOY_OWN,
  parents,
  photo,
  studio,
  study,
  WORK_DECK,
  WORK_DECK_OWN,
  WORK_LEAVING,
} from './answers-75-cast.js';

export const SLIPS_75_2: readonly CorpusEntry[] = [
  // After its message the model narrates what the persona does next, as an asterisk action.
  family({
    name: 'family-oma-third-person-screenshot-action',
    others: FAM_OMA,
    own: FAM_OMA_OWN,
    callout: true,
    answer: `# «send» 4005
Oma, unten links die Büroklammer 📎

*Anke schickt einen Screenshot mit rotem Kreis drum*`,
    expect: [{ type: 'send', text: 'Oma, unten links die Büroklammer 📎', replyTo: 4005 }],
  }),
  // A narrator's lead line names the persona in the third person over the list it hands out.
  studio({
    name: 'studio-deck-narrator-line-over-the-list',
    others: WORK_DECK,
    own: WORK_DECK_OWN,
    callout: true,
    answer: `# «send» 4005
Rosalind splits the remaining slides between the team:

12–13 Tom
14–15 Aisha
16 Marek
17–18 me`,
    expect: [{ type: 'send', text: '12–13 Tom\n14–15 Aisha\n16 Marek\n17–18 me', replyTo: 4005 }],
  }),
  // The same narrator's line in French, before the number the persona meant to give.
  neighbours({
    name: 'neighbours-lift-narrator-line-in-french',
    others: NEIGH_LIFT,
    own: NEIGH_LIFT_OWN,
    answer: `# «send» 4005
Solène répond à Régis avec le numéro du réparateur :

Ascenseurs Duval : 04 78 62 18 55`,
    expect: [{ type: 'send', text: 'Ascenseurs Duval : 04 78 62 18 55', replyTo: 4005 }],
  }),
  // A closing stage direction in brackets in Portuguese, naming the persona.
  condo({
    name: 'condo-water-closing-stage-direction',
    others: BR_WATER,
    own: BR_WATER_OWN,
    answer: `# «send» 4005
Tenho sim, Renata! Passa na vaga 27 que eu te empresto

(Thaís desce para abrir a garagem)`,
    expect: [{ type: 'send', text: 'Tenho sim, Renata! Passa na vaga 27 que eu te empresto', replyTo: 4005 }],
  }),
  // The model repeats the member's message on top of its answer, as if quoting it back.
  climbing({
    name: 'climbing-gym-javis-question-repeated-first',
    others: CLIMB_GYM,
    own: CLIMB_GYM_OWN,
    answer: `# «send» 4005
Alguien ha visto mis pies de gato? Los dejé en la taquilla 14

Los tiene el de recepción, Javi`,
    expect: [{ type: 'send', text: 'Los tiene el de recepción, Javi', replyTo: 4005 }],
  }),
  // The member's announcement copied whole into a block of its own before the real answer.
  neighbours({
    name: 'neighbours-party-announcement-echoed-as-a-block',
    others: NEIGH_PARTY,
    answer: `# «send»
Fête des voisins le 14 dans la cour ! Chacun amène un plat 🥗

# «send» 4005
Super idée ! Je ferai ma tarte aux poireaux`,
    expect: [{ type: 'send', text: 'Super idée ! Je ferai ma tarte aux poireaux', replyTo: 4005 }],
    withheld: ['echo'],
  }),
  // Markdown quote of the message being answered, which the reply already points at.
  calcetto({
    name: 'calcetto-fabios-message-quoted-back',
    others: IT_MATCH,
    own: IT_MATCH_OWN,
    callout: true,
    answer: `# «send» 4005
> Matteo ci sei? Ti ricordi che tocca a te portare le pettorine
Ci sono, le pettorine le ho io`,
    expect: [{ type: 'send', text: 'Ci sono, le pettorine le ho io', replyTo: 4005 }],
  }),
  // The persona's own name as a speaker label, as chat logs write it.
  family({
    name: 'family-grill-persona-label',
    others: FAM_GRILL,
    own: FAM_GRILL_OWN,
    callout: true,
    answer: `# «send» 4005
Anke: Klar, ich hol Oma ab und bring die Stühle mit`,
    expect: [{ type: 'send', text: 'Klar, ich hol Oma ab und bring die Stühle mit', replyTo: 4005 }],
  }),
  // The transcript's own header copied over the persona's message, with the next id.
  photo({
    name: 'photo-walk-own-header-copied',
    others: PHOTO_WALK,
    own: PHOTO_WALK_OWN,
    callout: true,
    answer: `# «send» 4005
⟦#4006 遥⟧
行きます！紫陽花リベンジ📷`,
    expect: [{ type: 'send', text: '行きます！紫陽花リベンジ📷', replyTo: 4005 }],
  }),
  // A bold speaker label alone on the line above the message.
  backend({
    name: 'backend-deploy-bold-label-line',
    others: PL_DEPLOY,
    own: PL_DEPLOY_OWN,
    callout: true,
    answer: `# «send» 4005
**Kuba:**
Tak, jest na mainie od wczoraj`,
    expect: [{ type: 'send', text: 'Tak, jest na mainie od wczoraj', replyTo: 4005 }],
  }),
  // A Markdown heading titling the message as the reply to a member.
  condo({
    name: 'condo-water-heading-titling-the-reply',
    others: BR_WATER,
    own: BR_WATER_OWN,
    answer: `# «send» 4005
## Resposta para a Renata

Tenho sim! Tá na garagem, vaga 27`,
    expect: [{ type: 'send', text: 'Tenho sim! Tá na garagem, vaga 27', replyTo: 4005 }],
  }),
  // Reasoning about who was addressed, written before the first block.
  studio({
    name: 'studio-leaving-addressee-reasoning-before-blocks',
    others: WORK_LEAVING,
    answer: `Jules is asking the whole group, not me specifically, but Rosalind did the card last time, so it makes sense to volunteer.

# «send» 4005
I'll sort the card! Leaving it on my desk Thursday`,
    expect: [{ type: 'send', text: "I'll sort the card! Leaving it on my desk Thursday", replyTo: 4005 }],
    withheld: ['outside-blocks'],
  }),
  // Reasoning about the addressee as the first paragraph inside the message block, in Spanish.
  climbing({
    name: 'climbing-trip-addressee-reasoning-inside-the-body',
    others: CLIMB_TRIP,
    own: CLIMB_TRIP_OWN,
    callout: true,
    answer: `# «send» 4005
Iker me pregunta directamente a mí, así que tengo que contestar lo del crash pad.

Sí voy! Y el pad grande cabe en el coche de Ainhoa`,
    expect: [{ type: 'send', text: 'Sí voy! Y el pad grande cabe en el coche de Ainhoa', replyTo: 4005 }],
  }),
  // Gemini's thought-summary title in title case, then its plan, before the block.
  calcetto({
    name: 'calcetto-thought-summary-title-before-blocks',
    others: IT_MATCH,
    own: IT_MATCH_OWN,
    callout: true,
    answer: `**Identifying the Addressee**

Fabio is asking me directly about the bibs, and Davide's message was for the whole group. I'll confirm I'm coming and that I have the bibs.

# «send» 4005
Ci sono! Le pettorine le porto io 💪`,
    expect: [{ type: 'send', text: 'Ci sono! Le pettorine le porto io 💪', replyTo: 4005 }],
  }),
  // Gemini 3 reasons in English about "the user" before answering in Korean.
  study({
    name: 'study-english-analysis-of-the-user-before-blocks',
    others: KR_STUDY,
    callout: true,
    answer: `The user 민준 is asking 지수 to choose between the tree part and the graph part. 서연 and 도윤 were talking about deadlines, not to me. I'll pick graphs.

# «send» 4005
그래프 할게! 트리는 너가 해 ㅎㅎ`,
    expect: [{ type: 'send', text: '그래프 할게! 트리는 너가 해 ㅎㅎ', replyTo: 4005 }],
  }),
  // Two slips: the persona's label on the message, then the member's thanks written for him.
  neighbours({
    name: 'neighbours-lift-label-and-regis-thanks',
    others: NEIGH_LIFT,
    own: NEIGH_LIFT_OWN,
    answer: `# «send» 4005
Solène : Ascenseurs Duval, 04 78 62 18 55

Régis : merci beaucoup !`,
    expect: [{ type: 'send', text: 'Ascenseurs Duval, 04 78 62 18 55', replyTo: 4005 }],
  }),
  // Two slips: reasoning about who was asked, then silence narrated as a bracketed word.
  parents({
    name: 'parents-slip-reasoning-then-bracketed-silence',
    others: CLASS_SLIP,
    answer: `# «send»
Вопрос адресован Дмитрию, не мне, отвечать не нужно.

(молчу)`,
    expect: [],
  }),
  // Two slips: the member's question repeated, then another member's answer made up.
  climbing({
    name: 'climbing-gym-echo-and-ainhoas-turn',
    others: CLIMB_GYM,
    own: CLIMB_GYM_OWN,
    answer: `# «send» 4005
Alguien ha visto mis pies de gato? Los dejé en la taquilla 14
Javi, están en recepción, los dejé yo ahí

Ainhoa: jajaja siempre igual`,
    expect: [{ type: 'send', text: 'Javi, están en recepción, los dejé yo ahí', replyTo: 4005 }],
  }),
  // Two slips: a third-person description of the turn, then the transcript's header over the text.
  condo({
    name: 'condo-water-description-and-own-header',
    others: BR_WATER,
    own: BR_WATER_OWN,
    answer: `# «send» 4005
Renata está pedindo para o grupo todo, e a Thaís tem um carrinho na garagem.

⟦#4006 Thaís⟧
Tenho sim! Passa na vaga 27 depois das 18h`,
    expect: [{ type: 'send', text: 'Tenho sim! Passa na vaga 27 depois das 18h', replyTo: 4005 }],
  }),
  // A roleplay action where the persona's style allows none.
  family({
    name: 'family-package-action-where-none-allowed',
    others: FAM_PACKAGE,
    own: FAM_PACKAGE_OWN,
    actions: 'never',
    answer: `# «send» 4001
*zuckt mit den Schultern*
Keine Ahnung, frag Papa, der hat die Festplatte`,
    expect: [{ type: 'send', text: 'Keine Ahnung, frag Papa, der hat die Festplatte', replyTo: 4001 }],
  }),
  // The answer stopped at the output limit in the middle of the second message.
  calcetto({
    name: 'calcetto-cut-in-the-second-message',
    others: IT_MATCH,
    own: IT_MATCH_OWN,
    callout: true,
    truncated: true,
    answer: `# «send» 4005
Ci sono! Le pettorine le porto io

# «send» 4001
Sara perfetto, dì a Luca che si gioca con le sc`,
    expect: [{ type: 'send', text: 'Ci sono! Le pettorine le porto io', replyTo: 4005 }],
  }),
  // Gemini repeats the member's question as the persona's first line in Russian, then answers.
  parents({
    name: 'parents-trip-question-repeated-then-answer',
    others: CLASS_TRIP,
    own: CLASS_TRIP_OWN,
    callout: true,
    answer: `# «send» 4005
Ксения, можно перевести на карту? Я на работе до вечера

Да, конечно! Номер карты отправлю вам в личку`,
    expect: [{ type: 'send', text: 'Да, конечно! Номер карты отправлю вам в личку', replyTo: 4005 }],
  }),
];
