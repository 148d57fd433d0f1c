/**
 * Set 46's cast: six invented personas writing in Western Europe's smaller languages, each in a
 * direct chat and a group over a fortnight. Núria (Catalan, Girona, a bookseller in a choir),
 * Amaia (Basque, Donostia, a surf instructor), Uxía (Galician, Vigo, a nurse who plays the
 * pandeireta), Ċikku (Maltese, Żebbuġ, a bus driver in the band club), Urs (Bernese Swiss
 * German, a bicycle mechanic) and Aoife (Irish, Conamara, a teacher in a Gaelscoil).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

export const NURIA = 'Núria';
export const AMAIA = 'Amaia';
export const UXIA = 'Uxía';
export const CIKKU = 'Ċikku';
export const URS = 'Urs';
export const AOIFE = 'Aoife';

type Scene = Pick<CorpusEntry, 'persona' | 'chat' | 'others' | 'own' | 'participants'>;

function scene(base: Scene): (entry: CorpusEntry) => CorpusEntry {
  return (entry) => ({ ...base, ...entry });
}

/** Núria and her friend Jordi: the calçotada on Saturday (4005). */
export const NURIA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Ahir vaig veure la Marta a la fira, et saluda'],
  [4003, 'Has llegit el llibre que et vaig deixar?'],
  [4005, 'Dissabte anem a la calçotada a Valls? Porto jo el cotxe'],
]);
export const NURIA_DM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ai, quina il·lusió! Fa segles que no la veig'],
  [4004, 'Encara no, el tinc a la tauleta de nit 🙈'],
]);
/** The choir group: Pau asks Núria by name about the cakes (4005). */
export const NURIA_CHOIR: ReadonlyMap<number, string> = new Map([
  [3999, 'Assaig dijous a les 20h, no hi falteu que el concert és d’aquí a dues setmanes'], // Montse
  [4001, 'Algú ha vist la carpeta de partitures vermella? la necessito'], // Arnau
  [4003, 'Jo dijous no puc, tinc sopar de feina 😩'], // Laia
  [4005, 'Núria, portaràs tu les coques per després de l’assaig?'], // Pau
]);
export const NURIA_CHOIR_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Arnau, la carpeta vermella és a l’armari del local'],
]);
/** The choir group another day: Laia and Montse about the concert dress (4005); nothing to Núria. */
export const NURIA_CHOIR_IDLE: ReadonlyMap<number, string> = new Map([
  [4001, 'Per al concert, camisa blanca i faldilla o pantaló negre'], // Montse
  [4003, 'Pantaló negre val de tela o ha de ser de vestir?'], // Laia
  [4005, 'De vestir, Laia, com l’any passat'], // Montse
]);
export const CHOIR_PEOPLE: readonly string[] = ['Pau', 'Montse', 'Arnau', 'Laia'];
export const nuriaDm = scene({
  persona: NURIA,
  chat: 'direct',
  others: NURIA_DM,
  own: NURIA_DM_OWN,
  participants: ['Jordi'],
});
export const nuriaChoir = scene({
  persona: NURIA,
  chat: 'group',
  others: NURIA_CHOIR,
  own: NURIA_CHOIR_OWN,
  participants: CHOIR_PEOPLE,
});

/** Amaia and Iker: a hike on Saturday (4005). */
export const AMAIA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Bihar olatu onak omen daude Zurriolan'],
  [4003, 'Gaur afaltzera etorriko zara?'],
  [4005, 'Eta larunbatean mendira goaz? Aiako Harrira'],
]);
export const AMAIA_DM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Bai! Goizeko zortzietan han izango naiz 🏄‍♀️'],
  [4004, 'Gaur ezin dut, lan asko daukat'],
]);
/** The surf school's staff group: Mikel asks who takes tomorrow's group (4005). */
export const AMAIA_SCHOOL: ReadonlyMap<number, string> = new Map([
  [4001, 'Neoprenoak garbitu gabe geratu dira atzo 😤'], // Ane
  [4003, 'Bihar 10etan talde bat dator Bilbotik, 12 haur'], // Jon
  [4005, 'Amaia, hartuko duzu zuk biharko goizeko taldea?'], // Mikel
]);
export const AMAIA_SCHOOL_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Nik garbituko ditut gaur arratsaldean'],
]);
/** The staff group another day: Ane and Jon about the van (4005); nothing to Amaia. */
export const AMAIA_SCHOOL_IDLE: ReadonlyMap<number, string> = new Map([
  [4001, 'Furgonetak gurpil bat zulatuta dauka'], // Jon
  [4003, 'Tailerrera eramango dut eguerdian'], // Ane
  [4005, 'Eskerrik asko Ane, zu zara onena'], // Jon
]);
export const SCHOOL_PEOPLE: readonly string[] = ['Mikel', 'Ane', 'Jon', 'Itziar'];
export const amaiaDm = scene({
  persona: AMAIA,
  chat: 'direct',
  others: AMAIA_DM,
  own: AMAIA_DM_OWN,
  participants: ['Iker'],
});
export const amaiaSchool = scene({
  persona: AMAIA,
  chat: 'group',
  others: AMAIA_SCHOOL,
  own: AMAIA_SCHOOL_OWN,
  participants: SCHOOL_PEOPLE,
});

