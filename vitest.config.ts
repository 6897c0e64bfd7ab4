import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['server/**/*.test.ts'];
/** Two servers on one PostgreSQL: their own project (docs/testing.md). */
const multiServerTests = ['server/test/multi-server/**/*.test.ts'];
const notMultiServer = [...configDefaults.exclude, ...multiServerTests];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Stylesheets import as empty text here, but the design tokens' source is read as data (src/components/ui/design-tokens.ts).
          css: { include: [/\/src\/styles\/tokens\.css/] },
        },
      },
      {
        // Checks of the production build; `npm test` runs them after `npm run build`.
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          exclude: notMultiServer,
          environment: 'node',
          setupFiles: ['server/test/answer-check-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: serverTests,
          exclude: notMultiServer,
          environment: 'node',
          globalSetup: ['server/test/postgres-global-setup.ts'],
          setupFiles: ['server/test/postgres-setup-file.ts', 'server/test/answer-check-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'multi-server',
          include: multiServerTests,
          environment: 'node',
          globalSetup: ['server/test/postgres-global-setup.ts'],
          setupFiles: ['server/test/postgres-setup-file.ts', 'server/test/answer-check-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
