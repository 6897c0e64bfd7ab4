/**
 * The English catalogue as the browser holds it: split by the modules that
 * use it (scripts/vite/split-messages.ts). The build adds, to each module that
 * names a message id, a call that puts that module's messages here when the
 * module runs; so a page's chunk brings its own messages, and the first load
 * carries only those of the shell and the page (issue 18). One object, filled
 * in place: the intl provider and the API's error texts hold it and see every
 * message as its module arrives. Tests and the server render from the whole
 * catalogue (src/locales/en.json) instead.
 */
export const enMessages: Record<string, unknown> = {};

export function addMessages(messages: Readonly<Record<string, unknown>>): void {
  Object.assign(enMessages, messages);
}
