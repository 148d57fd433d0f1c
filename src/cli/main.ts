import { UserError } from '../support/errors.js';
import { main } from './app.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    if (
      err instanceof UserError ||
      (err instanceof Error && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      process.stderr.write(`character-agent: ${err.message}\n`);
    } else {
      process.stderr.write(
        `character-agent: unexpected error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
      );
    }
    process.exitCode = 1;
  },
);
