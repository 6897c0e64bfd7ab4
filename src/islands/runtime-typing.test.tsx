// @vitest-environment jsdom
/**
 * Typing into an island while it hydrates, with React really hydrating it
 * (runtime.test.ts fakes the hydration). The island's module is a promise
 * the test resolves by hand, and keys are pressed at each step of the way:
 * before the module is in, as hydration starts, and once it is done.
 */
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIslands, type IslandsRuntime } from './runtime';

/** The API reference's finder, as far as typing goes: a controlled field and what it filters. */
function Finder() {
  const [query, setQuery] = useState('');
  return (
    <form role="search">
      <input name="q" aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <output>{query}</output>
    </form>
  );
}

const loading = vi.hoisted(() => ({ resolve: (_component: unknown) => undefined as void, atHydration: () => undefined as void }));

vi.mock('./registry', () => ({
  ISLANDS: { apiSearch: () => new Promise((resolve) => (loading.resolve = resolve)) },
  isIslandName: (name: string | null) => name === 'apiSearch',
}));

// The real hydration, with a hook just before it starts (where a key can land after the runtime last looked at the field).
vi.mock('./island-root', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./island-root')>();
  return {
    hydrateIsland: (...args: Parameters<typeof actual.hydrateIsland>) => {
      loading.atHydration();
      return actual.hydrateIsland(...args);
    },
  };
});

const context = async () => ({ locale: 'en', messages: {} as never, pageData: { data: {} } });
const running: IslandsRuntime[] = [];
afterEach(async () => {
  for (const runtime of running.splice(0)) await runtime.restore();
  loading.atHydration = () => undefined;
});

function servedIsland(): { island: HTMLElement; field: HTMLInputElement } {
  document.body.innerHTML = `<main><hv-island data-island="apiSearch" data-hydrate="interaction" data-props="{}">${renderToString(<Finder />)}</hv-island></main>`;
  return { island: document.querySelector('hv-island')!, field: document.querySelector('input')! };
}

/** A key pressed in the field, as the browser does it: the text changes (not through React's own setter), then an input event. */
function press(field: HTMLInputElement, key: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setValue.call(field, field.value + key);
  field.dispatchEvent(new InputEvent('input', { bubbles: true, data: key, inputType: 'insertText' }));
}

const hydrated = (island: Element) => vi.waitFor(() => expect(island.hasAttribute('data-hydrated')).toBe(true), { timeout: 4_000 });

describe('typing into an island while it hydrates', () => {
  it('keeps every key: before its module is in, as hydration starts, and after', async () => {
    const { island, field } = servedIsland();
    running.push(startIslands(document, context));
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    press(field, 's');
    press(field, 'u');
    loading.atHydration = () => press(field, 'p');
    loading.resolve(Finder);
    await hydrated(island);
    press(field, 'p');
    press(field, 'o');
    expect(field.value).toBe('suppo');
    expect(island.querySelector('output')!.textContent).toBe('suppo');
  });

  it('hydrates an island whose field had the focus before the runtime started', async () => {
    const { island, field } = servedIsland();
    field.focus();
    running.push(startIslands(document, context));
    loading.resolve(Finder);
    await hydrated(island);
  });
});
