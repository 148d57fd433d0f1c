/**
 * Set 110's cast: seven invented personas, each with a direct chat and a group (one has a second
 * direct chat). Gunnar, a Reykjavík fisherman, with his daughter Sigga and his boat's crew
 * (Gemini 2.5 Flash); Wanjiru, a Nairobi nurse, with her ward's night shift and her friend Njeri
 * (Gemini 2.5 Pro); Baptiste, a Lyon baker, with his customer Claire and the bakers' group
 * (Gemini 3 Flash); Dee, a Chicago bus driver, with her garage and her son Andre, and a stranger
 * (Gemini 3 Pro); Linh, a Hanoi tour guide, with her client Emma and her fellow guides (Gemini 2.5
 * Flash); Levan, a Tbilisi winemaker, with his importer Hannah and his family's harvest group
 * (Gemini 3 Pro); Mateo, a Lima surfer, with his girlfriend Valeria and his surf crew (Gemini 3
 * Flash and 2.5 Pro). The message answered is always 4005.
 */

export const GUNNAR = 'Gunnar';
export const WANJIRU = 'Wanjiru';
export const BAPTISTE = 'Baptiste';
export const DEE = 'Dee';
export const LINH = 'Linh';
export const LEVAN = 'Levan';
export const MATEO = 'Mateo';

/** Gunnar and his daughter Sigga: the morning trip, the pills, Óli's birthday. */
export const sigga = {
  persona: GUNNAR,
  participants: ['Sigga'],
  others: new Map([
    [4001, 'Pabbi did you get out this morning? The forecast looked awful'],
    [4003, 'Also Mamma says you forgot your pills again'],
    [4005, "And are you coming Sunday for Óli's birthday? He keeps asking"],
  ]),
  own: new Map([[4002, 'Went out at 4, back by noon. Sea was grumpy but fine']]),
} as const;

/** The crew of the Sæbjörg: Halla asks Gunnar whether they go out tomorrow (a callout). */
export const crew = {
  persona: GUNNAR,
  chat: 'group',
  callout: true,
  participants: ['Halla', 'Kári', 'Einar', 'Tomasz'],
  others: new Map([
    [3998, 'Forecast says 12 m/s from the north tomorrow after 14:00'],
    [4000, 'I can come at 4 but need to leave by 15, kid has a school thing'],
    [4001, 'Who is buying bait? I did it the last 3 times'],
    [4003, 'Ice machine at the pier is broken again btw'],
    [4005, 'Gunnar, so do we go tomorrow or not? Need to tell the fish market'],
  ]),
  own: new Map([[3999, 'Engine checked, all good']]),
} as const;

/** The crew teasing Tomasz about his halibut, nothing asked of Gunnar. */
export const halibut = {
  persona: GUNNAR,
  chat: 'group',
  participants: ['Halla', 'Kári', 'Einar', 'Tomasz'],
  others: new Map([
    [4001, 'Tomasz caught a halibut bigger than himself yesterday 😂'],
    [4003, 'It was 1.8 m, I have photo proof'],
    [4005, 'Photo proof or it did not happen, we all know Tomasz and his photos'],
  ]),
  own: new Map([[3999, 'Nets are mended, you are welcome']]),
} as const;

/** Wanjiru's ward group: Achieng asks what matron said about the rota (a callout). */
export const ward = {
  persona: WANJIRU,
  chat: 'group',
  callout: true,
  participants: ['Achieng', 'Mercy', 'Brian', 'Faith'],
  others: new Map([
    [4001, 'Bed 12 pressure is stable now, 110/70'],
    [4002, "Who is covering Saturday night? I have my cousin's ruracio"],
    [4003, 'Eh, the new gloves are too small, kuna mtu ameongea na stores?'],
    [4005, 'Wanjiru you were in handover with matron, what did she say about the rota?'],
  ]),
  own: new Map([[3999, 'Morning team, chai is in the staff room']]),
} as const;

