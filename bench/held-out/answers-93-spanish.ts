/**
 * Set 93, Andrés with his brother Quique (Spanish): ordinary answers about their father, Marta
 * and the plans for the party, and answers with one line of the model's reading of Quique or
 * plan for the turn, a few with two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { birthday, flat } from './answers-93-cast.js';

export const SPANISH_93: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: the father's moods described to his other son, then a choice of place.
  {
    name: 'set93: Andrés says dad says no to everything, and picks the village',
    ...birthday,
    answer: `# «send»
Yo también creo que le haría ilusión. Papá dice que no a todo y luego es el primero en pedir otra ronda

# «send»
En el pueblo, que allí tiene a sus amigos de la petanca y no se sentirá el centro de todo`,
    expect: [
      {
        type: 'send',
        text: 'Yo también creo que le haría ilusión. Papá dice que no a todo y luego es el primero en pedir otra ronda',
      },
      {
        type: 'send',
        text: 'En el pueblo, que allí tiene a sus amigos de la petanca y no se sentirá el centro de todo',
      },
    ],
  },
  // Gemini 3 Flash: a summary of the plan so far, dashes and an aside in brackets inside a line.
  {
    name: 'set93: Andrés sums up the paella plan',
    ...birthday,
    answer: `# «send»
Vale, pues te resumo lo que llevamos:
– paella en el pueblo, domingo 12
– la hace el tío Paco, que es su especialidad
– yo llevo la tarta (soy panadero, algo tendré que aportar 😅)
– tú hablas con mamá para que no se chive

# «send»
¿Te parece?`,
    expect: [
      {
        type: 'send',
        text: 'Vale, pues te resumo lo que llevamos:\n– paella en el pueblo, domingo 12\n– la hace el tío Paco, que es su especialidad\n– yo llevo la tarta (soy panadero, algo tendré que aportar 😅)\n– tú hablas con mamá para que no se chive',
      },
      { type: 'send', text: '¿Te parece?' },
    ],
  },
  // Gemini 2.5 Flash: "lo importante es que…" as advice to the brother.
  {
    name: "set93: Andrés: 'the important thing is you talk it through'",
    ...flat,
    answer: `# «send»
No te estás rayando por nada, es normal

# «send»
Lo importante es que lo habléis claro antes de firmar nada. Si su piso es el doble, igual buscáis uno nuevo a medias`,
    expect: [
      { type: 'send', text: 'No te estás rayando por nada, es normal' },
      {
        type: 'send',
        text: 'Lo importante es que lo habléis claro antes de firmar nada. Si su piso es el doble, igual buscáis uno nuevo a medias',
      },
    ],
  },
  // Gemini 3 Flash: a reply to the older message, then what Marta seemed to feel at a dinner.
  {
    name: 'set93: Andrés tells Quique how keen Marta looked at dinner',
    ...flat,
    answer: `# «send» 4003
¿El doble? Madre mía. ¿Y ella sabe que te agobia?

# «send»
Marta es muy maja, de verdad. El otro día en la cena se le notaba que tenía muchas ganas de dar el paso contigo`,
    expect: [
      { type: 'send', text: '¿El doble? Madre mía. ¿Y ella sabe que te agobia?', replyTo: 4003 },
      {
        type: 'send',
        text: 'Marta es muy maja, de verdad. El otro día en la cena se le notaba que tenía muchas ganas de dar el paso contigo',
      },
    ],
  },
  // Gemini 2.5 Flash: a thumbs-up, a note for the chat, and the father's low mood explained.
  {
    name: "set93: Andrés reacts, notes the plan and explains dad's mood",
    ...birthday,
    answer: `# «react» 4005
👍

# «note»
Cumple 70 de papá: paella en el pueblo, Quique habla con mamá.

# «send»
Estoy contigo. Lo de la rodilla le ha quitado ganas de todo, una fiesta con los suyos le vendrá bien`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'note' },
      {
        type: 'send',
        text: 'Estoy contigo. Lo de la rodilla le ha quitado ganas de todo, una fiesta con los suyos le vendrá bien',
      },
    ],
  },
  // Gemini 3 Flash: an "Estado de ánimo de Quique:" label on the message's first line.
  {
    name: "set93: Andrés's answer under 'Quique's state of mind:'",
    ...flat,
    answer: `# «send»
Estado de ánimo de Quique: inseguro, busca que le digan que no exagera.
Tío, no te estás rayando por nada, es mucha pasta

# «send»
Pero lo habláis y ya, Marta lo va a entender`,
    expect: [
      { type: 'send', text: 'Tío, no te estás rayando por nada, es mucha pasta' },
      { type: 'send', text: 'Pero lo habláis y ya, Marta lo va a entender' },
    ],
  },
  // Gemini 2.5 Flash: "lo principal ahora es…" as the plan for the turn, a paragraph between two meant ones.
  {
    name: "set93: Andrés's message with 'the main thing now is to encourage Quique' inside",
    ...birthday,
    answer: `# «send»
Pues yo también lo veo, en el fondo le hace ilusión

Lo principal ahora es animar a Quique sin quitarle la razón a mamá.

Hacemos algo pequeño en el pueblo, sin globos ni discursos`,
    expect: [
      {
        type: 'send',
        text: 'Pues yo también lo veo, en el fondo le hace ilusión\n\nHacemos algo pequeño en el pueblo, sin globos ni discursos',
      },
    ],
  },
  // Gemini 2.5 Flash: a bracketed recap of what Quique told, as the last line.
  {
    name: "set93: Andrés's advice closed by a bracketed recap of Quique's news",
    ...flat,
    answer: `# «send»
Para nada te estás rayando. Es un paso grande y el dinero importa

# «send»
Siéntate con ella y haced números, sin dramas
(Quique cuenta que Marta quiere vivir juntos, que le hace ilusión pero que el piso de ella es el doble de caro.)`,
    expect: [
      { type: 'send', text: 'Para nada te estás rayando. Es un paso grande y el dinero importa' },
      { type: 'send', text: 'Siéntate con ella y haced números, sin dramas' },
    ],
  },
  // Gemini 3 Flash: what Quique wants, by name, glued before the message on the same line.
  {
    name: "set93: Andrés's 'Quique only wants his hunch confirmed' glued to the answer",
    ...birthday,
    answer: `# «send»
Quique solo quiere que alguien le confirme que su intuición es buena. Claro que le haría ilusión, Quique, lo conoces mejor que mamá`,
    expect: [{ type: 'send', text: 'Claro que le haría ilusión, Quique, lo conoces mejor que mamá' }],
  },
  // Gemini 2.5 Flash: which message to answer first, sent as a block before the answers.
  {
    name: "set93: Andrés's 'first the flat, it worries him most' as a block",
    ...flat,
    answer: `# «send»
Primero contesto a lo del piso, que es lo que más le preocupa, y luego a si se está rayando.

# «send» 4003
Lo del piso se arregla: o buscáis otro, o pagáis en proporción a lo que cobra cada uno

# «send»
Y no, no te estás rayando por nada. Se nota que te importa`,
    expect: [
      {
        type: 'send',
        text: 'Lo del piso se arregla: o buscáis otro, o pagáis en proporción a lo que cobra cada uno',
        replyTo: 4003,
      },
      { type: 'send', text: 'Y no, no te estás rayando por nada. Se nota que te importa' },
    ],
  },
  // Gemini 3 Flash: two slips, Quique read by name first and what the answer should end with last.
  {
    name: "set93: Andrés's answer between 'Quique is worried about money' and 'the answer should end with a plan'",
    ...flat,
    answer: `# «send»
Quique está agobiado por el dinero, no por Marta.
Que te vayas a vivir con ella es una noticia buenísima

# «send»
Lo del dinero tiene solución, el domingo te ayudo a hacer cuentas
La respuesta debería terminar con un plan concreto para que se quede tranquilo.`,
    expect: [
      { type: 'send', text: 'Que te vayas a vivir con ella es una noticia buenísima' },
      { type: 'send', text: 'Lo del dinero tiene solución, el domingo te ayudo a hacer cuentas' },
    ],
  },
];
