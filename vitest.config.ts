import { defineConfig } from 'vitest/config';

/**
 * Two tiers. `fast` runs in the test processes alone: no build, no child process, no browser, no
 * kill loop (`npm run test:fast`). `process` holds the tests that start the built CLI, a child to
 * kill, or Chromium; its global setup builds dist/ first. `npm test` runs both.
 */
const PROCESS_TESTS = [
  'tests/agent/events-kill.test.ts',
  'tests/cli/bad-config.test.ts',
  'tests/cli/chat.test.ts',
  'tests/cli/check.test.ts',
  'tests/cli/failure-process.test.ts',
  'tests/cli/init.test.ts',
  'tests/cli/live-commands.test.ts',
  'tests/cli/maintenance.test.ts',
  'tests/cli/media.test.ts',
  'tests/cli/memory.test.ts',
  'tests/cli/persona-import.test.ts',
  'tests/cli/smoke.test.ts',
  'tests/cli/startup.test.ts',
  'tests/cli/usage.test.ts',
  'tests/console/browser.test.ts',
  'tests/delivery/crash.test.ts',
  'tests/live/media.test.ts',
  'tests/live/prompt.test.ts',
  'tests/media/bulk.test.ts',
  'tests/store/sqlite-lifetime.test.ts',
  'tests/store/lock.test.ts',
  'tests/store/startup-kill.test.ts',
  'tests/terminal/compare-report.browser.test.ts',
  'tests/workbench/chat.test.ts',
  'tests/workbench/chat-tty.test.ts',
  'tests/workbench/chat-models.test.ts',
];

// Both tiers: no test reads a developer's .env or reaches a real endpoint.
const ISOLATE = 'tests/global-setup.ts';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          isolate: false,
          include: ['tests/**/*.test.ts'],
          exclude: PROCESS_TESTS,
          globalSetup: [ISOLATE],
        },
      },
      {
        extends: true,
        test: {
          name: 'process',
          include: PROCESS_TESTS,
          globalSetup: [ISOLATE, 'tests/build-cli.ts'],
        },
      },
    ],
  },
});
