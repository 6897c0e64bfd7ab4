// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithIntl } from '../../../components/ui/test-utils';
import { sessionState } from '../state';
import { resetSessionState } from '../actions';
import { SignInPanel } from './SignInPanel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetSessionState();
});

describe('SignInPanel', () => {
  it('links each button to the server route that starts its provider flow', () => {
    renderWithIntl(<SignInPanel mode="login" registrationClosed={false} error={null} />);
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe('/my/auth/google/start');
    expect(screen.getByRole('link', { name: 'Continue with Apple' }).getAttribute('href')).toBe('/my/auth/apple/start');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/my/register');
  });

  it('shows the message of a known error code and ignores unknown ones', () => {
    renderWithIntl(<SignInPanel mode="login" registrationClosed={false} error="cancelled" />);
    expect(screen.getByRole('alert').textContent).toBe('Sign-in was cancelled. You can try again.');
    cleanup();
    renderWithIntl(<SignInPanel mode="login" registrationClosed={false} error="<script>" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers no buttons on the register page while registration is disabled, but the login page keeps them', () => {
    renderWithIntl(<SignInPanel mode="register" registrationClosed error={null} />);
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
    expect(screen.getByText(/Registration is closed/)).toBeTruthy();
    cleanup();
    renderWithIntl(<SignInPanel mode="login" registrationClosed error={null} />);
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('says plainly while the development sign-in stands in for the buttons, and nothing when it does not', async () => {
    const asked: string[] = [];
    const answering = (developmentSignIn: boolean) => async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ developmentSignIn }), { headers: { 'content-type': 'application/json' } });
    };
    vi.stubGlobal('fetch', answering(true));
    renderWithIntl(<SignInPanel mode="login" registrationClosed={false} error={null} />);
    expect((await screen.findByTestId('development-sign-in')).textContent).toMatch(/^Development sign-in is on: .*anyone can sign in as any e-mail address/);
    expect(asked).toEqual(['/my/auth/methods']);
    cleanup();
    vi.stubGlobal('fetch', answering(false));
    renderWithIntl(<SignInPanel mode="register" registrationClosed={false} error={null} />);
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('development-sign-in')).toBeNull();
  });

  it('says as whom the visitor is signed in', () => {
    sessionState.user = {
      id: 'u',
      email: 'ada@example.com',
      firstName: '',
      lastName: '',
      twoFactorEnabled: false,
      settings: { language: '', currency: '' },
      country: '',
      organizations: [],
    };
    renderWithIntl(<SignInPanel mode="login" registrationClosed={false} error={null} />);
    expect(screen.getByText(/You are signed in as/).textContent).toContain('ada@example.com');
  });
});
