/**
 * Set 108's cast: seven invented personas, each in a busy group of three to eight members,
 * mostly English with some lines in the persona's own language. Rowena, a night nurse in Manila,
 * in her ward's group (Gemini 2.5 Flash); Katrin in a Berlin Sunday ride group (Gemini 2.5 Pro);
 * Efua, an Accra tailor, in a family's wedding-outfits group (Gemini 3 Flash); Bronwyn in a
 * Melbourne primary school's Year 5 staff group (Gemini 3 Pro); Valentina in a Bogotá study group
 * with an exchange student (Gemini 2.5 Flash and 3 Flash); Yoshiko, who keeps a sweets shop in
 * Osaka, in a street festival's organisers' group (Gemini 2.5 Pro and 3 Pro); Agata, a Warsaw chess
 * coach, in her juniors' parents' group (Gemini 3 Pro and 3 Flash). The message answered is
 * always 4005.
 */

export const ROWENA = 'Rowena';
export const KATRIN = 'Katrin';
export const EFUA = 'Efua';
export const BRONWYN = 'Bronwyn';
export const VALENTINA = 'Valentina';
export const YOSHIKO = 'Yoshiko';
export const AGATA = 'Agata';

const group = 'group' as const;

/** Rowena's ward group, Ward 4B nights. */
export const WARD: readonly string[] = ['Maricel', 'Jun', 'Tess', 'Aileen', 'Paolo'];
/** Maricel asks Rowena ("Ro") to swap a night shift. */
export const WARD_SWAP: ReadonlyMap<number, string> = new Map([
  [3998, 'Census tonight 28/30, two for transfer to ICU pa'],
  [4000, 'Grabe. Who has the keys to the supply room, nawawala na naman'],
  [4001, 'Nasa drawer ng nurses station, under the BP logbook'],
  [4003, 'Found it, salamat Aileen'],
  [4005, 'Ro, pwede ba tayo mag-swap ng Thursday night? Recognition day ni Bea sa school 🥺'],
]);
export const ROWENA_SWAP_OWN: ReadonlyMap<number, string> = new Map([
  [3999, "Copy, I'll prep the transfer papers"],
  [4002, 'Lagi na lang yung keys 😂'],
]);
/** Aileen's farewell before she leaves for a job in the UK: who brings what. */
export const WARD_DESPEDIDA: ReadonlyMap<number, string> = new Map([
  [3996, 'Despedida for Aileen next Saturday after shift, 8am sa canteen?'],
  [3998, 'G! Aileen anong gusto mo, lechon or cake?'],
  [4000, 'Huy wag na kayong mag-abala 😭 but... lechon 😂'],
  [4001, 'I can chip in 500 and bring plates'],
  [4003, "I'll do pancit, sure na yan"],
  [4005, "Ok so sino pa? Let's finalize who brings what para hindi doble"],
]);
export const ROWENA_DESPEDIDA_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Nakakaiyak naman, ang bilis ng panahon'],
  [4002, 'Paolo galante 👏'],
]);
/** Jun and Paolo's basketball bet: nothing for Rowena. */
export const WARD_BANTER: ReadonlyMap<number, string> = new Map([
  [4001, 'Ginebra tonight, sino nanonood?'],
  [4003, 'San Miguel in 5, mark my words'],
  [4005, 'Paolo talo ka na naman sa pustahan natin 😂 libre mo kami ng kape'],
]);
export const ROWENA_BANTER_OWN: ReadonlyMap<number, string> = new Map([[3999, 'Night all, ingat sa biyahe']]);

