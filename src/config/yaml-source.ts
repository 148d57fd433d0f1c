import YAML, { isMap, isPair, isScalar, LineCounter, type Node } from 'yaml';
import type { z } from 'zod';

/** A YAML file parsed with positions, so errors can name the file, line and field. */
export interface YamlSource {
  file: string;
  value: unknown;
  /** 1-based line and column of the node at `path`, or of its nearest existing parent. */
  locate(path: readonly PropertyKey[], key?: string): { line: number; col: number };
}

export class YamlSyntaxError extends Error {
  override readonly name = 'YamlSyntaxError';
}

export function parseYamlSource(text: string, file: string): YamlSource {
  const lineCounter = new LineCounter();
  const doc = YAML.parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const first = doc.errors[0];
  if (first) {
    const pos = first.linePos?.[0] ?? { line: 1, col: 1 };
    const reason = first.message.split('\n')[0] ?? first.message;
    throw new YamlSyntaxError(`${file}:${pos.line}:${pos.col}: invalid YAML: ${reason}`);
  }
  const locate = (path: readonly PropertyKey[], key?: string) => {
    const node = nearestNode(doc.contents, path, key);
    const offset = node?.range?.[0] ?? 0;
    return lineCounter.linePos(offset);
  };
  return { file, value: doc.toJS({ maxAliasCount: 100 }), locate };
}

/** `personas[0].timezone` style path for messages. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${String(segment)}` : String(segment);
  }
  return out || '(top level)';
}

/** One line for the first schema issue: `file:line:col: field: reason`. */
export function describeIssue(source: YamlSource, issue: z.core.$ZodIssue): string {
  const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  const path = unknownKey === undefined ? issue.path : [...issue.path, unknownKey];
  const { line, col } = source.locate(issue.path, unknownKey);
  const reason = unknownKey === undefined ? issue.message : `unknown field "${unknownKey}"`;
  return `${source.file}:${line}:${col}: ${formatPath(path)}: ${reason}`;
}

function nearestNode(root: unknown, path: readonly PropertyKey[], key?: string): Node | undefined {
  let node = root as Node | undefined;
  for (const segment of path) {
    const next = childOf(node, segment);
    if (!next) return node;
    node = next;
  }
  if (key !== undefined && isMap(node)) {
    const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === key);
    if (pair && isScalar(pair.key)) return pair.key;
  }
  return node;
}

function childOf(node: unknown, segment: PropertyKey): Node | undefined {
  if (node && typeof node === 'object' && 'get' in node && typeof node.get === 'function') {
    const child = (node as { get(k: unknown, keepScalar: boolean): unknown }).get(segment, true);
    if (child && typeof child === 'object' && 'range' in child) return child as Node;
  }
  return undefined;
}