/** Uxía and her grandmother: the pills from the pharmacy (4005). */
export const UXIA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Filla, fixen empanada de zamburiñas'],
  [4003, 'Vés o domingo á Illa?'],
  [4005, 'E tráesme as pastillas da farmacia? Non me quedan'],
]);
export const UXIA_DM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Avoa que rica! gárdame un anaco'],
  [4004, 'Si, collo o barco das once'],
]);
/** The pandeireta group: Antía asks Uxía whose car she comes in (4005). */
export const UXIA_BAND: ReadonlyMap<number, string> = new Map([
  [4001, 'O sábado tocamos na festa do polbo en Carballiño!! 🐙'], // Iria
  [4003, 'Alguén ten unha pandeireta de sobra? A miña rachou'], // Xoán
  [4005, 'Uxía, vés no coche comigo ou co Brais?'], // Antía
]);
export const UXIA_BAND_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Que ben!! Alí estarei']]);
/** The group another day: Brais and Iria about the rehearsal room (4005); nothing to Uxía. */
export const UXIA_BAND_IDLE: ReadonlyMap<number, string> = new Map([
  [4001, 'O local de ensaio está pechado esta semana por obras'], // Brais
  [4003, 'Podemos ensaiar no baixo da miña tía'], // Iria
  [4005, 'Perfecto Iria, mércores ás oito entón'], // Brais
]);
export const BAND_PEOPLE: readonly string[] = ['Antía', 'Brais', 'Iria', 'Xoán'];
export const uxiaDm = scene({
  persona: UXIA,
  chat: 'direct',
  others: UXIA_DM,
  own: UXIA_DM_OWN,
  participants: ['Avoa Maruxa'],
});
export const uxiaBand = scene({
  persona: UXIA,
  chat: 'group',
  others: UXIA_BAND,
  own: UXIA_BAND_OWN,
  participants: BAND_PEOPLE,
});

/** Ċikku and his sister Rita: picking the children up from school (4005). */
export const CIKKU_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Il-Ma qalet li l-Ħadd se nieklu għandha'],
  [4003, 'Rajt il-logħba lbieraħ? 😭'],
  [4005, "Tista' tiġbor lit-tfal mill-iskola għada? Għandi xogħol sal-5"],
]);
export const CIKKU_DM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Tajjeb, inġib il-pastizzi jien'],
  [4004, 'Rajtha... ma rridx nitkellem dwarha 😂'],
]);
/** The band club group: Toni asks Ċikku for the van (4005). */
export const CIKKU_CLUB: ReadonlyMap<number, string> = new Map([
  [4001, "Il-marċ ta' filgħodu jibda 9:30 il-Ħadd, kulħadd bl-uniformi"], // Doris
  [4003, "Min irid jgħin fl-armar il-Ġimgħa? Nibdew 6 ta' filgħaxija"], // Kurt
  [4005, "Ċikku, tista' ġġib il-van għall-bandalori?"], // Toni
]);
export const CIKKU_CLUB_OWN: ReadonlyMap<number, string> = new Map([
  [4002, "Jien nista' l-Ġimgħa wara x-xogħol"],
]);
/** The club another day: Marthese and Doris about the raffle (4005); nothing to Ċikku. */
export const CIKKU_CLUB_IDLE: ReadonlyMap<number, string> = new Map([
  [4001, 'Il-biljetti tal-lotterija waslu, €2 il-wieħed'], // Marthese
  [4003, 'Kemm għandi nbigħ jien?'], // Doris
  [4005, 'Ħu kotba tnejn Doris, grazzi ħafna'], // Marthese
]);
export const CLUB_PEOPLE: readonly string[] = ['Toni', 'Doris', 'Kurt', 'Marthese'];
export const cikkuDm = scene({
  persona: CIKKU,
  chat: 'direct',
  others: CIKKU_DM,
  own: CIKKU_DM_OWN,
  participants: ['Rita'],
});
export const cikkuClub = scene({
  persona: CIKKU,
  chat: 'group',
  others: CIKKU_CLUB,
  own: CIKKU_CLUB_OWN,
  participants: CLUB_PEOPLE,
});

