/**
 * Set 67, Giulia and Marco (Italian): the grandmother's ragù, a Minecraft server's config with
 * comments, opening a port, Sundays at nonna's. Real messages with a grandmother's tip, a N.B.,
 * her sayings signed with her name and a PS; slips of a tone note, the turn analysed between
 * the config and its explanation, an offer and a closing wish, a checklist, a cut answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { giulia, l, p, send } from './answers-67-cast.js';

const RAGU = l(
  'Ragù della nonna Pina (per 6):',
  '',
  '- 300 g di manzo macinato grosso + 200 g di maiale',
  '- 1 carota, 1 costa di sedano, 1 cipolla, tritati finissimi',
  '- 1 bicchiere di vino rosso',
  '- 700 g di passata',
  '- olio, sale, un pezzetto di burro',
  '',
  '1. Soffritto lento nell’olio e burro, 15 minuti, deve diventare dolce',
  '2. Carne a fuoco alto finché non sfrigola e perde l’acqua',
  '3. Vino, e lo lasci evaporare tutto',
  '4. Passata, sale, coperchio socchiuso, fuoco al minimo: 3 ore. Sì, tre.',
);
const CONSIGLIO =
  'Consiglio della nonna: ogni tanto aggiungi un mestolo di latte, non di acqua. Non chiedermi perché, funziona.';
const CONFIG_INTRO = 'Ecco il mio server.properties, ho commentato le righe che contano:';
const CONFIG = l(
  '```properties',
  '# la porta che devi aprire sul router',
  'server-port=25565',
  '# lascia vuoto, altrimenti ascolta solo su un indirizzo',
  'server-ip=',
  '# questo era il tuo problema: con true entrano solo quelli in lista',
  'white-list=false',
  '# i ragazzi hanno Minecraft pirata? allora serve false, ma occhio',
  'online-mode=true',
  'max-players=10',
  '```',
);
const CONFIG_DOPO =
  'Dopo averlo cambiato riavvia il server, non basta salvare il file. E dimmi che versione hanno loro, deve essere uguale alla tua.';

export const GIULIA_SET: readonly CorpusEntry[] = [
  giulia({
    name: 'giulia: the ragù with the grandmother’s tip and a N.B.',
    answer: send(p(RAGU, CONSIGLIO, 'N.B. il giorno dopo è più buono, quindi se puoi fallo sabato.'), 4001),
    expect: [
      {
        type: 'send',
        text: p(RAGU, CONSIGLIO, 'N.B. il giorno dopo è più buono, quindi se puoi fallo sabato.'),
        replyTo: 4001,
      },
    ],
  }),
  giulia({
    name: 'giulia: the config with its comments, before and after',
    answer: send(p(l(CONFIG_INTRO, CONFIG), CONFIG_DOPO), 4003),
    expect: [{ type: 'send', text: p(l(CONFIG_INTRO, CONFIG), CONFIG_DOPO), replyTo: 4003 }],
  }),
  // A closing line on the tone kept, as Gemini adds in Italian.
  giulia({
    name: 'giulia: the ragù, then a line on the tone kept',
    answer: send(
      p(RAGU, CONSIGLIO, 'Ho mantenuto un tono affettuoso e scherzoso, come tra amici di lunga data.'),
    ),
    expect: [{ type: 'send', text: p(RAGU, CONSIGLIO) }],
  }),
  // The turn analysed in the third person between the config and what to do after it.
  giulia({
    name: 'giulia: the config, a paragraph on what Marco asked, then the advice',
    answer: send(
      p(
        l(CONFIG_INTRO, CONFIG),
        'Marco chiede aiuto con il file di configurazione: gli spiego cosa cambiare e perché i suoi amici non riescono a entrare.',
        CONFIG_DOPO,
      ),
      4003,
    ),
    expect: [{ type: 'send', text: p(l(CONFIG_INTRO, CONFIG), CONFIG_DOPO), replyTo: 4003 }],
  }),
  // Two slips: an offer to rewrite the answer shorter, then the helper's closing wish.
  giulia({
    name: 'giulia: the ragù, an offer of a shorter version and a closing wish',
    answer: send(
      p(
        RAGU,
        CONSIGLIO,
        'Vuoi che la riscriva in una versione più breve?',
        'Spero che questa risposta ti sia utile!',
      ),
      4001,
    ),
    expect: [{ type: 'send', text: p(RAGU, CONSIGLIO), replyTo: 4001 }],
  }),
  giulia({
    name: 'giulia: the rules of nonna’s kitchen, signed with her sayings',
    answer: send(
      p(
        'Già che ci sei, le regole della cucina della nonna, da rispettare domenica:',
        l(
          '1. Il ragù non si assaggia col dito.',
          '2. La pasta si butta quando gli ospiti sono seduti, non prima.',
          '3. Il parmigiano sul pesce no. Mai.',
        ),
        l('«Il ragù non ha fretta, ce l’hai tu.»', '— nonna Pina, ogni domenica dal 1974'),
      ),
    ),
    expect: [
      {
        type: 'send',
        text: p(
          'Già che ci sei, le regole della cucina della nonna, da rispettare domenica:',
          l(
            '1. Il ragù non si assaggia col dito.',
            '2. La pasta si butta quando gli ospiti sono seduti, non prima.',
            '3. Il parmigiano sul pesce no. Mai.',
          ),
          l('«Il ragù non ha fretta, ce l’hai tu.»', '— nonna Pina, ogni domenica dal 1974'),
        ),
      },
    ],
  }),
  // A checklist of what the turn covered under the second of two messages.
  giulia({
    name: 'giulia: the ragù and the config, then a checklist of the turn',
    answer:
      send(RAGU, 4001) +
      '\n' +
      send(
        p(
          l(CONFIG_INTRO, CONFIG),
          CONFIG_DOPO,
          l('✔ ricetta del ragù inviata', '✔ problema del server risolto'),
        ),
        4003,
      ),
    expect: [
      { type: 'send', text: RAGU, replyTo: 4001 },
      { type: 'send', text: p(l(CONFIG_INTRO, CONFIG), CONFIG_DOPO), replyTo: 4003 },
    ],
  }),
  giulia({
    name: 'giulia: Sundays at nonna’s, a story',
    answer: send(
      p(
        'Ti racconto come funziona da noi, così capisci perché tre ore.',
        'La nonna mette su il ragù alle otto, prima della messa. Quando torna, la casa profuma fino al pianerottolo e il vicino del terzo piano trova sempre una scusa per passare a «restituire» qualcosa.',
        'A mezzogiorno lo zio Nino assaggia di nascosto, la nonna lo becca, lui giura di no col cucchiaio ancora in mano. Succede da trent’anni, identico.',
        'Quindi: non avere fretta, e se qualcuno assaggia col dito, fallo uscire.',
      ),
    ),
    expect: [
      {
        type: 'send',
        text: p(
          'Ti racconto come funziona da noi, così capisci perché tre ore.',
          'La nonna mette su il ragù alle otto, prima della messa. Quando torna, la casa profuma fino al pianerottolo e il vicino del terzo piano trova sempre una scusa per passare a «restituire» qualcosa.',
          'A mezzogiorno lo zio Nino assaggia di nascosto, la nonna lo becca, lui giura di no col cucchiaio ancora in mano. Succede da trent’anni, identico.',
          'Quindi: non avere fretta, e se qualcuno assaggia col dito, fallo uscire.',
        ),
      },
    ],
  }),
  // An answer cut at the output limit inside its second message.
  giulia({
    name: 'giulia: the config whole, the ragù message cut off',
    truncated: true,
    answer:
      send(p(l(CONFIG_INTRO, CONFIG), CONFIG_DOPO), 4003) +
      '\n' +
      send('Ragù della nonna Pina (per 6):\n\n- 300 g di manzo macinato gr', 4001),
    expect: [{ type: 'send', text: p(l(CONFIG_INTRO, CONFIG), CONFIG_DOPO), replyTo: 4003 }],
    withheld: ['truncated'],
  }),
  giulia({
    name: 'giulia: opening the port step by step, with a PS',
    answer: send(
      p(
        'Se ancora non entrano, è il router. Passi:',
        l(
          '1. Vai su 192.168.1.1 dal browser (user e password sono sotto il router)',
          '2. Cerca «Port forwarding» o «Virtual server»',
          '3. Nuova regola: porta 25565, TCP, verso l’IP del PC dove gira il server',
          '4. Salva e riavvia il router',
          '5. Ai ragazzi dai il tuo IP pubblico (lo vedi su whatismyip.com), non quello 192.168',
        ),
        'PS: non dare l’IP in giro sul gruppo di classe, mandalo in privato ai ragazzi.',
      ),
    ),
    expect: [
      {
        type: 'send',
        text: p(
          'Se ancora non entrano, è il router. Passi:',
          l(
            '1. Vai su 192.168.1.1 dal browser (user e password sono sotto il router)',
            '2. Cerca «Port forwarding» o «Virtual server»',
            '3. Nuova regola: porta 25565, TCP, verso l’IP del PC dove gira il server',
            '4. Salva e riavvia il router',
            '5. Ai ragazzi dai il tuo IP pubblico (lo vedi su whatismyip.com), non quello 192.168',
          ),
          'PS: non dare l’IP in giro sul gruppo di classe, mandalo in privato ai ragazzi.',
        ),
      },
    ],
  }),
];
