/**
 * The web app as the server renders it (docs/rendering.md): the bundle of
 * src/entry-server.tsx (`npm run build:ssr`, build/ssr/) and, from the
 * client build's manifest (dist/.vite/manifest.json), the script and
 * stylesheets each page module needs, so a rendered page links its own
 * chunk ahead and is styled at first paint.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentRequest, PageData } from '../../../src/config/page-data.js';

/** What the server hands the app for one page. */
export interface AppRenderInput {
  path: string;
  /** The query the page is rendered for, without "?", encoded ('' for none). */
  search: string;
  locale: string;
  data: PageData;
  /** The articles and lists the page asked for that `data` lacked, each found or null, under its key. */
  lookup: (requests: readonly ContentRequest[]) => Promise<PageData>;
}

/** The markup of #root, the page module's chunk name, and the data the page was rendered with. */
export interface AppRenderOutput {
  html: string;
  chunk: string;
  data: PageData;
  /** The page is rendered as islands (docs/rendering.md, "Islands"): it loads the islands script, not the app. */
  islands: boolean;
}

export interface ServerApp {
  render(input: AppRenderInput): Promise<AppRenderOutput>;
  /** The built files of a page chunk beyond what index.html loads: stylesheets and scripts, as site paths. */
  assets(chunk: string): PageAssets;
  /** The islands script and the chunks it imports, as site paths (the script first); empty in a build without it. */
  islandsScripts: readonly string[];
}

export interface PageAssets {
  stylesheets: readonly string[];
  scripts: readonly string[];
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const NO_ASSETS: PageAssets = { stylesheets: [], scripts: [] };

/** The page chunks' files from the manifest: each dynamic entry with what it imports, less what the entry loads anyway. */
export function pageAssetsOf(manifest: Manifest): Map<string, PageAssets> {
  const entryFiles = new Set<string>();
  const collect = (key: string, seen: Set<string>, files: { css: Set<string>; js: Set<string> }) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.js.add(chunk.file);
    for (const css of chunk.css ?? []) files.css.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, seen, files);
  };
  const entry = { css: new Set<string>(), js: new Set<string>() };
  if (manifest[APP_ENTRY]) collect(APP_ENTRY, new Set(), entry);
  for (const file of [...entry.css, ...entry.js]) entryFiles.add(file);

  const pages = new Map<string, PageAssets>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.name || pages.has(chunk.name)) continue;
    const files = { css: new Set<string>(), js: new Set<string>() };
    collect(key, new Set(), files);
    pages.set(chunk.name, {
      stylesheets: [...files.css].filter((f) => !entryFiles.has(f)).map((f) => `/${f}`),
      scripts: [...files.js].filter((f) => !entryFiles.has(f)).map((f) => `/${f}`),
    });
  }
  return pages;
}

/** The app's entry in the manifest, and the islands script's. */
const APP_ENTRY = 'index.html';
const ISLANDS_ENTRY = 'src/islands-main.ts';

/** The islands script and every chunk it imports statically, as site paths, the script first. */
export function islandsScriptsOf(manifest: Manifest): string[] {
  const files: string[] = [];
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || files.includes(`/${chunk.file}`)) return;
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(ISLANDS_ENTRY);
  return files;
}

interface EntryModule {
  renderApp(input: AppRenderInput): Promise<AppRenderOutput>;
}

/** The app's server bundle and the client manifest, or undefined when either is missing (pages then carry no app markup). */
export async function loadServerApp(options: { entry: string; staticDir: string }): Promise<ServerApp | undefined> {
  const manifestFile = path.join(options.staticDir, '.vite', 'manifest.json');
  if (!existsSync(options.entry) || !existsSync(manifestFile)) return undefined;
  const module = (await import(pathToFileURL(options.entry).href)) as EntryModule;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const assets = pageAssetsOf(manifest);
  return {
    render: (input) => module.renderApp(input),
    assets: (chunk) => assets.get(chunk) ?? NO_ASSETS,
    islandsScripts: islandsScriptsOf(manifest),
  };
}
