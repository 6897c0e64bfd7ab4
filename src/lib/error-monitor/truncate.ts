/**
 * The spec's size limits on what a report carries (section 9, "Error monitor
 * limits"): URLs, navigation paths, element text and attributes, the console
 * log as a whole; password values are never recorded.
 */
import { ERROR_MONITOR_LIMITS as LIMITS } from '../../config/limits';

export const cut = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

export const cutUrl = (url: string): string => cut(url, LIMITS.urlMaxChars);
export const cutPath = (path: string): string => cut(path, LIMITS.navigationPathMaxChars);

export interface ElementDescription {
  tag: string;
  text: string;
  attributes: Record<string, string>;
}

interface ElementLike {
  tagName: string;
  textContent: string | null;
  attributes: ArrayLike<{ name: string; value: string }>;
  getAttribute(name: string): string | null;
}

/** What a visitor event records of an element: never a field's value, and nothing of a password field. */
export function describeElement(element: ElementLike): ElementDescription {
  const tag = element.tagName.toLowerCase();
  const isField = tag === 'input' || tag === 'textarea' || tag === 'select';
  const isPassword = tag === 'input' && (element.getAttribute('type') ?? '').toLowerCase() === 'password';
  const attributes: Record<string, string> = {};
  for (const attribute of Array.from(element.attributes)) {
    if (Object.keys(attributes).length >= LIMITS.attributesPerElement) break;
    if (attribute.name === 'value' && (isField || isPassword)) continue;
    attributes[attribute.name] = cut(attribute.value, LIMITS.attributeValueMaxChars);
  }
  const text = isField ? '' : cut((element.textContent ?? '').replace(/\s+/g, ' ').trim(), LIMITS.elementTextMaxChars);
  return { tag, text, attributes };
}

/**
 * Keeps the newest console messages within the spec's total: walking from the
 * newest, the message that crosses the limit is cut and older ones emptied.
 */
export function capConsoleLog<T extends { category?: string; message?: string }>(breadcrumbs: T[]): T[] {
  let budget: number = LIMITS.consoleMaxChars;
  const out = breadcrumbs.slice();
  for (let i = out.length - 1; i >= 0; i -= 1) {
    const crumb = out[i]!;
    if (crumb.category !== 'console' || typeof crumb.message !== 'string') continue;
    const message = cut(crumb.message, Math.max(budget, 0));
    budget -= message.length;
    out[i] = { ...crumb, message };
  }
  return out;
}
