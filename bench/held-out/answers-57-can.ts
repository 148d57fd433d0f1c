/** Set 57, Can in the final-year project group (Turkish, some English): Canan, Cansu and the slides. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { can } from './answers-57-cast.js';

const SPLIT =
  'Tamam, iş bölümü:\n\nEmre: giriş + problem (1-3)\nZeynep: anket sonuçları (4-6)\nCanan: mimari (7-9)\nCansu: demo + kapanış\nBurak: kaynakça, perşembe yoksa evden 😄\nben: demo videosu + prova\n\nPazar 20:00 prova, olur mu?';

export const CAN: readonly CorpusEntry[] = [
  can({
    name: 'set57 can writes the split with ben last',
    answer: `# «send» 4005
${SPLIT}`,
    expect: [{ type: 'send', text: SPLIT, replyTo: 4005 }],
  }),
  // A member taking her part in her own words under the persona's split.
  can({
    name: 'set57 can split then zeynep takes her slides',
    answer: `# «send» 4005
${SPLIT}

Zeynep: ben 4-6'yı aldım, grafikleri bu akşam koyarım`,
    expect: [{ type: 'send', text: SPLIT, replyTo: 4005 }],
  }),
  can({
    name: 'set57 can the english word opens the message',
    answer: `# «send»
Can we move the rehearsal to Sunday? Burak perşembe yok. İş bölümünü de şimdi yazıyorum`,
    expect: [
      {
        type: 'send',
        text: 'Can we move the rehearsal to Sunday? Burak perşembe yok. İş bölümünü de şimdi yazıyorum',
        replyTo: 4005,
      },
    ],
  }),
  can({
    name: 'set57 can thanks cansu with a pet word',
    answer: `# «send» 4003
Cansu canım iyi ki hatırlattın 😅 ben cumartesi sanıyordum`,
    expect: [
      { type: 'send', text: 'Cansu canım iyi ki hatırlattın 😅 ben cumartesi sanıyordum', replyTo: 4003 },
    ],
  }),
  // The model echoes Emre's request with his label, then answers under its own label.
  can({
    name: 'set57 can echoes emre then labels himself',
    answer: `Emre: Can iş bölümünü yazar mısın? Kim hangi slaytı yapıyor belli olsun
Can: yazıyorum, 10 dk`,
    expect: [{ type: 'send', text: 'yazıyorum, 10 dk', replyTo: 4005 }],
  }),
  // A made-up header in Turkish date form with Zeynep's answer under it.
  can({
    name: 'set57 can then a turkish date header for zeynep',
    answer: `# «send» 4005
Yazdım sayılır, akşam drive'a da koyarım. Zeynep anket kısmı senin

Zeynep, 28 Kas 2026 20:52:
tamamdır 👍 grafikleri ben hallederim`,
    expect: [
      {
        type: 'send',
        text: "Yazdım sayılır, akşam drive'a da koyarım. Zeynep anket kısmı senin",
        replyTo: 4005,
      },
    ],
  }),
  can({
    name: 'set57 can reacts to the survey and cheers zeynep',
    answer: `# «react» 3998
🎉

# «send» 3998
212 mi?? 🔥 Zeynep harikasın, sonuçları 4. slayta koyalım`,
    expect: [
      { type: 'react', emoji: '🎉', messageId: 3998 },
      {
        type: 'send',
        text: '212 mi?? 🔥 Zeynep harikasın, sonuçları 4. slayta koyalım',
        replyTo: 3998,
      },
    ],
  }),
  // A block headed with a member's name in brackets, holding that member's answer.
  can({
    name: 'set57 can then a block headed for emre',
    answer: `# «send» 4005
İş bölümü geliyor, 5 dakika ver

# «send» (Emre)
tamam, ben giriş kısmını yapıyorum o zaman`,
    expect: [{ type: 'send', text: 'İş bölümü geliyor, 5 dakika ver', replyTo: 4005 }],
  }),
  can({
    name: 'set57 can relays the supervisor',
    answer: `# «send»
Hoca dedi ki teslim pazartesiye uzadı!! (mail attı, drive'a koydum) İş bölümünü yine de bu akşam yazayım`,
    expect: [
      {
        type: 'send',
        text: "Hoca dedi ki teslim pazartesiye uzadı!! (mail attı, drive'a koydum) İş bölümünü yine de bu akşam yazayım",
        replyTo: 4005,
      },
    ],
  }),
  // Two slips: the helper's framing line in English, and Cansu's made-up confirmation.
  can({
    name: 'set57 can framing line then cansu confirms',
    answer: `# «send» 4005
Here's Can's reply with the task split:

${SPLIT}

Cansu: ✔️ got it`,
    expect: [{ type: 'send', text: SPLIT, replyTo: 4005 }],
  }),
  can({
    name: 'set57 can quotes cansu to correct the deadline',
    answer: `# «send» 4003
> Cuma 23:59 teslim
23:59 değil 17:00 bence, sisteme bir bakın`,
    expect: [
      {
        type: 'send',
        text: '> Cuma 23:59 teslim\n23:59 değil 17:00 bence, sisteme bir bakın',
        replyTo: 4003,
      },
    ],
  }),
  // A made-up service line that a member left the group, after the persona's message.
  can({
    name: 'set57 can then a made-up leave line',
    answer: `# «send» 4005
Tamam yazıyorum. Burak sen kaynakçayı evden yaparsın

Burak gruptan ayrıldı`,
    expect: [
      {
        type: 'send',
        text: 'Tamam yazıyorum. Burak sen kaynakçayı evden yaparsın',
        replyTo: 4005,
      },
    ],
  }),
  can({
    name: 'set57 can speaks to three members by colon',
    answer: `# «send»
Canan: video pazar ✅
Cansu: hatırlattığın için sağ ol 🙏
Emre: iş bölümü 10 dakikaya burada`,
    expect: [
      {
        type: 'send',
        text: 'Canan: video pazar ✅\nCansu: hatırlattığın için sağ ol 🙏\nEmre: iş bölümü 10 dakikaya burada',
        replyTo: 4005,
      },
    ],
  }),
  // The model writing the asker's follow-up question after the persona's answer.
  can({
    name: 'set57 can split then emre asks a follow-up',
    answer: `# «send» 4005
${SPLIT}

Emre: peki demo kaç dakika olacak? hocanın sınırı 15`,
    expect: [{ type: 'send', text: SPLIT, replyTo: 4005 }],
  }),
  can({
    name: 'set57 can short promise',
    answer: `# «send»
tamamdır, akşam yazarım`,
    expect: [{ type: 'send', text: 'tamamdır, akşam yazarım', replyTo: 4005 }],
  }),
];
