/**
 * A process that holds the state database at DB_FILE (as `run` does) until it is killed, for
 * tests/store/lock.test.ts: it says "held" on stdout once the hold is taken.
 */
import { holdState } from '../../src/store/lock.js';

const file = process.env.DB_FILE;
if (!file) throw new Error('DB_FILE is not set');
holdState(file, 'run');
process.stdout.write('held\n');
setInterval(() => {}, 60_000);