/** Wanjiru and her friend Njeri: home after a double shift, the cake, a trip to Naivasha. */
export const njeri = {
  persona: WANJIRU,
  participants: ['Njeri'],
  others: new Map([
    [4001, 'Umefika nyumbani?'],
    [4003, 'I saw the photos of your graduation cake, who baked it??'],
    [4005, 'Also are you free Saturday for the matatu trip to Naivasha?'],
  ]),
  own: new Map([[4002, 'Nimefika, exhausted. Double shift 😩']]),
} as const;

/** Baptiste and Claire, an English customer: a praline brioche for eight, a nut allergy. */
export const claire = {
  persona: BAPTISTE,
  participants: ['Claire'],
  others: new Map([
    [4001, 'Do you still do the praline brioche on Sundays?'],
    [4003, 'My in-laws are coming, I need something for 8 people'],
    [
      4005,
      "Could I order a big one for Sunday 10am? And what's in it exactly, my father-in-law is allergic to nuts",
    ],
  ]),
  own: new Map([
    [4002, 'Bonjour Claire! Yes, every Sunday from 7h'],
    [4004, 'For 8 I can do a big one, no problem'],
  ]),
} as const;

/** The Lyon bakers' group: Jean-Luc asks Baptiste for a recap of yesterday's meeting (a callout). */
export const fournil = {
  persona: BAPTISTE,
  chat: 'group',
  callout: true,
  participants: ['Jean-Luc', 'Sophie', 'Karim'],
  others: new Map([
    [4001, 'Le moulin augmente la T65 de 8 % au 1er du mois'],
    [4003, 'Qui fait le stand au marché de la Croix-Rousse samedi ?'],
    [4005, "Baptiste, tu peux faire le récap de la réunion d'hier pour ceux qui n'étaient pas là ?"],
  ]),
  own: new Map([[3998, 'Bonne journée à tous, ici fournée de 4h terminée']]),
} as const;

/** Dee's garage group: Luis asks the union rep who collects for Marcus's mother's flowers (a callout). */
export const garage = {
  persona: DEE,
  chat: 'group',
  callout: true,
  participants: ['Luis', 'Tanya', 'Ray', 'Marcus'],
  others: new Map([
    [4001, 'Anybody working the 9 Ashland Saturday? Need to swap'],
    [4003, 'Marcus is out this week, his mom had surgery'],
    [4005, "Dee you're the rep, who's collecting for the flowers for Marcus's mom?"],
  ]),
  own: new Map([[3997, 'Reminder the new run sheets start Monday']]),
} as const;

/** Dee and her son Andre: the Bears, the car on Friday, the wifi password. */
export const andre = {
  persona: DEE,
  participants: ['Andre'],
  others: new Map([
    [4001, 'Ma did you see the Bears game'],
    [4003, 'Also can I borrow the car Friday'],
    [4005, "And what's the wifi password at your place again, my laptop forgot it"],
  ]),
  own: new Map([[3996, 'Home by 7 tonight, there is chili in the freezer']]),
} as const;

/** A passenger who got hold of Dee's number and threatens her. */
export const stranger = {
  persona: DEE,
  participants: ['Unknown'],
  others: new Map([
    [4001, 'You the driver on the 9 this morning?'],
    [4003, 'You closed the doors right in my face, you did it on purpose'],
    [4005, "I'm gonna make you pay for that, I know which garage you park at"],
  ]),
  own: new Map<number, string>(),
} as const;

/** Linh and Emma, an Australian client: landing Thursday, a vegetarian husband, Ha Long Bay. */
export const emma = {
  persona: LINH,
  participants: ['Emma'],
  others: new Map([
    [4001, 'Hi Linh! We land in Hanoi Thursday 6am'],
    [4003, "Is the street food tour still okay for a vegetarian? My husband doesn't eat meat"],
    [4005, 'And what should we wear for the Ha Long Bay cruise?'],
  ]),
  own: new Map([[4002, 'Welcome in advance! Send me the flight number, I will meet you']]),
} as const;

