import { execFileSync } from 'node:child_process';
import { BUILT_CLI } from './cli/run-cli.js';

/** The process tier's tests start the built program, as users do: build it once before them. */
export default function buildCli(): void {
  execFileSync(process.execPath, ['node_modules/tsup/dist/cli-default.js', '--silent'], { stdio: 'inherit' });
  process.env[BUILT_CLI] = '1';
}
