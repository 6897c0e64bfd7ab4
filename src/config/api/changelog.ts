/** Shape of api/v2/changelog: the API changelog's entries and the deprecated operations (src/config/api-changelog.ts). */
import { Type } from '@sinclair/typebox';
import type { EndpointShape } from './shape.js';

const ChangelogEntry = Type.Object({
  anchor: Type.String({ description: "The entry's anchor on /software-developers/changelog." }),
  date: Type.String({ format: 'date', description: 'The day the change took effect (UTC).' }),
  title: Type.String(),
  operations: Type.Array(Type.String(), { description: 'The operations it touched, by their operationId.' }),
  html: Type.String({ description: "The entry's text: HTML rendered from Markdown and sanitised on the server." }),
});

const DeprecatedOperation = Type.Object({
  name: Type.String({ description: 'The operationId.' }),
  method: Type.String(),
  path: Type.String(),
  summary: Type.String(),
});

export const changelogShapes = {
  apiChangelog: {
    summary: 'The API changelog: dated entries, newest first, and the deprecated operations',
    description:
      'The entries are the articles of the api-changelog category (content/api-changelog/); the deprecated operations are those the OpenAPI document marks deprecated, each with a replacement named in its description.',
    tags: ['system'],
    answers: { 200: Type.Object({ entries: Type.Array(ChangelogEntry), deprecated: Type.Array(DeprecatedOperation) }) },
  },
} as const satisfies Record<string, EndpointShape>;
