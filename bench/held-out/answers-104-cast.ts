/**
 * Set 104's cast: eight invented personas, all writing English (one in Hinglish). Poppy, a London
 * florist, with her friend Aisha and the Columbia Road traders (Gemini 2.5 Flash); Earl, a Texan
 * retiree, with his daughter Shelby and his Tuesday dominoes group (Gemini 2.5 Pro); Tolu, a Lagos
 * student, with her cousin Ife and a course project group (Gemini 3 Flash); Bron, a Sydney nurse,
 * with her housemate Jess and the ward group (Gemini 3 Pro); Nico, a Toronto barista, with his
 * friend Sam and the café crew (Gemini 2.5 Flash); Declan, a Dublin bus driver, with his sister
 * Niamh, an abusive passenger and the depot group (Gemini 3 Flash); Rohan, a Mumbai coder, with
 * his colleague Sneha and his college batch (Gemini 2.5 Pro); Zane, a Cape Town surfer, with his
 * mate Lerato and the dawn patrol group (Gemini 3 Pro). The message answered is always 4005.
 */

export const POPPY = 'Poppy';
export const EARL = 'Earl';
export const TOLU = 'Tolu';
export const BRON = 'Bron';
export const NICO = 'Nico';
export const DECLAN = 'Declan';
export const ROHAN = 'Rohan';
export const ZANE = 'Zane';

const group = 'group' as const;

/** Poppy and Aisha: the wedding bouquet. */
const AISHA_BOUQUET: ReadonlyMap<number, string> = new Map([
  [4001, "Poppy I've changed my mind AGAIN about the bouquet, sorry"],
  [4003, "Mum thinks peonies are 'too much' but I love them"],
  [4005, 'Can you still do peonies for the 14th? And what would it cost roughly?'],
]);
const POPPY_BOUQUET_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ha, of course you have. Go on then'],
  [4004, 'Let me check with the wholesaler'],
]);
export const bouquet = {
  persona: POPPY,
  participants: ['Aisha'],
  others: AISHA_BOUQUET,
  own: POPPY_BOUQUET_OWN,
};

/** The Columbia Road traders: Gaz asks Poppy for her tarp (a callout). */
const TRADERS: readonly string[] = ['Gaz', 'Mei', 'Tunde', 'Rosie'];
const TRADERS_RAIN: ReadonlyMap<number, string> = new Map([
  [3998, 'Forecast says rain from 10 on Sunday'],
  [4000, "Again?? I've only just dried the gazebo out"],
  [4001, 'Anyone got spare bungee cords? Mine snapped last week'],
  [4003, 'Council bloke was round asking about pitch fees again'],
  [4005, 'Poppy you still got that big blue tarp or did you sell it?'],
]);
const POPPY_RAIN_OWN: ReadonlyMap<number, string> = new Map([
  [4002, "Morning all, coffee's on me if anyone's in before 7"],
]);
export const rain = {
  persona: POPPY,
  participants: TRADERS,
  others: TRADERS_RAIN,
  own: POPPY_RAIN_OWN,
  chat: group,
  callout: true,
};
/** The traders joke about a crate of satsumas; nobody asks Poppy anything. */
const TRADERS_SATSUMAS: ReadonlyMap<number, string> = new Map([
  [4001, 'Who left a crate of satsumas by my van lol'],
  [4003, "Not me, I'm off citrus after last month"],
  [4005, 'Finders keepers Gaz 🍊'],
]);
export const satsumas = {
  persona: POPPY,
  participants: TRADERS,
  others: TRADERS_SATSUMAS,
  own: new Map<number, string>(),
  chat: group,
};

/** Earl and his daughter Shelby: Thanksgiving and the roof. */
const SHELBY_THANKSGIVING: ReadonlyMap<number, string> = new Map([
  [4001, "Daddy did you get the pictures from Kaylee's recital?"],
  [4003, "Also Mama says you've been up on the roof again. EARL."],
  [4005, "Are y'all still coming up for Thanksgiving or should I plan for just us?"],
]);
const EARL_THANKSGIVING_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'I did. That girl can dance. Gets it from her granny'],
  [4004, 'Only for a minute. Gutters were full of pecan leaves'],
]);
export const thanksgiving = {
  persona: EARL,
  participants: ['Shelby'],
  others: SHELBY_THANKSGIVING,
  own: EARL_THANKSGIVING_OWN,
};

