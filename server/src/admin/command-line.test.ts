import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/test-app.js';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { seedSampleData } from '../db/seed.js';
import { parseCommandLine, USAGE, UsageError } from './command-line.js';
import { COMMANDS } from './command-table.js';
import type { CommandSpec } from './command-spec.js';
import { runCommand } from './run-command.js';
import { EXIT, runCli } from './run-cli.js';
import { WorkQueueFullError } from '../lib/work-queue.js';
import { CommandError, SAMPLE_ORGANIZATION_NAME, type CreatedApiKey, type OrganizationRow } from './commands.js';

describe('parseCommandLine', () => {
  it('reads apikey create with its options in either form', () => {
    const org = randomUUID();
    expect(parseCommandLine(['apikey', 'create', '--org', org, '--label=ci key', '--json'])).toEqual({
      command: { name: 'apikey create', organizationId: org, label: 'ci key' },
      json: true,
    });
    expect(parseCommandLine(['apikey', 'create'])).toEqual({ command: { name: 'apikey create' }, json: false });
  });

  it('reads flags set with a boolean value', () => {
    expect(parseCommandLine(['flags', 'set', 'IS_MAINTENANCE', 'false']).command).toEqual({
      name: 'flags set',
      flagName: 'IS_MAINTENANCE',
      flagValue: false,
    });
  });

  it('reads content reload and refuses extra words', () => {
    expect(parseCommandLine(['content', 'reload', '--json'])).toEqual({ command: { name: 'content reload' }, json: true });
    expect(() => parseCommandLine(['content', 'reload', 'now'])).toThrow(UsageError);
  });

  it('reads the list commands and help', () => {
    expect(parseCommandLine(['flags', 'list']).command).toEqual({ name: 'flags list' });
    expect(parseCommandLine(['org', 'list', '--json'])).toEqual({ command: { name: 'org list' }, json: true });
    expect(parseCommandLine(['--help']).command).toEqual({ name: 'help' });
  });

  it('reads the form and mail commands', () => {
    expect(parseCommandLine(['forms', 'list']).command).toEqual({ name: 'forms list' });
    expect(parseCommandLine(['forms', 'list', '--form', 'subscribe']).command).toEqual({ name: 'forms list', form: 'subscribe' });
    expect(parseCommandLine(['mail', 'list']).command).toEqual({ name: 'mail list' });
    expect(parseCommandLine(['mail', 'show', '12']).command).toEqual({ name: 'mail show', id: 12 });
  });

  it.each([
    [[]],
    [['apikey']],
    [['apikey', 'delete']],
    [['apikey', 'create', '--org']],
    [['apikey', 'create', '--org', 'not-a-uuid']],
    [['apikey', 'create', '--org', '--json']],
    [['apikey', 'create', 'extra']],
    [['apikey', 'create', '--colour', 'red']],
    [['flags', 'set', 'IS_MAINTENANCE']],
    [['flags', 'set', 'IS_MAINTENANCE', 'yes']],
    [['flags', 'set', 'IS_MAINTENANCE', 'true', 'extra']],
    [['flags', 'list', '--org', randomUUID()]],
    [['org', 'list', 'now']],
    [['--json=1', 'org', 'list']],
    [['forms', 'list', '--form', 'nosuchform']],
    [['forms', 'list', '--org', randomUUID()]],
    [['mail', 'show']],
    [['mail', 'show', 'x1']],
    [['mail', 'list', 'extra']],
  ])('refuses %j as wrong usage', (args) => {
    expect(() => parseCommandLine(args)).toThrow(UsageError);
  });
});

describe('the usage text', () => {
  const lines = USAGE.split('\n');
  /** The line that starts a command: its words, then its arguments, options or text. */
  const lineOf = (words: string) => lines.find((line) => line === `  ${words}` || line.startsWith(`  ${words} `));

  it('lists every command of the table with its arguments and options', () => {
    for (const [words, spec] of Object.entries<CommandSpec<object>>(COMMANDS)) {
      const line = lineOf(words);
      expect(line, words).toBeDefined();
      for (const arg of spec.args ?? []) expect(line, words).toContain(` ${arg}`);
      for (const [name, option] of Object.entries(spec.options ?? {})) {
        expect(line, words).toContain(option.required ? ` --${name} ${option.value}` : ` [--${name} ${option.value}]`);
      }
    }
  });

  it('lists no command the table does not have', () => {
    const listed = lines.slice(lines.indexOf('Commands:') + 1, lines.indexOf('Options:') - 1).filter((line) => /^ {2}\S/.test(line));
    expect(listed).toHaveLength(Object.keys(COMMANDS).length);
  });

  it('names each command in words the parser reads as that command', () => {
    for (const [words, spec] of Object.entries<CommandSpec<object>>(COMMANDS)) {
      if (spec.args || Object.values(spec.options ?? {}).some((o) => o.required)) continue;
      expect(parseCommandLine(words.split(' ')).command.name, words).toBe(words);
    }
  });

  it('refuses an unknown command or option in one line', () => {
    expect(() => parseCommandLine(['cases', 'reopen', '1001'])).toThrow(/^Unknown command "cases reopen"$/);
    expect(() => parseCommandLine(['org', 'list', '--colour', 'red'])).toThrow(/^Unknown option --colour$/);
    expect(() => parseCommandLine(['org', 'list', '--email', 'a@b.c'])).toThrow(/^--email does not apply to "org list"$/);
    expect(() => parseCommandLine(['user', 'create'])).toThrow(/^user create needs --email <address>$/);
    expect(() => parseCommandLine(['apikey', 'create', '--org', '--json'])).toThrow(/^--org needs a value$/);
  });

  it('goes to stderr as that line, then the usage, with exit code 2', async () => {
    const err: string[] = [];
    const code = await runCli(['cases', 'reopen', '1001'], { env: {}, stdout: () => undefined, stderr: (text) => err.push(text) });
    expect(code).toBe(EXIT.usage);
    expect(err.join('\n')).toBe(`Unknown command "cases reopen"\n\n${USAGE}`);
  });

  it('takes a value starting with one dash, and words after --', () => {
    expect(parseCommandLine(['notify', '--email', 'a@b.c', '--title', '-1 BTC', '--text', '- a list']).command).toMatchObject({
      title: '-1 BTC',
      text: '- a list',
    });
    expect(parseCommandLine(['flags', 'set', '--', 'IS_MAINTENANCE', 'true']).command).toEqual({
      name: 'flags set',
      flagName: 'IS_MAINTENANCE',
      flagValue: true,
    });
  });
});

