import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtCli } from './run-cli.js';

/** Every module `file` imports statically, following dist/'s own chunks; returns the packages. */
function staticPackages(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  // import … from "x", export … from "x", and bare `import "x"`.
  for (const [, spec = ''] of text.matchAll(/^(?:import|export)\s*(?:[^;"']*?from\s*)?["']([^"']+)["']/gm)) {
    if (spec.startsWith('.')) {
      for (const p of staticPackages(path.join(path.dirname(file), spec), seen)) packages.add(p);
    } else packages.add(spec.replace(/^node:/, ''));
  }
  return packages;
}

describe('character-agent start-up', () => {
  it('loads no package before a command runs: --help reads the command table only', () => {
    const loaded = [...staticPackages(builtCli())];
    expect(loaded.filter((p) => !builtinModules.includes(p))).toEqual([]);
  });
});
