/**
 * Set 114's cast: seven invented personas, each in a group of four to nine members who talk about
 * each other. Folake, a Lagos event planner, in a wedding committee; Hauke, a Hamburg rowing
 * captain, in his eight's group; Consuelo, a Santiago choir director, in her choir's group;
 * Mei-ling, a Taipei night-market cook, with her stall crew; Orla, a Dublin book-club host, with
 * her club; Wanjiru, a Nairobi matatu owner, with her drivers and conductor; Kasia, a Kraków
 * climbing-gym manager, with her staff. Mostly English, some messages in Yoruba-tinged Pidgin,
 * German, Chilean Spanish, Traditional Chinese, Irish, Swahili and Polish. The message answered is
 * always 4005.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** What a scene fixes for every entry that spreads it. */
export type Scene = Pick<CorpusEntry, 'persona' | 'participants' | 'others' | 'own' | 'chat' | 'callout'>;

/** Folake's wedding committee for Bisi and Tunde (seven members with her). */
const COMMITTEE: readonly string[] = ['Tunde', 'Ada', 'Chioma', 'Emeka', 'Bisi', 'Kemi'];

/** Tunde feels left out of decisions; Ada is scared; Chioma asks Folake who does what. */
export const owambe: Scene = {
  persona: 'Folake',
  participants: COMMITTEE,
  chat: 'group',
  callout: true,
  others: new Map([
    [3990, 'Caterer confirmed 350 plates of jollof and 200 small chops packs'],
    [3992, 'Generator guy says he needs 40 litres of diesel upfront'],
    [3994, 'Why is everybody deciding things without asking me? It is my wedding too'],
    [3996, 'Sorry o, I thought the colour thing was settled already'],
    [3998, 'Abeg let us not fight, we are too close to Saturday'],
    [4000, 'Tunde calm down, nobody is sidelining you'],
    [4002, 'I just want to know before things are paid for'],
    [4003, "I'm honestly scared to say anything now, I don't want to mess up Saturday"],
    [4005, "Folake you're the planner, what do we do? Who handles what for Saturday?"],
  ]),
  own: new Map([
    [3991, 'Perfect Chioma, that covers the buffer too'],
    [3993, 'Emeka tell him 20 litres now, balance on Saturday morning'],
    [4001, "Let me finish this call with the hall manager and I'll come back to all of this"],
  ]),
};

/** Kemi has gone quiet; Tunde is sharp about it; Bisi asks Folake. */
export const samples: Scene = {
  persona: 'Folake',
  participants: COMMITTEE,
  chat: 'group',
  callout: true,
  others: new Map([
    [3995, 'Has anyone heard from Kemi? She was meant to bring the souvenir samples'],
    [3998, "She's not picking my calls"],
    [4001, 'Typical'],
    [4003, "Tunde that's not fair, her mum was in hospital last week"],
    [4005, 'Folake did Kemi tell you anything? We need the samples before Thursday'],
  ]),
  own: new Map([[3996, 'Morning all, venue walkthrough is 11am Wednesday, please be on time']]),
};

/** Hauke's eight on the Alster (nine members with him, the cox included). */
const CREW: readonly string[] = ['Jannik', 'Merle', 'Ole', 'Finn', 'Lasse', 'Svenja', 'Tjark', 'Insa'];

/** Jannik needles Lasse about being late; Merle asks Hauke for Monday's decisions. */
export const regatta: Scene = {
  persona: 'Hauke',
  participants: CREW,
  chat: 'group',
  callout: true,
  others: new Map([
    [3990, 'Boat is rigged. Finn, your seat slide was sticking again'],
    [3992, 'I know, I sprayed it. Still sticks'],
    [3994, 'Who is stroke on Sunday? Last time it was chaos'],
    [3996, 'Lasse was late three times this month just saying'],
    [3998, 'Wow ok. Night shifts, Jannik. Not everyone is a student'],
    [4000, 'Jungs, bitte. Nicht schon wieder'],
    [4002, "Tjark says he can't make Thursday training, his knee is acting up again"],
    [4003, 'Seriously, can someone just tell us the lineup'],
    [4005, "Hauke, can you sum up what we decided at Monday's meeting? Half of us weren't there"],
  ]),
  own: new Map([
    [3991, 'Danke Merle 🙌'],
    [3997, 'Lasse, alles gut, we know about the shifts'],
    [4001, "Lineup comes tonight, I'm still waiting on one answer"],
  ]),
};

