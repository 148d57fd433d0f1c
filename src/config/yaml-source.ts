import YAML, {
  type Alias,
  type Document,
  isAlias,
  isMap,
  isNode,
  isPair,
  isScalar,
  LineCounter,
  type Node,
  type Range,
  visit,
  type YAMLError,
} from 'yaml';
import type { z } from 'zod';
import { closest } from '../support/suggest.js';
import { fieldsAt } from './schema-fields.js';

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

/**
 * Aliases a file may expand, weighted by what they copy: enough for any hand-written config or
 * fixture, far too few for a "billion laughs" file that would fill the memory.
 */
export const MAX_ALIAS_COUNT = 100;

export function parseYamlSource(text: string, file: string): YamlSource {
  const lineCounter = new LineCounter();
  const doc = YAML.parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const first = doc.errors[0];
  if (first) {
    const { line, col } = lineCounter.linePos(errorOffset(doc, first));
    throw new YamlSyntaxError(`${file}:${line}:${col}: invalid YAML: ${syntaxReason(first)}`);
  }
  const locate = (path: readonly PropertyKey[], key?: string) => {
    const node = nearestNode(doc.contents, path, key);
    const offset = node?.range?.[0] ?? 0;
    return lineCounter.linePos(offset);
  };
  return { file, value: toValue(doc, file, lineCounter), locate };
}

/** The parser's reason, in the reader's terms where it speaks of its own API or internals. */
function syntaxReason(error: YAMLError): string {
  const reason = error.message.split('\n')[0] ?? error.message;
  if (/call stack/i.test(reason)) return 'nested too deeply';
  if (/multiple documents/i.test(reason)) return 'a second document starts here (`---`); the file holds one';
  const bracket = unclosedFlow(error);
  if (bracket) return `this ${bracket} is never closed with ${bracket === '[' ? ']' : '}'}`;
  return reason;
}

/**
 * Where a syntax error is: its own offset, except for an unclosed quote or bracket, which the
 * parser notices only where the next line starts (or at the end of the file); the opening is
 * where the mistake is.
 */
function errorOffset(doc: Document, error: YAMLError): number {
  const offset = error.pos[0];
  let opening: number | undefined;
  if (error.code === 'MISSING_CHAR' && /quote/i.test(error.message)) {
    visit(doc, {
      Scalar(_key, node) {
        const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
        if (quoted && node.range && node.range[0] < offset && node.range[1] >= offset)
          opening = node.range[0];
      },
    });
  } else if (unclosedFlow(error)) {
    const atEnd = (_key: unknown, node: { flow?: boolean; range?: Range | null }) => {
      if (node.flow && node.range && node.range[0] < offset && node.range[1] === offset)
        opening = node.range[0];
    };
    visit(doc, { Seq: atEnd, Map: atEnd });
  }
  return opening ?? offset;
}

/** `[` or `{` when the error is a flow collection that is never closed. */
function unclosedFlow(error: YAMLError): '[' | '{' | undefined {
  if (!/must be sufficiently indented and end with a/.test(error.message)) return undefined;
  return error.message.trimEnd().endsWith(']') ? '[' : '{';
}

/** The plain value; an alias bomb or an alias without its anchor is one line, not a crash. */
function toValue(doc: Document, file: string, lineCounter: LineCounter): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (err) {
    if (err instanceof RangeError && /call stack/i.test(err.message))
      throw new YamlSyntaxError(`${file}:1:1: invalid YAML: nested too deeply`);
    if (!(err instanceof ReferenceError)) throw err;
    const at = (node: Node | undefined) => {
      const { line, col } = lineCounter.linePos(node?.range?.[0] ?? 0);
      return `${file}:${line}:${col}: invalid YAML`;
    };
    const { firstAlias, unresolved } = aliasesOf(doc);
    if (/excessive alias/i.test(err.message))
      throw new YamlSyntaxError(
        `${at(firstAlias)}: its aliases expand to too much data (more than ${MAX_ALIAS_COUNT} copies); write the values out`,
      );
    if (unresolved)
      throw new YamlSyntaxError(
        `${at(unresolved)}: alias *${unresolved.source} comes before (or without) its anchor &${unresolved.source}`,
      );
    throw new YamlSyntaxError(`${at(firstAlias)}: ${err.message}`);
  }
}

/** The first alias of the document, and the first one whose anchor is not set before it. */
function aliasesOf(doc: Document): { firstAlias?: Alias; unresolved?: Alias } {
  const anchors = new Set<string>();
  const found: { firstAlias?: Alias; unresolved?: Alias } = {};
  visit(doc, (_key, node) => {
    if (isAlias(node)) {
      found.firstAlias ??= node;
      if (!anchors.has(node.source)) {
        found.unresolved = node;
        return visit.BREAK;
      }
    } else if (isNode(node) && node.anchor) anchors.add(node.anchor);
    return undefined;
  });
  return found;
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

/**
 * One line for the first schema issue: `file:line:col: field: reason`. With the schema, an
 * unknown field names the known one it is closest to.
 */
export function describeIssue(source: YamlSource, given: z.core.$ZodIssue, schema?: z.core.$ZodType): string {
  const issue = chosenIssue(given);
  const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  const path = unknownKey === undefined ? issue.path : [...issue.path, unknownKey];
  const { line, col } = source.locate(issue.path, unknownKey);
  const reason =
    unknownKey !== undefined
      ? `unknown field "${unknownKey}"${secretField(unknownKey)}${nearField(unknownKey, issue.path, schema)}`
      : issue.code === 'invalid_type' && /received undefined$/.test(issue.message)
        ? `missing (${issue.message.replace(/^Invalid input: /, '').replace(/, received undefined$/, '')})`
        : issue.message;
  return `${source.file}:${line}:${col}: ${formatPath(path)}: ${reason}`;
}

/** A field named like a secret: the config file is shared, copied and shown, so none is read from it. */
function secretField(key: string): string {
  return /(^|_)(token|secret|password|api_?key|api_?hash|session)$/i.test(key)
    ? ': no secret is read from the config file (give it in the environment, or a file only you can read)'
    : '';
}

function nearField(key: string, path: readonly PropertyKey[], schema: z.core.$ZodType | undefined): string {
  const fields = schema ? fieldsAt(schema, path) : [];
  // `token` for `token_file`: a known field that only adds to the name is the one meant.
  const near = closest(key, fields) ?? fields.find((f) => f.startsWith(`${key}_`));
  return near ? ` (did you mean ${near}?)` : '';
}

/**
 * A value that may take one of several forms fails as a union; the form the value was written in
 * is the option that did not fail on its type at the top, and its first issue is the one to name.
 */
function chosenIssue(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union') return issue;
  const written = issue.errors.find((errors) => {
    const first = errors[0];
    return first !== undefined && !(first.code === 'invalid_type' && first.path.length === 0);
  });
  const inner = written?.[0];
  return inner ? chosenIssue({ ...inner, path: [...issue.path, ...inner.path] }) : issue;
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
