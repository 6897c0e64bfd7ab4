/**
 * Translations of API errors (spec section 8). The client runs outside React,
 * so it looks messages up in the active catalogue directly; the app hands it a
 * new catalogue when the language changes (`setApiMessages`). English is the
 * default, so errors read well even before the app has started.
 */
import { defaultMessages } from '../intl';

/** A message as the build ships it: ICU elements (scripts/vite/compile-messages.ts); plain strings in tests and development. */
type CompiledMessage = ReadonlyArray<{ type: number; value?: unknown }>;
type Catalogue = Readonly<Record<string, string | CompiledMessage>>;

let catalogue: Catalogue = defaultMessages;

export function setApiMessages(messages: Catalogue): void {
  catalogue = messages;
}

/** A catalogue entry as text: literal parts as they are, an argument as its `{name}` (as the source string reads). */
export function messageText(message: string | CompiledMessage | undefined): string | undefined {
  if (message === undefined || typeof message === 'string') return message;
  // Type 0 is a literal in icu-messageformat-parser's element types.
  return message.map((element) => (element.type === 0 ? String(element.value) : `{${String(element.value)}}`)).join('');
}

/** The message for `id` in the active catalogue (English when it lacks one), or undefined. */
export function lookupMessage(id: string): string | undefined {
  return messageText(catalogue[id] ?? (defaultMessages as Catalogue)[id]);
}

export const REQUEST_FAILED_MESSAGE_ID = 'errors.general.requestFailed';
export const UNREACHABLE_MESSAGE_ID = 'errors.general.unreachable';

/** The general "request failed" text, for notices about calls that failed without a server message. */
export function requestFailedText(): string {
  return lookupMessage(REQUEST_FAILED_MESSAGE_ID) ?? 'Request failed';
}

/**
 * Spec section 8: an error with a status is looked up in the exchange error
 * group, one with a code (or, lacking one, a status) in the general group;
 * the exchange translation is the more specific and wins. Undefined when
 * neither exists: the server's own message then stays (our code 61 names the
 * parameter that failed, which no general text could).
 */
export function translateApiError(item: { code?: number; status?: string }): string | undefined {
  const exchange = item.status ? lookupMessage(`errors.exchange.${item.status}`) : undefined;
  if (exchange) return exchange;
  const general = item.code ?? item.status;
  return general === undefined ? undefined : lookupMessage(`errors.general.${general}`);
}
