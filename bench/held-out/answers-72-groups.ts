/** Set 72, groups: Ayşe in a Turkish staff room on AI homework, Lucía mastering a Spanish roleplay table. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ayse, lucia, STAFF_LATER } from './answers-72-cast.js';

const a1 =
  'Tabii, aynen şöyle:\n\nYönerge: "Çocukluğunuzdan bir kokuyu anlatın. En az 200 kelime. Yapay zekâ kullanmak yasak; taslağı sınıfta elle yazacaksınız."';
const a2 =
  'Elif, benim yöntem şu:\n1. Taslak sınıfta, kâğıda\n2. Evde sadece temize çekiyorlar\n3. Sonra iki cümlesini sesli okutuyorum, kendi yazmadıysa hemen belli oluyor 😄';
const a3 =
  'Zeynep bir de hepsi "Sonuç olarak, bu konu hepimiz için çok önemlidir." diye bitiyor. O cümleyi görünce kırmızı kalemi alıyorum 😂';
const a5 =
  'Velilere bunu göndereceğim, bir bakar mısınız?\n\nSayın Velilerimiz,\nKompozisyon ödevleri bu dönemden itibaren sınıfta yazılacaktır. Evde yapay zekâ araçlarıyla hazırlanan metinler kabul edilmeyecektir.\nAnlayışınız için teşekkür ederim.\n\nSaygılarımla,\nAyşe Yılmaz\nTürk Dili ve Edebiyatı Öğretmeni';
const a6 = 'Yasaklamıyorum, sadece sınıfa taşıdım 🙂';
const a7 = 'Burak katılıyorum, yasak işe yaramıyor. Ama ödevin nerede yazıldığını değiştirmek işe yarıyor.';
const a8 =
  'Puanlama da şöyle:\n- İçerik (40)\n- Dil ve anlatım (40)\n- Yazım, noktalama (20)\n\n*Not:* Yapay zekâ şüphesi varsa öğrenciyle konuşuyorum, direkt sıfır vermiyorum.';
const a9 =
  'Mehmet, geçen hafta çocuklara bir de şunu sordum: "ChatGPT\'ye ne yazdın?" Üçü promptu ezbere biliyordu 😂';

const l1 =
  'Dentro huele a humo y a cerveza agria. Tres mesas, dos vacías. En la tercera, un enano juega a las cartas solo y no levanta la vista.\n\nMarta, con tu 19 ves algo más: debajo de la barra brilla una daga.';
const l2 =
  'El enano por fin habla:\n\nENANO: ¿Venís a jugar o a mirar?\nPOSADERO: Aquí no queremos líos, forasteros.\n\n¿Qué hacéis?';
const l3 =
  'Recordatorio de las normas de la mesa:\n- nada de móviles mientras jugamos (sí, Pablo, tú)\n- las tiradas, aquí en el chat\n- si alguien falta, su personaje se queda en la posada\n\nGracias 🙏';
const l4 = '*tira los dados detrás de la pantalla* 🎲\n\nMmm. Interesante.';
const l5 = 'El posadero os señala una mesa libre junto al fuego. El enano sigue sin mirar.';
const l6 = 'La daga tiene grabado un cuervo. Pablo, eso te suena de algo 👀';
const l7a = 'La puerta se cierra sola detrás de vosotros. Fundido a negro 😈';
const l7 = '(fuera de partida: el jueves que viene no puedo, ¿lo movemos al viernes?)';
const l8 = 'Iniciativa:\nMarta: 17\nEnano: 15\nPablo: 9\nIker: 4 😬\n\nMarta, empiezas tú.';

export const GROUPS: readonly CorpusEntry[] = [
  ayse({
    name: 'ayşe quotes the essay instruction, banning AI',
    answer: `# «send» 4005\n${a1}`,
    expect: [{ type: 'send', text: a1, replyTo: 4005 }],
  }),
  ayse({
    name: 'ayşe explains her method to Elif in steps',
    answer: `# «send» 4003\n${a2}`,
    expect: [{ type: 'send', text: a2, replyTo: 4003 }],
  }),
  ayse({
    name: 'ayşe quotes the sentence AI essays end with',
    answer: `# «send» 4000\n${a3}`,
    expect: [{ type: 'send', text: a3, replyTo: 4000 }],
  }),
  // Slip: silence narrated in brackets with the persona in the third person instead of a think block.
  ayse({
    name: 'ayşe not asked, silence narrated',
    others: STAFF_LATER,
    callout: false,
    answer: '(Ayşe bu konuşmaya katılmıyor, kendisine bir şey sorulmadı.)',
    expect: [],
  }),
  ayse({
    name: 'ayşe shares a draft letter to parents, signed with her name and title',
    answer: `# «send»\n${a5}`,
    expect: [{ type: 'send', text: a5, replyTo: 4005 }],
  }),
  // Slip: the persona's name as a speaker label opening her message.
  ayse({
    name: 'ayşe not banning, with her label',
    answer: `# «send» 4003\nAyşe: ${a6}`,
    expect: [{ type: 'send', text: a6, replyTo: 4003 }],
  }),
  ayse({
    name: 'ayşe agrees with Burak and reacts',
    answer: `# «react» 4001\n👍\n\n# «send» 4001\n${a7}`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4001 },
      { type: 'send', text: a7, replyTo: 4001 },
    ],
  }),
  ayse({
    name: 'ayşe shares the rubric with a bold note label',
    answer: `# «send»\n${a8}`,
    expect: [{ type: 'send', text: a8, replyTo: 4005 }],
  }),
  ayse({
    name: 'ayşe quotes her question about the prompt',
    answer: `# «send»\n${a9}`,
    expect: [{ type: 'send', text: a9, replyTo: 4005 }],
  }),
  lucia({
    name: 'lucía narrates the inn in the third person',
    answer: `# «send» 4005\n${l1}`,
    expect: [{ type: 'send', text: l1, replyTo: 4005 }],
  }),
  lucia({
    name: 'lucía voices two characters with capital labels',
    answer: `# «send»\n${l2}`,
    expect: [{ type: 'send', text: l2, replyTo: 4005 }],
  }),
  lucia({
    name: 'lucía reminds the table of its rules',
    answer: `# «send»\n${l3}`,
    expect: [{ type: 'send', text: l3, replyTo: 4005 }],
  }),
  lucia({
    name: 'lucía rolls behind the screen in asterisks',
    answer: `# «send»\n${l4}`,
    expect: [{ type: 'send', text: l4, replyTo: 4005 }],
  }),
  // Slip: the model writes a player's next move under the game master's narration.
  lucia({
    name: 'lucía a free table, then a made-up move of Iker',
    answer: `# «send» 4005\n${l5}\n\nIker: Vale, me acerco al enano y le pregunto por la daga`,
    expect: [{ type: 'send', text: l5, replyTo: 4005 }],
  }),
  // Slip: an out-of-character note from the model, in English, on how it runs the scene.
  lucia({
    name: 'lucía the dagger, then a note on running the scene',
    answer: `# «send» 4005\n${l6}\n\n(OOC: As the game master, I'm keeping the scene moving and giving Pablo a hook.)`,
    expect: [{ type: 'send', text: l6, replyTo: 4005 }],
  }),
  lucia({
    name: 'lucía ends the scene and asks out of game in brackets',
    answer: `# «send» 4005\n${l7a}\n\n# «send»\n${l7}`,
    expect: [
      { type: 'send', text: l7a, replyTo: 4005 },
      { type: 'send', text: l7 },
    ],
  }),
  lucia({
    name: 'lucía lists initiative by player name',
    answer: `# «send»\n${l8}`,
    expect: [{ type: 'send', text: l8, replyTo: 4005 }],
  }),
];
