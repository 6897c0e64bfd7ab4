// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { changedControls, restoreControls } from './control-values';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A filter as the pricing page's withdrawal fees have one: a controlled select and the rows it picks. */
function Filter() {
  const [coin, setCoin] = useState('');
  const [word, setWord] = useState('');
  return (
    <>
      <select aria-label="Coin" value={coin} onChange={(event) => setCoin(event.target.value)}>
        <option value="">All</option>
        <option value="BTC">BTC</option>
        <option value="LTC">LTC</option>
      </select>
      <input aria-label="Search" value={word} onChange={(event) => setWord(event.target.value)} />
      <ul>
        {['BTC', 'LTC']
          .filter((c) => !coin || c === coin)
          .map((c) => (
            <li key={c}>{c}</li>
          ))}
      </ul>
      <output>{word}</output>
    </>
  );
}

async function hydrate(island: HTMLElement, keep: boolean): Promise<void> {
  const chosen = keep ? changedControls(island) : [];
  await act(async () => {
    hydrateRoot(island, <Filter />);
  });
  await act(async () => restoreControls(chosen));
}

function serverDrawn(): HTMLElement {
  document.body.innerHTML = `<hv-island>${renderToString(<Filter />)}</hv-island>`;
  const island = document.querySelector('hv-island') as HTMLElement;
  // The visitor picks a coin and types before the island hydrates.
  island.querySelector('select')!.value = 'LTC';
  island.querySelector('input')!.value = 'fee';
  return island;
}

describe('form controls set before an island hydrated', () => {
  it('are noted only where they differ from what the server drew', () => {
    const island = serverDrawn();
    expect(changedControls(island).map(({ value }) => value)).toEqual(['LTC', 'fee']);
  });

  it('keep the visitor’s choice through hydration, and the component acts on it', async () => {
    const island = serverDrawn();
    await hydrate(island, true);
    expect(island.querySelector('select')!.value).toBe('LTC');
    expect([...island.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['LTC']);
    expect(island.querySelector('output')!.textContent).toBe('fee');
  });

  it('are lost without it: the component never hears of them (why the runtime keeps them)', async () => {
    const island = serverDrawn();
    await hydrate(island, false);
    expect([...island.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['BTC', 'LTC']);
    expect(island.querySelector('output')!.textContent).toBe('');
  });
});
