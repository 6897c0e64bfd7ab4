// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_ELEMENT_ID, ISLANDS_SCRIPTS_ATTRIBUTE } from '../config/page-data';

/**
 * public/before-app.js, run in a page like the one the server writes: the
 * app's entry and its module preloads wait in <template id="app-scripts">.
 * (The browser tests in tests/e2e/before-hydration.spec.ts see it load the
 * app; this checks how it adds the scripts.)
 */
const SCRIPT = readFileSync(path.resolve(__dirname, '../../public/before-app.js'), 'utf8');
const PRELOADS = 30;

function writePage(): void {
  const preloads = Array.from({ length: PRELOADS }, (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${i}.js">`).join('');
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="root" data-rendered="server"><main><h1>A page</h1></main></div>' +
    `<template id="app-scripts"><script type="module" crossorigin src="/assets/index.js"></script>${preloads}<link rel="manifest" href="/manifest.webmanifest"></template>`;
}

function added(): { scripts: string[]; preloads: string[]; manifests: number } {
  return {
    scripts: [...document.head.querySelectorAll('script[type=module]')].map((script) => script.getAttribute('src') ?? ''),
    preloads: [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href') ?? ''),
    manifests: document.head.querySelectorAll('link[rel=manifest]').length,
  };
}

/** The page's task queue, played one task at a time: timers and frames wait in it, in order. */
const tasks: (() => void)[] = [];

function runTasks(limit = 100): number[] {
  const addedPerTask: number[] = [];
  for (let run = 0; run < limit && tasks.length > 0; run++) {
    const before = document.head.children.length;
    tasks.shift()!();
    addedPerTask.push(document.head.children.length - before);
  }
  return addedPerTask.filter((count) => count > 0);
}

describe('before-app.js', () => {
  beforeEach(() => {
    tasks.length = 0;
    // A tab that is shown, in a browser without paint timing: the script waits a frame and a task.
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => tasks.push(() => run(0)));
    vi.stubGlobal('setTimeout', (run: () => void) => tasks.push(run));
    writePage();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('adds nothing before the first paint', () => {
    window.eval(SCRIPT);
    expect(added()).toEqual({ scripts: [], preloads: [], manifests: 0 });
  });

  it('adds the entry first and the preloads a few a task, so that no task starts thirty requests', () => {
    window.eval(SCRIPT);
    const addedPerTask = runTasks();
    const all = added();
    expect(all.scripts).toEqual(['/assets/index.js']);
    expect(all.preloads).toEqual(Array.from({ length: PRELOADS }, (_, i) => `/assets/chunk-${i}.js`));
    expect(all.manifests).toBe(1);
    expect(document.head.firstElementChild?.getAttribute('src')).toBe('/assets/index.js');
    expect(addedPerTask.length).toBeGreaterThan(3);
    expect(Math.max(...addedPerTask)).toBeLessThanOrEqual(8);
  });

  it('reads the locale tables in a task of its own once the scripts are on their way, not in the first render of the app', () => {
    document.documentElement.lang = 'de';
    const read: { locales: string[]; scriptsAdded: number; task: number }[] = [];
    let task = 0;
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation((locales) => {
      read.push({ locales: [locales].flat() as string[], scriptsAdded: added().scripts.length, task });
      return [];
    });
    window.eval(SCRIPT);
    expect(read).toEqual([]); // not before the first paint
    while (tasks.length > 0) {
      task += 1;
      tasks.shift()!();
    }
    expect(read).toHaveLength(1);
    expect(read[0]).toMatchObject({ locales: ['de'], scriptsAdded: 1 });
    // The task that adds the entry is not the one that reads: each stays short.
    expect(read[0]!.task).toBeGreaterThan(2);
  });

  it('leaves the locale tables alone on a page of islands, which formats only in an island, if at all', () => {
    document.getElementById(APP_SCRIPTS_ELEMENT_ID)!.setAttribute(ISLANDS_SCRIPTS_ATTRIBUTE, '');
    const read = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    window.eval(SCRIPT);
    runTasks();
    expect(added().scripts).toEqual(['/assets/index.js']);
    expect(read).not.toHaveBeenCalled();
  });

  it('adds them once, when the paint is reported and its time-out comes too', () => {
    const observers: ((list: { getEntries: () => { name: string }[] }) => void)[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        constructor(callback: (list: { getEntries: () => { name: string }[] }) => void) {
          observers.push(callback);
        }
        observe(): void {}
        disconnect(): void {}
      },
    );
    window.eval(SCRIPT);
    expect(observers).toHaveLength(1);
    observers[0]!({ getEntries: () => [{ name: 'first-contentful-paint' }] });
    runTasks();
    expect(added().scripts).toHaveLength(1);
    expect(added().preloads).toHaveLength(PRELOADS);
    expect(added().manifests).toBe(1);
  });
});
