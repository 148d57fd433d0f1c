import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { cli: 'src/cli/main.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  sourcemap: true,
  clean: true,
  // login and run are loaded on demand (they pull in GramJS); the other commands start faster.
  splitting: true,
  banner: { js: '#!/usr/bin/env node' },
});
