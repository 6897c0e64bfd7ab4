import { defineConfig } from 'vitest/config';

const serverTests = ['server/**/*.test.ts'];

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
