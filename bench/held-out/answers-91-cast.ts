/**
 * Set 91's cast: eight invented personas, five writing in English. Marnie, a Bristol potter,
 * with her friend Callum (Gemini 2.5 Flash); Theo in a five-a-side group (GPT-4o-class); Ruth,
 * a retired librarian, with her granddaughter Ellie (Gemini 2.5 Pro); Jasper in a flat's group
 * (Llama 3.x and Qwen); Owen in a Tuesday role-playing group (Qwen and DeepSeek); Delphine with
 * Mathis in French (Mistral); Frieda in a German choir group (Gemini 3 Pro); Lucía with Sofía in
 * Mexican Spanish (DeepSeek and Gemini 2.5 Flash). The message answered is always 4005.
 */

export const MARNIE = 'Marnie';
export const THEO = 'Theo';
export const RUTH = 'Ruth';
export const JASPER = 'Jasper';
export const OWEN = 'Owen';
export const DELPHINE = 'Delphine';
export const FRIEDA = 'Frieda';
export const LUCIA = 'Lucía';

/** Marnie and Callum: the kiln, a gift voucher, the pub quiz. */
export const CALLUM: readonly string[] = ['Callum'];
export const CALLUM_KILN: ReadonlyMap<number, string> = new Map([
  [4001, 'Did the big bowl survive the kiln or are we holding a funeral'],
  [4003, 'Also my sister wants a lesson for her birthday, do you do gift vouchers?'],
  [4005, 'And are we still on for the quiz Thursday? Need to know for the team sheet'],
]);
export const MARNIE_KILN_OWN: ReadonlyMap<number, string> = new Map([
  [4002, "It came out this morning, I'm scared to open the lid"],
  [4004, 'hang on, checking the diary'],
]);

/** Callum's dog is at the vet. */
export const CALLUM_VET: ReadonlyMap<number, string> = new Map([
  [4001, "Biscuit's at the vet again, they think it might be her kidneys"],
  [4003, 'They want to keep her in overnight'],
  [4005, 'Sorry for going quiet. Just sat in the car park tbh'],
]);
export const MARNIE_VET_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Oh no. Oh Cal. Any news?']]);

/** Theo's five-a-side group. */
export const FIVES: readonly string[] = ['Danny', 'Rob', 'Kwame', 'Jez'];
/** Danny asks Theo by name for a number (a callout). */
export const FIVES_PITCH: ReadonlyMap<number, string> = new Map([
  [3998, 'Pitch booked 8pm, £6 each, bring the right money this time Rob'],
  [4000, 'One time I forgot ONE time'],
  [4001, "I'm out lads, hamstring's still cooked"],
  [4003, "Who's got the bibs? Last I saw they were in Theo's boot"],
  [4005, 'Theo you in? Need a number by 6'],
]);
export const THEO_PITCH_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Kwame rest it properly this time mate'],
]);
/** The derby: banter not addressed to Theo. */
export const FIVES_DERBY: ReadonlyMap<number, string> = new Map([
  [4001, 'Anyone watch the derby last night? Absolute robbery'],
  [4003, 'Ref needs his eyes tested, that was never offside'],
  [4005, 'Rob still crying about that offside lol'],
]);
export const THEO_DERBY_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Bibs are washed btw, you lot owe me'],
]);

/** Ruth and her granddaughter Ellie. */
export const ELLIE: readonly string[] = ['Ellie'];
export const ELLIE_TEST: ReadonlyMap<number, string> = new Map([
  [4001, 'Gran I passed my driving test!!!'],
  [4003, 'So can I take you to the garden centre on Saturday? 😁'],
  [4005, "Also Mum says you still haven't set up the new phone properly"],
]);
export const RUTH_TEST_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'ELLIE!! Oh well done darling, I knew you would'],
  [4004, 'Let me find my diary'],
]);
/** Ellie in a bookshop. */
export const ELLIE_BOOK: ReadonlyMap<number, string> = new Map([
  [4001, 'Finished my exams!! Need something to read that isnt a textbook'],
  [4003, "What was that book you said I'd love? The one with the lighthouse"],
  [4005, "I'm in Waterstones right now, quick!!"],
]);
export const RUTH_BOOK_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Hooray! Proud of you.']]);

/** Jasper's flat group. */
export const FLAT: readonly string[] = ['Ines', 'Olu', 'Mei'];
/** Olu tells Jasper it is his week on bins (a callout). */
export const FLAT_BINS: ReadonlyMap<number, string> = new Map([
  [3999, 'Bins go out tonight, whose week is it'],
  [4001, 'Not mine, I did last week and the fox got into it'],
  [4003, 'Also someone left the oven on AGAIN'],
  [4005, "Jasper I'm pretty sure it's you on bins mate"],
]);
export const JASPER_BINS_OWN: ReadonlyMap<number, string> = new Map([[4000, "I'll check the rota"]]);
/** The big shop: Ines and Mei, not Jasper. */
export const FLAT_SHOP: ReadonlyMap<number, string> = new Map([
  [4001, 'Who wants to split a big shop on Saturday?'],
  [4003, 'Me! I need oat milk and like 40 eggs'],
  [4005, 'Mei why do you need 40 eggs'],
]);
export const JASPER_SHOP_OWN: ReadonlyMap<number, string> = new Map([[4002, "I'm in for the shop"]]);

