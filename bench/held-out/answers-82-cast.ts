/**
 * Set 82's cast: nine group chats in nine languages, four to seven members each, two scenes a
 * group: one where a member asks the persona by name (a callout) and one where nothing is asked
 * of her. The persona's own messages in each window are hers; the rest are the members'.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** Maren's hiking club (English). */
export const RAMBLERS: readonly string[] = ['Dev', 'Ottilie', 'Frank', 'Priya', 'Sam'];
export const RAMBLE_ROUTE: ReadonlyMap<number, string> = new Map([
  [3996, 'Forecast says dry till 3, then showers'], // Frank
  [3998, 'Can we do the reservoir loop this time? My knee hates the ridge'], // Ottilie
  [4001, 'I can drive 3 people from the station car park'], // Dev
  [4003, 'Who has the first aid kit since last time?'], // Priya
  [4005, 'Maren what time are we meeting Saturday and who is bringing what?'], // Sam
]);
export const RAMBLE_ROUTE_OWN: ReadonlyMap<number, string> = new Map([
  [3999, "Reservoir loop works for me, it's 14km ish"],
  [4002, 'Dev you star'],
]);
export const RAMBLE_PUB: ReadonlyMap<number, string> = new Map([
  [4001, 'Pub after? The Fox does a decent pie'], // Frank
  [4003, "Only if Frank doesn't get lost on the way again"], // Dev
  [4005, 'Frank once walked 4km in the wrong direction and called it a detour 😂'], // Ottilie
]);
export const RAMBLE_PUB_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Pub yes, always']]);

/** Lucía's flat share (Spanish). */
export const PISO: readonly string[] = ['Nacho', 'Carmen', 'Rocío', 'Álvaro'];
export const PISO_LIMPIEZA: ReadonlyMap<number, string> = new Map([
  [3997, 'El baño lleva dos semanas pidiendo auxilio'], // Carmen
  [3999, 'Yo limpié la cocina el domingo, que conste'], // Nacho
  [4001, 'Pues hagamos un turno fijo y ya'], // Álvaro
  [4003, 'Me parece bien, pero que lo organice alguien que no sea Nacho jajaja'], // Rocío
  [4005, 'Lucía, ¿lo organizas tú? Tú eres la del Excel 😂'], // Carmen
]);
export const PISO_LIMPIEZA_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Confirmo que el baño da miedo'],
  [4002, 'Sí, turno fijo por favor'],
]);
export const PISO_FIESTA: ReadonlyMap<number, string> = new Map([
  [4001, 'El sábado vienen unos amigos a cenar, ¿os importa?'], // Nacho
  [4003, 'Mientras no sea hasta las 4 como la última vez…'], // Rocío
  [4005, 'Yo me apunto si hay tortilla'], // Álvaro
]);
export const PISO_FIESTA_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Por mí bien']]);

/** Jana's band (German). */
export const BAND: readonly string[] = ['Malte', 'Katrin', 'Ufuk', 'Bene', 'Sophie'];
export const BAND_PROBE: ReadonlyMap<number, string> = new Map([
  [3996, 'Proberaum ist Donnerstag ab 19 Uhr frei'], // Malte
  [3998, 'Ich schaff erst halb acht, Schicht'], // Ufuk
  [4001, 'Setlist für Freitag steht noch nicht, wer macht die?'], // Katrin
  [4003, 'Ich hab die neue Snare, ihr werdet weinen'], // Bene
  [4005, 'Jana, machst du die Setlist? Und wer bringt Kabel mit?'], // Sophie
]);
export const BAND_PROBE_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Halb acht passt'],
  [4002, 'Bene bitte nicht wieder so laut 😅'],
]);
export const BAND_GIG: ReadonlyMap<number, string> = new Map([
  [4001, 'Der Veranstalter hat gerade abgesagt. Freitag fällt aus.'], // Malte
  [4003, 'Das ist jetzt nicht sein Ernst'], // Katrin
  [4005, 'Ich hab extra die Snare gekauft 😭'], // Bene
]);
export const BAND_GIG_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Oh nein']]);

/** Élodie's family (French). */
export const FAMILLE: readonly string[] = ['Maman', 'Papa', 'Théo', 'Mamie Jo'];
export const FAMILLE_NOEL: ReadonlyMap<number, string> = new Map([
  [3997, "Pour Noël on sera 11, il faut s'organiser"], // Maman
  [3999, 'Je ramène ma copine, elle est végétarienne'], // Théo
  [4001, "Je m'occupe du foie gras comme chaque année"], // Papa
  [4003, "Je peux faire la bûche si quelqu'un m'emmène faire les courses"], // Mamie Jo
  [4005, 'Élodie tu peux faire la liste de qui apporte quoi ?'], // Maman
]);
export const FAMILLE_NOEL_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Super, on a hâte de la rencontrer !'],
  [4002, 'Papa évidemment 😄'],
]);
export const FAMILLE_PHOTO: ReadonlyMap<number, string> = new Map([
  [4001, 'Mamie a envoyé 14 fois la même photo du chat'], // Théo
  [4003, "Je n'arrive pas à l'enlever, comment on fait ?"], // Mamie Jo
  [4005, 'Il faut appuyer longtemps dessus maman'], // Papa
]);
export const FAMILLE_PHOTO_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Il est beau ce chat quand même'],
]);