/** Katrin's Sunday ride group. */
export const RIDERS: readonly string[] = ['Lena', 'Mehmet', 'Jonte', 'Sabine', 'Chris', 'Paul'];
/** Mehmet asks Katrin for the route and the meeting time. */
export const RIDE_SUNDAY: ReadonlyMap<number, string> = new Map([
  [3994, 'Weather for Sunday looks dry, 14 degrees, wind from the west'],
  [3996, 'Finally!! My legs have forgotten what a hill is'],
  [3998, 'I might skip, knee still complaining after Wednesday 😕'],
  [4000, 'Can I bring my brother? He has a gravel bike, is that ok?'],
  [4001, 'Gravel is fine if we do the Havel route'],
  [4003, 'Who is leading this week? Last time we got lost in Wannsee 😂'],
  [4005, "Katrin, you're leading right? Which route and what time at Oberbaumbrücke?"],
]);
export const KATRIN_SUNDAY_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Lena, rest it, seriously. Potsdam will still be there'],
  [4002, 'That was ONE wrong turn Sabine'],
]);
/** Tyre banter, not addressed to Katrin. */
export const RIDE_FLAT: ReadonlyMap<number, string> = new Map([
  [4001, 'Third flat this month. I think Neukölln hates me'],
  [4003, 'Tubeless, Jonte. I keep telling you'],
  [4005, 'Tubeless is a cult, change my mind'],
]);
export const KATRIN_FLAT_OWN: ReadonlyMap<number, string> = new Map([[3999, 'Morning all ☀️']]);
/** Lena missed yesterday's planning of the Usedom trip and asks Katrin for the short version. */
export const RIDE_RECAP: ReadonlyMap<number, string> = new Map([
  [4001, 'Sorry I missed the whole discussion yesterday, 200 messages 😅'],
  [4003, 'It was mostly Paul and Chris arguing about tyres'],
  [4005, 'Katrin can you give me the short version? What did we decide for the Usedom trip?'],
]);
export const KATRIN_RECAP_OWN: ReadonlyMap<number, string> = new Map([[4002, 'No worries, it was chaos']]);

/** Efua's group for Ama's wedding outfits. */
export const WEDDING: readonly string[] = ['Ama', 'Kojo', 'Auntie Esi', 'Nana Yaa', 'Dzifa'];
/** Ama asks whether the bridesmaids' kaba will be ready for Saturday's fitting. */
export const WEDDING_FITTING: ReadonlyMap<number, string> = new Map([
  [3996, 'Good morning family. Please remember the engagement is 28th, no excuses'],
  [3998, 'Auntie Efua I sent my measurements yesterday, did you get them?'],
  [4000, 'Are the groomsmen also wearing the same kente or just the bridesmaids?'],
  [4001, 'Me dwo, my dress from last time is still tight at the waist oo'],
  [4003, 'Asking because my guy Eli has not bought his cloth yet 😬'],
  [4005, 'Auntie Efua, will the bridesmaids kaba be ready for fitting on Saturday?'],
]);
export const EFUA_FITTING_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Good morning Auntie 🙏'],
  [4002, 'Dzifa yes I have them, thank you'],
]);
/** The balance, and Nana Yaa's lace. */
export const WEDDING_LACE: ReadonlyMap<number, string> = new Map([
  [4001, 'Efua, how much is the balance for the six kaba and slits?'],
  [4003, 'I will send my part by Friday, momo'],
  [4005, 'Auntie Efua please can you add small lace to the sleeve of mine? Not too much 🙏'],
]);
export const EFUA_LACE_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Let me check my book']]);
/** Who brings the drinks: Kojo and Dzifa, not Efua. */
export const WEDDING_DRINKS: ReadonlyMap<number, string> = new Map([
  [4001, 'Who is bringing the drinks for the engagement?'],
  [4003, 'Kojo you said you would handle drinks last week'],
  [4005, 'I said I would THINK about it 😂'],
]);
export const EFUA_DRINKS_OWN: ReadonlyMap<number, string> = new Map([[3999, 'Ayekoo everyone']]);

