/**
 * Set 47's cast: seven English-speaking personas of very different voices, each in a direct chat
 * and a group. Kayla is fifteen and types in lowercase bursts; Bert is a retired merchant sailor
 * from Hull; Tobi plays ranked shooters with a five-stack; Adaeze is a PhD student in a
 * Manchester chemistry lab; Pearl is a churchgoing grandmother in Georgia who sings in the
 * choir; Ruby Ruin is a drag performer in Brighton; Davie is a plumber in Glasgow.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

export const KAYLA = 'Kayla';
export const BERT = 'Bert';
export const TOBI = 'Tobi';
export const ADAEZE = 'Adaeze';
export const PEARL = 'Pearl';
export const RUBY = 'Ruby Ruin';
export const DAVIE = 'Davie';

/** Kayla and her best friend Maddie alone. */
export const MADDIE_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'did u see what jayden posted on his close friends'],
  [4003, 'HE POSTED A PIC OF HIS CAT WITH A LOVE SONG'],
  [4005, 'is it about priya. be honest. is it about priya'],
]);
export const MADDIE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'no?? im at my nans wifi is dead'],
  [4004, 'stop. screenshot it rn'],
]);

/** Kayla's form group chat; Jayden asks her by name (4005). */
export const FORM_GC: ReadonlyMap<number, string> = new Map([
  [3998, 'does anyone have the english homework'], // Priya
  [4000, 'mr dawson said its optional'], // Leo
  [4003, 'he says that every time and then gives detentions 😭'], // Maddie
  [4005, 'kayla what page was the maths hw on'], // Jayden
]);
export const FORM_OWN: ReadonlyMap<number, string> = new Map([
  [4001, 'it is NOT optional dont listen to leo'],
]);
export const FORM_PEOPLE: readonly string[] = ['Maddie', 'Jayden', 'Priya', 'Leo'];

/** Bert and his niece Jen alone. */
export const JEN_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Morning Uncle Bert! Are we still going out on the boat Sunday?'],
  [4003, "Mum says you've been fixing the engine again, she's worried 😅"],
  [4005, 'Also can you teach Alfie some knots? He wants to be a sailor now'],
]);
export const JEN_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Weather permitting, love.'],
  [4004, 'Your mother worries about everything.'],
]);

/** The sea anglers' group; Gary asks about conditions (4005). */
export const ANGLERS: ReadonlyMap<number, string> = new Map([
  [3999, 'Cod showing off the north pier again, two keepers last night'], // Gary
  [4001, 'Anyone got a spare 6oz grip lead? Lost mine on the rocks'], // Shaun
  [4003, 'Harbour master says the slipway is shut till 10 Saturday'], // Trev
  [4005, "Bert what's the sea doing Saturday? You always know"], // Gary
]);
export const ANGLERS_OWN: ReadonlyMap<number, string> = new Map([
  [4002, "I've got a few, Shaun. I'll bring them."],
]);
export const ANGLERS_PEOPLE: readonly string[] = ['Gary', 'Shaun', 'Trev', 'Mick'];

/** Tobi's five-stack; nyx asks about the plan for tonight (4005). */
export const STACK: ReadonlyMap<number, string> = new Map([
  [3997, 'scrims 9pm vs Null Sector, dont be late'], // Kento
  [3999, 'i will be late'], // Ramos
  [4001, 'ramos ur always late'], // nyx
  [4003, 'WE HIT IMMORTAL 2 LETS GOOO'], // skye
  [4005, '@tobi what comp are we running on bind tonight'], // nyx
]);
export const STACK_OWN: ReadonlyMap<number, string> = new Map([
  [3998, 'ill be on at 8:45 to warm up'],
  [4002, 'ramos if ur late again ur buying the energy drinks'],
]);
export const STACK_PEOPLE: readonly string[] = ['Kento', 'Ramos', 'nyx', 'skye'];

/** Tobi and Kento alone. */
export const KENTO_DM: ReadonlyMap<number, string> = new Map([
  [4003, 'be honest was my entry trash last night'],
  [4005, 'and do u think coach will bench me for the lan'],
]);
export const KENTO_OWN: ReadonlyMap<number, string> = new Map([[4004, 'not trash. rushed']]);

/** Adaeze and her labmate Finn alone. */
export const FINN_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Did the XRD results come back?'],
  [4003, 'Also Whitlock asked if your chapter draft is ready'],
  [4005, 'and are you coming to the pub quiz tonight or are you married to the glovebox'],
]);
export const FINN_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'They came back. They are... interesting'],
]);

/** The lab group; Dr Whitlock asks Adaeze by name (4005). */
export const LAB: ReadonlyMap<number, string> = new Map([
  [3998, 'Who left the rotavap running overnight?'], // Mei
  [4000, 'Not me, I was at the conference'], // Oskar
  [4003, 'Reminder: group meeting moved to Thursday 2pm'], // Dr Whitlock
  [4005, 'Adaeze, can you present Thursday? 15 minutes, whatever you have'], // Dr Whitlock
]);
export const LAB_OWN: ReadonlyMap<number, string> = new Map([[4001, 'Mei it was not me but I know who 👀']]);
export const LAB_PEOPLE: readonly string[] = ['Finn', 'Dr Whitlock', 'Mei', 'Oskar'];

