/**
 * Set 102, Nazlı in her block of flats' group and with her sister Zeynep in Turkish (Gemini 2.5
 * Pro): a manager's answer and a neighbour helped, a summary sent on purpose, their mother's fear
 * told and her own plan, beside a group read in English, a member's impatience and the tone,
 * a member's real worry in brackets, silence with a think block, the sister's guilt and the
 * order of answering left in.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { apartman, bayram, mac } from './answers-102-cast.js';

export const NAZLI_102: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: the manager's answer, then a word to the neighbour about her cat.
  {
    name: 'set102: Nazlı answers about the repair and tells Hülya Hanım where she saw the cat',
    ...apartman,
    answer: `# «send»
Kemal Bey, tamir ücreti aidattan ödenecek, ayrıca para toplamayacağız. Fatura gelince gruba atarım

# «send» 4001
Hülya Hanım, Pamuk'u sabah bodrum katın oradaki kedilerin yanında gördüm sanki, bir bakın isterseniz`,
    expect: [
      {
        type: 'send',
        text: 'Kemal Bey, tamir ücreti aidattan ödenecek, ayrıca para toplamayacağız. Fatura gelince gruba atarım',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: "Hülya Hanım, Pamuk'u sabah bodrum katın oradaki kedilerin yanında gördüm sanki, bir bakın isterseniz",
        replyTo: 4001,
      },
    ],
  },
  // Gemini 2.5 Pro: a summary under a label, written for the neighbours on purpose.
  {
    name: 'set102: Nazlı sends the building a labelled summary',
    ...apartman,
    answer: `# «send»
Özetle: tamirci yarın saat 10'da geliyor, ücret aidattan karşılanacak, o gün lütfen asansörü kullanmayalım. Sorusu olan bana yazsın 🙏`,
    expect: [
      {
        type: 'send',
        text: "Özetle: tamirci yarın saat 10'da geliyor, ücret aidattan karşılanacak, o gün lütfen asansörü kullanmayalım. Sorusu olan bana yazsın 🙏",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: a labelled English reading of the members before the blocks.
  {
    name: 'set102: Nazlı under a bold English read of the group',
    ...apartman,
    answer: `**Group read:** Kemal Bey wants an official statement, Serkan is worried about money, Hülya Hanım is upset about her cat.

# «send»
Arkadaşlar, tamir aidattan ödenecek, ek para yok

# «send» 4001
Hülya Hanım, ben akşam bahçeye bir daha bakarım`,
    expect: [
      { type: 'send', text: 'Arkadaşlar, tamir aidattan ödenecek, ek para yok', replyTo: 4005 },
      { type: 'send', text: 'Hülya Hanım, ben akşam bahçeye bir daha bakarım', replyTo: 4001 },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 2.5 Pro: a member's impatience and the tone to take, glued under the message.
  {
    name: 'set102: Nazlı with Kemal Bey’s impatience read under her answer',
    ...apartman,
    answer: `# «send»
Kemal Bey, tamirci yarın sabah geliyor, ücret aidattan ödenecek.
Kemal Bey sabırsızlanıyor, resmi ve net bir ton kullan.`,
    expect: [
      {
        type: 'send',
        text: 'Kemal Bey, tamirci yarın sabah geliyor, ücret aidattan ödenecek.',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: a member's real worry in brackets, as a message block of its own.
  {
    name: 'set102: Nazlı with Serkan’s worry in a bracketed block',
    ...apartman,
    answer: `# «send»
Tamirci yarın geliyor komşular

# «send»
(Serkan'ın asıl derdi para; net cevap ver.)

# «send» 4003
Serkan Bey, aidattan ödenecek, ayrıca toplamayacağız`,
    expect: [
      { type: 'send', text: 'Tamirci yarın geliyor komşular', replyTo: 4005 },
      {
        type: 'send',
        text: 'Serkan Bey, aidattan ödenecek, ayrıca toplamayacağız',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Pro: a think block alone while two neighbours talk football: silence.
  {
    name: 'set102: Nazlı stays out of the football talk with a think block',
    ...mac,
    answer: `# «think»
Kemal Bey ile Serkan maç konuşuyor, bana bir şey sorulmadı. Karışmıyorum.`,
    expect: [],
    silence: '',
  },
  // Gemini 2.5 Pro: their mother's fear told to the sister as news, and a yes.
  {
    name: 'set102: Nazlı tells Zeynep their mother is afraid of being alone',
    ...bayram,
    answer: `# «send»
Annem dün beni de aradı. Aslında kimseye kırgın değil, sadece bayramda yalnız kalmaktan korkuyor

# «send»
Ben giderim, merak etme`,
    expect: [
      {
        type: 'send',
        text: 'Annem dün beni de aradı. Aslında kimseye kırgın değil, sadece bayramda yalnız kalmaktan korkuyor',
      },
      { type: 'send', text: 'Ben giderim, merak etme' },
    ],
  },
  // Gemini 2.5 Pro: her own plan for the holiday, first the market, then their mother's.
  {
    name: 'set102: Nazlı’s plan, the market on the eve and then their mother’s',
    ...bayram,
    answer: `# «send»
Giderim tabii. Önce arife günü pazara uğrayıp annemin sevdiği cevizleri alırım, sonra yanına geçerim. Sen de bayram sabahı görüntülü ararsın, olur mu?`,
    expect: [
      {
        type: 'send',
        text: 'Giderim tabii. Önce arife günü pazara uğrayıp annemin sevdiği cevizleri alırım, sonra yanına geçerim. Sen de bayram sabahı görüntülü ararsın, olur mu?',
      },
    ],
  },
  // Gemini 2.5 Pro: the sister's guilt, by name, glued over the first line.
  {
    name: 'set102: Nazlı under a line on Zeynep’s guilt',
    ...bayram,
    answer: `# «send»
Zeynep kendini suçlu hissediyor, önce onu rahatlat.
Canım sen hiç üzülme, ben giderim annemin yanına`,
    expect: [{ type: 'send', text: 'Canım sen hiç üzülme, ben giderim annemin yanına' }],
  },
  // Gemini 2.5 Pro: the order of answering under a label, as a message block of its own.
  {
    name: 'set102: Nazlı with an answering-order label block first',
    ...bayram,
    answer: `# «send»
Cevap sırası: önce annem, sonra gidip gidemeyeceğim.

# «send» 4001
Ben de konuştum onunla, biraz içini döktü

# «send»
Ben giderim, abla dediğin ne işe yarar 😄`,
    expect: [
      { type: 'send', text: 'Ben de konuştum onunla, biraz içini döktü', replyTo: 4001 },
      { type: 'send', text: 'Ben giderim, abla dediğin ne işe yarar 😄' },
    ],
  },
];
