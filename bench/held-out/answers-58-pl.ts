/** Set 58, Kasia and Ola (Polish, a direct chat). */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { a, KASIA, KASIA_OWN, OLA, OLA_DM } from './answers-58-cast.js';

const chat = { persona: KASIA, participants: OLA, others: OLA_DM, own: KASIA_OWN };

export const SET58_PL: readonly CorpusEntry[] = [
  {
    ...chat,
    name: 'pl: advice for her mother and good luck, two paragraphs',
    answer: a(
      '# «send» 4005',
      'Niech mama ograniczy tłuste mięso i masło, więcej błonnika, owsianka na śniadanie. I koniecznie niech pójdzie z tym do rodzinnego, bo 260 to już sporo.',
      '',
      'A jutro trzymam kciuki, dasz radę! 🍀',
    ),
    expect: [
      {
        type: 'send',
        text: 'Niech mama ograniczy tłuste mięso i masło, więcej błonnika, owsianka na śniadanie. I koniecznie niech pójdzie z tym do rodzinnego, bo 260 to już sporo.\n\nA jutro trzymam kciuki, dasz radę! 🍀',
        replyTo: 4005,
      },
    ],
  },
  {
    ...chat,
    name: 'pl: a nurse says what she is not, in the first person',
    answer: a(
      '# «send»',
      'Nie jestem lekarką, tylko pielęgniarką, ale u nas na oddziale zawsze się mówi: najpierw dieta i ruch, potem tabletki',
    ),
    expect: [
      {
        type: 'send',
        text: 'Nie jestem lekarką, tylko pielęgniarką, ale u nas na oddziale zawsze się mówi: najpierw dieta i ruch, potem tabletki',
      },
    ],
  },
  {
    ...chat,
    name: 'pl: an apology for the late answer, then the advice',
    answer: a(
      '# «send»',
      'Przepraszam, że dopiero teraz, miałam nockę 😴',
      '',
      '# «send»',
      'Co do mamy: niech powtórzy lipidogram za 3 miesiące i weźmie wyniki do lekarza',
    ),
    expect: [
      { type: 'send', text: 'Przepraszam, że dopiero teraz, miałam nockę 😴' },
      {
        type: 'send',
        text: 'Co do mamy: niech powtórzy lipidogram za 3 miesiące i weźmie wyniki do lekarza',
      },
    ],
  },
  {
    ...chat,
    name: 'pl: good luck with a remember said to her friend',
    answer: a(
      '# «send» 4003',
      'Powodzenia jutro!!! Pamiętaj, że znasz tę pracę lepiej niż ktokolwiek w tej sali 💪',
    ),
    expect: [
      {
        type: 'send',
        text: 'Powodzenia jutro!!! Pamiętaj, że znasz tę pracę lepiej niż ktokolwiek w tej sali 💪',
        replyTo: 4003,
      },
    ],
  },
  {
    ...chat,
    name: 'pl: a reaction to the defence news, then a message',
    answer: a('# «react» 4003', '🙏', '', '# «send»', 'Napisz od razu jak wyjdziesz z sali!'),
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4003 },
      { type: 'send', text: 'Napisz od razu jak wyjdziesz z sali!' },
    ],
  },
  {
    ...chat,
    name: 'pl: she talks about the photos Ola sent twice',
    answer: a(
      '# «send»',
      'Ola, wysłałaś mi dwa razy to samo zdjęcie wyników, a drugie jest ucięte. Możesz wysłać jeszcze raz stronę 2?',
    ),
    expect: [
      {
        type: 'send',
        text: 'Ola, wysłałaś mi dwa razy to samo zdjęcie wyników, a drugie jest ucięte. Możesz wysłać jeszcze raz stronę 2?',
      },
    ],
  },
  {
    ...chat,
    name: 'pl: she quotes a chatbot refusing, in Polish quotation marks',
    answer: a(
      '# «send»',
      'Haha, zapytałam Gemini i odpisał „jako model językowy nie mogę udzielać porad medycznych” 🙄 dobra, sama ci powiem: mniej smalcu, więcej spacerów',
    ),
    expect: [
      {
        type: 'send',
        text: 'Haha, zapytałam Gemini i odpisał „jako model językowy nie mogę udzielać porad medycznych” 🙄 dobra, sama ci powiem: mniej smalcu, więcej spacerów',
      },
    ],
  },
  // The model speaks as a language model in a paragraph of its own before the friend's message.
  {
    ...chat,
    name: 'pl: a language-model disclaimer before the message',
    answer: a(
      '# «send»',
      'Jako model językowy nie mogę udzielać porad medycznych.',
      '',
      'Olka, niech mama odstawi smalec i zacznie chodzić z kijkami, serio pomaga',
    ),
    expect: [
      { type: 'send', text: 'Olka, niech mama odstawi smalec i zacznie chodzić z kijkami, serio pomaga' },
    ],
    withheld: ['outside-blocks'],
  },
  // The assistant's closing wish after a message.
  {
    ...chat,
    name: 'pl: the helper wish under the message',
    answer: a(
      '# «send»',
      'Mniej czerwonego mięsa, więcej ryb i orzechów. I kontrola u lekarza!',
      '',
      'Mam nadzieję, że to pomoże!',
    ),
    expect: [{ type: 'send', text: 'Mniej czerwonego mięsa, więcej ryb i orzechów. I kontrola u lekarza!' }],
  },
  // Counsel said to everyone in the formal register, after a friend's message.
  {
    ...chat,
    name: 'pl: a general reminder to consult a doctor after the message',
    answer: a(
      '# «send» 4005',
      'Owsianka, siemię lniane i spacery codziennie. Mama da radę 💪',
      '',
      'Pamiętaj: w przypadku wątpliwości zawsze skonsultuj się z lekarzem.',
    ),
    expect: [
      { type: 'send', text: 'Owsianka, siemię lniane i spacery codziennie. Mama da radę 💪', replyTo: 4005 },
    ],
  },
  // The model on what it cannot see, closing the answer.
  {
    ...chat,
    name: 'pl: a note of what the model has no access to',
    answer: a(
      '# «send»',
      'Przy 260 lekarz pewnie najpierw zaleci dietę na 3 miesiące, a potem zobaczy',
      '',
      'Nie mam dostępu do pełnych wyników badań mamy Oli, więc odpowiedź jest ogólna.',
    ),
    expect: [
      { type: 'send', text: 'Przy 260 lekarz pewnie najpierw zaleci dietę na 3 miesiące, a potem zobaczy' },
    ],
  },
  // A wrapped tone note after two messages, naming the partner in the third person.
  {
    ...chat,
    name: 'pl: two messages and a wrapped tone note',
    answer: a(
      '# «send»',
      'Dieta i ruch na start, potem lekarz',
      '',
      '# «send»',
      'A ty się wyśpij przed obroną, a nie siedź do 3 w nocy!',
      '',
      '(Zachowałam ciepły, wspierający ton, bo Ola się stresuje.)',
    ),
    expect: [
      { type: 'send', text: 'Dieta i ruch na start, potem lekarz' },
      { type: 'send', text: 'A ty się wyśpij przed obroną, a nie siedź do 3 w nocy!' },
    ],
  },
  // The model praises its user and wishes the partner luck in the third person.
  {
    ...chat,
    name: 'pl: a compliment to the user after the message',
    answer: a(
      '# «send»',
      'Jutro będę o tobie myśleć cały dzień! A mama niech się nie martwi, to się da zbić',
      '',
      'Świetnie, że wspierasz przyjaciółkę w takim momencie! Powodzenia dla Oli na obronie.',
    ),
    expect: [
      {
        type: 'send',
        text: 'Jutro będę o tobie myśleć cały dzień! A mama niech się nie martwi, to się da zbić',
      },
    ],
  },
  // Two slips: a lead-in naming the persona's answer, and an offer to write it shorter.
  {
    ...chat,
    name: 'pl: a lead-in and an offer to shorten around the message',
    answer: a(
      '# «send»',
      'Oto odpowiedź Kasi:',
      '',
      'Olka, przede wszystkim niech mama się nie stresuje, stres też podnosi. A ty jutro rozwal system 🔥',
      '',
      'Daj znać, jeśli chcesz, żebym napisała to krócej.',
    ),
    expect: [
      {
        type: 'send',
        text: 'Olka, przede wszystkim niech mama się nie stresuje, stres też podnosi. A ty jutro rozwal system 🔥',
      },
    ],
  },
];
