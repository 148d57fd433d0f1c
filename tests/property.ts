import fc from 'fast-check';

/**
 * fast-check's seed for a property test: the environment variable `name` when set (to rerun the
 * seed a failure printed), else `fallback` (a fixed seed) or fast-check's own random one. fast-check
 * prints the seed, the path and the shrunk counterexample of any failure.
 */
export function seedFrom(name: string, fallback?: number): number | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : Number(value);
}

/** True in about `percent` of draws (shrinking towards false). */
export const chance = (percent: number): fc.Arbitrary<boolean> =>
  fc.integer({ min: 0, max: 99 }).map((n) => n >= 100 - percent);