/** Bronwyn's Year 5 staff group. */
export const YEAR5: readonly string[] = ['Daniel', 'Priya', 'Mick', 'Sophie'];
/** Priya missed the excursion meeting and asks "Bron" for a summary. */
export const YEAR5_EXCURSION: ReadonlyMap<number, string> = new Map([
  [3997, 'Buses confirmed for Thursday 8:45, Dysons again'],
  [3999, 'Do we have enough parent helpers? I count 5'],
  [4001, 'Ollie in 5C needs his EpiPen on him, I will remind the office'],
  [4003, 'Also the museum wants final numbers by Tuesday'],
  [4005, 'Bron could you do a quick summary of what we decided? I was on yard duty for the whole meeting 🙃'],
]);
export const BRONWYN_EXCURSION_OWN: ReadonlyMap<number, string> = new Map([
  [4000, "I'll chase two more helpers"],
  [4002, 'Thanks Soph 🙏'],
]);
/** Footy tipping between Mick and Daniel. */
export const YEAR5_FOOTY: ReadonlyMap<number, string> = new Map([
  [4001, 'Pies by 30 on Saturday, calling it now'],
  [4003, 'Mate the Blues will eat you alive'],
  [4005, "Daniel's tipping record says otherwise 📉"],
]);
export const BRONWYN_FOOTY_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Report cards due Friday, just saying 👀'],
]);
/** Sophie is sick; Mick asks Bron to cover her spelling test. */
export const YEAR5_COVER: ReadonlyMap<number, string> = new Map([
  [4001, "Morning team, I've got a temp, won't be in today 🤒"],
  [4003, "Feel better Soph, I'll grab the relief teacher"],
  [4005, "Bron, can you take Sophie's kids for the spelling test at 11? I'm on the bus list stuff"],
]);
export const BRONWYN_COVER_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Oh no, rest up Soph ❤️']]);

/** Valentina's study group at university, with Tom on exchange from Leeds. */
export const STUDY: readonly string[] = ['Santi', 'Mafe', 'Tom', 'Camila', 'Juanes'];
/** Mafe asks "Vale" to book a room again and pick a time. */
export const STUDY_ROOM: ReadonlyMap<number, string> = new Map([
  [3996, 'Parcial de cálculo el jueves, who wants to study together?'],
  [3998, 'Me please, I understood nothing about Lagrange multipliers'],
  [4000, 'Biblioteca central at 2pm? Or too crowded'],
  [4001, 'Too crowded, always. What about a sala in the ML building'],
  [4003, 'I can only after 4, tengo monitoría'],
  [4005, 'Vale, you booked a room last time, can you do it again? And what time works?'],
]);
export const VALENTINA_ROOM_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Lagrange is easier than it looks Tom, promise'],
  [4002, 'ML is better yes'],
]);
/** Friday's plan, put to a vote by Santi. */
export const STUDY_FRIDAY: ReadonlyMap<number, string> = new Map([
  [4001, 'Friday plan: Tom has never tried aguardiente 👀'],
  [4003, 'Is that a threat'],
  [4005, 'Andrés Carne de Res or something chill in Chapinero? Vote'],
]);
export const VALENTINA_FRIDAY_OWN: ReadonlyMap<number, string> = new Map([[3999, 'Buenas 🌞']]);
/** Tom is homesick; Juanes asks Vale to say something. */
export const STUDY_TOM: ReadonlyMap<number, string> = new Map([
  [4001, 'Bit of a rough day ngl, missing home'],
  [4003, 'Aww Tom 🥺 what happened'],
  [4005, "Vale you're the one who makes everyone feel better, say something 😅"],
]);
export const VALENTINA_TOM_OWN: ReadonlyMap<number, string> = new Map([[3999, 'Parcial survived 🙌']]);