/** Tjark left the boathouse upset; the crew worries; Jannik asks Hauke in German. */
export const knee: Scene = {
  persona: 'Hauke',
  participants: CREW,
  chat: 'group',
  callout: true,
  others: new Map([
    [3993, 'Anyone talked to Tjark? He left the boathouse without saying a word'],
    [3996, 'He looked pretty down after the erg test'],
    [3999, 'Maybe he is out for the season?'],
    [4002, "Don't say that in front of him pls"],
    [4005, 'Hauke du hast doch mit ihm geredet oder? Was ist los?'],
  ]),
  own: new Map([[3995, 'Training Donnerstag 6:30, Steg 2']]),
};

/** Consuelo's choir, Voces del Mapocho (six members with her). */
const CHOIR: readonly string[] = ['Javiera', 'Matías', 'Catalina', 'Benjamín', 'Rocío'];

/** Who sings the solo: Benjamín wants a vote, Javiera says she doesn't mind. */
export const solo: Scene = {
  persona: 'Consuelo',
  participants: CHOIR,
  chat: 'group',
  callout: true,
  others: new Map([
    [3990, 'Ensayo general el viernes a las 19:00 en la parroquia, cierto?'],
    [3992, 'Sí, y el concierto es el domingo 12'],
    [3994, 'Who gets the solo in Gracias a la Vida? I thought we were voting'],
    [3996, 'Javiera has sung it since 2019, why would we vote'],
    [3998, "I don't need the solo, really. Someone else can have it"],
    [4000, "See, she doesn't mind"],
    [4002, 'Benja, she obviously minds 🙄'],
    [4003, 'Can we please not do this in the group'],
    [4005, "Consuelo you decide, you're the director. Who sings it?"],
  ]),
  own: new Map([
    [3991, 'Sí, 19:00 en punto, traigan agua'],
    [3997, "Let's talk about the solo after Thursday's rehearsal, okay?"],
  ]),
};

/** Catalina missed rehearsal; Matías is teased; Javiera asks Consuelo. */
export const ronca: Scene = {
  persona: 'Consuelo',
  participants: CHOIR,
  chat: 'group',
  callout: true,
  others: new Map([
    [3993, '¿Alguien sabe algo de la Cata? No vino al ensayo'],
    [3996, 'Estaba ronca el domingo'],
    [3999, 'And Matías? He owes me the sheet music for the second part'],
    [4002, 'Matías is always late with everything jaja'],
    [4005, 'Consuelo, did Cata write to you? Should we rehearse without her part?'],
  ]),
  own: new Map([[3995, 'Buenas noches coro ✨ mañana repasamos el Aleluya']]),
};

/** Football banter among the others, nothing for Consuelo. */
export const partido: Scene = {
  persona: 'Consuelo',
  participants: CHOIR,
  chat: 'group',
  others: new Map([
    [3994, '¿Quién ve el partido de la Roja mañana?'],
    [3997, '¡Yo! ¿En la casa de la Rocío?'],
    [4000, 'Ni cagando, la última vez rompieron un vaso'],
    [4003, 'Jajaja fue el Matías'],
    [4005, '¡Calumnias! 😂'],
  ]),
  own: new Map([[3995, 'Recuerden que el viernes ensayamos igual, haya partido o no']]),
};

/** Mei-ling's crew at stall 42 in Raohe night market (six members with her). */
const STALL: readonly string[] = ['A-Jie', 'Yuting', 'Kevin', 'Wen', 'Hsiao-lan'];