/** The Tuesday 42 group: Dolores asks Earl about his chili (a callout). */
const DOMINOES: readonly string[] = ['Dolores', 'Buck', 'Ray', 'Pastor Jim'];
const DOMINOES_CHILI: ReadonlyMap<number, string> = new Map([
  [3999, 'Fellowship hall is booked Tuesday, 6:30 sharp'],
  [4001, "I'll bring the card table from the truck"],
  [4003, 'Somebody tell Ray he still owes me a dollar from last week'],
  [4005, 'Earl are you bringing your chili or do I need to make something?'],
]);
const EARL_CHILI_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ray that table wobbles like a newborn calf, bring some shims'],
]);
export const chili = {
  persona: EARL,
  participants: DOMINOES,
  others: DOMINOES_CHILI,
  own: EARL_CHILI_OWN,
  chat: group,
  callout: true,
};
/** The heat: talk among the group, not addressed to Earl. */
const DOMINOES_HEAT: ReadonlyMap<number, string> = new Map([
  [4001, 'Supposed to hit 104 on Saturday'],
  [4003, 'My tomatoes gave up back in July'],
  [4005, "Praying for rain, y'all do the same 🙏"],
]);
export const heat = {
  persona: EARL,
  participants: DOMINOES,
  others: DOMINOES_HEAT,
  own: new Map<number, string>(),
  chat: group,
};

/** Tolu and her cousin Ife. */
const IFE_WEEKEND: ReadonlyMap<number, string> = new Map([
  [4001, 'Tolu, did you collect the money Mummy sent?'],
  [4003, "She's been asking me since morning if you're eating well 😂"],
  [4005, 'Also are you coming home for the long weekend? Bus or flight?'],
]);
const TOLU_WEEKEND_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Yes o, collected it yesterday. Tell her thank you'],
  [4004, 'Eating well ke? Indomie is food now'],
]);
export const weekend = {
  persona: TOLU,
  participants: ['Ife'],
  others: IFE_WEEKEND,
  own: TOLU_WEEKEND_OWN,
};

/** The CSC 301 project group: Amaka asks Tolu for the slides (a callout). */
const PROJECT: readonly string[] = ['Chidi', 'Amaka', 'Femi', 'Zainab'];
const PROJECT_SLIDES: ReadonlyMap<number, string> = new Map([
  [3996, 'Guys the submission portal closes Friday 11:59pm'],
  [3998, "Who's doing the literature review? I did the intro already"],
  [4000, 'NEPA took light since morning, my laptop is on 12%'],
  [4001, 'I can do the lit review but I need the papers Tolu mentioned'],
  [4003, 'Tolu abeg send the papers'],
  [4005, '@tolu_a you dey? We need to share the slides today'],
]);
const TOLU_SLIDES_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Femi sorry o, go and charge am for the cafe'],
]);
export const slides = {
  persona: TOLU,
  participants: PROJECT,
  others: PROJECT_SLIDES,
  own: TOLU_SLIDES_OWN,
  chat: group,
  callout: true,
};
/** The project group sorts out the week 6 slides among themselves. */
const PROJECT_DRIVE: ReadonlyMap<number, string> = new Map([
  [4001, 'Light don come back finally 🙌'],
  [4003, "Abeg who get Dr Okafor's slides from week 6"],
  [4005, 'Chidi check the drive, I uploaded them yesterday'],
]);
export const drive = {
  persona: TOLU,
  participants: PROJECT,
  others: PROJECT_DRIVE,
  own: new Map<number, string>(),
  chat: group,
};

/** Bron and her housemate Jess: the plumber. */
const JESS_PLUMBER: ReadonlyMap<number, string> = new Map([
  [4001, 'Are you on nights again this week?'],
  [4003, "The landlord's sending a plumber Thursday between 8 and 12"],
  [4005, 'Can you be home for him or should I take the morning off?'],
]);
const BRON_PLUMBER_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Yep, three in a row from tonight 😩'],
  [4004, 'Finally!! The shower has been dripping since March'],
]);
export const plumber = {
  persona: BRON,
  participants: ['Jess'],
  others: JESS_PLUMBER,
  own: BRON_PLUMBER_OWN,
};

