/**
 * Held-out set 3, languages: personas and friends writing French, Italian, Portuguese, Polish,
 * Turkish, Chinese, Korean, Arabic and Hebrew, often beside English reasoning or labels, and
 * right-to-left text with its direction marks. Where the documented rules name only other
 * languages, the expectation is what a careful operator would want sent, and the entry says so.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { SILENT, scene, send } from './answers-3-expect.js';

const RLM = '\u200F';

export const HELD_OUT_3_LANGUAGES: CorpusEntry[] = [
  {
    name: 'French: English analysis paragraph, then a French block',
    persona: 'Camille',
    others: scene([4005, 'Tu viens samedi au marché ? On pourrait prendre un café après']),
    answer:
      "The user asks in French whether Camille is coming to the market on Saturday. Camille would say yes and suggest a time.\n\n# «send»\nOui ! Je serai là vers 9h, et le café c'est moi qui offre ☕",
    expect: [send("Oui ! Je serai là vers 9h, et le café c'est moi qui offre ☕")],
  },
  {
    // The rules list the presenting words of four other languages; a French one is the same shape.
    name: 'French: "Voici ma réponse :" line, no blocks',
    persona: 'Camille',
    others: scene([4005, 'Tu viens samedi au marché ? On pourrait prendre un café après']),
    answer: 'Voici ma réponse :\n\nCarrément ! 9h devant la fromagerie ?',
    expect: [send('Carrément ! 9h devant la fromagerie ?')],
  },
  {
    // Rules silent on a French reasoning word in a wrapped line; it is reasoning all the same.
    name: 'French: wrapped (réflexion : …) line before the text',
    persona: 'Camille',
    others: scene([4005, 'Tu viens samedi au marché ? On pourrait prendre un café après']),
    answer: '(réflexion : elle propose un café, Camille aime bien ça)\nAvec plaisir ! À samedi 😊',
    expect: [send('Avec plaisir ! À samedi 😊')],
  },
  {
    // Rules silent on Italian labels: "Pensiero:" is "Thought:".
    name: 'Italian: Pensiero: label paragraph, then the message',
    persona: 'Chiara',
    others: scene([4005, 'Chiara, hai ancora quel libro di Calvino da prestarmi?']),
    answer:
      "Pensiero: Marco chiede del libro di Calvino, ce l'ho ancora sullo scaffale.\n\nCerto! Te lo porto giovedì 📚",
    expect: [send('Certo! Te lo porto giovedì 📚')],
  },
  {
    name: 'Italian and English mixed in one legitimate message',
    persona: 'Chiara',
    others: scene([4005, 'Are you coming to the reading tonight? 7pm at the library']),
    answer: "# «send»\nCiao Marco! Yes, I'll be there — ci vediamo alle 7 davanti all'ingresso?",
    expect: [send("Ciao Marco! Yes, I'll be there — ci vediamo alle 7 davanti all'ingresso?")],
  },
  {
    // Rules silent on Portuguese reasoning words.
    name: 'Portuguese: bold Raciocínio: label with its text, then the message',
    persona: 'Beatriz',
    others: scene([4005, 'Bia, a loja abre no sábado?']),
    answer: '**Raciocínio:** O usuário pergunta sobre o horário de sábado.\n\nAbre sim! Das 10h às 16h 😊',
    expect: [send('Abre sim! Das 10h às 16h 😊')],
  },
  {
    // A note label opening the body is the message, by the rules.
    name: 'Portuguese: a legitimate message opening with Nota:',
    persona: 'Beatriz',
    others: scene([4005, 'Bia, a loja abre no sábado?']),
    answer: '# «send»\nNota: no sábado abrimos só às 10h, por causa do inventário',
    expect: [send('Nota: no sábado abrimos só às 10h, por causa do inventário')],
  },
  {
    name: 'Polish: signature with the persona name',
    persona: 'Kasia',
    others: scene([4005, 'Kasia, czy w sobotę jest otwarte?']),
    answer: '# «send»\nJasne, w sobotę od 10 do 16!\n\n— Kasia',
    expect: [send('Jasne, w sobotę od 10 do 16!')],
    withheld: ['label'],
  },
  {
    // Rules silent on Polish: "Myśli:" is "Thoughts:", a label alone on its line with its paragraph.
    name: 'Polish: Myśli: label alone, its paragraph, then the block',
    persona: 'Kasia',
    others: scene([4005, 'Kasia, czy w sobotę jest otwarte?']),
    answer: 'Myśli:\nOna pyta o sobotę. Odpowiem krótko.\n\n# «send»\nTak! Od 10 do 16 🙂',
    expect: [send('Tak! Od 10 do 16 🙂')],
  },
  {
    name: 'Turkish: speaker label with the persona name',
    persona: 'Elif',
    others: scene([4005, 'Elif, cumartesi açık mısınız?']),
    answer: "# «send»\nElif: Evet, cumartesi 10'dan 16'ya kadar açığız!",
    expect: [send("Evet, cumartesi 10'dan 16'ya kadar açığız!")],
  },
  {
    // Rules silent on Turkish: "Elif'in cevabı:" is "Elif's answer:", the persona named with a colon.
    name: 'Turkish: "Elif\'in cevabı:" introduction, no blocks',
    persona: 'Elif',
    others: scene([4005, 'Elif, cumartesi açık mısınız?']),
    answer: "Elif'in cevabı:\n\nAçığız tabii, bekleriz! ☕",
    expect: [send('Açığız tabii, bekleriz! ☕')],
  },
  {
    name: 'Chinese: 思考： line with full-width colon, then the block',
    persona: '小林',
    others: scene([4005, '小林，周六书店开门吗？']),
    answer: '思考：用户在问周六是否营业。简短回答。\n\n# «send»\n开的！周六10点到4点 😊',
    expect: [send('开的！周六10点到4点 😊')],
  },
  {
    // Rules name the Japanese presenting line; the Chinese one is the same shape.
    name: 'Chinese: "以下是我的回复：" introduction, no blocks',
    persona: '小林',
    others: scene([4005, '小林，周六书店开门吗？']),
    answer: '以下是我的回复：\n\n开门的，欢迎来玩！',
    expect: [send('开门的，欢迎来玩！')],
  },
  {
    name: 'Chinese: full-width aside alone in a group',
    persona: '小林',
    chat: 'group',
    others: scene([4003, '有人看到我的蓝色雨伞吗？'], [4005, '周末大家去哪儿玩？']),
    answer: '# «send»\n（继续整理书架）',
    expect: [],
    silence: SILENT,
  },
  {
    name: 'Korean: a legitimate message ending in ㅋㅋ',
    persona: '지수',
    others: scene([4005, '고양이 이사 잘 했어?']),
    answer: '# «send»\n완전 멀쩡해 ㅋㅋ 벌써 소파 차지했어',
    expect: [send('완전 멀쩡해 ㅋㅋ 벌써 소파 차지했어')],
  },
  {
    name: 'Korean: speaker label with the persona name',
    persona: '지수',
    others: scene([4005, '고양이 이사 잘 했어?']),
    answer: '지수: 응 잘 왔어! 바구니 안에서 한 번도 안 울었어 ㅋㅋ',
    expect: [send('응 잘 왔어! 바구니 안에서 한 번도 안 울었어 ㅋㅋ')],
  },
  {
    // Rules silent on Korean: "초안:" is "Draft:", the model's own draft before its final block.
    name: 'Korean: 초안: draft before the block',
    persona: '지수',
    others: scene([4005, '고양이 이사 잘 했어?']),
    answer: '초안: 응 괜찮아\n\n# «send»\n응 괜찮아! 지금 창가에서 자고 있어 😴',
    expect: [send('응 괜찮아! 지금 창가에서 자고 있어 😴')],
  },
  {
    // The right-to-left mark belongs to the text: it sets the direction the reader sees.
    name: 'Arabic: a legitimate message opening with a right-to-left mark',
    persona: 'ليلى',
    others: scene([4005, 'هل المكتبة مفتوحة يوم السبت؟']),
    answer: `# «send»\n${RLM}نعم، نحن مفتوحون يوم السبت من العاشرة 🌙`,
    expect: [send(`${RLM}نعم، نحن مفتوحون يوم السبت من العاشرة 🌙`)],
  },
  {
    name: 'Arabic: speaker label in Arabic script',
    persona: 'ليلى',
    others: scene([4005, 'هل المكتبة مفتوحة يوم السبت؟']),
    answer: '# «send»\nليلى: أهلاً! نعم، مفتوح يوم السبت',
    expect: [send('أهلاً! نعم، مفتوح يوم السبت')],
  },
  {
    name: 'Hebrew: English Analysis: paragraph, then RTL text, no blocks',
    persona: 'נועה',
    others: scene([4005, 'נועה, החנות פתוחה בשבת?']),
    answer: `Analysis: the user writes in Hebrew, so Noa answers in Hebrew.\n\n${RLM}כן! פתוח בשבת מ-10 🙂`,
    expect: [send(`${RLM}כן! פתוח בשבת מ-10 🙂`)],
  },
  {
    name: 'Hebrew: signature with the persona name',
    persona: 'נועה',
    others: scene([4005, 'נועה, החנות פתוחה בשבת?']),
    answer: '# «send»\nכן, מ-10 עד 4\n~נועה',
    expect: [send('כן, מ-10 עד 4')],
  },
  {
    name: 'Hebrew and English mixed in one legitimate message',
    persona: 'נועה',
    others: scene([4005, 'Are you coming to the book swap?']),
    answer: '# «send»\nYes!! אני מביאה שלושה ספרים 📚',
    expect: [send('Yes!! אני מביאה שלושה ספרים 📚')],
  },
];