/** Owen's role-playing group; Marcus asks Owen by name (a callout). */
export const TABLE: readonly string[] = ['Sasha', 'Priya', 'Marcus'];
export const TABLE_MOVE: ReadonlyMap<number, string> = new Map([
  [4001, 'Session moved to Wednesday? Marcus has a work thing'],
  [4003, 'Wednesday works. Owen did you finish the map of the sunken city?'],
  [4005, 'Sorry all 🙏 Owen, also can my rogue respec before next session?'],
]);
export const OWEN_MOVE_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Wednesday is fine by me']]);

/** Delphine and Mathis, in French. */
export const MATHIS: readonly string[] = ['Mathis'];
export const MATHIS_CONCERT: ReadonlyMap<number, string> = new Map([
  [4001, 'Tu as vu que le concert de samedi est reporté ?'],
  [4003, 'Du coup on fait quoi samedi soir'],
  [4005, 'Et tu peux me rendre mon chargeur au passage 😅'],
]);
export const DELPHINE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Non ?! Sérieux, encore ?'],
  [4004, 'Attends je regarde'],
]);

/** Frieda's choir group; Ulrike asks Frieda by name (a callout). */
export const CHOR: readonly string[] = ['Ulrike', 'Bernd', 'Hakan'];
export const CHOR_KOPIEN: ReadonlyMap<number, string> = new Map([
  [3999, 'Probe am Donnerstag ist in der Aula, nicht im Gemeindesaal!'],
  [4001, 'Wer bringt die Noten für das Brahms-Stück mit?'],
  [4003, 'Ich kann nicht, bin auf Dienstreise'],
  [4005, 'Frieda, kannst du die Kopien machen? Du hast doch den Schlüssel zum Kopierer'],
]);
export const FRIEDA_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Danke für die Info, Ulrike!']]);
/** Bernd and Hakan argue about the tempo; nothing is asked of Frieda. */
export const CHOR_TEMPO: ReadonlyMap<number, string> = new Map([
  [4001, 'Das Tempo im zweiten Satz war gestern viel zu schnell'],
  [4003, 'Finde ich nicht, so steht es in den Noten'],
  [4005, 'Hakan, in den Noten steht Andante, nicht Allegro 🙄'],
]);

/** Lucía and Sofía, in Mexican Spanish. */
export const SOFIA: readonly string[] = ['Sofía'];
export const SOFIA_TRABAJO: ReadonlyMap<number, string> = new Map([
  [4001, 'Amiga ya supe lo de tu nuevo trabajo!!!'],
  [4003, '¿Cuándo empiezas?'],
  [4005, '¿Y cuándo nos vemos para celebrar? Yo invito los tacos'],
]);
export const LUCIA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, '¡Jajaja sí! Todavía no me la creo'],
  [4004, 'El lunes 😬'],
]);

/** Each scene as the entries spread it: persona, participants, messages shown, chat kind. */
export const kiln = { persona: MARNIE, participants: CALLUM, others: CALLUM_KILN, own: MARNIE_KILN_OWN };
export const vet = { persona: MARNIE, participants: CALLUM, others: CALLUM_VET, own: MARNIE_VET_OWN };
export const pitch = {
  persona: THEO,
  participants: FIVES,
  others: FIVES_PITCH,
  own: THEO_PITCH_OWN,
  chat: 'group' as const,
  callout: true,
};
export const derby = {
  persona: THEO,
  participants: FIVES,
  others: FIVES_DERBY,
  own: THEO_DERBY_OWN,
  chat: 'group' as const,
};
export const test = { persona: RUTH, participants: ELLIE, others: ELLIE_TEST, own: RUTH_TEST_OWN };
export const book = { persona: RUTH, participants: ELLIE, others: ELLIE_BOOK, own: RUTH_BOOK_OWN };
export const bins = {
  persona: JASPER,
  participants: FLAT,
  others: FLAT_BINS,
  own: JASPER_BINS_OWN,
  chat: 'group' as const,
  callout: true,
};
export const shop = {
  persona: JASPER,
  participants: FLAT,
  others: FLAT_SHOP,
  own: JASPER_SHOP_OWN,
  chat: 'group' as const,
};
export const table = {
  persona: OWEN,
  participants: TABLE,
  others: TABLE_MOVE,
  own: OWEN_MOVE_OWN,
  chat: 'group' as const,
  callout: true,
};

export const concert = { persona: DELPHINE, participants: MATHIS, others: MATHIS_CONCERT, own: DELPHINE_OWN };
export const kopien = {
  persona: FRIEDA,
  participants: CHOR,
  others: CHOR_KOPIEN,
  own: FRIEDA_OWN,
  chat: 'group' as const,
  callout: true,
};
export const tempo = {
  persona: FRIEDA,
  participants: CHOR,
  others: CHOR_TEMPO,
  own: FRIEDA_OWN,
  chat: 'group' as const,
};
export const trabajo = { persona: LUCIA, participants: SOFIA, others: SOFIA_TRABAJO, own: LUCIA_OWN };
