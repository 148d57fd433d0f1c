/** An answer other than 200: its status and the sentence the operator reads. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The `:name` placeholders of a path pattern such as '/p/:persona/c/:chat'. */
type ParamNames<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? ParamNames<Head> | ParamNames<Tail>
  : P extends `:${infer Name}`
    ? Name
    : never;

/** What a pattern's placeholders matched, by name (decoded path segments). */
export type RouteParams<P extends string> = Readonly<Record<ParamNames<P>, string>>;

interface Route<C, R> {
  segments: readonly string[];
  handle: (params: Readonly<Record<string, string>>, context: C) => R;
}

/**
 * The console's pages and actions by path: each pattern's segments are literals or `:name`
 * placeholders that match one segment, and the first pattern that matches the whole path wins.
 * A table reads as the list of URLs the console serves, which hand-matched segments did not.
 */
export class RouteTable<C, R> {
  readonly #routes: Route<C, R>[] = [];

  add<P extends string>(pattern: P, handle: (params: RouteParams<P>, context: C) => R): this {
    const segments = pattern.split('/').filter(Boolean);
    // The matcher binds exactly the pattern's placeholders, so the params have the names the type says.
    this.#routes.push({ segments, handle: (params, context) => handle(params as RouteParams<P>, context) });
    return this;
  }

  /** What answers a path (its decoded segments), ready to run; undefined when no route matches. */
  match(parts: readonly string[]): ((context: C) => R) | undefined {
    for (const route of this.#routes) {
      const params = matchSegments(route.segments, parts);
      if (params) return (context) => route.handle(params, context);
    }
    return undefined;
  }
}

function matchSegments(
  segments: readonly string[],
  parts: readonly string[],
): Record<string, string> | undefined {
  if (segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    const part = parts[i] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = part;
    else if (segment !== part) return undefined;
  }
  return params;
}
