/**
 * Set 107, Elif with her friend Mert in Turkish (Gemini 2.5 Flash): five answers she means whole
 * (Zeynep's sadness told to Mert, advice, her own mood and plan, note-like Turkish) and five with
 * a slip of the model's working voice.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { dugun, kira } from './answers-107-cast.js';

export const ELIF_107: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: two short messages, the second about Zeynep's feelings in the third person.
  {
    name: 'set107: Elif agrees to coffee and sends word to Zeynep',
    ...kira,
    answer: `# «send»
Tabii ki! 7 gibi Moda'daki yerde buluşalım mı?

# «send»
Zeynep'e de söyle üzülmesin. Daha güzel bir ev bulursunuz, ben de ilanlara bakarım`,
    expect: [
      { type: 'send', text: "Tabii ki! 7 gibi Moda'daki yerde buluşalım mı?" },
      {
        type: 'send',
        text: "Zeynep'e de söyle üzülmesin. Daha güzel bir ev bulursunuz, ben de ilanlara bakarım",
      },
    ],
  },
  // Gemini 2.5 Flash: a reply to the older rent message with advice, then the answer to the coffee.
  {
    name: 'set107: Elif advises on the rent cap in a reply, then says yes',
    ...kira,
    answer: `# «send» 4001
Bu arada sözleşmene bir bak, kira artışına sınır vardı diye hatırlıyorum. Avukat bir arkadaşım var, istersen ona sorarım

# «send»
Kahveye varım, işten 6 buçukta çıkıyorum`,
    expect: [
      {
        type: 'send',
        text: 'Bu arada sözleşmene bir bak, kira artışına sınır vardı diye hatırlıyorum. Avukat bir arkadaşım var, istersen ona sorarım',
        replyTo: 4001,
      },
      { type: 'send', text: 'Kahveye varım, işten 6 buçukta çıkıyorum' },
    ],
  },
  // Gemini 2.5 Flash: Elif says how she herself feels lately and what she will do tonight.
  {
    name: 'set107: Elif on her own full head and her plan for the evening',
    ...kira,
    answer: `# «send»
Benim de kafam bu aralar çok dolu açıkçası, işte her şey birbirine girdi. İkimize de iyi gelir

# «send»
Saat 7, Moda. Ben yer ayırtırım`,
    expect: [
      {
        type: 'send',
        text: 'Benim de kafam bu aralar çok dolu açıkçası, işte her şey birbirine girdi. İkimize de iyi gelir',
      },
      { type: 'send', text: 'Saat 7, Moda. Ben yer ayırtırım' },
    ],
  },
  // Gemini 2.5 Flash: thanks passed on to Mert's mother, then outfit advice in a note-like line.
  {
    name: "set107: Elif thanks Mert's mother and advises on the suit",
    ...dugun,
    answer: `# «send»
Annene çok teşekkür et benim yerime 🥹 Kınaya tabii ki gelirim!

# «send»
Kıyafet: lacivert takım, beyaz gömlek, kravat şart değil. Can'ın düğününde öyle çok yakışmıştı sana`,
    expect: [
      { type: 'send', text: 'Annene çok teşekkür et benim yerime 🥹 Kınaya tabii ki gelirim!' },
      {
        type: 'send',
        text: "Kıyafet: lacivert takım, beyaz gömlek, kravat şart değil. Can'ın düğününde öyle çok yakışmıştı sana",
      },
    ],
  },
  // Gemini 2.5 Flash: a Turkish think block as it should be, a reaction, then one short message.
  {
    name: 'set107: Elif thinks privately, reacts to the date and says yes',
    ...dugun,
    answer: `# «think»
Mert heyecanlı ama kıyafet konusunda kararsız. Kısa ve net cevap vereyim, alışverişe birlikte gidelim diyeyim.

# «react» 4001
🎉

# «send»
Kınaya varım! Kıyafet için cumartesi AVM'ye gidelim, ben seçerim 😄`,
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4001 },
      { type: 'send', text: "Kınaya varım! Kıyafet için cumartesi AVM'ye gidelim, ben seçerim 😄" },
    ],
  },
  // Gemini 2.5 Flash: a reading of Mert and a resolve, written as the body's first line.
  {
    name: 'set107: Elif under a Turkish reading of Mert on the first line',
    ...kira,
    answer: `# «send»
Mert bunalmış görünüyor, yanında olduğumu hissetmeli.
Tabii ki içelim! 7'de Moda'daki kafede?`,
    expect: [{ type: 'send', text: "Tabii ki içelim! 7'de Moda'daki kafede?" }],
  },
  // Gemini 2.5 Flash: a bold English plan label printed before the first block.
  {
    name: 'set107: Elif under an English plan label before the blocks',
    ...dugun,
    answer: `**Plan:** congratulate Mert again, accept the henna night, suggest an outfit.

# «send»
Kınaya gelirim tabii, annene selam söyle!

# «send»
Lacivert takım giy bence, sana çok yakışıyor`,
    expect: [
      { type: 'send', text: 'Kınaya gelirim tabii, annene selam söyle!' },
      { type: 'send', text: 'Lacivert takım giy bence, sana çok yakışıyor' },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 2.5 Flash: a bracketed Turkish appraisal of its own reply as the last paragraph.
  {
    name: 'set107: Elif, then a bracketed appraisal of the reply in Turkish',
    ...dugun,
    answer: `# «send»
Gelirim tabii! Kına gecesini kaçırır mıyım hiç 💃

# «send»
Ne giyeceğine beraber bakarız, cumartesi boşum

(Samimi, kısa ve Mert'in heyecanına uygun bir cevap oldu.)`,
    expect: [
      { type: 'send', text: 'Gelirim tabii! Kına gecesini kaçırır mıyım hiç 💃' },
      { type: 'send', text: 'Ne giyeceğine beraber bakarız, cumartesi boşum' },
    ],
  },
  // Gemini 2.5 Flash: a note on the register chosen, glued to the message after a dash.
  {
    name: 'set107: Elif with a register note after a dash',
    ...kira,
    answer: `# «send»
Olur, 7'de buluşalım, çıkınca yazarım — samimi ve sakin bir ton, fazla soru sormadan`,
    expect: [{ type: 'send', text: "Olur, 7'de buluşalım, çıkınca yazarım" }],
  },
  // Gemini 2.5 Flash: which message to answer first, as a block of its own before the messages.
  {
    name: 'set107: Elif with an answering-order block before the messages',
    ...dugun,
    answer: `# «send»
Order: henna invite first (4005), then the outfit question.

# «send»
Kınaya gelirim tabii!

# «send»
Kıyafete gelince, bordo kravat olmasın lütfen 😂 Lacivert olsun`,
    expect: [
      { type: 'send', text: 'Kınaya gelirim tabii!' },
      { type: 'send', text: 'Kıyafete gelince, bordo kravat olmasın lütfen 😂 Lacivert olsun' },
    ],
  },
];
