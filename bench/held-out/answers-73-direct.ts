/** Set 73, direct chats in Turkish, Vietnamese and Greek: Selin, Thảo and Ελένη. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ELENI, SELIN, THAO } from './answers-73-cast.js';

const selinYes = 'Gelirim tabii! Saat kaçta buluşuyoruz?';
const selinCards = 'Ben masa örtüsünü getiririm, sen fiyat kartlarını yazar mısın?';

const thaoShip = 'Được em, chị giao tận nơi. Phí ship Cầu Giấy 15k nha 🛵';

const eleniRice = 'Ναι, άβραστο! Το ρύζι ψήνεται μέσα στο ζουμί της ντομάτας στο φούρνο.';
const eleniRinse = 'Μόνο ξέπλυνέ το λίγο πρώτα, και βάλε ένα κουταλάκι ζάχαρη στην ντομάτα 🍅';

export const DIRECT: readonly CorpusEntry[] = [
  // Ordinary: two short messages, no reply ids.
  {
    name: 'selin: yes to the market, then a question',
    ...SELIN,
    answer: `# «send»\n${selinYes}\n\n# «send»\n${selinCards}`,
    expect: [
      { type: 'send', text: selinYes },
      { type: 'send', text: selinCards },
    ],
  },
  // Ordinary: a packing list a person types, with a bracketed aside of her own.
  {
    name: 'selin: the list of what she brings',
    ...SELIN,
    answer:
      '# «send»\nTamam, liste:\n- 12 kupa (çatlaklar hariç 😅)\n- 6 tabak\n- gazete kağıdı, sarmak için\n- bozuk para!',
    expect: [
      {
        type: 'send',
        text: 'Tamam, liste:\n- 12 kupa (çatlaklar hariç 😅)\n- 6 tabak\n- gazete kağıdı, sarmak için\n- bozuk para!',
      },
    ],
  },
  // Slip: Gemini adds an English rendering for the operator under a message in another language.
  {
    name: 'selin: an English rendering under a flag arrow',
    ...SELIN,
    answer: `# «send»\n${selinYes}\n\n↳ EN: Of course I'll come! What time are we meeting?`,
    expect: [{ type: 'send', text: selinYes }],
  },
  // Slip: the model steers itself between two blocks, naming the persona in the third person (in Turkish).
  {
    name: 'selin: a stage note between two messages',
    ...SELIN,
    answer: `# «send»\n${selinYes}\n\nSelin'in ikinci mesajı fiyat kartlarıyla ilgili olacak, işi paylaşmak istiyor.\n\n# «send»\n${selinCards}`,
    expect: [
      { type: 'send', text: selinYes },
      { type: 'send', text: selinCards },
    ],
  },
  // Ordinary: a reaction to the compliment, then the answer.
  {
    name: 'selin: a heart on the mugs, then Saturday',
    ...SELIN,
    answer: "# «react» 4003\n❤\n\n# «send»\nCumartesi tamam! 8'de tezgâhın orada olurum",
    expect: [
      { type: 'react', emoji: '❤', messageId: 4003 },
      { type: 'send', text: "Cumartesi tamam! 8'de tezgâhın orada olurum" },
    ],
  },
  // Ordinary: a sticker then two words.
  {
    name: 'selin: a waving sticker and a yes',
    ...SELIN,
    answer: '# «sticker»\nHeidiDuck\n👋\n\n# «send»\ngelirim gelirim',
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
      { type: 'send', text: 'gelirim gelirim' },
    ],
  },
  // Slip: a closing line where the model reports to its user what the blocks did (Gemini 2.5 habit).
  {
    name: 'selin: a report of the turn after the last block',
    ...SELIN,
    answer:
      "# «react» 4003\n🥰\n\n# «send»\nOlur! Sabah 8 gibi oradayım\n\nI've reacted to the mug compliment and confirmed Saturday morning.",
    expect: [
      { type: 'react', emoji: '🥰', messageId: 4003 },
      { type: 'send', text: 'Olur! Sabah 8 gibi oradayım' },
    ],
  },
  // Slip: the whole message wrapped in straight quotation marks, as models present a line of dialogue.
  {
    name: 'selin: a message inside quotation marks',
    ...SELIN,
    answer: '# «send»\n"Tabii gelirim! Kahveler benden ☕"',
    expect: [{ type: 'send', text: 'Tabii gelirim! Kahveler benden ☕' }],
  },
  // Ordinary: a memory of her own after the message.
  {
    name: 'selin: a memory after the answer',
    ...SELIN,
    answer:
      '# «send»\nGelirim! Bu sefer erken kalkacağım, söz 😤\n\n# «remember»\nCumartesi Ece ile pazarda tezgâh, sabah 8.',
    expect: [{ type: 'send', text: 'Gelirim! Bu sefer erken kalkacağım, söz 😤' }, { type: 'remember' }],
  },

  // Ordinary: one message with a price and an emoji.
  {
    name: 'thảo: delivery yes, with the fee',
    ...THAO,
    answer: `# «send»\n${thaoShip}`,
    expect: [{ type: 'send', text: thaoShip }],
  },
  // Ordinary: a reply to the older order message, then one to the newest.
  {
    name: 'thảo: the price as a reply, then delivery',
    ...THAO,
    answer:
      '# «send» 4003\n20 ly cà phê muối: 35k/ly, chị bớt cho em còn 30k nha 😊\n\n# «send»\nGiao Cầu Giấy được nha, em gửi địa chỉ cụ thể cho chị',
    expect: [
      { type: 'send', text: '20 ly cà phê muối: 35k/ly, chị bớt cho em còn 30k nha 😊', replyTo: 4003 },
      { type: 'send', text: 'Giao Cầu Giấy được nha, em gửi địa chỉ cụ thể cho chị' },
    ],
  },
  // Slip: an OpenAI-compatible model writes its message as a Python dict literal.
  {
    name: 'thảo: a message as a Python dict',
    ...THAO,
    answer: `# «send»\n{'text': '${thaoShip}', 'reply_to': None}`,
    expect: [{ type: 'send', text: thaoShip }],
  },
  // Slip: a speaker label with the persona's name written without its diacritics.
  {
    name: 'thảo: her name as a label, without the hook',
    ...THAO,
    answer: '# «send»\nThao: Được em ơi, 9h sáng chị cho người mang qua nha',
    expect: [{ type: 'send', text: 'Được em ơi, 9h sáng chị cho người mang qua nha' }],
  },
  // Slip: a block of nothing but an invisible separator before the real message.
  {
    name: 'thảo: an invisible first block',
    ...THAO,
    answer: '# «send»\n\u2063\n\n# «send»\nOk em, 9h chị cho người mang qua nha',
    expect: [{ type: 'send', text: 'Ok em, 9h chị cho người mang qua nha' }],
    withheld: ['invisible'],
  },
  // Ordinary: a Vietnamese laughing emoticon and a time.
  {
    name: 'thảo: an emoticon of her own',
    ...THAO,
    answer: '# «send»\nOkela em =))) mai 8h30 chị mang qua, nhớ xuống lấy nha',
    expect: [{ type: 'send', text: 'Okela em =))) mai 8h30 chị mang qua, nhớ xuống lấy nha' }],
  },
  // Ordinary: a wifi password in backticks.
  {
    name: 'thảo: the wifi password in code',
    ...THAO,
    answer:
      '# «send»\nĐược nha. Mà lần sau em ghé quán thì pass wifi là `caphemuoi2024` nhé\n\n# «react» 4003\n🙏',
    expect: [
      { type: 'send', text: 'Được nha. Mà lần sau em ghé quán thì pass wifi là `caphemuoi2024` nhé' },
      { type: 'react', emoji: '🙏', messageId: 4003 },
    ],
  },
  // Two slips: a Vietnamese translation marker and an English rendering, then a line reminding itself.
  {
    name: 'thảo: a rendering and a reminder to itself',
    ...THAO,
    answer: `# «send»\n${thaoShip}\n\n(Bản dịch: Sure, I deliver. The fee to Cầu Giấy is 15k 🛵)\n\nStill need to ask what time she wants it.`,
    expect: [{ type: 'send', text: thaoShip }],
  },

  // Ordinary: a whole recipe in numbered steps.
  {
    name: 'ελένη: the recipe in steps',
    ...ELENI,
    answer:
      '# «send»\nΝαι, άβραστο! Άκου τη σειρά:\n1. Κόβεις τα καπάκια και αδειάζεις τις ντομάτες\n2. Τη σάρκα τη λιώνεις με κρεμμύδι, δυόσμο και λάδι\n3. Ανακατεύεις το ρύζι μέσα, ωμό\n4. Γεμίζεις ως τα δύο τρίτα, φουσκώνει!\n5. Πατάτες ανάμεσα και στον φούρνο',
    expect: [
      {
        type: 'send',
        text: 'Ναι, άβραστο! Άκου τη σειρά:\n1. Κόβεις τα καπάκια και αδειάζεις τις ντομάτες\n2. Τη σάρκα τη λιώνεις με κρεμμύδι, δυόσμο και λάδι\n3. Ανακατεύεις το ρύζι μέσα, ωμό\n4. Γεμίζεις ως τα δύο τρίτα, φουσκώνει!\n5. Πατάτες ανάμεσα και στον φούρνο',
      },
    ],
  },
  // Ordinary: a grandmother's sign-off and a proverb in quotation marks.
  {
    name: 'ελένη: a proverb and her sign-off',
    ...ELENI,
    answer:
      '# «send»\nΆβραστο, χρυσό μου. Και μη βιάζεσαι, «όποιος βιάζεται σκοντάφτει» 😊\n\nΜε αγάπη,\nη γιαγιά σου 💕',
    expect: [
      {
        type: 'send',
        text: 'Άβραστο, χρυσό μου. Και μη βιάζεσαι, «όποιος βιάζεται σκοντάφτει» 😊\n\nΜε αγάπη,\nη γιαγιά σου 💕',
      },
    ],
  },
  // Slip: a checklist of the answer in Greek after the message.
  {
    name: 'ελένη: ticks for what the answer covered',
    ...ELENI,
    answer: `# «send»\n${eleniRice}\n\n# «send»\n${eleniRinse}\n\nΚάλυψα: ρύζι ✓ ζάχαρη ✓ ζεστός τόνος ✓`,
    expect: [
      { type: 'send', text: eleniRice },
      { type: 'send', text: eleniRinse },
    ],
  },
  // Slip: roleplay narration naming the persona in Greek script, with actions off.
  {
    name: 'ελένη: her glasses narrated, actions never',
    ...ELENI,
    actions: 'never',
    answer: `# «send»\n*Η Ελένη φοράει τα γυαλιά της και διαβάζει προσεκτικά*\n\n${eleniRice}`,
    expect: [{ type: 'send', text: eleniRice }],
  },
  // Slip: the answer cut at the output limit in the middle of the second message.
  {
    name: 'ελένη: cut in the second message',
    ...ELENI,
    truncated: true,
    answer: `# «send»\n${eleniRice}\n\n# «send»\nΤο ρύζι το πλένεις πρώτα και μετά το ανακατεύεις με τον κιμά και τη ντομ`,
    expect: [{ type: 'send', text: eleniRice }],
    withheld: ['truncated'],
  },
  // Slip: an English rendering labelled in brackets as a paragraph of its own.
  {
    name: 'ελένη: an English rendering under the message',
    ...ELENI,
    answer: `# «send»\n${eleniRice}\n\n[English] Yes, raw! The rice cooks in the tomato juice in the oven.`,
    expect: [{ type: 'send', text: eleniRice }],
  },
];