/** Urs and his friend Vreni: her squeaking brakes (4005). */
export const URS_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Hesch gseh, dr Zytglogge isch grad ygrüschtet'],
  [4003, 'Chunsch hüt zum Znacht?'],
  [4005, 'Und chasch mis Velo am Samschtig aaluege? D Bremse quietschet'],
]);
export const URS_DM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Jo, gseh. Gseht us wi-n-es Baugrüscht mit ere Uhr 😅'],
  [4004, 'Jo gärn, so am sibni?'],
]);
/** The workshop group: Reto asks Urs to call the cargo bike customer back (4005). */
export const URS_SHOP: ReadonlyMap<number, string> = new Map([
  [4001, 'Dr Liferant het d Schlüüch scho wider falsch gliferet'], // Chantal
  [4003, 'Wär macht am Fritig Ladeschluss?'], // Beni
  [4005, 'Urs, chasch du dr Chund mit em Cargo-Bike zrüggrüefe? Er wott wüsse wenn’s fertig isch'], // Reto
]);
export const URS_SHOP_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Ou nei, scho wider 🙄']]);
/** The workshop another day: Mirjam and Beni about the coffee machine (4005); nothing to Urs. */
export const URS_SHOP_IDLE: ReadonlyMap<number, string> = new Map([
  [4001, 'D Kaffimaschine zeigt wider "Entkalche"'], // Mirjam
  [4003, 'Ig machs morn am Morge'], // Beni
  [4005, 'Merci Beni, du bisch e Schatz'], // Mirjam
]);
export const SHOP_PEOPLE: readonly string[] = ['Reto', 'Chantal', 'Beni', 'Mirjam'];
export const ursDm = scene({
  persona: URS,
  chat: 'direct',
  others: URS_DM,
  own: URS_DM_OWN,
  participants: ['Vreni'],
});
export const ursShop = scene({
  persona: URS,
  chat: 'group',
  others: URS_SHOP,
  own: URS_SHOP_OWN,
  participants: SHOP_PEOPLE,
});

/** Aoife and her brother Cormac: a gig in Galway on Saturday (4005). */
export const AOIFE_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Tá Mam ag iarraidh orainn teacht abhaile don Nollaig'],
  [4003, 'An bhfaca tú an cluiche aréir?'],
  [4005, 'An mbeidh tú ag teacht go Gaillimh Dé Sathairn? Tá ceolchoirm sa Róisín Dubh'],
]);
export const AOIFE_DM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Beidh cinnte, abair léi é'],
  [4004, 'Chonaic! Ní chreidim fós é 😱'],
]);
/** The staff group: Niamh asks Aoife about the copybooks (4005). */
export const AOIFE_STAFF: ReadonlyMap<number, string> = new Map([
  [4001, 'Cruinniú foirne Déardaoin ag 3.30, tabhair libh bhur bpleananna'], // Gráinne
  [4003, 'Cé atá ar dualgas clóis amárach?'], // Pádraig
  [4005, 'Aoife, an bhfuil na cóipleabhair ó Rang a 4 agat fós?'], // Niamh
]);
export const AOIFE_STAFF_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Beidh mise ann']]);
/** The staff group another day: Seán and Gráinne about the Christmas play (4005); nothing to Aoife. */
export const AOIFE_STAFF_IDLE: ReadonlyMap<number, string> = new Map([
  [4001, 'Tá na cultacha don dráma Nollag tagtha'], // Seán
  [4003, 'Iontach, cuir sa seomra ceoil iad'], // Gráinne
  [4005, 'Déanta, a Ghráinne 👍'], // Seán
]);
export const STAFF_PEOPLE: readonly string[] = ['Seán', 'Gráinne', 'Pádraig', 'Niamh'];
export const aoifeDm = scene({
  persona: AOIFE,
  chat: 'direct',
  others: AOIFE_DM,
  own: AOIFE_DM_OWN,
  participants: ['Cormac'],
});
export const aoifeStaff = scene({
  persona: AOIFE,
  chat: 'group',
  others: AOIFE_STAFF,
  own: AOIFE_STAFF_OWN,
  participants: STAFF_PEOPLE,
});
