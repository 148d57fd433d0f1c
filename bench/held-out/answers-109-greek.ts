/**
 * Set 109, Greek: Κατερίνα with her brother Νίκος about their mother, and in her cousins' group
 * planning their grandmother's 80th (Gemini 2.5 Pro). Their mother's words passed on, advice, her
 * own plans and feelings, the arrangements summed up, beside a reading, an aim, an appraisal, a
 * recap, a register label and narration.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { mother, yiayia } from './answers-109-cast.js';

export const GREEK_109: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: a yes, then what their mother said and feels, passed on in the third person.
  {
    name: "set109: Κατερίνα passes on their mother's words",
    ...mother,
    answer: `# «send»
Πάρ' την απόψε, σίγουρα

# «send»
Μου είπε χθες ότι της λείπεις πολύ, απλώς δεν θέλει να το δείξει και γι' αυτό γκρινιάζει`,
    expect: [
      { type: 'send', text: "Πάρ' την απόψε, σίγουρα" },
      {
        type: 'send',
        text: "Μου είπε χθες ότι της λείπεις πολύ, απλώς δεν θέλει να το δείξει και γι' αυτό γκρινιάζει",
      },
    ],
  },
  // Gemini 2.5 Pro: its English reading of the partner by pronoun, a paragraph above the message.
  {
    name: 'set109: Κατερίνα under an English reading of Νίκος',
    ...mother,
    answer: `# «send»
He feels guilty and is really asking for permission to call.

Πάρ' την, Νίκο. Θα χαρεί πολύ, ας μην το παραδέχεται`,
    expect: [{ type: 'send', text: "Πάρ' την, Νίκο. Θα χαρεί πολύ, ας μην το παραδέχεται" }],
  },
  // Gemini 2.5 Pro: what the answer should achieve, glued after the message's full stop.
  {
    name: 'set109: Κατερίνα with an aim after a full stop',
    ...mother,
    answer: `# «send»
Πάρ' την απόψε, θα χαρεί. Στόχος: να τον ενθαρρύνω χωρίς να του φορτώσω ενοχές.

# «send»
Και πες της για τον Αύγουστο, να έχει κάτι να περιμένει`,
    expect: [
      { type: 'send', text: "Πάρ' την απόψε, θα χαρεί." },
      { type: 'send', text: 'Και πες της για τον Αύγουστο, να έχει κάτι να περιμένει' },
    ],
  },
  // Gemini 2.5 Pro: her own plan, then advice a sister types under a label of her own.
  {
    name: 'set109: Κατερίνα plans a visit and gives labelled advice',
    ...mother,
    answer: `# «send»
Εγώ πάω να τη δω την Τετάρτη

# «send»
Συμβουλή: μην της πεις «δεν έχω χρόνο». Πες της πότε θα έρθεις, έστω και για μια μέρα`,
    expect: [
      { type: 'send', text: 'Εγώ πάω να τη δω την Τετάρτη' },
      {
        type: 'send',
        text: 'Συμβουλή: μην της πεις «δεν έχω χρόνο». Πες της πότε θα έρθεις, έστω και για μια μέρα',
      },
    ],
  },
  // Gemini 2.5 Pro: an appraisal of its own reply, in parentheses, as the last paragraph.
  {
    name: 'set109: Κατερίνα, then her reply appraised in parentheses',
    ...mother,
    answer: `# «send»
Πάρ' την, μη το σκέφτεσαι. Θα της φτιάξεις τη μέρα

(Η απάντηση βγήκε ζεστή και σύντομη, όπως ταιριάζει σε αδελφή.)`,
    expect: [{ type: 'send', text: "Πάρ' την, μη το σκέφτεσαι. Θα της φτιάξεις τη μέρα" }],
  },
  // Gemini 2.5 Pro: a callout answered, then the plan summed up for the cousins.
  {
    name: 'set109: Κατερίνα answers how many fit and sums up the party',
    ...yiayia,
    answer: `# «send»
Άνετα 20, κι αν βγάλουμε και το τραπέζι της κουζίνας, ίσως 25

# «send»
Άρα: Κυριακή 14/7 στην αυλή μου, ο Γιώργος το αρνί, την τούρτα την κανονίζουμε ακόμα 😄`,
    expect: [
      {
        type: 'send',
        text: 'Άνετα 20, κι αν βγάλουμε και το τραπέζι της κουζίνας, ίσως 25',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Άρα: Κυριακή 14/7 στην αυλή μου, ο Γιώργος το αρνί, την τούρτα την κανονίζουμε ακόμα 😄',
      },
    ],
  },
  // Gemini 2.5 Pro: an English recap of who asked what, as a send block between the messages.
  {
    name: 'set109: Κατερίνα with an English recap between messages',
    ...yiayia,
    answer: `# «send»
Χωράμε καμιά εικοσαριά άνετα

# «send»
Recap: Sofia asked about capacity and Maria about the cake; capacity answered, now offering to take the cake.

# «send»
Την τούρτα την αναλαμβάνω εγώ!`,
    expect: [
      { type: 'send', text: 'Χωράμε καμιά εικοσαριά άνετα', replyTo: 4005 },
      { type: 'send', text: 'Την τούρτα την αναλαμβάνω εγώ!' },
    ],
  },
  // Gemini 2.5 Pro: a reaction to the date, an answer, and her own feelings about the day.
  {
    name: 'set109: Κατερίνα reacts and says she is moved',
    ...yiayia,
    answer: `# «react» 4000
❤

# «send»
Χωράνε γύρω στα 20 άτομα

# «send»
Εγώ πάντως έχω ήδη συγκινηθεί, 80 χρόνια η γιαγιά μας 🥹`,
    expect: [
      { type: 'react', emoji: '❤', messageId: 4000 },
      { type: 'send', text: 'Χωράνε γύρω στα 20 άτομα', replyTo: 4005 },
      { type: 'send', text: 'Εγώ πάντως έχω ήδη συγκινηθεί, 80 χρόνια η γιαγιά μας 🥹' },
    ],
  },
  // Gemini 2.5 Pro: what the grandmother wants, passed on, and a bracketed aside of her own.
  {
    name: "set109: Κατερίνα relays the grandmother's wish and takes the cake",
    ...yiayia,
    answer: `# «send»
Χωράνε 20, μην ανησυχείς

# «send»
Η γιαγιά πάντως μου είπε ότι δεν θέλει φασαρίες, θέλει μόνο να είμαστε όλοι μαζί

# «send»
Την τούρτα την παίρνω εγώ (από τον Ζαχαρία, όχι δική μου, ησυχάστε 😅)`,
    expect: [
      { type: 'send', text: 'Χωράνε 20, μην ανησυχείς', replyTo: 4005 },
      {
        type: 'send',
        text: 'Η γιαγιά πάντως μου είπε ότι δεν θέλει φασαρίες, θέλει μόνο να είμαστε όλοι μαζί',
      },
      { type: 'send', text: 'Την τούρτα την παίρνω εγώ (από τον Ζαχαρία, όχι δική μου, ησυχάστε 😅)' },
    ],
  },
  // Gemini 2.5 Pro, two slips: a bare register label on the first line, then narration as a block.
  {
    name: 'set109: Κατερίνα under a register label, then narrated counting chairs',
    ...yiayia,
    answer: `# «send»
Ύφος: χαλαρό, οικογενειακό.
Χωράνε καμιά εικοσαριά, άνετα

# «send»
*Η Κατερίνα κοιτάζει την αυλή και μετράει καρέκλες*`,
    expect: [{ type: 'send', text: 'Χωράνε καμιά εικοσαριά, άνετα', replyTo: 4005 }],
  },
];
