/**
 * The examples of the API documents, as `npm run api:examples` captured them
 * from a server with its sample data (capture-examples.ts): the answer of
 * each operation by its name, and the messages of each live stream by their
 * `m`, with the path parameters the capture opened it with. Imported, not
 * read, so that the build carries the file.
 */
import captured from './examples.json' with { type: 'json' };

export interface CapturedStream {
  readonly params: Readonly<Record<string, string>>;
  readonly messages: Readonly<Record<string, unknown>>;
}

export interface CapturedExamples {
  readonly operations: Readonly<Record<string, unknown>>;
  readonly streams: Readonly<Record<string, CapturedStream>>;
}

export const CAPTURED_EXAMPLES: CapturedExamples = captured as CapturedExamples;