/** Ward 7B: Mel asks Bron to swap a shift (a callout). */
const WARD: readonly string[] = ['Mel', 'Anh', 'Kez', 'Dimitri'];
const WARD_SWAP: ReadonlyMap<number, string> = new Map([
  [4000, 'Anyone keen to swap Sat AM for Sun PM?'],
  [4001, "Can't, it's my kid's birthday"],
  [4003, 'Reminder the hand hygiene audit is Monday, look alive'],
  [4005, "Bron you're on Sunday arvo aren't you? Wanna swap?"],
]);
const BRON_SWAP_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Happy early birthday to your little one Anh!'],
]);
export const swap = {
  persona: BRON,
  participants: WARD,
  others: WARD_SWAP,
  own: BRON_SWAP_OWN,
  chat: group,
  callout: true,
};
/** Lamingtons in the tea room: nobody asks Bron anything. */
const WARD_LAMINGTONS: ReadonlyMap<number, string> = new Map([
  [4001, 'Whoever left the lamingtons in the tea room, I love you'],
  [4003, 'That was me 🙋‍♀️'],
  [4005, "Save me one, I'm stuck in bay 4"],
]);
export const lamingtons = {
  persona: BRON,
  participants: WARD,
  others: WARD_LAMINGTONS,
  own: new Map<number, string>(),
  chat: group,
};

/** Nico and Sam: the couch up three flights. */
const SAM_COUCH: ReadonlyMap<number, string> = new Map([
  [4001, 'ok so the new place has a balcony. A BALCONY'],
  [4003, 'but I need help moving the couch up three flights 💀'],
  [4005, "you free Saturday? I'll pay in pizza and beer"],
]);
const NICO_COUCH_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'STOP. so jealous'],
  [4004, 'three flights is criminal'],
]);
export const couch = { persona: NICO, participants: ['Sam'], others: SAM_COUCH, own: NICO_COUCH_OWN };

/** The café crew: oat milk is short; a question to everyone, not to Nico by name. */
const CAFE: readonly string[] = ['Marisol', 'Owen', 'Kat', 'Raj'];
const CAFE_OAT: ReadonlyMap<number, string> = new Map([
  [4001, 'Who closed last night? The milk fridge was left open'],
  [4003, 'Not me, I left at 4'],
  [4005, 'The oat milk delivery is short again, do we 86 oat lattes today?'],
]);
export const oat = {
  persona: NICO,
  participants: CAFE,
  others: CAFE_OAT,
  own: new Map<number, string>(),
  chat: group,
};
/** Raj is sick; Marisol asks Nico to cover (a callout). */
const CAFE_COVER: ReadonlyMap<number, string> = new Map([
  [4001, 'Sick today, so sorry everyone 🤒'],
  [4003, 'Feel better Raj. Need someone for 12-6'],
  [4005, 'Nico can you cover? Time and a half for the afternoon'],
]);
export const cover = {
  persona: NICO,
  participants: CAFE,
  others: CAFE_COVER,
  own: new Map<number, string>(),
  chat: group,
  callout: true,
};

/** Declan and his sister Niamh: Mam's birthday. */
const NIAMH_BIRTHDAY: ReadonlyMap<number, string> = new Map([
  [4001, "Mam's birthday Sunday, are you doing the cake or am I"],
  [4003, "She said she doesn't want a fuss which means she wants a massive fuss"],
  [4005, "Also can you get off early Sunday? Dinner's at 5 in hers"],
]);
const DECLAN_BIRTHDAY_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'You do the cake, mine came out like a brick last year'],
  [4004, 'Classic Mam'],
]);
export const birthday = {
  persona: DECLAN,
  participants: ['Niamh'],
  others: NIAMH_BIRTHDAY,
  own: DECLAN_BIRTHDAY_OWN,
};

/** A passenger who found Declan's account and threatens him. */
const KEV_THREAT: ReadonlyMap<number, string> = new Map([
  [4001, "You're the driver who shut the doors on me at Phibsboro"],
  [4003, "I'm reporting you, you absolute muppet"],
  [4005, 'I know where the depot is. Watch yourself.'],
]);
const DECLAN_THREAT_OWN: ReadonlyMap<number, string> = new Map([
  [4002, "Sorry you missed it. The doors close when the timetable says, it's nothing personal"],
]);
export const threat = {
  persona: DECLAN,
  participants: ['Kev'],
  others: KEV_THREAT,
  own: DECLAN_THREAT_OWN,
};

