import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BENGALI,
  HINDI,
  MARATHI,
  TAMIL,
  TELUGU,
  THAI,
  URDU,
  VIETNAMESE,
  withTarget,
} from './answers-40-scenes.js';

/** Slips of South and Southeast Asian personas: each family written anew, some two in one answer. */
export const SLIPS_40: CorpusEntry[] = [
  {
    name: 'Hindi: the model plans in Hindi before the first block',
    ...HINDI,
    answer: `ठीक है, रोहित छतरी के बारे में पूछ रहा है। मुझे हल्के अंदाज़ में जवाब देना चाहिए और पार्टी वाली बात नहीं छेड़नी।

# «send»
हाँ बाबा, छतरी मेरे पास है 😄 संडे को ले आऊँगी`,
    expect: [{ type: 'send', text: 'हाँ बाबा, छतरी मेरे पास है 😄 संडे को ले आऊँगी' }],
  },
  {
    name: 'Hindi: a Devanagari thought label opening the body',
    ...HINDI,
    answer: `# «send»
विचार: उसे बताना है कि छतरी मेरे पास है, छोटा जवाब।
हाँ, तुम्हारी छतरी यहीं है, कल ले जाना`,
    expect: [{ type: 'send', text: 'हाँ, तुम्हारी छतरी यहीं है, कल ले जाना' }],
  },
  {
    name: 'Hindi: the same block written twice',
    ...HINDI,
    answer: `# «send»
हाँ, छतरी मेरे पास है! कल दे दूँगी
# «send»
हाँ, छतरी मेरे पास है! कल दे दूँगी`,
    expect: [{ type: 'send', text: 'हाँ, छतरी मेरे पास है! कल दे दूँगी' }],
  },
  {
    name: 'Hindi: the user spoken of in Hindi, then the message, in one body',
    ...HINDI,
    answer: `# «send»
उपयोगकर्ता पूछ रहा है कि छतरी मेरे पास है या नहीं। जवाब: हाँ।

हाँ यार, तुम्हारी छतरी मेरे पास ही है 😅`,
    expect: [{ type: 'send', text: 'हाँ यार, तुम्हारी छतरी मेरे पास ही है 😅' }],
  },
  {
    name: 'Marathi group: narrated silence naming her, not addressed',
    ...withTarget(MARATHI, 'ओंकार, तुझी गाडी सर्व्हिसिंगला गेली का परत?'),
    chat: 'group',
    answer: '(सई फक्त हसते आणि फोन बाजूला ठेवते)',
    expect: [],
  },
  {
    name: 'Marathi group: an addressee written on the heading line in Marathi',
    ...MARATHI,
    chat: 'group',
    callout: true,
    answer: `# «send» केतकीसाठी
हो गं, टॉर्च आणते, काळजी करू नको`,
    expect: [{ type: 'send', text: 'हो गं, टॉर्च आणते, काळजी करू नको', replyTo: 4005 }],
  },
  {
    name: 'Marathi group: a wait written in Marathi words is dropped, the messages stay',
    ...MARATHI,
    chat: 'group',
    callout: true,
    answer: `# «send»
हो आणते!
# «wait»
delay: दहा मिनिटे
# «send»
बॅटऱ्या पण चार्ज केल्या आहेत`,
    expect: [
      { type: 'send', text: 'हो आणते!', replyTo: 4005 },
      { type: 'send', text: 'बॅटऱ्या पण चार्ज केल्या आहेत' },
    ],
  },
  {
    name: 'Bengali: a think tag in Bengali before the block',
    ...BENGALI,
    answer: `<think>
অর্ক শনিবারের কথা জিজ্ঞেস করছে। আমি ফাঁকা আছি, হ্যাঁ বলব।
</think>
# «send»
হ্যাঁ ফাঁকা আছি! কী প্ল্যান?`,
    expect: [{ type: 'send', text: 'হ্যাঁ ফাঁকা আছি! কী প্ল্যান?' }],
  },
  {
    name: 'Bengali: a speaker label in her own script',
    ...BENGALI,
    answer: `# «send»
তৃষা: শনিবার একদম ফ্রি, সিনেমা যাবি?`,
    expect: [{ type: 'send', text: 'শনিবার একদম ফ্রি, সিনেমা যাবি?' }],
  },
  {
    name: 'Bengali: a signature and an offer of another version, two slips',
    ...BENGALI,
    answer: `# «send»
শনিবার সন্ধ্যা ফাঁকা, চল ফুচকা খেতে যাই 😋
— তৃষা

আরেকটু ফর্মাল ভার্সন লিখে দেব?`,
    expect: [{ type: 'send', text: 'শনিবার সন্ধ্যা ফাঁকা, চল ফুচকা খেতে যাই 😋' }],
  },
  {
    name: 'Bengali: a tool_code call carrying the message',
    ...BENGALI,
    answer: `\`\`\`tool_code
print(default_api.send_message(chat_id=4005, text="শনিবার ফাঁকা আছি রে, বিকেলে ফোন করিস"))
\`\`\``,
    expect: [{ type: 'send', text: 'শনিবার ফাঁকা আছি রে, বিকেলে ফোন করিস' }],
  },
  {
    name: 'Tamil group: a roleplay action opening the line, actions off in groups',
    ...TAMIL,
    chat: 'group',
    callout: true,
    answer: `# «send»
*சிரிக்கிறாள்* வர்றேன் டா! ஏழு மணிக்கு முன்னாடியே வந்துடுவேன்`,
    expect: [{ type: 'send', text: 'வர்றேன் டா! ஏழு மணிக்கு முன்னாடியே வந்துடுவேன்', replyTo: 4005 }],
  },
  {
    name: "Tamil group: Divya's message echoed back before the answer",
    ...TAMIL,
    chat: 'group',
    callout: true,
    answer: `# «send»
நான் வர்றேன், பிரியாணி நான் வாங்கிட்டு வர்றேன்
# «send»
நானும் வர்றேன்! ஸ்வீட் நான் கொண்டு வர்றேன் 🍬`,
    expect: [{ type: 'send', text: 'நானும் வர்றேன்! ஸ்வீட் நான் கொண்டு வர்றேன் 🍬', replyTo: 4005 }],
  },
  {
    name: 'Tamil group: a thought-summary title and plan before the message',
    ...TAMIL,
    chat: 'group',
    callout: true,
    answer: `# «send»
**Confirming Match Attendance**

I'm confirming that Kayal will attend and keeping the reply short and in Tamil.

ஆமா வர்றேன்! ஸ்கிரீன் பக்கத்துல எனக்கு ஒரு சீட் 😄`,
    expect: [{ type: 'send', text: 'ஆமா வர்றேன்! ஸ்கிரீன் பக்கத்துல எனக்கு ஒரு சீட் 😄', replyTo: 4005 }],
  },
  {
    name: 'Telugu: a fenced JSON body with a reply key and a mood key',
    ...TELUGU,
    answer: `# «send»
\`\`\`json
{"reply": "శనివారం ఫ్రీనే! పదకొండు గంటలకి కలుద్దాం", "mood": "happy"}
\`\`\``,
    expect: [{ type: 'send', text: 'శనివారం ఫ్రీనే! పదకొండు గంటలకి కలుద్దాం' }],
  },
  {
    name: 'Telugu: cut at the output limit inside the second message',
    ...TELUGU,
    truncated: true,
    answer: `# «send»
శనివారం ఓకే!
# «send»
అమ్మమ్మ గిఫ్ట్ కోసం చీరల షాపుకి ముందు వెళ్ది`,
    expect: [{ type: 'send', text: 'శనివారం ఓకే!' }],
    withheld: ['truncated'],
  },
  {
    name: 'Telugu: a Markdown heading titling the body as the reply',
    ...TELUGU,
    answer: `# «send»
### Reply to Kiran
శనివారం ఫ్రీగా ఉన్నా, మాల్ కి వెళ్దామా?`,
    expect: [{ type: 'send', text: 'శనివారం ఫ్రీగా ఉన్నా, మాల్ కి వెళ్దామా?' }],
  },
  {
    // The model was shown her name in both scripts; a label in either is no part of the message.
    name: 'Urdu: a speaker label in Latin letters for an Urdu persona',
    ...URDU,
    answer: `# «send»
Zara: جی بالکل، چھتری میرے پاس ہے، کل چائے پر لے آؤں گی`,
    expect: [{ type: 'send', text: 'جی بالکل، چھتری میرے پاس ہے، کل چائے پر لے آؤں گی' }],
  },
  {
    name: 'Urdu: the only block under the Urdu word for answer',
    ...URDU,
    answer: `# «جواب»
ہاں ملی ہے، میز پر رکھی ہے۔ کل لے جانا`,
    expect: [{ type: 'send', text: 'ہاں ملی ہے، میز پر رکھی ہے۔ کل لے جانا' }],
  },
  {
    name: 'Urdu: a rule, then a bold note on how the answer was written',
    ...URDU,
    answer: `# «send»
جی مل گئی، آپ کی نیلی چھتری دروازے کے پاس ہے

---
**نوٹ:** جواب مختصر اور دوستانہ رکھا ہے`,
    expect: [{ type: 'send', text: 'جی مل گئی، آپ کی نیلی چھتری دروازے کے پاس ہے' }],
  },
  {
    name: 'Thai group: narrated listening in Thai, not addressed',
    ...withTarget(THAI, 'พลอย ซื้อตั๋วรถตู้ไว้ให้แล้วนะ'),
    chat: 'group',
    answer: '*มะลินั่งฟังเงียบๆ*',
    expect: [],
  },
  {
    name: 'Thai group: a bracketed no-reply in Thai, not addressed',
    ...withTarget(THAI, 'ต้น เมื่อวานลืมกุญแจไว้ที่ร้านป้าหรือเปล่า'),
    chat: 'group',
    answer: '[ไม่ตอบ]',
    expect: [],
  },
  {
    name: 'Thai group: a translated block name in double angle brackets',
    ...THAI,
    chat: 'group',
    callout: true,
    answer: `# 《ส่ง》
ไปด้วยจ้า เจอกันเจ็ดโมงนะ`,
    expect: [{ type: 'send', text: 'ไปด้วยจ้า เจอกันเจ็ดโมงนะ', replyTo: 4005 }],
  },
  {
    name: 'Thai group: an unclosed thinking tag up to the heading',
    ...THAI,
    chat: 'group',
    callout: true,
    answer: `<thinking>
มะลิถูกชวน ควรตอบรับสั้นๆ
# «send»
ว่างจ้า ไปด้วย! ชาเย็นหวานน้อยนะ`,
    expect: [{ type: 'send', text: 'ว่างจ้า ไปด้วย! ชาเย็นหวานน้อยนะ', replyTo: 4005 }],
  },
  {
    name: 'Vietnamese: an offer to rewrite in a more formal tone after the message',
    ...VIETNAMESE,
    answer: `# «send»
Dạ em rảnh ạ, 8 giờ sáng anh qua đón em nha

Bạn có muốn mình viết lại với giọng trang trọng hơn không?`,
    expect: [{ type: 'send', text: 'Dạ em rảnh ạ, 8 giờ sáng anh qua đón em nha' }],
  },
  {
    name: 'Vietnamese: the user described in Vietnamese before the message',
    ...VIETNAMESE,
    answer: `# «send»
Người dùng hỏi về thứ Bảy. Mình sẽ nhận lời một cách vui vẻ.

Rảnh ạ! Phở gánh Hàng Chiếu nha anh`,
    expect: [{ type: 'send', text: 'Rảnh ạ! Phở gánh Hàng Chiếu nha anh' }],
  },
];
