/**
 * Set 106's cast: seven invented personas, mostly writing in English with some messages in their
 * own language. Seoyeon, a Seoul baker, with her friend Hana and in her bakery's staff group
 * (Gemini 2.5 Flash); Morag, a Glasgow librarian, in her book club and with her niece Eilidh
 * (Gemini 2.5 Pro); Wanjiru, a Nairobi taxi dispatcher, in her drivers' group and with her sister
 * Njeri (Gemini 3 Flash); Inês, a Lisbon tattoo artist, with a client and a colleague (Gemini 3
 * Pro); Taras, a Kyiv programmer, with a colleague and in his team's group (Gemini 2.5 Flash);
 * Mireille, a Montreal grandmother, in her family's group and with her granddaughter (Gemini 2.5
 * Pro); Thaís, a São Paulo DJ, in her party crew's group and with a Berlin promoter (Gemini 3
 * Flash and 3 Pro). The message answered is always 4005.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** What a scene gives every entry played in it. */
export type Scene = Pick<CorpusEntry, 'persona' | 'participants' | 'others' | 'own' | 'chat' | 'callout'>;

export const SEOYEON = 'Seoyeon';
export const MORAG = 'Morag';
export const WANJIRU = 'Wanjiru';
export const INES = 'Inês';
export const TARAS = 'Taras';
export const MIREILLE = 'Mireille';
export const THAIS = 'Thaís';

/** Hana picks up a birthday cake for her daughter Jiwoo and wants Korean lettering on it. */
export const cake: Scene = {
  persona: SEOYEON,
  participants: ['Hana'],
  others: new Map([
    [4001, 'Are you still doing the strawberry shortcake for Jiwoo’s birthday?? 🍓'],
    [4003, 'Omg thank you. What time can I pick it up on Saturday?'],
    [4005, 'Also 언니 can you write 생일 축하해 지우야 on top? In Korean pls'],
  ]),
  own: new Map([
    [4002, 'Of course! I’m just waiting on the strawberries from the market'],
    [4004, 'Let me check the oven schedule'],
  ]),
};

/** The bakery's staff group: a late delivery, the pop-up menu, Doyun asks Seoyeon by name. */
export const bakery: Scene = {
  persona: SEOYEON,
  participants: ['Doyun', 'Minseo', 'Jake'],
  chat: 'group',
  callout: true,
  others: new Map([
    [3999, 'Flour delivery is late again, driver says 11'],
    [4000, 'Then the croissants will be late too 😩'],
    [4001, 'I can come in at 6 tomorrow if that helps'],
    [4003, 'What’s the menu for the weekend pop-up? I need to print the board'],
    [4005, 'Seoyeon 사장님, what do we tell the café that ordered 40 salt breads?'],
  ]),
  own: new Map([[4002, 'Thank you Jake, 6 is perfect']]),
};

/** The same group joking about a drama's finale; nobody asks Seoyeon anything. */
export const drama: Scene = {
  persona: SEOYEON,
  participants: ['Doyun', 'Minseo', 'Jake'],
  chat: 'group',
  others: new Map([
    [4001, 'Did anyone else watch the finale last night'],
    [4003, 'NO SPOILERS I’m only on episode 10'],
    [4005, 'ok ok my lips are sealed 🤐'],
  ]),
  own: new Map([[3998, 'Whoever used the last of the butter, please write it on the board']]),
};

/** Morag's book club: where to meet next month, a page Ahmed cannot find; Fiona asks Morag. */
export const bookclub: Scene = {
  persona: MORAG,
  participants: ['Fiona', 'Ahmed', 'Shona'],
  chat: 'group',
  callout: true,
  others: new Map([
    [3998, 'Right, who’s finished Shuggie Bain?'],
    [4000, 'Halfway. It’s wrecking me'],
    [4001, 'Can we do the pub instead of the library next month? The back room is Baltic'],
    [4003, 'Which chapter is the bit with Agnes and the dancing, I can’t find it'],
    [4005, 'Morag you’re the boss, what’s the plan for next month?'],
  ]),
  own: new Map([[4002, 'I’ll ask about the heating but no promises']]),
};