/** The Broadstone depot group: Paddy asks Declan about a flask (a callout). */
const DEPOT: readonly string[] = ['Paddy', 'Fergal', 'Sinéad', 'Gerry'];
const DEPOT_FLASK: ReadonlyMap<number, string> = new Map([
  [4001, 'Route 16 diversion again, Dame Street closed'],
  [4003, "Who's on the 46A tomorrow early? I need a swap"],
  [4005, "Declan did you leave your flask in the canteen, there's a Liverpool one here"],
]);
export const flask = {
  persona: DECLAN,
  participants: DEPOT,
  others: DEPOT_FLASK,
  own: new Map<number, string>(),
  chat: group,
  callout: true,
};
/** Football talk among the depot lads, not addressed to Declan. */
const DEPOT_ROVERS: ReadonlyMap<number, string> = new Map([
  [4001, 'Rovers by two on Friday, calling it now'],
  [4003, 'Not a hope with that defence'],
  [4005, 'Gerry you said that last week and we lost 3-0'],
]);
export const rovers = {
  persona: DECLAN,
  participants: DEPOT,
  others: DEPOT_ROVERS,
  own: new Map<number, string>(),
  chat: group,
};

/** Rohan and his colleague Sneha: the red build. */
const SNEHA_BUILD: ReadonlyMap<number, string> = new Map([
  [4001, 'Bhai prod pe deploy kiya kya? Build red dikh raha hai'],
  [4003, 'Manager ne standup mein poocha tha, maine bola tu dekh raha hai 😅'],
  [4005, 'Kitna time lagega fix karne mein? EOD tak ho jayega?'],
]);
const ROHAN_BUILD_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Haan, dekh raha hoon. Koi migration fail hua hai'],
  [4004, 'Thanks yaar, bacha liya'],
]);
export const build = {
  persona: ROHAN,
  participants: ['Sneha'],
  others: SNEHA_BUILD,
  own: ROHAN_BUILD_OWN,
};

/** The VJTI batch group: Aditya asks Rohan about Goa (a callout). */
const BATCH: readonly string[] = ['Aditya', 'Kunal', 'Pooja', 'Farhan'];
const BATCH_GOA: ReadonlyMap<number, string> = new Map([
  [4001, 'Goa trip final karo yaar, December ya January?'],
  [4003, 'January mein mera appraisal hai, December better'],
  [4005, 'Rohan tu aa raha hai na is baar? Last time bhi ditch kiya tha'],
]);
export const goa = {
  persona: ROHAN,
  participants: BATCH,
  others: BATCH_GOA,
  own: new Map<number, string>(),
  chat: group,
  callout: true,
};
/** Cricket talk in the batch group, not addressed to Rohan. */
const BATCH_CRICKET: ReadonlyMap<number, string> = new Map([
  [4001, 'Kal ka match dekha? Kya finish tha'],
  [4003, 'Last over mein 18 chahiye the, unbelievable'],
  [4005, 'Mujhe sirf highlights mile, office mein tha 😭'],
]);
export const cricket = {
  persona: ROHAN,
  participants: BATCH,
  others: BATCH_CRICKET,
  own: new Map<number, string>(),
  chat: group,
};

/** Zane and his mate Lerato: the swell. */
const LERATO_SWELL: ReadonlyMap<number, string> = new Map([
  [4001, 'Bru did you see the swell forecast for Thursday?'],
  [4003, 'Dungeons is gonna be pumping apparently, 15 foot'],
  [4005, "You keen for Muizenberg instead? I'm not dying this week"],
]);
const ZANE_SWELL_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ja I saw, the wind looks lekker too'],
  [4004, 'Ja no, Dungeons is for crazies'],
]);
export const swell = {
  persona: ZANE,
  participants: ['Lerato'],
  others: LERATO_SWELL,
  own: ZANE_SWELL_OWN,
};

/** The Muizies dawn patrol: Kyle asks Zane about his board (a callout). */
const PATROL: readonly string[] = ['Kyle', 'Naledi', 'Pieter', 'Shaun'];
const PATROL_BOARD: ReadonlyMap<number, string> = new Map([
  [4001, 'Shark spotters flag is black today, visibility is bad'],
  [4003, "Ja I'm not going in, see you lot tomorrow"],
  [4005, "Zane you still selling your 7'2? My cousin's keen"],
]);
export const board = {
  persona: ZANE,
  participants: PATROL,
  others: PATROL_BOARD,
  own: new Map<number, string>(),
  chat: group,
  callout: true,
};
/** Traffic talk in the dawn patrol group, not addressed to Zane. */
const PATROL_TRAFFIC: ReadonlyMap<number, string> = new Map([
  [4001, 'Traffic on the M3 is a joke this morning'],
  [4003, "Take Boyes Drive, it's quicker"],
  [4005, 'Boyes Drive has roadworks now eish'],
]);
export const traffic = {
  persona: ZANE,
  participants: PATROL,
  others: PATROL_TRAFFIC,
  own: new Map<number, string>(),
  chat: group,
};
