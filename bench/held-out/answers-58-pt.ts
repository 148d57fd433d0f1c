/** Set 58, Luana and Caio (Brazilian Portuguese, a direct chat). */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { a, CAIO, CAIO_DM, LUANA, LUANA_OWN } from './answers-58-cast.js';

const chat = { persona: LUANA, participants: CAIO, others: CAIO_DM, own: LUANA_OWN };

export const SET58_PT: readonly CorpusEntry[] = [
  {
    ...chat,
    name: 'pt: advice for the throat, then a second message forgiving him',
    answer: a(
      '# «send» 4005',
      'Caio, gargarejo com água morna e sal, chá de mel com limão e muita água. Se tiver febre ou passar de 3 dias, vai no médico, tá?',
      '',
      '# «send»',
      'E relaxa, sumir todo mundo some 😅',
    ),
    expect: [
      {
        type: 'send',
        text: 'Caio, gargarejo com água morna e sal, chá de mel com limão e muita água. Se tiver febre ou passar de 3 dias, vai no médico, tá?',
        replyTo: 4005,
      },
      { type: 'send', text: 'E relaxa, sumir todo mundo some 😅' },
    ],
  },
  {
    ...chat,
    name: 'pt: an apology and talk about her own message in the group',
    answer: a(
      '# «send»',
      'Desculpa, só vi agora! A mensagem de ontem no grupo era pro meu irmão, ignora kkkk',
    ),
    expect: [
      {
        type: 'send',
        text: 'Desculpa, só vi agora! A mensagem de ontem no grupo era pro meu irmão, ignora kkkk',
      },
    ],
  },
  {
    ...chat,
    name: 'pt: good-luck wishes with a numbered list of tips',
    answer: a(
      '# «send» 4003',
      'Boa sorte amanhã na entrevista!!',
      '',
      'Dicas rápidas:',
      '1. chega 10 min antes',
      '2. dá uma olhada no portfólio deles',
      '3. leva umas perguntas prontas',
      '',
      'Você vai arrasar 💪',
    ),
    expect: [
      {
        type: 'send',
        text: 'Boa sorte amanhã na entrevista!!\n\nDicas rápidas:\n1. chega 10 min antes\n2. dá uma olhada no portfólio deles\n3. leva umas perguntas prontas\n\nVocê vai arrasar 💪',
        replyTo: 4003,
      },
    ],
  },
  {
    ...chat,
    name: 'pt: a friend saying she is no doctor, in the first person',
    answer: a(
      '# «send»',
      'Não sou médica né, mas eu tomaria um ibuprofeno e ficaria quietinho em casa. Se piorar me liga que eu te levo no posto',
    ),
    expect: [
      {
        type: 'send',
        text: 'Não sou médica né, mas eu tomaria um ibuprofeno e ficaria quietinho em casa. Se piorar me liga que eu te levo no posto',
      },
    ],
  },
  {
    ...chat,
    name: 'pt: a reaction to the interview news, then a message',
    answer: a('# «react» 4003', '🙏', '', '# «send»', 'Me conta tudo depois, tô torcendo!'),
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4003 },
      { type: 'send', text: 'Me conta tudo depois, tô torcendo!' },
    ],
  },
  {
    ...chat,
    name: 'pt: she quotes a chatbot saying it is a language model',
    answer: a(
      '# «send»',
      'kkkk eu perguntei pro ChatGPT e ele respondeu "como um modelo de linguagem, não posso fazer diagnósticos" 🙄 então vai no médico mesmo',
    ),
    expect: [
      {
        type: 'send',
        text: 'kkkk eu perguntei pro ChatGPT e ele respondeu "como um modelo de linguagem, não posso fazer diagnósticos" 🙄 então vai no médico mesmo',
      },
    ],
  },
  {
    ...chat,
    name: 'pt: a private note, then get-well wishes and an offer of soup',
    answer: a(
      '# «think»',
      'Caio está doente e se desculpou. Responder com carinho, oferecer ajuda.',
      '',
      '# «send»',
      'Melhoras, amigo! Quer que eu leve uma sopinha aí mais tarde? 🍲',
    ),
    expect: [{ type: 'send', text: 'Melhoras, amigo! Quer que eu leve uma sopinha aí mais tarde? 🍲' }],
  },
  // Gemini closes a helpful answer with the assistant's wish, as in its chat app.
  {
    ...chat,
    name: 'pt: throat advice with the helper wish under it',
    answer: a(
      '# «send»',
      'Gengibre com mel e limão salva! E pastilha de própolis. Se tiver placa branca na garganta aí é médico',
      '',
      'Espero que isso ajude! 😊',
    ),
    expect: [
      {
        type: 'send',
        text: 'Gengibre com mel e limão salva! E pastilha de própolis. Se tiver placa branca na garganta aí é médico',
      },
    ],
    withheld: ['outside-blocks'],
  },
  // The model steps out as an AI before a medical question, then introduces the persona's line.
  {
    ...chat,
    name: 'pt: an AI disclaimer paragraph before the message',
    answer: a(
      '# «send»',
      'Como uma IA, não posso dar conselhos médicos, mas aqui vai o que a Luana diria:',
      '',
      'Toma bastante água e faz gargarejo com sal, amigo. Amanhã me fala se melhorou',
    ),
    expect: [
      { type: 'send', text: 'Toma bastante água e faz gargarejo com sal, amigo. Amanhã me fala se melhorou' },
    ],
  },
  // Counsel said to everyone, in the assistant's register, appended to a friend's message.
  {
    ...chat,
    name: 'pt: a general reminder to seek a doctor after the message',
    answer: a(
      '# «send» 4005',
      'Eita, de novo? Chá de hortelã com mel e cama cedo hoje!',
      '',
      'Lembre-se: se os sintomas persistirem, procure um médico.',
    ),
    expect: [
      { type: 'send', text: 'Eita, de novo? Chá de hortelã com mel e cama cedo hoje!', replyTo: 4005 },
    ],
  },
  // The model thinks it drafts for its user and wishes them luck with the partner, named in the third person.
  {
    ...chat,
    name: 'pt: a compliment to the user naming Caio after the message',
    answer: a(
      '# «send»',
      'Relaxa com o sumiço, eu também ando enrolada. E amanhã arrasa na entrevista!',
      '',
      'Boa sorte com o Caio! Você é uma amiga incrível por se preocupar com ele.',
    ),
    expect: [
      { type: 'send', text: 'Relaxa com o sumiço, eu também ando enrolada. E amanhã arrasa na entrevista!' },
    ],
  },
  // A wrapped comment on its own message, closing the answer after two blocks.
  {
    ...chat,
    name: 'pt: two messages and a wrapped note on why the second is light',
    answer: a(
      '# «send»',
      'Mel com própolis e repouso!',
      '',
      '# «send»',
      'E para de pedir desculpa, seu bobo 😂',
      '',
      '(Mantive a segunda mensagem leve para ele não se sentir culpado por ter sumido.)',
    ),
    expect: [
      { type: 'send', text: 'Mel com própolis e repouso!' },
      { type: 'send', text: 'E para de pedir desculpa, seu bobo 😂' },
    ],
  },
  // An apology for the chat's limits, in the assistant's voice, opening the body.
  {
    ...chat,
    name: 'pt: an apology for not sending audio before the message',
    answer: a(
      '# «send»',
      'Desculpe, não consigo enviar áudios ou figurinhas por aqui, então segue a resposta em texto:',
      '',
      'Caio do céu, vai dormir cedo e toma um chá! Amanhã te ligo antes da entrevista',
    ),
    expect: [
      {
        type: 'send',
        text: 'Caio do céu, vai dormir cedo e toma um chá! Amanhã te ligo antes da entrevista',
      },
    ],
  },
  // The model notes what it does not know, in full sentences, after the message.
  {
    ...chat,
    name: 'pt: a note on what the model does not know after the message',
    answer: a(
      '# «send»',
      'Boa sorte amanhã! Qualquer coisa me manda mensagem depois',
      '',
      'Observação: não tenho informações sobre a agência em que o Caio fará a entrevista.',
    ),
    expect: [{ type: 'send', text: 'Boa sorte amanhã! Qualquer coisa me manda mensagem depois' }],
  },
  // Two slips: the helper's framing line before, its wish after.
  {
    ...chat,
    name: 'pt: a framing line and a closing wish around the message',
    answer: a(
      '# «send»',
      'Claro! Aqui está uma resposta carinhosa:',
      '',
      'Tadinho 🥺 toma um antialérgico se for alergia, mas acho que é friagem mesmo. E tá desculpado, óbvio',
      '',
      'Espero ter ajudado!',
    ),
    expect: [
      {
        type: 'send',
        text: 'Tadinho 🥺 toma um antialérgico se for alergia, mas acho que é friagem mesmo. E tá desculpado, óbvio',
      },
    ],
  },
];
