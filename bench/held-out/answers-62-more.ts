/**
 * Set 62: four more personas' long messages — Agnieszka (Polish, to her sister), Giulia (Italian
 * flat group), Emre (Turkish, to a friend) and Jiwoo (Korean, to a colleague) — mostly ordinary.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { L, send } from './answers-62-cast.js';

function agnieszka(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Agnieszka',
    participants: ['Kasia'],
    others: new Map([
      [4003, 'Mama mówi, że zgubiła przepis na pierniki 😱'],
      [4005, 'Masz go? I jak długo one muszą leżakować?'],
    ]),
    own: new Map([[4004, 'Oczywiście, że mam, spokojnie']]),
    ...entry,
  };
}

function giulia(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Giulia',
    chat: 'group',
    participants: ['Marco', 'Sara', 'Pietro'],
    others: new Map([
      [4001, 'Ragazzi il bagno è di nuovo un disastro'], // Sara
      [4003, 'Facciamo i turni come si deve stavolta?'], // Pietro
      [4005, 'Giulia tu sei la più organizzata, fai tu la tabella?'], // Marco
    ]),
    own: new Map([[4002, 'Non guardate me 😇']]),
    callout: true,
    ...entry,
  };
}

function emre(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Emre',
    participants: ['Burak'],
    others: new Map([[4005, 'Abi bilgisayar açılmıyor, fan dönüyor ama ekran siyah. Ne yapayım?']]),
    own: new Map(),
    ...entry,
  };
}

function jiwoo(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Jiwoo',
    participants: ['민수'],
    others: new Map([[4005, '지우 씨, 내일 발표 순서 정리해서 보내줄 수 있어요?']]),
    own: new Map(),
    ...entry,
  };
}

const pierniki = L(
  'Jasne, przepisuję z zeszytu babci:',
  '',
  '**Pierniki staropolskie**',
  '• 500 g mąki, 250 g miodu, 100 g masła',
  '• 2 jajka, 1 łyżeczka sody',
  '• przyprawa do piernika — cała paczka, nie żałuj',
  '',
  'Miód z masłem podgrzać, ostudzić, dodać resztę i zagnieść.',
  'Ciasto ma **leżakować minimum 2 tygodnie** w lodówce, najlepiej od Andrzejek.',
);
const tabella = L(
  'Ecco, fatta 💪',
  '',
  '| Settimana | Bagno | Cucina | Spazzatura |',
  '|---|---|---|---|',
  '| 1 | Marco | Sara | Pietro |',
  '| 2 | Sara | Pietro | Giulia |',
  '| 3 | Pietro | Giulia | Marco |',
  '| 4 | Giulia | Marco | Sara |',
  '',
  'Si cambia il lunedì. Chi salta il turno offre la pizza 🍕',
);
const adimlar = L(
  'Panik yok, sırayla dene:',
  '',
  '1. Güç kablosunu çek, güç tuşuna 30 sn bas, tekrar tak',
  '2. Monitör kablosu ekran kartına mı takılı, anakarta mı? **Ekran kartına** takılı olmalı',
  '3. RAM’leri çıkar, silgiyle temizle, tek RAM ile dene',
  '4. Hâlâ siyahsa anakartta bip sesi var mı, kaç kere ötüyor yaz bana',
);
const sunseo = L(
  '네, 내일 발표 순서 정리했습니다 🙂',
  '',
  '1. 10:00 — 민수 씨: 3분기 실적 요약',
  '2. 10:20 — 저: 신규 고객 분석',
  '3. 10:40 — 하은 씨: 마케팅 계획',
  '4. 11:00 — Q&A',
  '',
  '자료는 오늘 6시까지 공유 폴더에 올려주세요!',
);

export const MORE: readonly CorpusEntry[] = [
  agnieszka({
    name: 'set62 agnieszka: a grandmother recipe with bullets and bold',
    answer: L('# «send»', pierniki),
    expect: [send(pierniki)],
  }),
  // Gemini 2.5 Flash: a Polish note to self inside the recipe, between ingredients and method.
  agnieszka({
    name: 'set62 agnieszka: a note to self between the ingredients and the method',
    answer: L(
      '# «send»',
      'Jasne, przepisuję z zeszytu babci:',
      '',
      '**Pierniki staropolskie**',
      '• 500 g mąki, 250 g miodu, 100 g masła',
      '• 2 jajka, 1 łyżeczka sody',
      '• przyprawa do piernika — cała paczka, nie żałuj',
      '',
      'Notatka dla siebie: Kasia pytała też o leżakowanie, odpowiedzieć w tej samej wiadomości.',
      '',
      'Miód z masłem podgrzać, ostudzić, dodać resztę i zagnieść.',
      'Ciasto ma **leżakować minimum 2 tygodnie** w lodówce, najlepiej od Andrzejek.',
    ),
    expect: [send(pierniki)],
  }),
  giulia({
    name: 'set62 giulia: a chores table with names in the cells',
    answer: L('# «send»', tabella),
    expect: [send(tabella, 4005)],
  }),
  // Gemini 2.5 Flash: an Italian offer to redo the answer between the table and a second message.
  giulia({
    name: 'set62 giulia: an offer of a more formal version between two messages',
    answer: L(
      '# «send»',
      tabella,
      '',
      'Fammi sapere se vuoi una versione più formale della risposta!',
      '',
      '# «send» 4001',
      'Sara, il bagno questa settimana tocca a Marco, quindi tranquilla 😂',
    ),
    expect: [
      send(tabella, 4005),
      send('Sara, il bagno questa settimana tocca a Marco, quindi tranquilla 😂', 4001),
    ],
  }),
  giulia({
    name: 'set62 giulia: house rules under a heading with a rule line',
    answer: L(
      '# «send»',
      '## Regole di casa (versione definitiva)',
      '',
      '- piatti lavati entro la sera',
      '- niente ospiti a dormire senza dirlo nel gruppo',
      '- il termostato NON si tocca, Pietro 👀',
      '',
      '---',
      '',
      'Chi è d’accordo mette un like, chi non è d’accordo… mette un like lo stesso.',
    ),
    expect: [
      send(
        L(
          '## Regole di casa (versione definitiva)',
          '',
          '- piatti lavati entro la sera',
          '- niente ospiti a dormire senza dirlo nel gruppo',
          '- il termostato NON si tocca, Pietro 👀',
          '',
          '---',
          '',
          'Chi è d’accordo mette un like, chi non è d’accordo… mette un like lo stesso.',
        ),
        4005,
      ),
    ],
  }),
  emre({
    name: 'set62 emre: step-by-step hardware help in Turkish',
    answer: L('# «send»', adimlar),
    expect: [send(adimlar)],
  }),
  // Gemini 2.5 Flash: a Turkish tone note in brackets between two messages.
  emre({
    name: 'set62 emre: a tone note between the steps and a follow-up',
    answer: L(
      '# «send»',
      adimlar,
      '',
      '(Samimi ve sakin bir ton kullandım.)',
      '',
      '# «send»',
      'Bir de geçen ay BIOS güncellemiştin ya, ondan olabilir mi acaba 🤔',
    ),
    expect: [send(adimlar), send('Bir de geçen ay BIOS güncellemiştin ya, ondan olabilir mi acaba 🤔')],
  }),
  emre({
    name: 'set62 emre: a long message with a warning line in capitals',
    answer: L(
      '# «send»',
      'DİKKAT: kasayı açmadan önce prizden çek, ciddiyim.',
      '',
      'Sonra yan kapağı aç, ekran kartını bir çıkarıp tekrar tak. Bazen yerinden oynuyor, özellikle taşındıysan.',
      'Olmazsa akşam gelirim, tornavidamı getiririm 🔧',
    ),
    expect: [
      send(
        L(
          'DİKKAT: kasayı açmadan önce prizden çek, ciddiyim.',
          '',
          'Sonra yan kapağı aç, ekran kartını bir çıkarıp tekrar tak. Bazen yerinden oynuyor, özellikle taşındıysan.',
          'Olmazsa akşam gelirim, tornavidamı getiririm 🔧',
        ),
      ),
    ],
  }),
  jiwoo({
    name: 'set62 jiwoo: a presentation order with times and names',
    answer: L('# «send»', sunseo),
    expect: [send(sunseo)],
  }),
  // Gemini 2.5 Flash: a Korean lead-in presenting the answer, then the list, then a closing wish.
  jiwoo({
    name: 'set62 jiwoo: a lead-in over the list and a helper wish after it',
    answer: L('# «send»', '다음은 지우의 답장입니다:', '', sunseo, '', '도움이 되길 바랍니다!'),
    expect: [send(sunseo)],
  }),
];
