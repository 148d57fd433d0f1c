/**
 * Held-out set 22, ordinary answers: real messages a person types, many of them opening with
 * the persona's name as a word (a month, a verb, a bill, the sea, "tomorrow") or carrying it
 * in a list, a table or a title; all are sent as written.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BILL,
  DENIZ,
  ERNST,
  GRACE,
  GRACE_ASIDE,
  HARU,
  HOPE,
  LUZ,
  LUZ_ASIDE,
  MAI,
  MAI_ASIDE,
  MAY,
  SUMMER,
  SUNNY,
  TOIVO,
  VERA,
  VITTORIA,
  WILL,
  WILL_ASIDE,
} from './answers-22-cast.js';

const FENCE = '```';

const LISBON = `Here you go ✈️

**Thu 12th**
- 07:40 flight LHR → LIS (TP1351)
- check-in at Casa do Largo from 14:00

**Fri 13th**
- Belém in the morning, pastéis obviously
- 19:30 dinner at Taberna da Rua das Flores (booked under Priya)

**Sat 14th**
- free day / Sintra if we're not dead
- 21:05 flight home`;

const CEBU = `Eto na yung final sched natin 🏝️

May 3 (Sat) – 06:10 flight MNL → CEB, 5J 557
May 4 (Sun) – Bohol day trip, ferry 08:20 from Pier 1
May 5 (Mon) – Moalboal, sardine run 🐟
May 6 (Tue) – balik Manila, 18:45 flight

Dala ka ng dry bag ha!`;

const BUDGET = `Budget natin per month para sa trip fund:
- April: ₱4,500
- May: ₱6,200 (kasama na yung Cebu)
- June: ₱3,000

Kaya natin 'to 💪`;

const BILLS = `Facturas de noviembre 🧾

- Luz: 62,40 €
- Agua: 18,90 €
- Gas: 41,10 €
- Internet: 30,00 € (Dani)

Total: 152,40 € → **50,80 € cada una**
Bizum antes del viernes porfa 🙏`;

const BODRUM = `Bodrum hafta sonu 🌤️

| | Cumartesi | Pazar |
|---|---|---|
| Hava | 27° | 25° |
| Deniz | 23° | 22° |
| Rüzgâr | 12 km/s | 20 km/s |

Cumartesi kesin denize girilir, pazar biraz rüzgârlı 🌊`;

const WEEK_VI = `Lịch tuần này nè mọi người 👇

**Thứ Hai:** họp team 9h
**Thứ Ba:** chốt báo giá cho bên Sao Mai
**Thứ Năm:** gặp khách hàng 14h, phòng họp lớn
**Thứ Sáu:** nộp báo cáo tuần

Mai mình nghỉ phép nửa buổi nha, có gì nhắn Linh giúp mình 🙏`;

const SPLIT = `Right, the damage 🍝

🧾 Bill: £184.20
➕ Service (12.5%): £23.03
**Total: £207.23**
Per person (4): **£51.81**

monzo.me/billhartley/51.81 — no rush!`;

const SAUSAGE = `Tulen! 🧖 Tässä makkararesepti:

**Grillimakkarat à la Toivo** 🌭
- 6 lenkkimakkaraa
- 2 sipulia
- sinappia, ketsuppia
- foliota

1. Viillä makkarat ja täytä sipulilla
2. Kääri folioon
3. 15 min kiukaalla tai grillissä

Toivottavasti maistuu! 😄`;

const POOL = `Summer hours till Sunday:

| Day | Lanes | Open swim |
|---|---|---|
| Mon–Fri | 06:30–09:00 | 12:00–19:00 |
| Sat | 08:00–10:00 | 10:00–18:00 |
| Sun | — | 10:00–17:00 |

Bring a £1 coin for the lockers!`;

const SYRNIKI = `Держи 😊

**Сырники (на 10 штук)**
- творог 500 г
- яйцо 1
- мука 3 ст. л.
- сахар 2 ст. л., щепотка соли

Жарить по 3–4 минуты с каждой стороны на среднем огне.
Подавай со сметаной!`;

const RESTART = `It's this one:
${FENCE}bash
sudo systemctl restart staging-worker@2
journalctl -u staging-worker@2 -f
${FENCE}
then wait till it logs \`ready\``;

const ONCALL = `Add yourself to the rota like this:

${FENCE}yaml
oncall:
  - name: Sunny
    week: 48
  - name: Marcus
    week: 49
${FENCE}`;

export const HELD_OUT_22_ORDINARY: CorpusEntry[] = [
  {
    name: 'an itinerary with bold day names and times is sent whole',
    ...HOPE,
    answer: `# «send»\n${LISBON}`,
    expect: [{ type: 'send', text: LISBON }],
  },
  {
    name: 'a message opening with "Hope so!" from a persona named Hope is sent',
    ...HOPE,
    answer: "# «send»\nHope so! They usually do 8–1 on Sundays but I'll double check when I walk past 🥐",
    expect: [
      {
        type: 'send',
        text: "Hope so! They usually do 8–1 on Sundays but I'll double check when I walk past 🥐",
      },
    ],
  },
  {
    name: 'a reaction, a link, and a last line opening with the name are all kept',
    ...HOPE,
    answer:
      "# «react» 4003 👍\n# «send»\nFound it, it's in our shared folder: https://drive.google.com/drive/folders/lisbon-trip-2026\n# «send»\nHope you're feeling better btw x",
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      {
        type: 'send',
        text: "Found it, it's in our shared folder: https://drive.google.com/drive/folders/lisbon-trip-2026",
      },
      { type: 'send', text: "Hope you're feeling better btw x" },
    ],
  },
  {
    // "Hope that helps xx" is a closing sentence, not the name signed with kisses.
    name: 'a closing "Hope that helps xx" stays in the message',
    ...HOPE,
    answer: '# «send»\nYes, Sundays 8–13! The cardamom buns go by 10 though\nHope that helps xx',
    expect: [
      { type: 'send', text: 'Yes, Sundays 8–13! The cardamom buns go by 10 though\nHope that helps xx' },
    ],
  },
  {
    name: '"Will do" opening a group reply is the message',
    ...WILL,
    callout: true,
    answer: "# «send»\nWill do, I'll bring the 70m rope + quickdraws 🧗",
    expect: [{ type: 'send', text: "Will do, I'll bring the 70m rope + quickdraws 🧗", replyTo: 4005 }],
  },
  {
    name: 'a packing list ending in "Will pick up snacks" is sent whole',
    ...WILL,
    callout: true,
    answer:
      '# «send»\nGot the rope. Packing list so nobody forgets stuff again:\n- harness + shoes\n- helmet (yes Tom, you too)\n- 2 litres water\n- chalk\nWill pick up snacks on the way 🍌',
    expect: [
      {
        type: 'send',
        text: 'Got the rope. Packing list so nobody forgets stuff again:\n- harness + shoes\n- helmet (yes Tom, you too)\n- 2 litres water\n- chalk\nWill pick up snacks on the way 🍌',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'a group turn not for the persona answered with a private note only is silence',
    ...WILL_ASIDE,
    chat: 'group',
    answer: '# «think»\nNadia asked Tom about shoes, nothing for me here.',
    expect: [],
  },
  {
    name: 'a reaction to an offer in the group, nothing said',
    ...WILL_ASIDE,
    chat: 'group',
    answer: '# «react» 4003\n🔥',
    expect: [{ type: 'react', emoji: '🔥', messageId: 4003 }],
  },
  {
    name: 'an itinerary whose lines open with the month the persona is named after',
    ...MAY,
    answer: `# «send»\n${CEBU}`,
    expect: [{ type: 'send', text: CEBU }],
  },
  {
    // "- May:" here is a month in a list of months with amounts, not a speaker label.
    name: 'a budget by month with a "May:" line is sent whole',
    ...MAY,
    answer: `# «send»\n${BUDGET}`,
    expect: [{ type: 'send', text: BUDGET }],
  },
  {
    name: 'a Taglish reply, a wait, and a follow-up',
    ...MAY,
    answer: '# «send»\nHala wait, nasa email ko pa 😅\n# «wait» 90\n# «send»\nAyun! Sinend ko na sa GC natin',
    expect: [
      { type: 'send', text: 'Hala wait, nasa email ko pa 😅' },
      { type: 'wait', delay: 90 },
      { type: 'send', text: 'Ayun! Sinend ko na sa GC natin' },
    ],
  },
  {
    // "Luz" is also the Spanish word for the electricity bill.
    name: 'a list of bills with a "Luz:" line is sent whole to the flat',
    ...LUZ,
    callout: true,
    answer: `# «send»\n${BILLS}`,
    expect: [{ type: 'send', text: BILLS, replyTo: 4005 }],
  },
  {
    name: 'a reaction in the flat group when the message is for someone else',
    ...LUZ_ASIDE,
    answer: '# «react» 4003 👍',
    expect: [{ type: 'react', emoji: '👍', messageId: 4003 }],
  },
  {
    name: 'a weather table with a "Deniz" row (the sea) is sent whole',
    ...DENIZ,
    answer: `# «send»\n${BODRUM}`,
    expect: [{ type: 'send', text: BODRUM }],
  },
  {
    name: 'a short forecast with a "🌊 Deniz:" line (sea temperature) is sent',
    ...DENIZ,
    answer:
      '# «send»\nSon durum:\n☀️ Hava: 26°, güneşli\n🌊 Deniz: 22°, biraz serin ama girilir\n🌅 Gün batımı: 19:42',
    expect: [
      {
        type: 'send',
        text: 'Son durum:\n☀️ Hava: 26°, güneşli\n🌊 Deniz: 22°, biraz serin ama girilir\n🌅 Gün batımı: 19:42',
      },
    ],
  },
  {
    name: 'a week plan with bold weekdays and a last line opening with "Mai" (tomorrow)',
    ...MAI,
    callout: true,
    answer: `# «send»\n${WEEK_VI}`,
    expect: [{ type: 'send', text: WEEK_VI, replyTo: 4005 }],
  },
  {
    // In Vietnamese "Mai:" is "Tomorrow:", beside "Hôm nay:" (today).
    name: 'a today / tomorrow list with a "Mai:" line is sent whole',
    ...MAI,
    callout: true,
    answer:
      '# «send»\n- Hôm nay: in tài liệu + đặt phòng họp\n- Mai: gửi email xác nhận cho khách\n- Thứ Năm: họp 14h',
    expect: [
      {
        type: 'send',
        text: '- Hôm nay: in tài liệu + đặt phòng họp\n- Mai: gửi email xác nhận cho khách\n- Thứ Năm: họp 14h',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'the office group, a message for someone else, silence with a memory note',
    ...MAI_ASIDE,
    answer: '# «think»\nLinh hỏi anh Tuấn, không phải mình.\n# «note»\nThứ Năm họp khách hàng lúc 14h',
    expect: [{ type: 'note' }],
  },
  {
    name: 'a bill split with a "🧾 Bill:" amount line is sent whole',
    ...BILL,
    callout: true,
    answer: `# «send»\n${SPLIT}`,
    expect: [{ type: 'send', text: SPLIT, replyTo: 4005 }],
  },
  {
    name: 'two short group messages with slang and a typo',
    ...BILL,
    callout: true,
    answer: '# «send»\nyeah gimme 5 mins, doing the maths\n# «send»\nkwame u had the extra tiramsiu btw 👀',
    expect: [
      { type: 'send', text: 'yeah gimme 5 mins, doing the maths', replyTo: 4005 },
      { type: 'send', text: 'kwame u had the extra tiramsiu btw 👀' },
    ],
  },
  {
    name: 'German "Ernsthaft?" opening the message of a persona named Ernst',
    ...ERNST,
    answer: '# «send»\nErnsthaft? Natürlich komm ich mit 😄 Samstag 9 Uhr am Mauerpark?',
    expect: [{ type: 'send', text: 'Ernsthaft? Natürlich komm ich mit 😄 Samstag 9 Uhr am Mauerpark?' }],
  },
  {
    name: '"Ernst gemeint!" then a numbered shopping list',
    ...ERNST,
    answer:
      '# «send»\nErnst gemeint! Meine Liste:\n1. Plattenspieler (max. 40 €)\n2. Bilderrahmen für Omas Foto\n3. irgendwas Schönes für deinen Balkon 🌿',
    expect: [
      {
        type: 'send',
        text: 'Ernst gemeint! Meine Liste:\n1. Plattenspieler (max. 40 €)\n2. Bilderrahmen für Omas Foto\n3. irgendwas Schönes für deinen Balkon 🌿',
      },
    ],
  },
  {
    name: 'Italian "Vittoria a tavolino" opening a reply in the group',
    ...VITTORIA,
    callout: true,
    answer: '# «send»\nVittoria a tavolino se non vi presentate 😂 vengo, arrivo verso le 20:30',
    expect: [
      {
        type: 'send',
        text: 'Vittoria a tavolino se non vi presentate 😂 vengo, arrivo verso le 20:30',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'a recipe with a bold title naming the persona and a closing "Toivottavasti"',
    ...TOIVO,
    answer: `# «send»\n${SAUSAGE}`,
    expect: [{ type: 'send', text: SAUSAGE }],
  },
  {
    name: 'a Finnish message, a two-minute wait, and a sticker',
    ...TOIVO,
    answer:
      '# «send»\nHetki, etsin reseptin\n# «wait» 2 min\n# «send»\nLöytyi! Lähetän kuvan illalla\n# «sticker»\nHeidiDuck\n😂',
    expect: [
      { type: 'send', text: 'Hetki, etsin reseptin' },
      { type: 'wait', delay: 120 },
      { type: 'send', text: 'Löytyi! Lähetän kuvan illalla' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    // The first line names the persona and ends in a colon, yet titles a timetable, not an answer.
    name: 'a timetable titled "Summer hours till Sunday:" is sent whole',
    ...SUMMER,
    answer: `# «send»\n${POOL}`,
    expect: [{ type: 'send', text: POOL }],
  },
  {
    name: 'a message with "summer" inside and a question back',
    ...SUMMER,
    answer:
      "# «send»\nLol it's the outdoor one, only open in summer 😅 closes 14 Sept\n# «send»\nyou coming tomorrow morning?",
    expect: [
      { type: 'send', text: "Lol it's the outdoor one, only open in summer 😅 closes 14 Sept" },
      { type: 'send', text: 'you coming tomorrow morning?' },
    ],
  },
  {
    name: 'a link, then "Grace period" opening a line, then a quoted line from the book',
    ...GRACE,
    callout: true,
    answer:
      '# «send»\nHere\'s the link for Thursday 👉 https://meet.jit.si/bookclub-thursday\n\nGrace period for chapter 12 extended to Sunday, Hannah 😉\n# «send»\n> "It was the last of the summer evenings, and none of us knew it."\n\nthat line wrecked me',
    expect: [
      {
        type: 'send',
        text: "Here's the link for Thursday 👉 https://meet.jit.si/bookclub-thursday\n\nGrace period for chapter 12 extended to Sunday, Hannah 😉",
        replyTo: 4005,
      },
      {
        type: 'send',
        text: '> "It was the last of the summer evenings, and none of us knew it."\n\nthat line wrecked me',
      },
    ],
  },
  {
    name: 'the book club, a message for someone else, silence with a memory note',
    ...GRACE_ASIDE,
    answer:
      '# «think»\nHannah is asking Olu.\n# «note»\nHannah is behind on the book: no spoilers past chapter 9 around her',
    expect: [{ type: 'note' }],
  },
  {
    name: 'a Russian recipe with a bold title and a list is sent whole',
    ...VERA,
    answer: `# «send»\n${SYRNIKI}`,
    expect: [{ type: 'send', text: SYRNIKI }],
  },
  {
    name: 'a Japanese reply with a place and a time',
    ...HARU,
    answer: '# «send»\n土曜は10時に渋谷駅ハチ公前だよ！🐶\n遅れないでね〜',
    expect: [{ type: 'send', text: '土曜は10時に渋谷駅ハチ公前だよ！🐶\n遅れないでね〜' }],
  },
  {
    name: 'a command in a code block with a line after it',
    ...SUNNY,
    answer: `# «send»\n${RESTART}`,
    expect: [{ type: 'send', text: RESTART }],
  },
  {
    name: "a YAML snippet whose code holds the persona's name as a value",
    ...SUNNY,
    answer: `# «send»\n${ONCALL}`,
    expect: [{ type: 'send', text: ONCALL }],
  },
  {
    name: 'an emoji-only reply and a memory',
    ...SUNNY,
    answer: '# «send»\n🫡\n# «remember»\nMarcus (backend) always forgets the restart command',
    expect: [{ type: 'send', text: '🫡' }, { type: 'remember' }],
  },
];
