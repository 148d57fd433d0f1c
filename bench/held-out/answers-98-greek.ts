/**
 * Set 98 in Greek: Ελένη with her cousin Κατερίνα, about a christening and a kitten (Gemini 2.5
 * Flash, 2.5 Pro and 3 Flash). Half ordinary answers, some about other people's fears or a plan
 * summed up; half with the model's reading of Κατερίνα or its plan left in.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { christening, kitten } from './answers-98-cast.js';

export const GREEK_98: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: an ordinary two-message answer.
  {
    name: 'set98: Ελένη tells her cousin whose christening it is, ordinary',
    ...christening,
    answer: `# «send»
Κατερίνα μου, είναι το παιδί σας, όχι της πεθεράς σου

# «send»
Πες της ευγενικά ότι θέλετε να γίνει εδώ, και άφησέ την να διαλέξει εκείνη τις μπομπονιέρες. Να νιώσει ότι συμμετέχει`,
    expect: [
      { type: 'send', text: 'Κατερίνα μου, είναι το παιδί σας, όχι της πεθεράς σου' },
      {
        type: 'send',
        text: 'Πες της ευγενικά ότι θέλετε να γίνει εδώ, και άφησέ την να διαλέξει εκείνη τις μπομπονιέρες. Να νιώσει ότι συμμετέχει',
      },
    ],
  },
  // Gemini 2.5 Pro: what the husband fears, in the third person, replying to 4003 (a twin of a reading).
  {
    name: 'set98: Ελένη says what Νίκος fears, ordinary',
    ...christening,
    answer: `# «send» 4003
Ο Νίκος φοβάται να τα χαλάσει με τη μάνα του, γι' αυτό σωπαίνει. Μίλα του πρώτα εσύ, χωρίς εκείνη μπροστά

# «send»
Και ναι, να της πεις όχι. Με γλυκό τρόπο, αλλά όχι`,
    expect: [
      {
        type: 'send',
        text: "Ο Νίκος φοβάται να τα χαλάσει με τη μάνα του, γι' αυτό σωπαίνει. Μίλα του πρώτα εσύ, χωρίς εκείνη μπροστά",
        replyTo: 4003,
      },
      { type: 'send', text: 'Και ναι, να της πεις όχι. Με γλυκό τρόπο, αλλά όχι' },
    ],
  },
  // Gemini 2.5 Pro: a bold label naming the reading, as the body's first line.
  {
    name: 'set98: Ελένη under a bold reading label',
    ...christening,
    answer: `# «send»
**Ανάγνωση:** Η Κατερίνα νιώθει παγιδευμένη ανάμεσα στον άντρα της και την πεθερά.
Πες της όχι, αλλά πρότεινε να κάνετε ένα τραπέζι και στο χωριό το καλοκαίρι. Έτσι δεν χάνει κανείς`,
    expect: [
      {
        type: 'send',
        text: 'Πες της όχι, αλλά πρότεινε να κάνετε ένα τραπέζι και στο χωριό το καλοκαίρι. Έτσι δεν χάνει κανείς',
      },
    ],
  },
  // Gemini 2.5 Flash: what the partner wants, by name, after a full stop on the message's line.
  {
    name: 'set98: Ελένη with what Κατερίνα wants after a full stop',
    ...christening,
    answer: `# «send»
Μην της πεις σκέτο όχι, βρες μια μέση λύση. Η Κατερίνα θέλει κάποιον να της δώσει την άδεια να αρνηθεί.`,
    expect: [{ type: 'send', text: 'Μην της πεις σκέτο όχι, βρες μια μέση λύση.' }],
  },
  // Gemini 3 Flash: a plan summed up for the cousin (a twin of a plan note).
  {
    name: 'set98: Ελένη sums up the plan, ordinary',
    ...christening,
    answer: `# «send»
Άρα: βάφτιση εδώ τον Ιούνιο, τραπέζι στου Μήτσου, και η πεθερά σου αναλαμβάνει τις μπομπονιέρες. Όλοι κερδίζουν 😄

# «send»
Τα κουλουράκια τα φτιάχνω εγώ, μην το συζητάς`,
    expect: [
      {
        type: 'send',
        text: 'Άρα: βάφτιση εδώ τον Ιούνιο, τραπέζι στου Μήτσου, και η πεθερά σου αναλαμβάνει τις μπομπονιέρες. Όλοι κερδίζουν 😄',
      },
      { type: 'send', text: 'Τα κουλουράκια τα φτιάχνω εγώ, μην το συζητάς' },
    ],
  },
  // Gemini 2.5 Flash: a reaction, then a message about her husband in the third person.
  {
    name: 'set98: Ελένη reacts and offers to take the kitten, ordinary',
    ...kitten,
    answer: `# «react» 4003
❤

# «send»
Φέρ' το αύριο το πρωί στον φούρνο. Ο Στέλιος θα γκρινιάξει, αλλά σε δυο μέρες θα έχει λιώσει 😂`,
    expect: [
      { type: 'react', emoji: '❤', messageId: 4003 },
      {
        type: 'send',
        text: "Φέρ' το αύριο το πρωί στον φούρνο. Ο Στέλιος θα γκρινιάξει, αλλά σε δυο μέρες θα έχει λιώσει 😂",
      },
    ],
  },
  // Gemini 3 Flash: an English plan line left as the first body's last paragraph, between messages.
  {
    name: 'set98: Ελένη with an English plan line between messages',
    ...kitten,
    answer: `# «send»
Εγώ! Το παίρνω εγώ 🥹

Plan: agree to foster, then ask about vaccines and food.

# «send»
Του έκανε εμβόλια ο κτηνίατρος ή είναι ακόμα μικρό;`,
    expect: [
      { type: 'send', text: 'Εγώ! Το παίρνω εγώ 🥹' },
      { type: 'send', text: 'Του έκανε εμβόλια ο κτηνίατρος ή είναι ακόμα μικρό;' },
    ],
  },
  // Gemini 2.5 Pro: a bracketed register note in Greek as the body's last line.
  {
    name: 'set98: Ελένη with a bracketed register note at the end',
    ...kitten,
    answer: `# «send»
Έλα, φέρ' το σπίτι απόψε. Έχω ακόμα το καλαθάκι της Μπέμπας
(Ζεστός, οικογενειακός τόνος, είναι ξαδέρφη.)`,
    expect: [{ type: 'send', text: "Έλα, φέρ' το σπίτι απόψε. Έχω ακόμα το καλαθάκι της Μπέμπας" }],
  },
  // Gemini 2.5 Flash: a message saying when her husband's answer will come (a twin of talk about the answer).
  {
    name: 'set98: Ελένη says the answer will come by Friday, ordinary',
    ...kitten,
    answer: `# «send»
Θα ρωτήσω τον Στέλιο απόψε. Η απάντηση θα σου έρθει μέχρι την Παρασκευή το πολύ 🙂

# «send»
Μέχρι τότε κράτα το εσύ, ο σπιτονοικοκύρης δεν θα το καταλάβει για τρεις μέρες`,
    expect: [
      {
        type: 'send',
        text: 'Θα ρωτήσω τον Στέλιο απόψε. Η απάντηση θα σου έρθει μέχρι την Παρασκευή το πολύ 🙂',
      },
      {
        type: 'send',
        text: 'Μέχρι τότε κράτα το εσύ, ο σπιτονοικοκύρης δεν θα το καταλάβει για τρεις μέρες',
      },
    ],
  },
  // Gemini 3 Flash: what the partner feels, with no subject, glued above the message.
  {
    name: 'set98: Ελένη with what her cousin feels glued on top, no subject',
    ...kitten,
    answer: `# «send»
Νιώθει ενοχές που δεν μπορεί να το κρατήσει.
Μη στενοχωριέσαι, έκανες ήδη το πιο σημαντικό, το έσωσες! Το παίρνω εγώ`,
    expect: [
      { type: 'send', text: 'Μη στενοχωριέσαι, έκανες ήδη το πιο σημαντικό, το έσωσες! Το παίρνω εγώ' },
    ],
  },
];