/** Yoshiko's street festival organisers. */
export const FESTIVAL: readonly string[] = ['Mark', 'Haruto', 'Aiko', 'Kenji', 'Sato-san'];
/** Haruto asks Yoshiko for the stall list. */
export const FESTIVAL_STALLS: ReadonlyMap<number, string> = new Map([
  [3996, 'Festival is 3rd November, 10:00 to 17:00 確定です'],
  [3998, 'Can my café do a coffee stall? I can bring the big urn'],
  [4000, 'We need someone on the lantern order, the printer closes Friday'],
  [4001, '当日のテント、6張りで足りる？'],
  [4003, 'I can lend tables from the community hall, max 10'],
  [4005, 'Yoshiko-san, could you make the stall list? Who is where and doing what'],
]);
export const YOSHIKO_STALLS_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Mark-san, coffee would be wonderful!'],
  [4002, 'ランタンは私が印刷屋さんに電話しとくね'],
]);
/** Mark asks about a barber; Kenji answers. */
export const FESTIVAL_BARBER: ReadonlyMap<number, string> = new Map([
  [4001, 'Anyone know a good barber near Umeda?'],
  [4003, 'Mark, there is one behind Hankyu, ask for Taka'],
  [4005, 'Thanks Kenji! Going Saturday 👍'],
]);
export const YOSHIKO_BARBER_OWN: ReadonlyMap<number, string> = new Map([[3999, 'おはようございます☀️']]);
/** After the festival: Sato-san tells Yoshiko her warabi mochi sold out. */
export const FESTIVAL_THANKS: ReadonlyMap<number, string> = new Map([
  [4001, 'お疲れ様でした！Best festival so far I think'],
  [4003, 'Sold 240 coffees 😭 my arm is dead'],
  [4005, 'Yoshiko-san, your warabi mochi sold out by 2pm!! Everyone was asking'],
]);
export const YOSHIKO_THANKS_OWN: ReadonlyMap<number, string> = new Map([[4002, 'お疲れ様〜！']]);

/** Agata's juniors' parents' group, with Piotr her assistant coach. */
export const PARENTS: readonly string[] = ['Tomasz', 'Kasia', 'Olena', 'Declan', 'Piotr'];
/** Before the Warsaw Open: Olena asks whether Sofia may play up. */
export const PARENTS_OPEN: ReadonlyMap<number, string> = new Map([
  [3996, 'Registration for Warsaw Open juniors closes Wednesday 23:59'],
  [3998, 'Sofia wants to play U12 but she is still 10, is that allowed?'],
  [4000, 'Can someone share the parking info for Pałac Kultury?'],
  [4001, 'Is it 5 rounds or 7? Need to book the hotel for Saturday night maybe'],
  [4003, 'Franek is nervous already 😅 he asked if he can bring his lucky pawn'],
  [4005, 'Pani Agata, so Sofia can play up in U12?'],
]);
export const AGATA_OPEN_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Thanks Piotr 👍'],
  [4002, 'Parking under Plac Defilad, it fills up by 9'],
]);
/** After the tournament: Declan asks the coach for a rundown. */
export const PARENTS_RESULTS: ReadonlyMap<number, string> = new Map([
  [4001, 'Franek lost the last game and cried the whole way home 😢'],
  [4003, 'Kuba got 4.5/7!! 🎉'],
  [4005, 'Coach, can you post a quick rundown of how everyone did? Grandparents asking 😄'],
]);
export const AGATA_RESULTS_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Brawo Kuba!! 👏']]);
/** Tomasz and Olena sort out a lift. */
export const PARENTS_CARPOOL: ReadonlyMap<number, string> = new Map([
  [4001, 'Anyone driving from Ursynów on Saturday? Can take 2 kids'],
  [4003, 'Yes please! Sofia and her friend'],
  [4005, 'Great, 8:15 at Metro Imielin 👍'],
]);
export const AGATA_CARPOOL_OWN: ReadonlyMap<number, string> = new Map([[3999, 'Dzień dobry wszystkim']]);

