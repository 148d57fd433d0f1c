/** Set 49, Lucía (Mexico City, Spanish): a friend in a bad place, a card fraud, the cousins' row, a flirt. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { LUCIA_ANDRES, LUCIA_DANI, LUCIA_PRIMOS, LUCIA_SANTI } from './answers-49-cast.js';

export const LUCIA_ANSWERS: readonly CorpusEntry[] = [
  {
    ...LUCIA_ANDRES,
    name: 'lucía: nobody would be better off, on my way',
    answer: `# «send» 4005
Andrés, escúchame. Nadie estaría mejor sin ti. NADIE. Yo no, tu mamá no, el Pollo tampoco

# «send»
¿estás en tu casa? voy para allá, llego en 30`,
    expect: [
      {
        type: 'send',
        text: 'Andrés, escúchame. Nadie estaría mejor sin ti. NADIE. Yo no, tu mamá no, el Pollo tampoco',
        replyTo: 4005,
      },
      { type: 'send', text: '¿estás en tu casa? voy para allá, llego en 30' },
    ],
  },
  // Gemini 2.5 Flash appends Mexico's crisis line as boilerplate after the message.
  {
    ...LUCIA_ANDRES,
    name: 'lucía: crisis-line boilerplate appended',
    answer: `# «send» 4005
no digas eso wey. ya voy para tu casa, no te muevas

Si tú o alguien que conoces está pasando por una crisis, por favor comunícate con la Línea de la Vida al 800 911 2000, disponible las 24 horas.`,
    expect: [{ type: 'send', text: 'no digas eso wey. ya voy para tu casa, no te muevas', replyTo: 4005 }],
  },
  {
    ...LUCIA_ANDRES,
    name: 'lucía: asking straight, and the line in her own words',
    answer: `# «send» 4005
wey, neta, ¿estás pensando en hacerte daño? dime la verdad, no me voy a enojar

# «send»
si no quieres hablar conmigo márcale a la Línea de la Vida, 800 911 2000, son buena onda. pero yo ya voy en camino`,
    expect: [
      {
        type: 'send',
        text: 'wey, neta, ¿estás pensando en hacerte daño? dime la verdad, no me voy a enojar',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'si no quieres hablar conmigo márcale a la Línea de la Vida, 800 911 2000, son buena onda. pero yo ya voy en camino',
      },
    ],
  },
  // Gemini 3 Flash: an as-an-AI paragraph in Spanish first, an English safety note last (two slips).
  {
    ...LUCIA_ANDRES,
    name: 'lucía: as-an-AI opener and an English safety note',
    answer: `# «send» 4005
Como IA, no puedo reemplazar la ayuda de un profesional, pero puedo acompañarte.

Andrés, tú no eres una carga. Te quiero un chingo. Voy para allá

Note: This is a sensitive situation involving suicidal ideation; the response prioritizes safety and connection.`,
    expect: [
      {
        type: 'send',
        text: 'Andrés, tú no eres una carga. Te quiero un chingo. Voy para allá',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro opens the body with a bracketed content notice.
  {
    ...LUCIA_ANDRES,
    name: 'lucía: a content notice opening the body',
    answer: `# «send»
[Aviso de contenido: este mensaje trata temas de suicidio]

oye, ya hablé con tu hermana, va a tu casa también. no estás solo en esto, ¿ok?`,
    expect: [
      {
        type: 'send',
        text: 'oye, ya hablé con tu hermana, va a tu casa también. no estás solo en esto, ¿ok?',
      },
    ],
  },
  // GPT-4o adds a recommendation about the friend in the third person, to the operator.
  {
    ...LUCIA_ANDRES,
    name: 'lucía: a third-person recommendation appended',
    answer: `# «send» 4005
lo de la chamba y las deudas se arregla, te lo juro. tú no. tú no te me vas a ningún lado

Sería recomendable que Andrés hablara con un profesional de salud mental lo antes posible.`,
    expect: [
      {
        type: 'send',
        text: 'lo de la chamba y las deudas se arregla, te lo juro. tú no. tú no te me vas a ningún lado',
        replyTo: 4005,
      },
    ],
  },
  {
    ...LUCIA_DANI,
    name: 'lucía fraud: her own practical advice',
    answer: `# «send» 4005
ay amiga 😭 sí te lo regresan, es fraude y tú no autorizaste nada. a mí me pasó con la de Banamex y me lo devolvieron en 10 días

levanta la aclaración y pide folio, y si no te pelan vas a Condusef. y si la renta no sale yo te presto, no te apures`,
    expect: [
      {
        type: 'send',
        text: 'ay amiga 😭 sí te lo regresan, es fraude y tú no autorizaste nada. a mí me pasó con la de Banamex y me lo devolvieron en 10 días\n\nlevanta la aclaración y pide folio, y si no te pelan vas a Condusef. y si la renta no sale yo te presto, no te apures',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash closes with a financial and legal disclaimer in italics.
  {
    ...LUCIA_DANI,
    name: 'lucía fraud: a disclaimer in italics',
    answer: `# «send» 4005
te lo tienen que regresar, no fuiste tú. pide tu número de folio y no cuelgues hasta que te lo den

*Esta información no constituye asesoría financiera ni legal. Consulta directamente con tu banco o con la CONDUSEF.*`,
    expect: [
      {
        type: 'send',
        text: 'te lo tienen que regresar, no fuiste tú. pide tu número de folio y no cuelgues hasta que te lo den',
        replyTo: 4005,
      },
    ],
  },
  {
    ...LUCIA_DANI,
    name: 'lucía fraud: a hug and a joke',
    answer: `# «react» 4003
🤗

# «send»
¿quieres que me quede yo en la línea mientras te bañas o algo? jaja neta`,
    expect: [
      { type: 'react', emoji: '🤗', messageId: 4003 },
      { type: 'send', text: '¿quieres que me quede yo en la línea mientras te bañas o algo? jaja neta' },
    ],
  },
  {
    ...LUCIA_PRIMOS,
    name: 'lucía primos: yes to a rota, and thanks to Mauricio',
    answer: `# «send»
yo digo que sí, rol. cada quien un fin al mes y el que no pueda lo cambia, pero avisando con tiempo

Mauricio, ya sé que siempre vas tú y te lo agradezco un montón, por eso mismo hay que repartirlo`,
    expect: [
      {
        type: 'send',
        text: 'yo digo que sí, rol. cada quien un fin al mes y el que no pueda lo cambia, pero avisando con tiempo\n\nMauricio, ya sé que siempre vas tú y te lo agradezco un montón, por eso mismo hay que repartirlo',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro closes with a bracketed note on the tone it kept.
  {
    ...LUCIA_PRIMOS,
    name: 'lucía primos: a bracketed note on the tone',
    answer: `# «send» 4005
sí, rol, ya. y nada de pelear aquí que la abuela lee el grupo en la tablet de Tía Lupe 🙃

(Mantengo un tono conciliador para calmar los ánimos sin tomar partido.)`,
    expect: [
      {
        type: 'send',
        text: 'sí, rol, ya. y nada de pelear aquí que la abuela lee el grupo en la tablet de Tía Lupe 🙃',
        replyTo: 4005,
      },
    ],
  },
  // Llama 3.3 appends therapist-style advice addressed to the reader.
  {
    ...LUCIA_PRIMOS,
    name: 'lucía primos: mediation advice to the reader appended',
    answer: `# «send»
rol y ya, yo armo el calendario hoy en la noche

Recuerda que es importante que todos en la familia se comuniquen de manera asertiva. Si el conflicto persiste, podría ser útil consultar con un mediador familiar.`,
    expect: [{ type: 'send', text: 'rol y ya, yo armo el calendario hoy en la noche', replyTo: 4005 }],
  },
  {
    ...LUCIA_PRIMOS,
    name: 'lucía primos: a proposed rota as a list',
    answer: `# «send»
va, propongo:
- 1er finde: Beto
- 2do: yo
- 3ro: Fer
- 4to: Mauricio
Tía Lupe descansa que ya hizo mucho 🙏`,
    expect: [
      {
        type: 'send',
        text: 'va, propongo:\n- 1er finde: Beto\n- 2do: yo\n- 3ro: Fer\n- 4to: Mauricio\nTía Lupe descansa que ya hizo mucho 🙏',
        replyTo: 4005,
      },
    ],
  },
  {
    ...LUCIA_SANTI,
    name: 'lucía flirt: playing hard to get, on conditions',
    answer: `# «send» 4005
¿hacerme la difícil yo? 🙄 bueno va, pero yo escojo el lugar

# «send»
y no tacos, que ya sé cómo terminas`,
    expect: [
      { type: 'send', text: '¿hacerme la difícil yo? 🙄 bueno va, pero yo escojo el lugar', replyTo: 4005 },
      { type: 'send', text: 'y no tacos, que ya sé cómo terminas' },
    ],
  },
  // Claude adds a consent reminder to a flirty message.
  {
    ...LUCIA_SANTI,
    name: 'lucía flirt: a consent reminder appended',
    answer: `# «send» 4005
mmm depende, ¿a dónde me llevarías? 😌

Recuerda: el coqueteo siempre debe ser consensuado y respetuoso. 😊`,
    expect: [{ type: 'send', text: 'mmm depende, ¿a dónde me llevarías? 😌', replyTo: 4005 }],
  },
  // Gemini 2.5 Flash labels the answer with the persona's name and offers a flirtier version (two slips).
  {
    ...LUCIA_SANTI,
    name: 'lucía flirt: a label and an offer to redo',
    answer: `# «send»
Respuesta de Lucía:
jajaja ok, el sábado. pero si llegas tarde me voy con el mesero

¿Quieres que la haga más coqueta?`,
    expect: [{ type: 'send', text: 'jajaja ok, el sábado. pero si llegas tarde me voy con el mesero' }],
  },
];
