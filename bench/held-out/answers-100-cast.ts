/**
 * Set 100's cast: eight invented personas. Imogen, a Manchester copywriter, with her friend Priya
 * (Gemini 2.5 Flash and 3 Flash); Hector with his brother Sam (Gemini 2.5 Pro); Rosalind in the
 * Chapter & Verse book club (Gemini 3 Flash); Nell in the Crag Rats climbing group (models behind
 * the endpoint: GPT-4o-class, DeepSeek, Llama 3.x, Qwen); Giulia with Marco in Italian (Gemini 2.5
 * Flash); Kasia in her flat's group in Polish (Gemini 3 Flash); Haruka with Yui in Japanese (Gemini
 * 2.5 Pro); Lotte in a hiking group in German (Gemini 3 Pro). The message answered is always 4005.
 */

export const IMOGEN = 'Imogen';
export const HECTOR = 'Hector';
export const ROSALIND = 'Rosalind';
export const NELL = 'Nell';
export const GIULIA = 'Giulia';
export const KASIA = 'Kasia';
export const HARUKA = 'Haruka';
export const LOTTE = 'Lotte';

/** Imogen and Priya: Priya's boss, Priya's cat. */
export const PRIYA: readonly string[] = ['Priya'];
export const PRIYA_BOSS: ReadonlyMap<number, string> = new Map([
  [4001, 'Guess who got asked to redo the whole deck at 5pm on a Friday'],
  [4003, 'Gareth says it "lacks energy". It has forty slides of energy'],
  [4005, 'Anyway. Drinks tomorrow still? I need it'],
]);
export const IMOGEN_BOSS_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'No. NO. Not again'],
  [4004, 'lacks energy?? what does that even mean'],
]);
export const PRIYA_CAT: ReadonlyMap<number, string> = new Map([
  [4001, 'Mochi knocked my plant off the shelf again and then looked me dead in the eye'],
  [4003, 'The vet says she needs to lose half a kilo, she is furious about the diet food'],
  [4005, "Can you still feed her Saturday and Sunday while I'm in Leeds?"],
]);
export const IMOGEN_CAT_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'She knows exactly what she did'],
  [4004, 'poor baby, diet food is a crime'],
]);

/** Hector and his brother Sam: moving day, film night. */
export const SAM: readonly string[] = ['Sam'];
export const SAM_MOVE: ReadonlyMap<number, string> = new Map([
  [4001, 'Van is booked for Saturday 8am, the guy said two hours max'],
  [4003, "Mum wants to come and 'help' which means reorganising my kitchen"],
  [4005, 'Can you bring your drill? And are you still alright to do the sofa with me'],
]);
export const HECTOR_MOVE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Two hours max, famous last words'],
  [4004, "haha let her, it's her love language"],
]);
export const SAM_FILM: ReadonlyMap<number, string> = new Map([
  [4001, 'Finally watched Jaws on your recommendation'],
  [4003, 'The shark looks so fake and yet I was terrified the whole time'],
  [4005, 'What should I watch next? Something old but not boring'],
]);
export const HECTOR_FILM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'And??'],
  [4004, "that's the magic of it"],
]);

/** Rosalind's book club. */
export const BOOK_CLUB: readonly string[] = ['Maeve', 'Tunde', 'Colin', 'Anya'];
/** Maeve asks Rosalind about the venue (a callout). */
export const CLUB_VENUE: ReadonlyMap<number, string> = new Map([
  [3998, "Reminder: we're doing Piranesi for the 14th"],
  [4000, "I'm 40 pages in and I have no idea what's happening, is that normal"],
  [4001, 'Totally normal, keep going'],
  [4003, 'Where are we meeting, same café?'],
  [4005, "@rosalind you said you'd sort the venue, any news?"],
]);
export const ROSALIND_VENUE_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Colin trust the process']]);
/** Audiobook banter, not addressed to Rosalind. */
export const CLUB_AUDIO: ReadonlyMap<number, string> = new Map([
  [4001, 'Controversial opinion: audiobooks count as reading'],
  [4003, 'They absolutely do, fight me'],
  [4005, 'Colin you just want to count the 3 hours you listened to at 2x speed'],
]);
export const ROSALIND_AUDIO_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Has everyone got their copy?'],
]);

