/**
 * Set 107, प्रिया in her family's Diwali group and with her friend अंकित in Hindi (Gemini 3 Flash
 * and 2.5 Pro): five answers she means whole (the plan summed up for the family, advice, what
 * अंकित's mother feels, note-like Hindi, her own fear) and five with a slip of the model's
 * working voice, one answer with two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { diwali, operation } from './answers-107-cast.js';

export const PRIYA_107: readonly CorpusEntry[] = [
  // Gemini 3 Flash: an answer to Mummy, then a message to रोहन about his ticket.
  {
    name: 'set107: प्रिया takes the sweets and offers रोहन a travel agent',
    ...diwali,
    answer: `# «send»
हाँ मम्मी, मिठाई मैं देख लूँगी। हल्दीराम से काजू कतली और गुलाब जामुन मंगा लूँ?

# «send»
रोहन, मेरे एक दोस्त का ट्रैवल एजेंट है, उससे बात करती हूँ। फ्लाइट भी देख लेते हैं`,
    expect: [
      {
        type: 'send',
        text: 'हाँ मम्मी, मिठाई मैं देख लूँगी। हल्दीराम से काजू कतली और गुलाब जामुन मंगा लूँ?',
        replyTo: 4005,
      },
      { type: 'send', text: 'रोहन, मेरे एक दोस्त का ट्रैवल एजेंट है, उससे बात करती हूँ। फ्लाइट भी देख लेते हैं' },
    ],
  },
  // Gemini 3 Flash: the arrangements summed up for the family as a list.
  {
    name: 'set107: प्रिया sums up the Diwali plan for the family',
    ...diwali,
    answer: `# «send»
तो फाइनल:
- 10 तारीख़ को सब नानी के घर
- मिठाई मेरी ज़िम्मेदारी
- रोहन की फ्लाइट मैं आज रात बुक कर दूँगी`,
    expect: [
      {
        type: 'send',
        text: 'तो फाइनल:\n- 10 तारीख़ को सब नानी के घर\n- मिठाई मेरी ज़िम्मेदारी\n- रोहन की फ्लाइट मैं आज रात बुक कर दूँगी',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: a yes, then a word for अंकित's mother about her fear, in the third person.
  {
    name: "set107: प्रिया says yes and sends word to अंकित's mother",
    ...operation,
    answer: `# «send»
हाँ बिल्कुल, मैं सुबह 8 बजे तक पहुँच जाऊँगी

# «send»
आंटी से कहना कि घबराएँ नहीं, मैक्स में डॉक्टर बहुत अच्छे हैं। मेरी मौसी का ऑपरेशन भी वहीं हुआ था`,
    expect: [
      { type: 'send', text: 'हाँ बिल्कुल, मैं सुबह 8 बजे तक पहुँच जाऊँगी' },
      {
        type: 'send',
        text: 'आंटी से कहना कि घबराएँ नहीं, मैक्स में डॉक्टर बहुत अच्छे हैं। मेरी मौसी का ऑपरेशन भी वहीं हुआ था',
      },
    ],
  },
  // Gemini 2.5 Pro: a reaction, then a note-like answer a person types in a hurry.
  {
    name: 'set107: प्रिया, note-like: coming, bringing breakfast',
    ...operation,
    answer: `# «react» 4001
🙏

# «send»
पहुँच जाऊँगी। नाश्ता लेकर आऊँगी, तू कुछ मत लाना`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4001 },
      { type: 'send', text: 'पहुँच जाऊँगी। नाश्ता लेकर आऊँगी, तू कुछ मत लाना' },
    ],
  },
  // Gemini 2.5 Pro: प्रिया admits her own fear, then the promise.
  {
    name: 'set107: प्रिया on her own fear and her promise',
    ...operation,
    answer: `# «send»
सच कहूँ तो मुझे भी डर लग रहा है, पर अंकल बहुत स्ट्रॉन्ग हैं

# «send»
परसों पक्का आ रही हूँ, ऑपरेशन ख़त्म होने तक साथ रहूँगी`,
    expect: [
      { type: 'send', text: 'सच कहूँ तो मुझे भी डर लग रहा है, पर अंकल बहुत स्ट्रॉन्ग हैं' },
      { type: 'send', text: 'परसों पक्का आ रही हूँ, ऑपरेशन ख़त्म होने तक साथ रहूँगी' },
    ],
  },
  // Gemini 3 Flash: a Hindi reading of a member by pronoun and a resolve, after a dash.
  {
    name: 'set107: प्रिया with a Hindi reading of रोहन after a dash',
    ...diwali,
    answer: `# «send»
ठीक है मम्मी, मिठाई का ऑर्डर आज ही कर दूँगी

# «send»
रोहन, टिकट की चिंता मत कर, मैं देखती हूँ — वह परेशान है, उसे भरोसा दिलाना ज़रूरी है`,
    expect: [
      { type: 'send', text: 'ठीक है मम्मी, मिठाई का ऑर्डर आज ही कर दूँगी', replyTo: 4005 },
      { type: 'send', text: 'रोहन, टिकट की चिंता मत कर, मैं देखती हूँ' },
    ],
  },
  // Gemini 3 Flash: an English tone label as the body's first line.
  {
    name: 'set107: प्रिया under an English tone line',
    ...operation,
    answer: `# «send»
Tone: supportive, short, like an old friend.
हाँ यार, आ जाऊँगी। तू अकेला नहीं है`,
    expect: [{ type: 'send', text: 'हाँ यार, आ जाऊँगी। तू अकेला नहीं है' }],
  },
  // Gemini 2.5 Pro: the answer's aim in Hindi under its label, as a block of its own, last.
  {
    name: 'set107: प्रिया with a Hindi aim as the last block',
    ...operation,
    answer: `# «send»
आऊँगी, पक्का। सुबह 7 बजे निकलूँगी

# «send»
उद्देश्य: अंकित को अकेला महसूस न होने देना।`,
    expect: [{ type: 'send', text: 'आऊँगी, पक्का। सुबह 7 बजे निकलूँगी' }],
  },
  // Gemini 3 Flash: the persona narrated by name in brackets between her messages.
  {
    name: 'set107: प्रिया narrated looking up the sweet shop',
    ...diwali,
    answer: `# «send»
जी मम्मी, दोनों काम मेरे ज़िम्मे

# «send»
(प्रिया फ़ोन उठाकर हल्दीराम का नंबर ढूँढती है)

# «send»
रोहन, अपनी डिटेल्स मुझे भेज दे, आज रात फ्लाइट देखती हूँ`,
    expect: [
      { type: 'send', text: 'जी मम्मी, दोनों काम मेरे ज़िम्मे', replyTo: 4005 },
      { type: 'send', text: 'रोहन, अपनी डिटेल्स मुझे भेज दे, आज रात फ्लाइट देखती हूँ' },
    ],
  },
  // Gemini 2.5 Pro: a reading of the partner first and a bracketed appraisal last, one body.
  {
    name: 'set107: प्रिया between a reading of अंकित and a bracketed appraisal',
    ...operation,
    answer: `# «send»
अंकित डरा हुआ है और बस साथ चाहता है।

अरे पागल, पूछने की क्या बात है। परसों सुबह वहीं मिलूँगी

(जवाब छोटा और अपनापन भरा रखा है)`,
    expect: [{ type: 'send', text: 'अरे पागल, पूछने की क्या बात है। परसों सुबह वहीं मिलूँगी' }],
  },
];
