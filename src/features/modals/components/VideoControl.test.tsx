// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { IntlProvider } from '../../../lib/intl';
import en from '../../../locales/en.json';
import { renderWithIntl } from '../../../components/ui/test-utils';
import { closeTopModal, modalsState } from '../state';
import { EMBED_ALLOW } from './VideoModal';
import { VideoControl, VideoControlIsland, type VideoControlProps } from './VideoControl';

const VIDEO: VideoControlProps = {
  title: 'Mining with Docker',
  embedUrl: 'https://www.youtube-nocookie.com/embed/abc123',
  watchUrl: 'https://www.youtube.com/watch?v=abc123',
  durationSeconds: 134,
};

function setOnline(value: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

afterEach(() => {
  act(() => {
    while (closeTopModal());
  });
  cleanup();
  setOnline(true);
});

describe('VideoControl', () => {
  it('is a plain link to the watch page as the server writes it, with nothing of a dialog', () => {
    const html = renderToString(
      <IntlProvider locale="en" messages={en}>
        <VideoControl {...VIDEO} />
      </IntlProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const link = page.querySelector('hv-island[data-island="videoControl"][data-hydrate="interaction"] a')!;
    expect(link.getAttribute('href')).toBe(VIDEO.watchUrl);
    expect(link.getAttribute('role')).toBeNull();
    expect(link.textContent).toBe('Watch the video (2:14)');
    expect(page.querySelector('iframe')).toBeNull();
  });

  it('opens the video in a dialog, frames the embed only then, and removes it on Escape with focus back', async () => {
    renderWithIntl(<VideoControlIsland {...VIDEO} />);
    const control = screen.getByRole('button', { name: 'Watch the video (2:14)' });
    expect(control.getAttribute('aria-haspopup')).toBe('dialog');
    expect(document.querySelector('iframe')).toBeNull();

    control.focus();
    await act(async () => void fireEvent.click(control));
    const dialog = await screen.findByRole('dialog', { name: VIDEO.title });
    const frame = dialog.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(VIDEO.embedUrl);
    expect(frame.getAttribute('title')).toBe(VIDEO.title);
    expect(frame.getAttribute('allow')).toBe(EMBED_ALLOW);
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');

    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(modalsState.stack).toHaveLength(0);
    expect(document.querySelector('iframe')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(control));
  });

  it('on a page of islands draws the dialog beside the layout and makes the layout inert while it is open', async () => {
    document.body.insertAdjacentHTML('afterbegin', '<div id="root"><div class="layout"></div></div>');
    const layout = document.querySelector('#root > .layout')!;
    renderWithIntl(<VideoControlIsland {...VIDEO} />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: /Watch the video/ })));
    const dialog = await screen.findByRole('dialog', { name: VIDEO.title });
    expect(layout.hasAttribute('inert')).toBe(true);
    expect(layout.contains(dialog)).toBe(false);
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(layout.hasAttribute('inert')).toBe(false);
    document.getElementById('root')!.remove();
  });

  it('leaves a click meant for a new tab to the link', async () => {
    renderWithIntl(<VideoControlIsland {...VIDEO} />);
    const control = screen.getByRole('button', { name: /Watch the video/ });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => void control.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(false);
    expect(modalsState.stack).toHaveLength(0);
  });

  it('opens with the space bar, as a button does', async () => {
    renderWithIntl(<VideoControlIsland {...VIDEO} />);
    await act(async () => void fireEvent.keyDown(screen.getByRole('button', { name: /Watch the video/ }), { key: ' ' }));
    expect(await screen.findByRole('dialog', { name: VIDEO.title })).toBeTruthy();
  });

  it('stays a plain link offline and says the video needs a connection', async () => {
    setOnline(false);
    renderWithIntl(<VideoControlIsland {...VIDEO} />);
    const link = screen.getByRole('link', { name: 'Watch the video (2:14)' });
    expect(link.getAttribute('href')).toBe(VIDEO.watchUrl);
    expect(screen.getByRole('note').textContent).toBe(en['products.video.offline']);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(false);
    expect(modalsState.stack).toHaveLength(0);
  });

  it('offers the watch page when the page’s policy refuses the frame', async () => {
    renderWithIntl(<VideoControlIsland {...VIDEO} />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: /Watch the video/ })));
    const dialog = await screen.findByRole('dialog', { name: VIDEO.title });
    const violation = Object.assign(new Event('securitypolicyviolation'), { blockedURI: VIDEO.embedUrl });
    await act(async () => void document.dispatchEvent(violation));
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Watch on youtube.com' }).getAttribute('href')).toBe(VIDEO.watchUrl);
  });
});