/** Morag's niece Eilidh has her Higher Gaelic oral on Thursday. */
export const niece: Scene = {
  persona: MORAG,
  participants: ['Eilidh'],
  others: new Map([
    [4001, 'Auntie Morag do you still have that Gaelic dictionary?'],
    [4003, 'I’ve got my Higher Gaelic oral on Thursday and I’m bricking it'],
    [4005, 'Can you test me on the phone tonight? Like 8ish?'],
  ]),
  own: new Map([[4002, 'I do, it’s under a pile of returns somewhere']]),
};

/** The drivers' group: an airport pickup at 9; Otieno asks Wanjiru for a job. */
export const dispatch: Scene = {
  persona: WANJIRU,
  participants: ['Otieno', 'Kamau', 'Achieng', 'Musa'],
  chat: 'group',
  callout: true,
  others: new Map([
    [3999, 'Mombasa Road jam ni mbaya sana, avoid'],
    [4000, 'Niko Westlands, free'],
    [4001, 'Client at Yaya Centre cancelled again'],
    [4003, 'Wanjiru the JKIA pickup at 9, who’s taking it?'],
    [4005, 'Wanjiru kuna job ya airport? I’m free now, tank iko full'],
  ]),
  own: new Map([[4002, 'Achieng pole, I’ll put you first on the next one']]),
};

/** The drivers joking about Sunday's derby; nothing for the dispatcher. */
export const derby: Scene = {
  persona: WANJIRU,
  participants: ['Otieno', 'Kamau', 'Achieng', 'Musa'],
  chat: 'group',
  others: new Map([
    [4001, 'Who’s watching Gor Mahia vs Leopards Sunday'],
    [4003, 'Leopards watashinda, mark my words'],
    [4005, 'Musa umeanza ndoto tena 😂'],
  ]),
  own: new Map([[3999, 'Reminder: log your trips before 10pm']]),
};

/** Wanjiru's sister Njeri plans Christmas at their mother's in Nyeri. */
export const sister: Scene = {
  persona: WANJIRU,
  participants: ['Njeri'],
  others: new Map([
    [4001, 'Mum wants us both at home for Christmas, no excuses'],
    [4003, 'Can you do the 23rd? I’ll drive us up to Nyeri'],
    [4005, 'And bring the big sufuria, hers has a hole'],
  ]),
  own: new Map([[4002, 'Haha she said the same to me']]),
};

/** Ben, a tourist, books a swallow tattoo with Inês and asks about the sea and the deposit. */
export const swallow: Scene = {
  persona: INES,
  participants: ['Ben'],
  others: new Map([
    [4001, 'Hi! Still got a slot on Friday for the swallow piece?'],
    [4003, 'Also is it true I can’t go in the sea after? We’re in Lisbon until Tuesday'],
    [4005, 'How much deposit do you need and how do I pay it?'],
  ]),
  own: new Map([
    [4002, 'Hi Ben! Friday at 15h works'],
    [4004, 'Let me answer both'],
  ]),
};

/** Rita, Inês's colleague: the new machine came, its pedal does not work. */
export const estudio: Scene = {
  persona: INES,
  participants: ['Rita'],
  others: new Map([
    [4001, 'Inês, a máquina nova chegou 🎉'],
    [4003, 'Mas o pedal não funciona, já tentei tudo'],
    [4005, 'Vens hoje ao estúdio ou só amanhã?'],
  ]),
  own: new Map([[4002, 'Finalmente!!']]),
};

/** Olena: prod throws 502s after a deploy, and she has to go to the shelter. */
export const deploy: Scene = {
  persona: TARAS,
  participants: ['Olena'],
  others: new Map([
    [4001, 'Prod is throwing 502s since the deploy 😬'],
    [4003, 'I rolled back the api but the worker still looks weird'],
    [4005, 'Can you look at the queue? I have to run to the shelter, sirens'],
  ]),
  own: new Map([[4002, 'On it, give me 5 min']]),
};

