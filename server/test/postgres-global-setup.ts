/**
 * Starts a throwaway PostgreSQL for the server-postgres test project, and
 * removes it afterwards.
 */
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from './throwaway-postgres.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pg = await startThrowawayPostgres();
  project.provide('testDatabaseUrl', pg.url);
  process.env.TEST_DATABASE_URL = pg.url;
  return async () => pg.remove();
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}
