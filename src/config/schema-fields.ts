import type { z } from 'zod';

/** The parts of a zod schema's definition that lead to the fields below it. */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
  element?: z.core.$ZodType;
  options?: readonly z.core.$ZodType[];
  valueType?: z.core.$ZodType;
  getter?: () => z.core.$ZodType;
}

const defOf = (schema: z.core.$ZodType): SchemaDef => schema._zod.def as unknown as SchemaDef;

/**
 * The field names an object of `schema` may have at `path` (list indices and wrappers passed
 * through), to suggest the one a misspelt field meant. Empty where the path leads to no object.
 */
export function fieldsAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): string[] {
  const fields = new Set<string>();
  for (const object of objectsAt(schema, path, 0)) for (const key of Object.keys(object)) fields.add(key);
  return [...fields];
}

function objectsAt(
  schema: z.core.$ZodType,
  path: readonly PropertyKey[],
  depth: number,
): Record<string, z.core.$ZodType>[] {
  // Deep enough for any config or fixture; a recursive schema must not loop.
  if (depth > 40) return [];
  const def = defOf(schema);
  const inner = [def.innerType, def.in, def.getter?.()].filter((s) => s !== undefined);
  if (inner.length > 0 || def.options)
    return [...inner, ...(def.options ?? [])].flatMap((s) => objectsAt(s, path, depth + 1));
  const [segment, ...rest] = path;
  if (segment === undefined) return def.type === 'object' && def.shape ? [def.shape] : [];
  if (typeof segment === 'number' && def.element) return objectsAt(def.element, rest, depth + 1);
  if (def.type === 'record' && def.valueType) return objectsAt(def.valueType, rest, depth + 1);
  const child = typeof segment === 'string' ? def.shape?.[segment] : undefined;
  return child ? objectsAt(child, rest, depth + 1) : [];
}
