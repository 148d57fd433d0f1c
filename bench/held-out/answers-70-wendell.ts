/** Set 70, Wendell: a backup script, a Caddyfile, router steps and a cron table (English). */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { lab, priti, send } from './answers-70-cast.js';

const SCRIPT = `Here you go, it's been running nightly since March without drama:

\`\`\`bash
#!/usr/bin/env bash
# nightly restic backup of /srv to the NAS, keeps 7 daily / 4 weekly / 6 monthly
set -euo pipefail

export RESTIC_REPOSITORY=sftp:backup@nas.lan:/volume1/restic
export RESTIC_PASSWORD_FILE=/root/.restic-pass

# dump the nextcloud db first, restic can't read a live database
docker exec nc-db pg_dump -U nextcloud nextcloud > /srv/dumps/nextcloud.sql

restic backup /srv --exclude-caches --tag nightly
restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune

# the bit Gaz is missing: shout if it fails
curl -fsS -m 10 https://hc-ping.com/your-uuid-here > /dev/null
\`\`\`

Swap the healthchecks uuid for your own or you'll be pinging mine.`;

const CADDY = `Ola, mine looks like this and hasn't timed out since I added the transport block:

\`\`\`
jelly.example.net {
    reverse_proxy 192.168.1.20:8096 {
        # long streams need long timeouts
        transport http {
            read_timeout 10m
            write_timeout 10m
        }
    }
    encode gzip
}
\`\`\`

Also check Jellyfin's own "Known proxies" setting has Caddy's IP in it.`;

const ROUTER = `Right, idiot-proof version, do them in order:

1. Plug the new router into the wall box with the grey cable, the port says WAN. Not the yellow ones.
2. Power on, wait until the light on the front goes solid white. Takes about 3 minutes. Make tea.
3. The wifi name and password are on the sticker underneath. Photograph the sticker.
4. On your dad's phone: forget the old network, join the new one.
5. Same on the telly, the printer, and that smart plug he swore he'd never use.
6. Old router goes in a drawer for a week, then the bin.`;

const CRON = `Since you asked, Gaz, here's my whole schedule:

| When | What | Where to |
|---|---|---|
| 02:30 daily | restic /srv | NAS |
| 03:15 daily | restic /home | NAS |
| Sun 04:00 | restic check --read-data-subset=5% | NAS |
| 1st of month | copy of the NAS repo | Backblaze B2 |
| every 3 months | test restore to a spare VM | me, with coffee |

That last row is the one everyone skips. Don't skip it.`;

export const WENDELL_ANSWERS: readonly CorpusEntry[] = [
  lab({
    name: 'set70 Wendell: the commented backup script in the group',
    callout: true,
    answer: `# «send»
${SCRIPT}`,
    expect: [send(SCRIPT, 4005)],
  }),
  // A summary line of what the turn did, after a pasted script, naming members in the third person.
  lab({
    name: 'set70 Wendell: the script, then a summary of the turn',
    callout: true,
    answer: `# «send»
${SCRIPT}

Summary: shared the restic backup script Priti asked for and pointed out the monitoring step Gaz is missing.`,
    expect: [send(SCRIPT, 4005)],
  }),
  lab({
    name: 'set70 Wendell: a Caddyfile for Ola with a P.S. to Gaz',
    answer: `# «send» 4003
${CADDY}

P.S. Gaz, check your cron logs. I am begging you.`,
    expect: [send(`${CADDY}\n\nP.S. Gaz, check your cron logs. I am begging you.`, 4003)],
  }),
  // A remark on how the answer was written and a plan for the next turn, after a config.
  lab({
    name: 'set70 Wendell: the Caddyfile, then a remark on brevity and a next-turn plan',
    answer: `# «send» 4003
${CADDY}

I kept the explanation brief since Ola seems comfortable with Caddy; next turn I'll ask which Jellyfin version she's running.`,
    expect: [send(CADDY, 4003)],
  }),
  priti({
    name: 'set70 Wendell: router steps with words for the father quoted and an aside',
    answer: `# «send»
${ROUTER}

And tell your dad, word for word: "The password is on the sticker. The sticker is the password. We do not change the password."

(Yes it's long. Your dad is a long-term project.)`,
    expect: [
      send(
        `${ROUTER}\n\nAnd tell your dad, word for word: "The password is on the sticker. The sticker is the password. We do not change the password."\n\n(Yes it's long. Your dad is a long-term project.)`,
      ),
    ],
  }),
  // The chat helper's closing offer to redo the reply, after the steps.
  priti({
    name: 'set70 Wendell: router steps, then an offer of a shorter version',
    answer: `# «send»
${ROUTER}

Let me know if you'd like a shorter version of this reply or a more formal tone!`,
    expect: [send(ROUTER)],
  }),
  priti({
    name: 'set70 Wendell: router steps and a TL;DR he writes for her father',
    answer: `# «send»
${ROUTER}

TL;DR for your dad, stick it on the fridge:
- grey cable, WAN port
- white light = working
- password on the sticker, NEVER CHANGE IT

Ring me Saturday if the light goes orange.`,
    expect: [
      send(
        `${ROUTER}\n\nTL;DR for your dad, stick it on the fridge:\n- grey cable, WAN port\n- white light = working\n- password on the sticker, NEVER CHANGE IT\n\nRing me Saturday if the light goes orange.`,
      ),
    ],
  }),
  // Two slips: the model's read of Priti in the third person, then a note to the operator.
  priti({
    name: 'set70 Wendell: router steps, an analysis of Priti and an operator note',
    answer: `# «send»
${ROUTER}

Priti is clearly exasperated with her dad but affectionate about it, so the steps address the password habit directly and keep a joking edge.

Operator note: the persona card doesn't give the router model, so these steps are generic.`,
    expect: [send(ROUTER)],
  }),
  lab({
    name: 'set70 Wendell: his backup schedule as a table, in reply to Gaz',
    answer: `# «send» 4001
${CRON}`,
    expect: [send(CRON, 4001)],
  }),
  // A wrapped log line describing how the answer was given, naming the persona.
  lab({
    name: 'set70 Wendell: the schedule, then a bracketed log of the answer',
    answer: `# «send» 4001
${CRON}

(Responded with Wendell's full backup schedule as a table, in his dry, slightly preachy tone.)`,
    expect: [send(CRON, 4001)],
  }),
];
