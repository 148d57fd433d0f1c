/** Set 89, the Spanish, Italian and Brazilian groups: Lucía, Chiara and Bruna. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bruna, chiara, ES_RECAP, lucia } from './answers-89-cast.js';

export const SOUTH: readonly CorpusEntry[] = [
  lucia({
    name: 'es: the trip tasks handed out line by line, the persona as "Yo"',
    answer: `# «send» 4005
Vale, ahí va el reparto 👇
Dani: coche y gasolina
Iker: reserva de la casa (y fianza)
Paty: compra del súper
Sole: barbacoa, que como no madrugas por la noche rindes 😂
Marta: playlist y juegos
Yo: bote común y cuentas`,
    expect: [
      {
        type: 'send',
        text: 'Vale, ahí va el reparto 👇\nDani: coche y gasolina\nIker: reserva de la casa (y fianza)\nPaty: compra del súper\nSole: barbacoa, que como no madrugas por la noche rindes 😂\nMarta: playlist y juegos\nYo: bote común y cuentas',
        replyTo: 4005,
      },
    ],
  }),
  lucia({
    name: 'es: Paty answered by name on her message, a reaction to Dani',
    answer: `# «send» 4003
Paty sí!! Me dieron del 14 al 17, lo tengo firmado y todo 🥳

# «react» 4001
👍`,
    expect: [
      { type: 'send', text: 'Paty sí!! Me dieron del 14 al 17, lo tengo firmado y todo 🥳', replyTo: 4003 },
      { type: 'react', emoji: '👍', messageId: 4001 },
    ],
  }),
  lucia({
    name: 'es: a joke about Marta with an aside in brackets to her',
    answer: `# «send»
Lo de repartir tareas lo dice la que el año pasado se dejó las llaves de la casa en Madrid 😂 (te quiero Marta, pero es verdad)`,
    expect: [
      {
        type: 'send',
        text: 'Lo de repartir tareas lo dice la que el año pasado se dejó las llaves de la casa en Madrid 😂 (te quiero Marta, pero es verdad)',
        replyTo: 4005,
      },
    ],
  }),
  lucia({
    name: 'es: the persona naming herself as the organised one',
    answer: `# «send» 4005
Lucía, la organizada, reportándose 🫡 Esta noche cuelgo un Excel en el grupo y nadie se queja`,
    expect: [
      {
        type: 'send',
        text: 'Lucía, la organizada, reportándose 🫡 Esta noche cuelgo un Excel en el grupo y nadie se queja',
        replyTo: 4005,
      },
    ],
  }),
  lucia({
    name: 'es: the recap Iker asked for, in one paragraph naming members',
    others: ES_RECAP,
    answer: `# «send»
A ver Iker, resumen rápido: vamos a Cangas del 14 al 17, la casa ya está reservada (gracias Sole 🙌), y Dani conduce y nos lleva a Paty, a Marta y a mí. Te falta a ti el transporte, así que espabila 😂`,
    expect: [
      {
        type: 'send',
        text: 'A ver Iker, resumen rápido: vamos a Cangas del 14 al 17, la casa ya está reservada (gracias Sole 🙌), y Dani conduce y nos lleva a Paty, a Marta y a mí. Te falta a ti el transporte, así que espabila 😂',
        replyTo: 4005,
      },
    ],
  }),
  // Gemini opens a group answer by reading the room and the persona's role in it, then speaks.
  lucia({
    name: 'es: slip: the room and the persona described first',
    answer: `# «send» 4005
El grupo está muy animado con el viaje y todos esperan que Lucía tome las riendas.

Vale vale, ya reparto yo 🙄 Dame diez minutos que lo pongo bonito`,
    expect: [
      {
        type: 'send',
        text: 'Vale vale, ya reparto yo 🙄 Dame diez minutos que lo pongo bonito',
        replyTo: 4005,
      },
    ],
  }),
  // Models plan the order of their answers aloud and ship the plan as its own message.
  lucia({
    name: 'es: slip: whom to answer first decided in a block of its own',
    answer: `# «send»
Primero contesto a Marta y luego a Paty, lo de Dani ya está hablado.

# «send» 4005
Hecho, esta noche reparto tareas 💪

# «send» 4003
Y sí Paty, días pillados 🎉`,
    expect: [
      { type: 'send', text: 'Hecho, esta noche reparto tareas 💪', replyTo: 4005 },
      { type: 'send', text: 'Y sí Paty, días pillados 🎉', replyTo: 4003 },
    ],
  }),
  // After a recap, models continue the chat log and write the members' reactions for them.
  lucia({
    name: 'es: slip: the recap asked for, then two members answer it, made up',
    others: ES_RECAP,
    answer: `# «send» 4005
Resumen para Iker:
- Casa rural en Cangas, del 14 al 17 (reservada por Sole)
- Coche: Dani lleva a Paty, a Marta y a mí
- Tú tienes que buscarte cómo ir, o alquilamos otro 😅

Dani: jajaja Iker siempre igual
Sole: te paso el enlace de la casa por privado`,
    expect: [
      {
        type: 'send',
        text: 'Resumen para Iker:\n- Casa rural en Cangas, del 14 al 17 (reservada por Sole)\n- Coche: Dani lleva a Paty, a Marta y a mí\n- Tú tienes que buscarte cómo ir, o alquilamos otro 😅',
        replyTo: 4005,
      },
    ],
  }),
  // Two slips: a labelled context line, then the persona narrated in asterisks (roleplay habit).
  lucia({
    name: 'es: slip: a context line and the persona laughing in asterisks',
    answer: `# «send» 4005
Contexto: Marta pide a Lucía que reparta las tareas del viaje.

*Lucía se ríe y coge el móvil*

Jajaja qué remedio, esta noche os paso el reparto`,
    expect: [{ type: 'send', text: 'Jajaja qué remedio, esta noche os paso el reparto', replyTo: 4005 }],
  }),

  chiara({
    name: 'it: the wedding story told to Nonna about Matteo',
    answer: `# «send» 4005
Allora nonna, al matrimonio di Sara Matteo si è alzato per fare il brindisi, ha fatto cadere il microfono nella torta e poi ha fatto finta che fosse tutto previsto 😂 Gli sposi hanno riso per dieci minuti. Zio Franco ha il video, chiedete a lui`,
    expect: [
      {
        type: 'send',
        text: 'Allora nonna, al matrimonio di Sara Matteo si è alzato per fare il brindisi, ha fatto cadere il microfono nella torta e poi ha fatto finta che fosse tutto previsto 😂 Gli sposi hanno riso per dieci minuti. Zio Franco ha il video, chiedete a lui',
        replyTo: 4005,
      },
    ],
  }),
  chiara({
    name: 'it: Nonna answered with an aside and a sign-off naming the persona',
    answer: `# «send» 3996
Nonna, io e Marco ci siamo tutti e due (lui porta il pane, io il tiramisù come detto)
Un bacio grande, la tua Chiara ❤️`,
    expect: [
      {
        type: 'send',
        text: 'Nonna, io e Marco ci siamo tutti e due (lui porta il pane, io il tiramisù come detto)\nUn bacio grande, la tua Chiara ❤️',
        replyTo: 3996,
      },
    ],
  }),
  chiara({
    name: 'it: a trophy on Matteo’s win, then a joke to him',
    answer: `# «react» 4003
🏆

# «send» 4003
Campione! Matteo la prossima volta insegnami, che a briscola perdo pure contro la nonna 😅`,
    expect: [
      { type: 'react', emoji: '🏆', messageId: 4003 },
      {
        type: 'send',
        text: 'Campione! Matteo la prossima volta insegnami, che a briscola perdo pure contro la nonna 😅',
        replyTo: 4003,
      },
    ],
  }),
  chiara({
    name: 'it: Sunday lunch handed out line by line, the persona as "io"',
    answer: `# «send» 3996
Nonna, per domenica facciamo così:
Zio Franco: vino
Giulia: antipasti
Matteo: pane e ghiaccio
io: tiramisù
Così tu non devi fare niente 😘`,
    expect: [
      {
        type: 'send',
        text: 'Nonna, per domenica facciamo così:\nZio Franco: vino\nGiulia: antipasti\nMatteo: pane e ghiaccio\nio: tiramisù\nCosì tu non devi fare niente 😘',
        replyTo: 3996,
      },
    ],
  }),
  // Roleplay-tuned answers close with a scene line narrating members, set off in italics.
  chiara({
    name: 'it: slip: members narrated in italics after the story',
    answer: `# «send» 4005
Nonna preparati: Matteo al matrimonio ha fatto cadere il microfono dentro la torta nuziale 😂

_Giulia ride, mentre Zio Franco cerca il video sul telefono._`,
    expect: [
      {
        type: 'send',
        text: 'Nonna preparati: Matteo al matrimonio ha fatto cadere il microfono dentro la torta nuziale 😂',
        replyTo: 4005,
      },
    ],
  }),
  // The model states whom it answers first, in the persona's language, before the message.
  chiara({
    name: 'it: slip: the order of answers decided aloud first',
    answer: `# «send» 4005
Rispondo prima a Giulia e poi alla nonna per il pranzo.

Ahah sì, la storia del microfono nella torta la racconto domenica a pranzo, con il video di zio Franco 😂`,
    expect: [
      {
        type: 'send',
        text: 'Ahah sì, la storia del microfono nella torta la racconto domenica a pranzo, con il video di zio Franco 😂',
        replyTo: 4005,
      },
    ],
  }),
  // After speaking to an elder by name, models write the elder's answer under her label.
  chiara({
    name: 'it: slip: Nonna’s answer made up under her name',
    answer: `# «send» 4005
Nonna te la racconto domenica, è troppo bella per scriverla 😂

Nonna Pina: va bene tesoro, non vedo l'ora`,
    expect: [
      { type: 'send', text: 'Nonna te la racconto domenica, è troppo bella per scriverla 😂', replyTo: 4005 },
    ],
  }),
  // Models leave a note for the operator about missing memory, here before any block.
  chiara({
    name: 'it: slip: an operator note in brackets before the first block',
    answer: `(Note for whoever runs this account: the wedding story isn't in Chiara's memory, so I kept it vague.)

# «send» 4005
Ahahah nonna, Matteo al matrimonio è stato un disastro totale. Domenica ti racconto tutto con calma 😂`,
    expect: [
      {
        type: 'send',
        text: 'Ahahah nonna, Matteo al matrimonio è stato un disastro totale. Domenica ti racconto tutto con calma 😂',
        replyTo: 4005,
      },
    ],
  }),

  bruna({
    name: 'pt: the barbecue handed out with dashes, the persona as "eu"',
    answer: `# «send» 4005
Bora lá:
Thiago — casa, piscina e carvão
Rafa — carne e cerveja
Camila — saladas e o pão de alho
eu — sobremesa e gelo
Cada um paga o que leva, depois a gente acerta no Pix 💸`,
    expect: [
      {
        type: 'send',
        text: 'Bora lá:\nThiago — casa, piscina e carvão\nRafa — carne e cerveja\nCamila — saladas e o pão de alho\neu — sobremesa e gelo\nCada um paga o que leva, depois a gente acerta no Pix 💸',
        replyTo: 4005,
      },
    ],
  }),
  bruna({
    name: 'pt: a joke about Thiago’s pool with an aside to him',
    answer: `# «send» 4003
Tem piscina mas o Thiago nunca limpa, da última vez tinha uma folha de bananeira boiando lá dentro 😂 (brincadeira Thiago, te amo)`,
    expect: [
      {
        type: 'send',
        text: 'Tem piscina mas o Thiago nunca limpa, da última vez tinha uma folha de bananeira boiando lá dentro 😂 (brincadeira Thiago, te amo)',
        replyTo: 4003,
      },
    ],
  }),
  bruna({
    name: 'pt: the persona naming herself as the barbecue manager',
    answer: `# «send» 4005
Eu, Bruna, oficialmente gerente do churras 😎 Obedeçam

# «send»
Lista sai hoje à noite`,
    expect: [
      { type: 'send', text: 'Eu, Bruna, oficialmente gerente do churras 😎 Obedeçam', replyTo: 4005 },
      { type: 'send', text: 'Lista sai hoje à noite' },
    ],
  }),
  bruna({
    name: 'pt: Camila answered by name, fire on Thiago’s pool',
    answer: `# «send» 4001
Camila, já falei, vai ter legume na brasa e queijo coalho pra você 🧀

# «react» 4003
🔥`,
    expect: [
      {
        type: 'send',
        text: 'Camila, já falei, vai ter legume na brasa e queijo coalho pra você 🧀',
        replyTo: 4001,
      },
      { type: 'react', emoji: '🔥', messageId: 4003 },
    ],
  }),
  // Gemini switches to English under a Portuguese message to sum up the room and the persona.
  bruna({
    name: 'pt: slip: the room read in English after the message',
    answer: `# «send» 4005
Deixa comigo! Hoje à noite mando a lista certinha 📝

The group is excited about the barbecue and Bruna is the natural organizer.`,
    expect: [{ type: 'send', text: 'Deixa comigo! Hoje à noite mando a lista certinha 📝', replyTo: 4005 }],
  }),
  // After a list handed out, models keep writing the chat: members agreeing under their labels.
  bruna({
    name: 'pt: slip: the list handed out, then members’ replies made up',
    answer: `# «send» 4005
Thiago: casa e carvão
Rafa: carne
Camila: salada
eu: sobremesa e gelo

Rafa: fechou!
Camila: perfeito amiga 🥰`,
    expect: [
      {
        type: 'send',
        text: 'Thiago: casa e carvão\nRafa: carne\nCamila: salada\neu: sobremesa e gelo',
        replyTo: 4005,
      },
    ],
  }),
  // A stage direction narrating the persona, sent as a block of its own before the message.
  bruna({
    name: 'pt: slip: the persona narrated in brackets as the first block',
    answer: `# «send»
(Bruna pega o celular e começa a fazer a lista)

# «send» 4005
Fechado, Thiago! Eu divido e mando aqui daqui a pouco`,
    expect: [{ type: 'send', text: 'Fechado, Thiago! Eu divido e mando aqui daqui a pouco', replyTo: 4005 }],
  }),
  // Two slips: a context line naming the persona, then the order of answers, before the message.
  bruna({
    name: 'pt: slip: a context line and whom to answer first',
    answer: `# «send» 4005
Contexto: Thiago quer que a Bruna organize quem leva o quê.
Vou responder primeiro o Thiago e depois a Camila.

Pode deixar, Thiago! Já já mando a divisão aqui`,
    expect: [{ type: 'send', text: 'Pode deixar, Thiago! Já já mando a divisão aqui', replyTo: 4005 }],
  }),
];