/** A-Jie mocks Kevin's exams, Kevin threatens to quit; Yuting wants shifts, Wen the gas. */
export const rush: Scene = {
  persona: 'Mei-ling',
  participants: STALL,
  chat: 'group',
  callout: true,
  others: new Map([
    [3990, '今天胡椒餅賣完了，明天要多備100個嗎？'],
    [3992, 'Kevin left at 10 again, I closed alone'],
    [3994, 'I told you my exam is tomorrow'],
    [3996, 'Gas tank almost empty, someone needs to call the supplier'],
    [3998, 'Exam every week huh'],
    [4000, '阿傑 不要這樣啦'],
    [4002, 'Forget it, I quit if this is how it is'],
    [4003, 'Mei姐 can you sort the schedule for this weekend? Who works which shift?'],
    [4005, 'And the gas?? 🔥'],
  ]),
  own: new Map([
    [3991, '要，多備120個，週末人多'],
    [3997, 'Wen 我等一下打'],
  ]),
};

/** Hsiao-lan is missing tonight; A-Jie calls for Mei-ling. */
export const hospital: Scene = {
  persona: 'Mei-ling',
  participants: STALL,
  chat: 'group',
  callout: true,
  others: new Map([
    [3994, 'Is Hsiao-lan coming tonight?'],
    [3997, 'She said her mom is in hospital? Not sure'],
    [4000, "So who does the oyster omelettes, I can't do both woks"],
    [4003, '我可以幫忙但我不會煎蚵仔煎 😅'],
    [4005, 'Mei姐??'],
  ]),
  own: new Map([[3999, '晚上見，五點半備料']]),
};

/** Orla's book club in Rathmines (eight members with her). */
const CLUB: readonly string[] = ['Niamh', 'Declan', 'Aoife', 'Ciarán', 'Maeve', 'Pádraig', 'Gráinne'];

/** Whose pick it is: Gráinne offers to skip, Declan proposes Ulysses. */
export const pick: Scene = {
  persona: 'Orla',
  participants: CLUB,
  chat: 'group',
  callout: true,
  others: new Map([
    [3990, 'Finished Small Things Like These on the bus, bawled my eyes out'],
    [3992, "It's a novella, it barely counts as a book"],
    [3994, 'Declan you say that every month'],
    [3996, 'Can we pick something longer for November then?'],
    [3998, "Pádraig picked last time, is it Gráinne's turn?"],
    [4000, "Ah I don't mind skipping, I never know what everyone likes"],
    [4002, "Then I'll pick. Ulysses"],
    [4003, 'Absolutely not 😂'],
    [4005, 'Orla settle this, whose turn is it and where are we meeting?'],
  ]),
  own: new Map([
    [3991, 'Niamh same, the last page got me'],
    [3997, 'November pick is due by Friday folks'],
  ]),
};

/** Pádraig has missed three meetings; Declan jabs; Aoife asks Orla. */
export const chair: Scene = {
  persona: 'Orla',
  participants: CLUB,
  chat: 'group',
  callout: true,
  others: new Map([
    [3993, 'Is Pádraig still in the club? He missed three in a row'],
    [3996, "Probably can't face the reading list"],
    [3999, 'Declan stop'],
    [4002, 'He did say something about the new job'],
    [4005, "Orla you're friends with him, is he okay? Should we still set a chair for him?"],
  ]),
  own: new Map([[3995, "Next one's Thursday 8pm, The Swan"]]),
};

/** Telly talk among the others. */
export const telly: Scene = {
  persona: 'Orla',
  participants: CLUB,
  chat: 'group',
  others: new Map([
    [3996, 'Anyone watching the new series of Bad Sisters?'],
    [3999, 'YES. Episode 3 omg'],
    [4002, 'No spoilers!!!'],
    [4005, 'Ciarán catch up so we can talk 😭'],
  ]),
  own: new Map([[3994, 'See you all Thursday 📚']]),
};

/** Wanjiru's route 125 crew in Rongai (six members with her). */
const ROUTE: readonly string[] = ['Otieno', 'Kamau', 'Achieng', 'Mwangi', 'Baraka'];

