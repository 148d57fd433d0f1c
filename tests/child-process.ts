import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'tsup';

/**
 * Bundles a test's child-process script into a folder of this test process alone (parallel runs
 * never rebuild each other's child) and returns the script's path and how to remove it.
 */
export async function buildChild(
  name: string,
  entry: string,
  options: { noExternal?: string[] } = {},
): Promise<{ script: string; remove: () => void }> {
  const dir = path.resolve(`node_modules/.cache/cagent-${name}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  await build({
    entry: { [name]: entry },
    outDir: dir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    config: false,
    silent: true,
    splitting: false,
    noExternal: options.noExternal,
  });
  return {
    script: path.join(dir, `${name}.js`),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
