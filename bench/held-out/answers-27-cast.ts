import type { CorpusEntry, Expected } from '../../tests/tasks/corpus/evaluate.js';

/**
 * Set 27's second scene: Tomás, who runs a small café in Valencia, in a group with two regulars.
 * The turn answers Lucía's #4005, as the corpus's own turn does.
 */
export const TOMAS: Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants' | 'chat'> = {
  persona: 'Tomás',
  chat: 'group',
  participants: ['Lucía', 'Pau'],
  others: new Map([
    [4001, 'El sábado hay mercadillo en Russafa, ¿alguien se apunta?'],
    [4003, 'Me apunto si hay churros después, que conste en acta'],
    [4005, 'Tomás, ¿abres el sábado por la mañana? Quiero llevar a mi madre'],
  ]),
  own: new Map([
    [4002, 'Yo voy seguro, pero a las doce tengo que volver a la barra'],
    [4004, 'Churros no, pero tengo bizcocho de naranja recién hecho'],
  ]),
};

/** A message, as the corpus states one. */
export function send(text: string, replyTo?: number): Expected {
  return replyTo === undefined ? { type: 'send', text } : { type: 'send', text, replyTo };
}

/** The first message of a group answer answers the turn's target when it names none. */
export function groupSend(text: string): Expected {
  return send(text, 4005);
}
