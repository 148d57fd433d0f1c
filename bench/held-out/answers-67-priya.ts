/**
 * Set 67, Priya and Sam (English): a fixed backup script with its comments, a cron line, her
 * mother's dal. Real messages with a note to the reader, her mother's words relayed, a P.S. and
 * jargon translated for a friend; slips of the helper's voice, the turn narrated mid-recipe,
 * a rationale, a self-rating, a description of the answer and a reasoning title between messages.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { l, p, priya, send } from './answers-67-cast.js';

const SCRIPT = l(
  'ok try this one, I rewrote the bits that were probably biting you:',
  '',
  '```bash',
  '#!/usr/bin/env bash',
  'set -euo pipefail',
  '',
  '# where the USB drive mounts (check with lsblk if unsure)',
  'DEST=/mnt/backup',
  '',
  '# bail out if the drive is not mounted, otherwise rsync fills the SD card',
  'if ! mountpoint -q "$DEST"; then',
  '  echo "backup drive not mounted" >&2',
  '  exit 1',
  'fi',
  '',
  '# note to self: add the photos folder once the new drive arrives',
  'rsync -a --delete /home/pi/projects/ "$DEST/projects/"',
  '```',
);
const WHY =
  "My guess is the drive wasn't mounted when cron ran, so it was writing into an empty folder on the SD card and then running out of space. The mountpoint check stops that.";
const CRON = l(
  'And for cron, run `crontab -e` and add this at the bottom:',
  '',
  '```',
  '30 3 * * * /home/pi/backup.sh >> /home/pi/backup.log 2>&1',
  '```',
  '',
  "That's 3:30 every night, and the log will tell you what went wrong next time.",
);
const DAL_INGREDIENTS = l(
  "Mum's dal (serves 4, or 2 Sams):",
  '',
  '- 1 cup toor dal, rinsed till the water runs clear',
  '- 1 tomato, chopped',
  '- 1/2 tsp turmeric, salt',
  '- tadka: 2 tbsp ghee, 1 tsp cumin seeds, 2 dried red chillies, 4 garlic cloves sliced, pinch of hing',
);
const DAL_METHOD = l(
  '1. Pressure cook the dal with the tomato, turmeric and 3 cups water, 4 whistles',
  '2. Mash it a bit and add water until it pours like thick soup, then salt',
  '3. Heat the ghee till it shimmers, cumin first, then chillies and garlic until golden, hing last',
  '4. Pour the tadka over the dal right before eating and put a lid on for a minute',
);
const NOTE = 'Note: if you only have moong dal, it cooks faster, so 2 whistles is enough.';

export const PRIYA_SET: readonly CorpusEntry[] = [
  priya({
    name: 'priya: the fixed script, its comments and why',
    answer: send(p(SCRIPT, WHY), 4001),
    expect: [{ type: 'send', text: p(SCRIPT, WHY), replyTo: 4001 }],
  }),
  priya({
    name: 'priya: the dal with a note to Sam and her mum’s words',
    answer: send(
      p(DAL_INGREDIENTS, DAL_METHOD, NOTE, "Mum says: don't you dare skip the ghee. Her words, not mine 😂"),
      4003,
    ),
    expect: [
      {
        type: 'send',
        text: p(
          DAL_INGREDIENTS,
          DAL_METHOD,
          NOTE,
          "Mum says: don't you dare skip the ghee. Her words, not mine 😂",
        ),
        replyTo: 4003,
      },
    ],
  }),
  // The helper's closing wish and offer to explain, which Gemini appends to technical help.
  priya({
    name: 'priya: the cron line, then a helper’s closing wish',
    answer: send(
      p(
        CRON,
        "I hope this helps! Let me know if you'd like me to explain any part of the script in more detail.",
      ),
    ),
    expect: [{ type: 'send', text: CRON }],
  }),
  // Gemini 2.5 Flash saying what it will do, between the ingredients and the method.
  priya({
    name: 'priya: the dal with the turn narrated between ingredients and method',
    answer: send(
      p(
        DAL_INGREDIENTS,
        "Sam is asking for the dal recipe from last week, so I'll give the ingredients first and then the method step by step.",
        DAL_METHOD,
      ),
    ),
    expect: [{ type: 'send', text: p(DAL_INGREDIENTS, DAL_METHOD) }],
  }),
  // Two slips: a bold rationale for the answer, then the writer rating its own confidence.
  priya({
    name: 'priya: the script, a rationale of the answer and a confidence line',
    answer: send(
      p(
        SCRIPT,
        '**Why this works:** the reply gives Sam a fixed script and explains the most likely cause without being preachy.',
        "Confidence: medium (I haven't seen Sam's actual error message).",
      ),
    ),
    expect: [{ type: 'send', text: SCRIPT }],
  }),
  priya({
    name: 'priya: step-by-step help with a P.S.',
    answer: send(
      p(
        'Right, step by step, do them in order:',
        l(
          '1. Plug the drive in and run `lsblk`. Find the one that is about the size of your drive (sda1 probably)',
          '2. `sudo mkdir -p /mnt/backup`',
          '3. `sudo blkid /dev/sda1` and copy the UUID',
          '4. Add a line to /etc/fstab with that UUID so it mounts on boot. Send me a screenshot before you save it, fstab typos can stop the Pi booting',
          '5. Reboot and check `mountpoint /mnt/backup` says it is a mountpoint',
        ),
        'Then the script should just work.',
        'P.S. you owe me TWO coffees now ☕☕',
      ),
      4005,
    ),
    expect: [
      {
        type: 'send',
        text: p(
          'Right, step by step, do them in order:',
          l(
            '1. Plug the drive in and run `lsblk`. Find the one that is about the size of your drive (sda1 probably)',
            '2. `sudo mkdir -p /mnt/backup`',
            '3. `sudo blkid /dev/sda1` and copy the UUID',
            '4. Add a line to /etc/fstab with that UUID so it mounts on boot. Send me a screenshot before you save it, fstab typos can stop the Pi booting',
            '5. Reboot and check `mountpoint /mnt/backup` says it is a mountpoint',
          ),
          'Then the script should just work.',
          'P.S. you owe me TWO coffees now ☕☕',
        ),
        replyTo: 4005,
      },
    ],
  }),
  priya({
    name: 'priya: an error quoted and translated for a friend',
    answer: send(
      p(
        'Also, the error you sent last week:',
        '> rsync: write failed on "/mnt/backup/projects/photo.jpg": No space left on device (28)',
        "Translation: it was writing to the SD card, not the drive, and the card filled up 😅 that's exactly what the new check catches.",
      ),
    ),
    expect: [
      {
        type: 'send',
        text: p(
          'Also, the error you sent last week:',
          '> rsync: write failed on "/mnt/backup/projects/photo.jpg": No space left on device (28)',
          "Translation: it was writing to the SD card, not the drive, and the card filled up 😅 that's exactly what the new check catches.",
        ),
      },
    ],
  }),
  // A wrapped description of the answer after the message, as GPT-style and Gemini answers close.
  priya({
    name: 'priya: the script and why, then a description of the reply',
    answer: send(
      p(SCRIPT, WHY, '(A friendly, practical reply with the full fixed script and a short explanation.)'),
      4001,
    ),
    expect: [{ type: 'send', text: p(SCRIPT, WHY), replyTo: 4001 }],
  }),
  priya({
    name: 'priya: a fire on the coffee promise, then the script',
    answer: '# «react» 4005\n🔥\n\n' + send(p(SCRIPT, WHY)),
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4005 },
      { type: 'send', text: p(SCRIPT, WHY) },
    ],
  }),
  // Gemini 3's reasoning summary title and sentence opening the second message block.
  priya({
    name: 'priya: the cron help, then the dal under a reasoning title',
    answer:
      send(CRON, 4001) +
      '\n' +
      send(
        p(
          '**Refining the Recipe Details**',
          "I'm now focusing on the dal recipe Sam asked for, keeping the quantities simple.",
          p(DAL_INGREDIENTS, DAL_METHOD),
        ),
        4003,
      ),
    expect: [
      { type: 'send', text: CRON, replyTo: 4001 },
      { type: 'send', text: p(DAL_INGREDIENTS, DAL_METHOD), replyTo: 4003 },
    ],
  }),
];
