import { defineConfig } from 'vitest/config';

/**
 * Three projects, run one after another by the test command: fast unit tests beside the code,
 * integration tests against the local emulators (started once by a global setup), and the CDK tests.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{shared,functions,judge-fargate,web,infra}/{src,local,bench}/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{functions,judge-fargate,web}/test/**/*.test.ts', 'infra/test/local/**/*.test.ts'],
          globalSetup: ['web/test/build-web-app.ts', 'infra/test/global-setup.ts'],
          // Backstops against a hang, not measures: a CI machine may run the five groups at a third of
          // the speed they have here, and a test must not fail for that alone.
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // A page under load may take seconds to show what a poll waits for; 1 s (the default) is
          // a timing test in disguise.
          expect: { poll: { timeout: 30_000 } },
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/stacks/**/*.test.ts'],
          testTimeout: 180_000,
        },
      },
    ],
  },
});