export const wardSwap = {
  persona: ROWENA,
  participants: WARD,
  others: WARD_SWAP,
  own: ROWENA_SWAP_OWN,
  chat: group,
  callout: true,
};
export const wardDespedida = {
  persona: ROWENA,
  participants: WARD,
  others: WARD_DESPEDIDA,
  own: ROWENA_DESPEDIDA_OWN,
  chat: group,
};
export const wardBanter = {
  persona: ROWENA,
  participants: WARD,
  others: WARD_BANTER,
  own: ROWENA_BANTER_OWN,
  chat: group,
};
export const rideSunday = {
  persona: KATRIN,
  participants: RIDERS,
  others: RIDE_SUNDAY,
  own: KATRIN_SUNDAY_OWN,
  chat: group,
  callout: true,
};
export const rideFlat = {
  persona: KATRIN,
  participants: RIDERS,
  others: RIDE_FLAT,
  own: KATRIN_FLAT_OWN,
  chat: group,
};
export const rideRecap = {
  persona: KATRIN,
  participants: RIDERS,
  others: RIDE_RECAP,
  own: KATRIN_RECAP_OWN,
  chat: group,
  callout: true,
};
export const weddingFitting = {
  persona: EFUA,
  participants: WEDDING,
  others: WEDDING_FITTING,
  own: EFUA_FITTING_OWN,
  chat: group,
  callout: true,
};
export const weddingLace = {
  persona: EFUA,
  participants: WEDDING,
  others: WEDDING_LACE,
  own: EFUA_LACE_OWN,
  chat: group,
  callout: true,
};
export const weddingDrinks = {
  persona: EFUA,
  participants: WEDDING,
  others: WEDDING_DRINKS,
  own: EFUA_DRINKS_OWN,
  chat: group,
};
export const year5Excursion = {
  persona: BRONWYN,
  participants: YEAR5,
  others: YEAR5_EXCURSION,
  own: BRONWYN_EXCURSION_OWN,
  chat: group,
  callout: true,
};
export const year5Footy = {
  persona: BRONWYN,
  participants: YEAR5,
  others: YEAR5_FOOTY,
  own: BRONWYN_FOOTY_OWN,
  chat: group,
};
export const year5Cover = {
  persona: BRONWYN,
  participants: YEAR5,
  others: YEAR5_COVER,
  own: BRONWYN_COVER_OWN,
  chat: group,
  callout: true,
};
export const studyRoom = {
  persona: VALENTINA,
  participants: STUDY,
  others: STUDY_ROOM,
  own: VALENTINA_ROOM_OWN,
  chat: group,
  callout: true,
};
export const studyFriday = {
  persona: VALENTINA,
  participants: STUDY,
  others: STUDY_FRIDAY,
  own: VALENTINA_FRIDAY_OWN,
  chat: group,
};
export const studyTom = {
  persona: VALENTINA,
  participants: STUDY,
  others: STUDY_TOM,
  own: VALENTINA_TOM_OWN,
  chat: group,
  callout: true,
};
export const festivalStalls = {
  persona: YOSHIKO,
  participants: FESTIVAL,
  others: FESTIVAL_STALLS,
  own: YOSHIKO_STALLS_OWN,
  chat: group,
  callout: true,
};
export const festivalBarber = {
  persona: YOSHIKO,
  participants: FESTIVAL,
  others: FESTIVAL_BARBER,
  own: YOSHIKO_BARBER_OWN,
  chat: group,
};
export const festivalThanks = {
  persona: YOSHIKO,
  participants: FESTIVAL,
  others: FESTIVAL_THANKS,
  own: YOSHIKO_THANKS_OWN,
  chat: group,
  callout: true,
};
export const parentsOpen = {
  persona: AGATA,
  participants: PARENTS,
  others: PARENTS_OPEN,
  own: AGATA_OPEN_OWN,
  chat: group,
  callout: true,
};
export const parentsResults = {
  persona: AGATA,
  participants: PARENTS,
  others: PARENTS_RESULTS,
  own: AGATA_RESULTS_OWN,
  chat: group,
  callout: true,
};
export const parentsCarpool = {
  persona: AGATA,
  participants: PARENTS,
  others: PARENTS_CARPOOL,
  own: AGATA_CARPOOL_OWN,
  chat: group,
};
