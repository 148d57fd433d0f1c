import { storageFailure } from '../store/failure.js';
import { AccessError, EXIT, errorMessage, StorageError, UserError } from '../support/errors.js';
import { FILE_PROBLEMS } from '../support/files.js';

/** How a command line ended in failure: the one line on stderr (without the program's name) and the exit code. */
export interface Failure {
  line: string;
  code: number;
}

/**
 * The one place an error becomes a line and an exit code. A mistake the user can act on (a
 * UserError, a malformed option, a storage failure) is one line with its own code; anything
 * else is a bug: exit 70 and one line, with the stack only under --verbose.
 */
export function failureOf(err: unknown, verbose: boolean): Failure {
  const failure = classify(err, verbose);
  return { ...failure, line: visible(failure.line, verbose && failure.code === EXIT.internal) };
}

/**
 * Control characters as `\xNN`: a message may quote untrusted bytes (a card, a fixture, a file
 * name), which must not move the cursor or recolour the operator's terminal, nor break the one
 * line. A stack (internal errors under --verbose) keeps its line breaks.
 */
function visible(line: string, keepLineBreaks: boolean): string {
  return line.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) =>
    keepLineBreaks && c === '\n' ? c : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
}

function classify(err: unknown, verbose: boolean): Failure {
  if (err instanceof UserError) return { line: err.message, code: err.exitCode };
  if (err instanceof Error && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))
    return { line: err.message, code: EXIT.usage };
  const storage = isSqliteError(err) ? storageFailure(err) : fileFailure(err);
  if (storage) return { line: storage.message, code: storage.exitCode };
  const detail = verbose && err instanceof Error && err.stack ? err.stack : oneLine(errorMessage(err));
  return {
    line: `unexpected error: ${detail}${verbose ? '' : ' (run with --verbose for the stack)'}`,
    code: EXIT.internal,
  };
}

function isSqliteError(err: unknown): boolean {
  return err instanceof Error && 'code' in err && String(err.code).startsWith('SQLITE_');
}

/** A file-system error that names its file: that file and what is wrong, as one line. */
function fileFailure(err: unknown): UserError | undefined {
  if (!(err instanceof Error) || !('code' in err) || !('path' in err)) return undefined;
  const problem = FILE_PROBLEMS[String(err.code)];
  if (problem === undefined) return undefined;
  const line = `${String(err.path)}: ${problem}`;
  return err.code === 'EACCES' || err.code === 'EPERM' ? new AccessError(line) : new StorageError(line);
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ');
}
