import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN.md names files and symbols so a reader can go straight to them; a renamed symbol or a
 * moved file leaves the page pointing at nothing. Every backticked repository path must exist and
 * every backticked code name must be something src/ exports, or a member of a class, interface,
 * type or object it declares (private `#members` included).
 */

const DESIGN = fs.readFileSync('DESIGN.md', 'utf8');

/** Names DESIGN.md rightly uses that src/ does not declare. `file`, when given, must contain the name. */
const NOT_IN_SRC: Record<string, { reason: string; file?: string }> = {
  FLOORS: { reason: 'the layer table of the architecture test', file: 'tests/architecture.test.ts' },
  VENDORS: { reason: 'the vendor table of the architecture test', file: 'tests/architecture.test.ts' },
  runCli: { reason: 'the test helper that starts the built CLI', file: 'tests/cli/run-cli.ts' },
  runCliInProcess: { reason: 'the test helper that calls main in-process', file: 'tests/cli/run-cli.ts' },
  HELD_BACK: { reason: "a module's own table, named so the reader finds it", file: 'src/terminal/render.ts' },
  resolvePersona: {
    reason: "the schema's own step, named so the reader finds it",
    file: 'src/config/resolved.ts',
  },
  Date: { reason: "JavaScript's global" },
  parseArgs: { reason: 'a node:util function' },
  parseEnv: { reason: 'a node:util function' },
  CHARACTER_AGENT_NO_DOTENV: {
    reason: 'an environment variable, read by its string',
    file: 'src/config/env.ts',
  },
  PhotoSize: { reason: 'a GramJS type (Api.PhotoSize)' },
  PhotoSizeProgressive: { reason: 'a GramJS type (Api.PhotoSizeProgressive)' },
  UpdatesTooLong: { reason: 'a Telegram update (Api.UpdatesTooLong)' },
  UpdateChannelTooLong: { reason: 'a Telegram update (Api.UpdateChannelTooLong)' },
  UpdateChannel: { reason: 'a Telegram update (Api.UpdateChannel)' },
  UpdateUserTyping: { reason: 'a Telegram update (Api.UpdateUserTyping)' },
  GetDifference: { reason: 'a Telegram method (updates.GetDifference)' },
  GetChannelDifference: { reason: 'a Telegram method (updates.GetChannelDifference)' },
  GetState: { reason: 'a Telegram method (updates.GetState)' },
  UpdateStatus: { reason: 'a Telegram method (account.UpdateStatus)' },
  TelegramClient: { reason: "GramJS's client class" },
  PEER_FLOOD: { reason: 'a Telegram error code' },
  SESSION_REVOKED: { reason: 'a Telegram error code' },
  SESSION_EXPIRED: { reason: 'a Telegram error code' },
  USER_DEACTIVATED: { reason: 'a Telegram error code' },
  exactOptionalPropertyTypes: { reason: 'a TypeScript compiler option', file: 'tsconfig.json' },
  networkSocket: { reason: 'a GramJS client option', file: 'tests/telegram/gramjs/peer/harness.ts' },
  kysely_migration: { reason: "kysely's migration table", file: 'src/store/migrate.ts' },
  localStorage: { reason: "Node's global that GramJS's storage helper touches" },
};

/** Backticked spans outside fenced code blocks. */
function backticked(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? '');
}

const spans = backticked(DESIGN);

const REPO_PATH = /^(src|tests|bench|prompts|docs|deploy|schema)\/[\w./-]*$/;
const CHAIN = /^#?[A-Za-z_$][\w$]*(\.#?[A-Za-z_$][\w$]*)*$/;
const CODE_NAME = [
  /^#?[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/, // camelCase
  /^[A-Z][a-z0-9]+[A-Za-z0-9]*$/, // PascalCase
  /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/, // SCREAMING_CASE
];
const isCodeName = (word: string) => CODE_NAME.some((re) => re.test(word));

/** A span as the chain of names it reads: `A.b()`, `Task<K>`, `openStore(file, …)` → ['A','b'], … */
function chainOf(span: string): string[] | undefined {
  const bare = span.replace(/\(.*\)$/, '').replace(/<[^<>]*>$/, '');
  return CHAIN.test(bare) ? bare.split('.') : undefined;
}

