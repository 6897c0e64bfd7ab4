// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { proxy, useSnapshot } from 'valtio';
import { useDataSnapshot } from './use-data-snapshot';

// Real scheduling, as in the browser: no act() to flush React's work at once.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

const microtasks = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const settled = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await nextTask();
};

describe('useDataSnapshot', () => {
  let container: HTMLElement;
  let root: Root;
  let before: boolean | undefined;

  beforeEach(() => {
    before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    root.unmount();
    container.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
  });

  it('renders what the store holds, and its changes', async () => {
    const store = proxy({ price: 1 });
    const Price = () => <p>{useDataSnapshot(store).price}</p>;
    flushSync(() => root.render(<Price />));
    expect(container.textContent).toBe('1');
    store.price = 2;
    await settled();
    expect(container.textContent).toBe('2');
  });

  it('renders a change in a task of its own, where useSnapshot renders it in the microtask after it', async () => {
    const store = proxy({ price: 1 });
    const Data = () => <p data-testid="data">{useDataSnapshot(store).price}</p>;
    const Synced = () => <p data-testid="synced">{useSnapshot(store).price}</p>;
    flushSync(() => root.render(<><Data /><Synced /></>));
    store.price = 2;
    await microtasks();
    expect(container.querySelector('[data-testid=synced]')?.textContent).toBe('2');
    expect(container.querySelector('[data-testid=data]')?.textContent).toBe('1');
    await settled();
    expect(container.querySelector('[data-testid=data]')?.textContent).toBe('2');
  });

  it('does not render again for a field the component did not read', async () => {
    const store = proxy({ price: 1, volume: 10 });
    let renders = 0;
    const Price = () => {
      renders++;
      return <p>{useDataSnapshot(store).price}</p>;
    };
    flushSync(() => root.render(<Price />));
    const first = renders;
    store.volume = 11;
    await settled();
    expect(renders).toBe(first);
    store.price = 3;
    await settled();
    expect(renders).toBeGreaterThan(first);
    expect(container.textContent).toBe('3');
  });

  it('renders a change made after its first render and before it subscribed', async () => {
    const store = proxy({ price: 1 });
    const Price = () => <p>{useDataSnapshot(store).price}</p>;
    // Rendered, then changed before React runs the component's effects.
    root.render(<Price />);
    await microtasks();
    store.price = 5;
    await settled();
    expect(container.textContent).toBe('5');
  });
});
