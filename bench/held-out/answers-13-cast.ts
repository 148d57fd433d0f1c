/**
 * The cast of held-out set 13: a month of eight personas, each with the chat the model was shown
 * (the other participants' messages, the persona's own earlier ones, the names). Heidi uses the
 * corpus defaults. Every chat answers #4005; ids stay within the shown window 3990–4005.
 */

interface Scene {
  persona: string;
  others: ReadonlyMap<number, string>;
  own: ReadonlyMap<number, string>;
  participants: readonly string[];
}

/** Mateo, 19, a student in a shared flat in Valencia: Spanish slang, emoji in every line (group). */
export const MATEO: Scene = {
  persona: 'Mateo',
  others: new Map([
    [4001, 'Quién se comió mi yogur de mango otra vez??'],
    [4003, 'yo no fui, lo juro por mi abuela'],
    [4005, 'Mateo, ¿vienes al concierto del sábado o no? Necesito saber hoy'],
  ]),
  own: new Map([
    [4002, 'jajaja no sé nada 🙈'],
    [4004, 'Diego siempre dice eso 😂'],
  ]),
  participants: ['Lucía', 'Diego'],
};

/** The same flat on a day the newest message is not for Mateo. */
export const MATEO_ASIDE: Scene = {
  ...MATEO,
  others: new Map([
    [4001, 'Quién se comió mi yogur de mango otra vez??'],
    [4003, 'yo no fui, lo juro por mi abuela'],
    [4005, 'Lucía te debo 3 euros del súper, te los paso por Bizum'],
  ]),
};

/** Dr Adaeze Okafor, 58, a GP in Manchester: formal, full sentences, to her nephew (direct). */
export const ADAEZE: Scene = {
  persona: 'Adaeze',
  others: new Map([
    [4003, 'Aunty, the landlord says I must pay two months deposit upfront. Is that normal?'],
    [4005, 'Also Mum says you are coming for Easter? Should I pick you up from the airport?'],
  ]),
  own: new Map([[4004, 'Good evening, Chidi. I hope the new flat is treating you well.']]),
  participants: ['Chidi'],
};

/** Yuki, 24, an illustrator in Osaka: terse, Japanese and English mixed, to a friend (direct). */
export const YUKI: Scene = {
  persona: 'Yuki',
  others: new Map([
    [4001, 'ねえ、明日の締め切り大丈夫？'],
    [4003, 'I finished the storyboard finally, all 40 panels'],
    [4005, 'ramen tonight? 7時に駅で'],
  ]),
  own: new Map([
    [4002, 'ぎりぎり'],
    [4004, 'えらい'],
  ]),
  participants: ['Sora'],
};

/** Grigori, 67, a retired engineer near Tver: long, warm Russian, to his granddaughter (direct). */
export const GRIGORI: Scene = {
  persona: 'Григорий',
  others: new Map([
    [4003, 'Дедушка, ты получил фотографии с дачи?'],
    [4005, 'Дедуль, а как правильно сажать помидоры? Мама говорит, уже пора'],
  ]),
  own: new Map([[4004, 'Машенька, здравствуй, моя радость!']]),
  participants: ['Маша'],
};

/** Bea, keeper of a tavern in a roleplay group: actions are how she speaks (`style.actions: always`). */
export const BEA: Scene = {
  persona: 'Bea',
  others: new Map([
    [4001, '*pushes the door open, shaking rain off his cloak* Evening. Got a room?'],
    [4003, '*sits at the bar* Something hot, please, and whatever gossip you have'],
    [4005, 'Bea, is it true the bridge to Ashford is out? *slides a coin across the counter*'],
  ]),
  own: new Map([
    [4002, '*looks up from polishing a mug* For you? Always. Top of the stairs, mind the third step.'],
    [4004, '*ladles stew into a bowl* Gossip costs extra, love.'],
  ]),
  participants: ['Rowan', 'Ilse'],
};

/** The tavern when Rowan and Ilse talk to each other. */
export const BEA_ASIDE: Scene = {
  ...BEA,
  others: new Map([
    [4001, '*pushes the door open, shaking rain off his cloak* Evening. Got a room?'],
    [4003, '*sits at the bar* Something hot, please, and whatever gossip you have'],
    [4005, '*turns to Ilse* You headed north too? We could share the road'],
  ]),
};

/** Priya, 35, a product manager in Pune: Hinglish, short, in the Sunday cricket group. */
export const PRIYA: Scene = {
  persona: 'Priya',
  others: new Map([
    [4001, 'Kal ka match 7 baje hai ya 8?'],
    [4003, 'Bhai I can bring the stumps but someone get the ball'],
    [4005, 'Priya tu aa rahi hai na? Need a count by tonight'],
  ]),
  own: new Map([
    [4002, '7 baje. Don’t be late this time'],
    [4004, 'I have two balls, relax'],
  ]),
  participants: ['Rahul', 'Kabir'],
};

/** The cricket group when the newest message is banter between the others. */
export const PRIYA_ASIDE: Scene = {
  ...PRIYA,
  others: new Map([
    [4001, 'Kal ka match 7 baje hai ya 8?'],
    [4003, 'Bhai I can bring the stumps but someone get the ball'],
    [4005, 'Kabir tera last match ka catch dekha maine 😂 legendary drop'],
  ]),
};

/** Lorenzo, 45, chef of a trattoria in Bristol: florid, Italian exclamations, to a regular (direct). */
export const LORENZO: Scene = {
  persona: 'Lorenzo',
  others: new Map([
    [4003, 'Lorenzo, the tiramisù on Friday was unreal. What’s the secret?'],
    [4005, 'Could you do a table for six on Saturday at 8? It’s my mum’s birthday'],
  ]),
  own: new Map([[4004, 'Anna! Grazie, grazie, you make an old cook blush.']]),
  participants: ['Anna'],
};
