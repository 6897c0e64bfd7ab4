/**
 * Reads the front matter of a content file: a block between two `---` lines
 * of `key: value` pairs. Values are strings, numbers, booleans, or inline
 * lists `[a, b]`. A deliberately small subset of YAML: our content needs no
 * more, and a parser this size has no surprises.
 */
export type FrontMatterValue = string | number | boolean | string[];

export interface ParsedContentFile {
  data: Record<string, FrontMatterValue>;
  body: string;
}

function unquote(raw: string): string {
  const s = raw.trim();
  if (s.length >= 2 && ((s.startsWith('"') && s.endsWith('"')) || (s.startsWith("'") && s.endsWith("'")))) {
    return s.slice(1, -1);
  }
  return s;
}

function parseValue(raw: string): FrontMatterValue {
  const s = raw.trim();
  if (s.startsWith('[') && s.endsWith(']')) {
    const inner = s.slice(1, -1).trim();
    return inner === ''
      ? []
      : inner
          .split(',')
          .map((item) => unquote(item))
          .filter((item) => item !== '');
  }
  if (s === 'true' || s === 'false') return s === 'true';
  if (/^-?\d+(\.\d+)?$/.test(s)) return Number(s);
  return unquote(s);
}

export function parseFrontMatter(source: string, fileName = 'content file'): ParsedContentFile {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  if (!text.startsWith('---\n')) return { data: {}, body: text };
  const end = text.indexOf('\n---', 4);
  if (end === -1) throw new Error(`${fileName}: front matter is not closed with ---`);
  const data: Record<string, FrontMatterValue> = {};
  for (const [index, line] of text.slice(4, end).split('\n').entries()) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`${fileName}: front matter line ${index + 2} is not "key: value"`);
    data[line.slice(0, colon).trim()] = parseValue(line.slice(colon + 1));
  }
  const afterFence = text.indexOf('\n', end + 4);
  return { data, body: afterFence === -1 ? '' : text.slice(afterFence + 1) };
}
