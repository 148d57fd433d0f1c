/**
 * Set 97, Zosia in Polish (her flat's group and a friend; Gemini 3 Flash, 2.5 Flash) and Elif in
 * Turkish (her team's group and her mother; Qwen, Gemini 2.5 Flash): ordinary answers (her name
 * with a joke title, a rota keyed by names with her own line, a bracketed aside, relayed words, a
 * wait, a memory) and answers with one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { exam, lunch, party, rota, sunum, weekend } from './answers-97-cast.js';

export const PL_TR_97: readonly CorpusEntry[] = [
  // Gemini 3 Flash: her name with a joke title, then the rota with her own line (meant).
  {
    name: 'set97: Zosia Wielka reports for duty and posts the rota',
    ...rota,
    answer: `# «send»
Zosia Wielka, Strażniczka Grafiku, melduje się 🫡

# «send»
Grafik na ten tydzień:
pon – Kasia (kuchnia)
wt – Bartek (łazienka)
śr – Ola (odkurzanie)
czw – Zosia (śmieci i zmywarka)
pt – wszyscy sprzątamy po sobie, błagam`,
    expect: [
      { type: 'send', text: 'Zosia Wielka, Strażniczka Grafiku, melduje się 🫡', replyTo: 4005 },
      {
        type: 'send',
        text: 'Grafik na ten tydzień:\npon – Kasia (kuchnia)\nwt – Bartek (łazienka)\nśr – Ola (odkurzanie)\nczw – Zosia (śmieci i zmywarka)\npt – wszyscy sprzątamy po sobie, błagam',
      },
    ],
  },
  // Gemini 3 Flash: a reaction, then a message calling Kasia by name (not addressed to Zosia).
  {
    name: 'set97: Zosia laughs at the Cinderella joke and offers Kasia a taxi',
    ...party,
    answer: `# «react» 4005
😁

# «send»
Ja też idę! Kasia, wracamy razem taksówką, to zostaniesz chociaż do tortu`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4005 },
      {
        type: 'send',
        text: 'Ja też idę! Kasia, wracamy razem taksówką, to zostaniesz chociaż do tortu',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: a bracketed aside as the message's second line (meant).
  {
    name: 'set97: Zosia tells Marta she passed, with a bracketed aside',
    ...exam,
    answer: `# «send»
ZDAŁAM!!! 4,5 z prawa rzymskiego 🎉
(profesor się uśmiechnął, pierwszy raz w historii wydziału)`,
    expect: [
      {
        type: 'send',
        text: 'ZDAŁAM!!! 4,5 z prawa rzymskiego 🎉\n(profesor się uśmiechnął, pierwszy raz w historii wydziału)',
      },
    ],
  },
  // Gemini 3 Flash: a reading of the flat's mood in Polish as the body's first paragraph.
  {
    name: "set97: Zosia's message opens with a reading of the flat's mood",
    ...rota,
    answer: `# «send»
Atmosfera w mieszkaniu jest napięta przez ten garnek, więc warto ją rozładować.

Jasne, już wrzucam! I spokojnie, garnek nie jest mój 😇`,
    expect: [
      { type: 'send', text: 'Jasne, już wrzucam! I spokojnie, garnek nie jest mój 😇', replyTo: 4005 },
    ],
  },
  // Gemini 3 Flash: Bartek's joke sent back as a block before her own message.
  {
    name: "set97: Zosia echoes Bartek's joke before her message",
    ...party,
    answer: `# «send»
Kasia jak zwykle Kopciuszek 😂

# «send»
Haha ja też idę! Składamy się na prezent dla Kuby?`,
    expect: [{ type: 'send', text: 'Haha ja też idę! Składamy się na prezent dla Kuby?', replyTo: 4005 }],
    withheld: ['echo'],
  },
  // Gemini 2.5 Flash: an offer in Polish to rephrase the reply, under the message.
  {
    name: 'set97: Zosia tells Marta, then offers in Polish to rephrase the reply',
    ...exam,
    answer: `# «send»
Zdałam!! 4,5, idziemy to oblać w piątek 🥂

Jeśli chcesz, mogę przeredagować tę odpowiedź, żeby brzmiała bardziej entuzjastycznie.`,
    expect: [{ type: 'send', text: 'Zdałam!! 4,5, idziemy to oblać w piątek 🥂' }],
  },
  // Gemini 3 Flash: the persona's name as a dash signature under the message.
  {
    name: 'set97: Zosia signs her message with a dash and her name',
    ...rota,
    answer: `# «send»
Wrzucam jeszcze raz i tym razem przypnijcie go, proszę 📌
— Zosia`,
    expect: [
      { type: 'send', text: 'Wrzucam jeszcze raz i tym razem przypnijcie go, proszę 📌', replyTo: 4005 },
    ],
  },
  // Qwen: two messages with a pause between them.
  {
    name: 'set97: Elif confirms the time, waits, then asks Mert for the link',
    ...sunum,
    answer: `# «send»
Kesin 11, dün akşam müşteriden yazılı teyit aldım

# «wait»
delay: 15

# «send»
Mert toplantı linkini sen atar mısın? Bende takvim yetkisi yok`,
    expect: [
      { type: 'send', text: 'Kesin 11, dün akşam müşteriden yazılı teyit aldım', replyTo: 4005 },
      { type: 'wait', delay: 15 },
      { type: 'send', text: 'Mert toplantı linkini sen atar mısın? Bende takvim yetkisi yok' },
    ],
  },
  // Gemini 2.5 Flash: Burak called by name and Selin's words relayed in quotes (meant).
  {
    name: "set97: Elif relays Selin's words to Burak",
    ...lunch,
    answer: `# «send»
Burak, Selin geçen hafta bana "bir daha salata görürsem ağlayacağım" dedi, yani o da dönerciden yana 😂`,
    expect: [
      {
        type: 'send',
        text: 'Burak, Selin geçen hafta bana "bir daha salata görürsem ağlayacağım" dedi, yani o da dönerciden yana 😂',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: two messages to her mother and a memory.
  {
    name: 'set97: Elif tells her mother she is coming and remembers the weekend',
    ...weekend,
    answer: `# «send»
Geliyorum anneciğim! Cumartesi öğlen oradayım

# «send»
Uygulamaya da bakarım, hiç merak etme 😊

# «remember»
Cumartesi annemde sarma var, teyzem de gelecek. Annemin telefonuna uygulamayı kuracağım.`,
    expect: [
      { type: 'send', text: 'Geliyorum anneciğim! Cumartesi öğlen oradayım' },
      { type: 'send', text: 'Uygulamaya da bakarım, hiç merak etme 😊' },
      { type: 'remember' },
    ],
  },
  // Qwen behind the endpoint: its English reasoning as plain prose before the block.
  {
    name: 'set97: Elif after English reasoning prose about Mert',
    ...sunum,
    answer: `Okay, Mert is asking me directly whether the time is confirmed. From the context I spoke with the client, so I should confirm 11:00 clearly and briefly, in Turkish.

# «send»
Evet kesin, saat 11. Dün müşteriyle telefonda konuştum`,
    expect: [{ type: 'send', text: 'Evet kesin, saat 11. Dün müşteriyle telefonda konuştum', replyTo: 4005 }],
    withheld: ['outside-blocks'],
  },
  // Gemini 2.5 Flash: whom it answers, in Turkish, as the body's first line.
  {
    name: "set97: Elif's message opens with a line saying she answers Burak",
    ...lunch,
    answer: `# «send»
Burak'a cevap veriyorum:
Ben de dönerciden yanayım, Selin'e salata orada da var 😄`,
    expect: [
      { type: 'send', text: "Ben de dönerciden yanayım, Selin'e salata orada da var 😄", replyTo: 4005 },
    ],
  },
  // Gemini 2.5 Flash: a bracketed tone note in Turkish under the message to her mother.
  {
    name: 'set97: Elif answers her mother, then a bracketed tone note',
    ...weekend,
    answer: `# «send»
Tamam anneciğim, gelince ilk iş ona bakarız. Sarmayı da bekliyorum 😋

(Sıcak ve sevecen bir ton kullandım.)`,
    expect: [{ type: 'send', text: 'Tamam anneciğim, gelince ilk iş ona bakarız. Sarmayı da bekliyorum 😋' }],
  },
  // Qwen: the persona's name as a bold label opening the body.
  {
    name: 'set97: Elif labelled by her bold name',
    ...sunum,
    answer: `# «send»
**Elif:** Kesin 11, dün müşteriyle konuştum. Slaytlar da hazır`,
    expect: [{ type: 'send', text: 'Kesin 11, dün müşteriyle konuştum. Slaytlar da hazır', replyTo: 4005 }],
    withheld: ['label'],
  },
];