/** Bia's study group (Brazilian Portuguese). */
export const ESTUDO: readonly string[] = ['Caio', 'Júlia', 'Renan', 'Paty', 'Léo', 'Duda'];
export const ESTUDO_TRABALHO: ReadonlyMap<number, string> = new Map([
  [3996, 'Gente, o trabalho de Bioquímica é pra sexta'], // Júlia
  [3998, 'Já? Achei que era semana que vem'], // Renan
  [4001, 'Sexta às 23h59 no Moodle'], // Caio
  [4003, 'Alguém divide as partes? Senão vira bagunça'], // Paty
  [4005, 'Bia, divide aí pra gente? Você sempre sabe quem faz o quê'], // Duda
]);
export const ESTUDO_TRABALHO_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Sexta sim, Renan 😬'],
  [4002, 'Eu posso fazer a introdução'],
]);
export const ESTUDO_CAFE: ReadonlyMap<number, string> = new Map([
  [4001, 'Quem vai pra biblioteca amanhã cedo?'], // Léo
  [4003, 'Eu, se tiver café'], // Caio
  [4005, 'A máquina de café quebrou de novo 💀'], // Paty
]);
export const ESTUDO_CAFE_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Eu vou às 8']]);

/** Вера's dacha neighbours (Russian). */
export const DACHA: readonly string[] = ['Галина Петровна', 'Саша', 'Игорь', 'Лена'];
export const DACHA_VODA: ReadonlyMap<number, string> = new Map([
  [3997, 'Воду опять отключат в субботу с 10 до 14'], // Галина Петровна
  [3999, 'Опять трубу менять будут?'], // Игорь
  [4001, 'Надо скинуться на насос, старый еле живой'], // Саша
  [4003, 'Я за. Кто соберёт деньги?'], // Лена
  [4005, 'Верочка, может вы соберёте? У вас всё записано всегда'], // Галина Петровна
]);
export const DACHA_VODA_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Спасибо, что предупредили!'],
  [4002, 'Насос давно пора'],
]);
export const DACHA_SOBAKA: ReadonlyMap<number, string> = new Map([
  [4001, 'Чья собака опять копала у меня грядки?'], // Игорь
  [4003, 'Не наша, наша весь день спала'], // Лена
  [4005, 'Это рыжая, она с соседней улицы приходит'], // Саша
]);
export const DACHA_SOBAKA_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Ой, сочувствую']]);

/** Chiara's book club (Italian). */
export const LIBRI: readonly string[] = ['Marco', 'Giulia', 'Ste', 'Nonna Pina', 'Fede'];
export const LIBRI_SCELTA: ReadonlyMap<number, string> = new Map([
  [3996, 'Allora, il prossimo libro?'], // Giulia
  [3998, "Io propongo qualcosa di corto, il mese scorso non l'ho finito"], // Ste
  [4001, 'Ste non finisci mai niente 😂'], // Marco
  [4003, 'Io voto Calvino'], // Fede
  [4005, 'Chiara cara, decidi tu e dicci anche dove ci vediamo'], // Nonna Pina
]);
export const LIBRI_SCELTA_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Sì, qualcosa di breve stavolta'],
  [4002, 'Marco lascialo stare 😂'],
]);
export const LIBRI_DOLCE: ReadonlyMap<number, string> = new Map([
  [4001, 'Chi porta il dolce giovedì?'], // Fede
  [4003, "Io l'ultima volta, tocca a qualcun altro"], // Giulia
  [4005, 'Posso portare il tiramisù ma non garantisco niente'], // Marco
]);
export const LIBRI_DOLCE_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Io porto il vino']]);

/** Ola's office team (Polish). */
export const BIURO: readonly string[] = ['Kuba', 'Marta', 'Pan Zbigniew', 'Iza', 'Wojtek'];
export const BIURO_AUDYT: ReadonlyMap<number, string> = new Map([
  [3997, 'W piątek audyt, trzeba posprzątać dokumenty'], // Marta
  [3999, 'Ja mam urlop w piątek 😎'], // Kuba
  [4001, 'Proszę do czwartku uporządkować segregatory'], // Pan Zbigniew
  [4003, 'Ktoś musi ogarnąć kuchnię, tam jest dramat'], // Iza
  [4005, 'Ola, podzielisz kto co robi? Ty masz najlepszy ogląd'], // Wojtek
]);
export const BIURO_AUDYT_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Kuba, zazdroszczę'],
  [4002, 'Segregatory są w szafie B'],
]);
export const BIURO_URODZINY: ReadonlyMap<number, string> = new Map([
  [4001, 'Jutro urodziny Pana Zbigniewa, zbieramy na prezent?'], // Iza
  [4003, 'Ja dorzucam 20 zł'], // Kuba
  [4005, 'Może ekspres do kawy? Ciągle narzeka na nasz'], // Marta
]);
export const BIURO_URODZINY_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Jasne, ja też']]);

