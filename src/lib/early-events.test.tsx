// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_ELEMENT_ID } from '../config/page-data';
import { replayEarlyEvents, takeEarlyEvents } from './early-events';

const script = readFileSync(resolve(__dirname, '../../public/before-app.js'), 'utf8');

function servedPage(): void {
  document.body.innerHTML = `
    <a id="outside-link" href="#x">out</a><button id="outside">outside</button>
    <div id="root" data-rendered="server">
      <button id="toggle" type="button"><span id="label">Show</span></button>
      <button id="off" type="button" disabled>Off</button>
      <a id="link" href="#y">a link</a>
      <form id="form"><input name="q" /><button id="send">Send</button></form>
    </div>`;
  new Function(script)();
}

const byId = (id: string) => document.getElementById(id)!;

beforeEach(servedPage);
afterEach(() => {
  takeEarlyEvents(); // removes the script's listeners
  delete window.__earlyEvents;
});

describe('events before hydration', () => {
  it('holds a click on a button of the served page, with its default prevented, and replays it', async () => {
    const clicked = vi.fn();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('label').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const held = takeEarlyEvents();
    expect(held).toEqual([{ type: 'click', target: byId('toggle'), submitter: null }]);

    byId('toggle').addEventListener('click', clicked); // the app's handler, there once hydrated
    await replayEarlyEvents(held);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('holds a form sent before hydration instead of letting it reload the page, and sends it again', async () => {
    const form = byId('form') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const held = takeEarlyEvents();
    expect(held.map((event) => [event.type, event.target])).toEqual([['submit', form]]);

    const sent = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', sent);
    await replayEarlyEvents(held);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('leaves links, disabled buttons and anything outside the root alone', () => {
    for (const id of ['link', 'off', 'outside', 'outside-link']) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      byId(id).dispatchEvent(click);
      expect(click.defaultPrevented, id).toBe(false);
    }
    expect(takeEarlyEvents()).toEqual([]);
  });

  it('stops holding once the app has taken the events, or once the root is no longer the server markup', () => {
    byId('root').setAttribute('data-rendered', 'hydrated');
    const late = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('toggle').dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);

    byId('root').setAttribute('data-rendered', 'server');
    takeEarlyEvents();
    const after = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('toggle').dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
    expect(takeEarlyEvents()).toEqual([]);
  });

  it('replays nothing on an element hydration replaced, and takes none where the script did not run', async () => {
    byId('toggle').click();
    const held = takeEarlyEvents();
    const clicked = vi.fn();
    const old = byId('toggle');
    old.addEventListener('click', clicked);
    old.remove();
    await replayEarlyEvents(held);
    expect(clicked).not.toHaveBeenCalled();

    delete window.__earlyEvents;
    expect(takeEarlyEvents()).toEqual([]);
  });
});

/** A search form as the app writes them: the field's text and the box's state live in the component. */
function SearchForm({ onSearch }: { onSearch: (query: string, exact: boolean) => void }) {
  const [query, setQuery] = useState('');
  const [exact, setExact] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(query, exact);
      }}
    >
      <input aria-label="query" value={query} onChange={(event) => setQuery(event.target.value)} />
      <input aria-label="exact" type="checkbox" checked={exact} onChange={(event) => setExact(event.target.checked)} />
      <button>Search</button>
    </form>
  );
}

describe('a form used before hydration, then hydrated by React', () => {
  it('reaches the component with the typed text, the ticked box and the press', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const onSearch = vi.fn();
    const root = byId('root');
    root.innerHTML = renderToString(<SearchForm onSearch={onSearch} />);
    const [field, box] = [...root.querySelectorAll('input')] as HTMLInputElement[];
    field!.value = 'stratum'; // typing, as the browser does it
    field!.dispatchEvent(new Event('input', { bubbles: true }));
    box!.click();
    expect(box!.checked).toBe(false); // held: it toggles through the app
    root.querySelector('button')!.click();

    const held = takeEarlyEvents();
    expect(held.map((event) => event.type)).toEqual(['input', 'click', 'click']);
    await act(async () => {
      hydrateRoot(root, <SearchForm onSearch={onSearch} />);
    });
    expect(field!.value).toBe('stratum'); // hydration kept the text...
    expect(onSearch).not.toHaveBeenCalled();
    await act(() => replayEarlyEvents(held));
    expect(onSearch).toHaveBeenCalledWith('stratum', true); // ...and the component now knows it
    expect(box!.checked).toBe(true);
  });

  it('tells the component the typed text even when it rendered again first and set the field back', async () => {
    const onSearch = vi.fn();
    const root = byId('root');
    root.innerHTML = renderToString(<SearchForm onSearch={onSearch} />);
    const field = root.querySelector('input')!;
    field.value = 'hashrate';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    root.querySelector('button')!.click();
    const held = takeEarlyEvents();

    let app!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      app = hydrateRoot(root, <SearchForm onSearch={onSearch} />);
    });
    await act(async () => app.render(<SearchForm onSearch={(...args) => onSearch(...args)} />));
    expect(field.value).toBe(''); // a controlled field renders its state
    await act(() => replayEarlyEvents(held));
    expect(onSearch).toHaveBeenCalledWith('hashrate', false);
    expect(field.value).toBe('hashrate');
  });
});

describe('the app, after the first paint', () => {
  it('adds the scripts the server listed in the template to the head, as module script and preloads, once the page has painted', async () => {
    takeEarlyEvents();
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="root" data-rendered="server"></div><template id="${APP_SCRIPTS_ELEMENT_ID}"><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js"></template>`;
    new Function(script)();
    expect(document.head.children).toHaveLength(0); // not before the page has painted
    await new Promise((resolve) => setTimeout(resolve, 100));
    const added = [...document.head.children].map((el) => [
      el.localName,
      el.getAttribute('type') ?? el.getAttribute('rel'),
      el.getAttribute('src') ?? el.getAttribute('href'),
      el.getAttribute('crossorigin'),
    ]);
    expect(added).toEqual([
      ['script', 'module', '/assets/index-1.js', ''],
      ['link', 'modulepreload', '/assets/react-1.js', ''],
    ]);
  });

  it('adds nothing where the page loads the app itself (no template)', () => {
    takeEarlyEvents();
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"></div>';
    new Function(script)();
    expect(document.head.children).toHaveLength(0);
  });
});
