// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithIntl } from '../../../components/ui/test-utils';
import { errorBody, jsonResponse, useFakeApi } from '../../../lib/api/test-support';
import { allowlistEntries } from './ApiKeyCreateForm';
import { ApiKeysSection } from './ApiKeysSection';

const SESSION = { key: '00000000-0000-4000-8000-000000000001', secret: 's', organizationId: '00000000-0000-4000-8000-0000000000aa', verifying: false };
const fakeApi = useFakeApi({ session: () => SESSION, freezeDate: false });

const ENTRY = {
  key: '00000000-0000-4000-8000-000000000001',
  name: 'Bot',
  permissions: ['read'],
  ipAllowlist: [],
  createdAt: '2026-11-29T05:00:00.000Z',
  secretEnd: 'ab12',
};

afterEach(cleanup);

describe('ApiKeysSection', () => {
  it('lists the keys with their permissions, allowlist and the end of the secret', async () => {
    fakeApi.serve(() =>
      jsonResponse({
        list: [
          ENTRY,
          { ...ENTRY, key: ENTRY.key.replace('01', '02'), name: 'Office', permissions: ['read', 'organization:write'], ipAllowlist: ['203.0.113.0/24'] },
        ],
      }),
    );
    renderWithIntl(<ApiKeysSection />);
    const items = await screen.findAllByTestId('api-key-item');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Any address');
    expect(items[0]!.textContent).toContain('…ab12');
    expect(items[1]!.textContent).toContain('Read (always), Change organization settings');
    expect(items[1]!.textContent).toContain('203.0.113.0/24');
  });

  it('creates a read-only key by default and shows its secret once, with the warning', async () => {
    fakeApi.serve((request) =>
      request.method === 'POST'
        ? jsonResponse({ ...ENTRY, name: 'New', secret: 'the-whole-secret-ab12', organizationId: SESSION.organizationId })
        : jsonResponse({ list: [] }),
    );
    renderWithIntl(<ApiKeysSection />);
    await screen.findByText('No API keys yet.');
    expect((screen.getByRole('checkbox', { name: 'Read (always)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Change organization settings' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'New' } });
    fireEvent.change(screen.getByLabelText('IP allowlist (optional)'), { target: { value: '203.0.113.0/24\n\n 2001:db8::/32 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const secret = await screen.findByTestId('api-key-new-secret');
    expect(secret.textContent).toBe('the-whole-secret-ab12');
    expect(screen.getByText(/you will not see it again/)).toBeTruthy();
    const post = fakeApi.seen.find((r) => r.method === 'POST')!;
    expect(JSON.parse(post.body!)).toEqual({ name: 'New', permissions: ['read'], ipAllowlist: ['203.0.113.0/24', '2001:db8::/32'] });
    fireEvent.click(screen.getByRole('button', { name: 'I have saved the secret' }));
    expect(screen.queryByTestId('api-key-new-secret')).toBeNull();
  });

  it("shows the server's refusal in words", async () => {
    fakeApi.serve((request) =>
      request.method === 'POST'
        ? jsonResponse(errorBody(61, 'Invalid request: an organization holds at most 20 keys; revoke one first'), 400)
        : jsonResponse({ list: [] }),
    );
    renderWithIntl(<ApiKeysSection />);
    await screen.findByText('No API keys yet.');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'One too many' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByTestId('api-key-create-error')).textContent).toContain('an organization holds at most 20 keys');
  });

  it('names a bad allowlist entry itself, in words, and sends nothing', async () => {
    fakeApi.serve(() => jsonResponse({ list: [] }));
    renderWithIntl(<ApiKeysSection />);
    await screen.findByText('No API keys yet.');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bad' } });
    const allowlist = screen.getByLabelText('IP allowlist (optional)');
    fireEvent.change(allowlist, { target: { value: '203.0.113.0/24\n300.1.1.1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByTestId('api-key-allowlist-error')).textContent).toBe(
      '“300.1.1.1” is not an IPv4 or IPv6 address or CIDR range. Correct it or remove it.',
    );
    expect(allowlist.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(allowlist, { target: { value: '10.0.0.0/33' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByTestId('api-key-allowlist-error')).textContent).toBe('“10.0.0.0/33”: the prefix length must be from 0 to 32.');
    expect(fakeApi.seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('revokes a key only after confirmation', async () => {
    let revoked = false;
    fakeApi.serve((request) => {
      if (request.method === 'DELETE') {
        revoked = true;
        return jsonResponse({});
      }
      return jsonResponse({ list: revoked ? [] : [ENTRY] });
    });
    renderWithIntl(<ApiKeysSection />);
    const item = await screen.findByTestId('api-key-item');
    fireEvent.click(within(item).getByRole('button', { name: 'Revoke' }));
    expect(fakeApi.seen.some((r) => r.method === 'DELETE')).toBe(false);
    expect(within(item).getByText(/Programs using this key stop working at once/)).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Revoke the key' }));
    await waitFor(() => expect(screen.queryByTestId('api-key-item')).toBeNull());
    expect(fakeApi.seen.find((r) => r.method === 'DELETE')!.url).toContain(`/api/v2/organization/apiKeys/${ENTRY.key}`);
    expect(screen.getByText('The key “Bot” is revoked.')).toBeTruthy();
  });

  it('reads one entry per line, comma or space of the allowlist', () => {
    expect(allowlistEntries(' 10.0.0.1\n\n10.0.0.0/8, ::1 ')).toEqual(['10.0.0.1', '10.0.0.0/8', '::1']);
  });
});
