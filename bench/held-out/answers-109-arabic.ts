/**
 * Set 109, Levantine Arabic: ليلى, a pharmacist, with her friend سارة about her father's new
 * medicine, and in her university friends' group planning Aqaba (Gemini 3 Flash and 3 Pro).
 * Advice, a note-like dosage, her mother's wish passed on, her own mood, the trip summed up, beside
 * readings, an offer to redo, a length note and narration.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { aqaba, father } from './answers-109-cast.js';

export const ARABIC_109: readonly CorpusEntry[] = [
  // Gemini 3 Flash: a pharmacist's advice in three short messages.
  {
    name: 'set109: ليلى explains amlodipine to سارة',
    ...father,
    answer: `# «send»
أملوديبين دوا كتير منتشر للضغط، ما تخافي

# «send»
ممكن يعمل شوية انتفاخ بالرجلين أو دوخة أول كم يوم، إذا صار هيك خبّري الدكتور

# «send»
وخليه ياخده بنفس الوقت كل يوم`,
    expect: [
      { type: 'send', text: 'أملوديبين دوا كتير منتشر للضغط، ما تخافي' },
      {
        type: 'send',
        text: 'ممكن يعمل شوية انتفاخ بالرجلين أو دوخة أول كم يوم، إذا صار هيك خبّري الدكتور',
      },
      { type: 'send', text: 'وخليه ياخده بنفس الوقت كل يوم' },
    ],
  },
  // Gemini 3 Flash: a reading of the partner with no subject, in formal Arabic, above the message.
  {
    name: 'set109: ليلى under a subjectless reading of سارة',
    ...father,
    answer: `# «send»
قلقة على والدها وتحتاج إلى طمأنة أكثر من المعلومات.

لا تقلقي حبيبتي، هاد الدوا آمن وكتير ناس بياخدوه`,
    expect: [{ type: 'send', text: 'لا تقلقي حبيبتي، هاد الدوا آمن وكتير ناس بياخدوه' }],
  },
  // Gemini 3 Pro: a dosage as note-like lines a pharmacist types, under a label of her own.
  {
    name: 'set109: ليلى writes the dosage as short lines',
    ...father,
    answer: `# «send»
الجرعة: حبة وحدة باليوم
مع الأكل أو بدونه، عادي
وما يوقفه لحاله حتى لو حس حاله منيح`,
    expect: [
      {
        type: 'send',
        text: 'الجرعة: حبة وحدة باليوم\nمع الأكل أو بدونه، عادي\nوما يوقفه لحاله حتى لو حس حاله منيح',
      },
    ],
  },
  // Gemini 3 Flash: her mother's feelings and wish passed on, with a pause between.
  {
    name: "set109: ليلى passes on her mother's greeting and wish to visit",
    ...father,
    answer: `# «send»
ماما بتسلم عليكي، زعلت كتير لما عرفت

# «wait»
delay: 4

# «send»
بدها تزوركم بكرا العصر إذا ما في إزعاج`,
    expect: [
      { type: 'send', text: 'ماما بتسلم عليكي، زعلت كتير لما عرفت' },
      { type: 'wait', delay: 4 },
      { type: 'send', text: 'بدها تزوركم بكرا العصر إذا ما في إزعاج' },
    ],
  },
  // Gemini 3 Pro: an English offer to redo the reply, after a dash on the message's line.
  {
    name: 'set109: ليلى, then an English offer to redo after a dash',
    ...father,
    answer: `# «send»
سلامته إن شاء الله، وإذا احتجتي أي إشي أنا هون — want me to make it sound more formal?`,
    expect: [{ type: 'send', text: 'سلامته إن شاء الله، وإذا احتجتي أي إشي أنا هون' }],
  },
  // Gemini 3 Flash: a callout answered, then the trip's arrangements summed up.
  {
    name: 'set109: ليلى will drive and sums up the trip',
    ...aqaba,
    answer: `# «send»
أكيد بسوق 🚗 بس السيارة بتوسع أربعة بالزور

# «send»
يعني: الخميس الصبح منطلع، دانة بتحجز الشاليه، وأنا بسوق. كل وحدة تجيب أكلها للطريق`,
    expect: [
      { type: 'send', text: 'أكيد بسوق 🚗 بس السيارة بتوسع أربعة بالزور', replyTo: 4005 },
      {
        type: 'send',
        text: 'يعني: الخميس الصبح منطلع، دانة بتحجز الشاليه، وأنا بسوق. كل وحدة تجيب أكلها للطريق',
      },
    ],
  },
  // Gemini 3 Pro: a reading of a member by name and a plan, in formal Arabic, on the first line.
  {
    name: 'set109: ليلى under a reading of هبة by name',
    ...aqaba,
    answer: `# «send»
تشعر هبة بالإحراج لأن سيارتها معطلة؛ سأطمئنها بلطف.
أكيد بسوق يا بنات 🚗

# «send»
وهبة ولا يهمك، إنتي مسؤولة عن الأغاني 😂`,
    expect: [
      { type: 'send', text: 'أكيد بسوق يا بنات 🚗', replyTo: 4005 },
      { type: 'send', text: 'وهبة ولا يهمك، إنتي مسؤولة عن الأغاني 😂' },
    ],
  },
  // Gemini 3 Flash: a note on the length chosen, in parentheses, as the last paragraph.
  {
    name: 'set109: ليلى, then a length note in parentheses',
    ...aqaba,
    answer: `# «send»
أكيد أنا بسوق، بس البنزين علينا كلنا 😌

(رد قصير لأنو المجموعة ماشية بسرعة)`,
    expect: [{ type: 'send', text: 'أكيد أنا بسوق، بس البنزين علينا كلنا 😌', replyTo: 4005 }],
  },
  // Gemini 3 Flash: her own mood, and her mother's condition passed on to the group.
  {
    name: "set109: ليلى needs the trip and passes on her mother's condition",
    ...aqaba,
    answer: `# «send»
أكيد بسوق!

# «send»
أنا بصراحة محتاجة هالطلعة، الشغل بالصيدلية هالشهر كان نار 😮‍💨

# «send»
وماما بتقول لازم نرجع قبل السبت المسا لأنه عرس بنت خالتي`,
    expect: [
      { type: 'send', text: 'أكيد بسوق!', replyTo: 4005 },
      { type: 'send', text: 'أنا بصراحة محتاجة هالطلعة، الشغل بالصيدلية هالشهر كان نار 😮‍💨' },
      { type: 'send', text: 'وماما بتقول لازم نرجع قبل السبت المسا لأنه عرس بنت خالتي' },
    ],
  },
  // Gemini 3 Pro: a sticker between messages, then narration naming the persona as a block.
  {
    name: 'set109: ليلى with a sticker, then narrated laughing',
    ...aqaba,
    answer: `# «send»
أكيد! جهزوا حالكم الساعة ٦ الصبح

# «sticker»
HeidiDuck
😂

# «send»
(ليلى ترسل الرسالة وهي تضحك)`,
    expect: [
      { type: 'send', text: 'أكيد! جهزوا حالكم الساعة ٦ الصبح', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
];