interface Declared {
  exports: Set<string>;
  members: Map<string, Set<string>>;
  anyMember: Set<string>;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

function memberName(name: ts.PropertyName | ts.BindingName | undefined): string | undefined {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return undefined;
}

function membersOfType(type: ts.TypeNode | undefined): string[] {
  if (!type) return [];
  if (ts.isTypeLiteralNode(type)) return type.members.flatMap((m) => memberName(m.name) ?? []);
  if (ts.isIntersectionTypeNode(type) || ts.isUnionTypeNode(type)) return type.types.flatMap(membersOfType);
  return [];
}

function membersOfValue(init: ts.Expression | undefined): string[] {
  if (!init) return [];
  let e: ts.Expression = init;
  while (ts.isSatisfiesExpression(e) || ts.isAsExpression(e) || ts.isParenthesizedExpression(e))
    e = e.expression;
  if (ts.isObjectLiteralExpression(e)) return e.properties.flatMap((p) => memberName(p.name) ?? []);
  if (ts.isClassExpression(e)) return e.members.flatMap((m) => memberName(m.name) ?? []);
  return [];
}

type NamedDeclaration =
  | ts.ClassDeclaration
  | ts.InterfaceDeclaration
  | ts.TypeAliasDeclaration
  | ts.FunctionDeclaration
  | ts.EnumDeclaration;

function hasName(node: ts.Statement): node is NamedDeclaration {
  return (
    ts.isClassDeclaration(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    ts.isFunctionDeclaration(node) ||
    ts.isEnumDeclaration(node)
  );
}

function declared(): Declared {
  const d: Declared = { exports: new Set(), members: new Map(), anyMember: new Set() };
  const add = (owner: string, names: readonly string[]) => {
    const set = d.members.get(owner) ?? new Set<string>();
    for (const n of names) {
      set.add(n);
      d.anyMember.add(n);
    }
    d.members.set(owner, set);
  };
  for (const file of sourceFiles('src')) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const node of source.statements) {
      const exported = ts.canHaveModifiers(node)
        ? (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
        : false;
      const owner = hasName(node) ? node.name?.text : undefined;
      if ((ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node)) && owner)
        add(
          owner,
          node.members.flatMap((m) => memberName(m.name) ?? []),
        );
      if (ts.isTypeAliasDeclaration(node) && owner) add(owner, membersOfType(node.type));
      if (ts.isVariableStatement(node))
        for (const v of node.declarationList.declarations) {
          const name = memberName(v.name);
          if (!name) continue;
          add(name, membersOfValue(v.initializer));
          if (exported) d.exports.add(name);
        }
      if (exported && owner) d.exports.add(owner);
      if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause))
        for (const e of node.exportClause.elements) d.exports.add(e.name.text);
    }
  }
  return d;
}

/** What src/ declares, read once for the whole file. */
const SRC = declared();

describe('DESIGN.md', () => {
  it('reads the names and paths it checks (the scan itself works)', () => {
    expect(backticked('a `src/x.ts` b `fooBar`\n```\n`notMe`\n```\nc')).toEqual(['src/x.ts', 'fooBar']);
    expect(chainOf('AgentRuntime.eventsChanged()')).toEqual(['AgentRuntime', 'eventsChanged']);
    expect(chainOf('Task<K>')).toEqual(['Task']);
    expect(chainOf('openStore(file, { onStatement })')).toEqual(['openStore']);
    expect(chainOf('npm run schema')).toBeUndefined();
    expect(['turnDueTime', 'TaskRepo', 'STEP_KINDS', '#sendOwn'].every(isCodeName)).toBe(true);
    expect(['send', 'received', 'TEXT', 'task-claimed'].some(isCodeName)).toBe(false);
    const d = SRC;
    expect(d.exports.has('createSimWorld')).toBe(true);
    expect(d.members.get('AgentRuntime')?.has('eventsChanged')).toBe(true);
    expect(d.exports.has('readingDelayMsThatDoesNotExist')).toBe(false);
  });

  it('every backticked repository path exists', () => {
    const paths = spans.filter((s) => REPO_PATH.test(s));
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((p) => !fs.existsSync(p))).toEqual([]);
  });

  it('every backticked code name is declared in src/: an export or a member of one (or on the allow-list)', () => {
    const d = SRC;
    const missing = new Set<string>();
    let checked = 0;
    for (const span of spans) {
      const chain = chainOf(span);
      if (!chain?.some(isCodeName)) continue;
      checked++;
      const [head = '', ...rest] = chain;
      const known = (name: string) => d.exports.has(name) || d.anyMember.has(name) || name in NOT_IN_SRC;
      if (isCodeName(head) && !known(head)) missing.add(span);
      let owner = head;
      for (const member of rest) {
        const own = d.members.get(owner);
        if (!(own?.has(member) ?? d.anyMember.has(member)) && !(member in NOT_IN_SRC)) missing.add(span);
        owner = member;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect([...missing]).toEqual([]);
  });

  it('keeps the allow-list short and true: each entry is used by DESIGN.md and found where it says', () => {
    const used = new Set(spans.flatMap((s) => chainOf(s) ?? []));
    const d = SRC;
    const entries = Object.entries(NOT_IN_SRC);
    expect(entries.filter(([name]) => !used.has(name)).map(([name]) => name)).toEqual([]);
    expect(entries.filter(([name]) => d.exports.has(name)).map(([name]) => name)).toEqual([]);
    for (const [name, { file }] of entries)
      if (file) expect(fs.readFileSync(file, 'utf8'), `${name} in ${file}`).toContain(name);
  });
});
