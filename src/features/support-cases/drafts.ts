/** The new-case form as typed, kept in the user's own store while typing (private: cleared with the cases). */
import { casesStoreFor } from './cases-store';
import type { NewCaseDraft } from './types';

export const EMPTY_DRAFT: Readonly<NewCaseDraft> = Object.freeze({ category: '', subCategory: '', subject: '', description: '' });

export async function readCaseDraft(userId: string): Promise<NewCaseDraft> {
  return {
    ...EMPTY_DRAFT,
    ...((await casesStoreFor(userId)
      .get('draft')
      .catch(() => undefined)) ?? {}),
  };
}

export function writeCaseDraft(userId: string, draft: NewCaseDraft): Promise<void> {
  return casesStoreFor(userId)
    .set('draft', draft)
    .catch(() => undefined);
}

export function clearCaseDraft(userId: string): Promise<void> {
  return writeCaseDraft(userId, { ...EMPTY_DRAFT });
}
