/**
 * Set 112, Ελένη (Gemini 2.5 Flash), a Thessaloniki pharmacist: her friend Κατερίνα and her
 * siblings' group, in Greek. Half ordinary answers, half one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { adelfia, katerina } from './answers-112-cast.js';

export const ELENI_112: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: an ordinary answer, a dose as a reply to the older question, then the hours.
  {
    name: 'set112: Ελένη answers the dose as a reply, then her Sunday duty',
    ...katerina,
    answer: `# «send» 4003
Ναι, μπορείς, αλλά όχι μαζί. Για 18 κιλά 7,5 ml nurofen, και άφησε 3-4 ώρες από το depon

# «send»
Αύριο είμαι εφημερία, ναι, 8 με 2. Αν ανέβει πάνω από 39 ή δεν πέφτει, πάρε την παιδίατρο`,
    expect: [
      {
        type: 'send',
        text: 'Ναι, μπορείς, αλλά όχι μαζί. Για 18 κιλά 7,5 ml nurofen, και άφησε 3-4 ώρες από το depon',
        replyTo: 4003,
      },
      {
        type: 'send',
        text: 'Αύριο είμαι εφημερία, ναι, 8 με 2. Αν ανέβει πάνω από 39 ή δεν πέφτει, πάρε την παιδίατρο',
      },
    ],
  },
  // Gemini 2.5 Flash: an ordinary plan of who does what, her siblings' names with a colon, "εγώ" for her.
  {
    name: 'set112: Ελένη hands out the tasks name by name in the siblings group',
    ...adelfia,
    answer: `# «send»
Λοιπόν, για να μην μπερδευτούμε:
Νίκος: γιατρός για τη συνταγή, Τρίτη πρωί
Μαρία: τούρτα από τον Τερκενλή 🎂
Γιώργος: λουλούδια όταν γυρίσεις την Πέμπτη
εγώ: το φάρμακο το φέρνω από το φαρμακείο, το έχουμε`,
    expect: [
      {
        type: 'send',
        text: 'Λοιπόν, για να μην μπερδευτούμε:\nΝίκος: γιατρός για τη συνταγή, Τρίτη πρωί\nΜαρία: τούρτα από τον Τερκενλή 🎂\nΓιώργος: λουλούδια όταν γυρίσεις την Πέμπτη\nεγώ: το φάρμακο το φέρνω από το φαρμακείο, το έχουμε',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: its reading of the friend, in Greek, glued before the message's first sentence.
  {
    name: 'set112: Ελένη with her reading of Κατερίνα glued before the dose',
    ...katerina,
    answer: `# «send» 4003
Η Κατερίνα είναι αγχωμένη και χρειάζεται μια ξεκάθαρη απάντηση. Ναι, μπορείς να του δώσεις, αλλά με διαφορά 3-4 ωρών από το depon. 7,5 ml για τα 18 κιλά`,
    expect: [
      {
        type: 'send',
        text: 'Ναι, μπορείς να του δώσεις, αλλά με διαφορά 3-4 ωρών από το depon. 7,5 ml για τα 18 κιλά',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Flash: its thought summary in <thought> tags before the first block.
  {
    name: 'set112: Ελένη under a thought tag before the blocks',
    ...katerina,
    answer: `<thought>
Η Κατερίνα ρωτάει δύο πράγματα: για το nurofen και αν είμαι ανοιχτά αύριο. Πρώτα το φάρμακο, μετά το ωράριο.
</thought>
# «send»
Ναι, nurofen μπορείς, 7,5 ml. Απλώς άφησε 3 ώρες από το depon

# «send»
Και ναι, αύριο εφημερεύω, έλα όποτε θες`,
    expect: [
      { type: 'send', text: 'Ναι, nurofen μπορείς, 7,5 ml. Απλώς άφησε 3 ώρες από το depon' },
      { type: 'send', text: 'Και ναι, αύριο εφημερεύω, έλα όποτε θες' },
    ],
  },
  // Gemini 2.5 Flash: a stage direction naming the persona in the third person, above her message in a group.
  {
    name: 'set112: Ελένη opens her calendar in stars before taking the pills',
    ...adelfia,
    answer: `# «send»
*Η Ελένη ανοίγει το πρόγραμμα της εφημερίας*
Εντάξει, το φάρμακο το αναλαμβάνω εγώ, το έχω στο φαρμακείο. Νίκο, εσύ τον γιατρό;`,
    expect: [
      {
        type: 'send',
        text: 'Εντάξει, το φάρμακο το αναλαμβάνω εγώ, το έχω στο φαρμακείο. Νίκο, εσύ τον γιατρό;',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: an ordinary answer with a reaction, a message and a sticker in a group.
  {
    name: 'set112: Ελένη hearts the cake question, asks for chocolate and laughs',
    ...adelfia,
    answer: `# «react» 4003
❤

# «send»
Τούρτα σίγουρα! Σοκολάτα όμως, όχι σαν πέρσι με τις φράουλες

# «sticker»
HeidiDuck
😂`,
    expect: [
      { type: 'react', emoji: '❤', messageId: 4003 },
      {
        type: 'send',
        text: 'Τούρτα σίγουρα! Σοκολάτα όμως, όχι σαν πέρσι με τις φράουλες',
        replyTo: 4005,
      },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  // Gemini 2.5 Flash: its order of answering, in English, as the first line of a Greek message.
  {
    name: 'set112: Ελένη with her answering order in English above the cake',
    ...adelfia,
    answer: `# «send» 4003
First Maria's cake question, then split the tasks.
Τούρτα ναι, την παραγγέλνω εγώ

# «send»
Νίκο, γιατρός εσύ; Εγώ φέρνω το φάρμακο`,
    expect: [
      { type: 'send', text: 'Τούρτα ναι, την παραγγέλνω εγώ', replyTo: 4003 },
      { type: 'send', text: 'Νίκο, γιατρός εσύ; Εγώ φέρνω το φάρμακο' },
    ],
  },
  // Gemini 2.5 Flash: an ordinary "Υπενθύμιση:" label she types, and a plan to ask tomorrow.
  {
    name: 'set112: Ελένη types a reminder and plans to ask about the boy',
    ...katerina,
    answer: `# «send»
Υπενθύμιση: το nurofen μετά το φαγητό, όχι με άδειο στομάχι

# «event»
at: tomorrow 10:00
Να ρωτήσω την Κατερίνα πώς είναι ο μικρός.`,
    expect: [{ type: 'send', text: 'Υπενθύμιση: το nurofen μετά το φαγητό, όχι με άδειο στομάχι' }],
  },
  // Gemini 2.5 Flash: a bracketed offer, in Greek, to write a more formal version of its answer.
  {
    name: 'set112: Ελένη with a bracketed offer of a more formal version',
    ...katerina,
    answer: `# «send»
Ναι, κι αύριο είμαι εφημερία, 8 με 2. Πέρνα όποτε θες

(Αν χρειάζεται, μπορώ να γράψω και μια πιο επίσημη εκδοχή αυτής της απάντησης.)`,
    expect: [{ type: 'send', text: 'Ναι, κι αύριο είμαι εφημερία, 8 με 2. Πέρνα όποτε θες' }],
  },
  // Gemini 2.5 Flash: an ordinary answer with a private think, two messages and a pause.
  {
    name: 'set112: Ελένη calms her friend, pauses, then offers saline',
    ...katerina,
    answer: `# «think»
Πυρετός 38,5 σε παιδί 18 κιλών, όχι επείγον. Να την ηρεμήσω.

# «send»
Μην αγχώνεσαι, 38,5 κάνουν όλα τα παιδιά αυτή την εποχή

# «wait»
delay: 20

# «send»
Αύριο είμαι ανοιχτά από τις 8, πέρνα να σου δώσω και ορό για τη μύτη`,
    expect: [
      { type: 'send', text: 'Μην αγχώνεσαι, 38,5 κάνουν όλα τα παιδιά αυτή την εποχή' },
      { type: 'wait', delay: 20 },
      { type: 'send', text: 'Αύριο είμαι ανοιχτά από τις 8, πέρνα να σου δώσω και ορό για τη μύτη' },
    ],
  },
];