/** Nell's climbing group. */
export const CRAG_RATS: readonly string[] = ['Tom', 'Jess', 'Ravi'];
/** Jess asks Nell to sum up Saturday (a callout). */
export const CRAG_TRIP: ReadonlyMap<number, string> = new Map([
  [4000, "Van's free Saturday, I can drive"],
  [4001, 'Forecast says dry till 4 then showers'],
  [4003, 'I can bring the extra rope and the quickdraws'],
  [4005, "@nell can you sum up the plan so I can tell my boyfriend when I'm back"],
]);
export const NELL_TRIP_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Perfect, Stanage it is then'],
  [4004, "I've got the first aid kit sorted"],
]);
/** Teasing Ravi, not addressed to Nell. */
export const CRAG_FALL: ReadonlyMap<number, string> = new Map([
  [4001, 'Did anyone else see Ravi fall off the easy bit on Sunday lol'],
  [4003, 'The hold BROKE Tom. It broke.'],
  [4005, 'sure it did Ravi 😂'],
]);
export const NELL_FALL_OWN: ReadonlyMap<number, string> = new Map([
  [3998, 'Chalk bag is back from the wash btw'],
]);
/** Tom asks Nell something only he understands (a callout). */
export const CRAG_THING: ReadonlyMap<number, string> = new Map([
  [4001, 'Sunday session still on?'],
  [4003, 'yep, 10am at the wall'],
  [4005, 'nell did you bring the thing'],
]);
export const NELL_THING_OWN: ReadonlyMap<number, string> = new Map([[4002, "I'm in"]]);

/** Giulia and Marco: dinner tonight. */
export const MARCO: readonly string[] = ['Marco'];
export const MARCO_CENA: ReadonlyMap<number, string> = new Map([
  [4001, 'Stasera cucino io, ti va una carbonara?'],
  [4003, 'Ho comprato il guanciale dal macellaio sotto casa'],
  [4005, 'Vieni alle otto? E porti tu il vino?'],
]);
export const GIULIA_CENA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Carbonara vera o quella con la panna? 😏'],
  [4004, 'ok allora sì, mi fido'],
]);

/** Kasia's flat group. */
export const FLAT_4B: readonly string[] = ['Bartek', 'Ola', 'Zuzia'];
/** Zuzia asks Kasia to split the electricity bill (a callout). */
export const FLAT_BILL: ReadonlyMap<number, string> = new Map([
  [4001, 'Przyszedł rachunek za prąd, 412 zł 😬'],
  [4003, 'Kto zostawił grzejnik na full w łazience?'],
  [4005, 'Kasia, ty robisz przelewy w tym miesiącu, ile każdy ma oddać?'],
]);
export const KASIA_BILL_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ile?? W zeszłym miesiącu było 280'],
]);
/** Bartek's yoghurt, not addressed to Kasia. */
export const FLAT_YOGHURT: ReadonlyMap<number, string> = new Map([
  [4001, 'W sobotę przychodzi moja siostra, będzie spać na kanapie'],
  [4003, 'Spoko, tylko niech nie je mojego jogurtu'],
  [4005, 'Bartek i ten jogurt, wieczna historia'],
]);
export const KASIA_YOGHURT_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Kupiłam nowy płyn do naczyń'],
]);

/** Haruka and Yui plan a trip to Kyoto. */
export const YUI: readonly string[] = ['Yui'];
export const YUI_KYOTO: ReadonlyMap<number, string> = new Map([
  [4001, '来月の京都旅行、宿どうする？'],
  [4003, '旅館がいいけど、ちょっと高いかな'],
  [4005, 'ハルカは何日なら休めそう？'],
]);
export const HARUKA_KYOTO_OWN: ReadonlyMap<number, string> = new Map([
  [4002, '京都楽しみ！'],
  [4004, 'たまには贅沢しようよ'],
]);

