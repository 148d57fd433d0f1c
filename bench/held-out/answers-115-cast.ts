/**
 * Set 115's cast: seven invented personas, each in a direct chat and a group. Graça, a Porto
 * fishmonger (Gemini 2.5 Flash); Aino, a Helsinki sauna owner (Gemini 2.5 Pro); Awa, a Dakar DJ
 * (Gemini 3 Flash); Haruka, a Kyoto potter (Gemini 3 Pro); Shirin, a Tehran architecture student
 * (Gemini 2.5 Flash); Kirsty, a Glasgow paramedic (Gemini 2.5 Pro and 3 Flash); Valeria, a Buenos
 * Aires tango teacher (Gemini 3 Pro and 3 Flash). The message answered is always 4005.
 */

export const GRACA = 'Graça';
export const AINO = 'Aino';
export const AWA = 'Awa';
export const HARUKA = 'Haruka';
export const SHIRIN = 'Shirin';
export const KIRSTY = 'Kirsty';
export const VALERIA = 'Valeria';

/** Graça and Tom, an English restaurant owner in Porto who buys her fish. */
export const sardines = {
  persona: GRACA,
  participants: ['Tom'],
  others: new Map([
    [4001, 'Morning! Are the sardines any good this week? I need 8 kilos for Saturday'],
    [4003, 'And do you still have that hake from Tuesday? The chef went mad for it'],
    [4005, 'Also are you coming to our São João party on the 23rd? Bring Nuno!'],
  ]),
  own: new Map([
    [4002, 'Bom dia Tom! Sardines are fat and shiny, best all year'],
    [4004, 'let me check the cold room'],
  ]),
} as const;

/** Graça's market group at Bolhão; Dona Fátima asks her by name (a callout). */
export const bolhao = {
  callout: true,
  persona: GRACA,
  participants: ['Dona Fátima', 'Nuno', 'Carla'],
  chat: 'group',
  others: new Map([
    [3998, 'A câmara diz que a água vai estar cortada amanhã das 6 às 9'],
    [4000, 'Outra vez?! Como é que lavamos as bancas'],
    [4001, 'Trago garrafões da loja do meu primo, não se preocupem'],
    [4003, 'Nuno és um anjo'],
    [4005, 'Graça, amanhã abres às 7 ou às 8? Preciso de saber por causa do gelo'],
  ]),
  own: new Map([[3999, 'Que chatice, logo numa sexta']]),
} as const;

/** Aino and Mark, a British guest booking her sauna in Helsinki. */
export const booking = {
  persona: AINO,
  participants: ['Mark'],
  others: new Map([
    [4001, 'Hi Aino, we are four people arriving Friday, can we book the smoke sauna for 7pm?'],
    [4003, 'Do we need to bring towels or are they included?'],
    [4005, 'And is it true we have to jump in the sea after? My wife is terrified 😅'],
  ]),
  own: new Map([
    [4002, 'Hei Mark! Friday 7pm is free, I will put your name down'],
    [4004, 'Towels are included, and the coffee'],
  ]),
} as const;

/** Aino's staff group at the sauna: Jere, Pia and Sanni. */
export const loyly = {
  callout: true,
  persona: AINO,
  participants: ['Jere', 'Pia', 'Sanni'],
  chat: 'group',
  others: new Map([
    [3999, 'Puulaatikko on taas tyhjä, kuka tilaa koivuklapit?'],
    [4001, 'I can call the wood guy tomorrow'],
    [4003, 'Sanni is sick btw, she has a fever, she wont make it Saturday'],
    [4005, 'So who covers Saturday evening shift? Aino?'],
  ]),
  own: new Map([[4002, 'Kiitos Jere 🙏']]),
} as const;

/** Awa's crew for a Saturday night at a club in Almadies. */
export const crew = {
  callout: true,
  persona: AWA,
  participants: ['Ibou', 'Fatou', 'Cheikh'],
  chat: 'group',
  others: new Map([
    [3998, 'Gig confirmed for Saturday at Le Phare, doors at 11'],
    [4000, 'Nice!! Who is doing what this time, last time was chaos'],
    [4001, 'I can do lights if someone brings the extension cables'],
    [4003, 'The speakers are still at my cousin in Médina'],
    [4005, 'Awa just tell us the plan, you are the boss 😂'],
  ]),
  own: new Map([[3999, 'Yesss let’s gooo 🔥']]),
} as const;

/** Awa and Léa, a promoter in Berlin booking her for a festival. */
export const promoter = {
  persona: AWA,
  participants: ['Léa'],
  others: new Map([
    [4001, 'Hey Awa! We would love you for the closing set on 14 September, 90 minutes'],
    [4003, 'We cover flights and two nights, fee as we discussed'],
    [4005, 'Can you send your tech rider? The lighting team also wants your cue settings'],
  ]),
  own: new Map([
    [4002, 'Léa!! Closing set, I am honoured 😭'],
    [4004, 'Perfect, that works for me'],
  ]),
} as const;

