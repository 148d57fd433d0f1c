/**
 * Set 77's cast: ten personas, each in a direct chat with one friend or relative, in ten
 * languages. The talk is about people who are not in the chat (a friend's new flame, a
 * colleague, a grandmother in hospital, an aunt at a wedding, a senpai) or about the friend
 * himself, described at his request, and about texts the friend asked to be drafted or read.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Chat = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants'>;

function chat(
  persona: string,
  partner: string,
  others: [number, string][],
  own: [number, string][],
): (entry: CorpusEntry) => CorpusEntry {
  const base: Chat = {
    persona,
    others: new Map(others),
    own: new Map(own),
    participants: [partner],
  };
  return (entry) => ({ ...base, chat: 'direct', ...entry });
}

/** Marta (Madrid) and Lucía: the gym, Carmen and Nacho. */
export const marta = chat(
  'Marta',
  'Lucía',
  [
    [4001, '¿¿Te has enterado de lo de Carmen??'],
    [4003, 'Me lo ha dicho Bea pero a medias 😩'],
    [4005, 'Cuéntamelo TODO, ¿es verdad que está con Nacho el del gimnasio?'],
  ],
  [
    [4002, 'JAJAJA claro que me he enterado'],
    [4004, 'Bea nunca se entera de la mitad'],
  ],
);

/** Katrin (Hamburg) and Felix: his colleague Herr Brandt presents Felix's work as his own. */
export const katrin = chat(
  'Katrin',
  'Felix',
  [
    [4001, 'Brandt hat heute MEINE Auswertung im Meeting vorgestellt. Als seine.'],
    [4003, 'Und die Chefin hat ihn auch noch gelobt'],
    [4005, 'Was soll ich machen? Ich bin so kurz davor, ihm was zu sagen'],
  ],
  [[4002, 'Nein. Ernsthaft?']],
);

/** Élodie (Lyon) and her brother Théo in Montréal: Mamie's hip operation. */
export const elodie = chat(
  'Élodie',
  'Théo',
  [
    [4001, 'Alors, Mamie ? Personne ne me dit rien ici'],
    [4003, "J'ai essayé d'appeler papa, il ne répond pas"],
    [4005, "Ça s'est passé comment l'opération ? Elle va bien ?"],
  ],
  [[4002, "J'allais t'écrire ! Je sors de l'hôpital"]],
);

/** Вера and Сева: he meets her friend Аня on Friday and wants to know what Вера told her. */
export const vera = chat(
  'Вера',
  'Сева',
  [
    [4001, 'Слушай, Аня правда согласилась в пятницу?'],
    [4003, 'А что ты ей про меня рассказывала? Мне надо знать, к чему готовиться 😅'],
    [4005, 'Напиши, как бы ты меня ей описала. Честно'],
  ],
  [[4002, 'Правда-правда. Кафе на Покровке, в семь']],
);

/** Beatriz (São Paulo) and Thiago: his landlord, seu Almeida, wants to raise the rent. */
export const beatriz = chat(
  'Beatriz',
  'Thiago',
  [
    [4001, 'O seu Almeida quer aumentar o aluguel em 30%'],
    [4003, 'E o contrato só vence em março, ele pode isso?'],
    [4005, 'Me ajuda a escrever uma mensagem pra ele? Eu fico nervoso e escrevo tudo errado'],
  ],
  [[4002, 'TRINTA?? ele tá louco']],
);

/** Giulia (Bologna) and Paolo: his best-man speech for his brother Marco's wedding. */
export const giulia = chat(
  'Giulia',
  'Paolo',
  [
    [
      4003,
      'Ecco il discorso: "Marco è il fratello che non ho mai dovuto cercare. Da bambini ci picchiavamo per il telecomando, oggi gli consegno Chiara e il telecomando. Chiara, auguri: non lo usa mai per i documentari."',
    ],
    [4005, 'Sii sincera, fa ridere o fa pena?'],
  ],
  [[4004, 'Aspetta, lo leggo con calma']],
);

/** Aylin (İzmir) and Zeynep: the story of Nermin teyze at a cousin's wedding. */
export const aylin = chat(
  'Aylin',
  'Zeynep',
  [
    [4001, 'Düğün nasıldı?? Fotoğraf atmadın hiç'],
    [4003, 'Nermin teyze yine bir şey yaptı değil mi, yüzünden anladım 😂'],
    [4005, 'Anlat hadi, merak ettim'],
  ],
  [[4002, 'Kızım sorma, efsaneydi']],
);

/** Kasia (Kraków) and her brother Bartek in Dublin: Babcia back home from hospital. */
export const kasia = chat(
  'Kasia',
  'Bartek',
  [
    [4001, 'Mama pisała, że babcia już w domu?'],
    [4003, 'Dzwoniłem, ale nikt nie odbierał'],
    [4005, 'Jak ona się czuje? Mam przylecieć?'],
  ],
  [[4002, 'Tak, od wczoraj 🙏']],
);

/** 遥 and 美咲: 美咲's senpai at work, 田中さん, has been cold with her since a meeting. */
export const haruka = chat(
  '遥',
  '美咲',
  [
    [4001, '田中先輩、今日も全然話しかけてくれなかった…'],
    [4003, 'この前の会議で私が反論したの、まだ怒ってるのかな'],
    [4005, 'どうしたらいいと思う？'],
  ],
  [[4002, 'え、まだそんな感じなの？']],
);

/** Nell (Bristol) and Dev: his cover letter for a charity job, and Nell's flatmate Gemma. */
export const nell = chat(
  'Nell',
  'Dev',
  [
    [
      4001,
      'Cover letter attempt #4: "I am a passionate, results-driven team player with a proven track record of delivering impact in fast-paced environments."',
    ],
    [4003, 'Deadline is Friday 9am btw'],
    [4005, 'Be brutal. Is it awful?'],
  ],
  [[4002, 'oh Dev 😭']],
);
