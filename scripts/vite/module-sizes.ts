/**
 * Writes dist/.vite/module-sizes.json: each output chunk with its static and
 * dynamic imports and the rendered size of every source module in it. The PWA
 * benchmark reads it to say what a part of the code (e.g. the error monitor)
 * adds to the first load. Not precached, not served (a dot folder).
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export interface ChunkSizes {
  file: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** Source module (relative to the project, node_modules/<package> for dependencies) -> rendered bytes. */
  modules: Record<string, number>;
}

function moduleName(root: string, id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm !== -1) {
    const rest = clean.slice(nm + '/node_modules/'.length).split('/');
    return `node_modules/${rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]}`;
  }
  return path.isAbsolute(clean) ? path.relative(root, clean) : clean;
}

export function moduleSizes(): Plugin {
  let root = process.cwd();
  return {
    name: 'hashvale-module-sizes',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: ChunkSizes[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          const name = moduleName(root, id);
          modules[name] = (modules[name] ?? 0) + info.renderedLength;
        }
        chunks.push({ file: output.fileName, isEntry: output.isEntry, imports: output.imports, dynamicImports: output.dynamicImports, modules });
      }
      this.emitFile({ type: 'asset', fileName: '.vite/module-sizes.json', source: `${JSON.stringify(chunks)}\n` });
    },
  };
}
