import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The fixtures the repository ships: examples, test fixtures and the media fixtures. */
export function bundledFixtures(): string[] {
  const yamlIn = (dir: string) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.yaml') && f !== 'config.yaml')
      .map((f) => path.join(dir, f));
  return [
    ...yamlIn('examples'),
    ...yamlIn('tests/fixtures'),
    ...yamlIn('tests/fixtures/media'),
    ...yamlIn('tests/fixtures/manners'),
    ...yamlIn('tests/fixtures/memory'),
  ];
}