describe('runCommand', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDb());
    await migrate(db);
    await seedSampleData(db);
    await db.query(
      `INSERT INTO currencies (symbol, name, subunits, sort_order, base) VALUES ('BTC', 'Bitcoin', 100000000, 0, 'BTC')
       ON CONFLICT (symbol) DO NOTHING`,
    );
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  it('reloads content through a running server and says so, or that reloads are queued', async () => {
    const done = await runCommand(
      { name: 'content reload' },
      { db, reloadContent: async () => ({ inserted: 1, updated: 2, deleted: 0, skipped: 5, articles: 9 }) },
    );
    expect(done.text).toBe('Content reloaded: 1 inserted, 2 updated, 0 deleted, 5 files unchanged (skipped). The server now answers 9 articles.');
    await expect(runCommand({ name: 'content reload' }, { db, reloadContent: () => Promise.reject(new WorkQueueFullError('full')) })).rejects.toBeInstanceOf(
      CommandError,
    );
  });

  it('creates a key for a new sample organization with sample balances', async () => {
    const { data, text } = await runCommand({ name: 'apikey create', label: 'demo' }, { db });
    const created = data as CreatedApiKey;
    expect(created.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.secret).toMatch(/^[0-9a-f-]{72}$/);
    expect(created).toMatchObject({ organizationName: SAMPLE_ORGANIZATION_NAME, label: 'demo', sampleOrganization: true });
    expect(text).toContain(created.key);
    expect(text).toContain(created.secret);
    expect(text).toContain(created.organizationId);
    const [org] = await db.query<{ type: string }>('SELECT type FROM organizations WHERE id = $1', [created.organizationId]);
    expect(org?.type).toBe('BUSINESS');
    const balances = await db.query<{ currency: string; available: string }>(
      'SELECT currency, available::text AS available FROM accounts WHERE organization_id = $1',
      [created.organizationId],
    );
    expect(balances).toContainEqual({ currency: 'BTC', available: '0.52340000' });
  });

  it('creates a second key for an existing organization without new balances', async () => {
    const first = (await runCommand({ name: 'apikey create' }, { db })).data as CreatedApiKey;
    const second = (await runCommand({ name: 'apikey create', organizationId: first.organizationId }, { db })).data as CreatedApiKey;
    expect(second.organizationId).toBe(first.organizationId);
    expect(second.key).not.toBe(first.key);
    expect(second.secret).not.toBe(first.secret);
    expect(second.sampleOrganization).toBe(false);
    const orgs = ((await runCommand({ name: 'org list' }, { db })).data as { organizations: OrganizationRow[] }).organizations;
    expect(orgs.find((o) => o.id === first.organizationId)).toMatchObject({ type: 'BUSINESS', apiKeys: 2 });
  });

  it('fails with a clear message for an organization that does not exist', async () => {
    await expect(runCommand({ name: 'apikey create', organizationId: randomUUID() }, { db })).rejects.toThrow(CommandError);
  });

  it('sets and lists flags, through the given setter when there is one', async () => {
    const calls: Array<[string, boolean]> = [];
    await runCommand(
      { name: 'flags set', flagName: 'SYSTEM_UNAVAILABLE', flagValue: true },
      {
        db,
        setFlag: async (name, value) => void calls.push([name, value]),
      },
    );
    expect(calls).toEqual([['SYSTEM_UNAVAILABLE', true]]);
    await runCommand({ name: 'flags set', flagName: 'IS_MAINTENANCE', flagValue: true }, { db });
    const { data, text } = await runCommand({ name: 'flags list' }, { db });
    expect((data as { list: unknown[] }).list).toContainEqual({ flagName: 'IS_MAINTENANCE', flagValue: true });
    expect(text).toMatch(/IS_MAINTENANCE\s+true/);
  });

  it('refuses a flag name it does not know', async () => {
    await expect(runCommand({ name: 'flags set', flagName: 'IS_MAINTENANCEE', flagValue: true }, { db })).rejects.toThrow(/Unknown flag IS_MAINTENANCEE/);
  });
});
