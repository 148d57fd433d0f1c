import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layer diagram of DESIGN.md, enforced. Each line is a floor; a folder of `src/` may import
 * folders on lower floors only (type-only imports included: a type is a dependency too). Folders on
 * one floor are siblings and never import each other.
 */
const FLOORS: readonly (readonly string[])[] = [
  ['cli'],
  // The operator console serves the demo's offline world, a running `run` (live) and downloads
  // turns as fixtures through the workbench's writer: it sits on all three.
  ['console'],
  ['workbench', 'live'],
  ['offline'],
  ['terminal'],
  ['agent'],
  ['intake', 'delivery'],
  ['llm'],
  ['conversation'],
  ['media'],
  ['store'],
  ['tasks'],
  ['telegram'],
  ['config'],
  ['support'],
];

/** Vendor packages and the only folders that may import them. */
const VENDORS: Record<string, readonly string[]> = {
  telegram: ['src/telegram/gramjs/'],
  '@google/genai': ['src/llm/gemini-client.ts'],
  'better-sqlite3': ['src/store/'],
  kysely: ['src/store/'],
  sharp: ['src/media/normalise.ts', 'src/offline/media.ts'],
};

interface Import {
  from: string;
  spec: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name.startsWith('.') ? [] : sourceFiles(full);
    return e.name.endsWith('.ts') ? [full.split(path.sep).join('/')] : [];
  });
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every static, re-export and dynamic import of a file, comments left out. */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  return [...text.matchAll(IMPORT)].map((m) => ({ from: file, spec: (m[1] ?? m[2]) as string }));
}

function resolved(imp: Import): string | null {
  if (!imp.spec.startsWith('.')) return null;
  return path.posix
    .normalize(path.posix.join(path.posix.dirname(imp.from), imp.spec))
    .replace(/\.js$/, '.ts');
}

function folderOf(file: string): string | null {
  const m = /^src\/([^/]+)\//.exec(file);
  return m ? (m[1] as string) : null;
}

function floorOf(folder: string): number {
  const i = FLOORS.findIndex((floor) => floor.includes(folder));
  if (i < 0)
    throw new Error(`src/${folder}/ is on no floor of the layer diagram: add it to FLOORS and DESIGN.md`);
  return i;
}

function packageOf(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}

const srcImports = sourceFiles('src').flatMap(importsOf);

function violations(imports: readonly Import[] = srcImports): string[] {
  const out = new Set<string>();
  for (const imp of imports) {
    const from = folderOf(imp.from) as string;
    const target = resolved(imp);
    if (target) {
      const to = folderOf(target);
      if (to && to !== from && floorOf(to) <= floorOf(from)) out.add(`${imp.from} → ${to}`);
      continue;
    }
    const allowed = VENDORS[packageOf(imp.spec)];
    if (allowed && !allowed.some((place) => imp.from.startsWith(place))) {
      out.add(`${imp.from} → ${packageOf(imp.spec)}`);
    }
  }
  return [...out].sort();
}

/** Strongly connected components of more than one node (Tarjan). */
function cycles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('architecture', () => {
  it('finds the imports it checks (the scan itself works)', () => {
    expect(srcImports.length).toBeGreaterThan(500);
    expect(srcImports.some((i) => i.spec === '../store/open.js')).toBe(true);
  });

  it('flags an import that runs upward, one between siblings and a vendor outside its adapter', () => {
    expect(
      violations([
        { from: 'src/store/tasks.ts', spec: '../agent/runtime.js' },
        { from: 'src/intake/gate.ts', spec: '../delivery/typing.js' },
        { from: 'src/media/library.ts', spec: 'telegram' },
        { from: 'src/agent/turn.ts', spec: '../store/open.js' },
      ]),
    ).toEqual([
      'src/intake/gate.ts → delivery',
      'src/media/library.ts → telegram',
      'src/store/tasks.ts → agent',
    ]);
  });

  it('every folder of src/ imports only folders on lower floors, and vendors only in their adapters', () => {
    expect(violations()).toEqual([]);
  });

  it('has no import cycle between folders of src/', () => {
    const edges = new Map<string, Set<string>>();
    for (const imp of srcImports) {
      const target = resolved(imp);
      const from = folderOf(imp.from);
      const to = target && folderOf(target);
      if (!from || !to || from === to) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
    expect(cycles(edges).map((c) => c.join(' ⇄ '))).toEqual([]);
  });

  it('has no import cycle between files of src/', () => {
    const edges = new Map<string, Set<string>>();
    for (const imp of srcImports) {
      const target = resolved(imp);
      if (target) edges.set(imp.from, (edges.get(imp.from) ?? new Set()).add(target));
    }
    expect(cycles(edges)).toEqual([]);
  });

  it('makes model clients in one place: the factory (the rest of src/ is provider-neutral)', () => {
    const clients = sourceFiles('src').filter((file) =>
      readFileSync(file, 'utf8').includes('new GeminiClient('),
    );
    expect(clients).toEqual(['src/llm/model.ts']);
  });

  it('tests and benchmarks import nothing from src/cli/ but its entry (they use the folders the commands use)', () => {
    const fromCli = [...sourceFiles('tests'), ...sourceFiles('bench')]
      .flatMap(importsOf)
      .filter((imp) => resolved(imp)?.startsWith('src/cli/'))
      .map((imp) => `${imp.from} → ${imp.spec}`);
    // The CLI tests run a command line in-process through `main`, as the built program does.
    expect(fromCli).toEqual(['tests/cli/run-cli.ts → ../../src/cli/app.js']);
  });
});
