/**
 * Set 8: the writer thinking aloud or planning in languages other than English, German and
 * Russian, and reasoning written as Markdown (headings, numbered steps, a final-answer label,
 * a chat UI's folded reasoning) — with twins a person types.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { asking, send } from './answers-8-shared.js';

const CAT_ZH = asking('猫搬家还好吗？你们周六开门吗？');
const CAT_JA = asking('猫ちゃん引っ越し大丈夫だった？あと土曜日って開いてる？');
const CAT_KO = asking('고양이 이사 잘 했어? 그리고 토요일에 열어?');
const CAT_TR = asking('Kedi taşınmadan sağ çıktı mı? Cumartesi açık mısınız?');
const CAT_IT = asking('Il gatto è sopravvissuto al trasloco? E sabato siete aperti?');
const CAT_PT = asking('O gato sobreviveu à mudança? E vocês abrem no sábado?');
const CAT_AR = asking('هل نجت القطة من الانتقال؟ وهل تفتحون يوم السبت؟');
const CAT_HI = asking('Billi theek hai move ke baad? Aur Saturday ko shop khuli hai?');

export const THINKING_8: readonly CorpusEntry[] = [
  {
    name: 'zh: a first paragraph about "the user" (用户), no block',
    others: CAT_ZH,
    answer: `好的，用户在问猫怎么样了，还有周六开不开门。我用轻松的语气回答两个问题。

猫没事！在洗衣篮里睡了一路 😄 周六我们十点到两点开门。`,
    expect: [send('猫没事！在洗衣篮里睡了一路 😄 周六我们十点到两点开门。')],
  },
  {
    name: 'ja: a 考え label line opening the body, the message on the next line',
    others: CAT_JA,
    answer: `# «send»
考え：猫のことと土曜日の営業について聞かれている。両方に短く答える。
猫は元気だよ！バスケットの中でずっと寝てたって😂 土曜日は10時から14時まで開いてるよ。`,
    expect: [send('猫は元気だよ！バスケットの中でずっと寝てたって😂 土曜日は10時から14時まで開いてるよ。')],
    withheld: ['reasoning'],
  },
  {
    name: 'ko: a wrapped 생각 aside after the message, a blank line between',
    others: CAT_KO,
    answer: `# «send»
고양이 완전 멀쩡해! 빨래 바구니에서 내내 잤대 ㅋㅋ 토요일은 10시부터 2시까지 열어~

(생각: 짧게 답했다, 민지가 바빠 보여서)`,
    expect: [send('고양이 완전 멀쩡해! 빨래 바구니에서 내내 잤대 ㅋㅋ 토요일은 10시부터 2시까지 열어~')],
  },
  {
    name: 'ko: "the user" (사용자) in a first paragraph without a label',
    others: CAT_KO,
    answer: `사용자가 고양이와 토요일 영업에 대해 묻고 있다. 친근하게 답하자.

고양이 무사해! 이사 내내 빨래 바구니에서 잤대 ㅋㅋ 토요일은 10시~2시 영업이야!`,
    expect: [send('고양이 무사해! 이사 내내 빨래 바구니에서 잤대 ㅋㅋ 토요일은 10시~2시 영업이야!')],
  },
  {
    name: "tr: a Plan label over the turn's acts, no block",
    others: CAT_TR,
    answer: `Plan: Kullanıcının iki sorusuna cevap ver, kısa ve samimi tut.

Kedi gayet iyi, taşınmayı çamaşır sepetinde uyuyarak geçirdi 😄 Cumartesi 10–14 arası açığız!`,
    expect: [
      send('Kedi gayet iyi, taşınmayı çamaşır sepetinde uyuyarak geçirdi 😄 Cumartesi 10–14 arası açığız!'),
    ],
  },
  {
    name: 'tr: "Düşünce süreci:" alone with its list inside the block, then the message',
    others: asking('Mavi şemsiyemi gören var mı? Sanırım dükkânda unuttum'),
    answer: `# «send»
Düşünce süreci:
- Ayşe şemsiyesini soruyor
- Dükkânda mavi bir şemsiye var

Evet, mavi şemsiyen bizde! Tezgâhın arkasında duruyor, cumartesi gel al.`,
    expect: [send('Evet, mavi şemsiyen bizde! Tezgâhın arkasında duruyor, cumartesi gel al.')],
    withheld: ['reasoning'],
  },
  {
    name: 'tr twin: a plain "Not:" line after the message is the person\'s note to the reader',
    others: CAT_TR,
    answer: `# «send»
Kedi iyi, merak etme 😄 Cumartesi 10–14 açığız.
Not: pazartesi kapalıyız, bayram var.`,
    expect: [send('Kedi iyi, merak etme 😄 Cumartesi 10–14 açığız.\nNot: pazartesi kapalıyız, bayram var.')],
  },
  {
    name: 'pl: ### Analiza and ### Odpowiedź as Markdown headings, no task block',
    others: asking('Kot przeżył przeprowadzkę? I czy w sobotę jest otwarte?'),
    // Not a documented heading: a careful operator sends only what is under the answer heading.
    answer: `### Analiza
Jonas pyta o kota i o sobotę. Odpowiem krótko i ciepło.

### Odpowiedź
Kot przeżył! Całą drogę spał w koszu na pranie 😄 W sobotę otwarte od 10 do 14.`,
    expect: [send('Kot przeżył! Całą drogę spał w koszu na pranie 😄 W sobotę otwarte od 10 do 14.')],
  },
  {
    name: 'pl: a wrapped Myśli label opening the line, the message after it on the line',
    others: asking('Czy ktoś widział mój niebieski parasol? Chyba zostawiłam go w sklepie'),
    answer: `# «send»
*(Myśli: Kasia martwi się o parasol)* Tak, Twój niebieski parasol jest u nas! Leży za ladą.`,
    expect: [send('Tak, Twój niebieski parasol jest u nas! Leży za ladą.')],
    withheld: ['reasoning'],
  },
  {
    name: 'en: ### Analysis then ### Response, no task block',
    answer: `### Analysis
Jonas asks two things: whether the cat survived the move and whether the shop is open Saturday.

### Response
The cat survived! Slept the whole way in the laundry basket 😄 And yes, open Saturday 10–2.`,
    expect: [
      send('The cat survived! Slept the whole way in the laundry basket 😄 And yes, open Saturday 10–2.'),
    ],
  },
  {
    name: 'en: **Step 1:** … **Step 3:** then **Final answer:** on its own line',
    answer: `**Step 1:** Identify the questions — the cat, and Saturday hours.
**Step 2:** Check the hours: Saturday is 10–14.
**Step 3:** Keep it warm and short.

**Final answer:**
She survived! Spent the whole ride asleep in the basket 😄 And yes, we're open Saturday, 10 to 2.`,
    expect: [
      send(
        "She survived! Spent the whole ride asleep in the basket 😄 And yes, we're open Saturday, 10 to 2.",
      ),
    ],
  },
  {
    name: 'en: numbered steps inside the send block, the message after **Final answer:** on its line',
    answer: `# «send»
**Step 1:** Acknowledge the cat question.
**Step 2:** Confirm Saturday hours.
**Final answer:** The cat survived, grumpy but fine 😄 Saturday we're open 10–2!`,
    expect: [send("The cat survived, grumpy but fine 😄 Saturday we're open 10–2!")],
  },
  {
    name: 'en: ## Response heading over the only message',
    answer: `## Response

Ha, the cat is fine — grumpy, but fine. Saturday we're open 10 to 2!`,
    expect: [send("Ha, the cat is fine — grumpy, but fine. Saturday we're open 10 to 2!")],
  },
  {
    name: 'en: ## Response repeated inside a send block',
    answer: `# «send»
## Response
She survived! Saturday 10–2 😄`,
    expect: [send('She survived! Saturday 10–2 😄')],
  },
  {
    name: 'en: **Analysis:** line then **Response:** with the message on its line',
    answer: `**Analysis:** Two questions, both easy.
**Response:** She survived! Saturday 10–2 😄`,
    expect: [send('She survived! Saturday 10–2 😄')],
  },
  {
    name: 'en: a bold "Thought process" title without colon, then a --- rule and the message',
    answer: `**Thought process**
Jonas wants to know about the cat and Saturday. Keep it short, friendly.

---

The cat made it! Slept the whole way in the laundry basket 😄 Open Saturday 10–2.`,
    expect: [send('The cat made it! Slept the whole way in the laundry basket 😄 Open Saturday 10–2.')],
  },
  {
    name: 'en: a chat UI\'s folded reasoning (<details type="reasoning">) copied before the message',
    // Open WebUI's export of a reasoning model's answer; no documented rule names <details>.
    answer: `<details type="reasoning" done="true" duration="4">
<summary>Thought for 4 seconds</summary>
> Jonas asks whether the cat survived and whether the shop is open Saturday. Answer both, short.
</details>
The cat survived! Grumpy, but she's already claimed the new windowsill 😄 Saturday 10–2!`,
    expect: [
      send("The cat survived! Grumpy, but she's already claimed the new windowsill 😄 Saturday 10–2!"),
    ],
  },
  {
    name: 'it: "Ok, quindi" thinking opener and the partner asking, no block',
    others: CAT_IT,
    answer: `Ok, quindi Marco mi chiede del gatto e se siamo aperti sabato. Rispondo a entrambe le domande.

Il gatto sta benissimo! Ha dormito tutto il viaggio nel cesto della biancheria 😄 Sabato siamo aperti dalle 10 alle 14.`,
    expect: [
      send(
        'Il gatto sta benissimo! Ha dormito tutto il viaggio nel cesto della biancheria 😄 Sabato siamo aperti dalle 10 alle 14.',
      ),
    ],
  },
  {
    name: 'it: Ragionamento label opening the second block',
    others: CAT_IT,
    answer: `# «send»
Il gatto è sopravvissuto, tranquillo 😄

# «send»
Ragionamento: ora rispondo alla domanda sul sabato.
Sabato siamo aperti dalle 10 alle 14!`,
    expect: [send('Il gatto è sopravvissuto, tranquillo 😄'), send('Sabato siamo aperti dalle 10 alle 14!')],
    withheld: ['reasoning'],
  },
  {
    name: 'it twin: "Piano:" with a plan for the evening is the message',
    others: asking('Allora, che facciamo stasera?'),
    answer: `# «send»
Piano: pizza alle 8 da Gino, poi cinema. Ci stai? 🍕`,
    expect: [send('Piano: pizza alle 8 da Gino, poi cinema. Ci stai? 🍕')],
  },
  {
    name: 'pt: a wrapped *(Pensamento: …)* line closing the body',
    others: CAT_PT,
    answer: `# «send»
O gato sobreviveu! Veio o caminho todo dormindo no cesto de roupa 😄 Sábado abrimos das 10 às 14.
*(Pensamento: respondi às duas perguntas, tom leve)*`,
    expect: [
      send(
        'O gato sobreviveu! Veio o caminho todo dormindo no cesto de roupa 😄 Sábado abrimos das 10 às 14.',
      ),
    ],
    withheld: ['reasoning'],
  },
  {
    name: 'pt: Raciocínio label over the first paragraph, no block',
    others: CAT_PT,
    answer: `Raciocínio: a Ana quer saber do gato e do horário de sábado.

Oi Ana! O gato tá ótimo, dormiu no cesto de roupa a mudança inteira 😂 Sábado a gente abre das 10 às 14.`,
    expect: [
      send(
        'Oi Ana! O gato tá ótimo, dormiu no cesto de roupa a mudança inteira 😂 Sábado a gente abre das 10 às 14.',
      ),
    ],
  },
  {
    name: 'pt: the partner asking in the third person and the act of the turn, unlabelled',
    others: CAT_PT,
    answer: `Ela está perguntando do gato e do sábado. Vou responder as duas coisas, curto e simpático.

O gato tá ótimo! E sim, sábado das 10 às 14 😊`,
    expect: [send('O gato tá ótimo! E sim, sábado das 10 às 14 😊')],
  },
  {
    name: 'ar: التفكير (the thinking, with the article) as a label, no block',
    others: CAT_AR,
    answer: `التفكير: يسأل عن القطة وعن يوم السبت. سأجيب باختصار.

القطة بخير! نامت طوال الطريق في سلة الغسيل 😄 ونعم، نفتح يوم السبت من ١٠ إلى ٢.`,
    expect: [send('القطة بخير! نامت طوال الطريق في سلة الغسيل 😄 ونعم، نفتح يوم السبت من ١٠ إلى ٢.')],
  },
  {
    name: 'hi (romanised): "Soch:" label, then the message',
    others: CAT_HI,
    // Romanised Hindi is how most Hindi speakers text; "soch" is the word for thought.
    answer: `Soch: Rahul billi ke baare mein aur Saturday timings pooch raha hai. Short reply dena hai.

Billi bilkul theek hai yaar! Poore raaste laundry basket mein soti rahi 😂 Saturday 10 se 2 baje tak khula hai.`,
    expect: [
      send(
        'Billi bilkul theek hai yaar! Poore raaste laundry basket mein soti rahi 😂 Saturday 10 se 2 baje tak khula hai.',
      ),
    ],
  },
  {
    name: 'hi (romanised): "Hmm, toh" thinking opener and the partner asking',
    others: CAT_HI,
    answer: `Hmm, toh Rahul pooch raha hai ki billi theek hai ya nahi, aur Saturday ka time. Dono ka jawab dena hai.

Haan billi ekdum mast hai 😄 Saturday 10 se 2 khula hai!`,
    expect: [send('Haan billi ekdum mast hai 😄 Saturday 10 se 2 khula hai!')],
  },
  {
    name: 'hi (Devanagari): a wrapped विचार aside after the message',
    others: asking('बिल्ली ठीक है? और शनिवार को दुकान खुली है?'),
    answer: `# «send»
बिल्ली बिल्कुल ठीक है! पूरे रास्ते कपड़ों की टोकरी में सोती रही 😄 शनिवार को हम 10 से 2 बजे तक खुले हैं।

(विचार: दोनों सवालों का जवाब दे दिया)`,
    expect: [send('बिल्ली बिल्कुल ठीक है! पूरे रास्ते कपड़ों की टोकरी में सोती रही 😄 शनिवार को हम 10 से 2 बजे तक खुले हैं।')],
  },
  {
    name: 'zh: 【分析】 with its text opening the body',
    others: CAT_ZH,
    answer: `# «send»
【分析】对方问了两个问题，语气轻松一点。
猫咪没事！一路都在洗衣篮里睡觉 😄 周六十点到两点营业。`,
    expect: [send('猫咪没事！一路都在洗衣篮里睡觉 😄 周六十点到两点营业。')],
    withheld: ['reasoning'],
  },
  {
    name: 'zh: <思考> tags around the reasoning, no block',
    others: CAT_ZH,
    answer: `<思考>
他问猫和周六。简单回答。
</思考>
猫没事啦！周六十点到两点开门～`,
    expect: [send('猫没事啦！周六十点到两点开门～')],
  },
  {
    name: 'zh twin: "我想想……" is a person hesitating',
    others: CAT_ZH,
    answer: `# «send»
我想想……周六应该是十点到两点，对！猫也没事 😄`,
    expect: [send('我想想……周六应该是十点到两点，对！猫也没事 😄')],
  },
  {
    name: 'ja: 方針 plan paragraph, no block',
    others: CAT_JA,
    answer: `方針：猫の件と土曜日の営業時間、両方に答える。短めに。

猫は無事だよ〜！引っ越しの間ずっと洗濯かごで寝てたって😂 土曜は10時から14時まで開いてます！`,
    expect: [
      send('猫は無事だよ〜！引っ越しの間ずっと洗濯かごで寝てたって😂 土曜は10時から14時まで開いてます！'),
    ],
  },
  {
    name: 'ja twin: いい考え (a good idea) inside a sentence',
    others: asking('土曜日みんなでピクニックしない？'),
    answer: `# «send»
いい考えだね！土曜はお店が14時までだから、そのあと合流するね🌸`,
    expect: [send('いい考えだね！土曜はお店が14時までだから、そのあと合流するね🌸')],
  },
  {
    name: 'en twin: "Let me think..." and "Thinking of you" are a person\'s',
    answer: `Let me think... yes, Saturday 10–2! And give the cat a scratch from me. Thinking of you both in the new place ❤️`,
    expect: [
      send(
        'Let me think... yes, Saturday 10–2! And give the cat a scratch from me. Thinking of you both in the new place ❤️',
      ),
    ],
  },
  {
    name: 'en twin: "Note to self" written plain as the message',
    answer: `# «send»
Note to self: never help anyone move on a Sunday again 😂 Glad the cat made it though!`,
    expect: [send('Note to self: never help anyone move on a Sunday again 😂 Glad the cat made it though!')],
  },
];
