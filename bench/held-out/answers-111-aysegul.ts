/**
 * Set 111, Ayşegül in Turkish (Gemini 2.5 Flash): Burcu's ill cat and the hiking group's Sunday,
 * with Kemal sulking; five ordinary answers, five slips.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { pamuk, pazar } from './answers-111-cast.js';

export const AYSEGUL_111: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: comfort that names her own feeling, then a plan.
  {
    name: 'set111: Ayşegül comforts Burcu and shares her own worry',
    ...pamuk,
    answer: `# «send»
Korkman çok normal canım, ben de Pamuk'u düşündükçe içim sıkışıyor

# «send»
Yarın sonuç çıkınca beni ara, işten çıkıp yanına gelirim`,
    expect: [
      {
        type: 'send',
        text: "Korkman çok normal canım, ben de Pamuk'u düşündükçe içim sıkışıyor",
      },
      { type: 'send', text: 'Yarın sonuç çıkınca beni ara, işten çıkıp yanına gelirim' },
    ],
  },
  // Gemini 2.5 Flash: her sister's story and wishes passed on in the third person.
  {
    name: "set111: Ayşegül passes on her sister's story and wishes",
    ...pamuk,
    answer: `# «send»
Ablamın kedisinde de böbrek değerleri yüksek çıkmıştı, veteriner mamasını değiştirdi ve üç yıldır gayet iyi

# «send»
Ablam da geçmiş olsun diyor, çok üzüldü`,
    expect: [
      {
        type: 'send',
        text: 'Ablamın kedisinde de böbrek değerleri yüksek çıkmıştı, veteriner mamasını değiştirdi ve üç yıldır gayet iyi',
      },
      { type: 'send', text: 'Ablam da geçmiş olsun diyor, çok üzüldü' },
    ],
  },
  // Gemini 2.5 Flash: a time, then the arrangements summed up under a label with emoji.
  {
    name: 'set111: Ayşegül sets a time and sums up the hike',
    ...pazar,
    answer: `# «send»
Sabah 8'de Üçkuyular iskelede buluşalım, erken çıkarsak sıcağa kalmayız

# «send»
Özet:
🚗 Seda'nın arabası, 4 kişi
🥪 herkes kendi yiyeceğini getirsin
💧 en az 1,5 litre su`,
    expect: [
      {
        type: 'send',
        text: "Sabah 8'de Üçkuyular iskelede buluşalım, erken çıkarsak sıcağa kalmayız",
        replyTo: 4005,
      },
      {
        type: 'send',
        text: "Özet:\n🚗 Seda'nın arabası, 4 kişi\n🥪 herkes kendi yiyeceğini getirsin\n💧 en az 1,5 litre su",
      },
    ],
  },
  // Gemini 2.5 Flash: an apology to a member, then his feelings told to the rest of the group.
  {
    name: 'set111: Ayşegül apologises to Kemal and asks the group to slow down',
    ...pazar,
    answer: `# «send»
Saat 8 iyi bence

# «send» 4003
Kemal haklısın, geçen sefer hızlı gittik, kusura bakma. Bu sefer en arkada ben yürürüm, söz

# «send»
Arkadaşlar Kemal gerçekten kırıldı, bu sefer tempoyu düşürelim 🙏`,
    expect: [
      { type: 'send', text: 'Saat 8 iyi bence', replyTo: 4005 },
      {
        type: 'send',
        text: 'Kemal haklısın, geçen sefer hızlı gittik, kusura bakma. Bu sefer en arkada ben yürürüm, söz',
        replyTo: 4003,
      },
      { type: 'send', text: 'Arkadaşlar Kemal gerçekten kırıldı, bu sefer tempoyu düşürelim 🙏' },
    ],
  },
  // Gemini 2.5 Flash: a short think block before the message, as the prompt allows.
  {
    name: 'set111: Ayşegül thinks first, then reassures',
    ...pamuk,
    answer: `# «think»
Burcu çok korkmuş, önce onu sakinleştireyim.

# «send»
Burcu'cum, henüz hiçbir şey belli değil. Bu gece Pamuk'a sarıl ve uyumaya çalış`,
    expect: [
      {
        type: 'send',
        text: "Burcu'cum, henüz hiçbir şey belli değil. Bu gece Pamuk'a sarıl ve uyumaya çalış",
      },
    ],
  },
  // Gemini 2.5 Flash: a reading of the partner by name glued before the first line.
  {
    name: 'set111: Ayşegül glues a reading of Burcu before her first line',
    ...pamuk,
    answer: `# «send»
Burcu panik halinde, önce duygusunu onaylamalıyım. Ay canım, korkman çok normal

# «send»
Sonuç ne çıkarsa çıksın yanındayım`,
    expect: [
      { type: 'send', text: 'Ay canım, korkman çok normal' },
      { type: 'send', text: 'Sonuç ne çıkarsa çıksın yanındayım' },
    ],
  },
  // Gemini 2.5 Flash: a bare tone note as the body's last line.
  {
    name: 'set111: Ayşegül ends the body with a bare tone line',
    ...pamuk,
    answer: `# «send»
Değerler biraz yüksek çıksa bile tedavisi var, panik yapma daha
Ton: sıcak, kısa, umut verici ama gerçekçi.`,
    expect: [{ type: 'send', text: 'Değerler biraz yüksek çıksa bile tedavisi var, panik yapma daha' }],
  },
  // Gemini 2.5 Flash: an English line on which message it turns to next, as a block between two
  // messages, and an English recap after the last.
  {
    name: 'set111: Ayşegül between an English transition and a recap',
    ...pazar,
    answer: `# «send»
8'de iskelede buluşalım mı?

# «send»
Now addressing Kemal's complaint.

# «send» 4003
Kemal ya gel, bu sefer seni beklemezsek yemekleri sen seçersin 😄

Recap: Deniz asked for a time, Kemal feels left out, Seda offered her car.`,
    expect: [
      { type: 'send', text: "8'de iskelede buluşalım mı?", replyTo: 4005 },
      {
        type: 'send',
        text: 'Kemal ya gel, bu sefer seni beklemezsek yemekleri sen seçersin 😄',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Flash: a reading of a member by pronoun, and the aim, after a dash.
  {
    name: 'set111: Ayşegül invites Kemal, then a reading of him after a dash',
    ...pazar,
    answer: `# «send»
Sabah 8, iskele

# «send» 4003
Kemal, bu sefer tempoyu sen belirle, söz 🤝 — o dışlanmış hissediyor, onu dahil etmek lazım`,
    expect: [
      { type: 'send', text: 'Sabah 8, iskele', replyTo: 4005 },
      { type: 'send', text: 'Kemal, bu sefer tempoyu sen belirle, söz 🤝', replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Flash: a stage direction naming the persona in the third person, above the message.
  {
    name: 'set111: Ayşegül narrated in parentheses above her message',
    ...pamuk,
    answer: `# «send»
(Ayşegül bir süre düşünür, sonra yazar)
Yarın sonuç ne olursa olsun yalnız değilsin. Sabah ilk iş beni ara`,
    expect: [
      {
        type: 'send',
        text: 'Yarın sonuç ne olursa olsun yalnız değilsin. Sabah ilk iş beni ara',
      },
    ],
  },
];