/** Taras's team group: Dmytro asks him by name for the release notes and the migration. */
export const release: Scene = {
  persona: TARAS,
  participants: ['Dmytro', 'Kateryna', 'Andrii'],
  chat: 'group',
  callout: true,
  others: new Map([
    [3999, 'Retro moved to Thursday 16:00'],
    [4001, 'Who’s doing the release notes this time?'],
    [4003, 'Not me, I did the last three 🙃'],
    [4005, 'Taras, can you take the release notes? And is the migration ready?'],
  ]),
  own: new Map([[4002, 'Thursday works']]),
};

/** The team group grumbling about the coffee machine; nobody asks Taras. */
export const coffee: Scene = {
  persona: TARAS,
  participants: ['Dmytro', 'Kateryna', 'Andrii'],
  chat: 'group',
  others: new Map([
    [4001, 'Coffee machine on the 3rd floor is broken again'],
    [4003, 'There is a conspiracy against backend'],
    [4005, 'I’m filing a ticket. Priority: blocker 😤'],
  ]),
  own: new Map([[3998, 'Pushed the fix for the login redirect']]),
};

/** Mireille's family group plans Sunday supper; Julie asks her mother what to bring. */
export const souper: Scene = {
  persona: MIREILLE,
  participants: ['Julie', 'Marc', 'Léa', 'Sam'],
  chat: 'group',
  callout: true,
  others: new Map([
    [3999, 'Souper dimanche chez maman? 🍲'],
    [4000, 'We’ll be there around 5'],
    [4001, 'Can I bring my boyfriend?'],
    [4003, 'Grand-maman are you making your tourtière??'],
    [4005, 'Maman, what should we bring Sunday?'],
  ]),
  own: new Map([[4002, 'Bien sûr, plus on est de fous plus on rit']]),
};

/** Léa got into McGill and wants to learn her grandmother's sugar pie. */
export const mcgill: Scene = {
  persona: MIREILLE,
  participants: ['Léa'],
  others: new Map([
    [4001, 'Grand-maman I got into McGill!!!'],
    [4003, 'Mom cried lol'],
    [4005, 'Can I come over Saturday and you teach me the sugar pie recipe?'],
  ]),
  own: new Map([[4002, 'Ma chouette!! I’m so proud of you']]),
};

/** Thaís's party crew closes Saturday's line-up; Gui asks her by name for her set and rider. */
export const festa: Scene = {
  persona: THAIS,
  participants: ['Gui', 'Lari', 'Pedro', 'Nanda'],
  chat: 'group',
  callout: true,
  others: new Map([
    [3999, 'Line-up de sábado fechado? Preciso mandar pro flyer'],
    [4000, 'Eu abro às 23h'],
    [4001, 'The sound guy wants half up front'],
    [4003, 'Thaís what time is your set?? Gringos asking on insta'],
    [4005, 'Thaís, can you confirm your set time and what you need on stage?'],
  ]),
  own: new Map([[4002, 'Pedro pay him, I’ll cover my share']]),
};

/** The crew laughing about Lari's headphones; nobody asks Thaís. */
export const fone: Scene = {
  persona: THAIS,
  participants: ['Gui', 'Lari', 'Pedro', 'Nanda'],
  chat: 'group',
  others: new Map([
    [4001, 'Alguém viu meu fone? Deixei no bar ontem'],
    [4003, 'Tá comigo, tá todo melado de caipirinha kkkk'],
    [4005, 'PEDRO 😭'],
  ]),
  own: new Map([[3998, 'Bom dia só pra quem dormiu mais de 4 horas']]),
};

/** Mia, a Berlin promoter, offers Thaís a Sunday party in March. */
export const berlin: Scene = {
  persona: THAIS,
  participants: ['Mia'],
  others: new Map([
    [4001, 'Thaís! Would you play our Sunday party in Berlin on 14 March?'],
    [4003, 'We can cover flights and 600 euro'],
    [4005, 'Need to know by Friday, sorry for the rush'],
  ]),
  own: new Map([[4002, 'MIA!! Oh wow tell me more']]),
};
