/**
 * The browser's JavaScript holds none of the contract's shapes: the app takes
 * their types only (docs/api-client.md), so their schemas never weigh on a
 * page. Two kinds of marker, each certain in a bundle with any area of them:
 * an entry's answers as minified code writes them (`answers:{200:`), and the
 * entries' own words (summaries and descriptions long and plain enough to be
 * written one way only, and to be nothing else). TypeBox itself is no marker:
 * the public forms check their fields with their own schemas in the browser
 * (src/config/forms/, docs/forms.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_SHAPES } from '../../src/config/api/index';

const DIST = path.resolve('dist');
/** Printable ASCII without double quotes, backslashes or `$`: a minifier writes such a string as it is. */
const PLAIN = /^[A-Za-z0-9 ',.()/:;=-]{40,}$/;
/** The answers of a shape literal, minified: every area writes at least one (a websocket's answer is 101). */
const STRUCTURE = ['answers:{200:', 'answers:{101:'];

function scripts(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return scripts(file);
    return entry.name.endsWith('.js') ? [file] : [];
  });
}

const shapes = Object.values(API_SHAPES);
const wordsOf = (shape: (typeof shapes)[number]) =>
  [shape.summary, 'description' in shape ? shape.description : undefined].filter((text): text is string => text !== undefined && PLAIN.test(text));
const markers = [...STRUCTURE, ...new Set(shapes.flatMap(wordsOf))];

describe('the browser build', () => {
  it('has words to look for from every area of the contract', () => {
    const marked = new Set(shapes.filter((shape) => wordsOf(shape).length > 0).map((shape) => shape.tags[0]));
    expect([...new Set(shapes.map((shape) => shape.tags[0]))].filter((area) => !marked.has(area))).toEqual([]);
  });

  it('holds none of the contract’s shapes in any script', () => {
    expect(fs.existsSync(DIST), 'run `npm run build` first').toBe(true);
    const files = scripts(DIST);
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return markers.filter((marker) => text.includes(marker)).map((marker) => `${path.relative(DIST, file)}: "${marker}"`);
    });
    expect(found).toEqual([]);
  });
});
