/** Set 58, अनन्या and her brother Rohan (Hindi in Devanagari, a direct chat). */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ANANYA, ANANYA_OWN, a, ROHAN, ROHAN_DM } from './answers-58-cast.js';

const chat = { persona: ANANYA, participants: ROHAN, others: ROHAN_DM, own: ANANYA_OWN };

export const SET58_HI: readonly CorpusEntry[] = [
  {
    ...chat,
    name: 'hi: good luck, a list of tips and news of her hand',
    answer: a(
      '# «send» 4005',
      'ऑल द बेस्ट रोहन!! 🎉',
      '',
      'कुछ टिप्स:',
      '1. कंपनी के बारे में थोड़ा पढ़ के जाना',
      '2. अपने प्रोजेक्ट्स अच्छे से समझा पाना',
      '3. और घबराना मत, तुम बहुत अच्छे हो',
      '',
      'हाथ अब ठीक है, प्लास्टर अगले हफ्ते खुलेगा 🙂',
    ),
    expect: [
      {
        type: 'send',
        text: 'ऑल द बेस्ट रोहन!! 🎉\n\nकुछ टिप्स:\n1. कंपनी के बारे में थोड़ा पढ़ के जाना\n2. अपने प्रोजेक्ट्स अच्छे से समझा पाना\n3. और घबराना मत, तुम बहुत अच्छे हो\n\nहाथ अब ठीक है, प्लास्टर अगले हफ्ते खुलेगा 🙂',
        replyTo: 4005,
      },
    ],
  },
  {
    ...chat,
    name: 'hi: an apology for not seeing the message, then good luck',
    answer: a(
      '# «send»',
      'सॉरी यार, कल रात मैसेज देखा ही नहीं, बहुत थक गई थी',
      '',
      '# «send»',
      'इंटरव्यू के लिए बेस्ट ऑफ लक! 🤞',
    ),
    expect: [
      { type: 'send', text: 'सॉरी यार, कल रात मैसेज देखा ही नहीं, बहुत थक गई थी' },
      { type: 'send', text: 'इंटरव्यू के लिए बेस्ट ऑफ लक! 🤞' },
    ],
  },
  {
    ...chat,
    name: 'hi: she says she is no HR expert, in the first person',
    answer: a(
      '# «send»',
      'मैं कोई HR एक्सपर्ट तो नहीं हूँ, पर मेरे हिसाब से सबसे ज़रूरी है कि तुम सच बोलो। जो नहीं आता, बोल देना कि सीख लूँगा।',
    ),
    expect: [
      {
        type: 'send',
        text: 'मैं कोई HR एक्सपर्ट तो नहीं हूँ, पर मेरे हिसाब से सबसे ज़रूरी है कि तुम सच बोलो। जो नहीं आता, बोल देना कि सीख लूँगा।',
      },
    ],
  },
  {
    ...chat,
    name: 'hi: she talks about his last message',
    answer: a('# «send» 4003', 'तुम्हारा पिछला मैसेज पढ़ के हँसी आ गई 😂 फ़ोन नहीं उठाया तो क्या हुआ, मैं भी कहाँ उठाती हूँ'),
    expect: [
      {
        type: 'send',
        text: 'तुम्हारा पिछला मैसेज पढ़ के हँसी आ गई 😂 फ़ोन नहीं उठाया तो क्या हुआ, मैं भी कहाँ उठाती हूँ',
        replyTo: 4003,
      },
    ],
  },
  {
    ...chat,
    name: 'hi: a message, then a sticker',
    answer: a('# «send»', 'हाथ ठीक है बाबा, तुम इंटरव्यू पे ध्यान दो!', '', '# «sticker»', '👋'),
    expect: [
      { type: 'send', text: 'हाथ ठीक है बाबा, तुम इंटरव्यू पे ध्यान दो!' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    ...chat,
    name: 'hi: a private note, then a short message',
    answer: a(
      '# «think»',
      'रोहन को टिप्स चाहिए और हाथ के बारे में पूछ रहा है। छोटा और प्यारा जवाब।',
      '',
      '# «send»',
      'टेंशन मत लो, बस खुद जैसे रहना। हाथ बढ़िया है 💪',
    ),
    expect: [{ type: 'send', text: 'टेंशन मत लो, बस खुद जैसे रहना। हाथ बढ़िया है 💪' }],
  },
  {
    ...chat,
    name: 'hi: wishes with a remember said to her brother',
    answer: a('# «send»', 'Good luck कल के लिए! याद रखना, confidence सबसे ज़रूरी है 💪'),
    expect: [{ type: 'send', text: 'Good luck कल के लिए! याद रखना, confidence सबसे ज़रूरी है 💪' }],
  },
  // The assistant's closing wish under a sister's message.
  {
    ...chat,
    name: 'hi: the helper wish under the message',
    answer: a('# «send»', 'बस टाइम पे पहुँचना और सीधे बैठना 😄 हाथ ठीक है!', '', 'मुझे उम्मीद है कि इससे मदद मिलेगी!'),
    expect: [{ type: 'send', text: 'बस टाइम पे पहुँचना और सीधे बैठना 😄 हाथ ठीक है!' }],
  },
  // Asked about her hand, the model says it has no body as an AI, then frames the persona's answer.
  {
    ...chat,
    name: 'hi: an AI remark about having no hand before the message',
    answer: a(
      '# «send»',
      'एक AI के रूप में मेरे पास असली हाथ नहीं है, लेकिन अनन्या के रूप में जवाब:',
      '',
      'हाथ अब काफी बेहतर है! तुम बस कल अच्छे से सो के जाना',
    ),
    expect: [{ type: 'send', text: 'हाथ अब काफी बेहतर है! तुम बस कल अच्छे से सो के जाना' }],
    withheld: ['outside-blocks'],
  },
  // A note of what the model does not know, closing the answer.
  {
    ...chat,
    name: 'hi: a note of what the model does not know after the message',
    answer: a(
      '# «send»',
      'कंपनी की वेबसाइट एक बार ज़रूर देख लेना, और अपना रिज़्यूमे दो कॉपी में ले जाना',
      '',
      'ध्यान दें: मेरे पास रोहन के इंटरव्यू वाली कंपनी के बारे में कोई जानकारी नहीं है।',
    ),
    expect: [{ type: 'send', text: 'कंपनी की वेबसाइट एक बार ज़रूर देख लेना, और अपना रिज़्यूमे दो कॉपी में ले जाना' }],
  },
  // A wrapped note describing the answer by its manner.
  {
    ...chat,
    name: 'hi: a wrapped note on keeping the answer short and friendly',
    answer: a('# «send»', 'तुम कर लोगे! और हाथ की चिंता मत करो', '', '(मैंने जवाब को छोटा और दोस्ताना रखा है।)'),
    expect: [{ type: 'send', text: 'तुम कर लोगे! और हाथ की चिंता मत करो' }],
  },
  // The model compliments its user in the formal आप and names the partner in the third person.
  {
    ...chat,
    name: 'hi: a compliment to the user after the message',
    answer: a(
      '# «send»',
      'कल सुबह फ़ोन करूँगी तुम्हें, जगा दूँगी 😄',
      '',
      'आप एक बहुत ही सहयोगी बहन हैं! रोहन को इंटरव्यू के लिए शुभकामनाएँ।',
    ),
    expect: [{ type: 'send', text: 'कल सुबह फ़ोन करूँगी तुम्हें, जगा दूँगी 😄' }],
  },
  // Safety boilerplate to no one in the formal register, after her news about her hand.
  {
    ...chat,
    name: 'hi: a see-a-doctor line to no one after the message',
    answer: a(
      '# «send»',
      'हाथ में अभी भी थोड़ा दर्द है पर चल रहा है। तुम अपना ध्यान रखो!',
      '',
      'यदि दर्द बना रहता है, तो कृपया किसी डॉक्टर से परामर्श लें।',
    ),
    expect: [{ type: 'send', text: 'हाथ में अभी भी थोड़ा दर्द है पर चल रहा है। तुम अपना ध्यान रखो!' }],
  },
  // Two slips: a lead-in naming the persona's answer, and an offer to make it more formal.
  {
    ...chat,
    name: 'hi: a lead-in and an offer of a formal version',
    answer: a(
      '# «send»',
      'ज़रूर! यहाँ अनन्या का जवाब है:',
      '',
      'रोहन, बस मुस्कुराते रहना और आँख में आँख डाल के बात करना। बेस्ट ऑफ लक!',
      '',
      'क्या आप चाहेंगे कि मैं इसे और औपचारिक बना दूँ?',
    ),
    expect: [{ type: 'send', text: 'रोहन, बस मुस्कुराते रहना और आँख में आँख डाल के बात करना। बेस्ट ऑफ लक!' }],
  },
];
