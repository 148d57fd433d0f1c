import { defineConfig } from 'tsup';

/**
 * Packages bundled into dist/ instead of resolved from node_modules at start-up: each is many
 * small files, and Node resolving and loading them one by one cost more than running them
 * (kysely alone took 100–180 ms to import, about 15 ms bundled). Native packages (better-sqlite3,
 * sharp) and GramJS, which only the live commands load, stay external.
 */
const BUNDLED = ['kysely', 'zod', 'yaml', '@google/genai'];

export default defineConfig({
  entry: { cli: 'src/cli/main.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  sourcemap: true,
  clean: true,
  // Every command's code is a chunk loaded when the command runs: --help loads none of them.
  splitting: true,
  noExternal: BUNDLED,
  // Bundled CommonJS (yaml, @google/genai's dependencies) calls require(), which ES modules lack.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
});
