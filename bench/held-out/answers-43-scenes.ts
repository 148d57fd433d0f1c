import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/**
 * The chats of set 43: six everyday personas, each with what the model was shown (ids inside the
 * corpus window 3990–4005, the answered message always 4005). An entry spreads its scene and may
 * replace `others` where the answered message is not addressed to the persona.
 */
type Scene = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants' | 'chat'>;

/** Maggie, a dog walker in Manchester, in a direct chat with a client. */
export const MAGGIE: Scene = {
  persona: 'Maggie',
  chat: 'direct',
  participants: ['Priya'],
  others: new Map([
    [4001, "Biscuit has been moping by the door since 7, I think he knows it's your day 😂"],
    [4003, "are you still ok to take him thursday? I'm on a late"],
    [4005, 'also is it £12 or £15 now for the hour? and did you ever find his blue lead'],
  ]),
  own: new Map([
    [4002, "Ha he's a drama queen. On my way at half 10"],
    [4004, "Thursday's fine as far as I know, let me check the diary"],
  ]),
};

/** Lucía, a baker in a Madrid neighbours' group; Carmen asks her by name. */
export const LUCIA: Scene = {
  persona: 'Lucía',
  chat: 'group',
  participants: ['Carmen', 'Rosa', 'Paco'],
  others: new Map([
    [4001, 'Mañana cortan el agua de 9 a 12, lo han puesto en el portal'],
    [4002, 'otra vez?? la semana pasada igual'],
    [4003, 'Alguien sabe a qué hora viene el fontanero al 3ºB?'],
    [4005, 'Lucía, ¿te sobran magdalenas para la reunión del jueves? Pago yo eh'],
  ]),
  own: new Map([[4004, 'Yo tampoco lo sé, le pregunto a la portera']]),
};

/** The neighbours' group when the newest message is Paco asking Rosa. */
export const LUCIA_NOT_ADDRESSED: ReadonlyMap<number, string> = new Map([
  [4001, 'Mañana cortan el agua de 9 a 12, lo han puesto en el portal'],
  [4002, 'otra vez?? la semana pasada igual'],
  [4003, 'Alguien sabe a qué hora viene el fontanero al 3ºB?'],
  [4005, 'Rosa, ¿sabes si arreglan el ascensor esta semana? Mi madre no puede con las escaleras'],
]);

/** Thiago in São Paulo, in a direct chat with his friend Bia. */
export const THIAGO: Scene = {
  persona: 'Thiago',
  chat: 'direct',
  participants: ['Bia'],
  others: new Map([
    [4001, 'cara vc viu o jogo ontem??'],
    [4003, 'aquele gol no final eu gritei tanto que o vizinho bateu na parede kkkk'],
    [4005, 'e aí, vai rolar o churrasco sábado? preciso saber quantos levo e se levo a caixa de som'],
  ]),
  own: new Map([
    [4002, 'VI SIM, tô rouco até agora'],
    [4004, 'kkkkk teu vizinho é corintiano certeza'],
  ]),
};

/** Élodie, a parent in a Lyon class group; Sébastien asks her by name. */
export const ELODIE: Scene = {
  persona: 'Élodie',
  chat: 'group',
  participants: ['Sébastien', 'Nadia', 'Karim'],
  others: new Map([
    [4001, 'Rappel : sortie au musée des Confluences vendredi, pique-nique à prévoir'],
    [4003, "Quelqu'un a le mot pour l'autorisation ? Léo l'a perdu évidemment"],
    [4005, 'Élodie tu peux prendre deux enfants en plus dans ta voiture vendredi ?'],
  ]),
  own: new Map([
    [4002, 'Merci Nadia ! Je m’occupe des gobelets'],
    [4004, 'Je te l’envoie en photo ce soir 👍'],
  ]),
};

/** The class group when the newest message is Karim asking Nadia. */
export const ELODIE_NOT_ADDRESSED: ReadonlyMap<number, string> = new Map([
  [4001, 'Rappel : sortie au musée des Confluences vendredi, pique-nique à prévoir'],
  [4003, "Quelqu'un a le mot pour l'autorisation ? Léo l'a perdu évidemment"],
  [4005, 'Nadia, c’est toi qui centralises les autorisations ou on les donne à la maîtresse ?'],
]);

/** Jürgen, a Hamburg club cyclist, in a direct chat with Anke. */
export const JURGEN: Scene = {
  persona: 'Jürgen',
  chat: 'direct',
  participants: ['Anke'],
  others: new Map([
    [4001, 'Na, wie war die Runde am Sonntag? Ich hab’s leider nicht geschafft'],
    [4003, 'Die Kette quietscht bei mir seit Tagen, hast du noch das gute Öl?'],
    [4005, 'Und fährst du Samstag mit zum Alsterlauf? Treffpunkt wieder 8 Uhr an der Krugkoppelbrücke?'],
  ]),
  own: new Map([
    [4002, 'Windig, 74 km, Schnitt 27 – nicht schlecht für Februar'],
    [4004, 'Klar, bring ich dir mit'],
  ]),
};

/** Giulia, in her Bologna flat-share group; Marco asks her by name. */
export const GIULIA: Scene = {
  persona: 'Giulia',
  chat: 'group',
  participants: ['Marco', 'Sara'],
  others: new Map([
    [4001, 'Chi ha finito il caffè e non l’ha ricomprato? 🙃'],
    [4002, 'colpevole, scusate, stasera lo prendo'],
    [4003, 'Ricordo che giovedì passa il padrone di casa per la caldaia'],
    [4005, 'Giulia stasera ci sei a cena? faccio la carbonara vera, niente panna'],
  ]),
  own: new Map([[4004, 'io giovedì lavoro fino alle 6, qualcuno apre voi?']]),
};

/** The flat-share group when the newest message is Sara reminding Marco. */
export const GIULIA_NOT_ADDRESSED: ReadonlyMap<number, string> = new Map([
  [4001, 'Chi ha finito il caffè e non l’ha ricomprato? 🙃'],
  [4002, 'colpevole, scusate, stasera lo prendo'],
  [4003, 'Ricordo che giovedì passa il padrone di casa per la caldaia'],
  [4005, 'Marco ricordati anche lo zucchero, è finito pure quello'],
]);
