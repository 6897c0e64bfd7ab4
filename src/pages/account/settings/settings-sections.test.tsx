// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '../../../components/ui/test-utils';
import { PROFILE_PICTURE_LIMITS } from '../../../config/limits';
import { resetSessionState } from '../../../features/session/actions';
import { sessionState, type SessionUser } from '../../../features/session/state';
import { PictureSection } from './PictureSection';
import { TwoFactorSection } from './TwoFactorSection';

function signIn(change: Partial<SessionUser> = {}): void {
  sessionState.user = {
    id: 'u',
    email: 'ada@example.com',
    firstName: '',
    lastName: '',
    twoFactorEnabled: false,
    settings: { language: 'en', currency: 'USD' },
    country: '',
    organizations: [],
    ...change,
  };
}

afterEach(() => {
  cleanup();
  resetSessionState();
});

describe('TwoFactorSection', () => {
  it('says on, with its sentence, when the user or the acting organization has two-factor', () => {
    signIn({ twoFactorEnabled: true });
    renderWithIntl(<TwoFactorSection />);
    expect(screen.getByTestId('two-factor-status').textContent).toBe('On');
    expect(screen.getByText(/protected by a second code/)).toBeTruthy();
  });

  it('says off otherwise', () => {
    signIn();
    renderWithIntl(<TwoFactorSection />);
    expect(screen.getByTestId('two-factor-status').textContent).toBe('Off');
  });
});

describe('PictureSection', () => {
  const choose = (file: File) => fireEvent.change(screen.getByLabelText('Choose a picture'), { target: { files: [file] } });

  it('refuses a file that is no picture, or too large, before any upload', async () => {
    signIn();
    renderWithIntl(<PictureSection />);
    choose(new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a PNG, JPG or GIF image.');
    choose(new File([new Uint8Array(PROFILE_PICTURE_LIMITS.maxBytes + 1)], 'big.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This picture is larger than 2 MB. Choose a smaller one.');
    expect((screen.getByRole('button', { name: 'Upload picture' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('previews a chosen picture before it is uploaded', async () => {
    signIn();
    renderWithIntl(<PictureSection />);
    expect(screen.getByText('No picture yet.')).toBeTruthy();
    choose(new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: 'Preview of your new profile picture' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Upload picture' }) as HTMLButtonElement).disabled).toBe(false));
  });
});
