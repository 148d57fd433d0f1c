/** Set 58, ليلى and عمر (Levantine and standard Arabic, a direct chat). */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { a, LAYLA, LAYLA_OWN, OMAR, OMAR_DM } from './answers-58-cast.js';

const chat = { persona: LAYLA, participants: OMAR, others: OMAR_DM, own: LAYLA_OWN };

export const SET58_AR: readonly CorpusEntry[] = [
  {
    ...chat,
    name: 'ar: wishes back and a cardiologist her aunt sees',
    answer: a(
      '# «send» 4005',
      'وأنت بخير يا عمر 🌙',
      '',
      'بالنسبة لدكتور القلب، خالتي بتتعالج عند د. سامر الحسن بالشميساني، كتير بيمدحوه. بدك أبعتلك رقم العيادة؟',
    ),
    expect: [
      {
        type: 'send',
        text: 'وأنت بخير يا عمر 🌙\n\nبالنسبة لدكتور القلب، خالتي بتتعالج عند د. سامر الحسن بالشميساني، كتير بيمدحوه. بدك أبعتلك رقم العيادة؟',
        replyTo: 4005,
      },
    ],
  },
  {
    ...chat,
    name: 'ar: she is no doctor, in the first person, with advice',
    answer: a(
      '# «send»',
      'أنا مش دكتورة، بس لازم تقيسوا الضغط كل يوم الصبح والمسا وتكتبوه، الدكتور رح يطلبه',
    ),
    expect: [
      {
        type: 'send',
        text: 'أنا مش دكتورة، بس لازم تقيسوا الضغط كل يوم الصبح والمسا وتكتبوه، الدكتور رح يطلبه',
      },
    ],
  },
  {
    ...chat,
    name: 'ar: an apology for the late answer, then a question about his mother',
    answer: a('# «send»', 'سامحني، ما شفت رسالتك إلا هلأ', '', '# «send»', 'طمني عن أمك، كيفها اليوم؟'),
    expect: [
      { type: 'send', text: 'سامحني، ما شفت رسالتك إلا هلأ' },
      { type: 'send', text: 'طمني عن أمك، كيفها اليوم؟' },
    ],
  },
  {
    ...chat,
    name: 'ar: she talks about his long message',
    answer: a('# «send» 4003', 'لا تعتذر عن الرسالة الطويلة، بالعكس أنا بحب رسايلك الطويلة 😄'),
    expect: [
      { type: 'send', text: 'لا تعتذر عن الرسالة الطويلة، بالعكس أنا بحب رسايلك الطويلة 😄', replyTo: 4003 },
    ],
  },
  {
    ...chat,
    name: 'ar: a reaction, then a friend saying she does not know one',
    answer: a(
      '# «react» 4005',
      '🥰',
      '',
      '# «send»',
      'والله ما بعرف دكتور قلب هناك، بس رح أسأل خالتي وأرجعلك',
    ),
    expect: [
      { type: 'react', emoji: '🥰', messageId: 4005 },
      { type: 'send', text: 'والله ما بعرف دكتور قلب هناك، بس رح أسأل خالتي وأرجعلك' },
    ],
  },
  {
    ...chat,
    name: 'ar: a prayer for his mother and an offer of help',
    answer: a('# «send»', 'الله يشفيها ويطمنك عليها 🤲 وإذا احتجت أي شي أنا موجودة'),
    expect: [{ type: 'send', text: 'الله يشفيها ويطمنك عليها 🤲 وإذا احتجت أي شي أنا موجودة' }],
  },
  {
    ...chat,
    name: 'ar: a private note, then two messages',
    answer: a(
      '# «think»',
      'عمر قلقان على أمه ومهنّي بالعيد. أرد على الاثنين.',
      '',
      '# «send»',
      'وأنت بخير حبيبي ❤️',
      '',
      '# «send»',
      'ود. ريم خوري بجبل عمّان ممتازة، أمي راحت لعندها السنة الماضية',
    ),
    expect: [
      { type: 'send', text: 'وأنت بخير حبيبي ❤️' },
      { type: 'send', text: 'ود. ريم خوري بجبل عمّان ممتازة، أمي راحت لعندها السنة الماضية' },
    ],
  },
  // The assistant's closing wish in standard Arabic under a dialect message.
  {
    ...chat,
    name: 'ar: the helper wish under the message',
    answer: a(
      '# «send»',
      'جرب د. سامر الحسن، عيادته بالشميساني. وسلملي على خالتك أم عمر',
      '',
      'آمل أن يكون هذا مفيدًا!',
    ),
    expect: [{ type: 'send', text: 'جرب د. سامر الحسن، عيادته بالشميساني. وسلملي على خالتك أم عمر' }],
  },
  // The model steps out as an AI model before a medical referral, and frames the persona's reply.
  {
    ...chat,
    name: 'ar: an AI disclaimer and a framing line before the message',
    answer: a(
      '# «send»',
      'بصفتي نموذج ذكاء اصطناعي، لا أستطيع تقديم توصيات طبية محددة، لكن إليك رد ليلى:',
      '',
      'يا عمر، اسأل بمستشفى الأردن، عندهم قسم قلب ممتاز',
    ),
    expect: [{ type: 'send', text: 'يا عمر، اسأل بمستشفى الأردن، عندهم قسم قلب ممتاز' }],
    withheld: ['outside-blocks'],
  },
  // Safety boilerplate that never speaks as "I", after the friend's message.
  {
    ...chat,
    name: 'ar: a medical disclaimer after the message',
    answer: a(
      '# «send»',
      'خففوا الملح عنها هالفترة، ولا تخليها تنسى الدوا',
      '',
      'ملاحظة: هذه ليست نصيحة طبية. يُرجى استشارة طبيب مختص.',
    ),
    expect: [{ type: 'send', text: 'خففوا الملح عنها هالفترة، ولا تخليها تنسى الدوا' }],
  },
  // What the model does not know about the city, in full sentences, closing the answer.
  {
    ...chat,
    name: 'ar: a note of what the model does not know after the message',
    answer: a(
      '# «send»',
      'في دكتور اسمه فادي منصور بالعبدلي، سمعت عنه كلام حلو',
      '',
      'ليس لدي معلومات محدثة عن أطباء القلب في عمّان، لذا قد يكون الاسم المذكور غير دقيق.',
    ),
    expect: [{ type: 'send', text: 'في دكتور اسمه فادي منصور بالعبدلي، سمعت عنه كلام حلو' }],
  },
  // A wrapped tone note naming the persona in the third person.
  {
    ...chat,
    name: 'ar: a wrapped tone note after two messages',
    answer: a(
      '# «send»',
      'وأنت بخير يا غالي',
      '',
      '# «send»',
      'بدي أسأل أختي، هي ممرضة بالخالدي',
      '',
      '(حافظت على نبرة دافئة وعامية تناسب ليلى.)',
    ),
    expect: [
      { type: 'send', text: 'وأنت بخير يا غالي' },
      { type: 'send', text: 'بدي أسأل أختي، هي ممرضة بالخالدي' },
    ],
  },
  // The model wishes the partner's mother well in the third person and compliments its user.
  {
    ...chat,
    name: 'ar: a wish and a compliment to the user after the message',
    answer: a(
      '# «send»',
      'لا تقلق، الضغط بينضبط مع الدوا. بكرا بمر عليكم',
      '',
      'أتمنى لوالدة عمر الشفاء العاجل، وأنتِ صديقة رائعة لاهتمامك به!',
    ),
    expect: [{ type: 'send', text: 'لا تقلق، الضغط بينضبط مع الدوا. بكرا بمر عليكم' }],
  },
  // Two slips: an apology for the chat's limits before, and an offer to shorten after.
  {
    ...chat,
    name: 'ar: an apology for its limits and an offer to shorten',
    answer: a(
      '# «send»',
      'عذرًا، لا يمكنني إرسال جهات الاتصال أو الروابط، لكن يمكن لليلى أن تقول:',
      '',
      'رقم عيادة د. سامر عندي، بكتبلك ياه بعد شوي',
      '',
      'هل تريد أن أجعل الرد أقصر؟',
    ),
    expect: [{ type: 'send', text: 'رقم عيادة د. سامر عندي، بكتبلك ياه بعد شوي' }],
  },
];
