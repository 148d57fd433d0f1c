/**
 * Set 45, the family group's slips: what models were seen to add around, inside and instead of
 * Inês's messages, written anew in Portuguese and Polish, some with two slips in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { babcia, FAMILY_CHARGER, FAMILY_POLL, family } from './answers-45-cast.js';

export const FAMILY_SLIPS: readonly CorpusEntry[] = [
  // Gemini 3 Flash opens with a third-person reading of the turn, here in the chat's language.
  family({
    name: 'family slip: a Portuguese analysis of the turn before the first block',
    callout: true,
    answer:
      'A mãe pergunta diretamente à Inês se ela leva o bolo de bolacha. A Inês responde de forma curta e carinhosa, e aproveita para picar o irmão.\n\n# «send»\nLevo! E o Tomek que não se esqueça das cadeiras desta vez 😏\n',
    expect: [
      { type: 'send', text: 'Levo! E o Tomek que não se esqueça das cadeiras desta vez 😏', replyTo: 4005 },
    ],
    withheld: ['outside-blocks'],
  }),
  // A reasoning label in bold, in Polish, over an answer without any block.
  family({
    name: 'family slip: a Polish reasoning label over a blockless answer',
    callout: true,
    answer:
      '**Rozumowanie:** Mama pyta o ciasto, odpowiadam krótko po portugalsku.\nLevo sim! Já comprei as bolachas Maria 😄\n',
    expect: [{ type: 'send', text: 'Levo sim! Já comprei as bolachas Maria 😄', replyTo: 4005 }],
  }),
  // Silence narrated as what the persona goes on doing, in Portuguese, when nothing is hers.
  family({
    name: 'family slip: silence narrated as washing up',
    others: FAMILY_CHARGER,
    answer: '*continua a arrumar a loiça*\n',
    expect: [],
  }),
  family({
    name: 'family slip: a hyphenated silence token in bold',
    others: FAMILY_CHARGER,
    answer: '**NO-REPLY**\n',
    expect: [],
  }),
  // The model's reason for staying out, in Polish, written as the answer.
  family({
    name: 'family slip: the reason the turn is not hers, in Polish',
    others: FAMILY_CHARGER,
    answer: 'To nie do mnie, więc się nie odzywam.\n',
    expect: [],
  }),
  // The persona's label, written without its accent as a keyboard without ê writes it.
  family({
    name: 'family slip: a bold speaker label without the accent',
    callout: true,
    answer: '# «send»\n**Ines:** Claro mãe! E o Tomek traz as cadeiras, já lhe lembrei 😂\n',
    expect: [
      { type: 'send', text: 'Claro mãe! E o Tomek traz as cadeiras, já lhe lembrei 😂', replyTo: 4005 },
    ],
  }),
  babcia({
    name: 'babcia slip: a tilde signature with a flower',
    answer: '# «send»\nBabciu, w sobotę przyjdę pomóc z pierogami 🥟\n~ Inês 🌸\n',
    expect: [{ type: 'send', text: 'Babciu, w sobotę przyjdę pomóc z pierogami 🥟' }],
  }),
  // The target's transcript header and text said back, then the answer on the next line.
  family({
    name: "family slip: Mãe's header and question echoed above the answer",
    callout: true,
    answer:
      '# «send»\n⟦#4005 Mãe⟧ Inês, trazes tu o bolo de bolacha? E o Tomek que traga as cadeiras\nTrago! Tomek, ouviste? CADEIRAS 🪑\n',
    expect: [{ type: 'send', text: 'Trago! Tomek, ouviste? CADEIRAS 🪑', replyTo: 4005 }],
  }),
  family({
    name: 'family slip: the task name in mathematical angle brackets',
    answer: '# ⟨send⟩ 4001\nTomás, combinado: sexta às 22h10 nas chegadas ✈️\n',
    expect: [{ type: 'send', text: 'Tomás, combinado: sexta às 22h10 nas chegadas ✈️', replyTo: 4001 }],
  }),
  // An addressee on the heading line in Polish ("to Grandma"), the body below it.
  family({
    name: 'family slip: a Polish addressee on the heading line',
    callout: true,
    answer: '# «send» do babci\nBabciu, dzięki za przepis! W sobotę lepimy razem? 🥟\n',
    expect: [{ type: 'send', text: 'Babciu, dzięki za przepis! W sobotę lepimy razem? 🥟', replyTo: 4005 }],
  }),
  family({
    name: 'family slip: MAX_TOKENS in the second message',
    truncated: true,
    answer: '# «send» 4001\nTomás, sexta às 22h10 estou lá 🚗\n\n# «send»\nE mãe, o bolo leva ',
    expect: [{ type: 'send', text: 'Tomás, sexta às 22h10 estou lá 🚗', replyTo: 4001 }],
    withheld: ['truncated'],
  }),
  // A sticker narrated in Polish ("sends a sticker") under the message: that sticker.
  family({
    name: 'family slip: a sticker narrated in Polish after the message',
    others: FAMILY_CHARGER,
    answer: '# «send» 4003\ntato 😂😂\n\n*wysyła naklejkę 😂*\n',
    expect: [
      { type: 'send', text: 'tato 😂😂', replyTo: 4003 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  // A block name translated into Polish ("answer"), the answer's only block.
  babcia({
    name: 'babcia slip: the only block under a Polish name',
    answer: '# «odpowiedź»\nJasne babciu, będę o 10!\n',
    expect: [{ type: 'send', text: 'Jasne babciu, będę o 10!' }],
  }),
  family({
    name: 'family slip: a Portuguese reasoning tag opening the body',
    callout: true,
    answer:
      '# «send»\n<pensamento>a mãe quer saber do bolo; dizer que sim e picar o Tomek</pensamento>\nSim mãe, levo o bolo 🎂\n',
    expect: [{ type: 'send', text: 'Sim mãe, levo o bolo 🎂', replyTo: 4005 }],
  }),
  // GPT-4o's closing offer, in Portuguese, asking whether to shorten the answer.
  family({
    name: 'family slip: a Portuguese offer to shorten the answer',
    callout: true,
    answer:
      '# «send»\nLevo o bolo sim! Faço-o amanhã à noite para ficar bem frio 🍪\n\nQueres que escreva uma versão mais curta?\n',
    expect: [
      { type: 'send', text: 'Levo o bolo sim! Faço-o amanhã à noite para ficar bem frio 🍪', replyTo: 4005 },
    ],
  }),
  family({
    name: 'family slip: a rule, then a wrapped note naming the persona',
    callout: true,
    answer:
      '# «send»\nCombinado, domingo levo o bolo e o vinho 🍷\n\n---\n*Nota: mantive o tom familiar e curto, como a Inês costuma escrever.*\n',
    expect: [{ type: 'send', text: 'Combinado, domingo levo o bolo e o vinho 🍷', replyTo: 4005 }],
  }),
  babcia({
    name: 'babcia slip: a JSON body under a Polish message key',
    answer: '# «send»\n{"wiadomość": "Babciu, kupię jeszcze cebulę po drodze 🧅"}\n',
    expect: [{ type: 'send', text: 'Babciu, kupię jeszcze cebulę po drodze 🧅' }],
  }),
  // The cousin's thanks made up under the message, in the first person: his turn, not hers.
  family({
    name: "family slip: the cousin's grateful answer made up after the message",
    answer:
      '# «send» 4001\nTomás, vou eu buscar-te, sexta 22h10 ✈️\nTomás: obrigadão prima!! fico a dever-te uma\n',
    expect: [{ type: 'send', text: 'Tomás, vou eu buscar-te, sexta 22h10 ✈️', replyTo: 4001 }],
  }),
  family({
    name: 'family slip: a message and a reaction heading on one line',
    answer: '# «send» 4001 Tomás, vou eu buscar-te! # «react» 4001 👍\n',
    expect: [
      { type: 'send', text: 'Tomás, vou eu buscar-te!', replyTo: 4001 },
      { type: 'react', emoji: '👍', messageId: 4001 },
    ],
  }),
  // A Cyrillic о inside the name of a memory block.
  family({
    name: 'family slip: a note heading with a Cyrillic look-alike letter',
    answer:
      '# «n\u043Ete»\nTomás chega sexta às 22h10, eu vou buscá-lo.\n\n# «send» 4001\nFica combinado 🚗\n',
    expect: [{ type: 'note' }, { type: 'send', text: 'Fica combinado 🚗', replyTo: 4001 }],
  }),
  babcia({
    name: 'babcia slip: a Portuguese gloss after the Polish message, tagged with its language',
    answer: '# «send»\nDo soboty babciu, całuję! _(PT: Até sábado avó, beijinhos!)_\n',
    expect: [{ type: 'send', text: 'Do soboty babciu, całuję!' }],
  }),
  // A task the persona does not have: voting in the poll, beside a message about it.
  family({
    name: 'family slip: a made-up vote block beside the message',
    others: FAMILY_POLL,
    answer: '# «vote»\nCasa da babcia\n\n# «send»\nVotei casa da babcia 🎄\n',
    expect: [{ type: 'send', text: 'Votei casa da babcia 🎄', replyTo: 4005 }],
    withheld: ['unknown-block'],
  }),
  // A dumpling is no reaction Telegram offers: dropped, and never sent as text.
  family({
    name: 'family slip: a reaction Telegram does not offer, beside a message',
    answer: '# «react» 4000\n🥟\n\n# «send» 4000\nBabciu, w sobotę robimy te pierogi razem!\n',
    expect: [{ type: 'send', text: 'Babciu, w sobotę robimy te pierogi razem!', replyTo: 4000 }],
  }),
  family({
    name: 'family slip: a wrapped aside of the persona laughing as she types',
    callout: true,
    answer: '# «send»\nLevo, levo 😂 já sei que ninguém o faz como eu\n_(Inês ri-se enquanto escreve)_\n',
    expect: [{ type: 'send', text: 'Levo, levo 😂 já sei que ninguém o faz como eu', replyTo: 4005 }],
  }),
  family({
    name: 'family slip: an answer of a word joiner and a zero-width space',
    others: FAMILY_CHARGER,
    answer: '\u2060\u200B',
    expect: [],
  }),
  // The per-turn `⟦Now⟧` line copied above the message.
  family({
    name: 'family slip: the turn part copied above the message',
    callout: true,
    answer: '# «send»\n⟦Now: Saturday 2026-12-05 18:40⟧\nLevo mãe, já está no frigorífico 🍪\n',
    expect: [{ type: 'send', text: 'Levo mãe, já está no frigorífico 🍪', replyTo: 4005 }],
  }),
  family({
    name: 'family slip: the same message under two block names',
    callout: true,
    answer: '# «send»\nLevo o bolo! 🍪\n\n# «message»\nLevo o bolo! 🍪\n',
    expect: [{ type: 'send', text: 'Levo o bolo! 🍪', replyTo: 4005 }],
    withheld: ['duplicate'],
  }),
  // Two slips: a plan paragraph in Polish before the blocks, and a signature in the body.
  family({
    name: 'family slip: a Polish plan before the blocks and a dash signature',
    answer:
      'Plan: odpowiedzieć Tomásowi, że go odbiorę, i zareagować na zdjęcia.\n\n# «react» 4003\n🥰\n\n# «send» 4001\nTomás, sexta às 22h10 nas chegadas, não te atrases 😘\n— Inês\n',
    expect: [
      { type: 'react', emoji: '🥰', messageId: 4003 },
      { type: 'send', text: 'Tomás, sexta às 22h10 nas chegadas, não te atrases 😘', replyTo: 4001 },
    ],
  }),
];
