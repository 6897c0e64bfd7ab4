import { randomUUID } from 'node:crypto';

/** A new API key secret, like the real platform's: two uuids back to back (122 random bits each). */
export function newApiKeySecret(): string {
  return randomUUID() + randomUUID();
}
