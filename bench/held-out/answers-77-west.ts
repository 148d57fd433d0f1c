/** Set 77: Marta (Spanish), Katrin (German) and Élodie (French) in their direct chats. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { elodie, katrin, marta } from './answers-77-cast.js';

export const WEST: readonly CorpusEntry[] = [
  marta({
    name: 'marta: the gossip told in two messages, third person throughout',
    answer: `# «send» 4005
Sí sí sí. Carmen y Nacho. Los vio Bea saliendo juntos del spinning de las 8 y luego él le llevaba la bolsa 😂

# «send»
Y lo mejor: Carmen dice que "solo son amigos". Amigos que comparten batido, vale Carmen`,
    expect: [
      {
        type: 'send',
        text: 'Sí sí sí. Carmen y Nacho. Los vio Bea saliendo juntos del spinning de las 8 y luego él le llevaba la bolsa 😂',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Y lo mejor: Carmen dice que "solo son amigos". Amigos que comparten batido, vale Carmen',
      },
    ],
  }),
  // Gemini opens a block with a line reading the partner's wish, by her name, before the message.
  marta({
    name: 'marta: the partner read by name on the first line',
    answer: `# «send» 4005
Lucía quiere saber todos los detalles del cotilleo.

Es verdad!! Nacho el alto, el de los tatuajes. Llevan quedando desde septiembre por lo visto`,
    expect: [
      {
        type: 'send',
        text: 'Es verdad!! Nacho el alto, el de los tatuajes. Llevan quedando desde septiembre por lo visto',
        replyTo: 4005,
      },
    ],
  }),
  marta({
    name: 'marta: advice about a third person, "ella" and "él" throughout',
    answer: `Yo que tú no le diría nada a Carmen todavía. Ella es muy de cerrarse si siente que la vigilan, y él tampoco es de los que hablan. Cuando quiera contarlo, lo contará. Mientras, tú y yo a mirar 👀`,
    expect: [
      {
        type: 'send',
        text: 'Yo que tú no le diría nada a Carmen todavía. Ella es muy de cerrarse si siente que la vigilan, y él tampoco es de los que hablan. Cuando quiera contarlo, lo contará. Mientras, tú y yo a mirar 👀',
      },
    ],
  }),
  // Models close a message with a bracketed English aside on the tone they chose and why.
  marta({
    name: 'marta: an English aside on the tone chosen, closing the message',
    answer: `# «send» 4005
Que sí mujer, que están juntos. Pero no digas que te lo he dicho yo, que Carmen me mata 🤐

(Keeping it gossipy but kind, since Carmen is Lucía's friend too.)`,
    expect: [
      {
        type: 'send',
        text: 'Que sí mujer, que están juntos. Pero no digas que te lo he dicho yo, que Carmen me mata 🤐',
        replyTo: 4005,
      },
    ],
  }),
  marta({
    name: 'marta: a reaction, a think block on the friend, then the story',
    answer: `# «react» 4001
🔥

# «think»
Lucía está emocionada; le cuento lo que sé sin inventar nada.

# «send» 4005
Te lo cuento en persona mejor, que es muy largo. ¿Café mañana a las 11? Te adelanto que Nacho le ha conocido ya a la madre 😱`,
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4001 },
      {
        type: 'send',
        text: 'Te lo cuento en persona mejor, que es muy largo. ¿Café mañana a las 11? Te adelanto que Nacho le ha conocido ya a la madre 😱',
        replyTo: 4005,
      },
    ],
  }),
  // A whole block spent on a recap of what the answer did, after the real message.
  marta({
    name: 'marta: a second block that only recaps the first',
    answer: `# «send» 4005
Verdad verdadera. El sábado los vi yo misma en el Mercadona, de la manita 🫣

# «send»
Resumen: le confirmo lo de Carmen y Nacho y le cuento que los vi el sábado.`,
    expect: [
      {
        type: 'send',
        text: 'Verdad verdadera. El sábado los vi yo misma en el Mercadona, de la manita 🫣',
        replyTo: 4005,
      },
    ],
  }),
  marta({
    name: 'marta: a list of what she knows, a person’s own bracket inside',
    answer: `Lo que sé seguro:
- llevan desde septiembre
- él la recoge en el trabajo los jueves
- Bea los pilló en el spinning (Bea, la reina del drama, ya sabes)

Lo que no sé: si la ex de Nacho lo sabe 🙃`,
    expect: [
      {
        type: 'send',
        text: `Lo que sé seguro:
- llevan desde septiembre
- él la recoge en el trabajo los jueves
- Bea los pilló en el spinning (Bea, la reina del drama, ya sabes)

Lo que no sé: si la ex de Nacho lo sabe 🙃`,
      },
    ],
  }),
  katrin({
    name: 'katrin: advice about the colleague, Brandt spoken of throughout',
    answer: `# «send» 4005
Nicht im Affekt. Brandt macht das mit jedem, frag mal Sabine, der hat er letztes Jahr das Konzept geklaut. Er ist einer, der Konfrontation im Flur einfach weglächelt.

# «send»
Schick der Chefin morgen die Auswertung nochmal, "mit den Rohdaten, falls noch Fragen sind". Von dir, mit Datum. Dann sieht sie selbst, wer's gemacht hat.`,
    expect: [
      {
        type: 'send',
        text: 'Nicht im Affekt. Brandt macht das mit jedem, frag mal Sabine, der hat er letztes Jahr das Konzept geklaut. Er ist einer, der Konfrontation im Flur einfach weglächelt.',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Schick der Chefin morgen die Auswertung nochmal, "mit den Rohdaten, falls noch Fragen sind". Von dir, mit Datum. Dann sieht sie selbst, wer\'s gemacht hat.',
      },
    ],
  }),
  // The partner's need stated first, by name, in German, with no label.
  katrin({
    name: 'katrin: the friend’s need stated first, by name',
    answer: `Felix ist frustriert und braucht konkrete Tipps, keine Floskeln.

Ganz ehrlich? Sag ihm nichts, schreib's auf. Datum, Datei, wer was gemacht hat. Wenn's nochmal passiert, hast du was in der Hand.`,
    expect: [
      {
        type: 'send',
        text: "Ganz ehrlich? Sag ihm nichts, schreib's auf. Datum, Datei, wer was gemacht hat. Wenn's nochmal passiert, hast du was in der Hand.",
      },
    ],
  }),
  katrin({
    name: 'katrin: a draft for Felix to send his boss, in quotes',
    answer: `# «send» 4005
Schreib ihr doch sowas:

"Hallo Frau Kessler, danke für das positive Feedback zur Auswertung heute. Ich habe die Analyse erstellt und würde die Methodik gern nächste Woche im Team kurz vorstellen. Viele Grüße, Felix"

Freundlich, aber jeder weiß danach Bescheid 😏`,
    expect: [
      {
        type: 'send',
        text: `Schreib ihr doch sowas:

"Hallo Frau Kessler, danke für das positive Feedback zur Auswertung heute. Ich habe die Analyse erstellt und würde die Methodik gern nächste Woche im Team kurz vorstellen. Viele Grüße, Felix"

Freundlich, aber jeder weiß danach Bescheid 😏`,
        replyTo: 4005,
      },
    ],
  }),
  // A bracketed note on register between two paragraphs of one message.
  katrin({
    name: 'katrin: a register note between two paragraphs',
    answer: `# «send» 4005
Oh Mann, das ist so unfassbar dreist. Ich wär auch kurz vorm Platzen.

[Ton: sachlich, aber solidarisch]

Aber sag's ihm unter vier Augen, nicht vor den anderen. Sonst bist am Ende du der, der Drama macht.`,
    expect: [
      {
        type: 'send',
        text: `Oh Mann, das ist so unfassbar dreist. Ich wär auch kurz vorm Platzen.

Aber sag's ihm unter vier Augen, nicht vor den anderen. Sonst bist am Ende du der, der Drama macht.`,
        replyTo: 4005,
      },
    ],
  }),
  // Two slips: an English reading of "the user" before the block, and an operator note after it.
  katrin({
    name: 'katrin: the user read before the block, an operator note after it',
    answer: `The user is venting about a coworker taking credit for his work; he wants advice.

# «send» 4005
Erstmal: du bist nicht verrückt, das war Diebstahl. Zweitens: Mittagessen morgen? Dann planen wir das in Ruhe 🍜

(Note for whoever runs this account: Felix mentioned quitting twice this month — worth keeping in mind.)`,
    expect: [
      {
        type: 'send',
        text: 'Erstmal: du bist nicht verrückt, das war Diebstahl. Zweitens: Mittagessen morgen? Dann planen wir das in Ruhe 🍜',
        replyTo: 4005,
      },
    ],
  }),
  katrin({
    name: 'katrin: what the boss said about Felix, relayed',
    answer: `Warte, kleiner Trost: Jana hat mir erzählt, dass die Kessler nach dem Meeting gefragt hat, wer eigentlich die Zahlen gezogen hat. Sie ist nicht blöd. Die merkt das.`,
    expect: [
      {
        type: 'send',
        text: 'Warte, kleiner Trost: Jana hat mir erzählt, dass die Kessler nach dem Meeting gefragt hat, wer eigentlich die Zahlen gezogen hat. Sie ist nicht blöd. Die merkt das.',
      },
    ],
  }),
  // A recap line closing the answer, saying what the message did.
  katrin({
    name: 'katrin: a closing recap of the advice given',
    answer: `# «send» 4005
Nicht heute. Heute ärgerst du dich, morgen schreibst du der Chefin die Mail mit den Rohdaten. Und Brandt kriegt einfach keine Dateien mehr von dir, ohne dass dein Name drinsteht.

Kurz zusammengefasst: Ich habe ihm geraten, ruhig zu bleiben und seine Arbeit sichtbar zu machen.`,
    expect: [
      {
        type: 'send',
        text: 'Nicht heute. Heute ärgerst du dich, morgen schreibst du der Chefin die Mail mit den Rohdaten. Und Brandt kriegt einfach keine Dateien mehr von dir, ohne dass dein Name drinsteht.',
        replyTo: 4005,
      },
    ],
  }),
  elodie({
    name: 'élodie: news of the grandmother, in two messages',
    answer: `# «send» 4005
Tout s'est bien passé ! Le chirurgien est content, la prothèse est posée. Mamie est déjà en train de râler contre la purée de l'hôpital 😂

# «send»
Papa est resté avec elle jusqu'à 20h, c'est pour ça qu'il ne répondait pas. Il t'appelle demain matin (ton matin, pas le sien, je lui ai rappelé le décalage)`,
    expect: [
      {
        type: 'send',
        text: "Tout s'est bien passé ! Le chirurgien est content, la prothèse est posée. Mamie est déjà en train de râler contre la purée de l'hôpital 😂",
        replyTo: 4005,
      },
      {
        type: 'send',
        text: "Papa est resté avec elle jusqu'à 20h, c'est pour ça qu'il ne répondait pas. Il t'appelle demain matin (ton matin, pas le sien, je lui ai rappelé le décalage)",
      },
    ],
  }),
  // The turn read in the chat's language: the partner's worry and the answer's aim, on the first line.
  elodie({
    name: 'élodie: the brother’s worry and the aim of the answer, first',
    answer: `Théo s'inquiète pour Mamie — je le rassure avec des faits.

Elle va bien ! Réveillée à 15h, elle a mangé un yaourt et demandé ses mots croisés. L'infirmière dit qu'elle se lève demain.`,
    expect: [
      {
        type: 'send',
        text: "Elle va bien ! Réveillée à 15h, elle a mangé un yaourt et demandé ses mots croisés. L'infirmière dit qu'elle se lève demain.",
      },
    ],
  }),
  elodie({
    name: 'élodie: what Mamie said, quoted, and a sister’s sign-off',
    answer: `# «send» 4005
Elle va super bien. Sa première phrase en se réveillant : "Dites à Théo qu'il mange des légumes là-bas."

Voilà. Elle t'embrasse. Moi aussi.
Bisous, ta sœur préférée (la seule)`,
    expect: [
      {
        type: 'send',
        text: `Elle va super bien. Sa première phrase en se réveillant : "Dites à Théo qu'il mange des légumes là-bas."

Voilà. Elle t'embrasse. Moi aussi.
Bisous, ta sœur préférée (la seule)`,
        replyTo: 4005,
      },
    ],
  }),
  // A bracketed line on the partner's need, by pronoun, closing the block.
  elodie({
    name: 'élodie: the brother’s need in brackets, by pronoun, last',
    answer: `# «send» 4005
Très bien, vraiment. Elle dort beaucoup mais c'est normal. Je t'envoie une photo demain quand elle sera coiffée, sinon elle me tue 😄

(Il a besoin d'être rassuré, il se sent coupable d'être loin.)`,
    expect: [
      {
        type: 'send',
        text: "Très bien, vraiment. Elle dort beaucoup mais c'est normal. Je t'envoie une photo demain quand elle sera coiffée, sinon elle me tue 😄",
        replyTo: 4005,
      },
    ],
  }),
  // A labelled context line over the message.
  elodie({
    name: 'élodie: a labelled context line over the message',
    answer: `# «send» 4005
Contexte : Théo vit à Montréal et n'a pas pu venir pour l'opération.

Ça s'est très bien passé, 1h30 au bloc, aucune complication. Tu peux l'appeler dans sa chambre à partir de demain, je t'envoie le numéro.`,
    expect: [
      {
        type: 'send',
        text: "Ça s'est très bien passé, 1h30 au bloc, aucune complication. Tu peux l'appeler dans sa chambre à partir de demain, je t'envoie le numéro.",
        replyTo: 4005,
      },
    ],
  }),
  elodie({
    name: 'élodie: the cousin’s story, told to her brother',
    answer: `Et sinon, Hugo est venu à l'hôpital avec un bouquet ÉNORME, genre mariage. L'infirmière a cru que c'était son amoureux 😂 Mamie n'a pas démenti, elle était trop fière.`,
    expect: [
      {
        type: 'send',
        text: "Et sinon, Hugo est venu à l'hôpital avec un bouquet ÉNORME, genre mariage. L'infirmière a cru que c'était son amoureux 😂 Mamie n'a pas démenti, elle était trop fière.",
      },
    ],
  }),
  // An English line on the brother's mood between a message and a sticker, spoken to no one.
  elodie({
    name: 'élodie: an English line on his mood between two blocks',
    answer: `# «send» 4005
Elle va bien, promis. Elle a même fait une blague sur l'anesthésiste.

He's anxious and far away, so I'm keeping it light and concrete.

# «sticker»
👋`,
    expect: [
      {
        type: 'send',
        text: "Elle va bien, promis. Elle a même fait une blague sur l'anesthésiste.",
        replyTo: 4005,
      },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
];
