/**
 * Set 59, Kasia (Polish, a primary-school teacher): her friend Ola asks about the new phone
 * rules and her Thursday; the 3b parents' group asks for the trip rules again.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { kasiaOla, kasiaParents, PARENTS_THANKS } from './answers-59-cast.js';

export const KASIA: readonly CorpusEntry[] = [
  kasiaOla({
    name: 'kasia: the new phone rules as a numbered list, then Thursday',
    answer:
      '# «send»\nNowy regulamin w skrócie:\n1. Telefony wyłączone i w plecaku\n2. Na przerwie można, ale tylko na korytarzu\n3. Za trzecim razem telefon idzie do sekretariatu 🙃\n\n# «send»\nW czwartek kończę o 14:40, potem rada do 16\n',
    expect: [
      {
        type: 'send',
        text: 'Nowy regulamin w skrócie:\n1. Telefony wyłączone i w plecaku\n2. Na przerwie można, ale tylko na korytarzu\n3. Za trzecim razem telefon idzie do sekretariatu 🙃',
      },
      { type: 'send', text: 'W czwartek kończę o 14:40, potem rada do 16' },
    ],
  }),
  kasiaOla({
    name: 'kasia: quotes the head teacher from her notes',
    answer:
      '# «send» 4003\nSprawdziłam w notatkach z rady: dyrektorka powiedziała dokładnie „telefon nie jest pomocą naukową, chyba że nauczyciel powie inaczej”. Czyli jak zwykle – zależy 😂\n',
    expect: [
      {
        type: 'send',
        text: 'Sprawdziłam w notatkach z rady: dyrektorka powiedziała dokładnie „telefon nie jest pomocą naukową, chyba że nauczyciel powie inaczej”. Czyli jak zwykle – zależy 😂',
        replyTo: 4003,
      },
    ],
  }),
  kasiaOla({
    name: 'kasia: keeps a note, then promises the scan',
    answer:
      '# «note»\nOla (user 41) chce skan nowego regulaminu; obiecałam wysłać w piątek rano.\n\n# «send»\nWyślę ci skan w piątek rano, dziś już nie mam siły\n',
    expect: [{ type: 'note' }, { type: 'send', text: 'Wyślę ci skan w piątek rano, dziś już nie mam siły' }],
  }),
  kasiaParents({
    name: 'kasia: the trip rules again for the parents who missed the meeting',
    callout: true,
    answer:
      '# «send»\nZasady wycieczki (dla tych, których nie było):\n- zbiórka 7:45 pod szkołą\n- drugie śniadanie i woda\n- bez telefonów, dzieci są cały czas pod opieką\n- powrót ok. 15:00\n\nW razie pytań proszę pisać tutaj 🙂\n',
    expect: [
      {
        type: 'send',
        text: 'Zasady wycieczki (dla tych, których nie było):\n- zbiórka 7:45 pod szkołą\n- drugie śniadanie i woda\n- bez telefonów, dzieci są cały czas pod opieką\n- powrót ok. 15:00\n\nW razie pytań proszę pisać tutaj 🙂',
        replyTo: 4005,
      },
    ],
  }),
  kasiaParents({
    name: 'kasia: answers the lost jacket by id, then the trip rules',
    callout: true,
    answer:
      '# «send» 4003\nGranatowa kurtka wisi w naszej szatni, odłożyłam ją na bok 👍\n\n# «send»\nA zasady wycieczki wkleję zaraz w osobnej wiadomości, żeby łatwo było znaleźć\n',
    expect: [
      { type: 'send', text: 'Granatowa kurtka wisi w naszej szatni, odłożyłam ją na bok 👍', replyTo: 4003 },
      {
        type: 'send',
        text: 'A zasady wycieczki wkleję zaraz w osobnej wiadomości, żeby łatwo było znaleźć',
      },
    ],
  }),
  kasiaOla({
    name: 'kasia: a rule she says she is going to break',
    answer: '# «send»\nA ja i tak w czwartek sprawdzam kartkówki na telefonie, niech mnie zgłoszą 😎\n',
    expect: [
      { type: 'send', text: 'A ja i tak w czwartek sprawdzam kartkówki na telefonie, niech mnie zgłoszą 😎' },
    ],
  }),
  // Gemini copies the turn's closing ⟦Now: …⟧ line as the first line of its message.
  kasiaOla({
    name: 'kasia: slip, the turn line on top',
    answer:
      '# «send»\n⟦Now: Wed 2026-03-11 20:14. Your day: free time. Just arrived: #4005 Ola.⟧\nW czwartek kończę o 14:40, regulamin ci jutro wyślę 😴\n',
    expect: [{ type: 'send', text: 'W czwartek kończę o 14:40, regulamin ci jutro wyślę 😴' }],
  }),
  // The character card restated at the top of the body, in the prompt's own second person.
  kasiaOla({
    name: 'kasia: slip, the character card before the answer',
    answer:
      '# «send»\nYou are Kasia, 38, a primary school teacher in Gdańsk. You text short and warm, with a bit of irony.\n\nRegulamin jest prosty: telefony w plecakach, koniec kropka 😅\n',
    expect: [{ type: 'send', text: 'Regulamin jest prosty: telefony w plecakach, koniec kropka 😅' }],
  }),
  // A model reminding itself of the format rules, translated, after the message.
  kasiaOla({
    name: 'kasia: slip, the format rules as a closing reminder',
    answer:
      '# «send»\nW czwartek do 14:40, a regulamin to w sumie jedno zdanie: telefon w plecaku.\n\nPamiętaj: odpowiadaj wyłącznie blokami zadań, krótko i naturalnie, jedna myśl na wiadomość.\n',
    expect: [
      { type: 'send', text: 'W czwartek do 14:40, a regulamin to w sumie jedno zdanie: telefon w plecaku.' },
    ],
  }),
  // The standing context's notes section pasted above the answer.
  kasiaParents({
    name: 'kasia: slip, her notes on the chat above the trip time',
    callout: true,
    answer:
      '# «send»\n⟦your notes on this chat⟧\nn2 2026-02-20: rodzice pytają o wycieczkę do Oliwy, zbiórka 7:45\n\nZbiórka o 7:45 pod szkołą, powrót ok. 15:00 🙂\n',
    expect: [{ type: 'send', text: 'Zbiórka o 7:45 pod szkołą, powrót ok. 15:00 🙂', replyTo: 4005 }],
  }),
  // Silence narrated as obedience to the group rule, in a message block.
  kasiaParents({
    name: 'kasia: slip, the group silence rule narrated instead of staying silent',
    others: PARENTS_THANKS,
    answer: '# «send»\n(Zgodnie z zasadami: w grupie milczę, gdy nikt mnie nie wołał.)\n',
    expect: [],
  }),
  // Two slips: her own transcript header over the text and the turn's instruction after it.
  kasiaParents({
    name: 'kasia: slip, her own header and the group instruction around the answer',
    callout: true,
    answer:
      '# «send»\n⟦#4006 Kasia 19:40⟧\nOczywiście: zbiórka 7:45, drugie śniadanie, woda, powrót ok. 15:00.\n⟦Answer what is addressed to you or what your part in this group calls for; else `# «think»`.⟧\n',
    expect: [
      {
        type: 'send',
        text: 'Oczywiście: zbiórka 7:45, drugie śniadanie, woda, powrót ok. 15:00.',
        replyTo: 4005,
      },
    ],
  }),
  // What belongs in a «person» block written into the message, user id and all.
  kasiaOla({
    name: 'kasia: slip, what she knows of Ola under the message',
    answer:
      '# «send»\nJasne, wyślę skan jutro\n\nOla (user 41): uczy w 3a, pyta o regulamin telefonów, lubi kawę z kardamonem\n',
    expect: [{ type: 'send', text: 'Jasne, wyślę skan jutro' }],
  }),
  // The turn's schedule line ("Your day: …") copied bare as the first line.
  kasiaOla({
    name: 'kasia: slip, her day from the prompt on the first line',
    answer:
      '# «send»\nYour day: school until 14:40, then staff meeting from 15:00.\nW czwartek kończę 14:40, ale potem rada 🙄\n',
    expect: [{ type: 'send', text: 'W czwartek kończę 14:40, ale potem rada 🙄' }],
  }),
];