/** Linh's guides' group: Minh asks her for the old itinerary JSON (a callout). */
export const guides = {
  persona: LINH,
  chat: 'group',
  callout: true,
  participants: ['Tuấn', 'Hà', 'Minh', 'Quang'],
  others: new Map([
    [4001, 'Đoàn 20 khách Pháp mai đến, ai rảnh không?'],
    [4003, 'Mình bận rồi, đang dẫn đoàn Sa Pa'],
    [4005, 'Linh ơi, chị còn giữ file JSON lịch trình cũ không? App đặt tour mới cần import'],
  ]),
  own: new Map([[3995, 'Chào cả nhà, hôm nay Hồ Gươm đông lắm']]),
} as const;

/** Levan and Hannah, his Berlin importer: samples, sulphites, the Saperavi spec and a pallet price. */
export const hannah = {
  persona: LEVAN,
  participants: ['Hannah'],
  others: new Map([
    [4001, 'The qvevri Rkatsiteli samples arrived, lovely amber colour'],
    [4003, 'Our buyer asks about sulphites and the alcohol %'],
    [4005, 'Can you send the spec for the 2022 Saperavi as well? And the pallet price'],
  ]),
  own: new Map([
    [4002, 'Gaumarjos! Glad they survived the journey'],
    [4004, 'Let me check with my cousin in the cellar'],
  ]),
} as const;

/** Levan's family group planning the harvest: Nino asks him who does what (a callout). */
export const rtveli = {
  persona: LEVAN,
  chat: 'group',
  callout: true,
  participants: ['Nino', 'Giorgi', 'Tamuna', 'Dato'],
  others: new Map([
    [4001, 'Rtveli this Saturday then? Weather looks dry'],
    [4003, 'I can bring the kids, they want to stomp grapes 😄'],
    [4005, 'Levan who does what? Someone has to cook and someone has to bring the crates'],
  ]),
  own: new Map([[3999, 'The Saperavi rows are ready, sugar is 23 brix']]),
} as const;

/** Mateo and Valeria: out of the water, her mother's Sunday lunch, a first surf lesson. */
export const vale = {
  persona: MATEO,
  participants: ['Valeria'],
  others: new Map([
    [4001, '¿Ya saliste del agua? 😅'],
    [4003, 'Mi mamá pregunta si vienes el domingo a almorzar'],
    [4005, '¿Y me enseñas a pararme en la tabla este finde? Porfa'],
  ]),
  own: new Map([[4002, 'Recién, el mar estaba perfecto en Punta Hermosa 🤙']]),
} as const;

/** Mateo's surf crew: Luciana asks him to drive Sam on Saturday (a callout). */
export const surf = {
  persona: MATEO,
  chat: 'group',
  callout: true,
  participants: ['Luciana', 'Diego', 'Sam', 'Renzo'],
  others: new Map([
    [4001, 'Swell de 2 metros el sábado en Señoritas 🔥'],
    [4003, "I'm in, can someone give me a ride? My car is dead"],
    [4005, 'Mateo tú tienes el auto grande, ¿llevas a Sam?'],
  ]),
  own: new Map([[3998, 'Qué tal mar hoy, chicos']]),
} as const;

/** The surf crew laughing at Diego's falls, nothing asked of Mateo. */
export const wipeout = {
  persona: MATEO,
  chat: 'group',
  participants: ['Luciana', 'Diego', 'Sam', 'Renzo'],
  others: new Map([
    [4001, 'Diego se cayó 5 veces ayer jajaja'],
    [4003, 'Six times, I counted 😂'],
    [4005, 'Bueno pues, el mar estaba picado, no me jodan'],
  ]),
  own: new Map([[3998, 'Qué tal mar hoy, chicos']]),
} as const;
