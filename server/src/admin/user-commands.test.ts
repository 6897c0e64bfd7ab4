import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/test-app.js';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { parseCommandLine, UsageError } from './command-line.js';
import { runCommand } from './run-command.js';
import { SAMPLE_NOTIFICATIONS } from '../users/sample-notifications.js';
import { CommandError } from './commands.js';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await migrate(db);
});
afterAll(async () => {
  await db.close();
  await drop();
});

describe('user commands', () => {
  it('parses user create and user login-link', () => {
    expect(parseCommandLine(['user', 'create', '--email', 'a@b.io', '--first-name', 'Ada']).command).toEqual({
      name: 'user create',
      email: 'a@b.io',
      firstName: 'Ada',
    });
    expect(parseCommandLine(['user', 'login-link', '--email=a@b.io', '--json'])).toEqual({
      command: { name: 'user login-link', email: 'a@b.io' },
      json: true,
    });
    expect(() => parseCommandLine(['user', 'create'])).toThrow(UsageError);
    expect(() => parseCommandLine(['user', 'login-link', '--email', 'a@b.io', '--first-name', 'x'])).toThrow(UsageError);
  });

  it('creates a user with a personal organization and a one-time link on the given base URL', async () => {
    const out = await runCommand({ name: 'user create', email: 'Miner@Example.com' }, { db, baseUrl: 'https://hashvale.example/' });
    const data = out.data as { email: string; loginLink: string; organizationId: string };
    expect(data.email).toBe('miner@example.com');
    expect(data.loginLink).toMatch(/^https:\/\/hashvale\.example\/#loginToken=[A-Za-z0-9_-]{32}$/);
    expect(out.text).toContain(data.loginLink);
    const [org] = await db.query<{ type: string; member: string }>(
      `SELECT o.type, m.type AS member FROM organizations o JOIN organization_members m ON m.organization_id = o.id WHERE o.id = $1`,
      [data.organizationId],
    );
    expect(org).toEqual({ type: 'PERSONAL', member: 'OWNER' });
    // Like a user made by a provider's sign-in, the new user finds the sample notifications.
    const [notes] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1', [
      'miner@example.com',
    ]);
    expect(notes?.n).toBe(SAMPLE_NOTIFICATIONS.length);
  });

  it('refuses a second user with the same e-mail and a link for an unknown one', async () => {
    await expect(runCommand({ name: 'user create', email: 'miner@example.com' }, { db, baseUrl: 'http://x' })).rejects.toThrow(CommandError);
    await expect(runCommand({ name: 'user login-link', email: 'nobody@example.com' }, { db, baseUrl: 'http://x' })).rejects.toThrow(CommandError);
    await expect(runCommand({ name: 'user create', email: 'not-an-email' }, { db, baseUrl: 'http://x' })).rejects.toThrow(CommandError);
  });

  it('makes a new link for an existing user', async () => {
    const out = await runCommand({ name: 'user login-link', email: 'miner@example.com' }, { db, baseUrl: 'http://localhost:8080' });
    expect((out.data as { loginLink: string }).loginLink).toMatch(/^http:\/\/localhost:8080\/#loginToken=/);
  });
});
