// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../../components/ui/test-utils';
import { closeTopModal, modalsState, openModal } from '../state';
import { ModalsHost } from './ModalsHost';

afterEach(() => {
  act(() => {
    while (closeTopModal());
  });
  cleanup();
});

describe('ModalsHost', () => {
  it('closes only the top modal on Escape and returns focus to what opened each', async () => {
    renderWithIntl(
      <>
        <button type="button">Open</button>
        <ModalsHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await act(async () => void openModal('video', { src: '/media/a.mp4', title: 'First' }));
    // A modal kind is its own chunk: the first one opened arrives a moment later.
    const firstClose = (await screen.findByRole('dialog', { name: 'First' })).querySelector('button')!;
    // The chunk resolves outside act: the dialog can be in the page a moment before its effect moves focus in.
    await waitFor(() => expect(document.activeElement).toBe(firstClose));

    await act(async () => void openModal('video', { src: 'https://www.youtube.com/embed/x', title: 'Second' }));
    expect(await screen.findByRole('dialog', { name: 'Second' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch on youtube.com' }).getAttribute('target')).toBe('_blank');

    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(modalsState.stack.map((m) => m.props.title)).toEqual(['First']);
    expect(document.activeElement).toBe(firstClose);

    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(modalsState.stack).toHaveLength(0);
    expect(document.activeElement).toBe(opener);
  });

  it('plays a self-hosted file in a video element and draws no frame for it', async () => {
    renderWithIntl(<ModalsHost />);
    await act(async () => void openModal('video', { src: '/media/intro.webm', title: 'Intro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Intro' });
    expect(dialog.querySelector('video')?.getAttribute('src')).toMatch(/\/media\/intro\.webm$/);
    expect(dialog.querySelector('iframe')).toBeNull();
  });
});
