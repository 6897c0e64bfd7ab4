import { signInTestUser } from '../../test/test-user.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { signedInject } from '../../test/signed-inject.js';
import { createOrganizationForUser, sendNotification } from '../admin/user-commands.js';
import { parseCommandLine, UsageError } from '../admin/command-line.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const signIn = (email: string) => signInTestUser(t.app, t.db, { email }, Date.now());

describe('POST api/v2/organization/featureToggles', () => {
  it('switches a toggle for the acting organization, answers all four, and the profile shows it', async () => {
    const { call, creds } = await signIn('toggles@example.com');
    const res = await call('POST', '/api/v2/organization/featureToggles', { miningEnabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ walletEnabled: true, miningEnabled: true, ordersEnabled: false, isMerchant: false });
    await call('POST', '/api/v2/organization/featureToggles', { isMerchant: true });
    const profile = (await call('GET', '/api/v2/profile')).json();
    const org = profile.organizations.find((o: { id: string }) => o.id === creds.organizationId);
    expect(org.organizationProperties.featureToggles).toEqual({ miningEnabled: true, isMerchant: true });
  });

  it('refuses to switch the wallet off, and unknown or missing toggles', async () => {
    const { call } = await signIn('wallet@example.com');
    const off = await call('POST', '/api/v2/organization/featureToggles', { walletEnabled: false });
    expect(off.statusCode).toBe(400);
    expectErrorBody(off.json(), 60);
    expect((await call('POST', '/api/v2/organization/featureToggles', { walletEnabled: true })).json().walletEnabled).toBe(true);
    expect((await call('POST', '/api/v2/organization/featureToggles', { darkMode: true })).statusCode).toBe(400);
    expect((await call('POST', '/api/v2/organization/featureToggles', {})).statusCode).toBe(400);
    expect((await call('POST', '/api/v2/organization/featureToggles', { miningEnabled: 'yes' })).statusCode).toBe(400);
  });

  it('keeps each organization its own toggles', async () => {
    const { creds } = await signIn('two-orgs@example.com');
    const business = await createOrganizationForUser(t.db, 'two-orgs@example.com', 'Acme Mining', 'BUSINESS');
    const asBusiness = signedInject(t.app, { ...creds, organizationId: business.id });
    await asBusiness('POST', '/api/v2/organization/featureToggles', { ordersEnabled: true });
    const profile = (await asBusiness('GET', '/api/v2/profile')).json();
    const byId = Object.fromEntries(profile.organizations.map((o: { id: string; organizationProperties: unknown }) => [o.id, o.organizationProperties]));
    expect(byId[business.id]).toEqual({ featureToggles: { ordersEnabled: true } });
    expect(byId[creds.organizationId]).toEqual({});
  });
});

describe('admin org create', () => {
  it('parses its options', () => {
    expect(parseCommandLine(['org', 'create', '--email', 'a@b.c', '--name', 'Acme', '--type', 'SUB_ACCOUNT']).command).toEqual({
      name: 'org create',
      email: 'a@b.c',
      orgName: 'Acme',
      type: 'SUB_ACCOUNT',
    });
    expect(parseCommandLine(['org', 'create', '--email', 'a@b.c', '--name', 'Acme']).command).toMatchObject({ type: 'BUSINESS' });
    expect(() => parseCommandLine(['org', 'create', '--email', 'a@b.c', '--name', 'Acme', '--type', 'PERSONAL'])).toThrow(UsageError);
    expect(() => parseCommandLine(['org', 'create', '--name', 'Acme'])).toThrow(UsageError);
  });

  it('makes the user its active owner with a palette colour', async () => {
    await signIn('owner@example.com');
    const org = await createOrganizationForUser(t.db, 'owner@example.com', 'Sub one', 'SUB_ACCOUNT');
    const user = await t.app.repos.users.findByEmail('owner@example.com');
    const profile = await t.app.repos.users.profile(user!.id);
    const created = profile!.organizations.find((o) => o.id === org.id)!;
    expect(created.profile).toMatchObject({ type: 'SUB_ACCOUNT', name: 'Sub one' });
    expect(created.profile.organizationColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(created.organizationMember).toEqual({ status: 'ACTIVE', type: 'OWNER' });
  });
});

describe('admin notify and sample notifications', () => {
  it('parses notify and refuses an unknown category', () => {
    expect(parseCommandLine(['notify', '--email', 'a@b.c', '--title', 'Hi', '--category', 'MINING']).command).toEqual({
      name: 'notify',
      email: 'a@b.c',
      title: 'Hi',
      category: 'MINING',
    });
    expect(() => parseCommandLine(['notify', '--email', 'a@b.c', '--title', 'Hi', '--category', 'SPAM'])).toThrow(UsageError);
    expect(() => parseCommandLine(['notify', '--email', 'a@b.c'])).toThrow(UsageError);
  });

  it('sends a notification the user sees as unseen', async () => {
    const { call } = await signIn('notified@example.com');
    const before = (await call('GET', '/api/v2/notifications/unseen')).json().count;
    await sendNotification(t.db, { email: 'notified@example.com', category: 'WALLET_OUT', title: 'Withdrawal sent', link: '/my/wallets' });
    expect((await call('GET', '/api/v2/notifications/unseen')).json().count).toBe(before + 1);
    const list = (await call('GET', '/api/v2/notifications')).json().list;
    expect(list[0]).toMatchObject({ category: 'WALLET_OUT', title: 'Withdrawal sent', link: '/my/wallets', seen: false });
  });
});