/** Lotte's hiking group. */
export const WANDERGRUPPE: readonly string[] = ['Jens', 'Birgit', 'Uwe'];
/** Uwe asks Lotte about the route (a callout). */
export const HIKE_ROUTE: ReadonlyMap<number, string> = new Map([
  [4001, 'Sonntag soll es 24 Grad werden, perfektes Wanderwetter'],
  [4003, 'Wer nimmt den Hund mit? Bruno braucht Auslauf'],
  [4005, 'Lotte, du kennst doch die Route über den Engelberg, wie lang ist die?'],
]);
export const LOTTE_ROUTE_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Endlich! Ich bin dabei']]);
/** The grill grate, not addressed to Lotte. */
export const HIKE_GRILL: ReadonlyMap<number, string> = new Map([
  [4001, 'Hat jemand noch den Grillrost vom letzten Mal?'],
  [4003, 'Der liegt bei Uwe im Keller glaube ich'],
  [4005, 'Stimmt, der liegt bei mir. Ich bring ihn mit'],
]);
export const LOTTE_GRILL_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Ich kümmere mich um den Salat'],
]);

export const boss = { persona: IMOGEN, participants: PRIYA, others: PRIYA_BOSS, own: IMOGEN_BOSS_OWN };
export const cat = { persona: IMOGEN, participants: PRIYA, others: PRIYA_CAT, own: IMOGEN_CAT_OWN };
export const move = { persona: HECTOR, participants: SAM, others: SAM_MOVE, own: HECTOR_MOVE_OWN };
export const film = { persona: HECTOR, participants: SAM, others: SAM_FILM, own: HECTOR_FILM_OWN };
export const venue = {
  persona: ROSALIND,
  participants: BOOK_CLUB,
  others: CLUB_VENUE,
  own: ROSALIND_VENUE_OWN,
  chat: 'group' as const,
  callout: true,
};
export const audio = {
  persona: ROSALIND,
  participants: BOOK_CLUB,
  others: CLUB_AUDIO,
  own: ROSALIND_AUDIO_OWN,
  chat: 'group' as const,
};
export const trip = {
  persona: NELL,
  participants: CRAG_RATS,
  others: CRAG_TRIP,
  own: NELL_TRIP_OWN,
  chat: 'group' as const,
  callout: true,
};
export const fall = {
  persona: NELL,
  participants: CRAG_RATS,
  others: CRAG_FALL,
  own: NELL_FALL_OWN,
  chat: 'group' as const,
};
export const thing = {
  persona: NELL,
  participants: CRAG_RATS,
  others: CRAG_THING,
  own: NELL_THING_OWN,
  chat: 'group' as const,
  callout: true,
};
export const cena = { persona: GIULIA, participants: MARCO, others: MARCO_CENA, own: GIULIA_CENA_OWN };
export const bill = {
  persona: KASIA,
  participants: FLAT_4B,
  others: FLAT_BILL,
  own: KASIA_BILL_OWN,
  chat: 'group' as const,
  callout: true,
};
export const yoghurt = {
  persona: KASIA,
  participants: FLAT_4B,
  others: FLAT_YOGHURT,
  own: KASIA_YOGHURT_OWN,
  chat: 'group' as const,
};
export const kyoto = { persona: HARUKA, participants: YUI, others: YUI_KYOTO, own: HARUKA_KYOTO_OWN };
export const route = {
  persona: LOTTE,
  participants: WANDERGRUPPE,
  others: HIKE_ROUTE,
  own: LOTTE_ROUTE_OWN,
  chat: 'group' as const,
  callout: true,
};
export const grill = {
  persona: LOTTE,
  participants: WANDERGRUPPE,
  others: HIKE_GRILL,
  own: LOTTE_GRILL_OWN,
  chat: 'group' as const,
};
