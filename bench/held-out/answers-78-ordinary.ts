/**
 * Set 78, meant messages in five of the groups (German, Spanish, French, Russian, Japanese):
 * answers to one member by name, plans split among members (the persona's own name among them),
 * quotes of what someone said, announcements, a word to everyone and asides a person types.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { carmela, lotte, misaki, solene, varya } from './answers-78-cast.js';

export const ORDINARY_A: readonly CorpusEntry[] = [
  lotte({
    name: 'Lotte: a cleaning rota with each member and herself on a line',
    answer:
      '# «send» 4005\nJa ja, ich mach ihn 😅 Vorschlag ab Montag, wöchentlich rotierend:\n- Jannik: Bad\n- Merve: Küche\n- Paul: Müll + Altglas\n- Ronja: Flur & Treppenhaus\n- Lotte: Wohnzimmer und Einkaufsliste\nEinwände bis Sonntag, danach gilt’s 🫡\n',
    expect: [
      {
        type: 'send',
        text: 'Ja ja, ich mach ihn 😅 Vorschlag ab Montag, wöchentlich rotierend:\n- Jannik: Bad\n- Merve: Küche\n- Paul: Müll + Altglas\n- Ronja: Flur & Treppenhaus\n- Lotte: Wohnzimmer und Einkaufsliste\nEinwände bis Sonntag, danach gilt’s 🫡',
        replyTo: 4005,
      },
    ],
  }),
  lotte({
    name: 'Lotte: a thumbs-up for Merve and a word to Jannik about Saturday',
    answer:
      '# «react» 4003\n👍\n\n# «send» 4001\nJannik kein Stress, ich bin Samstag da. Ronja, kannst du ab 11 übernehmen?\n',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      {
        type: 'send',
        text: 'Jannik kein Stress, ich bin Samstag da. Ronja, kannst du ab 11 übernehmen?',
        replyTo: 4001,
      },
    ],
  }),
  lotte({
    name: 'Lotte: a private note, then a confession with a bracketed promise and a question',
    answer:
      '# «think»\nRonja zieht mich auf, ich hatte es wirklich versprochen. Kurz zugeben und liefern.\n\n# «send»\nErwischt 🙈 Ich setz mich heute Abend dran (nachdem ich den Topf gespült hab, versprochen)\n\n# «send»\nHat jemand Wünsche, was er auf KEINEN Fall machen will?\n',
    expect: [
      {
        type: 'send',
        text: 'Erwischt 🙈 Ich setz mich heute Abend dran (nachdem ich den Topf gespült hab, versprochen)',
        replyTo: 4005,
      },
      { type: 'send', text: 'Hat jemand Wünsche, was er auf KEINEN Fall machen will?' },
    ],
  }),
  lotte({
    name: 'Lotte: Merve quoted back at her, then the promise to Ronja',
    answer:
      '# «send» 4003\n„Endlich mal einen richtigen Putzplan“ – Merve, das sagst du seit März 😂\n\n# «send» 4005\nAber ja, diesmal wirklich. Heute Abend kommt er\n',
    expect: [
      {
        type: 'send',
        text: '„Endlich mal einen richtigen Putzplan“ – Merve, das sagst du seit März 😂',
        replyTo: 4003,
      },
      { type: 'send', text: 'Aber ja, diesmal wirklich. Heute Abend kommt er', replyTo: 4005 },
    ],
  }),
  carmela({
    name: 'Carmela: yes to Nuria, then an announcement in capitals to the bridesmaids',
    answer:
      '# «send» 4005\n¡Claro que sí, Nuria! Será un honor 🥹\n\n# «send»\nATENCIÓN DAMAS DE HONOR 📢\nNecesito una anécdota vuestra con la novia antes del viernes:\n1. Lucía: la del viaje a Lisboa\n2. Yo me encargo de la del campamento\n3. Fotos del instituto, por privado 🤫\n',
    expect: [
      { type: 'send', text: '¡Claro que sí, Nuria! Será un honor 🥹', replyTo: 4005 },
      {
        type: 'send',
        text: 'ATENCIÓN DAMAS DE HONOR 📢\nNecesito una anécdota vuestra con la novia antes del viernes:\n1. Lucía: la del viaje a Lisboa\n2. Yo me encargo de la del campamento\n3. Fotos del instituto, por privado 🤫',
      },
    ],
  }),
  carmela({
    name: 'Carmela: Iker answered by name, a laugh at Paco, then Nuria',
    answer:
      '# «send» 4003\nIker, la lista la tiene desde el martes, se la pasé yo. Y NADA de reguetón en el vals, que te conozco 😂\n\n# «react» 4001\n🤣\n\n# «send» 4005\nY lo del discurso, hecho. Cuenta conmigo 💪\n',
    expect: [
      {
        type: 'send',
        text: 'Iker, la lista la tiene desde el martes, se la pasé yo. Y NADA de reguetón en el vals, que te conozco 😂',
        replyTo: 4003,
      },
      { type: 'react', emoji: '🤣', messageId: 4001 },
      { type: 'send', text: 'Y lo del discurso, hecho. Cuenta conmigo 💪', replyTo: 4005 },
    ],
  }),
  carmela({
    name: 'Carmela: Paco’s words framed as a quotation',
    answer:
      '# «send» 4001\n"Yo llevo el jamón, eso no se discute" — Paco, 2025. Lo enmarcamos 🖼️😂\n\n# «send» 4005\nY sí Nuria, el discurso es mío. Prepárate para llorar\n',
    expect: [
      {
        type: 'send',
        text: '"Yo llevo el jamón, eso no se discute" — Paco, 2025. Lo enmarcamos 🖼️😂',
        replyTo: 4001,
      },
      { type: 'send', text: 'Y sí Nuria, el discurso es mío. Prepárate para llorar', replyTo: 4005 },
    ],
  }),
  solene({
    name: 'Solène: a numbered shortlist signed with her name',
    answer:
      '# «send» 4005\nOui ! J’ai trois candidats, votez d’ici mercredi 👇\n\n# «send»\n📚 Sélection pour décembre :\n1) « Les Années », Annie Ernaux\n2) « Chanson douce », Leïla Slimani\n3) « Veiller sur elle », Jean-Baptiste Andrea\nRépondez avec le numéro. Bisous à tous,\nSolène\n',
    expect: [
      { type: 'send', text: 'Oui ! J’ai trois candidats, votez d’ici mercredi 👇', replyTo: 4005 },
      {
        type: 'send',
        text: '📚 Sélection pour décembre :\n1) « Les Années », Annie Ernaux\n2) « Chanson douce », Leïla Slimani\n3) « Veiller sur elle », Jean-Baptiste Andrea\nRépondez avec le numéro. Bisous à tous,\nSolène',
      },
    ],
  }),
  solene({
    name: 'Solène: Yann by name with an aside in brackets, then courage for his page 80',
    answer:
      '# «send» 4005\nYann, oui c’est moi cette fois (et non, pas encore un pavé de 600 pages, promis 😅)\n\n# «send» 3998\nEt courage pour le début, ça décolle vraiment après la page 100\n',
    expect: [
      {
        type: 'send',
        text: 'Yann, oui c’est moi cette fois (et non, pas encore un pavé de 600 pages, promis 😅)',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Et courage pour le début, ça décolle vraiment après la page 100',
        replyTo: 3998,
      },
    ],
  }),
  solene({
    name: 'Solène: a laugh and Margaux’s words quoted to Bastien',
    answer:
      '# «react» 4004\n🤣\n\n# «send» 4004\n« ton chat me fait éternuer » 😂 Bastien, c’est le moment de défendre ton chat\n',
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4004 },
      {
        type: 'send',
        text: '« ton chat me fait éternuer » 😂 Bastien, c’est le moment de défendre ton chat',
        replyTo: 4004,
      },
    ],
  }),
  varya({
    name: 'Varya: yes to the pie, then Saturday split by name with herself among them',
    answer:
      '# «send» 4005\nКонечно испеку, тётя Зина! С капустой и с яблоками, два 🥧\n\n# «send»\nТогда по субботе:\nГоша — к обеду, сразу на шашлык\nЛена и Костя — рассада\nДима — мангал (да, из своего гаража 😂)\nВаря — пироги и маринад\nНачинаем в девять, кто опоздает — копает дальний угол\n',
    expect: [
      { type: 'send', text: 'Конечно испеку, тётя Зина! С капустой и с яблоками, два 🥧', replyTo: 4005 },
      {
        type: 'send',
        text: 'Тогда по субботе:\nГоша — к обеду, сразу на шашлык\nЛена и Костя — рассада\nДима — мангал (да, из своего гаража 😂)\nВаря — пироги и маринад\nНачинаем в девять, кто опоздает — копает дальний угол',
      },
    ],
  }),
  varya({
    name: 'Varya: Dima’s line quoted back to him, and a heart for the aunt',
    answer:
      '# «send» 4001\n«Шашлык без мангала не шашлык» — Дима, ты это и на свадьбе говорил 😄\n\n# «react»\n🥰\n',
    expect: [
      {
        type: 'send',
        text: '«Шашлык без мангала не шашлык» — Дима, ты это и на свадьбе говорил 😄',
        replyTo: 4001,
      },
      { type: 'react', emoji: '🥰', messageId: 4005 },
    ],
  }),
  varya({
    name: 'Varya: hello to everyone from the train, an aside about the signal',
    answer:
      '# «send»\nВсем привет из электрички 👋 (связь пропадает, если что — я не игнорю)\nТётя Зина, пирог будет!\n',
    expect: [
      {
        type: 'send',
        text: 'Всем привет из электрички 👋 (связь пропадает, если что — я не игнорю)\nТётя Зина, пирог будет!',
        replyTo: 4005,
      },
    ],
  }),
  misaki({
    name: 'Misaki: lyrics nearly done, and the key question answered to Kenta',
    answer:
      '# «send» 4005\nできたよ〜！サビだけまだ迷ってる😂 今夜送るね\n\n# «send» 4004\n健太、3曲目は半音下げてほしい🙏 高いとこ最後まで持たない\n',
    expect: [
      { type: 'send', text: 'できたよ〜！サビだけまだ迷ってる😂 今夜送るね', replyTo: 4005 },
      { type: 'send', text: '健太、3曲目は半音下げてほしい🙏 高いとこ最後まで持たない', replyTo: 4004 },
    ],
  }),
  misaki({
    name: 'Misaki: Saturday’s jobs with full-width colons, her own name among them',
    answer:
      '# «send»\nじゃあ土曜は16時からで！\n・健太：セトリ案\n・翔：新曲のコード譜\n・理沙：ドラムのテンポ確認\n・美咲：歌詞完成させる\n遅れる人は連絡してね🎸\n',
    expect: [
      {
        type: 'send',
        text: 'じゃあ土曜は16時からで！\n・健太：セトリ案\n・翔：新曲のコード譜\n・理沙：ドラムのテンポ確認\n・美咲：歌詞完成させる\n遅れる人は連絡してね🎸',
        replyTo: 4005,
      },
    ],
  }),
  misaki({
    name: 'Misaki: Sho quoted in corner brackets, and thanks to Ayaka',
    answer: '# «send» 4000\n翔「バイトで16時から」←これ先週も聞いた気がする😂\n\n# «react» 3998\n🙏\n',
    expect: [
      { type: 'send', text: '翔「バイトで16時から」←これ先週も聞いた気がする😂', replyTo: 4000 },
      { type: 'react', emoji: '🙏', messageId: 3998 },
    ],
  }),
  misaki({
    name: 'Misaki: yes to Risa with an aside in full-width brackets',
    answer: '# «send» 4002\n理沙ナイス！16時からにしよ\n（スタジオ代はあとで私がまとめて払っとくね）\n',
    expect: [
      {
        type: 'send',
        text: '理沙ナイス！16時からにしよ\n（スタジオ代はあとで私がまとめて払っとくね）',
        replyTo: 4002,
      },
    ],
  }),
];