/** Haruka and Emma, a London customer ordering tea cups. */
export const cups = {
  persona: HARUKA,
  participants: ['Emma'],
  others: new Map([
    [4001, 'Hello Haruka-san! I would love six of the ash-glaze cups for my mum’s birthday'],
    [4003, 'Is it possible to ship to London before 20 November?'],
    [4005, 'Also, silly question, can they go in the dishwasher?'],
  ]),
  own: new Map([
    [4002, 'Thank you Emma-san, I am happy you like them'],
    [4004, 'Let me check the kiln schedule'],
  ]),
} as const;

/** Haruka's evening class group: Kenji, Yuki and Sam. */
export const classGroup = {
  callout: true,
  persona: HARUKA,
  participants: ['Kenji', 'Yuki', 'Sam'],
  chat: 'group',
  others: new Map([
    [3999, '今日の釉薬、すごくきれいに出ましたね'],
    [4001, 'My bowl cracked in the kiln 😭 is it my fault?'],
    [4003, 'Sam, it happens to everyone, mine cracked three times'],
    [4005, '先生、来週の授業は水曜日のままですか？'],
  ]),
  own: new Map([[4002, 'Sam, show me the crack on Wednesday, we will see']]),
} as const;

/** Shirin and her classmate Arash, the night before a studio deadline. */
export const deadline = {
  persona: SHIRIN,
  participants: ['Arash'],
  others: new Map([
    [4001, 'Shirin my Grasshopper script keeps crashing on the facade panels'],
    [4003, 'How did you fix yours? Jury is at 9 tomorrow'],
    [4005, 'Also can you lend me your scale figures for the section drawing?'],
  ]),
  own: new Map([
    [4002, 'Oh no, the same happened to me last week'],
    [4004, 'Wait I remember, give me a second'],
  ]),
} as const;

/** Shirin's studio group: Arash, Nazanin and Mehdi, who missed the crit. */
export const studio = {
  persona: SHIRIN,
  participants: ['Arash', 'Nazanin', 'Mehdi'],
  chat: 'group',
  others: new Map([
    [3998, 'Crit was brutal today'],
    [4000, 'Dr. Karimi hated my roof'],
    [4001, 'He liked your courtyard though Nazanin'],
    [4003, 'بچه‌ها من مریض بودم نیومدم'],
    [4005, 'Can someone recap what Dr. Karimi said? I missed the whole crit'],
  ]),
  own: new Map([[3999, 'Honestly my brain is soup']]),
} as const;

/** Kirsty and her sister Morag, after a night shift. */
export const sister = {
  persona: KIRSTY,
  participants: ['Morag'],
  others: new Map([
    [4001, 'You alive? Saw the news about the pile-up on the M8'],
    [4003, 'Mum’s asking if you’re still coming for Sunday dinner'],
    [4005, 'And don’t say you’re too tired again 🙄'],
  ]),
  own: new Map([
    [4002, 'Alive. Barely. That was us on the M8'],
    [4004, 'Just in the door'],
  ]),
} as const;

/** Kirsty's crew group for night shift B: Davie, Priya and Callum. */
export const nightShift = {
  callout: true,
  persona: KIRSTY,
  participants: ['Davie', 'Priya', 'Callum'],
  chat: 'group',
  others: new Map([
    [3998, 'Rota for next month is up on the board'],
    [4000, 'Anyone want to swap the 14th? Wee one’s nativity'],
    [4001, 'Priya is dead upset about that call last night by the way, go easy on her'],
    [4003, 'I’m fine honestly, just tired'],
    [4005, 'Kirsty can you swap the 14th with Davie? You’re the only one free'],
  ]),
  own: new Map([[3999, 'Who left the defib pads in the wrong bag again']]),
} as const;

/** Kirsty and Stevie, an ex who will not take no for an answer. */
export const ex = {
  persona: KIRSTY,
  participants: ['Stevie'],
  others: new Map([
    [4001, 'So you just ignore me now'],
    [4003, 'Typical. Always were a cold bitch'],
    [4005, 'Answer me or I’m coming round to the station'],
  ]),
  own: new Map([[4002, 'Stevie I’ve told you, I’m not doing this']]),
} as const;

/** Valeria and Hannah, a German student in her tango classes. */
export const student = {
  persona: VALERIA,
  participants: ['Hannah'],
  others: new Map([
    [4001, 'Valeria, thank you for last night! My feet are destroyed but I am so happy'],
    [4003, 'Do you think I am ready for the milonga at La Viruta on Friday?'],
    [4005, 'And what shoes should I buy? The ones I have are slipping'],
  ]),
  own: new Map([
    [4002, 'Hannah! You danced beautifully, de verdad'],
    [4004, 'Dejame pensar un segundo'],
  ]),
} as const;

/** Valeria's Thursday class group: Tomás, Lucía and Pablo. */
export const milonga = {
  callout: true,
  persona: VALERIA,
  participants: ['Tomás', 'Lucía', 'Pablo'],
  chat: 'group',
  others: new Map([
    [3998, 'Che, el jueves hay clase o es feriado?'],
    [4000, 'Creo que es feriado el viernes nomás'],
    [4001, 'Pablo se torció el tobillo en la práctica, está re bajoneado'],
    [4003, 'Estoy bien, es una pavada, en dos semanas vuelvo'],
    [4005, 'Profe, confirmá lo del jueves así aviso a mi novia'],
  ]),
  own: new Map([[3999, 'Buenas buenas 💃']]),
} as const;