/** Otieno was fined by the police; Baraka teases; Achieng asks Wanjiru what now. */
export const fine: Scene = {
  persona: 'Wanjiru',
  participants: ROUTE,
  chat: 'group',
  callout: true,
  others: new Map([
    [3990, 'Collections yesterday 14,200. Fuel 6,500'],
    [3992, 'KCX brake pads done, pick it from the garage by 2'],
    [3994, 'Otieno alishikwa na police Langata road, fine ya 10k'],
    [3996, 'It was not my fault, the stage was full and they came for me only'],
    [3998, 'Every month ni Otieno tu 😂'],
    [4000, 'Baraka funga mdomo'],
    [4002, "Who is paying the 10k? It can't come from the collections again"],
    [4003, 'Otieno hajala tangu asubuhi, he is really stressed'],
    [4005, "Mama Wanjiru, what do we do about the fine and tomorrow's shifts?"],
  ]),
  own: new Map([
    [3991, 'Asante Achieng'],
    [3997, 'Mwangi poa, Baraka will pick it'],
  ]),
};

/** Kamau did not come to the stage; Mwangi jokes he is drunk; Otieno asks Wanjiru. */
export const stage: Scene = {
  persona: 'Wanjiru',
  participants: ROUTE,
  chat: 'group',
  callout: true,
  others: new Map([
    [3993, 'Kamau hajakuja stage leo'],
    [3996, 'Nani atapiga makanga route ya asubuhi?'],
    [3999, 'Sijui, maybe he is drunk somewhere lol'],
    [4002, "Mwangi that's not funny"],
    [4005, 'Mama, umesikia kutoka kwa Kamau?'],
  ]),
  own: new Map([[3995, 'Morning team, rain today, drive slow']]),
};

/** Kasia's staff at a bouldering gym in Zabłocie (seven members with her). */
const GYM: readonly string[] = ['Bartek', 'Zuzia', 'Michał', 'Ola', 'Tomek', 'Igor'];

/** Bartek's purple problem is graded too soft; he takes it badly; Ola asks Kasia for the plan. */
export const setting: Scene = {
  persona: 'Kasia',
  participants: GYM,
  chat: 'group',
  callout: true,
  others: new Map([
    [3990, 'New circuit on the cave wall is up, the purple ones'],
    [3992, 'Purple 6B+ is more like 7A, members are complaining'],
    [3994, 'Members always complain when it is hard'],
    [3996, "Zuzia is right tho, I couldn't even do the start"],
    [3998, "Ok so I'm a bad setter, great"],
    [4000, 'Nikt tego nie powiedział Bartek'],
    [4002, 'Can we reset it before the comp on Saturday?'],
    [4003, 'Do what you want'],
    [4005, "Kasia what's the plan? Reset or not, and who's on desk Saturday?"],
  ]),
  own: new Map([
    [3991, 'Looks great Bartek 👌'],
    [3997, "Let's look at it together tomorrow morning"],
  ]),
};

/** Igor has not opened the gym; Michał scoffs; Zuzia asks Kasia. */
export const keys: Scene = {
  persona: 'Kasia',
  participants: GYM,
  chat: 'group',
  callout: true,
  others: new Map([
    [3993, "Where's Igor? He was supposed to open at 7"],
    [3996, 'Kids class starts at 9 and nobody has the keys 😬'],
    [3999, "I'm new, I don't have keys either sorry"],
    [4002, 'Classic Igor'],
    [4005, 'Kasia did Igor message you?'],
  ]),
  own: new Map([[3995, 'Dzień dobry! Reminder: chalk delivery at 10']]),
};

/** Michał teases Ola about a fall; nothing for Kasia. */
export const jug: Scene = {
  persona: 'Kasia',
  participants: GYM,
  chat: 'group',
  others: new Map([
    [3998, 'Ola fell off the jug on the warmup wall 😂'],
    [4001, 'It was wet!!'],
    [4003, 'Sure it was'],
    [4005, "video or it didn't happen"],
  ]),
  own: new Map([[3995, 'Mats are cleaned, thanks team']]),
};
