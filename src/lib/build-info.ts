/**
 * The build's version, `<package version>+<git sha>`: the same string as
 * dist/version.json (vite.config.ts defines it). Outside a Vite build (unit
 * tests) it is "dev".
 */
declare const __APP_VERSION__: string | undefined;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
