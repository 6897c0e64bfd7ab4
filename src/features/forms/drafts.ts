/** What a visitor typed, kept per form across reloads, update prompts and offline spells (files are not kept). */
import { FORM_DRAFTS_KEY_PREFIX, readLocal, removeLocal, writeLocal } from '../../lib/storage';

export type Draft = Record<string, string>;

export function readDraft(form: string): Draft {
  try {
    const parsed = JSON.parse(readLocal(FORM_DRAFTS_KEY_PREFIX + form) ?? '{}') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string')) as Draft;
  } catch {
    return {};
  }
}

export function writeDraft(form: string, draft: Draft): void {
  writeLocal(FORM_DRAFTS_KEY_PREFIX + form, JSON.stringify(draft));
}

export function clearDraft(form: string): void {
  removeLocal(FORM_DRAFTS_KEY_PREFIX + form);
}
