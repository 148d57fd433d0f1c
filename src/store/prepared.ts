import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './schema.js';

/**
 * A query kysely builds and compiles once, then runs with each call's values: building and
 * compiling a query costs about five times what running the compiled one does, and the engine
 * runs the same few shapes many times per reply. `build` is given the parameters as markers;
 * each value of the compiled query that is a marker takes the call's value, the others (the
 * constants written into the query) stay. `build` reads each parameter by name (the markers
 * have no keys to spread). A query whose shape changes with its values (an `in` list, a batch
 * of rows) is built each time instead.
 */
export function prepared<P extends object, R>(
  build: (db: Db, params: P) => Compilable<R>,
): (db: Db, params: P) => Promise<QueryResult<R>> {
  let compiled: { query: CompiledQuery<R>; slots: (keyof P | undefined)[] } | undefined;
  return (db, params) => {
    if (!compiled) {
      const names = new Map<unknown, keyof P>();
      const markers = new Proxy({} as P, {
        get: (_target, key) => {
          const marker = `\u0000${String(key)}\u0000`;
          names.set(marker, key as keyof P);
          return marker;
        },
      });
      const query = build(db, markers).compile();
      compiled = { query, slots: query.parameters.map((value) => names.get(value)) };
    }
    const { query, slots } = compiled;
    const parameters = query.parameters.map((value, i) => {
      const slot = slots[i];
      return slot === undefined ? value : params[slot];
    });
    return db.executeQuery<R>({ ...query, parameters });
  };
}
