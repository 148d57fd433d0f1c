/**
 * Set 60's cast: eight invented personas, each behind a model other than Gemini on the
 * OpenAI-compatible endpoint. Lotte (Freiburg, German) on Claude; Vera (Novosibirsk, Russian)
 * on DeepSeek R1 and V3; Kenta (Osaka, Japanese) on Qwen; Bruno (Recife, Portuguese) on Llama 3;
 * Priya (Leeds, English) on GPT-4o, 4.1 and 5; Margot (Lyon, French) on Mistral; Carmen
 * (Valencia, Spanish) on small local models; Aziz in a climbing group on a mix of them.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Scene = Pick<CorpusEntry, 'persona' | 'participants' | 'others' | 'own' | 'chat'>;

export const LOTTE: Scene = {
  persona: 'Lotte',
  participants: ['Jule'],
  others: new Map([
    [4001, 'Hast du am Samstag Zeit? Flohmarkt am Stühlinger'],
    [4003, 'Und hast du noch meine Springform?'],
    [4005, 'Sag mal, wie war eigentlich das Vorstellungsgespräch??'],
  ]),
  own: new Map([
    [4002, 'Samstag klingt gut, wann?'],
    [4004, 'Springform ist hier, ja 😅'],
  ]),
};

export const VERA: Scene = {
  persona: 'Вера',
  participants: ['Илья'],
  others: new Map([
    [4001, 'Вер, ты завтра на дачу едешь?'],
    [4003, 'Мама просила передать, чтобы ты банки вернула'],
    [4005, 'И ещё: ты посмотрела тот сериал, что я скидывал?'],
  ]),
  own: new Map([
    [4002, 'Еду, электричка в 9:10'],
    [4004, 'Банки в пакете у двери, забери сам'],
  ]),
};

export const KENTA: Scene = {
  persona: 'けんた',
  participants: ['みお'],
  others: new Map([
    [4001, '今週末のたこパ、何時からにする？'],
    [4003, 'ホットプレートはうちにあるよ'],
    [4005, 'たこ買ってきてくれる？あと飲み物も'],
  ]),
  own: new Map([
    [4002, '17時くらいでどう？'],
    [4004, 'さすが！'],
  ]),
};

export const BRUNO: Scene = {
  persona: 'Bruno',
  participants: ['Rafa'],
  others: new Map([
    [4001, 'mano, o jogo do Sport é domingo às 16h'],
    [4003, 'bora ver no bar do Zé?'],
    [4005, 'tu leva a caixinha de som? e confirma se vai mesmo'],
  ]),
  own: new Map([
    [4002, 'tô sabendo, não perco'],
    [4004, 'bora demais'],
  ]),
};

export const PRIYA: Scene = {
  persona: 'Priya',
  participants: ['Tom'],
  others: new Map([
    [4001, 'Did you manage to book the Airbnb for Whitby?'],
    [4003, "Also my mum wants your dal recipe, she won't stop going on about it"],
    [4005, 'And are we still doing the quiz Thursday?'],
  ]),
  own: new Map([
    [4002, 'Booked!! 3 nights, sea view-ish'],
    [4004, "Haha tell her it's mostly patience and too much ghee"],
  ]),
};

export const MARGOT: Scene = {
  persona: 'Margot',
  participants: ['Sandrine'],
  others: new Map([
    [4001, 'Tu as vu, la boulangerie de la rue Mercière a fermé'],
    [4003, 'Du coup on se voit où jeudi ?'],
    [4005, 'Et tu peux me rendre mon livre, le Annie Ernaux ?'],
  ]),
  own: new Map([
    [4002, 'Nooon, leurs chouquettes 😭'],
    [4004, 'Chez moi ? Je fais une tarte'],
  ]),
};

export const CARMEN: Scene = {
  persona: 'Carmen',
  participants: ['Pau'],
  others: new Map([
    [4001, '¿Mañana vienes a la paella de mi abuela?'],
    [4003, 'Trae algo de postre si puedes'],
    [4005, '¿Y a qué hora te recojo?'],
  ]),
  own: new Map([
    [4002, '¡Claro que sí!'],
    [4004, 'Hago flan 🍮'],
  ]),
};

/** The climbing group: Marta asks Aziz by name (4005). */
export const AZIZ: Scene = {
  persona: 'Aziz',
  chat: 'group',
  participants: ['Deniz', 'Marta', 'Ollie'],
  others: new Map([
    [4000, 'Gym Wednesday 7pm anyone?'], // Marta
    [4001, 'I’m in, need to try the new pink V4'], // Ollie
    [4003, 'Aziz are you bringing the spare chalk bag?'], // Deniz
    [4005, 'Aziz, you driving to the Peak on Sunday or should I rent something?'], // Marta
  ]),
  own: new Map([
    [4002, 'Wednesday works'],
    [4004, 'should be in the boot'],
  ]),
};

/** The same group later: Ollie complains, nothing is asked of Aziz (4005). */
export const AZIZ_QUIET: Scene = {
  persona: 'Aziz',
  chat: 'group',
  participants: ['Deniz', 'Marta', 'Ollie'],
  others: new Map([
    [4001, 'that pink V4 is sandbagged, no way it’s a 4'], // Ollie
    [4003, 'skill issue 😌'], // Deniz
    [4005, 'lol my forearms are dead'], // Ollie
  ]),
  own: new Map([[4002, 'it took me 6 goes']]),
};
