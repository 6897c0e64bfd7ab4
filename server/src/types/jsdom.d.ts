// The part of jsdom the server uses (it ships no types, and @types/jsdom is not installed).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: Record<string, unknown>);
    readonly window: unknown;
  }
}