/** Elif's university friends (Turkish). */
export const ARKADAS: readonly string[] = ['Burak', 'Zeynep', 'Can', 'Selin', 'Mert'];
export const ARKADAS_KAHVALTI: ReadonlyMap<number, string> = new Map([
  [3997, 'Cumartesi kahvaltı yapalım mı?'], // Zeynep
  [3999, "Olur ama 11'den önce uyanamam"], // Can
  [4001, "Kadıköy'de yeni bir yer açılmış"], // Burak
  [4003, 'Ben varım! Kim rezervasyon yapıyor?'], // Selin
  [4005, 'Elif sen ayarla bence, en organize sensin 😄'], // Mert
]);
export const ARKADAS_KAHVALTI_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Can hiç değişmemişsin 😂'],
  [4002, 'Kadıköy olur'],
]);
export const ARKADAS_MAC: ReadonlyMap<number, string> = new Map([
  [4001, 'Dün maçı izlediniz mi?'], // Burak
  [4003, 'İzlemez olaydım'], // Can
  [4005, 'Can hâlâ yas tutuyor 😂'], // Zeynep
]);
export const ARKADAS_MAC_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Ben uyuyakaldım']]);

type Scene = { others: ReadonlyMap<number, string>; own: ReadonlyMap<number, string>; callout: boolean };

/**
 * An answer in one persona's group: `label` opens with the scene's key and a colon, and names
 * the entry.
 */
function group(persona: string, participants: readonly string[], scenes: Record<string, Scene>) {
  return (label: string, entry: Omit<CorpusEntry, 'persona' | 'name'>): CorpusEntry => {
    const chosen = scenes[label.slice(0, label.indexOf(':'))];
    if (chosen === undefined) throw new Error(`no scene in ${label}`);
    return { name: `82 ${persona}, ${label}`, persona, chat: 'group', participants, ...chosen, ...entry };
  };
}

export const maren = group('Maren', RAMBLERS, {
  route: { others: RAMBLE_ROUTE, own: RAMBLE_ROUTE_OWN, callout: true },
  pub: { others: RAMBLE_PUB, own: RAMBLE_PUB_OWN, callout: false },
});
export const lucia = group('Lucía', PISO, {
  limpieza: { others: PISO_LIMPIEZA, own: PISO_LIMPIEZA_OWN, callout: true },
  fiesta: { others: PISO_FIESTA, own: PISO_FIESTA_OWN, callout: false },
});
export const jana = group('Jana', BAND, {
  probe: { others: BAND_PROBE, own: BAND_PROBE_OWN, callout: true },
  gig: { others: BAND_GIG, own: BAND_GIG_OWN, callout: false },
});
export const elodie = group('Élodie', FAMILLE, {
  noel: { others: FAMILLE_NOEL, own: FAMILLE_NOEL_OWN, callout: true },
  photo: { others: FAMILLE_PHOTO, own: FAMILLE_PHOTO_OWN, callout: false },
});
export const bia = group('Bia', ESTUDO, {
  trabalho: { others: ESTUDO_TRABALHO, own: ESTUDO_TRABALHO_OWN, callout: true },
  cafe: { others: ESTUDO_CAFE, own: ESTUDO_CAFE_OWN, callout: false },
});
export const vera = group('Вера', DACHA, {
  voda: { others: DACHA_VODA, own: DACHA_VODA_OWN, callout: true },
  sobaka: { others: DACHA_SOBAKA, own: DACHA_SOBAKA_OWN, callout: false },
});
export const chiara = group('Chiara', LIBRI, {
  scelta: { others: LIBRI_SCELTA, own: LIBRI_SCELTA_OWN, callout: true },
  dolce: { others: LIBRI_DOLCE, own: LIBRI_DOLCE_OWN, callout: false },
});
export const ola = group('Ola', BIURO, {
  audyt: { others: BIURO_AUDYT, own: BIURO_AUDYT_OWN, callout: true },
  urodziny: { others: BIURO_URODZINY, own: BIURO_URODZINY_OWN, callout: false },
});
export const elif = group('Elif', ARKADAS, {
  kahvalti: { others: ARKADAS_KAHVALTI, own: ARKADAS_KAHVALTI_OWN, callout: true },
  mac: { others: ARKADAS_MAC, own: ARKADAS_MAC_OWN, callout: false },
});
