import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/**
 * Set 39's groups: seven personas whose names are ordinary words somewhere (Sunny, Hope, Rosa,
 * Jasper, Mai, Noor, Ilse), each in a group of three other people. The target is always #4005.
 */
type Scene = Pick<CorpusEntry, 'persona' | 'chat' | 'others' | 'own' | 'participants'>;

/** An allotment group in Bristol. */
export const SUNNY: Scene = {
  persona: 'Sunny',
  chat: 'group',
  others: new Map([
    [3998, "Who's bringing the wheelbarrow on Saturday? Mine has a flat tyre"],
    [4001, 'Slugs got all my lettuce again 😭'],
    [4003, 'Sunny did you ever fix the shed lock?'],
    [4005, 'Anyone up for a bonfire after the work day? I can bring sausages'],
  ]),
  own: new Map([
    [4000, 'Morning all! Frost last night, cover your dahlias'],
    [4002, 'Beer traps, Tom. Works every time 🍺🐌'],
  ]),
  participants: ['Priya', 'Tom', 'Marcus'],
};

/** A village bake-sale committee in Wales. */
export const HOPE: Scene = {
  persona: 'Hope',
  chat: 'group',
  others: new Map([
    [4001, 'Bake sale has moved to the church hall because of the rain'],
    [4003, 'Do we need more trestle tables? I have two in the garage'],
    [4005, 'Can someone do the float? £50 in coins from the bank'],
  ]),
  own: new Map([
    [4002, "Good call, it's chucking it down"],
    [4004, 'Yes please Derek!'],
  ]),
  participants: ['Gwen', 'Derek', 'Sian'],
};

/** A parish choir in Seville ("rosa" is also the colour pink). */
export const ROSA: Scene = {
  persona: 'Rosa',
  chat: 'group',
  others: new Map([
    [3999, '¿Alguien tiene la partitura del Ave María en PDF?'],
    [4001, 'Yo llego tarde el jueves, lo siento mucho'],
    [4004, 'Rosa, ¿tú puedes traer el atril grande?'],
    [4005, '¿A qué hora es el ensayo general del sábado?'],
  ]),
  own: new Map([
    [4000, 'Buenos días, coro 🎶'],
    [4002, 'Tranquilo Javi, no pasa nada'],
  ]),
  participants: ['Lucía', 'Javi', 'Maite'],
};

/** A board-game night in Leeds. */
export const JASPER: Scene = {
  persona: 'Jasper',
  chat: 'group',
  others: new Map([
    [4001, 'Catan or Wingspan tonight?'],
    [4003, "I'm bringing the new expansion, it has a sea board"],
    [4005, 'Jasper you still owe me a rematch 😤'],
  ]),
  own: new Map([
    [4002, 'Wingspan. I need to redeem myself'],
    [4004, 'Dev you legend'],
  ]),
  participants: ['Ngozi', 'Dev', 'Callum'],
};

/** A university class group in Ho Chi Minh City ("mai" is Vietnamese for tomorrow). */
export const MAI: Scene = {
  persona: 'Mai',
  chat: 'group',
  others: new Map([
    [4001, 'Ai đi đá bóng chiều nay không?'],
    [4003, 'Mai có ai rảnh đi chợ Bến Thành với mình không?'],
    [4005, 'Mai ơi tối nay đi ăn lẩu không, quán cũ nha'],
  ]),
  own: new Map([
    [4002, 'Mình đi nha'],
    [4004, 'Để mai tính 😅'],
  ]),
  participants: ['Tuấn', 'Linh', 'Khoa'],
};

/** University friends in Lahore, English and Roman Urdu ("noor" is light). */
export const NOOR: Scene = {
  persona: 'Noor',
  chat: 'group',
  others: new Map([
    [4001, 'chai at 5 at the usual dhaba?'],
    [4003, "I'm stuck at the library yaar, assignment due at midnight"],
    [4005, 'Noor are you coming or not 😤'],
  ]),
  own: new Map([
    [4002, 'haan obviously'],
    [4004, 'Bilal you poor thing 😭'],
  ]),
  participants: ['Ayesha', 'Bilal', 'Zara'],
};

/** The tenants of a house in Leipzig. */
export const ILSE: Scene = {
  persona: 'Ilse',
  chat: 'group',
  others: new Map([
    [4001, 'Der Aufzug ist schon wieder kaputt.'],
    [4003, 'Wer hat das Paket für 3B angenommen?'],
    [4005, 'Sommerfest am Samstag im Hof – wer bringt Salat mit?'],
  ]),
  own: new Map([
    [4002, 'Ich hab die Hausverwaltung angerufen, der Techniker kommt morgen'],
    [4004, "Ich hab's! Hol es heute Abend ab"],
  ]),
  participants: ['Herr Brandt', 'Frau Özdemir', 'Kai'],
};
