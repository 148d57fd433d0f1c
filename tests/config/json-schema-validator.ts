/**
 * A small JSON Schema (2020-12) validator for the keywords schema/config.schema.json uses. It
 * throws on any keyword it does not know, so a schema using more than it checks fails loudly
 * instead of passing files it should reject. Returns the paths and reasons of all violations.
 */
type Schema = Record<string, unknown>;

const ANNOTATIONS = new Set(['$schema', '$id', 'title', 'description', 'default', 'examples']);
const KNOWN = new Set([
  ...ANNOTATIONS,
  'type',
  'properties',
  'required',
  'additionalProperties',
  'patternProperties',
  'minProperties',
  'maxProperties',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'enum',
  'const',
  'anyOf',
]);

export function validateJsonSchema(schema: Schema, value: unknown, at = '$'): string[] {
  for (const key of Object.keys(schema))
    if (!KNOWN.has(key)) throw new Error(`unsupported keyword ${key} at ${at}`);
  const errors: string[] = [];
  const fail = (reason: string) => errors.push(`${at}: ${reason}`);

  if (schema.type !== undefined && !hasType(value, schema.type as string)) {
    fail(`expected ${String(schema.type)}`);
    return errors;
  }
  if (schema.const !== undefined && value !== schema.const) fail(`expected ${JSON.stringify(schema.const)}`);
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) fail('not one of the allowed values');

  if (typeof value === 'string') {
    const length = Array.from(value).length;
    if (typeof schema.minLength === 'number' && length < schema.minLength) fail('too short');
    if (typeof schema.maxLength === 'number' && length > schema.maxLength) fail('too long');
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value))
      fail(`does not match ${schema.pattern}`);
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) fail('below minimum');
    if (typeof schema.maximum === 'number' && value > schema.maximum) fail('above maximum');
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum)
      fail('not above minimum');
    if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum)
      fail('not below maximum');
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) fail('too few items');
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) fail('too many items');
    if (schema.items && typeof schema.items === 'object')
      value.forEach((item, i) => {
        errors.push(...validateJsonSchema(schema.items as Schema, item, `${at}[${i}]`));
      });
  }
  if (isObject(value)) {
    const keys = Object.keys(value);
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const patterns = Object.entries((schema.patternProperties ?? {}) as Record<string, Schema>);
    if (typeof schema.minProperties === 'number' && keys.length < schema.minProperties)
      fail('too few properties');
    if (typeof schema.maxProperties === 'number' && keys.length > schema.maxProperties)
      fail('too many properties');
    for (const key of (schema.required ?? []) as string[]) if (!(key in value)) fail(`missing ${key}`);
    for (const key of keys) {
      const child = value[key];
      let matched = false;
      if (properties[key]) {
        matched = true;
        errors.push(...validateJsonSchema(properties[key], child, `${at}.${key}`));
      }
      for (const [pattern, sub] of patterns) {
        if (!new RegExp(pattern, 'u').test(key)) continue;
        matched = true;
        errors.push(...validateJsonSchema(sub, child, `${at}.${key}`));
      }
      const extra = schema.additionalProperties;
      if (matched || extra === undefined || extra === true) continue;
      if (extra === false) fail(`unknown property ${key}`);
      else errors.push(...validateJsonSchema(extra as Schema, child, `${at}.${key}`));
    }
  }
  if (Array.isArray(schema.anyOf)) {
    const ok = schema.anyOf.some((sub) => validateJsonSchema(sub as Schema, value, at).length === 0);
    if (!ok) fail('matches none of anyOf');
  }
  return errors;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    default:
      throw new Error(`unsupported type ${type}`);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
