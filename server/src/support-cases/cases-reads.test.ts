// Issue 37: every answer about a support case reads the case (its thread)
// once, and a write looks its request id up once; the unique constraint
// decides the rest. Every support-case repository the server builds (app.repos
// and the ones over a transaction) counts its calls here.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db/types.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { CASES, openCase, PNG, replyToCase, type Call } from '../../test/support-cases.js';
import { signInTestUser } from '../../test/test-user.js';
import { parseCommandLine } from '../admin/command-line.js';
import { runCommand } from '../admin/run-command.js';

const calls = vi.hoisted(() => new Map<string, number>());

vi.mock('../repositories/support-cases.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../repositories/support-cases.js')>();
  return {
    ...original,
    createSupportCaseRepository(db: Queryable) {
      const repository: Record<string, unknown> = original.createSupportCaseRepository(db);
      for (const [name, method] of Object.entries(repository)) {
        if (typeof method !== 'function') continue;
        repository[name] = (...args: unknown[]) => {
          calls.set(name, (calls.get(name) ?? 0) + 1);
          return (method as (...a: unknown[]) => unknown)(...args);
        };
      }
      return repository;
    },
  };
});

/** How often `work` read the case's thread, locked its row and looked a request id up. */
async function counted(work: () => Promise<unknown>): Promise<{ reads: number; locks: number; keyLookups: number }> {
  calls.clear();
  await work();
  const n = (name: string) => calls.get(name) ?? 0;
  return { reads: n('detail'), locks: n('lock') + n('lockStatus'), keyLookups: n('idByRequestId') + n('replyStored') + n('hasMessage') };
}

let t: TestApp;
let call: Call;
beforeAll(async () => {
  t = await buildTestApp();
  ({ call } = await signInTestUser(t.app, t.db, { email: 'reads@example.com', firstName: 'Rea' }, Date.now()));
});
afterAll(async () => t.close());

const ok = async (answer: Promise<{ statusCode: number; body: string }>) => {
  const res = await answer;
  expect(res.statusCode, res.body).toBe(200);
};
const admin = (...args: string[]) => runCommand(parseCommandLine(args).command, { db: t.db, repos: t.app.repos, baseUrl: 'http://localhost' });

describe('one read of the case per answer', () => {
  it('opening a case, and its retry', async () => {
    const key = randomUUID();
    expect(await counted(() => openCase(call, {}, key))).toEqual({ reads: 1, locks: 0, keyLookups: 1 });
    expect(await counted(() => openCase(call, {}, key))).toEqual({ reads: 1, locks: 0, keyLookups: 1 });
  });

  it('a reply, its retry, and a reply to a closed case', async () => {
    const { id } = await openCase(call);
    const key = randomUUID();
    const body = { text: 'with a file', attachments: [{ name: 'a.png', content: PNG.toString('base64') }] };
    expect(await counted(() => ok(replyToCase(call, id, body, key)))).toEqual({ reads: 1, locks: 1, keyLookups: 1 });
    expect(await counted(() => ok(replyToCase(call, id, body, key)))).toEqual({ reads: 1, locks: 0, keyLookups: 1 });
    await ok(call('POST', `${CASES}/${id}/close`));
    const refused = await counted(async () => expect((await replyToCase(call, id, { text: 'late' })).statusCode).toBe(409));
    expect(refused).toEqual({ reads: 0, locks: 1, keyLookups: 1 });
  });

  it('opening the thread, closing and reopening', async () => {
    const { id } = await openCase(call);
    expect(await counted(() => ok(call('GET', `${CASES}/${id}`)))).toEqual({ reads: 1, locks: 0, keyLookups: 0 });
    expect(await counted(() => ok(call('POST', `${CASES}/${id}/close`)))).toEqual({ reads: 1, locks: 1, keyLookups: 0 });
    expect(await counted(() => ok(call('POST', `${CASES}/${id}/reopen`)))).toEqual({ reads: 1, locks: 1, keyLookups: 0 });
  });

  it('the staff commands: show, reply and close', async () => {
    const { number } = await openCase(call);
    expect(await counted(() => admin('cases', 'show', String(number)))).toEqual({ reads: 1, locks: 0, keyLookups: 0 });
    expect(await counted(() => admin('cases', 'reply', String(number), '--text', 'On it.'))).toEqual({ reads: 1, locks: 1, keyLookups: 0 });
    expect(await counted(() => admin('cases', 'close', String(number)))).toEqual({ reads: 1, locks: 1, keyLookups: 0 });
  });
});
