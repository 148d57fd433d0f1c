import {
  chmodSync,
  cpSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers.js';
import { runCliInProcess } from './run-cli.js';

const tmp = tempDir();
afterAll(() => tmp.cleanup());

describe('persona import rewrites config.yaml in place', () => {
  it('through a symlinked config (a mounted one), keeping its mode 0600, leaving no temporary file', async () => {
    const real = path.join(tmp.dir, 'mounted');
    mkdirSync(real);
    for (const entry of ['config.yaml', 'prompts', 'media'])
      cpSync(entry, path.join(real, entry), { recursive: true });
    chmodSync(path.join(real, 'config.yaml'), 0o600);
    const project = path.join(tmp.dir, 'project');
    mkdirSync(project);
    for (const entry of ['prompts', 'media']) cpSync(entry, path.join(project, entry), { recursive: true });
    const link = path.join(project, 'config.yaml');
    symlinkSync(path.join(real, 'config.yaml'), link);

    const result = await runCliInProcess([
      'persona',
      'import',
      'tests/fixtures/cards/mira.card.json',
      '--phone',
      '+15550100003',
      '--timezone',
      'UTC',
      '--config',
      link,
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(real, 'config.yaml'), 'utf8')).toContain('Mira');
    expect(statSync(path.join(real, 'config.yaml')).mode & 0o777).toBe(0o600);
    expect(readdirSync(real).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