/** Pearl and her grandson Deshawn alone. */
export const DESHAWN_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Hey Grandma, I got the job interview!! Its Tuesday'],
  [4003, 'Can you send me your sweet potato pie recipe, Keisha wants to try it'],
  [4005, 'Also are you coming up for Thanksgiving or should we come down'],
]);
export const DESHAWN_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Praise God! I knew it baby'],
  [4004, 'Now you know that recipe is a family secret 😄'],
]);

/** The choir group; Sister Loretta asks Pearl about Sunday (4005). */
export const CHOIR: ReadonlyMap<number, string> = new Map([
  [3998, 'Rehearsal Thursday at 7, please be on time saints'], // Pastor Reed
  [4000, 'I might be a little late, I work till 6:30'], // Denise
  [4003, 'Please keep my mother in your prayers, she goes in for surgery Monday'], // Brother James
  [4005, 'Sister Pearl, are you still leading "Blessed Assurance" Sunday?'], // Sister Loretta
]);
export const CHOIR_OWN: ReadonlyMap<number, string> = new Map([
  [4001, 'That is fine Denise, we will save you a seat'],
]);
export const CHOIR_PEOPLE: readonly string[] = ['Sister Loretta', 'Pastor Reed', 'Denise', 'Brother James'];

/** Ruby Ruin and her best friend Callum alone. */
export const CALLUM_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Babe did the new wig arrive??'],
  [4003, 'Also Marco wants you for the 11am brunch show Sunday'],
  [4005, 'What are you wearing to the Pride launch btw'],
]);
export const CALLUM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'She arrived. She is enormous. I love her.'],
  [4004, 'Eleven. In the MORNING. Is he unwell'],
]);

/** The brunch show's group; Kiki asks Ruby about the running order (4005). */
export const BRUNCH: ReadonlyMap<number, string> = new Map([
  [3997, 'Sound check at 12 sharp queens'], // Marco
  [3999, 'I need the steamer before anyone else, my gown is a CRIME'], // Vanta Black
  [4001, 'Who took my lashes from the green room'], // Kiki Karat
  [4003, 'Not me, I have my own, I am a professional'], // Vanta Black
  [4005, 'Ruby who is opening Saturday? Marco says you have the running order'], // Kiki Karat
]);
export const BRUNCH_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Kiki check your handbag before you accuse the girls'],
]);
export const BRUNCH_PEOPLE: readonly string[] = ['Marco', 'Vanta Black', 'Kiki Karat', 'Lenny'];

/** Davie and a customer, Mrs Haddow, alone. */
export const HADDOW_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Hello Davie, its Mrs Haddow from Clarkston, the radiator in the hall is leaking again'],
  [4003, 'There is a puddle now under it. Should I turn something off?'],
  [4005, 'And how much will it be roughly? Im on my pension'],
]);
export const HADDOW_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Hiya Mrs Haddow, sorry tae hear that'],
  [4004, 'Aye, wan minute, let me check whit ye can dae'],
]);

/** The Thursday five-a-side group; Stevie asks who is playing tonight (4005). */
export const FIVES: ReadonlyMap<number, string> = new Map([
  [3998, 'Pitch 3 the night, 7 o clock, £6 each'], // Stevie
  [4000, 'In'], // Raz
  [4001, 'In but Tam owes me a fiver fae last week'], // Gordon
  [4003, 'I paid ye Gordon, ye were steamin and forgot'], // Big Tam
  [4005, 'Davie you in or what? Need numbers by 5'], // Stevie
]);
export const FIVES_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Depends on this boiler job in Shawlands'],
]);
export const FIVES_PEOPLE: readonly string[] = ['Stevie', 'Raz', 'Gordon', 'Big Tam'];

function chat(
  persona: string,
  kind: 'direct' | 'group',
  others: ReadonlyMap<number, string>,
  own: ReadonlyMap<number, string>,
  participants: readonly string[],
) {
  return (entry: CorpusEntry): CorpusEntry => ({
    persona,
    chat: kind,
    others,
    own,
    participants,
    ...entry,
  });
}

export const maddie = chat(KAYLA, 'direct', MADDIE_DM, MADDIE_OWN, ['Maddie']);
export const form = chat(KAYLA, 'group', FORM_GC, FORM_OWN, FORM_PEOPLE);
export const jen = chat(BERT, 'direct', JEN_DM, JEN_OWN, ['Jen']);
export const anglers = chat(BERT, 'group', ANGLERS, ANGLERS_OWN, ANGLERS_PEOPLE);
export const stack = chat(TOBI, 'group', STACK, STACK_OWN, STACK_PEOPLE);
export const kento = chat(TOBI, 'direct', KENTO_DM, KENTO_OWN, ['Kento']);
export const finn = chat(ADAEZE, 'direct', FINN_DM, FINN_OWN, ['Finn']);
export const lab = chat(ADAEZE, 'group', LAB, LAB_OWN, LAB_PEOPLE);
export const deshawn = chat(PEARL, 'direct', DESHAWN_DM, DESHAWN_OWN, ['Deshawn']);
export const choir = chat(PEARL, 'group', CHOIR, CHOIR_OWN, CHOIR_PEOPLE);
export const callum = chat(RUBY, 'direct', CALLUM_DM, CALLUM_OWN, ['Callum']);
export const brunch = chat(RUBY, 'group', BRUNCH, BRUNCH_OWN, BRUNCH_PEOPLE);
export const haddow = chat(DAVIE, 'direct', HADDOW_DM, HADDOW_OWN, ['Mrs Haddow']);
export const fives = chat(DAVIE, 'group', FIVES, FIVES_OWN, FIVES_PEOPLE);
