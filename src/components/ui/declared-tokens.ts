/**
 * The custom properties a stylesheet's source declares on :root, read from
 * its text (design-tokens.ts reads src/styles/tokens.css with it): top-level
 * `:root` rules only, each name where it first appears, with the text of its
 * last declaration, as written.
 */
export interface DeclaredProperty {
  name: string;
  value: string;
}

/** The bodies of the top-level rules whose selector is exactly `:root` (those inside @media are not the page's defaults). */
function rootBlocks(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let preludeStart = 0;
  let bodyStart = 0;
  let inRoot = false;
  for (let i = 0; i < css.length; i++) {
    const ch = css[i];
    if (ch === '{') {
      if (depth === 0) {
        inRoot = css.slice(preludeStart, i).trim() === ':root';
        bodyStart = i + 1;
      }
      depth++;
    } else if (ch === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) {
        if (inRoot) blocks.push(css.slice(bodyStart, i));
        inRoot = false;
        preludeStart = i + 1;
      }
    } else if (ch === ';' && depth === 0) {
      preludeStart = i + 1; // an at-rule without a block (@import, @charset)
    }
  }
  return blocks;
}

export function declaredRootProperties(css: string): DeclaredProperty[] {
  const declared = new Map<string, string>();
  for (const block of rootBlocks(css.replace(/\/\*[\s\S]*?\*\//g, ''))) {
    for (const declaration of block.split(';')) {
      const colon = declaration.indexOf(':');
      const name = declaration.slice(0, colon).trim();
      if (colon === -1 || !name.startsWith('--')) continue;
      declared.set(
        name,
        declaration
          .slice(colon + 1)
          .trim()
          .replace(/\s+/g, ' '),
      );
    }
  }
  return [...declared].map(([name, value]) => ({ name, value }));
}
