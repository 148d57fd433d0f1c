import { main } from './app.js';

hideLocalStorageProbe();

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});

/**
 * Node 25 and later warn ("ExperimentalWarning: localStorage is not available because
 * --localstorage-file was not provided") whenever code reads `localStorage`; GramJS loads store2,
 * which reads it once to see whether a browser's storage is there. We never use it, so exactly
 * that warning is dropped; every other warning is printed as before.
 */
function hideLocalStorageProbe(): void {
  const emitWarning = process.emitWarning.bind(process);
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (text.startsWith('localStorage is not available because --localstorage-file')) return;
    (emitWarning as (warning: string | Error, ...rest: unknown[]) => void)(warning, ...rest);
  }) as typeof process.emitWarning;
}
