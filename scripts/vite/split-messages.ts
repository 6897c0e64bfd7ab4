/**
 * The English catalogue travels with the code that shows it (issue 18,
 * "catalogues split so a page loads what it shows"). In the browser build:
 * - every source module that names message ids (a string literal that is an
 *   id, or a template literal whose fixed parts match ids, as
 *   `errors.general.${code}`) gets a first statement adding those messages,
 *   compiled, to src/lib/message-registry.ts; the bundler then puts them in
 *   the same chunk as the module, shared chunks included;
 * - a route's own texts (`page.<route>.title`, …) go with its page module
 *   (src/app/routes.tsx), not with the shell that formats any route's;
 * - `src/locales/en.json` imported by the app becomes that registry.
 * Other languages stay one catalogue each, loaded before the app renders in
 * them (docs/i18n.md). The server build and tests keep the whole file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { compileMessage } from './compile-messages.js';
import type { Plugin } from 'vite';

const SOURCE = /[\\/]src[\\/].+\.tsx?$/;
const TEST = /\.test\.tsx?$|[\\/]test-support\.ts$/;
const VIRTUAL_EN = '\0hashvale-en-messages';

/**
 * The ids a module names: an exact id in a string literal; every id under a
 * dotted literal that is a group's prefix (`'blog.tag'`); and every id a
 * template literal with a dot in its fixed text can make, each `${…}`
 * matching anything (`errors.general.${code}`). `routed` ids go only where named exactly: a
 * route's own texts travel with its page (see `routePages`).
 */
export function namedIds(code: string, file: string, ids: readonly string[], routed: ReadonlySet<string> = new Set()): string[] {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      exact.add(node.text);
      if (/^[A-Za-z]\w*(\.\w+)+$/.test(node.text)) patterns.push(new RegExp(`^${escape(node.text)}\\.`));
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      // A template with no fixed words names nothing in particular: `${a}.${b}` would match every id;
      // nor does one without a dot: ids are dotted, and `s${i + 1}` (a query key) matched every id starting with "s".
      if (parts.some((part) => /[A-Za-z]/.test(part)) && parts.some((part) => part.includes('.')))
        patterns.push(new RegExp(`^${parts.map(escape).join('.*')}$`));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return ids.filter((id) => exact.has(id) || (!routed.has(id) && patterns.some((pattern) => pattern.test(id))));
}

/**
 * The page modules of the route table (src/app/routes.tsx: `name: () => import('…')`),
 * each with the names of the routes it renders.
 */
export function routePages(routesFile: string): Map<string, string[]> {
  const code = readFileSync(routesFile, 'utf8');
  const source = ts.createSourceFile(routesFile, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const pages = new Map<string, string[]>();
  // The module a `() => import('…')` loads, as a file.
  const loadedFile = (load: ts.Expression): string | undefined => {
    const call = ts.isArrowFunction(load) && ts.isCallExpression(load.body) ? load.body : undefined;
    const specifier = call?.expression.kind === ts.SyntaxKind.ImportKeyword ? call.arguments[0] : undefined;
    if (!specifier || !ts.isStringLiteral(specifier)) return undefined;
    const base = path.resolve(path.dirname(routesFile), specifier.text);
    return ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
  };
  const visit = (node: ts.Node): void => {
    const file = ts.isPropertyAssignment(node) ? loadedFile(node.initializer) : undefined;
    if (file && ts.isPropertyAssignment(node)) pages.set(file, [...(pages.get(file) ?? []), node.name.getText(source)]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return pages;
}

/** A route's own texts (src/config/page-text.ts): its title, description and lead. */
const ROUTE_TEXT_PARTS = ['title', 'description', 'lead'];
const routeTextIds = (route: string): string[] => ROUTE_TEXT_PARTS.map((part) => `page.${route}.${part}`);

export function splitMessages(root: string): Plugin {
  const catalogueFile = path.join(root, 'src/locales/en.json');
  const registryFile = path.join(root, 'src/lib/message-registry.ts');
  const routesFile = path.join(root, 'src/app/routes.tsx');
  let catalogue: Record<string, string> = {};
  let ids: string[] = [];
  let pages = new Map<string, string[]>();
  let routed = new Set<string>();
  return {
    name: 'hashvale-split-messages',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      catalogue = JSON.parse(readFileSync(catalogueFile, 'utf8')) as Record<string, string>;
      ids = Object.keys(catalogue);
      pages = routePages(routesFile);
      routed = new Set([...pages.values()].flat().flatMap(routeTextIds));
      this.addWatchFile(catalogueFile);
    },
    async resolveId(source, importer, options) {
      if (!source.endsWith('/locales/en.json') || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && path.resolve(resolved.id) === catalogueFile ? VIRTUAL_EN : null;
    },
    load(id) {
      return id === VIRTUAL_EN ? `export { enMessages as default } from ${JSON.stringify(registryFile)};\n` : null;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!SOURCE.test(file) || file.includes('node_modules') || TEST.test(file) || path.resolve(file) === registryFile) return null;
      const own = (pages.get(path.resolve(file)) ?? []).flatMap(routeTextIds).filter((id) => id in catalogue);
      const named = [...new Set([...namedIds(code, file, ids, routed), ...own])];
      if (named.length === 0) return null;
      const messages = Object.fromEntries(named.map((key) => [key, compileMessage(catalogue[key]!)]));
      const prelude = `import { addMessages as __hashvaleAddMessages } from ${JSON.stringify(registryFile)};\n__hashvaleAddMessages(${JSON.stringify(messages)});\n`;
      return { code: prelude + code, map: null };
    },
  };
}
