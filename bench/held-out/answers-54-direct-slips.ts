/**
 * Set 54, direct chats, slips of role: the model writing the partner's next turn, both sides of
 * an exchange, the persona's own name as a label or as someone spoken to, a reply to its own
 * earlier message in the partner's voice, the partner's message repeated as the persona's.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  aarav,
  CARMEN_DINNER_OWN,
  carmen,
  DARINA_BOSS_OWN,
  darina,
  JANNIK_MOVE,
  KOSTYA_BOSS,
  LUCIA_DINNER,
  lines,
  MIRA_MUM_OWN,
  mira,
  OSKAR_MOVE_OWN,
  oskar,
  selin,
  yui,
  ZOE_MUM,
} from './answers-54-cast.js';

const SKETCH = lines(
  'Ahí lo tienes 🎭',
  '',
  'NIETO: Abuela, ¿me das el wifi?',
  'ABUELA: Claro. ¿Lo quieres con azúcar o sin azúcar?',
  'NIETO: ¡Abuela, que no es un café!',
  'ABUELA: Pues entonces no sé qué me pides, hijo.',
);

const DATE_RETOLD = lines(
  'so I mention Noodle and he goes "wait, a SNAKE snake?"',
  'me: yes, she eats frozen mice',
  'him: frozen',
  'me: defrosted first obviously',
  'him: I think I left my oven on',
);

export const HELD_OUT_54_DIRECT_SLIPS: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash, deep in a long chat, runs on past its message into the partner's next line.
  carmen({
    name: "set54 carmen runs on into Lucía's thanks",
    answer: lines('# «send» 4005', '¡Ya está! Te lo paso ahora mismo 😘', '', 'Lucía: ¡¡eres la mejor!! 😭❤️'),
    expect: [{ type: 'send', text: '¡Ya está! Te lo paso ahora mismo 😘', replyTo: 4005 }],
  }),
  // Gemini 3 copies the transcript's own header shape and writes the partner's reaction under it.
  carmen({
    name: "set54 carmen's sketch followed by a made-up header for Lucía",
    answer: lines('# «send» 4005', SKETCH, '', '⟦#4006 Lucía 19:42⟧', 'jajajaja me encanta, mil gracias'),
    expect: [{ type: 'send', text: SKETCH, replyTo: 4005 }],
  }),
  // Models writing a chat as a script label the persona by its name and give the partner a line.
  carmen({
    name: 'set54 carmen labelled by name, Lucía answering below',
    others: LUCIA_DINNER,
    own: CARMEN_DINNER_OWN,
    answer: 'Carmen: ¡Sí, voy! Dile a Marta que lo siento 🙈\nLucía: vale, se lo digo 😘',
    expect: [{ type: 'send', text: '¡Sí, voy! Dile a Marta que lo siento 🙈' }],
    withheld: ['label'],
  }),
  // Gemini switches voice within one body: the second paragraph is the friend speaking to the persona.
  carmen({
    name: "set54 carmen's answer then a paragraph speaking to Carmen",
    others: LUCIA_DINNER,
    own: CARMEN_DINNER_OWN,
    answer: '¡Que sí, que voy! Perdón 🙈\n\nCarmen, tía, contéstale a Marta también que está rayada',
    expect: [{ type: 'send', text: '¡Que sí, que voy! Perdón 🙈' }],
  }),
  // A model that keeps generating the transcript hits the output limit inside the partner's next turn.
  carmen({
    name: "set54 carmen cut inside Lucía's invented next message",
    truncated: true,
    answer: lines(
      '# «send» 4005',
      '¡Aquí lo tienes! Mañana me cuentas cómo sale 🎭',
      '',
      '# «send»',
      'Lucía: gracias!!! oye y otra cosa, ¿me podrías hacer también una para los mayores? es que el viernes ten',
    ),
    expect: [{ type: 'send', text: '¡Aquí lo tienes! Mañana me cuentas cómo sale 🎭', replyTo: 4005 }],
  }),
  // GPT-4o-mini behind the OpenAI endpoint plays both sides of the game, guessing its own quote.
  oskar({
    name: "set54 oskar's quote with Jannik's guess invented under it",
    answer: '„Ich komme wieder.“ 🕶️\n\nJannik: Terminator, Alter, noch leichter 😂',
    expect: [{ type: 'send', text: '„Ich komme wieder.“ 🕶️' }],
  }),
  // Claude-style scripts: the persona's name as a label, the partner answering in the next block.
  oskar({
    name: 'set54 oskar labelled by name, Jannik in a second block',
    answer: lines(
      '# «send»',
      'Oskar: „Möge die Macht mit dir sein.“',
      '',
      '# «send»',
      'Jannik: Star Wars. Nächster 😎',
    ),
    expect: [{ type: 'send', text: '„Möge die Macht mit dir sein.“' }],
    withheld: ['label'],
  }),
  // Gemini writes the quiz, the partner's answer and its own verdict as one little dialogue.
  oskar({
    name: 'set54 oskar asks, then Jannik and Oskar finish the round',
    answer: 'Rate mal: „Ich bin der König der Welt!“\n\nJannik: Titanic!\nOskar: richtig 😒',
    expect: [{ type: 'send', text: 'Rate mal: „Ich bin der König der Welt!“' }],
  }),
  // Llama 3 finetunes continue a chat log with its role names after the reply.
  oskar({
    name: 'set54 oskar followed by User and Assistant turns',
    others: JANNIK_MOVE,
    own: OSKAR_MOVE_OWN,
    answer:
      'Klar, bin dabei! 💪 Um 9 bei dir?\nUser: ja, 9 Uhr, bring Handschuhe mit\nAssistant: Alles klar, bis Samstag!',
    expect: [{ type: 'send', text: 'Klar, bin dabei! 💪 Um 9 bei dir?' }],
  }),
  // Qwen behind a raw template opens a user turn for the partner after its own.
  oskar({
    name: 'set54 oskar then a template turn for Jannik',
    others: JANNIK_MOVE,
    own: OSKAR_MOVE_OWN,
    answer: lines(
      '# «send»',
      'Bin dabei. Aber ich trag keine Waschmaschine 😤',
      '<|im_end|>',
      '<|im_start|>user',
      'Jannik: deal 😂',
      '<|im_end|>',
    ),
    expect: [{ type: 'send', text: 'Bin dabei. Aber ich trag keine Waschmaschine 😤' }],
  }),
  // Two slips: Gemini repeats the partner's message as a block of its own, then invents his answer.
  oskar({
    name: "set54 oskar repeats Jannik's offer, answers, and Jannik thanks him",
    others: JANNIK_MOVE,
    own: OSKAR_MOVE_OWN,
    answer: lines(
      '# «send»',
      'Bist du dabei? Pizza und Bier danach gehen auf mich',
      '',
      '# «send»',
      'logo bin ich dabei 🍕',
      '',
      'Jannik: Ehrenmann',
    ),
    expect: [{ type: 'send', text: 'logo bin ich dabei 🍕' }],
    withheld: ['echo'],
  }),
  // Gemini writes the sister's reaction as a second message, calling the persona by her own name.
  mira({
    name: "set54 mira's story then Zoe's shriek at Mira",
    answer: lines(
      '# «send»',
      'he said "oh cool, I have a hamster" and I said "Noodle would love that" and he went pale 💀',
      '',
      '# «send»',
      'MIRA NO 😭😭 you did not say that',
    ),
    expect: [
      {
        type: 'send',
        text: 'he said "oh cool, I have a hamster" and I said "Noodle would love that" and he went pale 💀',
      },
    ],
  }),
  // The retelling's me/him lines are hers; the model then adds the sister's reply as a transcript line.
  mira({
    name: "set54 mira's me-and-him retelling with Zoe's line invented after",
    answer: `# «send» 4005\n${DATE_RETOLD}\n\nZoe: STOP 💀💀`,
    expect: [{ type: 'send', text: DATE_RETOLD, replyTo: 4005 }],
  }),
  // Gemini answers its own earlier question ("what time") in the sister's voice.
  mira({
    name: 'set54 mira answers her own earlier question as Zoe would',
    others: ZOE_MUM,
    own: MIRA_MUM_OWN,
    answer: lines(
      '# «send» 4005',
      'yes still veggie, tell her 🥦',
      '',
      '# «send» 4004',
      'lol same, 1pm as always probably',
    ),
    expect: [{ type: 'send', text: 'yes still veggie, tell her 🥦', replyTo: 4005 }],
  }),
  // Two slips from a small local model: its name label on the message and a chat-log User line after.
  mira({
    name: 'set54 mira labelled by name with a User line after',
    others: ZOE_MUM,
    own: MIRA_MUM_OWN,
    answer: "Mira: tell her yes I am, and yes I'm coming 🥦\nUser: ok will do x",
    expect: [{ type: 'send', text: "tell her yes I am, and yes I'm coming 🥦" }],
    withheld: ['label'],
  }),
  // Gemini continues the transcript in its header form with the boyfriend's apology.
  darina({
    name: "set54 darina's answer then Костя's header and apology",
    answer: lines('# «send»', 'обиделась. но переживу', '', '⟦#4006 Костя⟧', 'ну прости, я дурак'),
    expect: [{ type: 'send', text: 'обиделась. но переживу' }],
  }),
  // The whole answer is the partner's next message: the model took his side, naming the persona.
  darina({
    name: 'set54 the whole answer is Костя apologising to Дарина',
    answer: 'Дарин, ну правда, прости. Я больше не буду шутить про маму 🙏',
    expect: [],
  }),
  // Chat-log habit: a time and the partner's name after the message, as in exported chats.
  darina({
    name: "set54 darina then a timed log line of Костя's",
    others: KOSTYA_BOSS,
    own: DARINA_BOSS_OWN,
    answer: 'короче: «в августе нельзя, бери в ноябре» 🙃\n[21:14] Костя: ну ноябрь тоже норм',
    expect: [{ type: 'send', text: 'короче: «в августе нельзя, бери в ноябре» 🙃' }],
  }),
  // Gemini 2.5 writes the exchange as a bold-labelled script of both speakers.
  selin({
    name: 'set54 selin and Emre in bold labels',
    answer: '**Selin:** Çağır tabii 😊 ama erken gitsin\n**Emre:** tamam, söylerim 😅',
    expect: [{ type: 'send', text: 'Çağır tabii 😊 ama erken gitsin' }],
  }),
  // The model sends the partner's last message back as if it were the persona's, then answers.
  selin({
    name: "set54 selin repeats Emre's news as her own block first",
    answer: lines(
      '# «send»',
      'Annem de bize gelmek istiyor bu arada 😅',
      '',
      '# «send»',
      'gelsin tabii, ben köfte yaparım',
    ),
    expect: [{ type: 'send', text: 'gelsin tabii, ben köfte yaparım' }],
    withheld: ['echo'],
  }),
  // In a role game the model plays the partner's role too and asks itself the next question.
  aarav({
    name: "set54 aarav answers, then Neha's next HR question is invented",
    answer:
      'Hi, I am a backend developer, 3 years in Java and Spring Boot, currently at Infosys Pune.\n\nNeha (HR): Great. Why do you want to leave your current company?',
    expect: [
      {
        type: 'send',
        text: 'Hi, I am a backend developer, 3 years in Java and Spring Boot, currently at Infosys Pune.',
      },
    ],
  }),
  // Mistral's template: an [INST] turn made up for the partner after the message.
  aarav({
    name: 'set54 aarav then an INST turn for Neha',
    answer:
      "Thank you for the opportunity ma'am 🙏 Myself Aarav, 3 years of backend experience in Java.\n[INST] Neha: okay next question, what is your biggest weakness? [/INST]",
    expect: [
      {
        type: 'send',
        text: "Thank you for the opportunity ma'am 🙏 Myself Aarav, 3 years of backend experience in Java.",
      },
    ],
  }),
  // Gemini replies to the persona's own "ok start" in the interviewer's voice.
  aarav({
    name: "set54 aarav's answer and a reply to his own message as HR",
    answer: lines(
      '# «send» 4005',
      "Hello ma'am, I am a backend developer with 3 years at Infosys, mostly Java and Kafka.",
      '',
      '# «send» 4004',
      'ok ok, sit straight, main strict HR hoon 😤',
    ),
    expect: [
      {
        type: 'send',
        text: "Hello ma'am, I am a backend developer with 3 years at Infosys, mostly Java and Kafka.",
        replyTo: 4005,
      },
    ],
  }),
  // Gemini 3 turns the answer into a play script: its message, then both speakers by name.
  yui({
    name: "set54 yui's news then Haruto and 結衣 in brackets",
    answer: lines('# «send»', '大阪に3ヶ月出張だって😇', '', 'Haruto「えっまじで？」', '結衣「まじ」'),
    expect: [{ type: 'send', text: '大阪に3ヶ月出張だって😇' }],
  }),
  // The persona's name as a full-width-colon label, the partner's invented line under it.
  yui({
    name: 'set54 yui labelled by name, Haruto answering',
    answer: '結衣：長くなるから電話していい？\nHaruto：いいよ、今かける',
    expect: [{ type: 'send', text: '長くなるから電話していい？' }],
  }),
  // Gemini re-types the transcript's last message with its header before its own new one.
  yui({
    name: "set54 yui re-types Haruto's message with headers before her answer",
    answer: '⟦#4005 Haruto⟧ ちゃんと教えてよ〜 気になって寝れない\n⟦#4006⟧ 大阪に3ヶ月行くことになった…😇',
    expect: [{ type: 'send', text: '大阪に3ヶ月行くことになった…😇' }],
  }),
];
