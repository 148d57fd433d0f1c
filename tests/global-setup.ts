import { execFileSync } from 'node:child_process';

/** CLI tests run the built program, as users do: build it once before the suite. */
export default function setup(): void {
  execFileSync(process.execPath, ['node_modules/tsup/dist/cli-default.js', '--silent'], { stdio: 'inherit' });
}
