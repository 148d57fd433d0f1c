/**
 * Held-out set 14, clean long messages: what personas who write long mean, sent whole. Markdown
 * headings, tables, code, quotes, lists and lines that only look unusual are the person's own.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ARJUN, GRETA, JANA, LUCIA, MARTA, OLGA, PRIYA, send, TOMAS, YUSUF } from './answers-14-people.js';

export const LASAGNE = `Okay here it is, nonna's lasagne:

## Ingredients (6 people)
- 500 g minced beef + 250 g minced pork
- 1 onion, 1 carrot, 1 celery stick, all chopped tiny
- 700 g passata, a glass of red wine
- 12 fresh lasagne sheets
- 100 g parmesan, grated

## Béchamel
- 80 g butter, 80 g flour, 1 l milk
- salt + a pinch of nutmeg (nonna's secret, don't skip it)

## Method
1. Soften the veg in olive oil for 10 min, add the meat, brown it properly.
2. Wine in, let it cook off, then the passata. Low heat for at least 2 hours.
3. Make the béchamel: melt butter, stir in flour, whisk in the milk bit by bit until thick.
4. Layer: ragù, sheets, béchamel, parmesan. Five layers, finish with béchamel + lots of parmesan.
5. 180°C for 40 min, then let it rest 15 min or it falls apart.

Make the ragù on Saturday, it's better the next day. Your parents will love it 🥰`;

export const PORTO = `**Porto weekend 🇵🇹**

**Friday**
- 18:40 arrive Campanhã, metro to Trindade (2 stops)
- drop bags at the flat on Rua da Alegria
- dinner at Café Santiago — yes Rui, francesinha on night one

**Saturday**
- 10:00 Livraria Lello (tickets online, €8, counts towards a book)
- walk down to Ribeira, lunch by the river
- 16:00 cross the bridge to Gaia, port tasting at Graham's (booked for 3)
- sunset at Jardim do Morro

**Sunday**
- brunch at Zenith, then Serralves if the weather holds
- 17:15 train back

Bring comfy shoes, it's hills all the way down and all the way up again 😅`;

export const KREBS = `**Krebs cycle (aka citric acid cycle)**

Where: mitochondrial matrix
Input per turn: 1 acetyl-CoA (2C)

1. acetyl-CoA + oxaloacetate (4C) → citrate (6C)
2. citrate → isocitrate
3. isocitrate → α-ketoglutarate (5C) — 1st CO₂, 1st NADH
4. α-ketoglutarate → succinyl-CoA (4C) — 2nd CO₂, 2nd NADH
5. succinyl-CoA → succinate — GTP/ATP
6. succinate → fumarate — FADH₂
7. fumarate → malate
8. malate → oxaloacetate — 3rd NADH, and we're back at the start

Per turn: 3 NADH, 1 FADH₂, 1 GTP, 2 CO₂
Per glucose: double everything (2 turns)

Mnemonic for the order: "Can I Keep Selling Sex For Money, Officer?" 🙈

You've got this!! Text me if something doesn't click`;

export const HEDGEHOG = `**Pip and the Lost Star** 🦔

Once upon a time, at the bottom of a big garden, lived a little hedgehog called Pip.

One evening Pip saw something shining under the rose bush. *Snuffle, snuffle.* It was a tiny star that had fallen from the sky!

"I want to go home," whispered the star. "But I'm too small to fly that far."

So Pip carried the star on his prickles, very carefully, all the way up the tallest hill. The owl helped, and the mouse helped, and even the grumpy old toad helped a little bit.

At the top, Pip took a deep breath and — whoosh! — the star floated up and up, back to its place in the sky.

"Thank you, Pip," it twinkled. And every night since, that star shines just a little brighter over Pip's garden.

Now Pip is curled up in his leaves, fast asleep. And so should you be, Mila. Goodnight 💛`;

export const RENAME = `Yep, save this as rename.py next to the folder:

\`\`\`python
from pathlib import Path
from datetime import datetime
from PIL import Image

folder = Path("photos")
for photo in sorted(folder.glob("*.jpg")):
    taken = Image.open(photo).getexif().get(306)
    if not taken:
        continue
    stamp = datetime.strptime(taken, "%Y:%m:%d %H:%M:%S")
    target = photo.with_name(stamp.strftime("%Y-%m-%d %H.%M.%S") + ".jpg")
    if not target.exists():
        photo.rename(target)
\`\`\`

Run \`pip install pillow\` once, then \`python rename.py\`. Try it on a copy of the folder first pls 😅`;

export const BUDGET = `November 🧾

| What | Total | Each |
|---|---|---|
| Rent | 1,650 € | 550 € |
| Electricity | 96 € | 32 € |
| Internet | 39 € | 13 € |
| Groceries | 240 € | 80 € |
| **Sum** | **2,025 €** | **675 €** |

Sven paid the internet already, so he sends 636 €, Mia and I send 675 €. By the 3rd please 🙏
And whoever finished the oat milk buys the next two.`;

export const GARDEN_POEM = `Here's a little one for her card:

Sixty springs, and every one
you met with soil beneath your nails,
a patient hand, a row of seeds,
and faith in rain when patience fails.

Whatever grows in us, you planted.
Happy birthday, Mama. 🌷`;

export const WIEN = `## Wien, 12.–15. Juni 🇦🇹

**Donnerstag**
- Ankunft, Koffer ins Hotel (Neubau, U3 Zieglergasse)
- abends Naschmarkt, dann Wein im Heurigen in Grinzing

**Freitag**
- Schönbrunn früh (8:30, sonst Busgruppen!)
- Mittag: Schnitzel im Figlmüller, reserviert auf 13 Uhr
- Nachmittag Museumsquartier, du Leopold, ich Mumok?

**Samstag**
- Flohmarkt am Naschmarkt, Prater, Riesenrad bei Sonnenuntergang

**Sonntag**
- Kaffee im Café Sperl, 15:10 Zug zurück

Budget grob 600 € für uns zwei ohne Zug. Passt das? 😊`;

export const TORTILLA = `Vale, mis trucos:

1. Patata cortada fina y frita a fuego BAJO, casi confitada, 20 min
2. Cebolla sí o sí (lo siento, no hay debate 😂)
3. Deja reposar patata y huevo juntos 10 minutos antes de cuajar
4. Sartén bien caliente, 2 min por un lado, vuelta con plato, 1 min por el otro
5. Si la quieres jugosa, sácala cuando aún tiembla en el centro

Y el secreto de mi madre: una pizca de sal en los huevos batidos, no en la patata.
¡Luego me mandas foto!`;

export const CLEAN: readonly CorpusEntry[] = [
  {
    name: 's14 clean recipe with headings',
    ...MARTA,
    answer: `# «send»\n${LASAGNE}`,
    expect: [send(LASAGNE)],
  },
  {
    name: 's14 clean itinerary in a group answers the ask',
    ...TOMAS,
    answer: `# «send»\n${PORTO}`,
    expect: [send(PORTO, 4005)],
  },
  {
    name: 's14 clean study notes with a mnemonic in quotes',
    ...PRIYA,
    answer: `# «send»\n${KREBS}`,
    expect: [send(KREBS)],
  },
  {
    name: 's14 clean bedtime story with emphasis and dialogue',
    ...GRETA,
    answer: `# «send»\n${HEDGEHOG}`,
    expect: [send(HEDGEHOG)],
  },
  {
    name: 's14 clean code block inside a message',
    ...ARJUN,
    answer: `# «send»\n${RENAME}`,
    expect: [send(RENAME)],
  },
  {
    name: 's14 clean budget table in a group',
    ...OLGA,
    answer: `# «send»\n${BUDGET}`,
    expect: [send(BUDGET, 4005)],
  },
  {
    name: 's14 clean poem after a lead-in with a colon that names no answer',
    ...YUSUF,
    answer: `# «send»\n${GARDEN_POEM}`,
    expect: [send(GARDEN_POEM)],
  },
  {
    name: 's14 clean German itinerary with a heading',
    ...JANA,
    answer: `# «send»\n${WIEN}`,
    expect: [send(WIEN)],
  },
  {
    name: 's14 clean Spanish numbered tips',
    ...LUCIA,
    answer: `# «send»\n${TORTILLA}`,
    expect: [send(TORTILLA)],
  },
  {
    name: 's14 clean recipe with no block at all is the one message',
    ...MARTA,
    answer: LASAGNE,
    expect: [send(LASAGNE)],
  },
  {
    name: 's14 clean recipe in two messages with a pause',
    ...MARTA,
    answer: `# «send»\nSending it in two bits, it's long 😅\n\n# «wait»\ndelay: 20\n\n# «send»\n${LASAGNE}`,
    expect: [send("Sending it in two bits, it's long 😅"), { type: 'wait', delay: 20 }, send(LASAGNE)],
  },
  {
    name: 's14 clean story then a reaction to the ask',
    ...GRETA,
    answer: `# «react»\n🥰\n\n# «send»\n${HEDGEHOG}`,
    expect: [{ type: 'react', emoji: '🥰', messageId: 4005 }, send(HEDGEHOG)],
  },
  {
    name: 's14 clean code then a memory note to follow up',
    ...ARJUN,
    answer: `# «send»\n${RENAME}\n\n# «note»\nSent Kai the photo rename script, ask if it worked.`,
    expect: [send(RENAME), { type: 'note' }],
  },
  {
    name: 's14 clean itinerary replies to the arrival message by id',
    ...TOMAS,
    answer: `# «send» 4002\nPerfect, that works with the plan 👌\n\n# «send»\n${PORTO}`,
    expect: [send('Perfect, that works with the plan 👌', 4002), send(PORTO)],
  },
  {
    name: 's14 clean notes then a note to remember the exam',
    ...PRIYA,
    answer: `# «send»\n${KREBS}\n\n# «note»\nBen's biochem exam is tomorrow, ask how it went.`,
    expect: [send(KREBS), { type: 'note' }],
  },
  {
    name: 's14 clean a book quote the persona means, then news',
    answer:
      '# «send»\n> “Cats are connoisseurs of comfort.”\n\nHerriot was right: she sulked for an hour in the laundry basket, then claimed the warmest radiator in the flat. She survived 😼\n\nAnd yes, open Saturday, 10 to 4!',
    expect: [
      send(
        '> “Cats are connoisseurs of comfort.”\n\nHerriot was right: she sulked for an hour in the laundry basket, then claimed the warmest radiator in the flat. She survived 😼\n\nAnd yes, open Saturday, 10 to 4!',
      ),
    ],
  },
  {
    name: 's14 clean packing list with ticks the persona means',
    answer:
      '# «send»\nFor Saturday I packed the stall box already:\n\n✅ price stickers\n✅ the card reader (charged!)\n✅ 30 tote bags\n❌ the umbrella, still looking for it\n\nOpen 10 to 4 as always 🙂',
    expect: [
      send(
        'For Saturday I packed the stall box already:\n\n✅ price stickers\n✅ the card reader (charged!)\n✅ 30 tote bags\n❌ the umbrella, still looking for it\n\nOpen 10 to 4 as always 🙂',
      ),
    ],
  },
  {
    name: 's14 clean long voice-like message with typos and slang',
    answer:
      '# «send»\nomg ok so the cat thing. jonas said she screamed the WHOLE way in the basket lol, like the entire tram ride. then at the new place she hid under the bathtub for 2 days and wouldnt come out even for tuna. and now?? she sleeps on his pillow like nothing happend 😂 drama queen\n\nsaturday yes open, usual times',
    expect: [
      send(
        'omg ok so the cat thing. jonas said she screamed the WHOLE way in the basket lol, like the entire tram ride. then at the new place she hid under the bathtub for 2 days and wouldnt come out even for tuna. and now?? she sleeps on his pillow like nothing happend 😂 drama queen\n\nsaturday yes open, usual times',
      ),
    ],
  },
  {
    name: 's14 clean two messages, the second a question back',
    answer:
      '# «send»\nShe survived! Hid for a day, now she runs the place.\n\n# «send»\nSaturday we are open 10–4. Are you coming by for the book you ordered?',
    expect: [
      send('She survived! Hid for a day, now she runs the place.'),
      send('Saturday we are open 10–4. Are you coming by for the book you ordered?'),
    ],
  },
  {
    name: 's14 clean a sticker then a long answer',
    answer:
      '# «sticker»\nHeidiDuck :: 😂\n\n# «send»\nShe survived, barely: the laundry basket has been declared enemy number one. Open Saturday as usual!',
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      send(
        'She survived, barely: the laundry basket has been declared enemy number one. Open Saturday as usual!',
      ),
    ],
  },
  {
    name: 's14 clean reaction alone',
    answer: '# «react» 4001\n😁',
    expect: [{ type: 'react', emoji: '😁', messageId: 4001 }],
  },
  {
    name: 's14 clean group silence by a think block only',
    chat: 'group',
    answer: '# «think»\nJonas and Alice are talking about the move, nothing here is for me.',
    expect: [],
  },
  {
    name: 's14 clean group silence in the budget chat when the flatmates banter',
    ...OLGA,
    others: new Map([
      [4002, 'The electricity bill came, it is 96 euros this time'],
      [4004, 'Ugh. Also who finished the oat milk'],
      [4005, 'Mia it was you, I saw the empty carton in your room 👀'],
    ]),
    answer:
      '# «think»\nSven and Mia are teasing each other about the oat milk. Not my fight, I will stay out.',
    expect: [],
  },
  {
    name: 's14 clean a line of only capitals in a direct chat is excitement',
    ...JANA,
    answer: '# «send»\nURLAUB\n\n# «send»\nIch mach uns heute Abend einen richtigen Plan, versprochen 🥳',
    expect: [send('URLAUB'), send('Ich mach uns heute Abend einen richtigen Plan, versprochen 🥳')],
  },
  {
    name: 's14 clean roleplay action in a direct chat is allowed',
    ...GRETA,
    answer: '# «send»\n*cracks knuckles* One hedgehog story coming right up 🦔',
    expect: [send('*cracks knuckles* One hedgehog story coming right up 🦔')],
  },
  {
    name: 's14 clean a poem in italics in a direct chat',
    ...YUSUF,
    answer:
      '# «send»\n_For the woman who taught tulips to wait for April,_\n_sixty is just another spring._\n\nShort enough for the card? 🌷',
    expect: [
      send(
        '_For the woman who taught tulips to wait for April,_\n_sixty is just another spring._\n\nShort enough for the card? 🌷',
      ),
    ],
  },
  {
    name: 's14 clean a quoted line from the chat answered, short',
    ...TOMAS,
    answer: '# «send» 4004\nFrancesinha is on Friday night, Rui, it is in the plan 😂',
    expect: [send('Francesinha is on Friday night, Rui, it is in the plan 😂', 4004)],
  },
  {
    name: 's14 clean a heading a person means in the middle of notes',
    ...PRIYA,
    answer:
      '# «send»\nok quick version, full notes tomorrow morning:\n\n### The two CO₂ steps\nisocitrate → α-KG and α-KG → succinyl-CoA. Both make NADH.\n\n### The one FADH₂ step\nsuccinate → fumarate (complex II!!)\n\nthat is like half the exam honestly',
    expect: [
      send(
        'ok quick version, full notes tomorrow morning:\n\n### The two CO₂ steps\nisocitrate → α-KG and α-KG → succinyl-CoA. Both make NADH.\n\n### The one FADH₂ step\nsuccinate → fumarate (complex II!!)\n\nthat is like half the exam honestly',
      ),
    ],
  },
  {
    name: 's14 clean a plain "Plan:" line about the day stays',
    ...JANA,
    answer:
      '# «send»\nPlan: Donnerstag Naschmarkt, Freitag Schönbrunn, Samstag Prater. Rest spontan!\n\nDen langen Plan schick ich dir heute Abend.',
    expect: [
      send(
        'Plan: Donnerstag Naschmarkt, Freitag Schönbrunn, Samstag Prater. Rest spontan!\n\nDen langen Plan schick ich dir heute Abend.',
      ),
    ],
  },
  {
    name: 's14 clean a wait then a follow-up',
    ...ARJUN,
    answer: '# «send»\nwriting it now\n\n# «wait»\ndelay: 2 min\n\n# «send»\n' + RENAME,
    expect: [send('writing it now'), { type: 'wait', delay: 120 }, send(RENAME)],
  },
  {
    name: 's14 clean a story with a sound line and a dash ending',
    ...GRETA,
    answer:
      '# «send»\nA tiny one for tonight:\n\nPip the hedgehog could not sleep.\nTap, tap, tap went the rain on his leaf.\n“Rain, please be quiet,” said Pip.\nAnd the rain said — shhhh.\nAnd Pip slept. 🦔',
    expect: [
      send(
        'A tiny one for tonight:\n\nPip the hedgehog could not sleep.\nTap, tap, tap went the rain on his leaf.\n“Rain, please be quiet,” said Pip.\nAnd the rain said — shhhh.\nAnd Pip slept. 🦔',
      ),
    ],
  },
  {
    name: 's14 clean a list of options the persona offers the friends',
    ...TOMAS,
    answer:
      '# «send»\nFor Saturday dinner two ideas:\n\nOption 1: Tasquinha do Oliveira, fish, cheap\nOption 2: Cantina 32, fancier, need to book\n\nVote with 👍 or ❤️ on this message',
    expect: [
      send(
        'For Saturday dinner two ideas:\n\nOption 1: Tasquinha do Oliveira, fish, cheap\nOption 2: Cantina 32, fancier, need to book\n\nVote with 👍 or ❤️ on this message',
        4005,
      ),
    ],
  },
  {
    name: 's14 clean a rule a person types between parts of a long message',
    ...LUCIA,
    answer:
      '# «send»\nLo de la patata es lo más importante, de verdad.\n\n---\n\nY otra cosa: no la tapes al final, que suda y se pone blanda.',
    expect: [
      send(
        'Lo de la patata es lo más importante, de verdad.\n\n---\n\nY otra cosa: no la tapes al final, que suda y se pone blanda.',
      ),
    ],
  },
  {
    name: 's14 clean the persona tells what she thinks, in words',
    ...YUSUF,
    answer:
      '# «send»\nI was thinking about what you said, that she talks to her tomatoes 😄 I want to put that in. Give me till tonight and I will send you two or three lines.',
    expect: [
      send(
        'I was thinking about what you said, that she talks to her tomatoes 😄 I want to put that in. Give me till tonight and I will send you two or three lines.',
      ),
    ],
  },
  {
    name: 's14 clean a group callout answered with the table and a reaction',
    ...OLGA,
    answer: `# «react» 4002\n😱\n\n# «send»\n${BUDGET}`,
    expect: [{ type: 'react', emoji: '😱', messageId: 4002 }, send(BUDGET, 4005)],
  },
  {
    name: 's14 clean a short yes with emoji',
    answer: "# «send»\nshe's fine!! 🐈 open sat 10-4",
    expect: [send("she's fine!! 🐈 open sat 10-4")],
  },
  {
    name: 's14 clean a question back before writing the long one',
    ...MARTA,
    answer:
      '# «send»\nOf course! Quick question first: does your dad still do the no-pork thing? Then I give you the all-beef version',
    expect: [
      send(
        'Of course! Quick question first: does your dad still do the no-pork thing? Then I give you the all-beef version',
      ),
    ],
  },
  {
    name: 's14 clean a Spanish voice with a laugh in capitals and brackets',
    ...LUCIA,
    answer:
      '# «send»\nJAJAJA la cruda otra vez 😂 (tranquila, a mí me pasó mil veces)\n\nAhora te escribo los trucos bien',
    expect: [
      send(
        'JAJAJA la cruda otra vez 😂 (tranquila, a mí me pasó mil veces)\n\nAhora te escribo los trucos bien',
      ),
    ],
  },
  {
    name: 's14 clean a sticker written on two lines',
    answer: '# «sticker»\nHeidiDuck\n👋',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    name: 's14 clean a table of times the persona means in a direct chat',
    ...JANA,
    answer:
      '# «send»\nZüge hab ich rausgesucht:\n\n| Tag | Zug | Ab | An |\n|---|---|---|---|\n| Do 12.6. | RJX 63 | 7:40 | 12:18 |\n| So 15.6. | RJX 68 | 15:10 | 19:49 |\n\nSparschiene 2 × 29,90 €. Soll ich buchen?',
    expect: [
      send(
        'Züge hab ich rausgesucht:\n\n| Tag | Zug | Ab | An |\n|---|---|---|---|\n| Do 12.6. | RJX 63 | 7:40 | 12:18 |\n| So 15.6. | RJX 68 | 15:10 | 19:49 |\n\nSparschiene 2 × 29,90 €. Soll ich buchen?',
      ),
    ],
  },
  {
    name: 's14 clean inline code and a command the friend should type',
    ...ARJUN,
    answer:
      '# «send»\nif it says module not found, type `python -m pip install pillow` and try again. the `-m` matters on windows',
    expect: [
      send(
        'if it says module not found, type `python -m pip install pillow` and try again. the `-m` matters on windows',
      ),
    ],
  },
  {
    name: 's14 clean a memory note only is silence',
    ...YUSUF,
    answer: "# «note»\nLeyla's mum turns 60 on Saturday; loves her garden, talks to her tomatoes.",
    expect: [{ type: 'note' }],
    // Its name says silence is meant; the entry had left `silence` out, which asks for none.
    silence: '',
  },
  {
    name: 's14 clean a sigh then a promise in a direct chat',
    ...PRIYA,
    answer: '# «send»\nugh\n\n# «send»\nok fine I am sending them but you owe me a coffee ☕',
    expect: [send('ugh'), send('ok fine I am sending them but you owe me a coffee ☕')],
  },
];
