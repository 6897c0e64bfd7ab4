// Runs in each test worker of the server-postgres project: hands the URL of
// the PostgreSQL that the global setup started to the test app builder.
import { inject } from 'vitest';

process.env.TEST_DATABASE_URL = inject('testDatabaseUrl');
